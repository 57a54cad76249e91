/// A variable of a ``ConstraintSolver``, made by ``ConstraintSolver/makeVariable()``.
public struct ConstraintVariable: Hashable, Sendable {
    let symbol: SolverSymbol

    /// The variable's position among the solver's symbols (stable for the solver's life).
    public var id: Int { symbol.index }
}

/// `Σ coefficient·variable + constant`.
public struct LinearExpression: Sendable {
    public var terms: [(variable: ConstraintVariable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: ConstraintVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1·variable`.
    public init(_ variable: ConstraintVariable) {
        self.init([(variable, 1)])
    }

    /// The expression minus `other`.
    public func subtracting(_ other: LinearExpression) -> LinearExpression {
        // Built in one buffer: every constraint is made through here.
        var difference = terms
        difference.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { difference.append((term.variable, -term.coefficient)) }
        return LinearExpression(difference, constant: constant - other.constant)
    }

    /// The expression plus `other`.
    public func adding(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms + other.terms, constant: constant + other.constant)
    }

    /// The expression times `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { ($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// How the two sides of a constraint relate.
public enum ConstraintRelation: String, Hashable, Codable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// Auto Layout's priority: 1000 is required, 1…999 are optional.
///
/// Optional constraints are satisfied in priority order, from the highest down, as Auto
/// Layout documents: an error of any size at one priority outweighs errors of every size
/// at all lower priorities. Errors at the same priority add up.
public struct ConstraintPriority: Hashable, Comparable, Codable, Sendable {
    public let rawValue: Int

    /// Clamps `rawValue` to 1…1000.
    public init(_ rawValue: Int) {
        self.rawValue = min(1000, max(1, rawValue))
    }

    public static let required = ConstraintPriority(1000)
    /// UIKit's `defaultHigh`, the default compression resistance.
    public static let defaultHigh = ConstraintPriority(750)
    /// UIKit's `defaultLow`, the default content hugging.
    public static let defaultLow = ConstraintPriority(250)

    public var isRequired: Bool { rawValue == 1000 }

    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// `lhs relation rhs` at a priority.
public struct LinearConstraint: Sendable {
    /// `lhs − rhs`: the constraint is `expression relation 0`.
    public var expression: LinearExpression
    public var relation: ConstraintRelation
    public var priority: ConstraintPriority

    public init(_ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression, priority: ConstraintPriority = .required) {
        self.expression = lhs.subtracting(rhs)
        self.relation = relation
        self.priority = priority
    }
}

/// A constraint added to a ``ConstraintSolver``.
public struct ConstraintID: Hashable, Comparable, Sendable {
    /// The order in which the constraint was added, from 0.
    public let index: Int

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}

/// Why a ``ConstraintSolver`` refused a change.
public enum ConstraintSolverError: Error, Equatable, Sendable {
    /// The required constraint `rejected` cannot hold together with the other required
    /// constraints of `conflict`, a minimal conflicting set (removing any one of them
    /// makes the rest satisfiable); `conflict` includes `rejected`, in the order added.
    case unsatisfiable(rejected: ConstraintID, conflict: [ConstraintID])
    /// Edit variables take optional priorities only.
    case requiredEditVariable
    /// `suggestValue` on a variable that is not an edit variable.
    case notAnEditVariable
    /// A constraint ID the solver does not hold (never added, or removed).
    case unknownConstraint
    /// A variable the solver did not make.
    case unknownVariable
    /// `setConstant` or `remove` on a constraint added with `isFixed`.
    case fixedConstraint
    /// The simplex did not converge within its iteration bound (numerically degenerate input).
    case iterationLimit
}
