import TrellisDiagnostics

extension CellEvaluator {
    /// How many cells of a group may be computing inside each other before evaluation
    /// stops with a diagnostic (each level costs a few stack frames).
    static let maximumNesting = 128

    /// Computes every cell of group `group`, on demand from the first, detecting the cycles
    /// the values take. Returns the members whose value changed.
    func computeGroup(_ group: Int) -> [Int] {
        let members = program.order.groups[group]
        for member in members { progress[member] = 1 }
        groupDiagnostics[group] = nil
        inGroup = true
        currentGroup = group
        reportedCycles = []
        changedInGroup = []
        for member in members where progress[member] == 1 {
            compute(inGroup: member)
        }
        inGroup = false
        stack = []
        return changedInGroup
    }

    /// Computes a pending group member now; `false` when it is already being computed
    /// further out (the read closes a cycle, reported here) or nesting is too deep.
    func ensure(_ cell: Int) -> Bool {
        switch progress[cell] {
        case 0: return true
        case 2:
            reportCycle(closingAt: cell)
            return false
        default:
            guard stack.count < Self.maximumNesting else {
                reportTooDeep(at: cell)
                return false
            }
            compute(inGroup: cell)
            return true
        }
    }

    /// Computes a group member, tracking it as in progress and recording whether it changed.
    private func compute(inGroup cell: Int) {
        progress[cell] = 2
        stack.append(cell)
        if compute(cell) { changedInGroup.append(cell) }
        stack.removeLast()
        progress[cell] = 0
    }

    private func reportCycle(closingAt cell: Int) {
        guard let start = stack.lastIndex(of: cell) else { return }
        let path = Array(stack[start...]) + [cell]
        let key = Array(Set(path.map(cycleStep))).sorted()
        guard reportedCycles.insert(key).inserted else { return }
        groupDiagnostics[currentGroup, default: []].append(RuntimeDiagnostics.cycle(path, program: program))
    }

    /// The cell standing for `cell` when telling cycles apart: the frame fields of a
    /// constrained view are all read from its constraint group, so two paths through the
    /// group that differ only in which field they read are one cycle.
    private func cycleStep(_ cell: Int) -> Int {
        guard case let .frame(node, _) = program.kinds[cell] else { return cell }
        let group = Int(program.constrainedIn[node])
        return group >= 0 ? group : cell
    }

    private func reportTooDeep(at cell: Int) {
        let key = [-1]
        guard reportedCycles.insert(key).inserted else { return }
        groupDiagnostics[currentGroup, default: []].append(RuntimeDiagnostics.tooDeep(cell, program: program))
    }
}
