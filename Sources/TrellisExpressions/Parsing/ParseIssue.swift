import TrellisDiagnostics

/// A syntax error found while parsing, with byte ranges in the parsed text; turned into a
/// ``Diagnostic`` through the caller's locator once parsing is done.
struct ParseIssue: Sendable {
    var message: String
    var range: Range<Int>
    var notes: [(message: String, range: Range<Int>)] = []

    func diagnostic(locator: some SourceLocator) -> Diagnostic {
        .error(
            .expressionSyntax, message,
            at: locator.span(for: range),
            notes: notes.map { DiagnosticNote($0.message, at: locator.span(for: $0.range)) }
        )
    }
}

extension Array where Element == ParseIssue {
    func diagnostics(locator: some SourceLocator) -> [Diagnostic] {
        map { $0.diagnostic(locator: locator) }
    }
}
