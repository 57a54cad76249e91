import XCTest
@testable import TrellisLayout
import TrellisRegistry

/// The pieces building an engine relies on to stay fast: key path signatures, the stacks
/// of graph walks, the memo of per-component facts, the stack of dependency lists being
/// computed, flat edge storage and the dependency order over it.
final class EngineBuildPartsTests: XCTestCase {
    func testTheFirstComponentOfAKeyPathHasTheSignatureOfThatComponentAlone() {
        let inset = KeySignature.ofKeyPathAndFirstComponent("contentInset.top")
        XCTAssertEqual(inset.firstComponent, KeySignature.of("contentInset"))
        XCTAssertEqual(inset.keyPath, KeySignature.of("contentInset.top"))
        XCTAssertEqual(KeySignature.ofKeyPathAndFirstComponent("layer.anchorPoint.x").firstComponent, KeySignature.of("layer"))
        let text = KeySignature.ofKeyPathAndFirstComponent("text")
        XCTAssertEqual(text.keyPath, KeySignature.of("text"))
        XCTAssertEqual(text.firstComponent, KeySignature.of("text"))
        XCTAssertEqual(KeySignature.of(""), 1)
        XCTAssertEqual(KeySignature.ofKeyPathAndFirstComponent(".x").firstComponent, KeySignature.of(""))
        XCTAssertEqual(KeySignature.of("text").nonzeroBitCount, 1)
    }

    func testTheKeyPathsTheBuilderAsksOfEveryNodeAreFoundByTheirNumber() {
        let finder = KeyPathID.Finder()
        for id in KeyPathID.allCases {
            XCTAssertEqual(finder.id(of: id.keyPath, bit: KeySignature.of(id.keyPath)), id, id.keyPath)
        }
        XCTAssertEqual(finder.id(of: "center.x", bit: KeySignature.of("center.x")), .centerX)
        XCTAssertEqual(finder.id(of: "layer.anchorPoint.y", bit: KeySignature.of("layer.anchorPoint.y")), .layerAnchorPointY)
        XCTAssertLessThanOrEqual(KeyPathID.allCases.count, UInt32.bitWidth)
        // Another key path, whether its bit is one of theirs or not, has no number.
        for keyPath in ["center", "layer.anchorPoint.z", "widths", "text", "heighT", ""] {
            XCTAssertNil(finder.id(of: keyPath, bit: KeySignature.of(keyPath)), keyPath)
        }
    }

    func testEveryLayoutPropertyIsNumberedAndItsNumberGivesTheFrameSymbolItSets() {
        let numbered = Set(KeyPathID.allCases.map(\.keyPath))
        for name in Registry.layoutProperties { XCTAssertTrue(numbered.contains(name), name) }
        for (direction, isLegacy) in [(LayoutDirection.leftToRight, false), (.rightToLeft, false), (.leftToRight, true)] {
            let symbols = LayoutPropertySymbols(direction: direction, isLegacy: isLegacy)
            for id in KeyPathID.allCases {
                let expected = Registry.layoutProperties.contains(id.keyPath)
                    ? FrameSymbol(id.keyPath, direction: direction, isLegacy: isLegacy)
                    : nil
                XCTAssertEqual(symbols[id.rawValue], expected, id.keyPath)
            }
            XCTAssertEqual(symbols[KeyPathID.leading.rawValue], FrameSymbol(
                quantity: direction == .leftToRight ? .minX : .maxX, convention: direction == .leftToRight ? .fromStart : .fromEnd
            ))
            XCTAssertNil(symbols[KeyPathID.weight.rawValue])
            XCTAssertNil(symbols[ProgramBuilder.PropertyKeyBits.unnumbered])
        }
    }

    func testAnEngineKeyPathWithAMemberOrAComputedValueIsNotAPlainStoredName() {
        XCTAssertTrue(EngineKeyPath(.spacing).isPlainStored)
        XCTAssertFalse(EngineKeyPath(.titleLabelFont).isPlainStored)
        XCTAssertFalse(EngineKeyPath("contentSize").isPlainStored)
        XCTAssertEqual(EngineKeyPath.weight.bit, KeySignature.of("weight"))
    }

    func testAWalkVisitsEachCellOnceBeyondTheCellsItScans() {
        var stacks = CellWalkStacks()
        var walk = stacks.begin(from: 0)
        var visits: [Int] = []
        while let cell = stacks.next(&walk) {
            visits.append(cell)
            // Each cell below 40 leads to the next one and back to every cell before it.
            if cell < 40 { stacks.push(ArraySlice((0...cell + 1).map { Int32($0) })) }
        }
        stacks.end(walk)
        XCTAssertEqual(visits, Array(0...40))
    }

    func testAWalkBegunDuringAnotherLeavesTheOtherAsItWas() {
        var stacks = CellWalkStacks()
        var outer = stacks.begin(from: 1)
        XCTAssertEqual(stacks.next(&outer), 1)
        stacks.push([2, 3])
        var inner = stacks.begin(from: 3)
        XCTAssertEqual(stacks.next(&inner), 3)
        stacks.push([1, 3])
        XCTAssertEqual(stacks.next(&inner), 1)
        XCTAssertNil(stacks.next(&inner))
        stacks.end(inner)
        // The outer walk still has 3 and 2 to visit, and has visited 1 only.
        XCTAssertEqual(stacks.next(&outer), 3)
        stacks.push([1])
        XCTAssertEqual(stacks.next(&outer), 2)
        XCTAssertNil(stacks.next(&outer))
        stacks.end(outer)
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

    func testADependencyListIsMovedSortedWithoutRepeatsAfterTheListsBeforeIt() {
        var targets: [Int32] = [9, 8]
        var stack = DependencyStack()
        for cell: Int32 in [7, 3, 1] { stack.push(cell) }
        // A nested computation pushes above and moves its own cells first.
        for cell: Int32 in [5, 4, 5] { stack.push(cell) }
        stack.move(from: 3, appendingTo: &targets)
        XCTAssertEqual(targets, [9, 8, 4, 5])
        XCTAssertEqual(stack.count, 3)
        for cell: Int32 in [3, 2, 1] { stack.push(cell) }
        stack.move(from: 0, appendingTo: &targets)
        XCTAssertEqual(targets, [9, 8, 4, 5, 1, 2, 3, 7])
        XCTAssertEqual(stack.count, 0)
        // Nothing pushed: nothing moved.
        stack.move(from: 0, appendingTo: &targets)
        XCTAssertEqual(targets.count, 8)
    }

    func testAListInOrderIsKeptAndALongOneIsSortedToo() {
        var increasing: [Int32] = [1, 2, 5]
        XCTAssertEqual(increasing.withUnsafeMutableBufferPointer { $0.sortWithoutRepeats() }, 3)
        XCTAssertEqual(increasing, [1, 2, 5])
        // Longer than the lists sorted by insertion, with repeats.
        var long = (0..<40).map { Int32(($0 * 7) % 20) }
        let kept = long.withUnsafeMutableBufferPointer { $0.sortWithoutRepeats() }
        XCTAssertEqual(Array(long[..<kept]), (0..<20).map { Int32($0) })
        var repeated: [Int32] = [4, 4, 4]
        XCTAssertEqual(repeated.withUnsafeMutableBufferPointer { $0.sortWithoutRepeats() }, 1)
        XCTAssertEqual(repeated[0], 4)
    }

    func testEngineReadsAreGroupedByNodeInTheOrderPlannedEachKeyOnce() {
        // Node 2's reads were planned first, node 0's text twice; node 1 and 3 read nothing.
        let planned: [(node: Int32, key: EngineKey, slot: Int)] = [
            (2, .spacing, 7), (0, .text, 1), (2, .axis, 8), (0, .font, 2), (0, .text, 1), (2, .spacing, 7),
        ]
        let (reads, starts) = LayoutProgram.groupedByNode(
            planned.map { EngineRead(key: $0.key, slot: $0.slot) }, nodes: planned.map(\.node), nodeCount: 4
        )
        XCTAssertEqual(starts, [0, 2, 2, 4, 4])
        XCTAssertEqual(reads.map(\.key), [.text, .font, .spacing, .axis])
        XCTAssertEqual(reads.map(\.slot), [1, 2, 7, 8])
    }

    func testDroppedCellsLoseTheirEdgesAndDependentsAreInIncreasingOrder() {
        // Runs are stored in the order cells were computed, and cells 0 and 2 share one.
        let edges = StoredEdges(targets: [4, 1, 2, 0, 3], runs: [1..<2, 2..<3, 1..<2, nil, 0..<1, 3..<5])
        XCTAssertEqual((0..<6).map { edges.isDependedOn($0) }, [true, true, true, true, true, false])
        // Dropping 5 leaves 0 and 3 without dependents.
        let (dependencies, dependents) = edges.compacted(dropping: [false, false, false, false, false, true])
        XCTAssertEqual(dependencies.starts, [0, 1, 2, 3, 3, 4, 4])
        XCTAssertEqual(dependencies.targets, [1, 2, 1, 4])
        XCTAssertEqual(dependents.starts, [0, 0, 2, 3, 3, 4, 4])
        XCTAssertEqual((0..<6).map { Array(dependents[$0]) }, [[], [0, 2], [1], [], [4], []])
    }

    func testCyclesFormGroupsAndEveryOtherCellFollowsWhatItDependsOn() {
        // 1 and 2 depend on each other, 4 on itself; 0 depends on the cycle; 5 is skipped.
        let edges = StoredEdges(targets: [1, 2, 4], runs: [0..<1, 1..<2, 0..<1, 0..<0, 2..<3, 0..<0]).compacted(dropping: Array(repeating: false, count: 6)).dependencies
        let order = DependencyOrder(dependencies: edges, count: 6, skipped: [false, false, false, false, false, true])
        XCTAssertEqual(order.order, [1, 2, 0, 3, 4])
        XCTAssertEqual(order.rank, [2, 0, 1, 3, 4, 0])
        XCTAssertEqual(order.group, [-1, 0, 0, -1, 1, -1])
        XCTAssertEqual(order.groups, [[1, 2], [4]])
    }

    func testACycleWaitsForTheCellItWasEnteredFromAndWhatItReachesComesFirst() {
        // 0 → 1 → 2 → 0 is a cycle; 2 also depends on the cycle 3 ↔ 4 and on 5, which
        // depends on nothing.
        let edges = StoredEdges(targets: [1, 2, 0, 3, 5, 4, 3], runs: [0..<1, 1..<2, 2..<5, 5..<6, 6..<7, nil]).compacted(dropping: Array(repeating: false, count: 6)).dependencies
        let order = DependencyOrder(dependencies: edges, count: 6, skipped: Array(repeating: false, count: 6))
        XCTAssertEqual(order.order, [3, 4, 5, 0, 1, 2])
        XCTAssertEqual(order.rank, [3, 4, 5, 0, 1, 2])
        XCTAssertEqual(order.group, [1, 1, 1, 0, 0, -1])
        XCTAssertEqual(order.groups, [[3, 4], [0, 1, 2]])
    }
}
