/// What a rule is about, as lint tools group their checks.
public enum RuleCategory: String, CaseIterable, Sendable, Codable {
    /// Input Trellis cannot read, resolve or type-check, or that does not do what it says.
    case correctness
    /// Frames, containers and constraints.
    case layout
    /// What assistive technologies can read.
    case accessibility
    /// Text that translators can reach.
    case localization
    /// Work done at run time that a template could avoid.
    case performance
    /// How a template is written, where the result is the same.
    case style
}

/// The description of one rule: its id, how its findings are reported by default, what it
/// checks, and whether a configuration, a suppression or a baseline may silence it.
public struct Rule: Hashable, Sendable {
    /// The stable kebab-case id printed with every finding (`[unknown-property]`).
    public let id: RuleID
    /// How its findings are reported when no configuration changes it; a rule that is
    /// `off` by default reports nothing until `.trellis.yml` gives it a severity.
    public let defaultLevel: RuleLevel
    public let category: RuleCategory
    /// Whether configuration, suppressions and baselines may change or hide its findings;
    /// `false` for the errors after which a template has no valid IR.
    public let isConfigurable: Bool
    /// One line saying what the rule finds.
    public let summary: String
    /// A short input that the rule reports.
    public let example: String

    /// The address of `Documentation/Rules.md` in the Trellis repository; each rule's
    /// section is this address followed by `#` and its id.
    public static let documentationURL = "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md"

    /// The address of this rule's section of `Documentation/Rules.md`.
    public var documentationURL: String { "\(Self.documentationURL)#\(id.rawValue)" }

    /// Every rule Trellis has, in the order of ``RuleID``'s cases.
    public static let all: [Rule] = RuleID.allCases.map(\.rule)
}
