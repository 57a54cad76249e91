/// Grid alignment of an `LMColumnView` (rule 9 of ``BoxLayout``): cells at the same index
/// in successive rows share the widest of their widths.
struct GridAlignment {
    /// Per row child index: the width each displayable cell must take, `nil` where the cell
    /// keeps its own.
    private(set) var cellWidths: [Int: [Double?]] = [:]
    /// Per row child index: how much wider the row becomes (its natural width grows by the
    /// difference between each cell's grid width and what the cell contributed before).
    private(set) var widthDelta: [Int: Double] = [:]

    private struct Cell {
        let fixedWidth: Double?
        let naturalWidth: Double
        /// What the cell adds to its row's natural width (weighted cells add nothing).
        let contribution: Double
    }

    /// - Parameters:
    ///   - children: the column's children.
    ///   - rows: the indexes of the displayable children, in order.
    init(children: [LayoutChild], rows: [Int]) {
        var rowCells: [(index: Int, cells: [Cell])] = []
        for index in rows {
            guard let cells = children[index].gridCells else { continue }
            let measured = cells.filter(\.isDisplayable).map { cell in
                let fixed = cell.width.fixedLength
                let natural = fixed ?? cell.measure(nil).size.clamped.width
                let weighted = fixed == nil && cell.weight.layoutWeight != nil
                return Cell(fixedWidth: fixed, naturalWidth: natural, contribution: weighted ? 0 : natural)
            }
            rowCells.append((index, measured))
            cellWidths[index] = Array(repeating: nil, count: measured.count)
            widthDelta[index] = 0
        }
        let columnCount = rowCells.map(\.cells.count).max() ?? 0
        for column in 0..<columnCount {
            var run: [Int] = []
            for position in rowCells.indices {
                if column < rowCells[position].cells.count {
                    run.append(position)
                } else {
                    apply(run, column: column, rowCells: rowCells)
                    run = []
                }
            }
            apply(run, column: column, rowCells: rowCells)
        }
    }

    /// Gives cell `column` of every row in `run` (positions in `rowCells`) the widest width.
    private mutating func apply(_ run: [Int], column: Int, rowCells: [(index: Int, cells: [Cell])]) {
        guard run.count >= 2 else { return }
        let widest = run.map { rowCells[$0].cells[column].naturalWidth }.max() ?? 0
        for position in run {
            let (index, cells) = rowCells[position]
            let cell = cells[column]
            guard cell.fixedWidth == nil else { continue }
            cellWidths[index]?[column] = widest
            widthDelta[index, default: 0] += widest - cell.contribution
        }
    }
}
