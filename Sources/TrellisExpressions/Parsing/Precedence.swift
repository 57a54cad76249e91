/// Binary precedence levels, loosest first. Ranges sit between comparisons and `+ -`, as
/// in Swift; `??` is the loosest binary operator (right-associative); comparisons and
/// ranges do not associate.
enum PrecedenceLevel: Int, Comparable {
    case nilCoalescing = 1
    case or
    case and
    case comparison
    case range
    case additive
    case multiplicative

    static func < (lhs: PrecedenceLevel, rhs: PrecedenceLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The next tighter level (the level of a left-associative operator's right operand);
    /// `nil` past `* / %`, whose right operand is a prefixed expression.
    var tighter: PrecedenceLevel? { PrecedenceLevel(rawValue: rawValue + 1) }
}

/// A binary operator token: a regular infix operator or a range operator.
enum BinaryOperator {
    case infix(InfixOperator)
    case range(RangeOperator)

    init?(_ kind: TokenKind) {
        switch kind {
        case .nilCoalescing: self = .infix(.nilCoalescing)
        case .or: self = .infix(.or)
        case .and: self = .infix(.and)
        case .equal: self = .infix(.equal)
        case .notEqual: self = .infix(.notEqual)
        case .less: self = .infix(.less)
        case .lessOrEqual: self = .infix(.lessOrEqual)
        case .greater: self = .infix(.greater)
        case .greaterOrEqual: self = .infix(.greaterOrEqual)
        case .closedRange: self = .range(.closed)
        case .halfOpenRange: self = .range(.halfOpen)
        case .plus: self = .infix(.add)
        case .minus: self = .infix(.subtract)
        case .star: self = .infix(.multiply)
        case .slash: self = .infix(.divide)
        case .percent: self = .infix(.remainder)
        default: return nil
        }
    }

    var level: PrecedenceLevel {
        switch self {
        case .range: .range
        case .infix(let infix): infix.level
        }
    }
}

extension InfixOperator {
    var level: PrecedenceLevel {
        switch self {
        case .nilCoalescing: .nilCoalescing
        case .or: .or
        case .and: .and
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: .comparison
        case .add, .subtract: .additive
        case .multiply, .divide, .remainder: .multiplicative
        }
    }
}
