import TrellisTemplates

/// What a view's constrained children are placed in and beside, as the solver sees it: the
/// parent's bounds and safe area, and the siblings placed by their own attributes.
///
/// Known (laying out), every attribute is a number, but for a size being fitted to the
/// children (``ConstraintLayout/fitsWidth``), a variable pulled towards 0 at
/// ``fittingPriority``. Unknown (checking at build time), the parent's size, its safe area
/// insets and each placed sibling's frame and baselines are variables held at their last
/// known values by optional constraints (``stayPriority``), so the constraints may move
/// them as far as required constraints need.
struct ConstraintSurroundings: Sendable {
    /// The priority unknown surroundings are held at: above every optional constraint a
    /// template writes but the highest, so they yield only to required constraints.
    static let stayPriority = ConstraintPriority(999)
    /// UIKit's `fittingSizeLevel`: how hard `systemLayoutSizeFitting` pulls a size towards
    /// the compressed size 0, below every priority a view has by default.
    static let fittingPriority = ConstraintPriority(50)

    private let direction: LayoutDirection
    private let knowsSurroundings: Bool
    /// The parent's bounds, in its children's coordinates.
    private let bounds: RectExpression
    /// The parent's safe area, in its children's coordinates.
    private let safeArea: RectExpression
    /// The variables standing for placed siblings' frames and baselines, by node (unknown
    /// surroundings, or siblings whose frames a fitting leaves out).
    private var placedViews: [Int: PlacedVariables] = [:]

    init(_ layout: ConstraintLayout, solver: inout ConstraintSolver) {
        direction = layout.direction
        knowsSurroundings = layout.knowsSurroundings
        let size = layout.size
        let insets = layout.safeArea
        guard !layout.knowsSurroundings else {
            let width = layout.fitsWidth ? Self.fitted(in: &solver) : LinearExpression(constant: size.width)
            let height = layout.fitsHeight ? Self.fitted(in: &solver) : LinearExpression(constant: size.height)
            bounds = RectExpression(x: LinearExpression(), y: LinearExpression(), width: width, height: height)
            safeArea = RectExpression(
                x: LinearExpression(constant: insets.left), y: LinearExpression(constant: insets.top),
                width: width.subtracting(LinearExpression(constant: insets.horizontal)),
                height: height.subtracting(LinearExpression(constant: insets.vertical))
            )
            return
        }
        let width = Self.stay(size.width, in: &solver)
        let height = Self.stay(size.height, in: &solver)
        let left = Self.stay(insets.left, in: &solver)
        let top = Self.stay(insets.top, in: &solver)
        let right = Self.stay(insets.right, in: &solver)
        let bottom = Self.stay(insets.bottom, in: &solver)
        bounds = RectExpression(x: LinearExpression(), y: LinearExpression(), width: width, height: height)
        safeArea = RectExpression(
            x: left, y: top, width: width.subtracting(left).subtracting(right), height: height.subtracting(top).subtracting(bottom)
        )
    }

    /// The parent's size as the solver holds it.
    var parentSize: (width: LinearExpression, height: LinearExpression) { (bounds.width, bounds.height) }

    /// An attribute of the parent or its safe area (leading and trailing negated when
    /// `flipped`); `nil` for baselines, which a parent does not offer its children.
    func parent(_ anchor: LayoutAnchor, isSafeArea: Bool, flipped: Bool) -> LinearExpression? {
        edge(anchor, of: isSafeArea ? safeArea : bounds, flipped: flipped)
    }

    /// An attribute of a sibling placed by its own frame (leading and trailing negated when
    /// `flipped`); `nil` for a baseline of a view without text.
    mutating func placed(_ anchor: LayoutAnchor, of view: PlacedView, flipped: Bool, solver: inout ConstraintSolver) -> LinearExpression? {
        guard !knowsSurroundings || view.isUnknown else {
            let frame = RectExpression(view.frame)
            switch anchor {
            case .firstBaseline: return view.firstBaseline.map { LinearExpression(constant: view.frame.y + $0) }
            case .lastBaseline: return view.lastBaseline.map { LinearExpression(constant: view.frame.y + $0) }
            default: return edge(anchor, of: frame, flipped: flipped)
            }
        }
        let variables: PlacedVariables
        if let node = view.node, let known = placedViews[node] {
            variables = known
        } else {
            variables = PlacedVariables(view, solver: &solver)
            if let node = view.node { placedViews[node] = variables }
        }
        switch anchor {
        case .firstBaseline: return variables.frame.y.adding(variables.firstBaseline)
        case .lastBaseline: return variables.frame.y.adding(variables.lastBaseline)
        default: return edge(anchor, of: variables.frame, flipped: flipped)
        }
    }

    /// An attribute of `rect` (leading and trailing negated when `flipped`); `nil` for
    /// baselines.
    private func edge(_ anchor: LayoutAnchor, of rect: RectExpression, flipped: Bool) -> LinearExpression? {
        let left = rect.x
        let right = rect.x.adding(rect.width)
        if flipped, anchor.isDirectional { return (anchor == .leading ? right : left).scaled(by: -1) }
        switch anchor {
        case .left: return left
        case .right: return right
        case .leading: return direction == .leftToRight ? left : right
        case .trailing: return direction == .leftToRight ? right : left
        case .centerX: return rect.x.adding(rect.width.scaled(by: 0.5))
        case .width: return rect.width
        case .top: return rect.y
        case .bottom: return rect.y.adding(rect.height)
        case .centerY: return rect.y.adding(rect.height.scaled(by: 0.5))
        case .height: return rect.height
        case .firstBaseline, .lastBaseline: return nil
        }
    }

    /// A new variable pulled towards 0 at ``fittingPriority``.
    private static func fitted(in solver: inout ConstraintSolver) -> LinearExpression {
        let variable = solver.makeVariable()
        // An optional constraint never conflicts, so this cannot throw.
        _ = try? solver.add(LinearConstraint(LinearExpression(variable), .equal, LinearExpression(), priority: fittingPriority))
        return LinearExpression(variable)
    }

    /// A new variable held at `value` at ``stayPriority``.
    fileprivate static func stay(_ value: Double, in solver: inout ConstraintSolver) -> LinearExpression {
        let variable = solver.makeVariable()
        // An optional constraint never conflicts, so this cannot throw.
        _ = try? solver.add(LinearConstraint(LinearExpression(variable), .equal, LinearExpression(constant: value), priority: stayPriority))
        return LinearExpression(variable)
    }
}

/// A rectangle whose fields are linear expressions.
private struct RectExpression: Sendable {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    init(x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(_ rect: Rect) {
        self.init(
            x: LinearExpression(constant: rect.x), y: LinearExpression(constant: rect.y),
            width: LinearExpression(constant: rect.width), height: LinearExpression(constant: rect.height)
        )
    }
}

/// The variables of a placed sibling whose frame is not known.
private struct PlacedVariables: Sendable {
    var frame: RectExpression
    var firstBaseline: LinearExpression
    var lastBaseline: LinearExpression

    init(_ view: PlacedView, solver: inout ConstraintSolver) {
        frame = RectExpression(
            x: ConstraintSurroundings.stay(view.frame.x, in: &solver), y: ConstraintSurroundings.stay(view.frame.y, in: &solver),
            width: ConstraintSurroundings.stay(view.frame.width, in: &solver),
            height: ConstraintSurroundings.stay(view.frame.height, in: &solver)
        )
        firstBaseline = ConstraintSurroundings.stay(view.firstBaseline ?? 0, in: &solver)
        lastBaseline = ConstraintSurroundings.stay(view.lastBaseline ?? 0, in: &solver)
    }
}
