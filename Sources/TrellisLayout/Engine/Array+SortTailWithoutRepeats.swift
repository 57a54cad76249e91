extension Array where Element: Comparable {
    /// Sorts the elements from `start` on in increasing order, each kept once: a dependency
    /// list as the program stores it, at the end of the storage of all lists. Sorted in
    /// place and repeats dropped in place: no set, no copy (most lists hold a few elements).
    mutating func sortTailWithoutRepeats(from start: Int) {
        guard count - start > 1 else { return }
        // Many lists are built in order already: they are kept as they are.
        var isIncreasing = true
        for position in (start + 1)..<count where self[position - 1] >= self[position] {
            isIncreasing = false
            break
        }
        guard !isIncreasing else { return }
        self[start...].sort()
        var kept = start + 1
        for position in (start + 1)..<count where self[position] != self[kept - 1] {
            self[kept] = self[position]
            kept += 1
        }
        removeLast(count - kept)
    }
}
