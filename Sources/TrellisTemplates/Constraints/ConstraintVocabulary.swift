import TrellisExpressions

/// An attribute of a view that a constraint relates (Auto Layout's layout attributes).
public enum LayoutAnchor: String, CaseIterable, Sendable, Hashable {
    case left, right, top, bottom, leading, trailing, centerX, centerY, width, height, firstBaseline, lastBaseline

    /// The axis the attribute lies on.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: true
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: false
        }
    }

    /// Width and height; every other attribute is a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Leading and trailing, which Auto Layout never relates to left and right.
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Left and right.
    public var isAbsolute: Bool { self == .left || self == .right }

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// What a constraint's target refers to (GetLaid's items).
public enum ConstraintItem: Sendable, Hashable {
    /// The element's parent.
    case parent
    /// The parent's safe area (`safeArea`, `parent.safeArea`; GetLaid's `parentSafeArea`).
    case parentSafeArea
    /// The previous sibling.
    case previous
    /// The next sibling.
    case next
    /// The node with this `id`.
    case id(String)
}

/// A combination of attributes constrained at once, with the offset labels it takes in
/// GetLaid's counter-clockwise order.
enum CombinedTarget: String, CaseIterable {
    case all, allButTop, allButLeading, allButLeft, allButBottom, allButTrailing, allButRight, center, size

    /// The attributes constrained, each with the label of its offset (none for `size`).
    var members: [(anchor: LayoutAnchor, label: String?)] {
        switch self {
        case .all: [(.top, "topOffset"), (.leading, "leadingOffset"), (.bottom, "bottomOffset"), (.trailing, "trailingOffset")]
        case .allButTop: [(.leading, "leadingOffset"), (.bottom, "bottomOffset"), (.trailing, "trailingOffset")]
        case .allButLeading: [(.top, "topOffset"), (.bottom, "bottomOffset"), (.trailing, "trailingOffset")]
        case .allButLeft: [(.top, "topOffset"), (.bottom, "bottomOffset"), (.right, "rightOffset")]
        case .allButBottom: [(.top, "topOffset"), (.leading, "leadingOffset"), (.trailing, "trailingOffset")]
        case .allButTrailing: [(.top, "topOffset"), (.leading, "leadingOffset"), (.bottom, "bottomOffset")]
        case .allButRight: [(.top, "topOffset"), (.left, "leftOffset"), (.bottom, "bottomOffset")]
        case .center: [(.centerX, "xOffset"), (.centerY, "yOffset")]
        case .size: [(.width, nil), (.height, nil)]
        }
    }
}

/// The system spacings GetLaid exposes (8 points on iOS, as GetLaid measured).
public enum SystemSpacing: String, CaseIterable, Sendable, Hashable {
    case systemSpacing, systemSiblingSpacing, systemParentSpacing

    /// How an expression in a constraint reads the spacing (`offset(-systemSpacing)`): a
    /// read-only symbol of the node, which the layout core answers from its options.
    public var reference: SymbolReference { .node(.this, keyPath: rawValue) }

    /// The spacing a reference reads, `nil` for any other reference.
    public init?(reference: SymbolReference) {
        guard case let .node(.this, keyPath) = reference, let spacing = SystemSpacing(rawValue: keyPath) else { return nil }
        self = spacing
    }
}
