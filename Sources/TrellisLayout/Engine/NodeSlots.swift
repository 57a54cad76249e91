/// The cells and facts of one node the evaluator reads on every computation, as plain
/// values (no strings or arrays), so reading them never copies or retains anything.
/// Absent cells are -1.
struct NodeSlots: Sendable {
    var position: Int
    var policy: LayoutPolicy
    var hasChildren: Bool
    var isScrollView: Bool
    var intrinsicDimensions: IntrinsicDimensions
    /// The arrangement cell of the container placing the node.
    var arrangedIn: Int
    var horizontal: AxisPlan?
    var vertical: AxisPlan?
    var parentExtent: CellPair
    var ownExtent: CellPair
    var autoSize: CellPair
    var available: CellPair
    var boundingBox: CellPair
    var measurer: Int
    var content: Int
    var childList: Int
    var container: Int
    var arrangement: Int
    var insets: Int
    /// For a row: the arrangement cell of its column parent, for grid alignment.
    var gridColumn: Int
}

/// A cell per axis.
struct CellPair: Sendable {
    var horizontal: Int
    var vertical: Int

    static let none = CellPair(horizontal: -1, vertical: -1)

    subscript(_ axis: Axis) -> Int {
        axis == .horizontal ? horizontal : vertical
    }

    init(horizontal: Int, vertical: Int) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    init(_ cells: [Int?]) {
        self.init(horizontal: cells.first.flatMap { $0 } ?? -1, vertical: cells.count > 1 ? cells[1] ?? -1 : -1)
    }
}

extension Int {
    /// The cell, or `nil` for -1.
    var cell: Int? { self >= 0 ? self : nil }
}
