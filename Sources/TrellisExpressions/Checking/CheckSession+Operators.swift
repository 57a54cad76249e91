import TrellisDiagnostics
import TrellisRegistry

extension CheckSession {
    mutating func prefix(_ op: PrefixOperator, _ operand: ExpressionSyntax, syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        let here = span(syntax.range)
        switch op {
        case .not:
            guard let value = check(operand, .operand(.bool, .operation("!"))) else { return nil }
            return TypedExpression(.unary(.not, value), type: .bool, span: here)
        case .minus, .plus:
            let hint = Self.isName(operand) ? numericHint(expectation) ?? .double : numericHint(expectation)
            guard let value = synthesize(operand, .operand(hint, .operation(op.rawValue))),
                  let number = numeric(value, syntax: operand, role: .operation(op.rawValue)) else { return nil }
            if op == .plus { return TypedExpression(number.kind, type: number.type, span: here) }
            if number.type == .int {
                return TypedExpression(.unary(.negateInt, number), type: .int, span: here)
            }
            return TypedExpression(.unary(.negateDouble, number), type: .double, span: here)
        }
    }

    mutating func infix(
        _ op: InfixOperator, _ left: ExpressionSyntax, _ right: ExpressionSyntax, syntax: ExpressionSyntax, _ expectation: Expectation
    ) -> TypedExpression? {
        let role = Role.operation(op.rawValue)
        let here = span(syntax.range)
        switch op {
        case .nilCoalescing:
            return coalesce(left, right, syntax: syntax, expectation)
        case .and, .or:
            let lhs = check(left, .operand(.bool, role))
            let rhs = check(right, .operand(.bool, role))
            guard let lhs, let rhs else { return nil }
            return TypedExpression(.binary(op == .and ? .and : .or, lhs, rhs), type: .bool, span: here)
        case .equal, .notEqual:
            let compared = Self.isLiteral(left) || Self.isLiteral(right)
                ? literalComparisonOperands(left, right, role: role)
                : operands(left, right, role: role, known: nil, unknown: { $0 ?? .any })
            guard let (lhs, rhs) = compared else { return nil }
            guard comparable(lhs.type, rhs.type) else {
                error(.typeMismatch, "\(role) cannot compare \(lhs.type.displayName) and \(rhs.type.displayName)", at: syntax.range)
                return nil
            }
            return TypedExpression(.binary(op == .equal ? .equal : .notEqual, lhs, rhs), type: .bool, span: here)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            return ordering(op, left, right, syntax: syntax)
        case .add:
            return addition(left, right, syntax: syntax, expectation)
        case .subtract, .multiply, .divide, .remainder:
            let hint = numericHint(expectation) ?? .double
            guard let (lhs, rhs) = operands(left, right, role: role, known: nil, unknown: { _ in hint }) else { return nil }
            return arithmetic(op, lhs, rhs, left: left, right: right, syntax: syntax)
        }
    }

    /// Checks two operands so that an unknown name (an input) takes its type from the
    /// other operand: when one operand is a name and the other is not, the other goes
    /// first (a known name ignores the hint); when both are names, the scope decides.
    mutating func operands(
        _ left: ExpressionSyntax, _ right: ExpressionSyntax, role: Role, known hint: ValueType?,
        unknown unknownHint: (ValueType?) -> ValueType?
    ) -> (TypedExpression, TypedExpression)? {
        let leftFirst: Bool
        switch (Self.isName(left), Self.isName(right)) {
        case (true, false): leftFirst = false
        case (true, true): leftFirst = !isUnresolvedName(left) || isUnresolvedName(right)
        default: leftFirst = true
        }
        if leftFirst {
            let lhs = synthesize(left, .operand(Self.isName(left) ? unknownHint(nil) : hint, role))
            let rhs = synthesize(right, .operand(Self.isName(right) ? unknownHint(lhs?.type) : hint, role))
            guard let lhs, let rhs else { return nil }
            return (lhs, rhs)
        }
        let rhs = synthesize(right, .operand(hint, role))
        let lhs = synthesize(left, .operand(unknownHint(rhs?.type), role))
        guard let lhs, let rhs else { return nil }
        return (lhs, rhs)
    }

    /// The operands of `==` or `!=` when one is a literal: as in Layout, comparing an input
    /// with `nil` or a literal requires nothing of the input (a value of another kind is
    /// just unequal), and a literal other than `nil` suggests its type (``InputHint``).
    mutating func literalComparisonOperands(
        _ left: ExpressionSyntax, _ right: ExpressionSyntax, role: Role
    ) -> (TypedExpression, TypedExpression)? {
        let lhs = synthesize(left, .operand(nil, role))
        let rhs = synthesize(right, .operand(nil, role))
        guard let lhs, let rhs else { return nil }
        return (
            comparedInput(lhs, with: rhs, isLiteral: Self.isLiteral(right)),
            comparedInput(rhs, with: lhs, isLiteral: Self.isLiteral(left))
        )
    }

    /// `value` compared with `other`: an input is read as `Any`, and suggested the type of
    /// `other` when that is a literal other than `nil`.
    private mutating func comparedInput(_ value: TypedExpression, with other: TypedExpression, isLiteral: Bool) -> TypedExpression {
        guard case let .reference(.input(name)) = value.kind else { return value }
        if isLiteral, other.type.unwrapped != .any { suggest(other.type.unwrapped, forInput: name, source: .comparison) }
        var read = value
        read.type = .any
        return read
    }

    /// Whether `syntax` is a literal (possibly signed or parenthesized): a number, string,
    /// color, Bool or `nil`.
    static func isLiteral(_ syntax: ExpressionSyntax) -> Bool {
        var inner = syntax
        while true {
            switch inner.kind {
            case let .parenthesized(wrapped), let .prefix(.minus, wrapped), let .prefix(.plus, wrapped): inner = wrapped
            case .number, .string, .color, .boolean, .nilLiteral: return true
            default: return false
            }
        }
    }

    /// Whether `syntax` is a name (possibly parenthesized): the only kind of operand that
    /// can be an input. A known name ignores hints, so a name can be hinted as if unknown.
    static func isName(_ syntax: ExpressionSyntax) -> Bool {
        var inner = syntax
        while case let .parenthesized(wrapped) = inner.kind { inner = wrapped }
        if case .symbol = inner.kind { return true }
        return false
    }

    /// A numeric type to hint operands with: the expected type when it is a number.
    func numericHint(_ expectation: Expectation) -> ValueType? {
        Self.numericHint(expectation.type)
    }

    static func numericHint(_ type: ValueType?) -> ValueType? {
        guard let type = type?.unwrapped, type.isNumeric else { return nil }
        return type
    }

    /// Whether `syntax` is a name that resolves to nothing known, so it will become an input.
    func isUnresolvedName(_ syntax: ExpressionSyntax) -> Bool {
        var inner = syntax
        while case let .parenthesized(wrapped) = inner.kind { inner = wrapped }
        guard case let .symbol(path) = inner.kind, let first = path.components.first else { return false }
        if path.isIdReference { return false }
        if path.components.count == 1, !path.isEscaped, ["pi", "auto", "true", "false", "nil"].contains(first) { return false }
        if localizedKey(path) != nil || resolveInScope(path) != nil { return false }
        if !path.isEscaped, index.mayStartWithType(path.components) {
            for split in 1..<path.components.count where index.types[path.components[..<split].joined(separator: ".")] != nil {
                return false
            }
        }
        return true
    }

    /// Whether values of two types can be compared with `==`.
    func comparable(_ left: ValueType, _ right: ValueType) -> Bool {
        let lhs = left.unwrapped
        let rhs = right.unwrapped
        if lhs == .any || rhs == .any { return true }
        if InputTypes.unify(lhs, rhs) != nil { return true }
        let texts: Set<ValueType> = [.string, .attributedString]
        return texts.contains(lhs) && texts.contains(rhs)
    }

    /// A numeric operand as Int or Double; `Any` and optional numbers are checked at run time.
    mutating func numeric(_ value: TypedExpression, syntax: ExpressionSyntax, role: Role) -> TypedExpression? {
        switch value.type {
        case .int, .double: return value
        case .any: return TypedExpression(.conversion(.dynamic(.double), value), type: .double, span: value.span)
        case .optional(.int), .optional(.double), .optional(.any):
            let target = value.type.unwrapped == .int ? ValueType.int : .double
            return TypedExpression(.conversion(.dynamic(target), value), type: target, span: value.span)
        default:
            error(.typeMismatch, "\(role) expects a number, got \(value.type.displayName) \(quoted(syntax))", at: syntax.range)
            return nil
        }
    }

    mutating func arithmetic(
        _ op: InfixOperator, _ lhs: TypedExpression, _ rhs: TypedExpression,
        left: ExpressionSyntax, right: ExpressionSyntax, syntax: ExpressionSyntax
    ) -> TypedExpression? {
        let role = Role.operation(op.rawValue)
        let leftNumber = numeric(lhs, syntax: left, role: role)
        let rightNumber = numeric(rhs, syntax: right, role: role)
        guard let leftNumber, let rightNumber else { return nil }
        let here = span(syntax.range)
        if leftNumber.type == .int, rightNumber.type == .int, op != .divide {
            let operation: BinaryOperation = switch op {
            case .add: .addInt
            case .subtract: .subtractInt
            case .multiply: .multiplyInt
            default: .remainderInt
            }
            return TypedExpression(.binary(operation, leftNumber, rightNumber), type: .int, span: here)
        }
        let operation: BinaryOperation = switch op {
        case .add: .addDouble
        case .subtract: .subtractDouble
        case .multiply: .multiplyDouble
        case .divide: .divideDouble
        default: .remainderDouble
        }
        return TypedExpression(
            .binary(operation, toDouble(leftNumber), toDouble(rightNumber)), type: .double, span: here
        )
    }

    /// An Int expression as Double (literals converted in place).
    func toDouble(_ value: TypedExpression) -> TypedExpression {
        guard value.type == .int else { return value }
        if case let .literal(.int(integer)) = value.kind {
            return TypedExpression(.literal(.double(Double(integer))), type: .double, span: value.span)
        }
        return TypedExpression(.conversion(.intToDouble, value), type: .double, span: value.span)
    }

    /// `+`: numbers add, arrays concatenate (into an array of `Any` when their elements'
    /// types differ, `[1, 2] + ['a']`), and, as in Layout, a String operand
    /// concatenates the other operand's text, an array's too (`'foo' + 5` is `foo5`,
    /// `'foo' + [1, 2]` is `foo[1, 2]`: AnyExpression.swift's `+` reads a `_String` operand
    /// before two `_Array`s; an input added to a String may be of any type and is suggested
    /// String). Two inputs added where nothing says what they are (`{a + b}` in text) are
    /// added as their values say at run time.
    mutating func addition(_ left: ExpressionSyntax, _ right: ExpressionSyntax, syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        let role = Role.operation("+")
        let expected = expectation.type?.unwrapped
        let hint: ValueType? = switch expected {
        case .int?, .double?, .string?, .attributedString?, .array?: expected
        default: nil
        }
        guard let (lhs, rhs) = operands(left, right, role: role, known: nil, unknown: { other in
            switch other?.unwrapped {
            case .attributedString?, .array?: other?.unwrapped
            case .string?: nil
            case nil, .any?: expected == nil ? nil : hint ?? .double
            default: hint ?? .double
            }
        }) else { return nil }
        let here = span(syntax.range)
        switch (lhs.type.unwrapped, rhs.type.unwrapped) {
        case (.string, .attributedString), (.attributedString, .string), (.attributedString, .attributedString):
            return TypedExpression(.binary(.concatenateAttributedStrings, lhs, rhs), type: .attributedString, span: here)
        case let (.array(first), .array(second)):
            // Layout joins any two arrays (AnyExpression.swift's `+`: `lhs.values + rhs.values`).
            let element = InputTypes.unify(first, second) ?? .any
            return TypedExpression(.binary(.concatenateArrays, lhs, rhs), type: .array(element), span: here)
        case (.string, _), (_, .string):
            for operand in [lhs, rhs] {
                if case let .reference(.input(name)) = operand.kind, operand.type == .any {
                    suggest(.string, forInput: name, source: .interpolation)
                }
            }
            return TypedExpression(.binary(.concatenateStrings, lhs, rhs), type: .string, span: here)
        case (.attributedString, _), (_, .attributedString), (.array, _), (_, .array):
            error(.typeMismatch, "\(role) cannot add \(lhs.type.displayName) and \(rhs.type.displayName)", at: syntax.range)
            return nil
        case (.any, .any) where expected == nil:
            return TypedExpression(.binary(.add, lhs, rhs), type: .any, span: here)
        default:
            return arithmetic(.add, lhs, rhs, left: left, right: right, syntax: syntax)
        }
    }

    /// `<`, `<=`, `>`, `>=` on numbers or strings.
    mutating func ordering(_ op: InfixOperator, _ left: ExpressionSyntax, _ right: ExpressionSyntax, syntax: ExpressionSyntax) -> TypedExpression? {
        let role = Role.operation(op.rawValue)
        guard let (lhs, rhs) = operands(left, right, role: role, known: nil, unknown: { other in
            other?.unwrapped == .string ? .string : .double
        }) else { return nil }
        let here = span(syntax.range)
        if lhs.type == .string, rhs.type == .string {
            let operation: BinaryOperation = switch op {
            case .less: .lessString
            case .lessOrEqual: .lessOrEqualString
            case .greater: .greaterString
            default: .greaterOrEqualString
            }
            return TypedExpression(.binary(operation, lhs, rhs), type: .bool, span: here)
        }
        let leftNumber = numeric(lhs, syntax: left, role: role)
        let rightNumber = numeric(rhs, syntax: right, role: role)
        guard let leftNumber, let rightNumber else { return nil }
        let operation: BinaryOperation = switch op {
        case .less: .lessNumber
        case .lessOrEqual: .lessOrEqualNumber
        case .greater: .greaterNumber
        default: .greaterOrEqualNumber
        }
        return TypedExpression(.binary(operation, toDouble(leftNumber), toDouble(rightNumber)), type: .bool, span: here)
    }

    /// `a ?? b`: `a` may be nil; `b` supplies the value then.
    mutating func coalesce(_ left: ExpressionSyntax, _ right: ExpressionSyntax, syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        let here = span(syntax.range)
        if let expected = expectation.type {
            let lhs = synthesize(left, Expectation(type: .optional(expected.unwrapped), isContextual: expectation.isContextual, role: expectation.role))
            let rhs = check(right, expectation)
            guard let lhs, let rhs else { return nil }
            guard let converted = coerce(lhs, to: .optional(expected.unwrapped), syntax: left, role: expectation.role) else { return nil }
            return TypedExpression(.coalesce(converted, rhs), type: rhs.type, span: here)
        }
        let (lhs, rhs): (TypedExpression?, TypedExpression?)
        if isUnresolvedName(left) {
            rhs = synthesize(right, .free(.operation("??")))
            lhs = synthesize(left, .free(.operation("??")).with(type: rhs.map { ValueType.optional($0.type.unwrapped) }))
        } else {
            lhs = synthesize(left, .free(.operation("??")))
            rhs = synthesize(right, .free(.operation("??")).with(type: lhs.map { $0.type.unwrapped == .any ? nil : $0.type.unwrapped } ?? nil))
        }
        guard let lhs, let rhs else { return nil }
        let wrapped = lhs.type.unwrapped
        guard let type = join(wrapped, rhs.type) else {
            error(.typeMismatch, "operator '??' cannot combine \(lhs.type.displayName) and \(rhs.type.displayName)", at: syntax.range)
            return nil
        }
        guard let converted = coerce(rhs, to: type, syntax: right, role: .operation("??")) else { return nil }
        return TypedExpression(.coalesce(lhs, converted), type: type, span: here)
    }

    /// `condition ? then : else`: the branches share the expectation (so bare enum cases
    /// work in both), or else a common type, or else `Any`.
    mutating func conditional(
        _ condition: ExpressionSyntax, _ then: ExpressionSyntax, _ otherwise: ExpressionSyntax,
        syntax: ExpressionSyntax, _ expectation: Expectation
    ) -> TypedExpression? {
        let test = check(condition, .operand(.bool, .condition))
        let here = span(syntax.range)
        if let expected = expectation.type {
            let first = check(then, expectation)
            let second = check(otherwise, expectation)
            guard let test, let first, let second else { return nil }
            return TypedExpression(.conditional(condition: test, then: first, else: second), type: expected, span: here)
        }
        let (first, second): (TypedExpression?, TypedExpression?)
        if isUnresolvedName(then) {
            second = synthesize(otherwise, expectation)
            first = synthesize(then, expectation.with(type: branchHint(second?.type, for: then)))
        } else {
            first = synthesize(then, expectation)
            second = synthesize(otherwise, expectation.with(type: branchHint(first?.type, for: otherwise)))
        }
        guard let test, let first, let second else { return nil }
        // Layout's `?:` yields either branch's value as it is, cast only where it is used:
        // branches with no common type make an Any (`{count > 0 ? count : 'none'}`).
        let type = join(first.type, second.type) ?? .any
        guard let thenValue = coerce(first, to: type, syntax: then, role: .branches),
              let elseValue = coerce(second, to: type, syntax: otherwise, role: .branches) else { return nil }
        return TypedExpression(.conditional(condition: test, then: thenValue, else: elseValue), type: type, span: here)
    }

    /// The type the other branch suggests for `branch` where nothing requires one: none
    /// when `branch` is an input already used as a type that does not agree with it, as
    /// Layout's `?:` yields either branch's value as it is (`text="{x ? 'yes' : x}"` with
    /// `x` a Bool shows `false`).
    func branchHint(_ type: ValueType?, for branch: ExpressionSyntax) -> ValueType? {
        guard let type, case let .symbol(path) = branch.kind, let known = inputs[path.components.joined(separator: ".")] else {
            return type
        }
        return InputTypes.unify(known, type) == nil ? nil : type
    }

    /// The type both branches convert to: equal types, Int and Double as Double, `nil`
    /// and `T` as `T?`, anything and `Any` as `Any`.
    func join(_ first: ValueType, _ second: ValueType) -> ValueType? {
        if first == second { return first }
        if first == .any || second == .any { return .any }
        if first == .optional(.any) { return second.unwrapped == second ? .optional(second) : second }
        if second == .optional(.any) { return first.unwrapped == first ? .optional(first) : first }
        let texts: Set<ValueType> = [.string, .attributedString]
        if texts.contains(first), texts.contains(second) { return .attributedString }
        return InputTypes.unify(first, second)
    }
}

extension Expectation {
    /// The same position with a different type.
    func with(type: ValueType?) -> Expectation {
        Expectation(type: type, isContextual: isContextual, role: role)
    }
}
