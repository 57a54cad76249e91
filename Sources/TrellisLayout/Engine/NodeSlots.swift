/// The cells and facts of one node the evaluator reads on every computation, as plain
/// values (no strings or arrays), so reading them never copies or retains anything. Cells
/// are ``CompactIndex``es: every cell of a node reads its slots, and a compact record
/// (80 bytes) takes two cache lines, not four.
struct NodeSlots: Sendable {
    private let storedPosition: Int32
    /// The arrangement cell of the container placing the node.
    let arrangedIn: CompactIndex
    let measurer: CompactIndex
    let content: CompactIndex
    let childList: CompactIndex
    let container: CompactIndex
    let arrangement: CompactIndex
    let insets: CompactIndex
    /// For a row: the arrangement cell of its column parent, for grid alignment.
    let gridColumn: CompactIndex
    let parentExtent: CellPair
    let ownExtent: CellPair
    let autoSize: CellPair
    let available: CellPair
    let boundingBox: CellPair
    let policy: LayoutPolicy
    /// ``NodeInfo/isSizedAsLeaf``.
    let isSizedAsLeaf: Bool
    let isScrollView: Bool
    private let storedIntrinsicDimensions: UInt8

    /// The slots of a node with `cells`; `arrangedIn` and `gridColumn` are cells of its
    /// parent. The cells are borrowed (a copy would retain each of their lists).
    init(
        position: Int, policy: LayoutPolicy, isSizedAsLeaf: Bool, isScrollView: Bool, intrinsicDimensions: IntrinsicDimensions,
        arrangedIn: CompactIndex, gridColumn: CompactIndex, cells: borrowing NodeCells
    ) {
        storedPosition = Int32(position)
        self.policy = policy
        self.isSizedAsLeaf = isSizedAsLeaf
        self.isScrollView = isScrollView
        storedIntrinsicDimensions = UInt8(truncatingIfNeeded: intrinsicDimensions.rawValue)
        self.arrangedIn = arrangedIn
        parentExtent = CellPair(cells.parentExtent)
        ownExtent = cells.ownExtent.pair
        autoSize = cells.autoSize.pair
        available = CellPair(cells.available)
        boundingBox = cells.boundingBoxCells.pair
        measurer = cells.measurerIndex
        content = cells.contentIndex
        childList = cells.childListIndex
        container = cells.containerIndex
        arrangement = cells.arrangementIndex
        insets = cells.insetsIndex
        self.gridColumn = gridColumn
    }

    /// The node's index among its parent's children.
    var position: Int { Int(storedPosition) }
    var intrinsicDimensions: IntrinsicDimensions { IntrinsicDimensions(rawValue: Int(storedIntrinsicDimensions)) }
}

/// A cell or plan-slot index kept in 32 bits (-1 for none): the records evaluation reads
/// for every node and every arranged child hold several, and compact records take fewer
/// cache lines.
struct CompactIndex: Sendable {
    private let stored: Int32

    init(_ index: Int?) {
        stored = index.map { Int32($0) } ?? -1
    }

    /// No index.
    static var absent: CompactIndex { CompactIndex(nil) }

    /// The index, or `nil` for none.
    var index: Int? { stored >= 0 ? Int(stored) : nil }
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

    /// The pair of per-axis cells that all exist (no conversion to optionals).
    init(_ cells: PerAxis<Int>) {
        self.init(horizontal: cells.horizontal, vertical: cells.vertical)
    }
}

extension Int {
    /// The cell, or `nil` for -1.
    var cell: Int? { self >= 0 ? self : nil }
}
