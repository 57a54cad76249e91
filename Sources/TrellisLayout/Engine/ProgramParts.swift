import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// A node property as the engine evaluates it.
struct PropertyInfo: Sendable {
    var node: Int
    var keyPath: String
    var type: ValueType
    var role: IRPropertyRole
    /// Where the value is in the IR (read through ``PropertyValues``).
    var valueSource: PropertyValueSource
    /// The compiled expression; `nil` for a literal (see ``literal``) or when it could not
    /// be compiled (a diagnostic says why).
    var expression: CompiledExpression?
    /// Whether the value is a Double kept in the number store.
    var isNumber: Bool
    /// Whether the expression is exactly `auto` (set when the expression is compiled: the
    /// IR's typed expression is built once, there).
    var isBareAuto: Bool
    var cell: Int
    /// For a manifest default `width`/`height` the frame does not use (the root fills its
    /// canvas, a container places its children, both edges are set): the frame size cell the
    /// value reports instead of evaluating the default.
    var reportsFrame: Int?
    /// For an expression that is a literal: its value as evaluation stores it (a
    /// ``PropertyCode/number(_:)`` or ``PropertyCode/value(_:)``), compiled to nothing.
    var literal: PropertyCode?
    /// The run of ``LayoutProgram/symbolPlans`` giving the plan slot of each local slot
    /// ``expression`` reads (empty without one).
    var bindings: Range<Int32> = 0..<0
}

/// A `<param>` value.
struct ParameterInfo: Sendable {
    var node: Int
    /// Its index among the node's params in the IR.
    var declaration: Int
    var name: String
    var type: ValueType
    var location: SourceSpan
    /// The value expression; `nil` when the param has none (then the input of the same name
    /// supplies it) or it could not be compiled.
    var expression: CompiledExpression?
    /// The input read when the param has no value.
    var fallbackInput: Int?
    var cell: Int
    /// The run of ``LayoutProgram/symbolPlans`` giving the plan slot of each local slot
    /// ``expression`` reads (empty without one).
    var bindings: Range<Int32> = 0..<0
}

/// A constant or state variable.
struct InputInfo: Sendable {
    var name: String
    var type: ValueType
    /// Every place it is read.
    var locations: [SourceSpan]
    var cell: Int
}

/// A frame quantity of the nearest sibling (before or after a node) that is not hidden:
/// `target` if it is visible, else the same read of `target`'s own neighbour (`further`).
struct SiblingRead: Sendable {
    var target: Int
    var isPrevious: Bool
    var quantity: FrameQuantity
    /// The target's `isHidden` cell and how to read it, if the target sets it.
    var hidden: Int?
    var origin: Int
    var size: Int
    var baseline: Int?
    /// The same read one sibling further, if there is one.
    var further: Int?
}

/// A child's contribution to its parent's bounding box on one axis.
struct BoundingBoxMember: Sendable {
    var child: Int
    var hidden: Int?
    /// The child's origin cell, or `nil` when its position depends on the parent's extent
    /// (it then counts from 0, as Layout does).
    var origin: Int?
    var size: Int
}

/// What a container reads of one child. Cells and plan slots are ``CompactIndex``es: a
/// container reads every child's entry on each evaluation.
struct ArrangedChild: Sendable {
    private let nodeIndex: Int32
    private let measurerCell: Int32
    /// Fixed width and height: explicit `width`/`height` expressions other than a bare
    /// `auto` (property cells).
    let width: CompactIndex
    let height: CompactIndex
    /// Read plans of `weight`, `anchor`, `isDisplayable`, `isHidden`.
    let weight: CompactIndex
    let anchor: CompactIndex
    let displayable: CompactIndex
    let hidden: CompactIndex
    /// For an `LMRowView` child of an `LMColumnView`: its child list, for grid alignment.
    let gridCells: CompactIndex
    /// Whether the fixed size depends on the container's own extent: such a size is left
    /// out when the container measures itself and applied when it places the child.
    let widthIsRelative: Bool
    let heightIsRelative: Bool
    /// The child's own layout policy (its default weight comes from it).
    let policy: LayoutPolicy

    init(
        node: Int, policy: LayoutPolicy, measurer: Int, width: Int?, height: Int?, widthIsRelative: Bool, heightIsRelative: Bool,
        weight: Int?, anchor: Int?, displayable: Int?, hidden: Int?, gridCells: Int?
    ) {
        nodeIndex = Int32(node)
        self.policy = policy
        measurerCell = Int32(measurer)
        self.width = CompactIndex(width)
        self.height = CompactIndex(height)
        self.widthIsRelative = widthIsRelative
        self.heightIsRelative = heightIsRelative
        self.weight = CompactIndex(weight)
        self.anchor = CompactIndex(anchor)
        self.displayable = CompactIndex(displayable)
        self.hidden = CompactIndex(hidden)
        self.gridCells = CompactIndex(gridCells)
    }

    var node: Int { Int(nodeIndex) }
    var measurer: Int { Int(measurerCell) }
}

/// The cells and lists of one node the builder works out and the evaluator looks up by
/// node. Cells that may not exist are kept in 32 bits (-1 for none): a build holds one
/// record per node, and optional `Int`s took three times the space.
struct NodeCells: Sendable {
    /// The content extents of the parent (or the canvas, for the root), per axis.
    var parentExtent = PerAxis(0, 0)
    /// What `auto` falls back to (and wrapping text is offered): the content extent of the
    /// nearest ancestor whose size does not depend on its children, per axis.
    var available = PerAxis(0, 0)
    /// For a container: its children as its algorithm reads them.
    var arranged: [ArrangedChild] = []
    /// For a view positioning its children: their bounding-box members, per axis.
    var boundingBox = PerAxis<[BoundingBoxMember]>([], [])
    /// The node's own content extents, if created.
    var ownExtent = OptionalCellPair()
    /// The node's `auto` cells, if created.
    var autoSize = OptionalCellPair()

    /// The node's bounding-box cells, if created.
    var boundingBoxCells = OptionalCellPair()
    /// The node's cells of these kinds as ``NodeSlots`` keeps them, -1 for none (read and
    /// written as optionals through ``measurer``, ``content``…).
    private(set) var measurerIndex = CompactIndex.absent
    private(set) var contentIndex = CompactIndex.absent
    private(set) var childListIndex = CompactIndex.absent
    private(set) var containerIndex = CompactIndex.absent
    private(set) var arrangementIndex = CompactIndex.absent
    private(set) var insetsIndex = CompactIndex.absent

    /// The node's cells of these kinds, when they exist (recorded as the builder creates them).
    var measurer: Int? {
        get { measurerIndex.index }
        set { measurerIndex = CompactIndex(newValue) }
    }

    var content: Int? {
        get { contentIndex.index }
        set { contentIndex = CompactIndex(newValue) }
    }

    var childList: Int? {
        get { childListIndex.index }
        set { childListIndex = CompactIndex(newValue) }
    }

    var container: Int? {
        get { containerIndex.index }
        set { containerIndex = CompactIndex(newValue) }
    }

    var arrangement: Int? {
        get { arrangementIndex.index }
        set { arrangementIndex = CompactIndex(newValue) }
    }

    var insets: Int? {
        get { insetsIndex.index }
        set { insetsIndex = CompactIndex(newValue) }
    }
}

/// A node's cell of one kind per axis, if created, each kept in 32 bits (-1 for none): a
/// pair of optional `Int`s takes four times the space.
struct OptionalCellPair: Sendable {
    /// Both cells, -1 for none.
    private(set) var pair = CellPair.none

    /// The cell of the axis with ``Axis/index`` `index` (0 horizontal, 1 vertical), if any.
    subscript(_ index: Int) -> Int? {
        get { (index == 0 ? pair.horizontal : pair.vertical).cell }
        set {
            let cell = newValue ?? -1
            pair = index == 0 ? CellPair(horizontal: cell, vertical: pair.vertical) : CellPair(horizontal: pair.horizontal, vertical: cell)
        }
    }
}

extension Axis {
    /// The index of per-axis arrays: 0 horizontal, 1 vertical.
    var index: Int { self == .horizontal ? 0 : 1 }
}
