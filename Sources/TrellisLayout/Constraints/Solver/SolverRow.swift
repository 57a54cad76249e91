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
        symbols.insert(symbol, at: position)
        coefficients.insert(coefficient, at: position)
        return .inserted
    }

    /// Adds `factor·other` (constant included). Symbols that enter or leave the row are
    /// reported to `changed`.
    mutating func add(_ other: SolverRow, times factor: Double, changed: (SolverSymbol, CellChange) -> Void = { _, _ in }) {
        constant += other.constant * factor
        guard !other.symbols.isEmpty else { return }
        var mergedSymbols: [SolverSymbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var mine = 0
        var theirs = 0
        while mine < symbols.count || theirs < other.symbols.count {
            if theirs == other.symbols.count || (mine < symbols.count && symbols[mine] < other.symbols[theirs]) {
                mergedSymbols.append(symbols[mine])
                mergedCoefficients.append(coefficients[mine])
                mine += 1
            } else if mine == symbols.count || other.symbols[theirs] < symbols[mine] {
                let value = other.coefficients[theirs] * factor
                if !isNearZero(value) {
                    mergedSymbols.append(other.symbols[theirs])
                    mergedCoefficients.append(value)
                    changed(other.symbols[theirs], .inserted)
                }
                theirs += 1
            } else {
                let value = coefficients[mine] + other.coefficients[theirs] * factor
                if isNearZero(value) {
                    changed(symbols[mine], .removed)
                } else {
                    mergedSymbols.append(symbols[mine])
                    mergedCoefficients.append(value)
                }
                mine += 1
                theirs += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
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
