import TrellisDiagnostics
import TrellisRegistry

/// Turns typed expressions into closures. Each `double`/`int`/`bool`/`value` function
/// compiles a node for a consumer that wants that representation, converting when the
/// node's own type differs.
struct ExpressionCompiler {
    let functions: FunctionLibrary
    let strings: StringsTable?
    /// Reads the words of fonts known only when they run; `nil` where there are none.
    let fonts: FontGrammar?
    let slots: SymbolSlots

    func slot(_ reference: SymbolReference, _ span: SourceSpan) throws(EvaluationError) -> Int {
        guard let slot = slots.slot(of: reference) else { throw EvaluationError("'\(reference.description)' is not bound to a value", at: span) }
        return slot
    }

    /// Reads a slot and converts its value to the node's type.
    func reference(_ reference: SymbolReference, type: ValueType, span: SourceSpan) throws(EvaluationError) -> ValueCode {
        let slot = try slot(reference, span)
        if type == .any {
            return { environment throws(EvaluationError) in
                do throws(EvaluationError) { return try environment.value(ofSlot: slot) } catch { throw error.located(span) }
            }
        }
        return { environment throws(EvaluationError) in
            do throws(EvaluationError) { return try environment.value(ofSlot: slot).converted(to: type) } catch { throw error.located(span) }
        }
    }

    // MARK: Double

    func double(_ expression: TypedExpression) throws(EvaluationError) -> DoubleCode {
        let span = expression.span
        switch expression.kind {
        case let .literal(value):
            guard let number = value.numberValue else { break }
            return { _ in number }
        case let .reference(reference):
            let slot = try slot(reference, span)
            return { environment throws(EvaluationError) in try readNumber(environment, slot, span) }
        case let .percentage(value, base):
            if case let .literal(literal) = value.kind, let percent = literal.numberValue {
                let fraction = percent / 100
                return { environment throws(EvaluationError) in
                    do throws(EvaluationError) { return fraction * (try environment.percentageBase(base)) } catch { throw error.located(span) }
                }
            }
            let operand = try double(value)
            return { environment throws(EvaluationError) in
                let fraction = try operand(environment) / 100
                do throws(EvaluationError) { return fraction * (try environment.percentageBase(base)) } catch { throw error.located(span) }
            }
        case let .auto(axis):
            return { environment throws(EvaluationError) in
                do throws(EvaluationError) { return try environment.autoSize(axis) } catch { throw error.located(span) }
            }
        case let .unary(.negateDouble, operand):
            let value = try double(operand)
            return { environment throws(EvaluationError) in -(try value(environment)) }
        case let .binary(op, left, right):
            if let code = try doubleArithmetic(op, left, right) { return code }
        case let .conditional(condition, then, otherwise):
            let test = try bool(condition)
            let first = try double(then)
            let second = try double(otherwise)
            return { environment throws(EvaluationError) in try test(environment) ? try first(environment) : try second(environment) }
        case let .conversion(.intToDouble, value):
            let integer = try int(value)
            return { environment throws(EvaluationError) in Double(try integer(environment)) }
        case let .call(.builtin(function), arguments) where expression.type != .int && function != .rgb && function != .rgba:
            return try doubleBuiltin(function, arguments, span: span)
        default:
            break
        }
        if expression.type == .int {
            let integer = try int(expression)
            return { environment throws(EvaluationError) in Double(try integer(environment)) }
        }
        let general = try value(expression)
        return { environment throws(EvaluationError) in
            do throws(EvaluationError) { return try general(environment).number() } catch { throw error.located(span) }
        }
    }

    func doubleArithmetic(_ op: BinaryOperation, _ left: TypedExpression, _ right: TypedExpression) throws(EvaluationError) -> DoubleCode? {
        switch op {
        case .addDouble: return try specialised(Add.self, left, right)
        case .subtractDouble: return try specialised(Subtract.self, left, right)
        case .multiplyDouble: return try specialised(Multiply.self, left, right)
        case .divideDouble: return try specialised(Divide.self, left, right)
        case .remainderDouble: return try specialised(Remainder.self, left, right)
        default: return nil
        }
    }

    /// An operand of a Double operation: constants and slot reads are captured directly
    /// in the operation's closure, saving a closure call each.
    enum DoubleOperand {
        case constant(Double)
        case slot(Int, SourceSpan)
        case code(DoubleCode)
    }

    func doubleOperand(_ expression: TypedExpression) throws(EvaluationError) -> DoubleOperand {
        switch expression.kind {
        case let .literal(value):
            if let number = value.numberValue { return .constant(number) }
        case let .reference(reference) where expression.type == .double:
            return .slot(try slot(reference, expression.span), expression.span)
        default:
            break
        }
        return .code(try double(expression))
    }

    /// A binary Double operation specialised to the kinds of its operands.
    func specialised<Operation: DoubleOperation>(_: Operation.Type, _ left: TypedExpression, _ right: TypedExpression) throws(EvaluationError) -> DoubleCode {
        switch (try doubleOperand(left), try doubleOperand(right)) {
        case let (.constant(lhs), .constant(rhs)):
            let result = Operation.apply(lhs, rhs)
            return { _ in result }
        case let (.code(lhs), .constant(rhs)):
            return { environment throws(EvaluationError) in Operation.apply(try lhs(environment), rhs) }
        case let (.constant(lhs), .code(rhs)):
            return { environment throws(EvaluationError) in Operation.apply(lhs, try rhs(environment)) }
        case let (.slot(lhs, span), .constant(rhs)):
            return { environment throws(EvaluationError) in Operation.apply(try readNumber(environment, lhs, span), rhs) }
        case let (.constant(lhs), .slot(rhs, span)):
            return { environment throws(EvaluationError) in Operation.apply(lhs, try readNumber(environment, rhs, span)) }
        case let (.slot(lhs, leftSpan), .slot(rhs, rightSpan)):
            return { environment throws(EvaluationError) in
                Operation.apply(try readNumber(environment, lhs, leftSpan), try readNumber(environment, rhs, rightSpan))
            }
        case let (.slot(lhs, span), .code(rhs)):
            return { environment throws(EvaluationError) in Operation.apply(try readNumber(environment, lhs, span), try rhs(environment)) }
        case let (.code(lhs), .slot(rhs, span)):
            return { environment throws(EvaluationError) in Operation.apply(try lhs(environment), try readNumber(environment, rhs, span)) }
        case let (.code(lhs), .code(rhs)):
            return { environment throws(EvaluationError) in Operation.apply(try lhs(environment), try rhs(environment)) }
        }
    }

    // MARK: Int

    func int(_ expression: TypedExpression) throws(EvaluationError) -> IntCode {
        let span = expression.span
        switch expression.kind {
        case let .literal(.int(constant)):
            return { _ in constant }
        case let .reference(reference):
            let slot = try slot(reference, span)
            return { environment throws(EvaluationError) in
                do throws(EvaluationError) { return try environment.value(ofSlot: slot).integer() } catch { throw error.located(span) }
            }
        case let .unary(.negateInt, operand):
            let value = try int(operand)
            return { environment throws(EvaluationError) in
                let (result, overflow) = 0.subtractingReportingOverflow(try value(environment))
                if overflow { throw EvaluationError("integer overflow in '-'", at: span) }
                return result
            }
        case let .binary(op, left, right):
            let lhs = try int(left)
            let rhs = try int(right)
            switch op {
            case .addInt: return intOperation("+", span, lhs, rhs) { $0.addingReportingOverflow($1) }
            case .subtractInt: return intOperation("-", span, lhs, rhs) { $0.subtractingReportingOverflow($1) }
            case .multiplyInt: return intOperation("*", span, lhs, rhs) { $0.multipliedReportingOverflow(by: $1) }
            case .remainderInt: return remainder(span, lhs, rhs)
            default: break
            }
        case let .conditional(condition, then, otherwise):
            let test = try bool(condition)
            let first = try int(then)
            let second = try int(otherwise)
            return { environment throws(EvaluationError) in try test(environment) ? try first(environment) : try second(environment) }
        case let .conversion(.doubleToInt, value):
            let number = try double(value)
            return { environment throws(EvaluationError) in
                let result = try number(environment)
                do throws(EvaluationError) { return try truncatedToInt(result) } catch { throw error.located(span) }
            }
        case let .call(.builtin(function), arguments):
            if let code = try intBuiltin(function, arguments, span: span) { return code }
        default:
            break
        }
        let general = try value(expression)
        return { environment throws(EvaluationError) in
            do throws(EvaluationError) { return try general(environment).integer() } catch { throw error.located(span) }
        }
    }

    func intOperation(
        _ symbol: String, _ span: SourceSpan, _ lhs: @escaping IntCode, _ rhs: @escaping IntCode,
        _ operation: @escaping @Sendable (Int, Int) -> (partialValue: Int, overflow: Bool)
    ) -> IntCode {
        { environment throws(EvaluationError) in
            let (result, overflow) = operation(try lhs(environment), try rhs(environment))
            if overflow { throw EvaluationError("integer overflow in '\(symbol)'", at: span) }
            return result
        }
    }

    /// Int remainder: an error for a zero divisor (and for `Int.min % -1`, which overflows).
    func remainder(_ span: SourceSpan, _ lhs: @escaping IntCode, _ rhs: @escaping IntCode) -> IntCode {
        { environment throws(EvaluationError) in
            let dividend = try lhs(environment)
            let divisor = try rhs(environment)
            guard divisor != 0 else { throw EvaluationError("remainder by zero", at: span) }
            let (result, overflow) = dividend.remainderReportingOverflow(dividingBy: divisor)
            if overflow { throw EvaluationError("integer overflow in '%'", at: span) }
            return result
        }
    }

    // MARK: Bool

    func bool(_ expression: TypedExpression) throws(EvaluationError) -> BoolCode {
        let span = expression.span
        switch expression.kind {
        case let .literal(.bool(constant)):
            return { _ in constant }
        case let .reference(reference):
            let slot = try slot(reference, span)
            return { environment throws(EvaluationError) in try readBoolean(environment, slot, span) }
        case let .unary(.not, operand):
            if case let .reference(reference) = operand.kind, operand.type == .bool {
                let slot = try slot(reference, operand.span)
                let operandSpan = operand.span
                return { environment throws(EvaluationError) in !(try readBoolean(environment, slot, operandSpan)) }
            }
            let value = try bool(operand)
            return { environment throws(EvaluationError) in !(try value(environment)) }
        case let .binary(op, left, right):
            if let code = try boolBinary(op, left, right) { return code }
        case let .conditional(condition, then, otherwise):
            let test = try bool(condition)
            let first = try bool(then)
            let second = try bool(otherwise)
            return { environment throws(EvaluationError) in try test(environment) ? try first(environment) : try second(environment) }
        default:
            break
        }
        let general = try value(expression)
        return { environment throws(EvaluationError) in
            do throws(EvaluationError) { return try general(environment).boolean() } catch { throw error.located(span) }
        }
    }

    func boolBinary(_ op: BinaryOperation, _ left: TypedExpression, _ right: TypedExpression) throws(EvaluationError) -> BoolCode? {
        switch op {
        case .and:
            let lhs = try bool(left)
            let rhs = try bool(right)
            return { environment throws(EvaluationError) in
                guard try lhs(environment) else { return false }
                return try rhs(environment)
            }
        case .or:
            let lhs = try bool(left)
            let rhs = try bool(right)
            return { environment throws(EvaluationError) in
                if try lhs(environment) { return true }
                return try rhs(environment)
            }
        case .lessNumber: return try comparison(Less.self, left, right)
        case .lessOrEqualNumber: return try comparison(LessOrEqual.self, left, right)
        case .greaterNumber: return try comparison(Greater.self, left, right)
        case .greaterOrEqualNumber: return try comparison(GreaterOrEqual.self, left, right)
        case .lessString, .lessOrEqualString, .greaterString, .greaterOrEqualString:
            let lhs = try value(left)
            let rhs = try value(right)
            return { environment throws(EvaluationError) in
                let first = try lhs(environment).description
                let second = try rhs(environment).description
                switch op {
                case .lessString: return first < second
                case .lessOrEqualString: return first <= second
                case .greaterString: return first > second
                default: return first >= second
                }
            }
        case .equal, .notEqual:
            let negated = op == .notEqual
            let numeric: Set<ValueType> = [.int, .double]
            if numeric.contains(left.type), numeric.contains(right.type) {
                let lhs = try double(left)
                let rhs = try double(right)
                return { environment throws(EvaluationError) in (try lhs(environment) == (try rhs(environment))) != negated }
            }
            let lhs = try value(left)
            let rhs = try value(right)
            return { environment throws(EvaluationError) in try lhs(environment).isEqual(to: try rhs(environment)) != negated }
        default:
            return nil
        }
    }

    /// A numeric comparison specialised to the kinds of its operands.
    func comparison<Operation: DoubleComparison>(_: Operation.Type, _ left: TypedExpression, _ right: TypedExpression) throws(EvaluationError) -> BoolCode {
        switch (try doubleOperand(left), try doubleOperand(right)) {
        case let (.slot(lhs, span), .constant(rhs)):
            return { environment throws(EvaluationError) in Operation.compare(try readNumber(environment, lhs, span), rhs) }
        case let (.code(lhs), .constant(rhs)):
            return { environment throws(EvaluationError) in Operation.compare(try lhs(environment), rhs) }
        case let (.slot(lhs, leftSpan), .slot(rhs, rightSpan)):
            return { environment throws(EvaluationError) in
                Operation.compare(try readNumber(environment, lhs, leftSpan), try readNumber(environment, rhs, rightSpan))
            }
        case let (lhs, rhs):
            let first = lhs.code
            let second = rhs.code
            return { environment throws(EvaluationError) in Operation.compare(try first(environment), try second(environment)) }
        }
    }
}

extension ExpressionCompiler.DoubleOperand {
    /// The operand as a closure.
    var code: DoubleCode {
        switch self {
        case let .constant(value): return { _ in value }
        case let .slot(slot, span): return { environment throws(EvaluationError) in try readNumber(environment, slot, span) }
        case let .code(code): return code
        }
    }
}

/// Reads a number slot, locating an environment error at the reference.
@inline(__always)
func readNumber(_ environment: any EvaluationEnvironment, _ slot: Int, _ span: SourceSpan) throws(EvaluationError) -> Double {
    do throws(EvaluationError) { return try environment.number(ofSlot: slot) } catch { throw error.located(span) }
}

/// Reads a Bool slot, locating an environment error at the reference.
@inline(__always)
func readBoolean(_ environment: any EvaluationEnvironment, _ slot: Int, _ span: SourceSpan) throws(EvaluationError) -> Bool {
    do throws(EvaluationError) { return try environment.boolean(ofSlot: slot) } catch { throw error.located(span) }
}

// MARK: Operations specialised at compile time

protocol DoubleOperation: Sendable {
    static func apply(_ left: Double, _ right: Double) -> Double
}

enum Add: DoubleOperation {
    @inline(__always) static func apply(_ left: Double, _ right: Double) -> Double { left + right }
}

enum Subtract: DoubleOperation {
    @inline(__always) static func apply(_ left: Double, _ right: Double) -> Double { left - right }
}

enum Multiply: DoubleOperation {
    @inline(__always) static func apply(_ left: Double, _ right: Double) -> Double { left * right }
}

enum Divide: DoubleOperation {
    @inline(__always) static func apply(_ left: Double, _ right: Double) -> Double { left / right }
}

enum Remainder: DoubleOperation {
    @inline(__always) static func apply(_ left: Double, _ right: Double) -> Double { left.truncatingRemainder(dividingBy: right) }
}

protocol DoubleComparison: Sendable {
    static func compare(_ left: Double, _ right: Double) -> Bool
}

enum Less: DoubleComparison {
    @inline(__always) static func compare(_ left: Double, _ right: Double) -> Bool { left < right }
}

enum LessOrEqual: DoubleComparison {
    @inline(__always) static func compare(_ left: Double, _ right: Double) -> Bool { left <= right }
}

enum Greater: DoubleComparison {
    @inline(__always) static func compare(_ left: Double, _ right: Double) -> Bool { left > right }
}

enum GreaterOrEqual: DoubleComparison {
    @inline(__always) static func compare(_ left: Double, _ right: Double) -> Bool { left >= right }
}
