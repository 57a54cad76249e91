/// Edges of the cell graph in compressed form: the neighbours of cell `c` are
/// `targets[starts[c]..<starts[c + 1]]`.
struct CompactEdges: Sendable {
    let starts: [Int32]
    let targets: [Int32]

    /// The edges of cell `c` being the run of `storedTargets` at `runs[c]` (a missing run
    /// has none), without those of the cells `emptied` marks: counted first, then copied in
    /// cell order into storage of that size.
    init(_ storedTargets: [Int32], runs: [Range<Int32>?], emptying emptied: [Bool]) {
        var total = 0
        for cell in runs.indices where !emptied[cell] { total += runs[cell]?.count ?? 0 }
        // Every element of both arrays is written once, so neither is filled first.
        var starts: [Int32] = []
        let targets = [Int32](unsafeUninitializedCapacity: total) { targets, targetCount in
            starts = [Int32](unsafeUninitializedCapacity: runs.count + 1) { starts, startCount in
                storedTargets.withUnsafeBufferPointer { storedTargets in
                    var position = 0
                    starts[0] = 0
                    for cell in runs.indices {
                        if !emptied[cell], let run = runs[cell] {
                            for stored in Int(run.lowerBound)..<Int(run.upperBound) {
                                targets[position] = storedTargets[stored]
                                position += 1
                            }
                        }
                        starts[cell + 1] = Int32(position)
                    }
                }
                startCount = runs.count + 1
            }
            targetCount = total
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
        var reversedStarts = Array(repeating: Int32(0), count: count + 1)
        // Every position is written once, so it is not filled first.
        var reversedTargets = [Int32](unsafeUninitializedCapacity: targets.count) { _, initializedCount in
            initializedCount = targets.count
        }
        starts.withUnsafeBufferPointer { starts in
            targets.withUnsafeBufferPointer { targets in
                reversedStarts.withUnsafeMutableBufferPointer { reversedStarts in
                    for target in targets { reversedStarts[Int(target) + 1] += 1 }
                    for cell in 0..<count { reversedStarts[cell + 1] += reversedStarts[cell] }
                    let next = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
                    defer { next.deallocate() }
                    _ = next.initialize(from: reversedStarts.prefix(count))
                    reversedTargets.withUnsafeMutableBufferPointer { reversedTargets in
                        for source in 0..<count {
                            for position in Int(starts[source])..<Int(starts[source + 1]) {
                                let target = Int(targets[position])
                                reversedTargets[Int(next[target])] = Int32(source)
                                next[target] += 1
                            }
                        }
                    }
                }
            }
        }
        return CompactEdges(starts: reversedStarts, targets: reversedTargets)
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
        // The walk's state lives in buffers allocated once at their largest size: the stack
        // of cells not yet in a component and the path being walked (each cell with the
        // position of its next dependency to visit) never hold a cell twice. Only the marks
        // read before they are written are filled; the rest is written as the walk goes.
        let index = Self.buffer(count, filledWith: -1)
        let onStack = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count)
        onStack.initialize(repeating: false)
        let lowLink = Self.buffer(count)
        let stack = Self.buffer(count)
        let pathCells = Self.buffer(count)
        let pathNext = Self.buffer(count)
        let order = Self.buffer(count)
        defer {
            for buffer in [index, lowLink, stack, pathCells, pathNext, order] { buffer.deallocate() }
            onStack.deallocate()
        }
        var stackCount = 0
        var pathCount = 0
        var orderCount = 0
        var group = Array(repeating: Int32(-1), count: count)
        var groups: [[Int]] = []
        var nextIndex: Int32 = 0
        let starts = dependencies.starts
        let targets = dependencies.targets
        func visit(_ cell: Int) {
            index[cell] = nextIndex
            lowLink[cell] = nextIndex
            nextIndex += 1
            stack[stackCount] = Int32(cell)
            stackCount += 1
            onStack[cell] = true
            pathCells[pathCount] = Int32(cell)
            pathNext[pathCount] = starts[cell]
            pathCount += 1
        }
        for root in 0..<count where index[root] < 0 && !skipped[root] {
            visit(root)
            while pathCount > 0 {
                let cell = Int(pathCells[pathCount - 1])
                let next = Int(pathNext[pathCount - 1])
                if next < Int(starts[cell + 1]) {
                    pathNext[pathCount - 1] = Int32(next + 1)
                    let target = Int(targets[next])
                    if index[target] < 0 {
                        visit(target)
                    } else if onStack[target] {
                        lowLink[cell] = min(lowLink[cell], index[target])
                    }
                    continue
                }
                pathCount -= 1
                if pathCount > 0 {
                    let parent = Int(pathCells[pathCount - 1])
                    lowLink[parent] = min(lowLink[parent], lowLink[cell])
                }
                guard lowLink[cell] == index[cell] else { continue }
                // The component is the stack from `cell` up. Most are one cell on no cycle:
                // those go straight to the order, with no array of members.
                var bottom = stackCount - 1
                while bottom > 0, stack[bottom] != Int32(cell) { bottom -= 1 }
                guard bottom >= 0, stack[bottom] == Int32(cell) else { continue }
                if bottom == stackCount - 1, !targets[Int(starts[cell])..<Int(starts[cell + 1])].contains(Int32(cell)) {
                    stackCount -= 1
                    onStack[cell] = false
                    order[orderCount] = Int32(cell)
                    orderCount += 1
                    continue
                }
                var members = stack[bottom..<stackCount].map { Int($0) }
                stackCount = bottom
                for member in members {
                    onStack[member] = false
                    order[orderCount] = Int32(member)
                    orderCount += 1
                }
                members.sort()
                for member in members { group[member] = Int32(groups.count) }
                groups.append(members)
            }
        }
        var rank = Array(repeating: Int32(0), count: count)
        for position in 0..<orderCount { rank[Int(order[position])] = Int32(position) }
        self.order = Array(order.prefix(orderCount))
        self.rank = rank
        self.group = group
        self.groups = groups
    }

    /// A buffer of `count` elements, each `value` (or not yet written, when `value` is
    /// `nil`: each element must then be written before it is read), to deallocate after use.
    private static func buffer(_ count: Int, filledWith value: Int32? = nil) -> UnsafeMutableBufferPointer<Int32> {
        let buffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        if let value { buffer.initialize(repeating: value) }
        return buffer
    }
}
