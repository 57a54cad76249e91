/// One value of the engine's dependency graph. Every cell is computed from the cells it
/// depends on, once per evaluation, in dependency order; `setState` recomputes only the
/// cells downstream of a changed input.
enum CellKind: Hashable, Sendable {
    /// A constant or state variable (``LayoutProgram/inputs``).
    case input(Int)
    /// The size the root is laid out in, per axis.
    case canvas(Axis)
    /// A `<param>` value (``LayoutProgram/parameters``).
    case parameter(Int)
    /// A property expression of a node (``LayoutProgram/properties``).
    case property(Int)
    /// A node's frame in its parent's coordinates.
    case frame(node: Int, FrameField)
    /// A node's content width or height as a parent: what its children's `100%` and
    /// `parent.width` are (its size, less the adjusted content inset of a scroll view).
    case extent(node: Int, Axis)
    /// A node's `auto` width or height.
    case autoSize(node: Int, Axis)
    /// The bounding box of a node's absolutely positioned children, per axis.
    case boundingBox(node: Int, Axis)
    /// The distance from a node's top to its first or last baseline.
    case baseline(node: Int, BaselineKind)
    /// A frame quantity of the nearest sibling that is not hidden
    /// (``LayoutProgram/siblingReads``).
    case sibling(Int)
    /// What a node's intrinsic size depends on (``MeasurableContent``).
    case content(node: Int)
    /// How a node measures when a container offers it a width.
    case measurer(node: Int)
    /// The children of a container as its algorithm sees them (``LayoutChild``).
    case childList(node: Int)
    /// A container's algorithm with its parameters (``ContainerLayout``).
    case container(node: Int)
    /// Where a container puts its children.
    case arrangement(node: Int)
    /// A scroll view's adjusted content inset.
    case insets(node: Int)
    /// The frames the constraint solver gives a view's children that have constraints.
    case constraintGroup(node: Int)

    /// Where the cell's value lives.
    var storage: CellStorage {
        switch self {
        case .input, .parameter, .property: .value
        case .canvas, .frame, .extent, .autoSize, .boundingBox, .baseline, .sibling: .number
        case .content: .content
        case .measurer: .measurer
        case .childList: .childList
        case .container: .container
        case .arrangement: .arrangement
        case .insets: .insets
        case .constraintGroup: .constraintGroup
        }
    }

    /// The node the cell belongs to, if any.
    var node: Int? {
        switch self {
        case .input, .canvas, .parameter, .property, .sibling: nil
        case let .frame(node, _), let .extent(node, _), let .autoSize(node, _), let .boundingBox(node, _),
             let .baseline(node, _), let .content(node), let .measurer(node), let .childList(node),
             let .container(node), let .arrangement(node), let .insets(node), let .constraintGroup(node):
            node
        }
    }
}

/// A field of a frame.
enum FrameField: Int, Hashable, Sendable, CaseIterable {
    case x, y, width, height

    /// Every field, stored once (`allCases` builds a new array on each call).
    static let all = allCases
}

/// Which baseline.
enum BaselineKind: Hashable, Sendable {
    case first, last
}

/// The stores of cell values, one typed array each.
enum CellStorage: Int, Hashable, Sendable, CaseIterable {
    /// A `Double`, indexed by the cell itself.
    case number
    /// A ``Value`` (inputs, params, properties that are not numbers).
    case value
    case content
    case measurer
    case childList
    case container
    case arrangement
    case insets
    case constraintGroup
}
