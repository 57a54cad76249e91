extension Array where Element == Int {
    /// The cells in increasing order, each once: a dependency list as the program stores
    /// it. Sorting in place and dropping repeats builds no set (most lists hold a few cells).
    func sortedWithoutRepeats() -> [Int] {
        guard count > 1 else { return self }
        var cells = sorted()
        var kept = 1
        for position in 1..<cells.count where cells[position] != cells[kept - 1] {
            cells[kept] = cells[position]
            kept += 1
        }
        cells.removeLast(cells.count - kept)
        return cells
    }
}
