/// How one axis of a node's frame is derived from the expressions the node sets, when the
/// node positions itself (its parent is not a row, column, anchor, stack or scroll
/// container). Fixed once per node when the engine is built; the README section "Frames"
/// lists the rules.
struct AxisPlan: Hashable, Sendable {
    /// Where the size comes from.
    enum Size: Hashable, Sendable {
        /// The `width`/`height` expression (a property cell).
        case expression(Int)
        /// Between two edges: `100% - start - end`, or with a legacy `right`/`bottom`
        /// coordinate as the end, `end - start`.
        case between(start: Int, end: Int, endIsCoordinate: Bool)
        /// `100%` of the parent's content extent.
        case fill
        /// A length the parent gives whatever the node's expressions say: a table's
        /// default row height for a cell template (see
        /// ``ProgramBuilder/listChildPlan(_:in:_:ownPlan:)``).
        case fixed(Double)
        /// The member along the axis (`width` or `height`) of a `CGSize` property cell: a
        /// collection view's `collectionViewLayout.itemSize` for a cell template.
        case sizeMember(Int, Axis)
        /// A table's `rowHeight` (a property cell) for a cell template, when it is not
        /// negative; a negative one (`UITableView.automaticDimension`) lets the row size
        /// itself: `automatic`.
        indirect case rowHeight(Int, automatic: Size)

        /// The cells the size reads.
        var cells: [Int] {
            switch self {
            case let .expression(cell), let .sizeMember(cell, _): [cell]
            case let .between(start, end, _): [start, end]
            case let .rowHeight(cell, automatic): [cell] + automatic.cells
            case .fill, .fixed: []
            }
        }

        /// Whether the size reads the parent's extent directly (`100%`, or a distance from
        /// the end edge).
        var readsParentExtent: Bool {
            switch self {
            case .fill: true
            case let .between(_, _, endIsCoordinate): !endIsCoordinate
            case let .rowHeight(_, automatic): automatic.readsParentExtent
            case .expression, .fixed, .sizeMember: false
            }
        }
    }

    /// Where the origin (left or top edge) comes from.
    enum Origin: Hashable, Sendable {
        /// A distance from the parent's left/top edge: a property cell, or the frame height
        /// cell of a table's header view for its footer view.
        case start(Int)
        /// A distance from the parent's right/bottom edge: `extent - value - size`.
        case end(Int)
        /// A legacy `right`/`bottom` coordinate: `value - size`.
        case endCoordinate(Int)
        /// A center, the layer's position: `value - size × anchor`, the anchor point's
        /// fraction on this axis being 0.5 unless `anchor` gives it (Layout).
        case center(Int, anchor: AnchorPoint?)
        case zero
    }

    /// Where the layer's anchor point is read on one axis.
    enum AnchorPoint: Hashable, Sendable {
        /// A number cell: `layer.anchorPoint.x`.
        case component(Int)
        /// A point cell, read at its member along the axis (`x` or `y`): `layer.anchorPoint`.
        case point(Int, Axis)

        var cell: Int {
            switch self {
            case let .component(cell), let .point(cell, _): cell
            }
        }
    }

    var size: Size
    var origin: Origin

    /// The expressions set on one axis, as property cells: `start` is `left`/`top`,
    /// `end` is `right`/`bottom`, `leading`/`trailing` only exist horizontally.
    struct Inputs: Hashable, Sendable {
        var start: Int?
        var end: Int?
        var leading: Int?
        var trailing: Int?
        var size: Int?
        var center: Int?

        var isEmpty: Bool { start == nil && end == nil && leading == nil && trailing == nil && center == nil }
    }

    /// Derives the plan.
    ///
    /// - Parameters:
    ///   - explicit: what the template sets on this axis.
    ///   - defaults: the manifest's default expressions for this axis; a default position
    ///     applies only when the template sets no position, a default size only when no
    ///     size follows from the template's own expressions.
    ///   - fillsParentByDefault: the root: its size is the canvas unless it sets one itself.
    static func derive(
        explicit: Inputs, defaults: Inputs, direction: LayoutDirection, isLegacy: Bool, fillsParentByDefault: Bool
    ) -> AxisPlan {
        let positions = explicit.isEmpty ? defaults : explicit
        let leftToRight = direction == .leftToRight
        // Distances from the start edge and from the end edge, strongest first.
        let fromStart = positions.start ?? (leftToRight ? positions.leading : positions.trailing)
        let directionalEnd = leftToRight ? positions.trailing : positions.leading
        let fromEnd = isLegacy ? directionalEnd : (positions.end ?? directionalEnd)
        let endCoordinate = isLegacy ? positions.end : nil

        let size: Size
        if let width = explicit.size {
            size = .expression(width)
        } else if let start = fromStart, let end = fromEnd {
            size = .between(start: start, end: end, endIsCoordinate: false)
        } else if let start = fromStart, let end = endCoordinate {
            size = .between(start: start, end: end, endIsCoordinate: true)
        } else if let width = defaults.size, !fillsParentByDefault {
            size = .expression(width)
        } else {
            size = .fill
        }

        let origin: Origin
        if let start = fromStart {
            origin = .start(start)
        } else if let end = fromEnd {
            origin = .end(end)
        } else if let end = endCoordinate {
            origin = .endCoordinate(end)
        } else if let center = positions.center {
            origin = .center(center, anchor: nil)
        } else {
            origin = .zero
        }
        return AxisPlan(size: size, origin: origin)
    }

    /// The cells the plan reads.
    var cells: [Int] {
        var result = size.cells
        switch origin {
        case let .start(cell), let .end(cell), let .endCoordinate(cell), let .center(cell, nil): result.append(cell)
        case let .center(cell, anchor?): result += [cell, anchor.cell]
        case .zero: break
        }
        return result
    }

    /// Whether the plan reads the parent's extent directly (`100%`, or a distance from the
    /// end edge).
    var sizeReadsParentExtent: Bool {
        size.readsParentExtent
    }

    /// Whether the origin reads the parent's extent directly.
    var originReadsParentExtent: Bool {
        if case .end = origin { return true }
        return false
    }
}
