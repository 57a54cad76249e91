/// What moving constants changed in a solver, so that a caller can re-read only what moved
/// (see ``ConstraintSolver/startRecordingChanges()``).
struct SolverChanges: Sendable {
    /// The basic symbols whose rows' constants moved, with repeats.
    var movedRows: [SolverSymbol] = []
    /// Whether the tableau pivoted: rows and the objective were rewritten, so any value or
    /// ambiguity may have changed.
    var hasPivoted = false
}

extension ConstraintSolver {
    /// Starts recording which rows ``setConstant(_:of:)`` and ``suggestValue(_:for:)`` move.
    mutating func startRecordingChanges() {
        changes = SolverChanges()
    }

    /// Stops recording and returns what changed since ``startRecordingChanges()``.
    mutating func stopRecordingChanges() -> SolverChanges {
        defer { changes = nil }
        return changes ?? SolverChanges()
    }

    /// The variables whose values may differ after `changes` without pivots: those whose
    /// rows moved (a parametric variable stays 0). `nil` when the tableau pivoted.
    func movedVariables(_ changes: SolverChanges) -> [ConstraintVariable]? {
        guard !changes.hasPivoted else { return nil }
        return changes.movedRows.filter { kinds[$0.index] == .external }.map { ConstraintVariable(symbol: $0) }
    }

    /// The variables whose ambiguity (``isAmbiguous(_:)``) may differ after `changes`
    /// without pivots; `nil` when the tableau pivoted.
    ///
    /// Without pivots every row keeps its symbols and the objective stays the same, so only
    /// whether a slack or error can grow may change: that reads the constants of the rows
    /// holding it, so the variables affected are those whose rows share a slack or error
    /// with a moved row (or are moved rows themselves).
    func variablesWithMovedAmbiguity(_ changes: SolverChanges) -> [ConstraintVariable]? {
        guard !changes.hasPivoted else { return nil }
        var variables: [ConstraintVariable] = []
        var seenSymbols = Set<SolverSymbol>()
        for key in changes.movedRows {
            if kinds[key.index] == .external { variables.append(ConstraintVariable(symbol: key)) }
            guard let row = rows[key.index] else { continue }
            for symbol in row.cells.lazy.map(\.symbol) where kinds[symbol.index] == .slack || kinds[symbol.index] == .error {
                guard seenSymbols.insert(symbol).inserted else { continue }
                for holder in rows(containing: symbol) where kinds[holder.index] == .external {
                    variables.append(ConstraintVariable(symbol: holder))
                }
            }
        }
        return variables
    }
}
