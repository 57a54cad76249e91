import TrellisTemplates

/// Moving a solved constraint group in place on a state change, at the cost of what the
/// change touches: only the members that read a changed cell are read again, only their
/// constraints are compared with the kept solver's, and only the members whose variables
/// the solver moved are placed again.
extension CellEvaluator {
    /// Moves the kept solver of `parent`'s group to the cells changed so far in the running
    /// update and patches its solved group (stored at `index`) in place. Returns the
    /// positions of the members whose frames changed.
    ///
    /// `nil` when the group is to be computed by ``solvedGroupValue(_:)`` instead: outside
    /// an incremental update or inside a cycle, with no kept solver, when the parent's
    /// extent changed, when more cells changed than the group has members (re-reading all
    /// of them is then no dearer), and whenever ``ConstraintLayout/update(_:changing:)``
    /// refuses (then the kept solver is spent and the group is solved anew).
    func movedGroupMembers(_ parent: Int, at index: Int) -> [Int]? {
        guard let log = updateLog, !inGroup, let group = program.constraintGroups[parent], let kept = retainedGroups[parent] else {
            return nil
        }
        let layout = groupLayout(parent)
        guard kept.layout.size == layout.size, log.count <= group.members.count else { return nil }
        let readers = constraintGroupReaders(parent, group)
        var positions = Set<Int>()
        for cell in log {
            guard !readers.readByAll.contains(cell) else { return nil }
            positions.formUnion(readers.members[cell] ?? [])
        }
        guard !positions.isEmpty, var retained = retainedGroups.removeValue(forKey: parent) else { return nil }
        var isComplete = true
        let changed = positions.sorted().map { position in
            (position: position, child: constrainedChild(group.members[position], reading: .everything, isComplete: &isComplete))
        }
        guard let moved = layout.update(&retained, changing: changed) else { return nil }
        retainedGroups[parent] = retained
        for (position, child) in changed where solvedGroups[index].constraints.indices.contains(position) {
            solvedGroups[index].constraints[position] = child.constraints
        }
        for position in moved where solvedGroups[index].frames.indices.contains(position) {
            solvedGroups[index].frames[position] = retained.frames[position]
        }
        return moved
    }

    /// Which members of `parent`'s group read which cells, built once.
    private func constraintGroupReaders(_ parent: Int, _ group: ConstraintGroupPlan) -> ConstraintGroupReaders {
        if let known = constraintReaders[parent] { return known }
        let readers = ConstraintGroupReaders(group, parent: parent, program: program)
        constraintReaders[parent] = readers
        return readers
    }

    /// The dependents of the constraint group `cell`, split into each member's frame cells
    /// and the rest, built once.
    func constraintGroupDependents(_ cell: Int) -> ConstraintGroupDependents {
        if let known = constraintDependents[cell] { return known }
        var dependents = ConstraintGroupDependents(others: [], frames: [])
        for dependent in program.dependents[cell] {
            guard case let .frame(node, _) = program.kinds[dependent], Int(program.constrainedIn[node]) == cell else {
                dependents.others.append(dependent)
                continue
            }
            let position = Int(program.constrainedPosition[node])
            if dependents.frames.count <= position {
                dependents.frames.append(contentsOf: repeatElement([], count: position + 1 - dependents.frames.count))
            }
            dependents.frames[position].append(dependent)
        }
        constraintDependents[cell] = dependents
        return dependents
    }
}

/// The cells each member of a constraint group reads as ``CellEvaluator/constrainedChild(_:reading:isComplete:)``
/// reads it: its measurer, frame attributes, content priorities and constraint numbers,
/// the frames and baselines of the placed siblings it is constrained to, and the measurer
/// of a member whose baseline it is constrained to.
struct ConstraintGroupReaders: Sendable {
    /// The members reading each cell, by position.
    var members: [Int: [Int]] = [:]
    /// The cells every member reads in effect: the parent's extents.
    var readByAll: Set<Int> = []

    init(_ group: ConstraintGroupPlan, parent: Int, program: LayoutProgram) {
        readByAll = Set([program.nodeSlots[parent].ownExtent.horizontal, program.nodeSlots[parent].ownExtent.vertical].filter { $0 >= 0 })
        for (position, member) in group.members.enumerated() {
            var cells = member.measurer.map { [$0] } ?? []
            cells += member.frameProperties.map(\.cell)
            for slot in member.priorities.slots.compactMap(\.self) { cells += program.plans[slot].cells }
            for constraint in member.constraints {
                for number in [constraint.multiplier, constraint.constant] {
                    if case let .cell(cell) = number { cells.append(cell) }
                }
                switch constraint.target {
                case let .placed(node, _, baseline):
                    cells += FrameField.all.map { 4 * node + $0.rawValue }
                    if let baseline { cells.append(baseline) }
                case let .member(other, anchor) where anchor == .firstBaseline || anchor == .lastBaseline:
                    if group.members.indices.contains(other), let measurer = group.members[other].measurer { cells.append(measurer) }
                case .member, .parent, .safeArea, nil:
                    break
                }
            }
            for cell in Set(cells) { members[cell, default: []].append(position) }
        }
    }
}

/// The dependents of a constraint group's cell: each member's frame cells, by position,
/// and the others.
struct ConstraintGroupDependents: Sendable {
    var others: [Int]
    var frames: [[Int]]
}
