/// One row of the tableau: `constant + Σ coefficient·symbol`.
///
/// A row in the tableau's table is the value of its basic symbol; a row being built is an
/// expression that must equal 0. Cells are kept sorted by symbol, so that rows merge in
/// linear time and every scan visits symbols in the same order (the solver's pivoting
/// choices, and so its answers, do not depend on hashing).
struct SolverRow: Sendable {
    private(set) var symbols: [SolverSymbol] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Makes room for `cellCount` cells without reallocating.
    mutating func reserveCapacity(_ cellCount: Int) {
        symbols.reserveCapacity(cellCount)
        coefficients.reserveCapacity(cellCount)
    }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    /// The coefficient of `symbol`, 0 when the row does not contain it.
    func coefficient(of symbol: SolverSymbol) -> Double {
        let position = insertionPoint(of: symbol)
        guard position < symbols.count, symbols[position] == symbol else { return 0 }
        return coefficients[position]
    }

    func contains(_ symbol: SolverSymbol) -> Bool {
        let position = insertionPoint(of: symbol)
        return position < symbols.count && symbols[position] == symbol
    }

    /// Adds `coefficient·symbol`; a cell whose coefficient becomes 0 is removed.
    /// Returns how the row's symbol set changed.
    @discardableResult
    mutating func add(_ coefficient: Double, times symbol: SolverSymbol) -> CellChange {
        let position = insertionPoint(of: symbol)
        if position < symbols.count, symbols[position] == symbol {
            let sum = coefficients[position] + coefficient
            if isNearZero(sum) {
                symbols.remove(at: position)
                coefficients.remove(at: position)
                return .removed
            }
            coefficients[position] = sum
            return .unchanged
        }
        guard !isNearZero(coefficient) else { return .unchanged }
        if position == symbols.count {
            // The usual case: a new symbol has the highest id.
            symbols.append(symbol)
            coefficients.append(coefficient)
        } else {
            symbols.insert(symbol, at: position)
            coefficients.insert(coefficient, at: position)
        }
        return .inserted
    }

    /// Adds `factor·other` (constant included). Symbols that enter or leave the row are
    /// reported to `changed`, in no particular order.
    ///
    /// The merge runs in place, from the back: the row grows by `other`'s length, cells
    /// are written from the end down until `other` is used up, and the merged cells then
    /// move down over the gap left by cells that cancelled or were shared. Cells below
    /// `other`'s lowest symbol are never touched, so a merge costs what lies above that
    /// symbol (new symbols have the highest ids, so that is usually short), and a row
    /// with spare capacity is updated without allocating.
    mutating func add(_ other: SolverRow, times factor: Double, changed: (SolverSymbol, CellChange) -> Void = { _, _ in }) {
        constant += other.constant * factor
        let theirCount = other.symbols.count
        guard theirCount > 0 else { return }
        let myCount = symbols.count
        symbols.append(contentsOf: other.symbols)
        coefficients.append(contentsOf: other.coefficients)
        // The lowest cell written so far, and the number of cells left over at the end.
        var write = myCount + theirCount
        var unused = 0
        symbols.withUnsafeMutableBufferPointer { symbolCells in
            coefficients.withUnsafeMutableBufferPointer { coefficientCells in
                other.symbols.withUnsafeBufferPointer { theirSymbols in
                    other.coefficients.withUnsafeBufferPointer { theirCoefficients in
                        var mine = myCount - 1
                        var theirs = theirCount - 1
                        while theirs >= 0 {
                            if mine >= 0, theirSymbols[theirs] < symbolCells[mine] {
                                write -= 1
                                symbolCells[write] = symbolCells[mine]
                                coefficientCells[write] = coefficientCells[mine]
                                mine -= 1
                            } else if mine < 0 || symbolCells[mine] < theirSymbols[theirs] {
                                let value = theirCoefficients[theirs] * factor
                                if !isNearZero(value) {
                                    write -= 1
                                    symbolCells[write] = theirSymbols[theirs]
                                    coefficientCells[write] = value
                                    changed(theirSymbols[theirs], .inserted)
                                }
                                theirs -= 1
                            } else {
                                let value = coefficientCells[mine] + theirCoefficients[theirs] * factor
                                if isNearZero(value) {
                                    changed(symbolCells[mine], .removed)
                                } else {
                                    write -= 1
                                    symbolCells[write] = symbolCells[mine]
                                    coefficientCells[write] = value
                                }
                                mine -= 1
                                theirs -= 1
                            }
                        }
                        // Cells before `mine` + 1 never moved. The merged cells, from `write`
                        // on, close the gap that cancelled and shared cells left behind them.
                        let gap = write - (mine + 1)
                        if gap > 0 {
                            for position in write..<(myCount + theirCount) {
                                symbolCells[position - gap] = symbolCells[position]
                                coefficientCells[position - gap] = coefficientCells[position]
                            }
                        }
                        unused = gap
                    }
                }
            }
        }
        if unused > 0 {
            symbols.removeLast(unused)
            coefficients.removeLast(unused)
        }
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: SolverSymbol) -> Double {
        let position = insertionPoint(of: symbol)
        guard position < symbols.count, symbols[position] == symbol else { return 0 }
        symbols.remove(at: position)
        return coefficients.remove(at: position)
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for position in coefficients.indices { coefficients[position] = -coefficients[position] }
    }

    /// Turns `0 = row` into `symbol = row′`: removes `symbol` and divides the rest by the
    /// negated coefficient it had. The row must contain `symbol`.
    mutating func solve(for symbol: SolverSymbol) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for position in coefficients.indices { coefficients[position] *= factor }
    }

    /// Turns `lhs = row` (with `rhs` in the row) into `rhs = row′`.
    mutating func solve(for rhs: SolverSymbol, replacing lhs: SolverSymbol) {
        add(-1, times: lhs)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression, reporting symbols that enter or leave.
    mutating func substitute(_ symbol: SolverSymbol, by row: SolverRow, changed: (SolverSymbol, CellChange) -> Void = { _, _ in }) {
        let position = insertionPoint(of: symbol)
        guard position < symbols.count, symbols[position] == symbol else { return }
        symbols.remove(at: position)
        let factor = coefficients.remove(at: position)
        changed(symbol, .removed)
        add(row, times: factor, changed: changed)
    }

    private func insertionPoint(of symbol: SolverSymbol) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
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
