/// Explaining a refused required constraint: the other required constraints it conflicts
/// with, reduced to a minimal set.
extension ConstraintSolver {
    /// Conflicts are reduced to a minimal set only up to this many constraints (the
    /// reduction solves the set once per member); larger proofs are reported as found.
    static let conflictReductionLimit = 64

    /// A minimal conflicting set containing `rejected`, in the order the constraints were
    /// added.
    ///
    /// `certificate` holds the symbols of the refused row after substitution (the proof
    /// of infeasibility as a combination of held constraints); their required
    /// constraints and the refused one conflict. The set is then reduced by deletion:
    /// each member whose removal leaves the rest still unsatisfiable is dropped, so that
    /// removing any one of those reported resolves the conflict.
    ///
    /// A markerless equality has no symbol in the tableau to appear in the proof; while
    /// the solver holds one, the proof is found again in a solver that marks every
    /// constraint (``markedCertificate(adding:)``), so that the conflict reported is the
    /// one found without markerless equalities.
    func explainConflict(of rejected: ConstraintID, _ constraint: LinearConstraint, certificate: [SolverSymbol]) -> [ConstraintID] {
        var conflict: [ConstraintID]
        if holdsMarkerlessConstraints, let marked = markedCertificate(adding: constraint) {
            conflict = marked
        } else {
            var members = Set<Int>()
            for symbol in certificate {
                let owner = Int(owners[symbol.index])
                guard constraints.indices.contains(owner), let record = constraints[owner], record.constraint.priority.isRequired else {
                    continue
                }
                members.insert(owner)
            }
            conflict = members.sorted().map { ConstraintID(index: $0) }
        }
        guard explainsConflicts, conflict.count < Self.conflictReductionLimit else { return (conflict + [rejected]).sorted() }
        if !isUnsatisfiable(conflict, adding: constraint) {
            // The proof named too little (it should not); start from every required constraint.
            conflict = constraints.indices.filter { constraints[$0]?.constraint.priority.isRequired == true }.map { ConstraintID(index: $0) }
            guard conflict.count < Self.conflictReductionLimit else { return (conflict + [rejected]).sorted() }
        }
        var position = 0
        while position < conflict.count {
            var reduced = conflict
            reduced.remove(at: position)
            if isUnsatisfiable(reduced, adding: constraint) {
                conflict = reduced
            } else {
                position += 1
            }
        }
        return (conflict + [rejected]).sorted()
    }

    /// The required constraints of the proof that `constraint` conflicts with those held,
    /// found by adding every held constraint, each with its marker, to a new solver and
    /// then `constraint`; `nil` when that solver does not refuse `constraint`.
    private func markedCertificate(adding constraint: LinearConstraint) -> [ConstraintID]? {
        let held = constraints.indices.filter { constraints[$0] != nil }.map { ConstraintID(index: $0) }
        guard case let .unsatisfiable(rejected, conflict)? = scratchError(held, adding: constraint), rejected.index == held.count else {
            return nil
        }
        // The scratch solver numbers the held constraints in order, then `constraint`.
        return conflict.filter { held.indices.contains($0.index) }.map { held[$0.index] }
    }

    /// Whether the held constraints `ids` and `constraint` cannot all hold, solved afresh.
    private func isUnsatisfiable(_ ids: [ConstraintID], adding constraint: LinearConstraint) -> Bool {
        guard let error = scratchError(ids, adding: constraint) else { return false }
        return error != .iterationLimit
    }

    /// What a new solver that marks every constraint throws when given the held
    /// constraints `ids`, then `constraint`; `nil` when it takes them all.
    private func scratchError(_ ids: [ConstraintID], adding constraint: LinearConstraint) -> ConstraintSolverError? {
        var scratch = ConstraintSolver(explainsConflicts: false)
        var variables: [SolverSymbol: ConstraintVariable] = [:]
        func translated(_ original: LinearConstraint) -> LinearConstraint {
            var copy = original
            copy.expression.terms = original.expression.terms.map { term in
                if let variable = variables[term.variable.symbol] { return (variable, term.coefficient) }
                let variable = scratch.makeVariable()
                variables[term.variable.symbol] = variable
                return (variable, term.coefficient)
            }
            return copy
        }
        do {
            for id in ids {
                guard let held = constraints[id.index]?.constraint else { continue }
                try scratch.add(translated(held))
            }
            try scratch.add(translated(constraint))
            return nil
        } catch {
            return error
        }
    }
}
