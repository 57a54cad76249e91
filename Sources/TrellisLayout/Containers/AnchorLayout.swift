/// Lima's `LMAnchorView`: each child is placed on its own, by its ``LayoutChild/anchor``.
///
/// Rules:
/// 1. `leading`/`trailing` become `left`/`right` (left-to-right) or `right`/`left`
///    (right-to-left); margins follow the same direction.
/// 2. An anchored edge is pinned to the inner box (the bounds inset by the margins).
/// 3. Anchored to both edges of an axis, the child stretches between them; to one edge, it
///    keeps its measured size at that edge; to neither, it keeps its measured size and is
///    centered on the container's bounds (not the inner box), as Lima's `centerX == centerX`.
/// 4. A fixed `width`/`height` is always kept (a child anchored to both edges with a fixed
///    size sits at the first edge: left, or top).
/// 5. Children are measured at the inner width (their fixed width if set).
/// 6. Later children are drawn on top of earlier ones (frames are returned in child order).
/// 7. Natural (`auto`) size: on each axis, the largest of each child's size plus the margins
///    of the edges it is anchored to.
/// 8. Children with `isDisplayable == false` get no frame and do not count.
public struct AnchorLayout: Hashable, Sendable {
    public var margins: DirectionalEdgeInsets
    public var direction: LayoutDirection

    public init(margins: DirectionalEdgeInsets = .zero, direction: LayoutDirection = .leftToRight) {
        self.margins = margins
        self.direction = direction
    }

    /// The children's frames inside a container of `size`, and its natural size at that width.
    public func layout(_ children: [LayoutChild], in size: Size) -> Arrangement {
        let size = size.clamped
        return arrange(children, width: size.width, height: size.height)
    }

    /// The natural (`auto`) size when offered `proposedWidth` (`nil`: unconstrained).
    public func measure(_ children: [LayoutChild], proposedWidth: Double?) -> Size {
        arrange(children, width: proposedWidth.layoutLimit, height: nil).contentSize
    }

    private func arrange(_ children: [LayoutChild], width: Double?, height: Double?) -> Arrangement {
        let insets = margins.resolved(for: direction).finite
        let innerWidth = width.map { max(0, $0 - insets.horizontal) }
        let innerHeight = height.map { max(0, $0 - insets.vertical) }
        var frames = [Rect?](repeating: nil, count: children.count)
        var natural = Size.zero
        var measuredSizes: [(index: Int, size: Size, anchor: Anchor)] = []
        var cache = MeasurementCache(children)
        for index in children.indices where children[index].isDisplayable {
            let child = children[index]
            let anchor = physical(child.anchor)
            let fixedWidth = child.width.fixedLength
            let fixedHeight = child.height.fixedLength
            let measured = cache.measure(index, fixedWidth ?? innerWidth).size
            let size = Size(width: fixedWidth ?? measured.width, height: fixedHeight ?? measured.height)
            natural.width = max(natural.width, size.width + (anchor.contains(.left) ? insets.left : 0) + (anchor.contains(.right) ? insets.right : 0))
            natural.height = max(natural.height, size.height + (anchor.contains(.top) ? insets.top : 0) + (anchor.contains(.bottom) ? insets.bottom : 0))
            measuredSizes.append((index, size, anchor))
        }
        let outerWidth = width ?? natural.width
        let outerHeight = height ?? natural.height
        for (index, size, anchor) in measuredSizes {
            let child = children[index]
            let horizontal = Self.place(
                size.width, isFixed: child.width.fixedLength != nil, start: anchor.contains(.left), end: anchor.contains(.right),
                startInset: insets.left, endInset: insets.right, outer: outerWidth, inner: innerWidth ?? max(0, outerWidth - insets.horizontal)
            )
            let vertical = Self.place(
                size.height, isFixed: child.height.fixedLength != nil, start: anchor.contains(.top), end: anchor.contains(.bottom),
                startInset: insets.top, endInset: insets.bottom, outer: outerHeight, inner: innerHeight ?? max(0, outerHeight - insets.vertical)
            )
            frames[index] = Rect(x: horizontal.origin, y: vertical.origin, width: horizontal.length, height: vertical.length)
        }
        return Arrangement(frames: frames, contentSize: natural.clamped)
    }

    /// `leading`/`trailing` replaced by the physical edges they mean in ``direction``.
    private func physical(_ anchor: Anchor) -> Anchor {
        var result = anchor.intersection([.top, .bottom, .left, .right])
        let isLeftToRight = direction == .leftToRight
        if anchor.contains(.leading) { result.insert(isLeftToRight ? .left : .right) }
        if anchor.contains(.trailing) { result.insert(isLeftToRight ? .right : .left) }
        return result
    }

    /// Origin and length on one axis.
    private static func place(
        _ length: Double, isFixed: Bool, start: Bool, end: Bool, startInset: Double, endInset: Double, outer: Double, inner: Double
    ) -> (origin: Double, length: Double) {
        switch (start, end) {
        case (true, true): (startInset, isFixed ? length : inner)
        case (true, false): (startInset, length)
        case (false, true): (outer - endInset - length, length)
        case (false, false): ((outer - length) / 2, length)
        }
    }
}
