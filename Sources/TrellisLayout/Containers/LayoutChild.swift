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

/// The edges of an `LMAnchorView` a child is pinned to (Lima's `LMAnchor`).
public struct Anchor: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let top = Anchor(rawValue: 1 << 0)
    public static let bottom = Anchor(rawValue: 1 << 1)
    public static let left = Anchor(rawValue: 1 << 2)
    public static let right = Anchor(rawValue: 1 << 3)
    public static let leading = Anchor(rawValue: 1 << 4)
    public static let trailing = Anchor(rawValue: 1 << 5)
    /// Every edge, as the Lima manifest's `all` (top, bottom, leading, trailing).
    public static let all: Anchor = [.top, .bottom, .leading, .trailing]

    /// The option named `name` as the `LMAnchor` manifest type spells it (`top`, …,
    /// `none`, `all`), or `nil`.
    public init?(named name: String) {
        switch name {
        case "top": self = .top
        case "bottom": self = .bottom
        case "left": self = .left
        case "right": self = .right
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "none": self = []
        case "all": self = .all
        default: return nil
        }
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

/// Where a container put its children, and how big its content is.
public struct Arrangement: Hashable, Sendable {
    /// One frame per child, in the container's coordinates and the children's order;
    /// `nil` for a child that is not displayable (or, for `absolute`, every child: their
    /// frames come from their own expressions).
    public var frames: [Rect?]
    /// The content size: what the container's `auto` size is (rows, columns, anchors,
    /// stacks: its natural size at the given width), or a scroll view's `contentSize`.
    public var contentSize: Size
    /// For a grid-aligned column: per child, the widths its cells must take (indexed by the
    /// row's displayable cells; `nil` where a cell keeps its own width), or `nil` for a child
    /// that is not an aligned row. Empty for every other container.
    public var gridCellWidths: [[Double?]?]

    public init(frames: [Rect?], contentSize: Size, gridCellWidths: [[Double?]?] = []) {
        self.frames = frames
        self.contentSize = contentSize
        self.gridCellWidths = gridCellWidths
    }
}

/// Measures each child at most once per proposal within one layout call.
///
/// Children are usually measured once, sometimes twice: the first measurement of each child
/// is kept in a flat array, later ones in a small dictionary.
struct MeasurementCache {
    private typealias Entry = (proposal: Double?, measurement: ChildMeasurement)

    private let children: [LayoutChild]
    private var first: [Entry?]
    private var more: [Int: [Entry]] = [:]

    init(_ children: [LayoutChild]) {
        self.children = children
        self.first = Array(repeating: nil, count: children.count)
    }

    /// Child `index` measured at `proposal`, with its size clamped and its baselines finite.
    mutating func measure(_ index: Int, _ proposal: Double?) -> ChildMeasurement {
        if let entry = first[index] {
            if entry.proposal == proposal { return entry.measurement }
            if let cached = more[index]?.first(where: { $0.proposal == proposal }) { return cached.measurement }
        }
        let raw = children[index].measure(proposal)
        let measured = ChildMeasurement(
            size: raw.size.clamped,
            firstBaseline: raw.firstBaseline.flatMap { $0.isFinite ? $0.finiteOrZero : nil },
            lastBaseline: raw.lastBaseline.flatMap { $0.isFinite ? $0.finiteOrZero : nil }
        )
        if first[index] == nil {
            first[index] = (proposal, measured)
        } else {
            more[index, default: []].append((proposal, measured))
        }
        return measured
    }
}
