/// Grid alignment of an `LMColumnView` (rule 9 of ``BoxLayout``): cells at the same index
/// in successive rows share the widest of their widths.
struct GridAlignment {
    /// Per child: for a row, the width each displayable cell must take (`nil` where the
    /// cell keeps its own); `nil` for other children.
    private(set) var cellWidths: [[Double?]?]
    /// Per child: how much wider the child becomes (a row's natural width grows by the
    /// difference between each cell's grid width and what the cell contributed before).
    private(set) var widthDelta: [Double]

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
        cellWidths = Array(repeating: nil, count: children.count)
        widthDelta = Array(repeating: 0, count: children.count)
        var rowCells: [(index: Int, cells: [Cell])] = []
        for index in rows {
            guard let cells = children[index].gridCells else { continue }
            var measured: [Cell] = []
            for cell in cells.indices where cells[cell].isDisplayable {
                let fixed = cells[cell].width.fixedLength
                let natural = fixed ?? cells[cell].measure(nil).size.clamped.width
                let weighted = fixed == nil && cells[cell].weight.layoutWeight != nil
                measured.append(Cell(fixedWidth: fixed, naturalWidth: natural, contribution: weighted ? 0 : natural))
            }
            rowCells.append((index, measured))
            cellWidths[index] = Array(repeating: nil, count: measured.count)
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
            widthDelta[index] += widest - cell.contribution
        }
    }
}
