/// The dependencies of the cells being computed, a stack: each computation pushes its cells
/// (in any order, repeats allowed) above those of the computation it interrupted, then
/// moves them, sorted and each kept once, to the end of the flat storage of every list.
/// The stack's storage only grows: pushing and popping allocate nothing once it is as deep
/// as the deepest nesting, and a move copies the kept cells once, from buffer to buffer.
struct DependencyStack {
    private var storage: [Int32] = []
    /// How many cells are pushed (``storage`` may hold more, left from deeper nestings).
    private(set) var count = 0

    mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    /// Inlined: every dependency of every cell is pushed once.
    @inline(__always)
    mutating func push(_ cell: Int32) {
        if count < storage.count {
            storage[count] = cell
        } else {
            storage.append(cell)
        }
        count += 1
    }

    /// Pops the cells pushed from position `base` on, appending them to `targets` in
    /// increasing order, each once.
    mutating func move(from base: Int, appendingTo targets: inout [Int32]) {
        guard base < count else { return }
        storage.withUnsafeMutableBufferPointer { storage in
            let pushed = UnsafeMutableBufferPointer(rebasing: storage[base..<count])
            let kept = pushed.sortWithoutRepeats()
            // One by one: most lists hold a few cells, fewer than a bulk append pays for.
            for cell in pushed[..<kept] { targets.append(cell) }
        }
        count = base
    }
}

extension UnsafeMutableBufferPointer where Element: Comparable {
    /// Sorts the elements in increasing order, each kept once at the front; returns how many
    /// are kept. A dependency list holds a few cells, often in order already: a list in
    /// order is left as it is, a short one sorted by insertion.
    func sortWithoutRepeats() -> Int {
        guard count > 1 else { return count }
        var isIncreasing = true
        for position in 1..<count where self[position - 1] >= self[position] {
            isIncreasing = false
            break
        }
        guard !isIncreasing else { return count }
        if count <= Self.insertionSortedCount {
            for position in 1..<count {
                let element = self[position]
                var hole = position
                while hole > 0, self[hole - 1] > element {
                    self[hole] = self[hole - 1]
                    hole -= 1
                }
                self[hole] = element
            }
        } else {
            // `sort()` is declared mutating; the copy points at the same elements.
            var elements = self
            elements.sort()
        }
        var kept = 1
        for position in 1..<count where self[position] != self[kept - 1] {
            self[kept] = self[position]
            kept += 1
        }
        return kept
    }

    /// The longest list sorted by insertion (quadratic, but cheaper than a general sort
    /// while this short).
    private static var insertionSortedCount: Int { 16 }
}
