/// A YAML node of a manifest with its position in the source: the manifest reader's own
/// copy of the tree Yams composes, which is cheap to copy and pattern-match.
struct YAMLNode {
    enum Content {
        /// A scalar's text, and whether it was written plain (unquoted, not a block scalar).
        case scalar(String, isPlain: Bool)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    var content: Content
    /// The byte offset of the node in the source.
    var offset: Int
    /// The number of bytes to underline: a scalar's text (quotes included) when it appears
    /// verbatim on one line, else 1.
    var length: Int
    /// The offset of a scalar's value in the source, when the value appears there verbatim.
    var valueOffset: Int?

    /// Whether the node is an absent value: an empty plain scalar, `~` or `null`.
    var isNull: Bool {
        guard case let .scalar(text, isPlain) = content, isPlain else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The text of a scalar node.
    var text: String? {
        if case let .scalar(text, _) = content { return text }
        return nil
    }
}

/// A key and its value in a YAML mapping. A struct rather than a tuple, so that arrays of
/// pairs are copied by specialised code instead of through runtime tuple metadata.
struct YAMLPair {
    var key: YAMLNode
    var value: YAMLNode
}
