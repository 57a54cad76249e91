/// Lima's `LMScrollView`: its content (each displayable child, normally one) is sized to
/// the scroll view on the axes it is fitted to, and to its own natural size otherwise.
///
/// Rules:
/// 1. The content area is the scroll view's size minus `contentInset`.
/// 2. With `isFitToWidth`, the content is as wide as the content area (and measured at that
///    width, so text wraps); otherwise it takes its natural width, measured unconstrained.
/// 3. With `isFitToHeight`, the content is as tall as the content area; otherwise it takes
///    its natural height at its width.
/// 4. A fixed `width`/`height` on the content is kept.
/// 5. Content frames are in content coordinates, at the origin; ``Arrangement/contentSize``
///    is the scroll view's `contentSize`: the largest content extent on each axis.
/// 6. Natural (`auto`) size: the content's natural size plus `contentInset`.
public struct ScrollLayout: Hashable, Sendable {
    public var isFitToWidth: Bool
    public var isFitToHeight: Bool
    /// The adjusted content inset (`contentInset`, plus the safe area when adjusted).
    public var contentInset: EdgeInsets

    public init(isFitToWidth: Bool = false, isFitToHeight: Bool = false, contentInset: EdgeInsets = .zero) {
        self.isFitToWidth = isFitToWidth
        self.isFitToHeight = isFitToHeight
        self.contentInset = contentInset
    }

    /// The content frames inside a scroll view of `size`, and the resulting `contentSize`.
    public func layout(_ children: [LayoutChild], in size: Size) -> Arrangement {
        let size = size.clamped
        let inset = contentInset.finite
        let area = Size(width: max(0, size.width - inset.horizontal), height: max(0, size.height - inset.vertical))
        var cache = MeasurementCache(children)
        var frames = [Rect?](repeating: nil, count: children.count)
        var contentSize = Size.zero
        for index in children.indices where children[index].isDisplayable {
            let child = children[index]
            let fixedWidth = child.width.fixedLength
            let fixedHeight = child.height.fixedLength
            let width = fixedWidth ?? (isFitToWidth ? area.width : cache.measure(index, nil).size.width)
            let height = fixedHeight ?? (isFitToHeight ? area.height : cache.measure(index, width).size.height)
            frames[index] = Rect(x: 0, y: 0, width: width, height: height)
            contentSize = Size(width: max(contentSize.width, width), height: max(contentSize.height, height))
        }
        return Arrangement(frames: frames, contentSize: contentSize)
    }

    /// The natural (`auto`) size: the content's natural size plus `contentInset`.
    public func measure(_ children: [LayoutChild], proposedWidth: Double?) -> Size {
        let inset = contentInset.finite
        let areaWidth = proposedWidth.layoutLimit.map { max(0, $0 - inset.horizontal) }
        var size = Size.zero
        for child in children where child.isDisplayable {
            let fixedWidth = child.width.fixedLength
            let proposal = fixedWidth ?? (isFitToWidth ? areaWidth : nil)
            let measured = child.measure(proposal).size.clamped
            size.width = max(size.width, fixedWidth ?? measured.width)
            size.height = max(size.height, child.height.fixedLength ?? measured.height)
        }
        return Size(width: max(0, size.width + inset.horizontal), height: max(0, size.height + inset.vertical))
    }
}
