extension CellEvaluator {
    /// Computes every cell, in dependency order.
    func evaluateAll() {
        cellDiagnostics = [:]
        groupDiagnostics = [:]
        retainedGroups = [:]
        // The steps are read in order, one after the other: what each cell is comes with
        // it, not from arrays indexed by cell (which the order visits out of sequence).
        program.steps.withUnsafeBufferPointer { steps in
            for step in steps {
                let cell = Int(step.cell)
                if step.group < 0 {
                    // A property starts from nothing the evaluation is in the middle of: it
                    // needs no state saved around it.
                    if step.entry >= 0 {
                        _ = computeProperty(cell, entryAt: Int(step.entry))
                    } else {
                        compute(cell, kind: step.kind)
                    }
                } else if program.order.groups[Int(step.group)].first == cell {
                    _ = computeGroup(Int(step.group))
                }
            }
        }
    }

    /// Recomputes what depends on `changed` cells (already stored), in dependency order,
    /// stopping wherever a recomputed value is unchanged. Gives the values a full
    /// evaluation would: every cell is a function of the cells it depends on, and a cell is
    /// recomputed whenever one of them changed.
    ///
    /// The cells that changed are logged (``updateLog``) so that a constraint group can
    /// re-read only its members that read them; a group moved in place names the members
    /// whose frames moved (``movedMembers``), and only their frames are recomputed.
    func update(changed: [Int]) {
        let order = program.order
        updateLog = changed
        defer { updateLog = nil }
        for cell in changed { enqueueDependents(of: cell) }
        var computedGroups: Set<Int> = []
        while let rank = queue.pop() {
            let cell = Int(order.order[Int(rank)])
            queued[cell] = false
            let group = Int(order.group[cell])
            if group < 0 {
                let changed = compute(cell)
                let moved = movedMembers
                movedMembers = nil
                guard changed else { continue }
                updateLog?.append(cell)
                if let moved {
                    enqueueFrames(of: moved, inGroup: cell)
                } else {
                    enqueueDependents(of: cell)
                }
                continue
            }
            guard computedGroups.insert(group).inserted else { continue }
            let members = Set(order.groups[group])
            for member in computeGroup(group) {
                updateLog?.append(member)
                enqueueDependents(of: member, skipping: members)
            }
        }
    }

    /// Queues what depends on the constraint group `cell` when only the members at
    /// `positions` moved: their frame cells and the group's dependents that are no
    /// member's frame.
    private func enqueueFrames(of positions: [Int], inGroup cell: Int) {
        let dependents = constraintGroupDependents(cell)
        for dependent in dependents.others { enqueue(dependent) }
        for position in positions where dependents.frames.indices.contains(position) {
            for dependent in dependents.frames[position] { enqueue(dependent) }
        }
    }

    private func enqueue(_ cell: Int) {
        guard !queued[cell] else { return }
        queued[cell] = true
        queue.push(program.order.rank[cell])
    }

    private func enqueueDependents(of cell: Int, skipping group: Set<Int> = []) {
        for dependent in program.dependents[cell] where !queued[dependent] && !group.contains(dependent) {
            queued[dependent] = true
            queue.push(program.order.rank[dependent])
        }
    }
}

/// A min-heap of ranks: the queue of an incremental update.
struct RankQueue {
    private var heap: [Int32] = []

    mutating func push(_ rank: Int32) {
        heap.append(rank)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        let top = heap[0]
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
