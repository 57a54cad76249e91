import TrellisDiagnostics
import Yams

/// One key and value of a YAML mapping, with the key's position.
struct ManifestEntry {
    let key: String
    let keySpan: SourceSpan
    let value: Node
}

/// Reads composed YAML nodes as manifest values, with a diagnostic for every value of the
/// wrong shape. Each read returns `nil` (after reporting) when the value is unusable.
///
/// `description` arguments name the value in messages: `'properties' of UILabel`.
struct ManifestReader {
    var locator: YAMLLocator
    var diagnostics: [Diagnostic] = []

    init(locator: YAMLLocator) {
        self.locator = locator
    }

    mutating func span(_ node: Node) -> SourceSpan { locator.span(of: node) }

    mutating func error(_ message: String, at location: SourceSpan, notes: [DiagnosticNote] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }

    /// Whether the node is an absent value: an empty plain scalar, `~` or `null`.
    func isNull(_ node: Node) -> Bool {
        guard case let .scalar(scalar) = node, scalar.style == .plain else { return false }
        return scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" || scalar.string == "Null"
            || scalar.string == "NULL"
    }

    /// The entries of a mapping in source order; an absent value is an empty mapping.
    /// Keys must be names; repeated keys are reported with both locations and dropped.
    mutating func entries(of node: Node, in description: String) -> [ManifestEntry]? {
        if isNull(node) { return [] }
        guard case let .mapping(mapping) = node else {
            error("expected a mapping for \(description)", at: span(node))
            return nil
        }
        var result: [ManifestEntry] = []
        var firstSpans: [String: SourceSpan] = [:]
        for (key, value) in mapping {
            let keySpan = span(key)
            guard case let .scalar(scalar) = key else {
                error("expected a name as a key in \(description)", at: keySpan)
                continue
            }
            let name = scalar.string
            guard name.utf8.count <= maximumNameLength else {
                error("name \(quoted(name)) is too long; names are limited to \(maximumNameLength) bytes", at: keySpan)
                continue
            }
            if let first = firstSpans[name] {
                error("duplicate key \(quoted(name)) in \(description)", at: keySpan,
                      notes: [DiagnosticNote("first declared here", at: first)])
                continue
            }
            firstSpans[name] = keySpan
            result.append(ManifestEntry(key: name, keySpan: keySpan, value: value))
        }
        return result
    }

    /// The elements of a sequence; an absent value is an empty sequence.
    mutating func elements(of node: Node, in description: String) -> [Node]? {
        if isNull(node) { return [] }
        guard case let .sequence(sequence) = node else {
            error("expected a list for \(description)", at: span(node))
            return nil
        }
        return Array(sequence)
    }

    /// The text of a scalar; `expected` completes the message `expected …` otherwise.
    mutating func scalar(_ node: Node, expected: String) -> String? {
        guard case let .scalar(scalar) = node, !isNull(node) else {
            error("expected \(expected)", at: span(node))
            return nil
        }
        let length = scalar.string.utf8.count
        guard length <= maximumScalarLength else {
            error("value is too long (\(length) bytes); the limit is \(maximumScalarLength) bytes", at: span(node))
            return nil
        }
        return scalar.string
    }

    /// A scalar that names something: at most ``maximumNameLength`` bytes.
    mutating func name(_ node: Node, expected: String) -> String? {
        guard let text = scalar(node, expected: expected) else { return nil }
        guard text.utf8.count <= maximumNameLength else {
            error("name \(quoted(text)) is too long; names are limited to \(maximumNameLength) bytes", at: span(node))
            return nil
        }
        return text
    }

    /// `true` or `false` (also `True`, `TRUE`, `False`, `FALSE`).
    mutating func bool(_ node: Node, for description: String) -> Bool? {
        if case let .scalar(scalar) = node {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error("expected 'true' or 'false' for \(description)", at: span(node))
        return nil
    }

    /// A finite decimal number (`17`, `12.5`).
    mutating func number(_ node: Node, for description: String) -> Double? {
        if case let .scalar(scalar) = node, let value = decimalNumber(scalar.string) { return value }
        error("expected a number for \(description)", at: span(node))
        return nil
    }

    /// Reports every key not in `allowed`, with a suggestion; `description` is `nil` for
    /// the top level of a manifest.
    mutating func rejectUnknownKeys(_ entries: [ManifestEntry], allowed: [String], in description: String?) {
        for entry in entries where !allowed.contains(entry.key) {
            let suggestion = Suggestions.didYouMean(entry.key, in: allowed)
            if let description {
                error("unknown key \(quoted(entry.key)) in \(description)\(suggestion)", at: entry.keySpan)
            } else {
                error("unknown top-level key \(quoted(entry.key))\(suggestion)", at: entry.keySpan)
            }
        }
    }
}

/// Parses an unsigned decimal number: digits with at most one `.` (`17`, `0.5`, `.5`).
/// Written by hand because `Double(String)` also accepts exponents, `nan` and `inf`.
func decimalNumber(_ text: some StringProtocol) -> Double? {
    var digits = 0
    var dots = 0
    for byte in text.utf8 {
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            digits += 1
        } else if byte == UInt8(ascii: ".") {
            dots += 1
        } else {
            return nil
        }
    }
    guard digits > 0, dots <= 1, digits <= 32 else { return nil }
    return Double(String(text))
}
