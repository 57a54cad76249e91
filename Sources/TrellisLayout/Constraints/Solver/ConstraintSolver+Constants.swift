/// Moving a held constraint's constant: the tableau stays the same but for the constants
/// of the rows its marker reaches.
extension ConstraintSolver {
    /// Shifts the constraint `lhs − rhs + markers = 0` to `lhs − rhs + delta + markers = 0`.
    ///
    /// With `a` the marker's coefficient in the constraint's row as built, the new marker
    /// value is `m′ = m − delta / a`: a basic marker's row moves by `−delta / a`, and each
    /// row holding a parametric marker with coefficient `c` moves by `c · delta / a`.
    /// Optional equalities use whichever of their two errors is basic.
    mutating func shiftMarkers(of record: ConstraintRecord, _ recordMarker: SolverSymbol, by delta: Double) {
        let (marker, coefficient) = shiftedMarker(of: record, recordMarker)
        let step = delta / coefficient
        if rows[marker.index] != nil {
            updateConstant(of: marker, by: -step)
            return
        }
        for key in rows(containing: marker) {
            guard let row = rows[key.index] else { continue }
            updateConstant(of: key, by: row.coefficient(of: marker) * step)
        }
    }

    /// The marker to shift and its coefficient in the constraint's row as built.
    private func shiftedMarker(of record: ConstraintRecord, _ marker: SolverSymbol) -> (SolverSymbol, Double) {
        switch record.constraint.relation {
        case .lessThanOrEqual:
            return (marker, 1)
        case .greaterThanOrEqual:
            return (marker, -1)
        case .equal:
            if kinds[marker.index] == .dummy { return (marker, 1) }
            if rows[marker.index] == nil, let minus = record.other, rows[minus.index] != nil { return (minus, 1) }
            return (marker, -1)
        }
    }

    /// Whether a required equality that is basic (redundant with others) still holds: its
    /// dummy `marker` must stay 0.
    func dummyRowHolds(_ marker: SolverSymbol) -> Bool {
        guard kinds[marker.index] == .dummy, let row = rows[marker.index] else { return true }
        return isNearZero(row.constant)
    }
}
