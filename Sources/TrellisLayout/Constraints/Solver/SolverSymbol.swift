/// What a symbol of the simplex tableau stands for.
enum SymbolKind: UInt8, Sendable {
    /// A variable of the caller (unrestricted in sign).
    case external
    /// The slack of an inequality, or the artificial variable of phase one (≥ 0).
    case slack
    /// One side of a non-required constraint's error (≥ 0), weighted in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

/// A column of the tableau, identified densely from 0 so that per-symbol tables are arrays.
struct SolverSymbol: Hashable, Comparable, Sendable {
    let id: Int32

    var index: Int { Int(id) }

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
}

/// Values closer to 0 than this are treated as 0 (the tolerance of Cassowary implementations).
let solverEpsilon = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    value < solverEpsilon && value > -solverEpsilon
}
