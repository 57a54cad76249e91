/// Edges of the cell graph in compressed form: the neighbours of cell `c` are
/// `targets[starts[c]..<starts[c + 1]]`.
struct CompactEdges: Sendable {
    let starts: [Int32]
    let targets: [Int32]

    init(starts: [Int32], targets: [Int32]) {
        self.starts = starts
        self.targets = targets
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

    /// Orders the cells of `dependencies`, leaving out the `skipped` cells (which nothing
    /// depends on). The components are found by Pearce's space-efficient form of Tarjan's
    /// algorithm, without recursion: a component is complete, and placed in the order, once
    /// everything it depends on is.
    init(dependencies: CompactEdges, count: Int, skipped: [Bool]) {
        // One mark per cell: -1 before it is visited; while it is walked, its visit index,
        // lowered to the smallest index it reaches; once placed, `count` plus its rank, above
        // every visit index, so reaching a placed cell lowers nothing. The marks end as the
        // ranks. The walk's other state lives in buffers of the largest size they can need,
        // written only as deep as the walk goes: the path being walked (each cell with the
        // position of its next dependency and its visit index), and the cells walked whose
        // component is not complete yet.
        var marks = Array(repeating: Int32(-1), count: count)
        var group = Array(repeating: Int32(-1), count: count)
        var groups: [[Int]] = []
        let pathCells = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        let pathNext = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        let pathIndex = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        let waiting = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        defer {
            for buffer in [pathCells, pathNext, pathIndex, waiting] { buffer.deallocate() }
        }
        let placed = Int32(count)
        let order = [Int32](unsafeUninitializedCapacity: count) { order, orderCount in
            orderCount = 0
            skipped.withUnsafeBufferPointer { skipped in
                marks.withUnsafeMutableBufferPointer { marks in
                    dependencies.starts.withUnsafeBufferPointer { starts in
                        dependencies.targets.withUnsafeBufferPointer { targets in
                            var pathCount = 0
                            var waitingCount = 0
                            var nextIndex: Int32 = 0
                            func visit(_ cell: Int) {
                                marks[cell] = nextIndex
                                pathCells[pathCount] = Int32(cell)
                                pathNext[pathCount] = starts[cell]
                                pathIndex[pathCount] = nextIndex
                                nextIndex += 1
                                pathCount += 1
                            }
                            func place(_ cell: Int) {
                                marks[cell] = placed + Int32(orderCount)
                                order[orderCount] = Int32(cell)
                                orderCount += 1
                            }
                            // A cell with no dependencies is a component of its own, placed as
                            // soon as it is reached, without walking it.
                            func reach(_ cell: Int) {
                                if starts[cell] == starts[cell + 1] { place(cell) } else { visit(cell) }
                            }
                            for root in 0..<count where marks[root] < 0 && !skipped[root] {
                                reach(root)
                                while pathCount > 0 {
                                    let cell = Int(pathCells[pathCount - 1])
                                    let next = Int(pathNext[pathCount - 1])
                                    if next < Int(starts[cell + 1]) {
                                        pathNext[pathCount - 1] = Int32(next + 1)
                                        let target = Int(targets[next])
                                        if marks[target] < 0 {
                                            reach(target)
                                        } else if marks[target] < marks[cell] {
                                            marks[cell] = marks[target]
                                        }
                                        continue
                                    }
                                    pathCount -= 1
                                    let low = marks[cell]
                                    if low < pathIndex[pathCount] {
                                        // Part of the component of a cell further up the path:
                                        // it waits for it, and lowers its parent's mark.
                                        waiting[waitingCount] = Int32(cell)
                                        waitingCount += 1
                                        let parent = Int(pathCells[pathCount - 1])
                                        marks[parent] = min(marks[parent], low)
                                        continue
                                    }
                                    // The component is the cell and the cells waiting above the
                                    // first that reaches further up. Most are one cell on no
                                    // cycle: those are placed with no array of members.
                                    var bottom = waitingCount
                                    while bottom > 0, marks[Int(waiting[bottom - 1])] >= low { bottom -= 1 }
                                    let cellTargets = targets[Int(starts[cell])..<Int(starts[cell + 1])]
                                    if bottom == waitingCount, !cellTargets.contains(Int32(cell)) {
                                        place(cell)
                                        continue
                                    }
                                    var members = [cell]
                                    members.reserveCapacity(1 + waitingCount - bottom)
                                    for position in bottom..<waitingCount { members.append(Int(waiting[position])) }
                                    waitingCount = bottom
                                    members.sort()
                                    for member in members {
                                        place(member)
                                        group[member] = Int32(groups.count)
                                    }
                                    groups.append(members)
                                }
                            }
                        }
                    }
                    // A skipped cell has rank 0.
                    for cell in 0..<count { marks[cell] = marks[cell] < 0 ? 0 : marks[cell] - placed }
                }
            }
        }
        self.order = order
        rank = marks
        self.group = group
        self.groups = groups
    }
}
