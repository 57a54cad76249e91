/// Finding what the constraints leave free (Interface Builder's "ambiguous layout").
extension ConstraintSolver {
    /// Whether `variable` can take other values without making the solution worse: the
    /// optimum does not determine it.
    ///
    /// A parametric variable is free when no row or priority holds it. A basic variable is
    /// free when its row moves with a parametric symbol that costs nothing: a variable
    /// (unrestricted), or a slack or error that can grow without turning a restricted row
    /// negative (an inequality that is not tight at a unique point).
    public func isAmbiguous(_ variable: ConstraintVariable) -> Bool {
        guard isVariable(variable) else { return false }
        guard let row = rows[variable.symbol.index] else {
            return objective.isFree(variable.symbol)
        }
        for cell in row.cells {
            let symbol = cell.symbol
            guard objective.isFree(symbol) else { continue }
            switch kinds[symbol.index] {
            case .external:
                return true
            case .slack, .error:
                if canGrow(symbol) { return true }
            case .dummy:
                continue
            }
        }
        return false
    }

    /// Whether a parametric restricted symbol can increase from 0 while every restricted
    /// basic row stays non-negative.
    private func canGrow(_ symbol: SolverSymbol) -> Bool {
        var canGrow = true
        forEachRow(containing: symbol) { key in
            guard canGrow, kinds[key.index] != .external, let row = rows[key.index] else { return }
            if row.coefficient(of: symbol) < 0, isNearZero(row.constant) { canGrow = false }
        }
        return canGrow
    }
}
