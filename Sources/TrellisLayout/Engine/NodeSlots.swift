/// The cells and facts of one node the evaluator reads on every computation, as plain
/// values (no strings or arrays), so reading them never copies or retains anything. Cells
/// are stored as 32-bit indexes and absent ones are -1: every cell of a node reads its
/// slots, and a compact record (80 bytes) takes two cache lines, not four.
struct NodeSlots: Sendable {
    private let storedPosition: Int32
    private let storedArrangedIn: Int32
    private let storedMeasurer: Int32
    private let storedContent: Int32
    private let storedChildList: Int32
    private let storedContainer: Int32
    private let storedArrangement: Int32
    private let storedInsets: Int32
    private let storedGridColumn: Int32
    let parentExtent: CellPair
    let ownExtent: CellPair
    let autoSize: CellPair
    let available: CellPair
    let boundingBox: CellPair
    let policy: LayoutPolicy
    let hasChildren: Bool
    let isScrollView: Bool
    private let storedIntrinsicDimensions: UInt8

    init(
        position: Int, policy: LayoutPolicy, hasChildren: Bool, isScrollView: Bool, intrinsicDimensions: IntrinsicDimensions,
        arrangedIn: Int, parentExtent: CellPair, ownExtent: CellPair, autoSize: CellPair, available: CellPair,
        boundingBox: CellPair, measurer: Int, content: Int, childList: Int, container: Int, arrangement: Int, insets: Int,
        gridColumn: Int
    ) {
        storedPosition = Int32(position)
        self.policy = policy
        self.hasChildren = hasChildren
        self.isScrollView = isScrollView
        storedIntrinsicDimensions = UInt8(truncatingIfNeeded: intrinsicDimensions.rawValue)
        storedArrangedIn = Int32(arrangedIn)
        self.parentExtent = parentExtent
        self.ownExtent = ownExtent
        self.autoSize = autoSize
        self.available = available
        self.boundingBox = boundingBox
        storedMeasurer = Int32(measurer)
        storedContent = Int32(content)
        storedChildList = Int32(childList)
        storedContainer = Int32(container)
        storedArrangement = Int32(arrangement)
        storedInsets = Int32(insets)
        storedGridColumn = Int32(gridColumn)
    }

    /// The node's index among its parent's children.
    var position: Int { Int(storedPosition) }
    var intrinsicDimensions: IntrinsicDimensions { IntrinsicDimensions(rawValue: Int(storedIntrinsicDimensions)) }
    /// The arrangement cell of the container placing the node.
    var arrangedIn: Int { Int(storedArrangedIn) }
    var measurer: Int { Int(storedMeasurer) }
    var content: Int { Int(storedContent) }
    var childList: Int { Int(storedChildList) }
    var container: Int { Int(storedContainer) }
    var arrangement: Int { Int(storedArrangement) }
    var insets: Int { Int(storedInsets) }
    /// For a row: the arrangement cell of its column parent, for grid alignment.
    var gridColumn: Int { Int(storedGridColumn) }
}

/// A cell per axis (-1 for none), stored as 32-bit indexes.
struct CellPair: Sendable {
    private let storedHorizontal: Int32
    private let storedVertical: Int32

    static let none = CellPair(horizontal: -1, vertical: -1)

    var horizontal: Int { Int(storedHorizontal) }
    var vertical: Int { Int(storedVertical) }

    subscript(_ axis: Axis) -> Int {
        axis == .horizontal ? horizontal : vertical
    }

    init(horizontal: Int, vertical: Int) {
        storedHorizontal = Int32(horizontal)
        storedVertical = Int32(vertical)
    }

    init(_ cells: [Int?]) {
        self.init(horizontal: cells.first.flatMap { $0 } ?? -1, vertical: cells.count > 1 ? cells[1] ?? -1 : -1)
    }
}

extension Int {
    /// The cell, or `nil` for -1.
    var cell: Int? { self >= 0 ? self : nil }
}
