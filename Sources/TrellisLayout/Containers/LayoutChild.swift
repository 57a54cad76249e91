/// What a child reports when measured: its size and, for text, its baselines.
public struct ChildMeasurement: Hashable, Sendable {
    public var size: Size
    /// Distance from the child's top to its first baseline; `nil` for content without text
    /// (its baseline is then its bottom edge, as for a plain `UIView`).
    public var firstBaseline: Double?
    /// Distance from the child's top to its last baseline; `nil` as for `firstBaseline`.
    public var lastBaseline: Double?

    public init(size: Size, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// One child of a container, as the container algorithms see it: how it measures, and the
/// Lima sizing properties set on it.
///
/// Every numeric field is clamped as `FiniteValues.swift` describes (a NaN fixed size is
/// absent; a negative one is 0; a weight that is not finite and positive is absent).
public struct LayoutChild: Sendable {
    /// Measures the child when offered `proposedWidth` points of width (`nil`: unconstrained).
    /// Called at most a few times per layout; the result's size is clamped.
    public var measure: @Sendable (_ proposedWidth: Double?) -> ChildMeasurement
    /// A fixed width (Lima's and Layout's `width`), beating `weight` in a row.
    public var width: Double?
    /// A fixed height, beating `weight` in a column.
    public var height: Double?
    /// Lima's `weight`: a share of the space left along a row's or column's axis.
    public var weight: Double?
    /// Lima's `anchor`, used by anchor views.
    public var anchor: Anchor
    /// Lima's `isDisplayable` / UIKit's `!isHidden`: when `false`, the child takes no space
    /// and no spacing, and gets no frame.
    public var isDisplayable: Bool
    /// For an `LMRowView` child of a column: its own children, so a grid-aligned column can
    /// match cell widths. `nil` for every other child (grid alignment skips it).
    public var gridCells: [LayoutChild]?

    public init(
        width: Double? = nil, height: Double? = nil, weight: Double? = nil, anchor: Anchor = [],
        isDisplayable: Bool = true, gridCells: [LayoutChild]? = nil,
        measure: @escaping @Sendable (_ proposedWidth: Double?) -> ChildMeasurement
    ) {
        self.measure = measure
        self.width = width
        self.height = height
        self.weight = weight
        self.anchor = anchor
        self.isDisplayable = isDisplayable
        self.gridCells = gridCells
    }

    /// A child whose content size is `size` whatever it is offered (an image, a switch).
    public static func fixedContent(
        _ size: Size, width: Double? = nil, height: Double? = nil, weight: Double? = nil, anchor: Anchor = [],
        isDisplayable: Bool = true
    ) -> LayoutChild {
        LayoutChild(width: width, height: height, weight: weight, anchor: anchor, isDisplayable: isDisplayable) { _ in
            ChildMeasurement(size: size)
        }
    }

    /// An `LMSpacer`: zero content size and weight 1 unless given.
    public static func spacer(weight: Double? = 1, width: Double? = nil, height: Double? = nil) -> LayoutChild {
        fixedContent(.zero, width: width, height: height, weight: weight)
    }
}
