/// Lima's `LMRootView`: a margin-independent root whose children are pinned to its edges,
/// not its margins, with room reserved at the top and bottom.
///
/// Rules (Lima's `LMRootView` constraints):
/// 1. Each displayable child's top is `topPadding` below the view's top, its bottom
///    `bottomPadding` above the view's bottom, and its leading and trailing edges are the
///    view's: every child fills the same box, and later children are drawn on top.
/// 2. Margins (`margin`, `topMargin`, …) play no part.
/// 3. A fixed `width`/`height` is kept, at the box's left or top edge (as an anchor view keeps
///    a child anchored to every edge).
/// 4. Natural (`auto`) size: the largest child width, and the largest child height (measured
///    at the proposed width) plus both paddings.
/// 5. A padding that is negative or not finite is 0; children with `isDisplayable == false`
///    get no frame and do not count.
public struct RootLayout: Hashable, Sendable {
    public var topPadding: Double
    public var bottomPadding: Double

    public init(topPadding: Double = 0, bottomPadding: Double = 0) {
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
    }

    /// The children's frames inside a root view of `size`, and its natural size at that width.
    public func layout(_ children: [LayoutChild], in size: Size) -> Arrangement {
        let size = size.clamped
        let top = topPadding.layoutLength
        let box = Size(width: size.width, height: max(0, size.height - top - bottomPadding.layoutLength))
        let frames: [Rect?] = children.map { child in
            guard child.isDisplayable else { return nil }
            return Rect(x: 0, y: top, width: child.width.fixedLength ?? box.width, height: child.height.fixedLength ?? box.height)
        }
        return Arrangement(frames: frames, contentSize: measure(children, proposedWidth: size.width))
    }

    /// The natural (`auto`) size when offered `proposedWidth` (`nil`: unconstrained).
    public func measure(_ children: [LayoutChild], proposedWidth: Double?) -> Size {
        var size = Size.zero
        for child in children where child.isDisplayable {
            let fixedWidth = child.width.fixedLength
            let measured = child.measure(fixedWidth ?? proposedWidth.layoutLimit).size.clamped
            size.width = max(size.width, fixedWidth ?? measured.width)
            size.height = max(size.height, child.height.fixedLength ?? measured.height)
        }
        size.height += topPadding.layoutLength + bottomPadding.layoutLength
        return size.clamped
    }
}
