import XCTest
@testable import TrellisLayout

/// The pieces building an engine relies on to stay fast: key path signatures, the visited
/// set of graph walks, flat edge storage and the dependency order over it.
final class EngineBuildPartsTests: XCTestCase {
    func testTheFirstComponentOfAKeyPathHasTheSignatureOfThatComponentAlone() {
        XCTAssertEqual(KeySignature.ofFirstComponent("contentInset.top"), KeySignature.of("contentInset"))
        XCTAssertEqual(KeySignature.ofFirstComponent("layer.anchorPoint.x"), KeySignature.of("layer"))
        XCTAssertEqual(KeySignature.ofFirstComponent("text"), KeySignature.of("text"))
        XCTAssertEqual(KeySignature.of(""), 1)
        XCTAssertEqual(KeySignature.ofFirstComponent(".x"), KeySignature.of(""))
        XCTAssertEqual(KeySignature.of("text").nonzeroBitCount, 1)
    }

    func testAnEngineKeyPathWithAMemberOrAComputedValueIsNotAPlainStoredName() {
        XCTAssertTrue(EngineKeyPath(.spacing).isPlainStored)
        XCTAssertFalse(EngineKeyPath(.titleLabelFont).isPlainStored)
        XCTAssertFalse(EngineKeyPath("contentSize").isPlainStored)
        XCTAssertEqual(EngineKeyPath.weight.bit, KeySignature.of("weight"))
    }

    func testAWalkVisitsEachCellOnceBeyondTheCellsItScans() {
        var visited = VisitedCells()
        for cell in 0..<40 { XCTAssertTrue(visited.insert(cell), "cell \(cell)") }
        for cell in 0..<40 { XCTAssertFalse(visited.insert(cell), "cell \(cell)") }
        XCTAssertTrue(visited.insert(40))
    }

    func testADependencyListIsSortedWithoutRepeatsInPlaceAfterTheListsBeforeIt() {
        var storage = [9, 8, 3, 1, 3, 2, 1]
        storage.sortTailWithoutRepeats(from: 2)
        XCTAssertEqual(storage, [9, 8, 1, 2, 3])
        var increasing = [5, 1, 2]
        increasing.sortTailWithoutRepeats(from: 1)
        XCTAssertEqual(increasing, [5, 1, 2])
        increasing.sortTailWithoutRepeats(from: 3)
        XCTAssertEqual(increasing, [5, 1, 2])
    }

    func testAMemoComputesEachStringOnceBeyondTheStringsItComparesInPlace() {
        var memo = StringMemo<Int>()
        var computed: [String] = []
        // Twelve names, more than the memo compares in place, met twice in turn and once
        // more out of order: each is computed the first time only.
        let names = (0..<12).map { "Component\($0)" } + ["a long component name beyond sixteen bytes"]
        for name in names + names + names.reversed() {
            let value = memo.value(of: name) { name in
                computed.append(name)
                return name.utf8.count
            }
            XCTAssertEqual(value, name.utf8.count, name)
        }
        XCTAssertEqual(computed, names)
        XCTAssertGreaterThan(names.count, StringMemo<Int>.recentCount)
    }

    func testEdgesLeaveOutEmptiedCellsAndReverseInIncreasingOrder() {
        // Runs are stored in the order cells were computed, and cells 0 and 2 share one.
        let edges = CompactEdges([4, 1, 2, 0, 3], runs: [1..<2, 2..<3, 1..<2, nil, 0..<1, 3..<5], emptying: [false, false, false, false, false, true])
        XCTAssertEqual(edges.starts, [0, 1, 2, 3, 3, 4, 4])
        XCTAssertEqual(edges.targets, [1, 2, 1, 4])
        let reversed = edges.reversed(count: 6)
        XCTAssertEqual((0..<6).map { Array(reversed[$0]) }, [[], [0, 2], [1], [], [4], []])
    }

    func testCyclesFormGroupsAndEveryOtherCellFollowsWhatItDependsOn() {
        // 1 and 2 depend on each other, 4 on itself; 0 depends on the cycle; 5 is skipped.
        let edges = CompactEdges([1, 2, 4], runs: [0..<1, 1..<2, 0..<1, 0..<0, 2..<3, 0..<0], emptying: Array(repeating: false, count: 6))
        let order = DependencyOrder(dependencies: edges, count: 6, skipped: [false, false, false, false, false, true])
        XCTAssertEqual(order.order, [1, 2, 0, 3, 4])
        XCTAssertEqual(order.rank, [2, 0, 1, 3, 4, 0])
        XCTAssertEqual(order.group, [-1, 0, 0, -1, 1, -1])
        XCTAssertEqual(order.groups, [[1, 2], [4]])
    }
}
