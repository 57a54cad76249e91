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
        rows[key.index] = row
        // After the row is in, so that a compaction keeps it.
        for symbol in row.symbols { noteRow(key, contains: symbol) }
    }

    /// Takes the row of `key` out of the table, `nil` when `key` is parametric. (Its
    /// entries in the column index go stale, to be dropped when next read.)
    mutating func takeRow(_ key: SolverSymbol) -> SolverRow? {
        guard let row = rows[key.index] else { return nil }
        rows[key.index] = nil
        return row
    }

    /// Records that the row of `key` now holds `symbol`.
    ///
    /// Entries are appended and never removed one by one: a row that loses a symbol, or is
    /// taken out and put back, leaves a stale or repeated entry, which readers skip.
    mutating func noteRow(_ key: SolverSymbol, contains symbol: SolverSymbol) {
        columns[symbol.index].append(key)
        compactColumnIfDue(symbol)
    }

    /// Drops a column's stale and repeated entries once it has grown to twice its live
    /// length at the last compaction (plus a margin), so compactions cost amortized
    /// constant time per entry. The column keeps no order (readers sort), so repeats are
    /// found by stamping each kept row key, not by sorting.
    private mutating func compactColumnIfDue(_ symbol: SolverSymbol) {
        guard columns[symbol.index].count >= 2 * Int(compactedLengths[symbol.index]) + 32 else { return }
        if compactionStamps.count < rows.count {
            compactionStamps.append(contentsOf: repeatElement(0, count: rows.count - compactionStamps.count))
        }
        compactionEpoch &+= 1
        if compactionEpoch == 0 {
            // The stamps wrapped around: old ones could look current.
            for index in compactionStamps.indices { compactionStamps[index] = 0 }
            compactionEpoch = 1
        }
        let epoch = compactionEpoch
        var column: [SolverSymbol] = []
        swap(&column, &columns[symbol.index])
        var kept = 0
        for position in column.indices {
            let key = column[position]
            guard compactionStamps[key.index] != epoch, rows[key.index]?.contains(symbol) == true else { continue }
            compactionStamps[key.index] = epoch
            column[kept] = key
            kept += 1
        }
        column.removeLast(column.count - kept)
        compactedLengths[symbol.index] = Int32(kept)
        swap(&column, &columns[symbol.index])
    }

    /// The basic symbols whose rows hold `symbol`, sorted, each once.
    func rows(containing symbol: SolverSymbol) -> [SolverSymbol] {
        var live: [SolverSymbol] = []
        columns[symbol.index].withUnsafeBufferPointer { keys in
            live.reserveCapacity(keys.count)
            for key in keys where rows[key.index]?.contains(symbol) == true {
                live.append(key)
            }
        }
        guard live.count > 1 else { return live }
        live.sort()
        var kept = 1
        for position in 1..<live.count where live[position] != live[kept - 1] {
            live[kept] = live[position]
            kept += 1
        }
        live.removeLast(live.count - kept)
        return live
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives; rows
    /// of restricted symbols that become negative are queued for the dual simplex.
    mutating func substitute(_ symbol: SolverSymbol, by row: SolverRow) {
        let keys = rows(containing: symbol)
        columns[symbol.index] = []
        compactedLengths[symbol.index] = 0
        var inserted: [SolverSymbol] = []
        for key in keys {
            guard var target = rows[key.index] else { continue }
            rows[key.index] = nil
            inserted.removeAll(keepingCapacity: true)
            target.substitute(symbol, by: row) { changed, change in
                if change == .inserted { inserted.append(changed) }
            }
            if kinds[key.index] != .external, target.constant < 0 { infeasibleRows.append(key) }
            rows[key.index] = target
            // Noted once the row is back, so that a compaction keeps it.
            for changed in inserted { noteRow(key, contains: changed) }
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
        for key in rows(containing: entering) where kinds[key.index] != .external {
            guard let row = rows[key.index] else { continue }
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best.map({ ratio < $0.ratio || (ratio == $0.ratio && key < $0.key) }) ?? true {
                best = (ratio, key)
            }
        }
        return best?.key
    }

    /// The dual simplex: restores the rows an edit made negative, keeping the objective
    /// optimal.
    mutating func dualOptimize() throws(ConstraintSolverError) {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving.index], row.constant < 0 else { continue }
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
        for position in 0..<row.count {
            let symbol = row.symbols[position]
            let coefficient = row.coefficients[position]
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
            guard let entering = basic.symbols.first(where: { kinds[$0.index] == .slack || kinds[$0.index] == .error }) else {
                return certificate
            }
            basic.solve(for: entering, replacing: art)
            substitute(entering, by: basic)
            install(basic, as: entering)
        }
        for key in rows(containing: art) {
            guard var target = rows[key.index] else { continue }
            rows[key.index] = nil
            target.remove(art)
            rows[key.index] = target
        }
        columns[art.index] = []
        compactedLengths[art.index] = 0
        objective.remove(art)
        return succeeded ? nil : certificate
    }
}
