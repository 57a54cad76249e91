/// How diagnostics are written for a reader.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message`, then the source line with a caret and
    /// underline beneath the span, like swiftc or rustc.
    case human
    /// `path:line:column: severity: message` only: the format SwiftPM and Xcode parse.
    case gnu
    /// One JSON object per line, for tools.
    case json
}
