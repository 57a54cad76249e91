extension Array where Element: Comparable {
    /// The elements in increasing order, each once: a dependency list as the program stores
    /// it, the rows of a solver column. Sorting in place and dropping repeats builds no set
    /// (most lists hold a few elements).
    func sortedWithoutRepeats() -> [Element] {
        guard count > 1 else { return self }
        // Many lists are built in order already: they are kept as they are, not copied.
        var isIncreasing = true
        for position in 1..<count where self[position - 1] >= self[position] {
            isIncreasing = false
            break
        }
        guard !isIncreasing else { return self }
        var elements = sorted()
        var kept = 1
        for position in 1..<elements.count where elements[position] != elements[kept - 1] {
            elements[kept] = elements[position]
            kept += 1
        }
        elements.removeLast(elements.count - kept)
        return elements
    }
}
