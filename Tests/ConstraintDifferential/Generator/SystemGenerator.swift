import TrellisLayout

/// Generates random constraint systems whose optimum is unique, and solves them with
/// Trellis's solver.
///
/// Uniqueness: optimal solutions of a linear program can form a whole face, and two
/// correct solvers may then answer different points of it. Every variable is therefore
/// anchored (`k·(x − c) == 0`) at the lowest priority, each with its own generic weight
/// `k` in [1, 2): once the higher priorities are settled, the weighted sum of distances is
/// least at a single point. Priorities other than the anchors' are at most two distinct
/// values per system, so that kiwisolver's additive strengths can emulate priority order
/// (see test_kiwi_agreement.py).
struct SystemGenerator {
    var random: SplitMix64

    /// Systems made so far; every tenth is large, so that long rows and columns (and the
    /// column index's hashed sets, past 16 rows) are exercised too.
    private var made = 0

    init(random: SplitMix64) {
        self.random = random
    }

    mutating func makeSystem() -> DifferentialSystem {
        made += 1
        let isLarge = made % 10 == 0
        let variableCount = isLarge ? Int.random(in: 30...60, using: &random) : Int.random(in: 2...8, using: &random)
        var levels = Set<Int>()
        for _ in 0..<Int.random(in: 1...2, using: &random) { levels.insert(Int.random(in: 2...999, using: &random)) }
        let optional = levels.sorted()
        var system = DifferentialSystem(variableCount: variableCount, priorities: [1] + optional)
        var solver = ConstraintSolver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        var added: [Int: ConstraintID] = [:]

        func apply(_ step: DifferentialSystem.Step) {
            let index = system.steps.count
            system.steps.append(step)
            switch step {
            case let .add(terms, constant, relation, priority):
                let expression = LinearExpression(terms.map { (variables[$0.variable], $0.coefficient) }, constant: constant)
                let constraint = LinearConstraint(
                    expression, ConstraintRelation(rawValue: relation) ?? .equal, LinearExpression(), priority: ConstraintPriority(priority)
                )
                do {
                    added[index] = try solver.add(constraint)
                } catch {
                    if case .unsatisfiable = error { system.rejected.append(index) } else { system.failures.append("step \(index): \(error)") }
                }
            case let .remove(step):
                guard let id = added.removeValue(forKey: step) else { break }
                do { try solver.remove(id) } catch { system.failures.append("step \(index): \(error)") }
            case let .setConstant(step, constant):
                guard let id = added[step] else { break }
                do {
                    try solver.setConstant(constant, of: id)
                } catch {
                    if case .unsatisfiable = error { system.rejected.append(index) } else { system.failures.append("step \(index): \(error)") }
                }
            case let .edit(variable, priority):
                do {
                    try solver.addEditVariable(variables[variable], priority: ConstraintPriority(priority))
                } catch {
                    system.failures.append("step \(index): \(error)")
                }
            case let .suggest(variable, value):
                do { try solver.suggestValue(value, for: variables[variable]) } catch { system.failures.append("step \(index): \(error)") }
            case .check:
                system.snapshots.append(variables.map { solver.value(of: $0) })
            }
        }

        for variable in 0..<variableCount {
            let weight = 1 + Double(Int.random(in: 0..<1000, using: &random)) / 1000
            let target = Double(Int.random(in: -100...100, using: &random))
            apply(.add(terms: [.init(variable: variable, coefficient: weight)], constant: -weight * target, relation: "==", priority: 1))
        }
        let relations = ["==", "<=", ">="]
        let coefficients: [Double] = [1, -1, 2, -2, 0.5]
        for _ in 0..<(isLarge ? Int.random(in: 60...160, using: &random) : Int.random(in: 2...12, using: &random)) {
            var terms: [DifferentialSystem.Term] = []
            for variable in Array(0..<variableCount).shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)) {
                terms.append(.init(variable: variable, coefficient: coefficients[Int.random(in: 0..<coefficients.count, using: &random)]))
            }
            let priority = Bool.random(using: &random) ? 1000 : optional[Int.random(in: 0..<optional.count, using: &random)]
            let relation = relations[Int.random(in: 0..<relations.count, using: &random)]
            apply(.add(terms: terms, constant: Double(Int.random(in: -100...100, using: &random)), relation: relation, priority: priority))
            if Int.random(in: 0..<8, using: &random) == 0, let victim = added.keys.filter({ $0 >= variableCount }).min() {
                apply(.remove(step: victim))
            }
        }
        apply(.check)
        let changeable = added.keys.filter { $0 >= variableCount }.sorted()
        if !changeable.isEmpty {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let step = changeable[Int.random(in: 0..<changeable.count, using: &random)]
                apply(.setConstant(step: step, constant: Double(Int.random(in: -100...100, using: &random))))
                apply(.check)
            }
        }
        if Bool.random(using: &random) {
            let variable = Int.random(in: 0..<variableCount, using: &random)
            apply(.edit(variable: variable, priority: optional[optional.count - 1]))
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                apply(.suggest(variable: variable, value: Double(Int.random(in: -150...150, using: &random))))
                apply(.check)
            }
        }
        return system
    }
}
