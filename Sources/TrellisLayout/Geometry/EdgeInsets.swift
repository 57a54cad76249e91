/// Insets for the four physical edges, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Codable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    /// Every inset made finite (NaN and infinities become 0; negative insets are kept).
    var finite: EdgeInsets {
        EdgeInsets(top: top.finiteOrZero, left: left.finiteOrZero, bottom: bottom.finiteOrZero, right: right.finiteOrZero)
    }
}

/// Insets whose horizontal edges follow the layout direction (UIKit's
/// `NSDirectionalEdgeInsets`, Lima's `leadingMargin` / `trailingMargin`).
public struct DirectionalEdgeInsets: Hashable, Codable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Lima's margins: `margin` applies to every edge that has no value of its own;
    /// an edge with neither is 0.
    public init(margin: Double?, top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        let all = margin ?? 0
        self.init(top: top ?? all, leading: leading ?? all, bottom: bottom ?? all, trailing: trailing ?? all)
    }

    /// The physical insets: leading is the left edge left-to-right, the right edge
    /// right-to-left.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}
