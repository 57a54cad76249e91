import TrellisDiagnostics

/// The size limit of one expression: far beyond any real template, it bounds the work and
/// memory one attribute can cost (a flat call or array of a million elements took hundreds
/// of megabytes to check and lay out).
enum ExpressionLengthLimit {
    /// The longest expression parsed, in UTF-8 bytes.
    static let maximumBytes = 262_144

    /// An error at the start of `text` when it is longer than ``maximumBytes``.
    static func diagnostic(_ text: String, locator: some SourceLocator) -> Diagnostic? {
        let count = text.utf8.count
        guard count > maximumBytes else { return nil }
        return .error(.inputLimit, "expression is \(count) bytes; expressions are limited to \(maximumBytes) bytes", at: locator.span(for: 0..<1))
    }
}
