/// How a container places its children: the `layout:` key of a component's manifest
/// (`Registry.layoutPolicies`). A component declared in YAML reuses a
/// policy by naming it, and inherits its superclass's policy when it names none.
public enum LayoutPolicy: String, Hashable, Codable, Sendable, CaseIterable {
    /// Layout's expression frames: children are positioned by their own `top`, `left`, …
    /// expressions (the default).
    case absolute
    /// `LMRowView`: ``BoxLayout`` along the horizontal axis.
    case row
    /// `LMColumnView`: ``BoxLayout`` along the vertical axis.
    case column
    /// `LMAnchorView`: ``AnchorLayout``.
    case anchor
    /// `LMRootView`: ``RootLayout``.
    case root
    /// `LMSpacer`: a leaf with weight 1 unless set and no intrinsic size; its own children,
    /// if any, are positioned as `absolute`.
    case spacer
    /// `UIStackView`: ``StackLayout``.
    case stack
    /// `LMScrollView` / `UIScrollView`: ``ScrollLayout``.
    case scroll
    /// `UITableView` and its controller: children are cells and headers the table places at
    /// run time; in a preview they are positioned as `absolute`.
    case table
    /// `UICollectionView` and its controller: as `table`.
    case collection
    /// `UINavigationController`: children are its view controllers; positioned as `absolute`.
    case navigation
    /// `UITabBarController`: as `navigation`.
    case tabs

    /// The weight a component with this policy has in a row or column when none is set:
    /// 1 for `spacer`, else `nil`.
    public var defaultWeight: Double? {
        self == .spacer ? 1 : nil
    }

    /// The container algorithm with default parameters (Lima's and UIKit's defaults); the
    /// engine then sets the parameters from the node's properties.
    public var defaultContainer: ContainerLayout {
        switch self {
        case .row: .box(BoxLayout(axis: .horizontal))
        case .column: .box(BoxLayout(axis: .vertical))
        case .anchor: .anchor(AnchorLayout())
        case .root: .root(RootLayout())
        case .stack: .stack(StackLayout())
        case .scroll: .scroll(ScrollLayout())
        case .absolute, .spacer, .table, .collection, .navigation, .tabs: .absolute
        }
    }
}

/// A container algorithm with its parameters, so the engine can lay out any container the
/// same way.
public enum ContainerLayout: Hashable, Sendable {
    /// Children carry their own frames (see ``AbsoluteLayout``).
    case absolute
    case box(BoxLayout)
    case anchor(AnchorLayout)
    case root(RootLayout)
    case stack(StackLayout)
    case scroll(ScrollLayout)

    /// The children's frames inside a container of `size`. For `absolute` every frame is
    /// `nil` (the children's expressions decide) and the content size is zero.
    public func layout(_ children: [LayoutChild], in size: Size) -> Arrangement {
        switch self {
        case .absolute: Arrangement(frames: Array(repeating: nil, count: children.count), contentSize: .zero)
        case let .box(layout): layout.layout(children, in: size)
        case let .anchor(layout): layout.layout(children, in: size)
        case let .root(layout): layout.layout(children, in: size)
        case let .stack(layout): layout.layout(children, in: size)
        case let .scroll(layout): layout.layout(children, in: size)
        }
    }

    /// The natural (`auto`) size when offered `proposedWidth`; `nil` for `absolute`, whose
    /// `auto` size is the bounding box of its children's frames
    /// (``AbsoluteLayout/contentSize(of:)``).
    public func measure(_ children: [LayoutChild], proposedWidth: Double?) -> Size? {
        switch self {
        case .absolute: nil
        case let .box(layout): layout.measure(children, proposedWidth: proposedWidth)
        case let .anchor(layout): layout.measure(children, proposedWidth: proposedWidth)
        case let .root(layout): layout.measure(children, proposedWidth: proposedWidth)
        case let .stack(layout): layout.measure(children, proposedWidth: proposedWidth)
        case let .scroll(layout): layout.measure(children, proposedWidth: proposedWidth)
        }
    }
}

/// Layout's `auto` size for a view whose children position themselves.
public enum AbsoluteLayout {
    /// The size from the container's origin to the farthest right and bottom edges of
    /// `frames` (children at negative positions add nothing); non-finite values count as 0.
    public static func contentSize(of frames: [Rect]) -> Size {
        var size = Size.zero
        for frame in frames {
            size.width = max(size.width, (frame.x + frame.width).layoutLength)
            size.height = max(size.height, (frame.y + frame.height).layoutLength)
        }
        return size
    }
}
