/// The cells the walks of the graph under way have yet to visit and have visited, as two
/// stacks every walk shares: a walk started while another is under way (computing a
/// dependency may walk) works above it and leaves both stacks as it found them, so a walk
/// allocates nothing once the stacks are as deep as the deepest nesting has needed.
struct CellWalkStacks {
    private var pending: [Int32] = []
    private var visited: [Int32] = []

    /// One walk's part of the stacks: where its cells start on each and, once it has
    /// visited more cells than are searched in place, the set of them.
    struct Walk {
        fileprivate let pendingBase: Int
        fileprivate let visitedBase: Int
        fileprivate var many: Set<Int32>?
    }

    /// The most cells a walk searches in place for one it visited.
    private static let scannedCount = 16

    /// Starts a walk from `start`, above any walk under way; end it with ``end(_:)``.
    mutating func begin(from start: Int) -> Walk {
        let walk = Walk(pendingBase: pending.count, visitedBase: visited.count, many: nil)
        pending.append(Int32(start))
        return walk
    }

    /// Ends `walk`, the last one begun: drops its cells from the stacks.
    mutating func end(_ walk: Walk) {
        pending.removeSubrange(walk.pendingBase...)
        visited.removeSubrange(walk.visitedBase...)
    }

    /// Pushes `cells` on the cells the last walk begun has to visit.
    mutating func push(_ cells: ArraySlice<Int32>) {
        pending.append(contentsOf: cells)
    }

    /// The next cell `walk` has to visit and has not visited yet, now marked visited (the
    /// cells pushed last come first), or `nil` when it has none left.
    mutating func next(_ walk: inout Walk) -> Int? {
        while pending.count > walk.pendingBase {
            let cell = pending.removeLast()
            if walk.many != nil {
                guard walk.many?.insert(cell).inserted == true else { continue }
                return Int(cell)
            }
            let visitedCount = visited.count - walk.visitedBase
            if visited[walk.visitedBase...].contains(cell) { continue }
            if visitedCount < Self.scannedCount {
                visited.append(cell)
            } else {
                var many = Set(visited[walk.visitedBase...])
                many.insert(cell)
                walk.many = many
            }
            return Int(cell)
        }
        return nil
    }
}

extension ProgramBuilder {
    /// Pushes the dependencies of `cell`, computed now if they were not yet, on the cells
    /// the last walk begun on ``walkStacks`` has to visit.
    mutating func pushDependencies(of cell: Int) {
        let range = ensureDependencies(cell)
        walkStacks.push(dependencyTargets[range])
    }
}
