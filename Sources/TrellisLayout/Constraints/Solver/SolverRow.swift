/// One row of the tableau: `constant + Σ coefficient·symbol`.
///
/// A row in the tableau's table is the value of its basic symbol; a row being built is an
/// expression that must equal 0. Cells are kept sorted by symbol, so that rows merge in
/// linear time and every scan visits symbols in the same order (the solver's pivoting
/// choices, and so its answers, do not depend on hashing). Each cell holds its symbol and
/// coefficient side by side, so a row is one allocation: a merge grows, checks and walks
/// one buffer, and a row that is dropped frees one.
struct SolverRow: Sendable {
    /// `coefficient·symbol`, never with a coefficient near 0.
    struct Cell: Sendable {
        let symbol: SolverSymbol
        var coefficient: Double
    }

    /// The cells, sorted by symbol.
    private(set) var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Makes room for `cellCount` cells without reallocating.
    mutating func reserveCapacity(_ cellCount: Int) {
        cells.reserveCapacity(cellCount)
    }

    var isEmpty: Bool { cells.isEmpty }
    var count: Int { cells.count }

    /// The coefficient of `symbol`, 0 when the row does not contain it.
    func coefficient(of symbol: SolverSymbol) -> Double {
        let position = insertionPoint(of: symbol)
        guard position < cells.count, cells[position].symbol == symbol else { return 0 }
        return cells[position].coefficient
    }

    func contains(_ symbol: SolverSymbol) -> Bool {
        let position = insertionPoint(of: symbol)
        return position < cells.count && cells[position].symbol == symbol
    }

    /// Adds `coefficient·symbol`; a cell whose coefficient becomes 0 is removed.
    /// Returns how the row's symbol set changed.
    @discardableResult
    mutating func add(_ coefficient: Double, times symbol: SolverSymbol) -> CellChange {
        let position = insertionPoint(of: symbol)
        if position < cells.count, cells[position].symbol == symbol {
            let sum = cells[position].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: position)
                return .removed
            }
            cells[position].coefficient = sum
            return .unchanged
        }
        guard !isNearZero(coefficient) else { return .unchanged }
        if position == cells.count {
            // The usual case: a new symbol has the highest id.
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        } else {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position)
        }
        return .inserted
    }

    /// Adds `factor·other` (constant included). Symbols that enter or leave the row are
    /// reported to `changed`, in no particular order.
    mutating func add(_ other: SolverRow, times factor: Double, changed: (SolverSymbol, CellChange) -> Void = { _, _ in }) {
        merge(other, times: factor, dropping: -1, changed: changed)
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: SolverSymbol) -> Double {
        let position = insertionPoint(of: symbol)
        guard position < cells.count, cells[position].symbol == symbol else { return 0 }
        return cells.remove(at: position).coefficient
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for position in cells.indices { cells[position].coefficient = -cells[position].coefficient }
    }

    /// Turns `0 = row` into `symbol = row′`: removes `symbol` and divides the rest by the
    /// negated coefficient it had. Does nothing when the row does not contain `symbol`
    /// (callers solve for one of its symbols).
    mutating func solve(for symbol: SolverSymbol) {
        let position = insertionPoint(of: symbol)
        guard position < cells.count, cells[position].symbol == symbol else { return }
        let factor = -1 / cells[position].coefficient
        constant *= factor
        // The cells after `symbol`'s move down over it as they are scaled: one pass.
        cells.withUnsafeMutableBufferPointer { cells in
            for index in 0..<position { cells[index].coefficient *= factor }
            for index in (position + 1)..<cells.count {
                cells[index - 1] = Cell(symbol: cells[index].symbol, coefficient: cells[index].coefficient * factor)
            }
        }
        cells.removeLast()
    }

    /// Turns `lhs = row` (with `rhs` in the row) into `rhs = row′`.
    mutating func solve(for rhs: SolverSymbol, replacing lhs: SolverSymbol) {
        add(-1, times: lhs)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression, reporting symbols that enter or leave.
    /// `row` must not contain `symbol`.
    mutating func substitute(_ symbol: SolverSymbol, by row: SolverRow, changed: (SolverSymbol, CellChange) -> Void = { _, _ in }) {
        let position = insertionPoint(of: symbol)
        guard position < cells.count, cells[position].symbol == symbol else { return }
        let factor = cells[position].coefficient
        changed(symbol, .removed)
        merge(row, times: factor, dropping: position, changed: changed)
    }

    /// Adds `factor·other` and removes the cell at `dropped` (none when it is -1), in one
    /// pass.
    ///
    /// The merge runs in place, from the back: the row grows by `other`'s length, cells
    /// are written from the end down until `other` is used up, and the merged cells then
    /// move down over the gap left by cells that cancelled, were shared or were dropped.
    /// Cells below `other`'s lowest symbol are never touched (but to close up a dropped
    /// cell among them), so a merge costs what lies above that symbol (new symbols have the
    /// highest ids, so that is usually short), and a row with spare capacity is updated
    /// without allocating.
    private mutating func merge(_ other: SolverRow, times factor: Double, dropping dropped: Int, changed: (SolverSymbol, CellChange) -> Void) {
        constant += other.constant * factor
        let theirCount = other.cells.count
        guard theirCount > 0 else {
            if dropped >= 0 { cells.remove(at: dropped) }
            return
        }
        let myCount = cells.count
        let end = myCount + theirCount
        cells.append(contentsOf: other.cells)
        var unused = 0
        cells.withUnsafeMutableBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                // The lowest cell written so far, and the next cells of each side to merge.
                var write = end
                var next = myCount - 1
                var theirNext = theirCount - 1
                while theirNext >= 0 {
                    let their = theirs[theirNext]
                    if next >= 0, next == dropped {
                        next -= 1
                    } else if next >= 0, their.symbol < mine[next].symbol {
                        write -= 1
                        mine[write] = mine[next]
                        next -= 1
                    } else if next < 0 || mine[next].symbol < their.symbol {
                        let value = their.coefficient * factor
                        if !isNearZero(value) {
                            write -= 1
                            mine[write] = Cell(symbol: their.symbol, coefficient: value)
                            changed(their.symbol, .inserted)
                        }
                        theirNext -= 1
                    } else {
                        let value = mine[next].coefficient + their.coefficient * factor
                        if isNearZero(value) {
                            changed(their.symbol, .removed)
                        } else {
                            write -= 1
                            mine[write] = Cell(symbol: their.symbol, coefficient: value)
                        }
                        next -= 1
                        theirNext -= 1
                    }
                }
                // Cells up to `next` never moved; a dropped one among them is closed up.
                var kept = next + 1
                if dropped >= 0, dropped < kept {
                    for position in (dropped + 1)..<kept { mine[position - 1] = mine[position] }
                    kept -= 1
                }
                // The merged cells, from `write` on, close the gap that cancelled, shared
                // and dropped cells left behind them.
                let gap = write - kept
                if gap > 0 {
                    for position in write..<end { mine[position - gap] = mine[position] }
                }
                unused = gap
            }
        }
        if unused > 0 { cells.removeLast(unused) }
    }

    private func insertionPoint(of symbol: SolverSymbol) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// How a row's set of symbols changed by an update.
enum CellChange: Sendable {
    case unchanged
    case inserted
    case removed
}
