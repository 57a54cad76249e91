import TrellisDiagnostics
import TrellisExpressions
import TrellisTemplates

/// The frames ``ConstraintLayout`` gives a view's constrained children, in member order,
/// and the conflicts and ambiguities it found.
struct SolvedConstraintGroup: Equatable, Sendable {
    var frames: [Rect]
    var diagnostics: [Diagnostic]
    /// Each member's constraints as solved (what `render --debug` draws).
    var constraints: [[EvaluatedConstraint]] = []

    /// Field `field` of the frame of the member at `position` (0 when there is none).
    func frameField(_ field: FrameField, at position: Int) -> Double {
        guard position >= 0, position < frames.count else { return 0 }
        let frame = frames[position]
        switch field {
        case .x: return frame.x.finiteOrZero
        case .y: return frame.y.finiteOrZero
        case .width: return frame.width.layoutLength
        case .height: return frame.height.layoutLength
        }
    }
}

extension CellEvaluator {
    /// Solves the constrained children of `parent` in its content extent, with their
    /// constraints' numbers, the frames of the siblings they are constrained to, their
    /// intrinsic sizes and their own frame attributes as they are now. A constraint whose
    /// number failed is left out (the failure is reported where it is computed). When only
    /// constants changed since the group was last solved, the solver kept from then is
    /// moved in place (Auto Layout's edit of a constant: see
    /// ``ConstraintLayout/update(_:to:)``), else it is solved anew.
    func solvedGroupValue(_ parent: Int) -> SolvedConstraintGroup {
        guard let group = program.constraintGroups[parent] else { return SolvedConstraintGroup(frames: [], diagnostics: []) }
        let layout = groupLayout(parent)
        var isComplete = true
        let children = group.members.map { constrainedChild($0, reading: .everything, isComplete: &isComplete) }
        let constraints = children.map(\.constraints)
        if var retained = retainedGroups.removeValue(forKey: parent), let frames = layout.update(&retained, to: children) {
            retainedGroups[parent] = retained
            return SolvedConstraintGroup(frames: frames, diagnostics: [], constraints: constraints)
        }
        let solved = layout.solveRetaining(children)
        retainedGroups[parent] = solved.system
        return SolvedConstraintGroup(frames: solved.frames, diagnostics: solved.diagnostics, constraints: constraints)
    }

    /// How the constrained children of `parent` are laid out: in its content extent as it
    /// is now.
    func groupLayout(_ parent: Int) -> ConstraintLayout {
        let width = program.nodeSlots[parent].ownExtent.horizontal.cell.map(cellNumber) ?? 0
        let height = program.nodeSlots[parent].ownExtent.vertical.cell.map(cellNumber) ?? 0
        return ConstraintLayout(
            size: Size(width: width, height: height), safeArea: program.options.safeAreaInsets, direction: program.options.direction
        )
    }

    /// What can be known of the constraints of `parent`'s children before any input is:
    /// the conflicts among the constraints whose numbers are constants (whatever the
    /// parent's size, safe area and the siblings placed by their own attributes), and, when
    /// every number is a constant, the children those constraints leave free. Read after
    /// evaluating with no inputs, which computes every constant.
    func buildTimeDiagnostics(_ parent: Int) -> [Diagnostic] {
        guard let group = program.constraintGroups[parent] else { return [] }
        var isComplete = true
        let children = group.members.map { constrainedChild($0, reading: .constants, isComplete: &isComplete) }
        let layout = ConstraintLayout(
            size: .zero, safeArea: program.options.safeAreaInsets, direction: program.options.direction, knowsSurroundings: false,
            reportsAmbiguity: isComplete
        )
        return layout.solve(children).diagnostics
    }

    /// The smallest length of `parent` on `axis` its constrained children fit in (Auto
    /// Layout's fitting size), leaving out the members' cells in `excluded` (they read the
    /// length being fitted) and taking the siblings placed by their own attributes as
    /// unknown; fitting the height, the parent's width is its frame's.
    func fittedGroupLength(_ parent: Int, _ axis: Axis, excluding excluded: Set<Int>) -> Double {
        guard let group = program.constraintGroups[parent] else { return 0 }
        let width = axis == .vertical ? cellNumber(4 * parent + FrameField.width.rawValue) : 0
        var layout = ConstraintLayout(
            size: Size(width: width, height: 0), safeArea: program.options.safeAreaInsets, direction: program.options.direction
        )
        layout.fitsWidth = axis == .horizontal
        layout.fitsHeight = true
        var isComplete = true
        let children = group.members.map { constrainedChild($0, reading: .fitting(excluded: excluded), isComplete: &isComplete) }
        let size = layout.fittingSize(children)
        return axis == .horizontal ? size.width : size.height
    }

    /// Which of a member's cells ``constrainedChild(_:reading:isComplete:)`` reads.
    enum MemberReading {
        /// All of them (laying out).
        case everything
        /// Those that are constants (checking at build time).
        case constants
        /// All but `excluded`, and no sibling's frame (fitting the parent's size).
        case fitting(excluded: Set<Int>)

        /// Whether the number in `cell` is read.
        func reads(_ cell: Int, in evaluator: CellEvaluator) -> Bool {
            switch self {
            case .everything: true
            case .constants: evaluator.isConstantNumber(cell)
            case let .fitting(excluded): !excluded.contains(cell)
            }
        }
    }

    /// A member as the solver sees it. The constraints and frame attributes whose numbers
    /// `reading` leaves out are left out (clearing `isComplete`). Reading constants, a view
    /// that measures its content counts as having an intrinsic size even when the content
    /// is not known yet.
    func constrainedChild(_ member: ConstrainedMember, reading: MemberReading, isComplete: inout Bool) -> ConstrainedChild {
        var constraints: [EvaluatedConstraint] = []
        for attribute in member.frameProperties {
            let cell = attribute.cell
            guard reading.reads(cell, in: self) else {
                isComplete = false
                continue
            }
            guard reach(cell), !failed[cell] else { continue }
            // A constant length or position (`height="10"`) always solves to the same row, so
            // it needs no marker in the tableau: chains of views sized this way stay linear.
            // One measured from the parent's edge moves with the parent's size.
            constraints.append(EvaluatedConstraint(
                source: attribute.anchor, relation: .equal, target: attribute.isFromParentEdge ? .parent(attribute.anchor) : nil,
                constant: attribute.isNegated ? -numbers[cell] : numbers[cell], location: RuntimeDiagnostics.location(of: cell, program: program),
                isFixed: !attribute.isFromParentEdge && isConstantNumber(cell)
            ))
        }
        let placesSiblings: Bool = if case .fitting = reading { false } else { true }
        for planned in member.constraints {
            guard reads(planned.multiplier, reading), reads(planned.constant, reading) else {
                isComplete = false
                continue
            }
            guard let multiplier = number(planned.multiplier), let constant = number(planned.constant) else { continue }
            constraints.append(EvaluatedConstraint(
                source: planned.source, relation: planned.relation, target: planned.target.map { target($0, placesSiblings: placesSiblings) },
                multiplier: multiplier, constant: constant, location: planned.location, isFixed: isFixed(planned)
            ))
        }
        var intrinsicSize: Size?
        var baselines: (first: Double, last: Double)?
        if let measured = measurer(member.measurer)?.measure(nil) {
            intrinsicSize = measured.size
            if let first = measured.firstBaseline, let last = measured.lastBaseline { baselines = (first, last) }
        }
        if case .constants = reading, member.measurer != nil, intrinsicSize == nil { intrinsicSize = .zero }
        let priorities = member.priorities
        return ConstrainedChild(
            name: RuntimeDiagnostics.nodeLabel(member.node, program: program), location: program.nodes[member.node].location,
            constraints: constraints, intrinsicSize: intrinsicSize,
            hugging: (priority(priorities.huggingHorizontal, default: .defaultLow), priority(priorities.huggingVertical, default: .defaultLow)),
            compressionResistance: (
                priority(priorities.resistanceHorizontal, default: .defaultHigh), priority(priorities.resistanceVertical, default: .defaultHigh)
            ),
            baselines: baselines
        )
    }

    /// Whether `reading` reads a planned number.
    private func reads(_ number: PlannedNumber, _ reading: MemberReading) -> Bool {
        switch number {
        case .constant: true
        case let .cell(cell): reading.reads(cell, in: self)
        }
    }

    /// Whether a planned constraint always solves to the same row: numbers that are the same
    /// for every input, and no baseline (a measured offset) on either side.
    private func isFixed(_ planned: PlannedConstraint) -> Bool {
        guard isConstant(planned.multiplier), isConstant(planned.constant), !planned.source.isBaseline else { return false }
        switch planned.target {
        case nil: return true
        case let .member(_, anchor): return !anchor.isBaseline
        case .parent, .safeArea, .placed: return false
        }
    }

    /// Whether a planned number is the same for every input.
    private func isConstant(_ number: PlannedNumber) -> Bool {
        switch number {
        case .constant: true
        case let .cell(cell): isConstantNumber(cell)
        }
    }

    /// Whether the property cell `cell` holds a value that is the same for every input.
    fileprivate func isConstantNumber(_ cell: Int) -> Bool {
        guard case let .property(index) = program.kinds[cell] else { return false }
        return program.propertyValue(index).checkedExpression.isConstantInLayout
    }

    /// A content priority the view sets (rounded, and clamped to 1…1000), else `fallback`.
    private func priority(_ slot: Int?, default fallback: ConstraintPriority) -> ConstraintPriority {
        guard let slot, let value = planValue(slot)?.numberValue, value.isFinite else { return fallback }
        return ConstraintPriority(Int(min(1000, max(1, value)).rounded()))
    }

    /// A planned number's value; `nil` when its expression failed.
    private func number(_ number: PlannedNumber) -> Double? {
        switch number {
        case let .constant(value): return value
        case let .cell(cell):
            guard reach(cell), !failed[cell] else { return nil }
            return numbers[cell]
        }
    }

    /// A planned target with the frames of placed siblings read now (unknown unless
    /// `placesSiblings`).
    private func target(_ planned: PlannedTarget, placesSiblings: Bool) -> EvaluatedConstraint.Target {
        switch planned {
        case let .parent(anchor): return .parent(anchor)
        case let .safeArea(anchor): return .safeArea(anchor)
        case let .member(position, anchor): return .child(position, anchor)
        case let .placed(node, anchor, baseline):
            guard placesSiblings else { return .view(PlacedView(frame: .zero, node: node, isUnknown: true), anchor) }
            let frame = Rect(
                x: cellNumber(4 * node), y: cellNumber(4 * node + 1), width: cellNumber(4 * node + 2), height: cellNumber(4 * node + 3)
            )
            let distance = baseline.map(cellNumber)
            return .view(PlacedView(frame: frame, firstBaseline: distance, lastBaseline: distance, node: node), anchor)
        }
    }
}
