@testable import TrellisLayout

/// A child whose content is `width × height` whatever it is offered.
func box(
    _ width: Double, _ height: Double, fixedWidth: Double? = nil, fixedHeight: Double? = nil, weight: Double? = nil,
    anchor: Anchor = [], isDisplayable: Bool = true
) -> LayoutChild {
    LayoutChild.fixedContent(
        Size(width: width, height: height), width: fixedWidth, height: fixedHeight, weight: weight, anchor: anchor,
        isDisplayable: isDisplayable
    )
}

/// A child with content `width × height` and the given baselines.
func textBox(_ width: Double, _ height: Double, first: Double, last: Double) -> LayoutChild {
    LayoutChild { _ in ChildMeasurement(size: Size(width: width, height: height), firstBaseline: first, lastBaseline: last) }
}

/// A child that wraps like a paragraph `textWidth` points long in 20-point lines: offered
/// `w`, it is `min(textWidth, w)` wide and `ceil(textWidth / w) × 20` tall.
func paragraph(_ textWidth: Double, weight: Double? = nil) -> LayoutChild {
    LayoutChild(weight: weight) { proposed in
        guard let proposed, proposed > 0, proposed < textWidth else { return ChildMeasurement(size: Size(width: textWidth, height: 20)) }
        return ChildMeasurement(size: Size(width: proposed, height: (textWidth / proposed).rounded(.up) * 20))
    }
}

/// `Rect` shorthand.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
