/// How a rule's findings are reported: not at all, as warnings or as errors.
///
/// Each rule has a default level (``Rule/defaultLevel``); `.trellis.yml` may set another
/// for a configurable rule (`rules: {hardcoded-text: {severity: warning}}`), which is how a
/// rule that is off by default is turned on.
public enum RuleLevel: String, Hashable, Sendable, CaseIterable, Codable {
    /// Not reported.
    case off
    case warning
    case error

    /// The severity of the findings reported at this level; `nil` when off.
    public var severity: Severity? {
        switch self {
        case .off: nil
        case .warning: .warning
        case .error: .error
        }
    }
}
