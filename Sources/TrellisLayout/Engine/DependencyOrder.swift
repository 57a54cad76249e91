/// Edges of the cell graph in compressed form: the neighbours of cell `c` are
/// `targets[starts[c]..<starts[c + 1]]`.
struct CompactEdges: Sendable {
    let starts: [Int32]
    let targets: [Int32]

    init(_ lists: [[Int]]) {
        var starts: [Int32] = [0]
        var targets: [Int32] = []
        starts.reserveCapacity(lists.count + 1)
        for list in lists {
            for target in list { targets.append(Int32(target)) }
            starts.append(Int32(targets.count))
        }
        self.init(starts: starts, targets: targets)
    }

    private init(starts: [Int32], targets: [Int32]) {
        self.starts = starts
        self.targets = targets
    }

    /// The same edges reversed (each cell's new neighbours in increasing order), built in
    /// two passes over the edges without a list per cell.
    func reversed(count: Int) -> CompactEdges {
        // Count each target's incoming edges, turn the counts into start positions, then
        // place every source at the next free position of its target.
        var starts = Array(repeating: Int32(0), count: count + 1)
        for target in targets { starts[Int(target) + 1] += 1 }
        for cell in 0..<count { starts[cell + 1] += starts[cell] }
        var next = starts
        var reversedTargets = Array(repeating: Int32(0), count: targets.count)
        for source in 0..<count {
            for target in self[source] {
                reversedTargets[Int(next[target])] = Int32(source)
                next[target] += 1
            }
        }
        return CompactEdges(starts: starts, targets: reversedTargets)
    }

    subscript(_ cell: Int) -> some RandomAccessCollection<Int> {
        targets[Int(starts[cell])..<Int(starts[cell + 1])].lazy.map { Int($0) }
    }
}

/// The order cells are computed in: every cell after the cells it depends on, except inside
/// a cycle. Cells on a cycle of the graph form a group, computed together (on demand, so a
/// cycle only some values take is no error; one they do take is reported).
struct DependencyOrder: Sendable {
    /// Cells in computation order.
    let order: [Int32]
    /// Each cell's position in ``order``.
    let rank: [Int32]
    /// Each cell's group, or -1 for a cell on no cycle.
    let group: [Int32]
    /// The cells of each group, in computation order.
    let groups: [[Int]]

    /// Orders the cells of `dependencies` (Tarjan's strongly connected components, without
    /// recursion), leaving out the `skipped` cells (which nothing depends on).
    init(dependencies: CompactEdges, count: Int, skipped: [Bool]) {
        var index = Array(repeating: Int32(-1), count: count)
        var lowLink = Array(repeating: Int32(0), count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int32] = []
        var order: [Int32] = []
        var group = Array(repeating: Int32(-1), count: count)
        var groups: [[Int]] = []
        var nextIndex: Int32 = 0
        order.reserveCapacity(count)
        // Each frame: the cell and the position of its next dependency to visit.
        var frames: [(cell: Int, next: Int)] = []
        for root in 0..<count where index[root] < 0 && !skipped[root] {
            frames.append((root, Int(dependencies.starts[root])))
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(Int32(root))
            onStack[root] = true
            while let (cell, next) = frames.last {
                let end = Int(dependencies.starts[cell + 1])
                if next < end {
                    frames[frames.count - 1].next = next + 1
                    let target = Int(dependencies.targets[next])
                    if index[target] < 0 {
                        index[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(Int32(target))
                        onStack[target] = true
                        frames.append((target, Int(dependencies.starts[target])))
                    } else if onStack[target] {
                        lowLink[cell] = min(lowLink[cell], index[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { lowLink[parent.cell] = min(lowLink[parent.cell], lowLink[cell]) }
                guard lowLink[cell] == index[cell] else { continue }
                // The component is the stack from `cell` up. Most are one cell on no cycle:
                // those go straight to the order, with no array of members.
                guard let bottom = stack.lastIndex(of: Int32(cell)) else { continue }
                let isSingle = bottom == stack.count - 1
                if isSingle, !dependencies[cell].contains(cell) {
                    stack.removeLast()
                    onStack[cell] = false
                    order.append(Int32(cell))
                    continue
                }
                var members = stack[bottom...].map { Int($0) }
                stack.removeSubrange(bottom...)
                for member in members { onStack[member] = false }
                for member in members { order.append(Int32(member)) }
                members.sort()
                for member in members { group[member] = Int32(groups.count) }
                groups.append(members)
            }
        }
        var rank = Array(repeating: Int32(0), count: count)
        for (position, cell) in order.enumerated() { rank[Int(cell)] = Int32(position) }
        self.order = order
        self.rank = rank
        self.group = group
        self.groups = groups
    }
}
