// An incremental Cassowary solver, written by hand: no Swift Cassowary library is
// available to this package (see DESIGN.md, "Real dependencies"). It follows the published
// algorithm (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
// Solving Algorithm", 2001) as Auto Layout uses it: a simplex tableau in which required
// constraints are hard, optional ones add weighted errors to the objective, edit variables
// are re-solved by the dual simplex, and priorities are compared lexicographically.

/// Solves linear equalities and inequalities with Auto Layout's priorities, incrementally.
///
/// Add variables and constraints, then read ``value(of:)-(ConstraintVariable)``.
/// Constraints can be removed and edit variables re-suggested at any time; each change
/// costs what it touches, not the whole system. A required constraint that contradicts
/// the others is refused with a minimal conflicting set (``ConstraintSolverError/unsatisfiable(rejected:conflict:)``)
/// and leaves the solver as it was.
///
/// Markerless equalities: Cassowary gives every required equality a dummy marker symbol,
/// always 0, only so that the constraint can later be found in the tableau: to move its
/// constant, to remove it, and to name it in a conflict's proof. Substitution spreads
/// those dummies, so that in a chain of equalities each row carries the dummies of all
/// the rows before it (quadratic in the chain's length). A required equality added with
/// `isFixed` (its constant never moves and it is never removed on its own) whose row has
/// a variable to solve for gets no marker: the row is the substitution of that variable
/// alone. Conflicts stay exact: while the solver holds such an equality, a refused
/// constraint's proof is found again in a solver that marks every constraint.
public struct ConstraintSolver: Sendable {
    /// What each symbol stands for, by symbol id.
    var kinds: [SymbolKind] = []
    /// The constraint a marker or error symbol belongs to, by symbol id (-1 for variables).
    var owners: [Int32] = []
    /// The row of each basic symbol, by symbol id.
    var rows: [SolverRow?] = []
    /// For each parametric symbol, exactly the basic symbols whose rows contain it, kept up
    /// to date on every change of a row's cells (see ``ConstraintSolver/rows(containing:)``).
    var columns: [SymbolSet] = []
    /// The constraints held, by ``ConstraintID``; `nil` once removed.
    var constraints: [ConstraintRecord?] = []
    /// Edit variables by variable symbol.
    var edits: [SolverSymbol: EditRecord] = [:]
    var objective = LexicographicObjective()
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial: LexicographicObjective?
    /// Basic symbols whose rows became negative, for the dual simplex.
    var infeasibleRows: [SolverSymbol] = []
    /// What changed since ``startRecordingChanges()``, while recording.
    var changes: SolverChanges?
    /// Whether a refused constraint's conflict is reduced to a minimal set (off in the
    /// scratch solvers that do that reduction).
    let explainsConflicts: Bool
    /// Whether the solver holds a required equality without marker (added with `isFixed`,
    /// so never removed), which the tableau's proof of a conflict cannot name.
    var holdsMarkerlessConstraints = false

    public init() {
        explainsConflicts = true
    }

    init(explainsConflicts: Bool) {
        self.explainsConflicts = explainsConflicts
    }

    /// A new variable, 0 until constrained.
    public mutating func makeVariable() -> ConstraintVariable {
        ConstraintVariable(symbol: makeSymbol(.external, owner: -1))
    }

    /// The variable's value in the current solution (0 for a variable of another solver).
    public func value(of variable: ConstraintVariable) -> Double {
        guard isVariable(variable) else { return 0 }
        return rows[variable.symbol.index]?.constant ?? 0
    }

    /// The expression's value in the current solution.
    public func value(of expression: LinearExpression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
    }

    /// Whether `variable` was made by this solver.
    func isVariable(_ variable: ConstraintVariable) -> Bool {
        kinds.indices.contains(variable.symbol.index) && kinds[variable.symbol.index] == .external
    }

    /// The constraint as it was added, `nil` once removed.
    public func constraint(_ id: ConstraintID) -> LinearConstraint? {
        guard constraints.indices.contains(id.index) else { return nil }
        return constraints[id.index]?.constraint
    }

    /// Adds a constraint and re-solves.
    ///
    /// - Parameters:
    ///   - constraint: The constraint over variables this solver knows.
    ///   - isFixed: The constraint's constant will never be set
    ///     (``setConstant(_:of:)``) and it will never be removed (``remove(_:)``): both throw
    ///     ``ConstraintSolverError/fixedConstraint`` for it. A required equality added so
    ///     needs no marker in the tableau (see the type's documentation), which keeps chains
    ///     of equalities linear to build.
    /// - Returns: The constraint's identifier, for ``setConstant(_:of:)`` and ``remove(_:)``.
    /// - Throws: ``ConstraintSolverError/unsatisfiable(rejected:conflict:)`` when the
    ///   constraint is required and contradicts required constraints already held; the
    ///   solver is then unchanged.
    @discardableResult
    public mutating func add(_ constraint: LinearConstraint, isFixed: Bool = false) throws(ConstraintSolverError) -> ConstraintID {
        guard constraint.expression.terms.allSatisfy({ isVariable($0.variable) }) else { throw .unknownVariable }
        let id = ConstraintID(index: constraints.count)
        var row = SolverRow(constant: constraint.expression.constant)
        // The terms' rows and up to two markers, so that the merges below rarely reallocate.
        row.reserveCapacity(constraint.expression.terms.reduce(2) { $0 + (rows[$1.variable.symbol.index]?.count ?? 1) })
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            if let basic = rows[term.variable.symbol.index] {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(term.coefficient, times: term.variable.symbol)
            }
        }
        if isFixed, constraint.relation == .equal, constraint.priority.isRequired,
           let variable = row.cells.first(where: { kinds[$0.symbol.index] == .external })?.symbol {
            row.solve(for: variable)
            substitute(variable, by: row)
            install(row, as: variable)
            holdsMarkerlessConstraints = true
            constraints.append(ConstraintRecord(constraint: constraint, marker: nil, other: nil, isFixed: true))
            try optimize(.main)
            return id
        }
        let (marker, other) = addMarkers(to: &row, for: constraint, owner: Int32(id.index))
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.cells.allSatisfy({ kinds[$0.symbol.index] == .dummy }) {
            guard isNearZero(row.constant) else {
                constraints.append(nil)
                throw .unsatisfiable(rejected: id, conflict: explainConflict(of: id, constraint, certificate: row.cells.map(\.symbol)))
            }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            install(row, as: subject)
        } else if let certificate = try addWithArtificialVariable(row) {
            constraints.append(nil)
            // Phase one's pivots kept the other constraints but not their optimum.
            try optimize(.main)
            throw .unsatisfiable(rejected: id, conflict: explainConflict(of: id, constraint, certificate: certificate))
        }
        constraints.append(ConstraintRecord(constraint: constraint, marker: marker, other: other, isFixed: isFixed))
        try optimize(.main)
        return id
    }

    /// Removes a constraint and re-solves.
    public mutating func remove(_ id: ConstraintID) throws(ConstraintSolverError) {
        guard constraints.indices.contains(id.index), let record = constraints[id.index] else {
            throw .unknownConstraint
        }
        guard !record.isFixed, let marker = record.marker else { throw .fixedConstraint }
        constraints[id.index] = nil
        for symbol in [marker, record.other].compactMap({ $0 }) where kinds[symbol.index] == .error {
            removeErrorTerm(symbol, priority: record.constraint.priority.rawValue)
        }
        if takeRow(marker) == nil {
            guard let leaving = markerLeavingRow(marker), var row = takeRow(leaving) else {
                throw .iterationLimit
            }
            row.solve(for: marker, replacing: leaving)
            substitute(marker, by: row)
        }
        try optimize(.main)
    }

    /// Makes `variable` an edit variable: ``suggestValue(_:for:)`` then pulls it towards a
    /// value at `priority`, which must be optional. Does nothing when it already is one.
    public mutating func addEditVariable(_ variable: ConstraintVariable, priority: ConstraintPriority) throws(ConstraintSolverError) {
        guard !priority.isRequired else { throw .requiredEditVariable }
        guard edits[variable.symbol] == nil else { return }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, LinearExpression(), priority: priority)
        let id = try add(constraint)
        guard let plus = constraints[id.index]?.marker else { throw .unknownConstraint }
        edits[variable.symbol] = EditRecord(constraint: id, plus: plus, minus: constraints[id.index]?.other, value: 0)
    }

    /// Stops editing `variable`: its pull towards the suggested value is removed.
    public mutating func removeEditVariable(_ variable: ConstraintVariable) throws(ConstraintSolverError) {
        guard let edit = edits.removeValue(forKey: variable.symbol) else { throw .notAnEditVariable }
        try remove(edit.constraint)
    }

    /// Suggests a new value for an edit variable and re-solves with the dual simplex,
    /// touching only the rows the change reaches.
    public mutating func suggestValue(_ value: Double, for variable: ConstraintVariable) throws(ConstraintSolverError) {
        guard var edit = edits[variable.symbol] else { throw .notAnEditVariable }
        let delta = value - edit.value
        edit.value = value
        edits[variable.symbol] = edit
        if rows[edit.plus.index] != nil {
            updateConstant(of: edit.plus, by: -delta)
        } else if let minus = edit.minus, rows[minus.index] != nil {
            updateConstant(of: minus, by: delta)
        } else {
            for key in rows(containing: edit.plus) {
                guard let row = rows[key.index] else { continue }
                updateConstant(of: key, by: delta * row.coefficient(of: edit.plus))
            }
        }
        try dualOptimize()
    }

    /// Changes the constant of a held constraint (the `constant` of `lhs − rhs`) and
    /// re-solves with the dual simplex, as Auto Layout does when a constraint's constant
    /// changes: only the rows its marker reaches are touched.
    ///
    /// - Throws: ``ConstraintSolverError/unsatisfiable(rejected:conflict:)`` when the new
    ///   constant contradicts required constraints; the old constant is then kept.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(ConstraintSolverError) {
        guard constraints.indices.contains(id.index), var record = constraints[id.index] else { throw .unknownConstraint }
        guard !record.isFixed, let marker = record.marker else { throw .fixedConstraint }
        let delta = constant - record.constraint.expression.constant
        guard !isNearZero(delta) else { return }
        shiftMarkers(of: record, marker, by: delta)
        let holds = dummyRowHolds(marker) && ((try? dualOptimize()) != nil)
        guard holds else {
            infeasibleRows.removeAll()
            shiftMarkers(of: record, marker, by: -delta)
            try dualOptimize()
            var conflicting = record.constraint
            conflicting.expression.constant = constant
            constraints[id.index] = nil
            let conflict = explainConflict(of: id, conflicting, certificate: [])
            constraints[id.index] = record
            throw .unsatisfiable(rejected: id, conflict: conflict)
        }
        record.constraint.expression.constant = constant
        constraints[id.index] = record
    }

    // MARK: Building rows

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> SolverSymbol {
        let symbol = SolverSymbol(id: Int32(kinds.count))
        kinds.append(kind)
        owners.append(owner)
        rows.append(nil)
        columns.append(SymbolSet())
        return symbol
    }

    /// Adds the slack, error or dummy symbols of `constraint` to `row`; returns its
    /// marker (the symbol that identifies it in the tableau) and its second error symbol.
    private mutating func addMarkers(to row: inout SolverRow, for constraint: LinearConstraint, owner: Int32) -> (SolverSymbol, SolverSymbol?) {
        let priority = constraint.priority
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: owner)
            row.add(sign, times: slack)
            guard !priority.isRequired else { return (slack, nil) }
            let error = makeSymbol(.error, owner: owner)
            row.add(-sign, times: error)
            objective.add(1, times: error, priority: priority.rawValue)
            return (slack, error)
        case .equal:
            guard !priority.isRequired else {
                let dummy = makeSymbol(.dummy, owner: owner)
                row.add(1, times: dummy)
                return (dummy, nil)
            }
            let plus = makeSymbol(.error, owner: owner)
            let minus = makeSymbol(.error, owner: owner)
            row.add(-1, times: plus)
            row.add(1, times: minus)
            objective.add(1, times: plus, priority: priority.rawValue)
            objective.add(1, times: minus, priority: priority.rawValue)
            return (plus, minus)
        }
    }

    /// The symbol a new row is solved for: a variable if it has one, else a new slack or
    /// error symbol with a negative coefficient (so the basic value stays non-negative).
    private func chooseSubject(_ row: SolverRow, marker: SolverSymbol, other: SolverSymbol?) -> SolverSymbol? {
        if let external = row.cells.first(where: { kinds[$0.symbol.index] == .external }) { return external.symbol }
        for candidate in [marker, other].compactMap({ $0 }) where kinds[candidate.index] != .dummy {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Removes a removed constraint's error symbol from the objective.
    private mutating func removeErrorTerm(_ error: SolverSymbol, priority: Int) {
        if let row = rows[error.index] {
            objective.add(row, times: -1, priority: priority)
        } else {
            objective.add(-1, times: error, priority: priority)
        }
    }

    /// The row to pivot a removed constraint's parametric marker into: the most
    /// restricting row where the marker has a negative coefficient, else any restricted
    /// row, else a variable's row.
    private func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var negative: (ratio: Double, key: SolverSymbol)?
        var positive: (ratio: Double, key: SolverSymbol)?
        var unrestricted: SolverSymbol?
        forEachRow(containing: marker) { key in
            guard let row = rows[key.index] else { return }
            let coefficient = row.coefficient(of: marker)
            if kinds[key.index] == .external {
                if unrestricted.map({ key < $0 }) ?? true { unrestricted = key }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative.map({ ratio < $0.ratio || (ratio == $0.ratio && key < $0.key) }) ?? true { negative = (ratio, key) }
            } else {
                let ratio = row.constant / coefficient
                if positive.map({ ratio < $0.ratio || (ratio == $0.ratio && key < $0.key) }) ?? true { positive = (ratio, key) }
            }
        }
        return negative?.key ?? positive?.key ?? unrestricted
    }
}

/// A constraint held by the solver and the symbols that stand for it.
struct ConstraintRecord: Sendable {
    var constraint: LinearConstraint
    /// Its slack (inequalities), dummy (required equalities) or positive error (optional
    /// equalities); `nil` for a markerless required equality (added with `isFixed`).
    let marker: SolverSymbol?
    /// Its error (optional inequalities) or negative error (optional equalities).
    let other: SolverSymbol?
    /// Whether it was added with `isFixed`: its constant never moves and it is never removed.
    let isFixed: Bool
}

/// An edit variable's constraint and the value last suggested.
struct EditRecord: Sendable {
    let constraint: ConstraintID
    let plus: SolverSymbol
    let minus: SolverSymbol?
    var value: Double
}
