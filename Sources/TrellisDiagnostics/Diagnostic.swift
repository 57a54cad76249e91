/// How serious a diagnostic is.
public enum Severity: String, Hashable, Sendable, Codable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A suggested edit that would fix the problem: replace the bytes of `span` with `replacement`.
public struct FixIt: Hashable, Sendable, Codable {
    public var span: SourceSpan
    public var replacement: String

    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }

    /// The fix-it of a "did you mean" suggestion: `match` in place of the misspelt `name`
    /// written at `span`. `nil` without a match, or when `span` does not cover exactly the
    /// bytes of `name` (a spelling with entities or escapes, which replacing would garble).
    public static func suggestion(_ match: String?, replacing name: String, at span: SourceSpan) -> FixIt? {
        guard let match, span.length == name.utf8.count else { return nil }
        return FixIt(span: span, replacement: match)
    }
}

/// A secondary message attached to a diagnostic, usually pointing at another location
/// (the opening tag of an unclosed element, the first declaration of a duplicate, …).
public struct DiagnosticNote: Hashable, Sendable, Codable {
    public var message: String
    public var location: SourceSpan?

    public init(_ message: String, at location: SourceSpan? = nil) {
        self.message = message
        self.location = location
    }
}

/// A problem found in user input: which rule found it, what is wrong, where, and how it
/// might be fixed.
///
/// Every stage of Trellis reports problems as values of this type; the CLI renders them
/// with ``DiagnosticRenderer``. Creating one takes a ``RuleID``, so every finding can be
/// configured, suppressed or looked up by its rule.
public struct Diagnostic: Hashable, Sendable, Codable {
    public var severity: Severity
    /// The rule that found the problem.
    public var rule: RuleID
    public var message: String
    /// Where the problem is; `nil` for problems that belong to no file (a missing path, …).
    public var location: SourceSpan?
    public var notes: [DiagnosticNote]
    public var fixIt: FixIt?

    public init(
        _ severity: Severity,
        _ rule: RuleID,
        _ message: String,
        at location: SourceSpan?,
        notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
    }

    public static func error(
        _ rule: RuleID, _ message: String, at location: SourceSpan?, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.error, rule, message, at: location, notes: notes, fixIt: fixIt)
    }

    public static func warning(
        _ rule: RuleID, _ message: String, at location: SourceSpan?, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, rule, message, at: location, notes: notes, fixIt: fixIt)
    }
}

extension Diagnostic {
    /// The fix-it a text rendering spells out ("replace with …"): none when the message
    /// already ends by naming it (`; did you mean 'text'?`), which that line would repeat.
    var fixItToRender: FixIt? {
        guard let fixIt, !message.hasSuffix(Suggestions.didYouMean(fixIt.replacement)) else { return nil }
        return fixIt
    }
}

extension Diagnostic: Comparable {
    /// Orders diagnostics by file and position; those without a location come first.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, nil): return (lhs.severity, lhs.message, lhs.rule) < (rhs.severity, rhs.message, rhs.rule)
        case (nil, _): return true
        case (_, nil): return false
        case let (left?, right?):
            if left != right { return left < right }
            return (lhs.severity, lhs.message, lhs.rule) < (rhs.severity, rhs.message, rhs.rule)
        }
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics sorted by file and position, with exact duplicates removed.
    public func sortedForReport() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return sorted().filter { seen.insert($0).inserted }
    }
}
