/// A number written in a `constrain` attribute: an expression to check and evaluate, or a
/// system spacing, with its byte range in the attribute value.
public struct ConstraintNumber: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Expression text (`8`, `isCompact ? 8 : 16`).
        case expression(String)
        case systemSpacing(SystemSpacing)
    }

    public var kind: Kind
    public var range: Range<Int>
}

/// One constraint of a `constrain` attribute, after combined targets are expanded:
/// `element.source relation target.anchor × multiplier + constant`, or
/// `element.source relation constant` when there is no target.
public struct ConstraintSpec: Sendable, Hashable {
    public enum Relation: String, Sendable, Hashable {
        case equal = "=="
        case greaterThanOrEqual = ">="
        case lessThanOrEqual = "<="
    }

    public var source: LayoutAnchor
    public var relation: Relation
    /// The target's item and attribute; `nil` for a constant size.
    public var target: (item: ConstraintItem, anchor: LayoutAnchor)?
    /// `at(…)`; `nil` is 1.
    public var multiplier: ConstraintNumber?
    /// The offset, or the size of a constant target; `nil` is 0.
    public var constant: ConstraintNumber?
    /// The byte range of the constraint as written (`;` excluded) in the attribute value.
    public var range: Range<Int>
    /// The byte range of the item, for diagnostics about it (the whole constraint when the
    /// item is implied).
    public var itemRange: Range<Int>
    /// The byte range naming the source attribute: written before `>>`, else the target's
    /// attribute it is implied from (the whole constraint for a combined target or a size).
    public var sourceRange: Range<Int>
    /// The byte range naming the target's attribute (the item when it is implied, the whole
    /// constraint for a combined target or a size).
    public var anchorRange: Range<Int>

    public static func == (lhs: ConstraintSpec, rhs: ConstraintSpec) -> Bool {
        lhs.source == rhs.source && lhs.relation == rhs.relation && lhs.target?.item == rhs.target?.item
            && lhs.target?.anchor == rhs.target?.anchor && lhs.multiplier == rhs.multiplier && lhs.constant == rhs.constant
            && lhs.range == rhs.range && lhs.itemRange == rhs.itemRange && lhs.sourceRange == rhs.sourceRange
            && lhs.anchorRange == rhs.anchorRange
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(relation)
        hasher.combine(target?.item)
        hasher.combine(target?.anchor)
        hasher.combine(multiplier)
        hasher.combine(constant)
        hasher.combine(range)
    }
}

/// A problem in a `constrain` attribute, at a byte range of its value.
public struct ConstraintIssue: Error, Sendable, Hashable {
    public var message: String
    public var range: Range<Int>
    /// The text suggested in place of `range` (a "did you mean" fix-it), if any.
    public var replacement: String?
}
