import TrellisRegistry

/// A type a use of an input suggests without requiring it (Layout converts such values at
/// run time, so they never conflict with other uses): the text an interpolation shows
/// (`text="{count}"` suggests String) and the literal an input is compared with
/// (`count == -1` suggests Int). An input takes the suggested type only when no use
/// requires one.
public struct InputHint: Sendable, Hashable {
    /// What suggested the type; a comparison is the stronger suggestion.
    public enum Source: Int, Sendable, Hashable, Comparable {
        case interpolation, comparison

        public static func < (lhs: Source, rhs: Source) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The suggested type.
    public var type: ValueType
    public var source: Source

    public init(type: ValueType, source: Source) {
        self.type = type
        self.source = source
    }

    /// The hint two uses give together: the stronger source wins; of equal sources, the
    /// common type of both, or the first one when they have none.
    public static func merge(_ first: InputHint?, _ second: InputHint) -> InputHint {
        guard let first else { return second }
        if first.source != second.source { return first.source > second.source ? first : second }
        return InputHint(type: InputTypes.unify(first.type, second.type) ?? first.type, source: first.source)
    }

    /// The type of an input whose uses require `required` (`Any` when none requires a
    /// type) and suggest `hint`.
    public static func resolve(_ required: ValueType, _ hint: InputHint?) -> ValueType {
        guard let hint, required.unwrapped == .any else { return required }
        return required == .any ? hint.type : .optional(hint.type.unwrapped)
    }
}
