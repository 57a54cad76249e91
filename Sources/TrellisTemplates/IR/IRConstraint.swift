import TrellisDiagnostics

/// A constraint of a node's `constrain` attribute, checked: `node.source relation
/// target.anchor × multiplier + constant`, or `node.source relation constant` without a
/// target.
public struct IRConstraint: Sendable, Hashable {
    /// The attribute of the node constrained.
    public var source: LayoutAnchor
    public var relation: ConstraintSpec.Relation
    /// The item and attribute related to; `nil` for a constant size.
    public var target: Target?
    /// `at(…)`; `nil` is 1.
    public var multiplier: IRConstraintNumber?
    /// The offset or constant size; `nil` is 0.
    public var constant: IRConstraintNumber?
    /// The constraint as written inside the attribute value.
    public var location: SourceSpan

    /// What a constraint relates its node to.
    public struct Target: Sendable, Hashable {
        public var item: ConstraintItem
        /// The node `item` refers to (`nil` for the parent, or the root's parent or safe area).
        public var node: Int?
        public var anchor: LayoutAnchor

        public init(item: ConstraintItem, node: Int?, anchor: LayoutAnchor) {
            self.item = item
            self.node = node
            self.anchor = anchor
        }
    }

    public init(
        source: LayoutAnchor, relation: ConstraintSpec.Relation, target: Target?, multiplier: IRConstraintNumber?,
        constant: IRConstraintNumber?, location: SourceSpan
    ) {
        self.source = source
        self.relation = relation
        self.target = target
        self.multiplier = multiplier
        self.constant = constant
        self.location = location
    }
}

/// A number of a constraint: a checked expression, or a system spacing the layout options
/// give.
public enum IRConstraintNumber: Sendable, Hashable {
    case value(IRValue)
    case systemSpacing(SystemSpacing)
}

extension ConstraintItem {
    /// The item as the IR writes it: `parent`, `safeArea`, `previous`, `next` or `#id`.
    var irName: String {
        switch self {
        case .parent: "parent"
        case .parentSafeArea: "safeArea"
        case .previous: "previous"
        case .next: "next"
        case let .id(name): "#\(name)"
        }
    }

    init?(irName: String) {
        switch irName {
        case "parent": self = .parent
        case "safeArea": self = .parentSafeArea
        case "previous": self = .previous
        case "next": self = .next
        default:
            guard irName.hasPrefix("#"), irName.count > 1 else { return nil }
            self = .id(String(irName.dropFirst()))
        }
    }
}
