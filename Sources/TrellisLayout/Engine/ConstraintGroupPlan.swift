import TrellisDiagnostics
import TrellisTemplates

/// How the constrained children of one view are solved: which children, their
/// constraints with the cells their numbers and targets read, and the cells of their
/// intrinsic sizes and own frame attributes (see ``CellKind/constraintGroup(node:)``).
struct ConstraintGroupPlan: Sendable {
    /// The children with constraints, in document order.
    var members: [ConstrainedMember]
    /// Whether the members' measurers, frame attributes and priority reads are recorded.
    var isPrepared = false
    /// Per axis (horizontal, vertical), when the parent's size on it is fitted to the
    /// members (an `auto` size): the members' cells the fitting leaves out, as they read
    /// the size being fitted.
    var fittingExclusions: [Set<Int>?] = [nil, nil]

    init(members: [ConstrainedMember]) {
        self.members = members
    }
}

/// A child of a ``ConstraintGroupPlan``.
struct ConstrainedMember: Sendable {
    var node: Int
    var constraints: [PlannedConstraint]
    /// The measurer giving the intrinsic size and baselines, for a leaf that measures.
    var measurer: Int?
    /// The frame attributes the view sets itself, each a required equality.
    var frameProperties: [FrameAttribute]
    /// The read plans of `contentHuggingPriority` and `contentCompressionResistancePriority`,
    /// horizontal and vertical, when the view sets them.
    var priorities: ContentPriorityReads
}

/// A frame attribute of a constrained view as the constraint it stands for: `left="20"`
/// is `left == 20`, `right="20"` (a distance from the parent's right edge) is
/// `right == parent.right - 20`.
struct FrameAttribute: Sendable {
    /// The attribute constrained.
    var anchor: LayoutAnchor
    /// Whether the value is a distance from the parent's same edge rather than a
    /// coordinate or a length.
    var isFromParentEdge: Bool
    /// Whether the distance runs inwards from an end edge (`right`, `bottom`, `trailing`),
    /// so it is subtracted.
    var isNegated: Bool
    /// The property cell.
    var cell: Int

    /// The attributes read, by key path, with what they stand for; `right` and `bottom`
    /// are coordinates in legacy layout mode (see ``AxisPlan``).
    static func attributes(isLegacy: Bool) -> [(keyPath: String, anchor: LayoutAnchor, isFromParentEdge: Bool, isNegated: Bool)] {
        [
            ("left", .left, false, false), ("top", .top, false, false), ("width", .width, false, false), ("height", .height, false, false),
            ("right", .right, !isLegacy, !isLegacy), ("bottom", .bottom, !isLegacy, !isLegacy),
            ("leading", .leading, true, false), ("trailing", .trailing, true, true),
            ("center.x", .centerX, false, false), ("center.y", .centerY, false, false),
        ]
    }
}

/// The plan slots a member's content priorities are read through (`nil` when unset).
struct ContentPriorityReads: Sendable {
    var huggingHorizontal: Int?
    var huggingVertical: Int?
    var resistanceHorizontal: Int?
    var resistanceVertical: Int?

    /// The key paths, in the order of the fields.
    static let keyPaths = [
        "contentHuggingPriority.horizontal", "contentHuggingPriority.vertical",
        "contentCompressionResistancePriority.horizontal", "contentCompressionResistancePriority.vertical",
    ]

    init(slots: [Int?]) {
        huggingHorizontal = slots[0]
        huggingVertical = slots[1]
        resistanceHorizontal = slots[2]
        resistanceVertical = slots[3]
    }

    var slots: [Int?] { [huggingHorizontal, huggingVertical, resistanceHorizontal, resistanceVertical] }
}

/// A constraint whose numbers and target are read from cells when the group is solved.
struct PlannedConstraint: Sendable {
    var source: LayoutAnchor
    var relation: ConstraintSpec.Relation
    var target: PlannedTarget?
    var multiplier: PlannedNumber
    var constant: PlannedNumber
    var location: SourceSpan
}

/// What a planned constraint relates its view to.
enum PlannedTarget: Sendable {
    case parent(LayoutAnchor)
    case safeArea(LayoutAnchor)
    /// Another member of the group, by its position among the members.
    case member(Int, LayoutAnchor)
    /// A sibling its own attributes place: its frame cells (`4 × node …`) and, for a
    /// baseline, the baseline cell.
    case placed(node: Int, LayoutAnchor, baseline: Int?)
}

/// A number of a planned constraint.
enum PlannedNumber: Sendable {
    case constant(Double)
    /// A compiled expression's cell (a property of kind `constrain`).
    case cell(Int)
}
