import XCTest
@testable import TrellisLayout

/// Random systems that add and remove constraints, move constants and edit variables, with
/// degenerate numbers on purpose (a few small constants, so that many rows tie at the same
/// ratio and pivots are degenerate). After every step the incremental solver must have
/// taken the step (refusing only unsatisfiable required constraints), and at the end its
/// values must be those of a new solver given the constraints then held.
final class ConstraintSolverChurnTests: XCTestCase {
    func testChurnedSystemsAgreeWithAFreshSolve() {
        var random = SplitMix64(seed: 0xC4A5_50FA)
        for number in 0..<400 {
            let system = ChurnSystem.random(using: &random)
            let outcome = system.replay()
            XCTAssertEqual(outcome.failures, [], "system \(number): \(system)")
            let fresh = system.freshSolve(of: outcome)
            XCTAssertTrue(agree(outcome.values, fresh), "system \(number): churned \(outcome.values), fresh \(fresh)\n\(system)")
        }
    }

    // MARK: The smallest systems the churn found failing

    /// The smallest system the churn found refused with `iterationLimit` instead of
    /// `unsatisfiable`: `x == 0` is redundant with `2x == 0` (its dummy marker is basic),
    /// so moving `2x == 0` to `2x − 20 == 0` contradicts it. The anchor's weight makes the
    /// arithmetic inexact, so that undoing the move leaves the redundant row's constant a
    /// rounding error below 0, where the dual simplex found no symbol to enter.
    func testAMovedConstantContradictingARedundantEqualityIsRefusedAndUndone() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(LinearExpression([(x, 1.417)], constant: -22.672), .equal, LinearExpression(), priority: ConstraintPriority(1)))
        let double = try solver.add(LinearConstraint(LinearExpression([(x, 2)]), .equal, LinearExpression()))
        let single = try solver.add(LinearConstraint(LinearExpression(x), .equal, LinearExpression()))
        XCTAssertThrowsError(try solver.setConstant(-20, of: double)) {
            XCTAssertEqual($0 as? ConstraintSolverError, .unsatisfiable(rejected: double, conflict: [double, single]))
        }
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        try solver.setConstant(0, of: double)
        try solver.remove(single)
        try solver.setConstant(-20, of: double)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    /// The smallest system the churn found where a suggestion for an edit variable (always
    /// satisfiable: edits are optional) failed with `iterationLimit`: every variable ends at
    /// 0, where four required inequalities meet, and a row the dual simplex queued was a
    /// rounding error below 0.
    func testASuggestionAtADegenerateVertexIsTaken() throws {
        var solver = ConstraintSolver()
        let (x0, x1, x2, x3) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        func expression(_ terms: [(ConstraintVariable, Double)], _ constant: Double = 0) -> LinearExpression {
            LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
        }
        try solver.add(LinearConstraint(expression([(x0, 1)]), .lessThanOrEqual, LinearExpression()))
        try solver.add(LinearConstraint(expression([(x3, -1), (x0, 0.5)]), .greaterThanOrEqual, LinearExpression()))
        try solver.add(LinearConstraint(expression([(x0, 2), (x2, 1), (x1, -2)]), .greaterThanOrEqual, LinearExpression()))
        try solver.add(LinearConstraint(expression([(x3, 0.5), (x1, 2), (x0, 1)]), .greaterThanOrEqual, LinearExpression()))
        let bound = try solver.add(LinearConstraint(expression([(x3, -1), (x2, 0.5)], -20), .lessThanOrEqual, LinearExpression()))
        try solver.setConstant(0, of: bound)
        try solver.addEditVariable(x2, priority: .defaultHigh)
        try solver.suggestValue(20, for: x2)
        for variable in [x0, x1, x2, x3] {
            XCTAssertEqual(solver.value(of: variable), 0, accuracy: 1e-9)
        }
    }

    private func agree(_ left: [Double], _ right: [Double]) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
    }
}

/// A sequence of changes to a solver over a few variables.
struct ChurnSystem: CustomStringConvertible {
    enum Step {
        /// Adds `Σ terms + constant  relation  0` at `priority`.
        case add(terms: [(variable: Int, coefficient: Double)], constant: Double, relation: ConstraintRelation, priority: Int)
        /// Removes the constraint added by step `step`.
        case remove(step: Int)
        /// Moves the constant of the constraint added by step `step`.
        case setConstant(step: Int, constant: Double)
        case addEdit(variable: Int, priority: Int)
        case suggest(variable: Int, value: Double)
        case removeEdit(variable: Int)
    }

    var variableCount: Int
    var steps: [Step]

    /// What replaying the steps left: the constraints held (by add step, with their
    /// constants), the edits held (variable, priority, value), the values, and errors other
    /// than refusals of unsatisfiable required constraints.
    struct Outcome {
        var held: [(step: Int, constant: Double)] = []
        var edits: [(variable: Int, priority: Int, value: Double)] = []
        var values: [Double] = []
        var failures: [String] = []
    }

    /// A system of 2 to 16 variables, each anchored at priority 1 with a weight of its own
    /// (so that the optimum is a single point), then 10 to 120 random changes.
    static func random(using random: inout SplitMix64) -> ChurnSystem {
        let variableCount = 2 + random.next(below: 15)
        var steps: [Step] = []
        for variable in 0..<variableCount {
            let weight = 1 + Double(random.next(below: 1000)) / 1000
            let target = Double(random.next(below: 41) - 20)
            steps.append(.add(terms: [(variable, weight)], constant: -weight * target, relation: .equal, priority: 1))
        }
        let priorities = [1000, 1000, 750, 250, 500]
        let coefficients: [Double] = [1, -1, 2, -2, 0.5]
        let constants: [Double] = [-20, -10, 0, 0, 0, 10, 20]
        let relations: [ConstraintRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        var live: [Int] = []
        var editing: Set<Int> = []
        for _ in 0..<(10 + random.next(below: 111)) {
            switch random.next(below: 10) {
            case 0...4:
                var terms: [(variable: Int, coefficient: Double)] = []
                var unused = Array(0..<variableCount)
                for _ in 0..<(1 + random.next(below: min(3, variableCount))) {
                    let variable = unused.remove(at: random.next(below: unused.count))
                    terms.append((variable, coefficients[random.next(below: coefficients.count)]))
                }
                live.append(steps.count)
                steps.append(.add(
                    terms: terms, constant: constants[random.next(below: constants.count)],
                    relation: relations[random.next(below: relations.count)], priority: priorities[random.next(below: priorities.count)]
                ))
            case 5, 6:
                guard !live.isEmpty else { continue }
                steps.append(.remove(step: live.remove(at: random.next(below: live.count))))
            case 7:
                guard !live.isEmpty else { continue }
                steps.append(.setConstant(step: live[random.next(below: live.count)], constant: constants[random.next(below: constants.count)]))
            default:
                let variable = random.next(below: variableCount)
                if !editing.contains(variable) {
                    editing.insert(variable)
                    steps.append(.addEdit(variable: variable, priority: priorities[2 + random.next(below: 3)]))
                } else if random.next(below: 4) == 0 {
                    editing.remove(variable)
                    steps.append(.removeEdit(variable: variable))
                } else {
                    steps.append(.suggest(variable: variable, value: constants[random.next(below: constants.count)]))
                }
            }
        }
        return ChurnSystem(variableCount: variableCount, steps: steps)
    }

    /// Applies the steps to one solver, in order.
    func replay() -> Outcome {
        var solver = ConstraintSolver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        var outcome = Outcome()
        var added: [Int: (id: ConstraintID, constant: Double)] = [:]
        var edits: [Int: (priority: Int, value: Double)] = [:]
        for (index, step) in steps.enumerated() {
            do {
                switch step {
                case let .add(terms, constant, relation, priority):
                    let id = try solver.add(Self.constraint(terms, constant, relation, priority, variables))
                    added[index] = (id, constant)
                case let .remove(step):
                    guard let held = added.removeValue(forKey: step) else { continue }
                    try solver.remove(held.id)
                case let .setConstant(step, constant):
                    guard let held = added[step] else { continue }
                    try solver.setConstant(constant, of: held.id)
                    added[step] = (held.id, constant)
                case let .addEdit(variable, priority):
                    try solver.addEditVariable(variables[variable], priority: ConstraintPriority(priority))
                    edits[variable] = (priority, 0)
                case let .suggest(variable, value):
                    try solver.suggestValue(value, for: variables[variable])
                    edits[variable]?.value = value
                case let .removeEdit(variable):
                    try solver.removeEditVariable(variables[variable])
                    edits[variable] = nil
                }
            } catch {
                if case .unsatisfiable = error { continue }
                outcome.failures.append("step \(index): \(error)")
            }
        }
        outcome.held = added.keys.sorted().compactMap { step in added[step].map { (step, $0.constant) } }
        outcome.edits = edits.keys.sorted().compactMap { variable in edits[variable].map { (variable, $0.priority, $0.value) } }
        outcome.values = variables.map { solver.value(of: $0) }
        return outcome
    }

    /// The values of a new solver given the constraints and edits `outcome` held, each
    /// edit as an equality at its priority.
    func freshSolve(of outcome: Outcome) -> [Double] {
        var solver = ConstraintSolver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        for (step, constant) in outcome.held {
            guard case let .add(terms, _, relation, priority) = steps[step] else { continue }
            _ = try? solver.add(Self.constraint(terms, constant, relation, priority, variables))
        }
        for edit in outcome.edits {
            let pull = LinearConstraint(
                LinearExpression(variables[edit.variable]), .equal, LinearExpression(constant: edit.value), priority: ConstraintPriority(edit.priority)
            )
            _ = try? solver.add(pull)
        }
        return variables.map { solver.value(of: $0) }
    }

    private static func constraint(
        _ terms: [(variable: Int, coefficient: Double)], _ constant: Double, _ relation: ConstraintRelation, _ priority: Int,
        _ variables: [ConstraintVariable]
    ) -> LinearConstraint {
        let expression = LinearExpression(terms.map { (variables[$0.variable], $0.coefficient) }, constant: constant)
        return LinearConstraint(expression, relation, LinearExpression(), priority: ConstraintPriority(priority))
    }

    var description: String {
        "\(variableCount) variables: " + steps.map { "\($0)" }.joined(separator: "; ")
    }
}
