/// The dependencies of the cells being computed, a stack: each computation pushes its cells
/// (in any order, repeats allowed) above those of the computation it interrupted, then
/// moves them, sorted and each kept once, to the end of the flat storage of every list.
/// The stack's storage only grows: pushing and popping allocate nothing once it is as deep
/// as the deepest nesting, and a move copies the kept cells once, from buffer to buffer.
///
/// The cells are written through the storage's pointer, so a push checks no array's
/// uniqueness (every dependency of every cell is pushed once). A copy of the stack shares
/// its storage: the builder owning it never copies it.
struct DependencyStack {
    private var storage = Storage(capacity: 0, copying: nil, count: 0)
    /// How many cells are pushed (``storage`` may hold more, left from deeper nestings).
    private(set) var count = 0

    /// Makes room for `capacity` cells, keeping those pushed.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > storage.capacity else { return }
        storage = Storage(capacity: capacity, copying: storage, count: count)
    }

    /// Inlined: every dependency of every cell is pushed once.
    @inline(__always)
    mutating func push(_ cell: Int32) {
        if count == storage.capacity { reserveCapacity(max(2 * count, Self.initialCapacity)) }
        storage.cells[count] = cell
        count += 1
    }

    /// Pops the cells pushed from position `base` on, appending them to `targets` in
    /// increasing order, each once.
    mutating func move(from base: Int, appendingTo targets: inout [Int32]) {
        guard base < count else { return }
        let pushed = UnsafeMutableBufferPointer(start: storage.cells + base, count: count - base)
        let kept = pushed.sortWithoutRepeats()
        // One by one: most lists hold a few cells, fewer than a bulk append pays for.
        for cell in pushed[..<kept] { targets.append(cell) }
        count = base
    }

    /// The fewest cells the storage holds once a cell is pushed.
    private static var initialCapacity: Int { 64 }

    /// Memory for a number of cells, freed with the stack; its fields never change, so
    /// reading them needs no exclusivity check.
    private final class Storage {
        let cells: UnsafeMutablePointer<Int32>
        let capacity: Int

        /// Storage for `capacity` cells, starting with the first `count` of `previous`.
        init(capacity: Int, copying previous: Storage?, count: Int) {
            cells = .allocate(capacity: capacity)
            self.capacity = capacity
            if let previous { cells.initialize(from: previous.cells, count: count) }
        }

        deinit {
            cells.deallocate()
        }
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
