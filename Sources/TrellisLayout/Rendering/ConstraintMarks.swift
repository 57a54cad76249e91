import TrellisTemplates

/// One constraint of a view as `render --debug` draws it, in the view's coordinates: a line
/// from the view's attribute to the attribute it is related to, with a dot where the line
/// ends on another view or the parent (the edge it is pinned to) and a label giving what
/// is not 1 or 0 (`≥`, `× 0.5`, `8`).
struct ConstraintMark: Hashable, Sendable {
    var from: Point
    var to: Point
    var label: String?
    var isPinned: Bool
}

/// The marks of a constrained view's constraints.
///
/// A position (an edge, a center, a baseline) is a line along its axis through the middle
/// of the view, from the view's attribute to the target's: the parent's, the safe area's,
/// a sibling's, or the parent's origin for a coordinate the view's own attributes give
/// (`left="20"`). A size is a line across the view at three quarters of the other axis,
/// from one edge to the other. Baselines, whose distance from the top the result does not
/// keep, are drawn where the constraint puts them relative to the other end.
struct ConstraintMarks {
    let result: LayoutResult
    let direction: LayoutDirection

    /// The marks of node `index`, one per constraint, in order.
    func marks(of index: Int) -> [ConstraintMark] {
        let node = result.node(index)
        let frame = node.frame
        let siblings = result.constrainedSiblings(of: index)
        let parentBounds = Rect(origin: .zero, size: node.parent.map { result.node($0).frame.size } ?? result.size)
        return result.constraints(of: index).map { constraint in
            let anchor = constraint.source
            let label = Self.label(constraint)
            if anchor.isDimension {
                let isWidth = anchor == .width
                let across = isWidth ? frame.height * 0.75 : frame.width * 0.75
                let length = isWidth ? frame.width : frame.height
                return ConstraintMark(
                    from: isWidth ? Point(x: 0, y: across) : Point(x: across, y: 0),
                    to: isWidth ? Point(x: length, y: across) : Point(x: across, y: length), label: label, isPinned: false
                )
            }
            var targetValue: Double?
            switch constraint.target {
            case nil: targetValue = 0
            case let .parent(target): targetValue = value(target, of: parentBounds)
            case let .safeArea(target): targetValue = value(target, of: parentBounds.inset(by: result.safeAreaInsets))
            case let .child(position, target):
                guard position < siblings.count else { break }
                targetValue = value(target, of: result.node(siblings[position]).frame)
            case let .view(view, target):
                targetValue = switch target {
                case .firstBaseline: view.firstBaseline.map { view.frame.y + $0 }
                case .lastBaseline: view.lastBaseline.map { view.frame.y + $0 }
                default: value(target, of: view.frame)
                }
            }
            var sourceValue = value(anchor, of: frame)
            if sourceValue == nil, let targetValue { sourceValue = constraint.multiplier * targetValue + constraint.constant }
            let middle = anchor.isHorizontal ? frame.midY : frame.midX
            let start = sourceValue ?? middle
            let end = targetValue ?? (constraint.multiplier == 0 ? start : (start - constraint.constant) / constraint.multiplier)
            let (from, to) = anchor.isHorizontal
                ? (Point(x: start - frame.x, y: frame.height / 2), Point(x: end - frame.x, y: frame.height / 2))
                : (Point(x: frame.width / 2, y: start - frame.y), Point(x: frame.width / 2, y: end - frame.y))
            return ConstraintMark(from: from, to: to, label: label, isPinned: true)
        }
    }

    /// An attribute of `rect` in its coordinates; `nil` for baselines.
    private func value(_ anchor: LayoutAnchor, of rect: Rect) -> Double? {
        switch anchor {
        case .left: rect.minX
        case .right: rect.maxX
        case .leading: direction == .leftToRight ? rect.minX : rect.maxX
        case .trailing: direction == .leftToRight ? rect.maxX : rect.minX
        case .centerX: rect.midX
        case .width: rect.width
        case .top: rect.minY
        case .bottom: rect.maxY
        case .centerY: rect.midY
        case .height: rect.height
        case .firstBaseline, .lastBaseline: nil
        }
    }

    /// `≥ × 0.5 8`: the relation unless `==`, the factor unless 1, the offset or size
    /// unless a 0 offset; `nil` when nothing is left.
    private static func label(_ constraint: EvaluatedConstraint) -> String? {
        var parts: [String] = []
        switch constraint.relation {
        case .equal: break
        case .greaterThanOrEqual: parts.append("≥")
        case .lessThanOrEqual: parts.append("≤")
        }
        if constraint.target != nil, constraint.multiplier != 1 { parts.append("× " + SVGNumber.format(constraint.multiplier)) }
        if constraint.target == nil || constraint.constant != 0 { parts.append(SVGNumber.format(constraint.constant)) }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
