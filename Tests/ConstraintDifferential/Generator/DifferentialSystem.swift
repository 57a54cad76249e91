/// One randomly generated system: the steps applied to a solver, in order, and what
/// Trellis's solver answered. The Python side replays the steps in kiwisolver.
struct DifferentialSystem: Encodable {
    /// A step applied to the solver.
    enum Step: Encodable {
        /// Adds `Σ terms + constant  relation  0` at `priority` (1000: required).
        case add(terms: [Term], constant: Double, relation: String, priority: Int)
        /// Removes the constraint added by step `step`.
        case remove(step: Int)
        /// Changes the constant of the constraint added by step `step` (kiwisolver: removes
        /// it and adds it again with the new constant). When Trellis refuses the change, the
        /// step's index is in ``DifferentialSystem/rejected``.
        case setConstant(step: Int, constant: Double)
        /// Makes a variable an edit variable at an optional priority.
        case edit(variable: Int, priority: Int)
        /// Suggests a value for an edit variable.
        case suggest(variable: Int, value: Double)
        /// The variables' values at this point must agree.
        case check

        private enum CodingKeys: String, CodingKey {
            case op, terms, constant, relation, priority, step, variable, value
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case let .add(terms, constant, relation, priority):
                try container.encode("add", forKey: .op)
                try container.encode(terms, forKey: .terms)
                try container.encode(constant, forKey: .constant)
                try container.encode(relation, forKey: .relation)
                try container.encode(priority, forKey: .priority)
            case let .remove(step):
                try container.encode("remove", forKey: .op)
                try container.encode(step, forKey: .step)
            case let .setConstant(step, constant):
                try container.encode("set", forKey: .op)
                try container.encode(step, forKey: .step)
                try container.encode(constant, forKey: .constant)
            case let .edit(variable, priority):
                try container.encode("edit", forKey: .op)
                try container.encode(variable, forKey: .variable)
                try container.encode(priority, forKey: .priority)
            case let .suggest(variable, value):
                try container.encode("suggest", forKey: .op)
                try container.encode(variable, forKey: .variable)
                try container.encode(value, forKey: .value)
            case .check:
                try container.encode("check", forKey: .op)
            }
        }
    }

    struct Term: Encodable {
        let variable: Int
        let coefficient: Double
    }

    var variableCount: Int
    var steps: [Step] = []
    /// The optional priorities used, ascending.
    var priorities: [Int] = []
    /// Indices of the add and set steps Trellis refused as unsatisfiable.
    var rejected: [Int] = []
    /// Errors other than refusals (there must be none).
    var failures: [String] = []
    /// The variables' values at each check step, in order.
    var snapshots: [[Double]] = []
}
