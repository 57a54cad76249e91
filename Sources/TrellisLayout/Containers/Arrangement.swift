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
