import TrellisDiagnostics
import TrellisTemplates

/// Lays out the constrained children of one view with Auto Layout's semantics: each child
/// has four variables (its frame in the parent's coordinates), its constraints are added
/// to a ``ConstraintSolver`` and its intrinsic size pulls at its hugging and compression
/// resistance priorities.
///
/// Required constraints that cannot hold together are reported, each at its location,
/// and the one refused is left out (as Auto Layout breaks one); a child whose position or
/// size the constraints leave free on an axis draws a warning (Interface Builder's
/// "ambiguous layout").
public struct ConstraintLayout: Sendable {
    public var size: Size
    public var safeArea: EdgeInsets
    public var direction: LayoutDirection
    /// Whether the parent's size and safe area and the frames of the siblings placed by
    /// their own attributes are known (laying out). When they are not (checking at build
    /// time), each is a variable the solver may choose, held only at an optional priority:
    /// a conflict is then reported only when no surroundings resolve it, and a child is
    /// ambiguous only when the surroundings do not place it.
    public var knowsSurroundings: Bool
    /// Whether a child the constraints leave free on an axis draws a warning (off when
    /// some of the constraints are left out, so that the ones solved are not the whole
    /// story).
    public var reportsAmbiguity: Bool
    /// Whether the parent's width (``fitsHeight``: height) is not `size`'s but the
    /// smallest its children's constraints allow, as Auto Layout's
    /// `systemLayoutSizeFitting` with the compressed size: see ``fittingSize(_:)``.
    public var fitsWidth = false
    public var fitsHeight = false

    public init(
        size: Size, safeArea: EdgeInsets = .zero, direction: LayoutDirection = .leftToRight, knowsSurroundings: Bool = true,
        reportsAmbiguity: Bool = true
    ) {
        self.size = size
        self.safeArea = safeArea
        self.direction = direction
        self.knowsSurroundings = knowsSurroundings
        self.reportsAmbiguity = reportsAmbiguity
    }

    /// The frames of `children`, in order, and what went wrong.
    public func solve(_ children: [ConstrainedChild]) -> (frames: [Rect], diagnostics: [Diagnostic]) {
        let solved = solveRetaining(children)
        return (solved.frames, solved.diagnostics)
    }

    /// ``solve(_:)``, keeping the solver for ``update(_:to:)``.
    func solveRetaining(_ children: [ConstrainedChild]) -> (frames: [Rect], diagnostics: [Diagnostic], system: RetainedConstraints) {
        let system = build(children)
        var diagnostics = system.diagnostics
        if reportsAmbiguity {
            for (index, child) in children.enumerated() {
                diagnostics += ambiguities(of: child, system.frames[index], in: system.solver)
            }
        }
        let frames = frames(of: system)
        let retained = RetainedConstraints(layout: self, system: system, frames: frames, isClean: diagnostics.isEmpty)
        return (frames, diagnostics, retained)
    }

    /// The frames of `children` from `retained` (the solver of the same children with
    /// other numbers), moved in place as Auto Layout moves a constraint whose constant
    /// changes: each constraint whose constant alone changed is shifted by the dual
    /// simplex, touching only the rows it reaches. `nil` when that cannot give exactly
    /// what ``solve(_:)`` gives: when anything but constants changed (a constraint, a
    /// relation, a factor, a priority, a size being fitted), when the earlier solve or
    /// the new constants conflict, or when a child is left free (the solution is then
    /// not unique); `retained` is then spent.
    func update(_ retained: inout RetainedConstraints, to children: [ConstrainedChild]) -> [Rect]? {
        guard retained.system.children.count == children.count,
              update(&retained, changing: children.enumerated().map { ($0.offset, $0.element) }) != nil else { return nil }
        return retained.frames
    }

    /// ``update(_:to:)`` for the children at the given positions only, the others being as
    /// `retained` holds them: only those children's constraints are compared, and only the
    /// children whose variables the solver moved are read back and checked for ambiguity.
    /// Returns the positions whose frames changed (``RetainedConstraints/frames`` holds
    /// the new frames); `nil` as ``update(_:to:)``.
    func update(_ retained: inout RetainedConstraints, changing changed: [(position: Int, child: ConstrainedChild)]) -> [Int]? {
        guard retained.isClean, retained.layout.isUpdatable(to: self) else { return nil }
        // Moved in place (a copy would copy the whole tableau); spent unless this succeeds.
        retained.isClean = false
        let frames = retained.system.frames
        for (position, child) in changed {
            guard retained.system.children.indices.contains(position), retained.system.children[position].hasSameShape(as: child) else {
                return nil
            }
            retained.system.children[position] = child
        }
        var surroundings = ConstraintSurroundings(self, solver: &retained.system.solver)
        var diagnostics: [Diagnostic] = []
        retained.system.solver.startRecordingChanges()
        // A refused move stops recording too (the recorded changes are then of no use).
        defer { retained.system.solver.changes = nil }
        for (index, child) in changed {
            for (position, constraint) in child.constraints.enumerated() {
                let held = retained.system.held[index][position]
                guard let linear = linearConstraint(
                    constraint, of: index, children: retained.system.children, frames: frames, surroundings: &surroundings,
                    solver: &retained.system.solver, diagnostics: &diagnostics
                ), let id = held.id, linear.hasSameTerms(as: held.constraint) else { return nil }
                guard linear.expression.constant != held.constraint?.expression.constant else { continue }
                guard (try? retained.system.solver.setConstant(linear.expression.constant, of: id)) != nil else { return nil }
                retained.system.held[index][position].constraint = linear
            }
            if let intrinsic = child.intrinsicSize, let ids = retained.system.intrinsic[index] {
                let lengths = [intrinsic.width, intrinsic.width, intrinsic.height, intrinsic.height]
                for (id, length) in zip(ids, lengths) where retained.system.solver.constraint(id)?.expression.constant != -length {
                    guard (try? retained.system.solver.setConstant(-length, of: id)) != nil else { return nil }
                }
            }
        }
        let changes = retained.system.solver.stopRecordingChanges()
        let solver = retained.system.solver
        if reportsAmbiguity {
            let checked = solver.variablesWithMovedAmbiguity(changes).map { retained.system.owners(of: $0) } ?? Array(frames.indices)
            for index in checked {
                guard ambiguities(of: retained.system.children[index], frames[index], in: solver).isEmpty else { return nil }
            }
        }
        let read = solver.movedVariables(changes).map { retained.system.owners(of: $0) } ?? Array(frames.indices)
        var moved: [Int] = []
        for index in read {
            let frame = self.frame(of: frames[index], in: solver)
            guard frame != retained.frames[index] else { continue }
            retained.frames[index] = frame
            moved.append(index)
        }
        retained.layout = self
        retained.isClean = true
        return moved
    }

    private func frames(of system: ConstraintSystem) -> [Rect] {
        system.frames.map { frame(of: $0, in: system.solver) }
    }

    private func frame(of variables: ChildVariables, in solver: ConstraintSolver) -> Rect {
        Rect(
            x: solver.value(of: variables.x) + 0, y: solver.value(of: variables.y) + 0,
            width: solver.value(of: variables.width) + 0, height: solver.value(of: variables.height) + 0
        )
    }

    /// Whether a solver built with `self` can be moved to `other` by constants alone: the
    /// same direction, surroundings and fitted axes (the parent's size and safe area are
    /// constants of the constraints to the parent).
    private func isUpdatable(to other: ConstraintLayout) -> Bool {
        direction == other.direction && knowsSurroundings && other.knowsSurroundings && !fitsWidth && !fitsHeight
            && !other.fitsWidth && !other.fitsHeight && reportsAmbiguity == other.reportsAmbiguity
    }

    /// The parent's size with ``fitsWidth`` and ``fitsHeight``: on those axes the smallest
    /// the children's constraints and intrinsic sizes allow, the size pulled towards 0 at
    /// UIKit's `fittingSizeLevel` (50), below content hugging and compression resistance;
    /// on the others `size`'s. Conflicts are left to ``solve(_:)`` to report.
    public func fittingSize(_ children: [ConstrainedChild]) -> Size {
        let system = build(children)
        let (width, height) = system.surroundings.parentSize
        return Size(width: system.solver.value(of: width) + 0, height: system.solver.value(of: height) + 0)
    }

    /// The solver holding `children`'s constraints and intrinsic sizes, their variables,
    /// the surroundings, and the constraints refused.
    private func build(_ children: [ConstrainedChild]) -> ConstraintSystem {
        var solver = ConstraintSolver()
        var surroundings = ConstraintSurroundings(self, solver: &solver)
        let frames = children.map { _ in ChildVariables(solver: &solver) }
        var owners: [ConstraintID: (child: Int, constraint: EvaluatedConstraint)] = [:]
        var diagnostics: [Diagnostic] = []
        var held: [[HeldConstraint]] = []
        var intrinsic: [[ConstraintID]?] = []
        for (index, child) in children.enumerated() {
            var heldOfChild: [HeldConstraint] = []
            for constraint in child.constraints {
                guard let linear = linearConstraint(
                    constraint, of: index, children: children, frames: frames, surroundings: &surroundings, solver: &solver,
                    diagnostics: &diagnostics
                ) else {
                    heldOfChild.append(HeldConstraint(id: nil, constraint: nil))
                    continue
                }
                do {
                    let id = try solver.add(linear, isFixed: constraint.isFixed)
                    owners[id] = (index, constraint)
                    heldOfChild.append(HeldConstraint(id: id, constraint: linear))
                } catch {
                    heldOfChild.append(HeldConstraint(id: nil, constraint: linear))
                    diagnostics.append(conflict(error, constraint, of: children[index], owners: owners, children: children))
                }
            }
            held.append(heldOfChild)
            intrinsic.append(child.intrinsicSize.map { addIntrinsicSize($0, of: child, frames[index], to: &solver) })
        }
        return ConstraintSystem(
            solver: solver, frames: frames, surroundings: surroundings, diagnostics: diagnostics, children: children, held: held,
            intrinsic: intrinsic
        )
    }

    // MARK: Constraints

    private func linearConstraint(
        _ constraint: EvaluatedConstraint, of index: Int, children: [ConstrainedChild], frames: [ChildVariables],
        surroundings: inout ConstraintSurroundings, solver: inout ConstraintSolver, diagnostics: inout [Diagnostic]
    ) -> LinearConstraint? {
        // Right to left, leading and trailing run leftwards: between two of them (or one and
        // a constant) an offset moves inwards, as in Auto Layout.
        let flips = direction == .rightToLeft && constraint.source.isDirectional && (constraint.target?.anchor.isDirectional ?? true)
        guard let source = expression(constraint.source, of: children[index], frames[index], flipped: flips) else {
            diagnostics.append(.error(.invalidConstraint, "\(children[index].name) has no baseline to constrain: it shows no text", at: constraint.location))
            return nil
        }
        let related: LinearExpression
        switch constraint.target {
        case nil:
            related = LinearExpression()
        case let .parent(anchor), let .safeArea(anchor):
            let isSafeArea = if case .safeArea = constraint.target { true } else { false }
            guard let value = surroundings.parent(anchor, isSafeArea: isSafeArea, flipped: flips) else {
                diagnostics.append(.error(.invalidConstraint, "the parent has no baseline to constrain to", at: constraint.location))
                return nil
            }
            related = value
        case let .view(view, anchor):
            guard let value = surroundings.placed(anchor, of: view, flipped: flips, solver: &solver) else {
                diagnostics.append(.error(.invalidConstraint, "the view constrained to has no baseline: it shows no text", at: constraint.location))
                return nil
            }
            related = value
        case let .child(other, anchor):
            guard children.indices.contains(other), let value = expression(anchor, of: children[other], frames[other], flipped: flips) else {
                diagnostics.append(.error(.invalidConstraint, "the view constrained to has no baseline: it shows no text", at: constraint.location))
                return nil
            }
            related = value
        }
        let target = LinearExpression(constant: constraint.constant).adding(related.scaled(by: constraint.multiplier))
        let relation: ConstraintRelation = switch constraint.relation {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        }
        return LinearConstraint(source, relation, target, priority: constraint.priority)
    }

    /// An attribute of a child as an expression of its frame's variables (leading and
    /// trailing negated when `flipped`); `nil` for a baseline of a view without text.
    private func expression(_ anchor: LayoutAnchor, of child: ConstrainedChild, _ frame: ChildVariables, flipped: Bool) -> LinearExpression? {
        let leadingIsLeft = direction == .leftToRight
        if flipped, anchor.isDirectional {
            return anchor == .leading ? LinearExpression([(frame.x, -1), (frame.width, -1)]) : LinearExpression([(frame.x, -1)])
        }
        switch anchor {
        case .left: return LinearExpression(frame.x)
        case .right: return LinearExpression([(frame.x, 1), (frame.width, 1)])
        case .leading: return leadingIsLeft ? LinearExpression(frame.x) : LinearExpression([(frame.x, 1), (frame.width, 1)])
        case .trailing: return leadingIsLeft ? LinearExpression([(frame.x, 1), (frame.width, 1)]) : LinearExpression(frame.x)
        case .centerX: return LinearExpression([(frame.x, 1), (frame.width, 0.5)])
        case .width: return LinearExpression(frame.width)
        case .top: return LinearExpression(frame.y)
        case .bottom: return LinearExpression([(frame.y, 1), (frame.height, 1)])
        case .centerY: return LinearExpression([(frame.y, 1), (frame.height, 0.5)])
        case .height: return LinearExpression(frame.height)
        case .firstBaseline: return baselines(of: child).map { LinearExpression([(frame.y, 1)], constant: $0.first) }
        case .lastBaseline: return baselines(of: child).map { LinearExpression([(frame.y, 1)], constant: $0.last) }
        }
    }

    /// A child's baselines; at build time (surroundings unknown) a child whose text is not
    /// known yet is taken to have them (the compiler reports baselines of views that cannot
    /// show text).
    private func baselines(of child: ConstrainedChild) -> (first: Double, last: Double)? {
        child.baselines ?? (knowsSurroundings ? nil : (0, 0))
    }

    /// Content hugging (`≤` the intrinsic size) and compression resistance (`≥`); returns
    /// their IDs (width hugging, width resistance, height hugging, height resistance).
    private func addIntrinsicSize(
        _ intrinsic: Size, of child: ConstrainedChild, _ frame: ChildVariables, to solver: inout ConstraintSolver
    ) -> [ConstraintID] {
        let axes = [
            (frame.width, intrinsic.width, child.hugging.horizontal, child.compressionResistance.horizontal),
            (frame.height, intrinsic.height, child.hugging.vertical, child.compressionResistance.vertical),
        ]
        var ids: [ConstraintID] = []
        for (variable, length, hugging, resistance) in axes {
            // Optional constraints never conflict, so these cannot throw.
            let hug = LinearConstraint(LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: length), priority: hugging)
            let resist = LinearConstraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: length), priority: resistance)
            for constraint in [hug, resist] {
                if let id = try? solver.add(constraint) { ids.append(id) }
            }
        }
        return ids
    }

    // MARK: Diagnostics

    /// Auto Layout's "Unable to simultaneously satisfy constraints", with every
    /// constraint of the conflict at its location.
    private func conflict(
        _ error: ConstraintSolverError, _ refused: EvaluatedConstraint, of child: ConstrainedChild,
        owners: [ConstraintID: (child: Int, constraint: EvaluatedConstraint)], children: [ConstrainedChild]
    ) -> Diagnostic {
        guard case let .unsatisfiable(_, conflict) = error else {
            return .error(.constraintConflict, "the constraints of \(child.name) could not be solved (\(error))", at: refused.location)
        }
        let others = conflict.compactMap { owners[$0] }
        let notes = others.map { owner in
            DiagnosticNote("conflicting constraint of \(children[owner.child].name)", at: owner.constraint.location)
        }
        let count = others.count == 1 ? "another required constraint" : "\(others.count) other required constraints"
        return .error(
            .constraintConflict, "unable to satisfy the constraints of \(child.name): this constraint conflicts with \(count), so it is ignored",
            at: refused.location, notes: notes
        )
    }

    /// A warning for each axis on which the constraints leave the child's position or size
    /// free.
    private func ambiguities(of child: ConstrainedChild, _ frame: ChildVariables, in solver: ConstraintSolver) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (axis, position, length, lengthName) in [
            ("horizontal", frame.x, frame.width, "width"), ("vertical", frame.y, frame.height, "height"),
        ] {
            var free: [String] = []
            if solver.isAmbiguous(position) { free.append("\(axis) position") }
            if solver.isAmbiguous(length) { free.append(lengthName) }
            guard !free.isEmpty else { continue }
            diagnostics.append(.warning(
                .ambiguousLayout, "ambiguous layout: the constraints leave the \(free.joined(separator: " and ")) of \(child.name) free",
                at: child.location
            ))
        }
        return diagnostics
    }
}

/// A solver holding a view's constrained children, with what stands for them in it.
struct ConstraintSystem: Sendable {
    var solver: ConstraintSolver
    var frames: [ChildVariables]
    var surroundings: ConstraintSurroundings
    /// The constraints refused or left out.
    var diagnostics: [Diagnostic]
    /// The children solved.
    var children: [ConstrainedChild]
    /// Per child, per constraint: the constraint as the solver holds it (`id` `nil` when
    /// refused or left out).
    var held: [[HeldConstraint]]
    /// Per child with an intrinsic size, its hugging and compression resistance.
    var intrinsic: [[ConstraintID]?]

    /// The positions of the children owning `variables`, sorted, each once.
    func owners(of variables: [ConstraintVariable]) -> [Int] {
        // A child's four variables are made together, in child order, after the surroundings'.
        guard let first = frames.first?.x.id else { return [] }
        let positions = variables.compactMap { variable -> Int? in
            guard variable.id >= first else { return nil }
            let position = (variable.id - first) / 4
            guard frames.indices.contains(position), frames[position].contains(variable) else { return nil }
            return position
        }
        return Array(Set(positions)).sorted()
    }
}

/// A child's constraint as added to the solver.
struct HeldConstraint: Sendable {
    var id: ConstraintID?
    var constraint: LinearConstraint?
}

/// A solved group of constrained children kept so that new constants can move it in place
/// (see ``ConstraintLayout/update(_:to:)``).
struct RetainedConstraints: Sendable {
    var layout: ConstraintLayout
    var system: ConstraintSystem
    /// The children's frames as last solved.
    var frames: [Rect]
    /// Whether the solve reported nothing (no conflict, no ambiguity), so that moving it
    /// gives what a new solve gives.
    var isClean: Bool
}

extension ConstrainedChild {
    /// Whether `other` has the same constraints but for their constants, the same
    /// priorities and an intrinsic size where this one has one.
    func hasSameShape(as other: ConstrainedChild) -> Bool {
        guard constraints.count == other.constraints.count, (intrinsicSize == nil) == (other.intrinsicSize == nil),
              hugging == other.hugging, compressionResistance == other.compressionResistance,
              (baselines == nil) == (other.baselines == nil) else { return false }
        return zip(constraints, other.constraints).allSatisfy { mine, theirs in
            mine.source == theirs.source && mine.relation == theirs.relation && mine.priority == theirs.priority
                && mine.multiplier == theirs.multiplier && EvaluatedConstraint.Target.haveSameShape(mine.target, theirs.target)
        }
    }
}

extension EvaluatedConstraint.Target {
    /// Whether two targets relate the same attribute of the same view, a placed view's
    /// frame aside (a constant of the constraint).
    fileprivate static func haveSameShape(_ lhs: Self?, _ rhs: Self?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (.view(mine, anchor)?, .view(theirs, otherAnchor)?):
            anchor == otherAnchor && mine.node == theirs.node && mine.isUnknown == theirs.isUnknown
                && (mine.firstBaseline == nil) == (theirs.firstBaseline == nil) && (mine.lastBaseline == nil) == (theirs.lastBaseline == nil)
        case let (mine?, theirs?): mine == theirs
        default: false
        }
    }
}

extension LinearConstraint {
    /// Whether `other` relates the same terms the same way at the same priority (its
    /// constant aside).
    func hasSameTerms(as other: LinearConstraint?) -> Bool {
        guard let other, relation == other.relation, priority == other.priority,
              expression.terms.count == other.expression.terms.count else { return false }
        return zip(expression.terms, other.expression.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }
}

/// The four variables of a child's frame.
struct ChildVariables: Sendable {
    let x: ConstraintVariable
    let y: ConstraintVariable
    let width: ConstraintVariable
    let height: ConstraintVariable

    func contains(_ variable: ConstraintVariable) -> Bool {
        variable == x || variable == y || variable == width || variable == height
    }

    init(solver: inout ConstraintSolver) {
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }
}
