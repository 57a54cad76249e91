/// The quantity the simplex minimizes: one row of weighted errors per priority, compared
/// from the highest priority down (Cassowary's symbolic weights, and Auto Layout's rule
/// that constraints are satisfied in priority order).
///
/// A symbol's cost is a vector with one coefficient per level; it is negative when its
/// first non-zero coefficient, from the highest level, is negative.
struct LexicographicObjective: Sendable {
    /// Levels by descending priority.
    private(set) var levels: [(priority: Int, row: SolverRow)] = []

    var isEmpty: Bool { levels.allSatisfy { $0.row.isEmpty && isNearZero($0.row.constant) } }

    /// An objective with one level holding `row` (phase one's artificial objective).
    init(row: SolverRow) {
        levels = [(0, row)]
    }

    init() {}

    /// Adds `coefficient·symbol` to the level of `priority`, creating the level if needed.
    mutating func add(_ coefficient: Double, times symbol: SolverSymbol, priority: Int) {
        levels[levelIndex(for: priority)].row.add(coefficient, times: symbol)
    }

    /// Adds `factor·row` to the level of `priority`, creating the level if needed.
    mutating func add(_ row: SolverRow, times factor: Double, priority: Int) {
        levels[levelIndex(for: priority)].row.add(row, times: factor)
    }

    mutating func substitute(_ symbol: SolverSymbol, by row: SolverRow) {
        for level in levels.indices { levels[level].row.substitute(symbol, by: row) }
    }

    mutating func remove(_ symbol: SolverSymbol) {
        for level in levels.indices { levels[level].row.remove(symbol) }
    }

    /// The cost of `symbol`, one coefficient per level.
    func costs(of symbol: SolverSymbol) -> [Double] {
        levels.map { $0.row.coefficient(of: symbol) }
    }

    /// Whether every level's coefficient of `symbol` is 0.
    func isFree(_ symbol: SolverSymbol) -> Bool {
        levels.allSatisfy { isNearZero($0.row.coefficient(of: symbol)) }
    }

    /// The lowest-numbered symbol (Bland's rule) whose cost is lexicographically negative
    /// and that may enter the basis.
    func enteringSymbol(canEnter: (SolverSymbol) -> Bool) -> SolverSymbol? {
        var decided = Set<SolverSymbol>()
        var best: SolverSymbol?
        for level in levels {
            let row = level.row
            for position in 0..<row.count {
                let symbol = row.symbols[position]
                let coefficient = row.coefficients[position]
                guard !isNearZero(coefficient), decided.insert(symbol).inserted else { continue }
                if coefficient < 0, canEnter(symbol), best.map({ symbol < $0 }) ?? true {
                    best = symbol
                }
            }
        }
        return best
    }

    /// The first level's constant that is not 0 (phase one succeeds when it is 0).
    var leadingConstant: Double {
        levels.first { !isNearZero($0.row.constant) }?.row.constant ?? 0
    }

    private mutating func levelIndex(for priority: Int) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        if low < levels.count, levels[low].priority == priority { return low }
        levels.insert((priority, SolverRow()), at: low)
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
