import TrellisRegistry

extension TypeChecker {
    /// The type of an input used as `first` in one place and as `second` in another, two
    /// types with no common type (``InputTypes/unify(_:_:)`` gives none), when one value
    /// sets both, as Layout's runtime cast (RuntimeType.cast) converts a value to each
    /// property's type where it sets it: an input is whatever the app passes. The type is
    /// the first that sets both of Double, Int and String (when one of the two), Int, the
    /// two themselves and String: a number used as a Bool stays a number, a Bool used as
    /// an enum with raw values is an Int, a text used as a color the color asset's name. It
    /// is optional when either use is, and `nil` when no type sets both (a color and a
    /// number).
    public func castType(forInputUsedAs first: ValueType, and second: ValueType) -> ValueType? {
        let uses = (first.unwrapped, second.unwrapped)
        guard uses.0 != .any, uses.1 != .any else { return nil }
        let preferred = [ValueType.double, .int, .string].filter { $0 == uses.0 || $0 == uses.1 }
        let candidates = preferred + [.int, uses.0, uses.1, .string]
        let settable = candidates.first {
            CheckSession.isSettable($0, as: uses.0, in: registry) && CheckSession.isSettable($0, as: uses.1, in: registry)
        }
        guard let type = settable else { return nil }
        if case .optional = first { return .optional(type) }
        if case .optional = second { return .optional(type) }
        return type
    }

    /// A checker like this one that reads each input `types` names as a value of that type,
    /// converted where it is used as Layout's runtime cast converts it, instead of typing
    /// it by its use: the inputs ``castType(forInputUsedAs:and:)`` typed.
    public func readingInputs(as types: [String: ValueType]) -> TypeChecker {
        var checker = self
        checker.castInputTypes = types
        return checker
    }
}
