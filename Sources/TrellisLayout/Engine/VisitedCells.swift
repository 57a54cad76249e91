/// The cells a walk of the graph has visited: a few kept in a small array searched in place
/// (most walks visit a handful), a set once there are more.
struct VisitedCells {
    private var few: [Int] = []
    private var many: Set<Int> = []

    /// The most cells searched by scanning.
    private static let scannedCount = 16

    /// Marks `cell` visited; returns whether it was not yet.
    mutating func insert(_ cell: Int) -> Bool {
        guard many.isEmpty else { return many.insert(cell).inserted }
        if few.contains(cell) { return false }
        guard few.count < Self.scannedCount else {
            many = Set(few)
            many.insert(cell)
            few = []
            return true
        }
        if few.isEmpty { few.reserveCapacity(Self.scannedCount) }
        few.append(cell)
        return true
    }
}
