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
        CheckSession.castType(forInputUsedAs: first, and: second, in: registry)
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

extension CheckSession {
    /// ``TypeChecker/castType(forInputUsedAs:and:)`` with the enums and option sets of
    /// `registry`; each candidate is tried once.
    static func castType(forInputUsedAs first: ValueType, and second: ValueType, in registry: Registry) -> ValueType? {
        let uses = (first.unwrapped, second.unwrapped)
        guard uses.0 != .any, uses.1 != .any else { return nil }
        let preferred = [ValueType.double, .int, .string].filter { $0 == uses.0 || $0 == uses.1 }
        var candidates: [ValueType] = []
        for candidate in preferred + [.int, uses.0, uses.1, .string] where !candidates.contains(candidate) {
            candidates.append(candidate)
        }
        let settable = candidates.first {
            isSettable($0, as: uses.0, in: registry) && isSettable($0, as: uses.1, in: registry)
        }
        guard let type = settable else { return nil }
        if case .optional = first { return .optional(type) }
        if case .optional = second { return .optional(type) }
        return type
    }

    /// The read of an input of the cast type `type` where `expected` is expected: a Bool
    /// read as a number and a number read as a Bool convert as Layout's expressions convert
    /// them (AnyExpression.swift reads every operand of `!`, `&&`, `?:`'s condition and
    /// arithmetic as an NSNumber, of which a Bool is one, and `!= 0` makes a Bool); other
    /// reads stay as they are, for the position to convert.
    func castRead(_ read: TypedExpression, as expected: ValueType?) -> TypedExpression {
        let numbers: Set<ValueType> = [.int, .double]
        guard let expected else { return read }
        let source = read.type.unwrapped, target = expected.unwrapped
        let convertsBool = (source == .bool && numbers.contains(target)) || (numbers.contains(source) && target == .bool)
        guard convertsBool, let cast = layoutCast(read, to: expected) else { return read }
        return cast
    }
}
