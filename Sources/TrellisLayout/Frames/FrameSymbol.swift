/// A quantity of a frame, in the parent's coordinates.
enum FrameQuantity: Hashable, Sendable {
    case minX, midX, maxX, width
    case minY, midY, maxY, height
    case firstBaseline, lastBaseline

    /// The axis the quantity lies on.
    var axis: Axis {
        switch self {
        case .minX, .midX, .maxX, .width: .horizontal
        case .minY, .midY, .maxY, .height, .firstBaseline, .lastBaseline: .vertical
        }
    }

    /// Whether the quantity is a position (an edge, a center or a baseline) rather than a size.
    var isPosition: Bool { self != .width && self != .height }
}

/// Which edge of the parent a position is measured from.
enum EdgeConvention: Hashable, Sendable {
    /// From the left or top edge, growing right or down: a coordinate.
    case fromStart
    /// From the right or bottom edge, growing left or up: the parent's extent minus the
    /// coordinate.
    case fromEnd
}

/// A frame symbol an expression reads or sets (`left`, `trailing`, `center.y`, …): the
/// quantity it names and how its value is measured when read on its own.
///
/// `right` and `bottom` are measured from the parent's right and bottom edges, unless the
/// legacy layout mode makes them coordinates. `leading` is the left edge measured from the
/// left left-to-right, the right edge measured from the right right-to-left; `trailing` the
/// opposite.
struct FrameSymbol: Hashable, Sendable {
    var quantity: FrameQuantity
    var convention: EdgeConvention

    /// The symbol named `name`, or `nil` if it is not a frame symbol.
    init?(_ name: String, direction: LayoutDirection, isLegacy: Bool) {
        let leftToRight = direction == .leftToRight
        switch name {
        case "left": self.init(quantity: .minX, convention: .fromStart)
        case "right": self.init(quantity: .maxX, convention: isLegacy ? .fromStart : .fromEnd)
        case "leading": self.init(quantity: leftToRight ? .minX : .maxX, convention: leftToRight ? .fromStart : .fromEnd)
        case "trailing": self.init(quantity: leftToRight ? .maxX : .minX, convention: leftToRight ? .fromEnd : .fromStart)
        case "center.x": self.init(quantity: .midX, convention: .fromStart)
        case "width": self.init(quantity: .width, convention: .fromStart)
        case "top": self.init(quantity: .minY, convention: .fromStart)
        case "bottom": self.init(quantity: .maxY, convention: isLegacy ? .fromStart : .fromEnd)
        case "center.y": self.init(quantity: .midY, convention: .fromStart)
        case "height": self.init(quantity: .height, convention: .fromStart)
        case "firstBaseline": self.init(quantity: .firstBaseline, convention: .fromStart)
        case "lastBaseline": self.init(quantity: .lastBaseline, convention: .fromStart)
        default: return nil
        }
    }

    init(quantity: FrameQuantity, convention: EdgeConvention) {
        self.quantity = quantity
        self.convention = convention
    }

    /// The convention a read of this symbol uses inside an expression setting `context`:
    /// a position read while setting a position on the same axis is measured the way the
    /// property being set is (`top="previous.bottom"` reads the previous sibling's bottom
    /// edge as a coordinate, `right="#title.right"` as a distance from the right edge, as
    /// Layout does); any other read uses the symbol's own convention.
    func convention(inContext context: FrameSymbol?) -> EdgeConvention {
        guard quantity.isPosition, let context, context.quantity.isPosition, context.quantity.axis == quantity.axis else {
            return convention
        }
        return context.convention
    }
}
