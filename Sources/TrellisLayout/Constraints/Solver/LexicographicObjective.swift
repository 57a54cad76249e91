/// The quantity the simplex minimizes: the weighted errors of each priority, compared from
/// the highest priority down (Cassowary's symbolic weights, and Auto Layout's rule that
/// constraints are satisfied in priority order).
///
/// A symbol's cost is a vector with one coefficient per level; it is negative when its
/// first non-zero coefficient, from the highest level, is negative. Levels are hashed (see
/// ``SymbolTable``), not sorted like tableau rows: they hold every error symbol, and change a few cells at a
/// time. Symbols whose cost changed since it was last seen non-negative are listed, so that
/// finding an entering symbol looks at those only, not at the whole objective (nor at the
/// slots of a table as large as the most ever touched).
struct LexicographicObjective: Sendable {
    struct Level: Sendable {
        let priority: Int
        var constant: Double = 0
        var costs = SymbolTable()
    }

    /// Levels by descending priority.
    private(set) var levels: [Level] = []
    /// Symbols whose cost may have become negative, each once.
    private var touched: [SolverSymbol] = []
    /// Whether each symbol, by id, is in `touched`.
    private var isTouched: [Bool] = []

    init() {}

    /// An objective with one level holding `row` (phase one's artificial objective).
    init(row: SolverRow) {
        levels = [Level(priority: 0)]
        add(row, times: 1, priority: 0)
    }

    /// Adds `coefficient·symbol` to the level of `priority`, creating the level if needed.
    mutating func add(_ coefficient: Double, times symbol: SolverSymbol, priority: Int) {
        let level = levelIndex(for: priority)
        add(coefficient, times: symbol, level: level)
    }

    /// Adds `factor·row` to the level of `priority`, creating the level if needed.
    mutating func add(_ row: SolverRow, times factor: Double, priority: Int) {
        let level = levelIndex(for: priority)
        levels[level].constant += row.constant * factor
        for cell in row.cells {
            add(cell.coefficient * factor, times: cell.symbol, level: level)
        }
    }

    mutating func substitute(_ symbol: SolverSymbol, by row: SolverRow) {
        for level in levels.indices {
            guard let coefficient = levels[level].costs.removeValue(for: symbol) else { continue }
            levels[level].constant += row.constant * coefficient
            for cell in row.cells {
                add(cell.coefficient * coefficient, times: cell.symbol, level: level)
            }
        }
    }

    mutating func remove(_ symbol: SolverSymbol) {
        for level in levels.indices { levels[level].costs.removeValue(for: symbol) }
    }

    /// The cost of `symbol`, one coefficient per level.
    func costs(of symbol: SolverSymbol) -> [Double] {
        levels.map { $0.costs[symbol] ?? 0 }
    }

    /// Whether every level's coefficient of `symbol` is 0.
    func isFree(_ symbol: SolverSymbol) -> Bool {
        levels.allSatisfy { $0.costs[symbol] == nil }
    }

    /// The lowest-numbered symbol (Bland's rule) whose cost is lexicographically negative
    /// and that may enter the basis.
    mutating func enteringSymbol(canEnter: (SolverSymbol) -> Bool) -> SolverSymbol? {
        var best: SolverSymbol?
        var kept = 0
        for position in touched.indices {
            let symbol = touched[position]
            if leadingCost(of: symbol) < 0, canEnter(symbol) {
                if best.map({ symbol < $0 }) ?? true { best = symbol }
                touched[kept] = symbol
                kept += 1
            } else {
                isTouched[symbol.index] = false
            }
        }
        touched.removeLast(touched.count - kept)
        return best
    }

    /// Phase one's objective value (the first level's constant).
    var leadingConstant: Double { levels.first?.constant ?? 0 }

    /// The symbols of phase one's objective, sorted.
    var leadingSymbols: [SolverSymbol] { levels.first.map { $0.costs.symbols.sorted() } ?? [] }

    private func leadingCost(of symbol: SolverSymbol) -> Double {
        for level in levels {
            if let cost = level.costs[symbol] { return cost }
        }
        return 0
    }

    private mutating func add(_ coefficient: Double, times symbol: SolverSymbol, level: Int) {
        levels[level].costs.add(coefficient, to: symbol)
        if symbol.index >= isTouched.count {
            isTouched.append(contentsOf: repeatElement(false, count: symbol.index + 1 - isTouched.count))
        }
        if !isTouched[symbol.index] {
            isTouched[symbol.index] = true
            touched.append(symbol)
        }
    }

    private mutating func levelIndex(for priority: Int) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        if low < levels.count, levels[low].priority == priority { return low }
        levels.insert(Level(priority: priority), at: low)
        return low
    }
}

/// Lexicographic comparison of cost vectors within the solver's tolerance.
func lexicographicallyPrecedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) where !isNearZero(left - right) {
        return left < right
    }
    return false
}
