import TrellisRegistry

/// The options of the rules the compiler checks beyond correctness, as a configuration
/// file sets them (`rules: {deep-nesting: {max: 16}}`).
public struct LintOptions: Sendable, Equatable {
    /// How many levels deep an element may be nested in its file before `deep-nesting`
    /// reports it (the root is level 1).
    public var maximumNesting: Int

    /// - Parameter maximumNesting: see ``maximumNesting``.
    public init(maximumNesting: Int = DeepNesting.defaultMaximum) {
        self.maximumNesting = maximumNesting
    }

    /// The options `configuration` sets, the defaults for the others (all of them when
    /// there is no configuration).
    public init(_ configuration: TrellisConfiguration?) {
        self.init(maximumNesting: configuration?.options[.deepNesting]?["max"] ?? DeepNesting.defaultMaximum)
    }
}
