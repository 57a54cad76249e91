import TrellisExpressions

/// How the engine answers one symbol an expression reads, fixed when the expression is
/// compiled: the slot the compiled expression reads is the plan's index, so evaluation
/// never looks a name up.
enum ReadPlan: Hashable, Sendable {
    /// The value of an input, parameter or non-numeric property cell.
    case value(cell: Int)
    /// A number cell (a numeric property, a frame size, an extent).
    case number(cell: Int)
    /// A value known when the engine is built (an unset property's default, a missing
    /// sibling's frame).
    case constant(Value)
    /// A member of a struct-valued cell (`contentInset.top` when `contentInset` is set).
    case member(cell: Int, path: [String], fallback: Value)
    /// A struct assembled from the members a node sets (`contentInset` when only
    /// `contentInset.top` is set), over an optional whole value.
    case composite(base: Int?, zero: Value, members: [CompositeMember])
    /// A frame quantity of a node, measured by `convention`.
    case frame(FrameRead)
    /// A frame quantity of the nearest visible sibling (a ``CellKind/sibling(_:)`` cell,
    /// NaN when there is none, which reads as 0), measured by `convention`.
    case sibling(cell: Int, quantity: FrameQuantity, convention: EdgeConvention, extent: Int)
    /// A frame quantity of the parent's box in the reader's coordinates (the parent's
    /// left and top are 0, its width and height are its content extents; `extent` is the
    /// extent along the quantity's axis, `baseline` the parent's baseline offset).
    case parentBox(quantity: FrameQuantity, convention: EdgeConvention, extent: Int, baseline: Int?)
    /// `intrinsicContentSize` (or a member of it): the measurer asked with no width proposal.
    case intrinsicSize(measurer: Int, path: [String])
    /// A computed `contentSize` (or a member of it): the bounding box of a scroll view's
    /// children, or a scroll container's content size (number cells).
    case contentSize(width: Int, height: Int, path: [String])
    /// `adjustedContentInset` of a scroll view (or a member of it).
    case insets(cell: Int, path: [String])
    /// A member UIKit computes from the rect another plan reads (`layer.contentsCenter.maxX`;
    /// see ``Value/rectMember(_:)``).
    indirect case rectMember(ReadPlan, name: String)
}

/// A member a composite read takes from a property cell.
struct CompositeMember: Hashable, Sendable {
    var path: [String]
    var cell: Int
}

/// A frame quantity of a node read by an expression.
struct FrameRead: Hashable, Sendable {
    var node: Int
    var quantity: FrameQuantity
    var convention: EdgeConvention
    /// The cells the quantity is computed from: x or y, width or height, baseline offset.
    var origin: Int
    var size: Int
    var baseline: Int?
    /// The extent a distance from the end edge is measured against.
    var extent: Int
}

extension FrameQuantity {
    /// Whether computing the quantity needs the frame's size.
    var readsSize: Bool {
        switch self {
        case .minX, .minY, .firstBaseline, .lastBaseline: false
        case .midX, .midY, .maxX, .maxY, .width, .height: true
        }
    }

    /// The quantity from a frame's origin, size and baseline offset along its axis.
    func value(origin: Double, size: Double, baseline: Double) -> Double {
        switch self {
        case .minX, .minY: origin
        case .midX, .midY: origin + size / 2
        case .maxX, .maxY: origin + size
        case .width, .height: size
        case .firstBaseline, .lastBaseline: origin + baseline
        }
    }
}

extension EdgeConvention {
    /// A coordinate measured by this convention in a parent `extent` long.
    func measure(_ coordinate: Double, extent: Double) -> Double {
        switch self {
        case .fromStart: coordinate
        case .fromEnd: extent - coordinate
        }
    }
}

extension ReadPlan {
    /// The cells the plan reads.
    var cells: [Int] {
        switch self {
        case let .value(cell), let .number(cell), let .member(cell, _, _), let .insets(cell, _): return [cell]
        case .constant: return []
        case let .composite(base, _, members): return (base.map { [$0] } ?? []) + members.map(\.cell)
        case let .frame(read):
            var cells: [Int] = []
            if read.quantity.readsSize { cells.append(read.size) }
            if read.quantity.isPosition { cells.append(read.origin) }
            if let baseline = read.baseline { cells.append(baseline) }
            if read.quantity.isPosition, read.convention == .fromEnd { cells.append(read.extent) }
            return cells
        case let .sibling(cell, quantity, convention, extent):
            return quantity.isPosition && convention == .fromEnd ? [cell, extent] : [cell]
        case let .parentBox(quantity, convention, extent, baseline):
            switch quantity {
            case .firstBaseline, .lastBaseline: return (baseline.map { [$0] } ?? []) + (convention == .fromEnd ? [extent] : [])
            case .minX, .minY: return convention == .fromEnd ? [extent] : []
            default: return [extent]
            }
        case let .intrinsicSize(measurer, _): return [measurer]
        case let .contentSize(width, height, _): return [width, height]
        case let .rectMember(rect, _): return rect.cells
        }
    }
}
