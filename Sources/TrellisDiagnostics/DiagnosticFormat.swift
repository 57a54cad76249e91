/// How diagnostics are written for a reader.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [rule-id]`, then the source line with a caret
    /// and underline beneath the span, like swiftc or rustc.
    case human
    /// `path:line:column: severity: message [rule-id]` only: the format SwiftPM and Xcode
    /// parse.
    case gnu
    /// One JSON object per line, for tools.
    case json
    /// One SARIF 2.1.0 log holding every rule and every finding, for code scanning.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=rule-id::message`),
    /// which annotate the lines of a pull request.
    case github
}
