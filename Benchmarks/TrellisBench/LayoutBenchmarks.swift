import TrellisLayout

/// The layout core's pure parts: text measurement and container algorithms over 10,000
/// leaves (the engine that evaluates templates adds its own cost on top).
let layoutBenchmarks: [Benchmark] = [
    Benchmark("layout.text-measure-1000-wrapped", rounds: 30, target: .milliseconds(5)) {
        let measurer = TextMeasurer()
        let words = ["layout", "row", "column", "anchor", "spacer", "Trellis", "wraps", "text", "at", "spaces"]
        let texts = (0..<1_000).map { index in
            (0..<8).map { words[(index + $0 * 3) % words.count] }.joined(separator: " ")
        }
        let font = FontSpec(size: 17)
        return {
            for text in texts {
                blackHole(measurer.measure(text, font: font, maxWidth: 120, numberOfLines: 0))
            }
        }
    },
    Benchmark("layout.grid-column-1000-rows-x-10", rounds: 30, target: .milliseconds(10)) {
        let rowLayout = BoxLayout(axis: .horizontal, spacing: 4)
        let rows = (0..<1_000).map { row in
            let cells = (0..<10).map { column in
                LayoutChild.fixedContent(Size(width: Double(20 + (row * 7 + column * 13) % 40), height: 20))
            }
            return (cells, LayoutChild(gridCells: cells) { proposed in
                ChildMeasurement(size: rowLayout.measure(cells, proposedWidth: proposed))
            })
        }
        let column = BoxLayout(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .top, isAlignToGrid: true)
        return {
            let arrangement = column.layout(rows.map(\.1), in: Size(width: 1_000, height: 30_000))
            for (index, (cells, _)) in rows.enumerated() {
                let widths = arrangement.gridCellWidths[index] ?? []
                let fixed = cells.enumerated().map { position, cell in
                    var cell = cell
                    cell.width = position < widths.count ? widths[position] : nil
                    return cell
                }
                blackHole(rowLayout.layout(fixed, in: arrangement.frames[index]?.size ?? .zero))
            }
        }
    },
    Benchmark("layout.stack-10000-fill-equally", rounds: 30, target: .milliseconds(10)) {
        let children = (0..<10_000).map { LayoutChild.fixedContent(Size(width: Double($0 % 50), height: 20)) }
        let stack = StackLayout(axis: .vertical, alignment: .center, distribution: .fillEqually, spacing: 1)
        return { blackHole(stack.layout(children, in: Size(width: 320, height: 300_000))) }
    },
]
