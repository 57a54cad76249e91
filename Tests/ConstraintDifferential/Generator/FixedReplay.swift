import TrellisLayout

/// Solving a generated system again with some of its required equalities added as fixed
/// (`isFixed`: no marker in the tableau), those that no later step removes or changes:
/// every refusal and every check must come out as the system recorded them, which
/// kiwisolver then checks.
extension DifferentialSystem {
    /// Where the replay with fixed equalities differs from the answers recorded (empty
    /// when it agrees); about half the equalities that can be fixed are, drawn from
    /// `random`.
    func fixedReplayDisagreements(random: inout SplitMix64) -> [String] {
        var touched = Set<Int>()
        for step in steps {
            switch step {
            case let .remove(step), let .setConstant(step, _): touched.insert(step)
            case .add, .edit, .suggest, .check: break
            }
        }
        var fixed = Set<Int>()
        for (index, step) in steps.enumerated() {
            guard case let .add(_, _, relation, priority) = step, relation == "==", priority == 1000, !touched.contains(index) else { continue }
            if Bool.random(using: &random) { fixed.insert(index) }
        }
        var solver = ConstraintSolver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        var added: [Int: ConstraintID] = [:]
        var refused: [Int] = []
        var disagreements: [String] = []
        var checks = 0
        for (index, step) in steps.enumerated() {
            do {
                switch step {
                case let .add(terms, constant, relation, priority):
                    let expression = LinearExpression(terms.map { (variables[$0.variable], $0.coefficient) }, constant: constant)
                    let constraint = LinearConstraint(
                        expression, ConstraintRelation(rawValue: relation) ?? .equal, LinearExpression(), priority: ConstraintPriority(priority)
                    )
                    added[index] = try solver.add(constraint, isFixed: fixed.contains(index))
                case let .remove(step):
                    if let id = added.removeValue(forKey: step) { try solver.remove(id) }
                case let .setConstant(step, constant):
                    if let id = added[step] { try solver.setConstant(constant, of: id) }
                case let .edit(variable, priority):
                    try solver.addEditVariable(variables[variable], priority: ConstraintPriority(priority))
                case let .suggest(variable, value):
                    try solver.suggestValue(value, for: variables[variable])
                case .check:
                    let values = variables.map { solver.value(of: $0) }
                    if snapshots.indices.contains(checks), !zip(values, snapshots[checks]).allSatisfy({ abs($0 - $1) <= 1e-6 * max(1, abs($1)) }) {
                        disagreements.append("step \(index): with fixed equalities \(values), marked \(snapshots[checks])")
                    }
                    checks += 1
                }
            } catch {
                if case .unsatisfiable = error { refused.append(index) } else { disagreements.append("step \(index) with fixed equalities: \(error)") }
            }
        }
        if refused != rejected { disagreements.append("with fixed equalities refused \(refused), marked \(rejected)") }
        return disagreements
    }
}
