/// The simplex steps: pivots, the primal simplex for the objective, phase one for a
/// constraint without an obvious subject, and the dual simplex for edits.
extension ConstraintSolver {
    /// Which objective a primal simplex run minimizes.
    enum ObjectiveChoice {
        case main
        case artificial
    }

    /// Pivots are bounded so that numerically degenerate input cannot loop forever;
    /// Bland's rule already prevents cycling in exact arithmetic.
    var pivotLimit: Int { 1_000 + 50 * kinds.count }

    /// Puts `row` into the table as the row of `key`, indexing its symbols.
    mutating func install(_ row: SolverRow, as key: SolverSymbol) {
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells { columns[cell.symbol.index].insert(key) }
        }
        rows[key.index] = row
    }

    /// Takes the row of `key` out of the table and its symbols' columns, `nil` when `key`
    /// is parametric.
    mutating func takeRow(_ key: SolverSymbol) -> SolverRow? {
        guard let row = rows[key.index] else { return nil }
        rows[key.index] = nil
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells { columns[cell.symbol.index].remove(key) }
        }
        return row
    }

    /// The basic symbols whose rows hold `symbol`, sorted.
    func rows(containing symbol: SolverSymbol) -> [SolverSymbol] {
        columns[symbol.index].sortedSymbols
    }

    /// The basic symbols whose rows hold `symbol`, in no particular order, for callers
    /// whose result does not depend on the order.
    func forEachRow(containing symbol: SolverSymbol, _ body: (SolverSymbol) -> Void) {
        columns[symbol.index].forEach(body)
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives; rows
    /// of restricted symbols that become negative are queued for the dual simplex, in
    /// ascending order (the rows are visited in the column's order, which is not sorted).
    mutating func substitute(_ symbol: SolverSymbol, by row: SolverRow) {
        let keys = columns[symbol.index].takeStorage()
        // Moved out while rows change, so that the columns of the symbols that enter or
        // leave a row follow in place (`self` cannot be reached from inside the change).
        var columns = self.columns
        self.columns = []
        defer { self.columns = columns }
        var negative: [SolverSymbol] = []
        // Through the buffer: the array's uniqueness is checked once, not on every change.
        columns.withUnsafeMutableBufferPointer { columns in
            for entry in keys where SymbolSet.isHeld(entry) {
                let key = SolverSymbol(id: entry)
                rows[key.index]?.substitute(symbol, by: row) { changed, change in
                    switch change {
                    case .inserted: columns[changed.index].insert(key)
                    case .removed: if changed != symbol { columns[changed.index].remove(key) }
                    case .unchanged: break
                    }
                }
                guard let constant = rows[key.index]?.constant else { continue }
                if kinds[key.index] != .external, constant < 0 { negative.append(key) }
            }
        }
        if !negative.isEmpty {
            negative.sort()
            infeasibleRows.append(contentsOf: negative)
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Adds `delta` to a basic row's constant, queueing it if it becomes negative.
    mutating func updateConstant(of key: SolverSymbol, by delta: Double) {
        guard var row = rows[key.index] else { return }
        rows[key.index] = nil
        row.constant += delta
        if kinds[key.index] != .external, row.constant < 0 { infeasibleRows.append(key) }
        rows[key.index] = row
        changes?.movedRows.append(key)
    }

    /// Exchanges the basic `leaving` for the parametric `entering`.
    mutating func pivot(leaving: SolverSymbol, entering: SolverSymbol) {
        guard var row = takeRow(leaving) else { return }
        changes?.hasPivoted = true
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        install(row, as: entering)
    }

    /// The primal simplex: pivots until no symbol lowers the objective.
    mutating func optimize(_ choice: ObjectiveChoice) throws(ConstraintSolverError) {
        for _ in 0..<pivotLimit {
            let kinds = kinds
            let canEnter: (SolverSymbol) -> Bool = { kinds[$0.index] != .dummy }
            let found = choice == .main ? objective.enteringSymbol(canEnter: canEnter) : artificial?.enteringSymbol(canEnter: canEnter)
            guard let entering = found else { return }
            guard let leaving = leavingRow(for: entering) else {
                // Errors and slacks are bounded below, so the objective is too; a missing
                // leaving row means the input degenerated numerically.
                throw .iterationLimit
            }
            pivot(leaving: leaving, entering: entering)
        }
        throw .iterationLimit
    }

    /// The restricted row that limits `entering` first (ties: the lowest symbol).
    private func leavingRow(for entering: SolverSymbol) -> SolverSymbol? {
        var best: (ratio: Double, key: SolverSymbol)?
        forEachRow(containing: entering) { key in
            guard kinds[key.index] != .external, let row = rows[key.index] else { return }
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { return }
            let ratio = -row.constant / coefficient
            if best.map({ ratio < $0.ratio || (ratio == $0.ratio && key < $0.key) }) ?? true {
                best = (ratio, key)
            }
        }
        return best?.key
    }

    /// The dual simplex: restores the rows an edit made negative, keeping the objective
    /// optimal.
    ///
    /// A row a rounding error below 0 counts as 0 (as in kiwi): it is feasible, and may
    /// hold no symbol that could enter (a redundant equality's row of dummies, a vertex
    /// where several inequalities meet), which would otherwise be taken for infeasibility.
    mutating func dualOptimize() throws(ConstraintSolverError) {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving.index], row.constant < 0, !isNearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else { throw .iterationLimit }
            pivot(leaving: leaving, entering: entering)
            pivots += 1
            if pivots > pivotLimit { throw .iterationLimit }
        }
    }

    /// The symbol whose cost ratio to its positive coefficient in `row` is the
    /// lexicographically smallest (ties: the lowest symbol).
    private func dualEnteringSymbol(_ row: SolverRow) -> SolverSymbol? {
        var best: (ratio: [Double], symbol: SolverSymbol)?
        for cell in row.cells {
            let (symbol, coefficient) = (cell.symbol, cell.coefficient)
            guard coefficient > 0, kinds[symbol.index] != .dummy else { continue }
            let ratio = objective.costs(of: symbol).map { $0 / coefficient }
            if best.map({ lexicographicallyPrecedes(ratio, $0.ratio) }) ?? true {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }

    /// Phase one for a row with no usable subject: an artificial variable equal to the
    /// row is minimized; the constraint holds when it reaches 0.
    ///
    /// - Returns: `nil` on success; otherwise the parametric symbols of the final
    ///   artificial objective, whose constraints are the proof of the conflict.
    mutating func addWithArtificialVariable(_ row: SolverRow) throws(ConstraintSolverError) -> [SolverSymbol]? {
        let art = makeSymbol(.slack, owner: -1)
        install(row, as: art)
        artificial = LexicographicObjective(row: row)
        defer { artificial = nil }
        try optimize(.artificial)
        let certificate = artificial?.leadingSymbols ?? []
        let succeeded = isNearZero(artificial?.leadingConstant ?? 0)

        if var basic = takeRow(art) {
            if !succeeded { return certificate }
            if basic.isEmpty { return nil }
            guard let entering = basic.cells.first(where: { kinds[$0.symbol.index] == .slack || kinds[$0.symbol.index] == .error })?.symbol else {
                return certificate
            }
            basic.solve(for: entering, replacing: art)
            substitute(entering, by: basic)
            install(basic, as: entering)
        }
        for entry in columns[art.index].takeStorage() where SymbolSet.isHeld(entry) {
            rows[Int(entry)]?.remove(art)
        }
        objective.remove(art)
        return succeeded ? nil : certificate
    }
}
