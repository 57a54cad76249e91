import TrellisDiagnostics
import TrellisRegistry

/// What the compiler checks beyond correctness, as a configuration file sets it: which
/// rules that are off by default it turns on (`rules: {hardcoded-text: {severity: warning}}`)
/// and the rules' options (`rules: {deep-nesting: {max: 16}}`).
public struct LintOptions: Sendable, Equatable {
    /// The rules off by default (`Rule.defaultLevel`) that are checked; the compiler
    /// does not look for the findings of the others.
    public var enabledRules: Set<RuleID>
    /// How many levels deep an element may be nested in its file before `deep-nesting`
    /// reports it (the root is level 1).
    public var maximumNesting: Int

    /// - Parameters:
    ///   - enabledRules: see ``enabledRules``.
    ///   - maximumNesting: see ``maximumNesting``.
    public init(enabledRules: Set<RuleID> = [], maximumNesting: Int = DeepNesting.defaultMaximum) {
        self.enabledRules = enabledRules
        self.maximumNesting = maximumNesting
    }

    /// The options `configuration` sets, the defaults for the others (all of them when
    /// there is no configuration).
    public init(_ configuration: TrellisConfiguration?) {
        let levels = configuration?.levels ?? [:]
        self.init(
            enabledRules: Set(levels.filter { $0.key.rule.defaultLevel == .off && $0.value != .off }.keys),
            maximumNesting: configuration?.options[.deepNesting]?["max"] ?? DeepNesting.defaultMaximum
        )
    }

    /// Whether the compiler looks for the findings of `rule`: every rule that is on by
    /// default, and those of ``enabledRules``.
    public func checks(_ rule: RuleID) -> Bool {
        rule.rule.defaultLevel != .off || enabledRules.contains(rule)
    }
}
