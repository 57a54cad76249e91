import TrellisDiagnostics

/// One key and value of a YAML mapping, with the key's position.
struct ManifestEntry {
    let key: String
    let keySpan: SourceSpan
    let value: YAMLNode
}

/// Reads composed YAML nodes as manifest values, with a diagnostic for every value of the
/// wrong shape. Each read returns `nil` (after reporting) when the value is unusable.
///
/// `description` arguments name the value in messages: `'properties' of UILabel`.
struct ManifestReader {
    let source: SourceText
    /// The rule its errors name: ``RuleID/invalidManifest``, or ``RuleID/invalidConfiguration``
    /// when it reads a `.trellis.yml`.
    let rule: RuleID
    var diagnostics: [Diagnostic] = []

    init(source: SourceText, rule: RuleID = .invalidManifest) {
        self.source = source
        self.rule = rule
    }

    func span(_ node: YAMLNode) -> SourceSpan { source.span(offset: node.offset, length: node.length) }

    mutating func error(_ message: String, at location: SourceSpan, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil) {
        diagnostics.append(.error(rule, message, at: location, notes: notes, fixIt: fixIt))
    }

    /// Reports `name`, written at `location`, as not one of `candidates`: `message` is
    /// followed by the closest candidate as "did you mean" (or by `otherwise` without one),
    /// offered as a fix-it replacing the name when `location` covers exactly its bytes.
    mutating func errorSuggesting(
        _ message: String, name: String, in candidates: [String], at location: SourceSpan, otherwise: String = ""
    ) {
        let match = Suggestions.closest(to: name, in: candidates)
        error(message + (match == nil ? otherwise : Suggestions.didYouMean(match)), at: location,
              fixIt: .suggestion(match, replacing: name, at: location))
    }

    /// Locates bytes of a scalar's value, when the value appears verbatim in the source.
    func verbatimLocator(_ node: YAMLNode) -> VerbatimLocator? {
        node.valueOffset.map { VerbatimLocator(source: source, startOffset: $0) }
    }

    /// The entries of a mapping in source order; an absent value is an empty mapping.
    /// Keys must be names; repeated keys are reported with both locations and dropped.
    mutating func entries(of node: YAMLNode, in description: String) -> [ManifestEntry]? {
        if node.isNull { return [] }
        guard case let .mapping(pairs) = node.content else {
            error("expected a mapping for \(description)", at: span(node))
            return nil
        }
        var result: [ManifestEntry] = []
        result.reserveCapacity(pairs.count)
        var firstSpans: [String: SourceSpan] = [:]
        firstSpans.reserveCapacity(pairs.count)
        for pair in pairs {
            let keySpan = span(pair.key)
            guard let name = pair.key.text else {
                error("expected a name as a key in \(description)", at: keySpan)
                continue
            }
            guard name.utf8.count <= maximumNameLength else {
                error("name \(quoted(name)) is too long; names are limited to \(maximumNameLength) bytes", at: keySpan)
                continue
            }
            if let first = firstSpans.updateValue(keySpan, forKey: name) {
                firstSpans[name] = first
                error("duplicate key \(quoted(name)) in \(description)", at: keySpan,
                      notes: [DiagnosticNote("first declared here", at: first)])
                continue
            }
            result.append(ManifestEntry(key: name, keySpan: keySpan, value: pair.value))
        }
        return result
    }

    /// The elements of a sequence; an absent value is an empty sequence.
    mutating func elements(of node: YAMLNode, in description: String) -> [YAMLNode]? {
        if node.isNull { return [] }
        guard case let .sequence(elements) = node.content else {
            error("expected a list for \(description)", at: span(node))
            return nil
        }
        return elements
    }

    /// The text of a scalar; `expected` completes the message `expected …` otherwise.
    mutating func scalar(_ node: YAMLNode, expected: String) -> String? {
        guard let text = node.text, !node.isNull else {
            error("expected \(expected)", at: span(node))
            return nil
        }
        let length = text.utf8.count
        guard length <= maximumScalarLength else {
            error("value is too long (\(length) bytes); the limit is \(maximumScalarLength) bytes", at: span(node))
            return nil
        }
        return text
    }

    /// A scalar that names something: at most ``maximumNameLength`` bytes.
    mutating func name(_ node: YAMLNode, expected: String) -> String? {
        guard let text = scalar(node, expected: expected) else { return nil }
        guard text.utf8.count <= maximumNameLength else {
            error("name \(quoted(text)) is too long; names are limited to \(maximumNameLength) bytes", at: span(node))
            return nil
        }
        return text
    }

    /// `true` or `false` (also `True`, `TRUE`, `False`, `FALSE`).
    mutating func bool(_ node: YAMLNode, for description: String) -> Bool? {
        if let text = node.text {
            switch text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error("expected 'true' or 'false' for \(description)", at: span(node))
        return nil
    }

    /// A finite decimal number (`17`, `12.5`).
    mutating func number(_ node: YAMLNode, for description: String) -> Double? {
        if let text = node.text, let value = decimalNumber(text) { return value }
        error("expected a number for \(description)", at: span(node))
        return nil
    }

    /// Reports every key not in `allowed`, with a suggestion; `description` is `nil` for
    /// the top level of a manifest.
    mutating func rejectUnknownKeys(_ entries: [ManifestEntry], allowed: [String], in description: String?) {
        for entry in entries where !allowed.contains(entry.key) {
            let message = description.map { "unknown key \(quoted(entry.key)) in \($0)" } ?? "unknown top-level key \(quoted(entry.key))"
            errorSuggesting(message, name: entry.key, in: allowed, at: entry.keySpan)
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
