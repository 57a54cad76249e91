import TrellisDiagnostics
import TrellisTemplates

/// A constraint of a view with its numbers evaluated: `view.source relation
/// target × multiplier + constant`, or `view.source relation constant` without a target.
public struct EvaluatedConstraint: Sendable, Hashable {
    /// What a constraint relates its view to, among the parent's children.
    public enum Target: Sendable, Hashable {
        /// An attribute of the parent, in the children's coordinates.
        case parent(LayoutAnchor)
        /// An attribute of the parent's safe area.
        case safeArea(LayoutAnchor)
        /// An attribute of another child, by its position among the children solved.
        case child(Int, LayoutAnchor)
        /// An attribute of a sibling the constraints do not place, at the frame it has.
        case view(PlacedView, LayoutAnchor)

        /// The attribute related to.
        public var anchor: LayoutAnchor {
            switch self {
            case let .parent(anchor), let .safeArea(anchor), let .child(_, anchor), let .view(_, anchor): anchor
            }
        }
    }

    public var source: LayoutAnchor
    public var relation: ConstraintSpec.Relation
    public var target: Target?
    public var multiplier: Double
    public var constant: Double
    public var priority: ConstraintPriority
    /// The constraint as written, for diagnostics.
    public var location: SourceSpan?
    /// Whether its numbers are the same for every input and its target's position takes no
    /// constant: it is then held without a marker and never moved (see
    /// ``ConstraintSolver/add(_:isFixed:)``); a retained solve whose fixed constraint would
    /// change is solved anew.
    public var isFixed: Bool

    public init(
        source: LayoutAnchor, relation: ConstraintSpec.Relation, target: Target?, multiplier: Double = 1, constant: Double = 0,
        priority: ConstraintPriority = .required, location: SourceSpan? = nil, isFixed: Bool = false
    ) {
        self.source = source
        self.relation = relation
        self.target = target
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
        self.isFixed = isFixed
    }
}

/// A child of a view whose frame the constraints give.
public struct ConstrainedChild: Sendable {
    /// How diagnostics name the view (`UILabel 'title'`).
    public var name: String
    /// The view's element, where ambiguity is reported.
    public var location: SourceSpan?
    public var constraints: [EvaluatedConstraint]
    /// The measured content size, held by content hugging and compression resistance;
    /// `nil` when the view has none.
    public var intrinsicSize: Size?
    /// `contentHuggingPriority` (UIKit's default 250) on each axis.
    public var hugging: (horizontal: ConstraintPriority, vertical: ConstraintPriority)
    /// `contentCompressionResistancePriority` (UIKit's default 750) on each axis.
    public var compressionResistance: (horizontal: ConstraintPriority, vertical: ConstraintPriority)
    /// The first and last baselines, measured from the top; `nil` when the view has no text.
    public var baselines: (first: Double, last: Double)?

    public init(
        name: String, location: SourceSpan? = nil, constraints: [EvaluatedConstraint], intrinsicSize: Size? = nil,
        hugging: (horizontal: ConstraintPriority, vertical: ConstraintPriority) = (.defaultLow, .defaultLow),
        compressionResistance: (horizontal: ConstraintPriority, vertical: ConstraintPriority) = (.defaultHigh, .defaultHigh),
        baselines: (first: Double, last: Double)? = nil
    ) {
        self.name = name
        self.location = location
        self.constraints = constraints
        self.intrinsicSize = intrinsicSize
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.baselines = baselines
    }
}

/// A sibling of the constrained children whose frame is already known (its own attributes
/// give it), as a constraint's target.
public struct PlacedView: Sendable, Hashable {
    /// The frame, in the parent's coordinates.
    public var frame: Rect
    /// The distances from the top to the first and last baselines; `nil` without text.
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    /// Which view it is (its node), so that constraints to the same view share its
    /// variables when its frame is not known; `nil` when unnamed.
    public var node: Int?
    /// Whether the frame is not known yet (a size being fitted decides it): the solver
    /// then treats it as it treats unknown surroundings.
    public var isUnknown: Bool

    public init(frame: Rect, firstBaseline: Double? = nil, lastBaseline: Double? = nil, node: Int? = nil, isUnknown: Bool = false) {
        self.frame = frame
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.node = node
        self.isUnknown = isUnknown
    }
}
