/// The dependency edges as the builder stores them (cell `c` depends on the run of
/// `targets` at `runs[c]`, a run that cells may share, `nil` for none), counted per target
/// when created: which cells nothing depends on is known before the compact edges are
/// built, and cells can be dropped then (their dependencies left out). Building both
/// directions takes one more pass over the edges.
struct StoredEdges {
    private let targets: [Int32]
    private let runs: [Range<Int32>?]
    /// `incoming[c + 1]`: how many cells depend on cell `c` (``compacted(dropping:)`` turns
    /// the counts into the start positions of the dependents).
    private var incoming: [Int32]

    init(targets: [Int32], runs: [Range<Int32>?]) {
        self.targets = targets
        self.runs = runs
        var incoming = Array(repeating: Int32(0), count: runs.count + 1)
        incoming.withUnsafeMutableBufferPointer { incoming in
            targets.withUnsafeBufferPointer { targets in
                for run in runs {
                    guard let run else { continue }
                    for position in Int(run.lowerBound)..<Int(run.upperBound) { incoming[Int(targets[position]) + 1] += 1 }
                }
            }
        }
        self.incoming = incoming
    }

    var cellCount: Int { runs.count }

    /// Whether some cell depends on `cell`.
    func isDependedOn(_ cell: Int) -> Bool {
        incoming[cell + 1] > 0
    }

    /// The edges without those of the cells `dropped` marks, both ways: each cell's
    /// dependencies in their stored order, its dependents in increasing order. The
    /// dependents' counts lose the dropped cells' edges and become start positions, then
    /// one pass over the kept runs copies each edge forwards and places it backwards.
    consuming func compacted(dropping dropped: [Bool]) -> (dependencies: CompactEdges, dependents: CompactEdges) {
        let count = runs.count
        // Taken, not copied: nothing else holds the counts.
        var reversedStarts = incoming
        incoming = []
        reversedStarts.withUnsafeMutableBufferPointer { reversedStarts in
            targets.withUnsafeBufferPointer { targets in
                runs.withUnsafeBufferPointer { runs in
                    dropped.withUnsafeBufferPointer { dropped in
                        for cell in 0..<count where dropped[cell] {
                            guard let run = runs[cell] else { continue }
                            for position in Int(run.lowerBound)..<Int(run.upperBound) { reversedStarts[Int(targets[position]) + 1] -= 1 }
                        }
                    }
                }
            }
            for cell in 0..<count { reversedStarts[cell + 1] += reversedStarts[cell] }
        }
        let total = Int(reversedStarts[count])
        // Every position of the new arrays is written once, so none is filled first.
        let next = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        defer { next.deallocate() }
        _ = next.initialize(from: reversedStarts.prefix(count))
        var starts: [Int32] = []
        var reversedTargets: [Int32] = []
        let forwardTargets = [Int32](unsafeUninitializedCapacity: total) { forward, forwardCount in
            reversedTargets = [Int32](unsafeUninitializedCapacity: total) { backward, backwardCount in
                starts = [Int32](unsafeUninitializedCapacity: count + 1) { starts, startCount in
                    targets.withUnsafeBufferPointer { targets in
                        runs.withUnsafeBufferPointer { runs in
                            dropped.withUnsafeBufferPointer { dropped in
                                var position = 0
                                starts[0] = 0
                                for cell in 0..<count {
                                    if !dropped[cell], let run = runs[cell] {
                                        for stored in Int(run.lowerBound)..<Int(run.upperBound) {
                                            let target = Int(targets[stored])
                                            forward[position] = Int32(target)
                                            position += 1
                                            backward[Int(next[target])] = Int32(cell)
                                            next[target] += 1
                                        }
                                    }
                                    starts[cell + 1] = Int32(position)
                                }
                            }
                        }
                    }
                    startCount = count + 1
                }
                backwardCount = total
            }
            forwardCount = total
        }
        return (CompactEdges(starts: starts, targets: forwardTargets), CompactEdges(starts: reversedStarts, targets: reversedTargets))
    }
}
