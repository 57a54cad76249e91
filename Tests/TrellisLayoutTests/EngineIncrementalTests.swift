import TrellisDiagnostics
import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// `setState` recomputes only what depends on the changed state, and must give exactly
/// what a full evaluation with the same state gives.
final class EngineIncrementalTests: XCTestCase {
    /// A template where state reaches text, sizes, positions, visibility, sibling reads,
    /// auto sizes, rows, columns, stacks, a grid, constrained siblings (with a conflict some
    /// states cause) and a conditional cycle.
    private let template = """
    <UIView>
        <UILabel id="title" top="10" left="pad" text="{title}" numberOfLines="lines"/>
        <UIView id="box" top="previous.bottom + gap" left="pad" right="pad" isHidden="hideBox">
            <UILabel text="{subtitle}" numberOfLines="0"/>
            <UIView top="previous.bottom" width="boxWidth" height="10"/>
        </UIView>
        <UIView id="after" top="previous.bottom + gap" height="20" width="50%"/>
        <UIView id="auto" top="#after.bottom" left="#title.right"><UILabel text="{rightText}"/><UIView top="gap" width="boxWidth" height="3"/></UIView>
        <UILabel id="tag" text="{title}" constrain="top >> #after.bottom.offset(gap); trailing.offset(-pad); width >> parent.width.at(wide ? 0.5 : 0.25).max"/>
        <UIView id="pinned" constrain="top >> previous.bottom.offset(gap); leading >> #tag.leading; width >> boxWidth; height >> 12; height >> pinnedHeight"/>
        <UIView id="below" top="#pinned.bottom + gap" left="#tag.left" width="10" height="5"/>
        <LMColumnView top="200" width="100%" spacing="gap" isAlignToGrid="grid">
            <LMRowView>
                <UILabel text="{leftText}" weight="w1"/>
                <LMSpacer width="gap"/>
                <UILabel text="{rightText}" isDisplayable="showRight"/>
            </LMRowView>
            <LMRowView><UILabel text="{rightText}"/><UILabel text="{leftText}"/></LMRowView>
            <UISwitch isHidden="hideSwitch"/>
        </LMColumnView>
        <UIStackView top="400" width="300" spacing="gap" distribution="fillEqually">
            <UILabel text="{a}"/><UILabel text="{b}" isHidden="hideB"/><UIStepper/>
        </UIStackView>
        <UIView id="loop" top="450" width="loop ? height : boxWidth" height="loop ? width : 20"/>
        <UIView id="choice" top="460" width="flag ? height : 50" height="flag ? 20 : width"/>
    </UIView>
    """

    private let pools: [String: [Value]] = [
        "title": ["", "Hi", "Hello World", "A much longer title that wraps"].map(Value.string),
        "subtitle": ["", "One", "Two words", "Several words of subtitle text"].map(Value.string),
        "leftText": ["", "A", "Left side"].map(Value.string),
        "rightText": ["", "B", "Right side text"].map(Value.string),
        "a": ["", "x", "Stack item"].map(Value.string),
        "b": ["", "y", "Another"].map(Value.string),
        "pad": [0, 8, 16.5].map(Value.double),
        "gap": [0, 4, 10].map(Value.double),
        "boxWidth": [0, 40, 250].map(Value.double),
        "w1": [0, 1, 3].map(Value.double),
        "lines": [0, 1, 2].map(Value.int),
        "hideBox": [false, true].map(Value.bool),
        "showRight": [false, true].map(Value.bool),
        "hideSwitch": [false, true].map(Value.bool),
        "hideB": [false, true].map(Value.bool),
        "grid": [false, true].map(Value.bool),
        "loop": [false, true].map(Value.bool),
        "flag": [false, true].map(Value.bool),
        "wide": [false, true].map(Value.bool),
        "pinnedHeight": [12, 30].map(Value.double),
    ]

    func testSetStateMatchesFullEvaluationOnRandomChanges() throws {
        var random = SplitMix64(seed: 0x5EED)
        let names = pools.keys.sorted()
        var state: [String: Value] = [:]
        for name in names { state[name] = pools[name]?.first }
        let incremental = try XCTUnwrap(EngineFixture.engine(template))
        let reference = try XCTUnwrap(EngineFixture.engine(template))
        let size = Size(width: 320, height: 480)
        incremental.evaluate(state: state, size: size)
        var conflicts = 0
        for step in 0..<300 {
            var changes: [String: Value] = [:]
            for _ in 0..<(1 + random.next(below: 3)) {
                let name = names[random.next(below: names.count)]
                let pool = pools[name] ?? []
                changes[name] = pool[random.next(below: pool.count)]
            }
            state.merge(changes) { $1 }
            let updated = incremental.setState(changes)
            // A full evaluation recomputes every cell, whatever the engine computed before.
            assertSame(updated, reference.evaluate(state: state, size: size), step: step)
            if updated.messages.contains(where: { $0.hasPrefix("unable to satisfy the constraints of #pinned") }) { conflicts += 1 }
        }
        // The constrained siblings were solved, with and without their conflict.
        XCTAssertGreaterThan(conflicts, 0)
        XCTAssertLessThan(conflicts, 300)
    }

    /// A group of constrained siblings moved in place by most state changes (one member's
    /// constant, a measured label, a placed sibling), solved anew by others (a factor, a
    /// conflict, an ambiguity some states cause): every step gives the frames, the
    /// constraints and the diagnostics a full evaluation gives.
    func testConstrainedSetStateMatchesFullEvaluationOnRandomChanges() throws {
        let template = """
        <UIView>
            <UIView id="header" top="hdr" height="20" width="100%"/>
            <UILabel id="a" text="{title}" constrain="top >> #header.bottom.offset(gap); leading.offset(pad)"/>
            <UILabel id="b" text="{other}" constrain="leading >> previous.trailing.offset(gap); firstBaseline >> #a.firstBaseline"/>
            <UIView id="c" constrain="top >> #a.bottom.offset(gap2); leading.offset(pad); width >> w; height >> 10"/>
            <UIView id="d" constrain="leading >> previous.trailing.offset(8); centerY >> previous.centerY; >> (30, h); trailing.offset(-pad).max"/>
            <UIView id="e" constrain="top >> #c.bottom.offset(gap); leading >> #c.leading; width >> #c.width.at(factor); height >> h"/>
            <UIView id="f" left="pad" constrain="top >> previous.bottom.offset(4); >> (30, h)"/>
            <UIView id="g" constrain="top >> previous.bottom; leading.offset(gap2); height >> 5; width >> 40; width >> w3"/>
            <UIView id="loose" constrain="top >> #f.bottom; leading; width >> 10; height >> #f.height.min; height >> #f.height.offset(extra).max"/>
        </UIView>
        """
        let pools: [String: [Value]] = [
            "title": ["", "Hi", "Hello World"].map(Value.string),
            "other": ["x", "Other text"].map(Value.string),
            "hdr": [0, 30].map(Value.double),
            "gap": [0, 4, 10].map(Value.double),
            "gap2": [2, 6].map(Value.double),
            "pad": [0, 8, 16].map(Value.double),
            "w": [10, 40, 90].map(Value.double),
            "h": [5, 12].map(Value.double),
            "factor": [0.5, 1].map(Value.double),
            "w3": [40, 40, 50].map(Value.double),
            "extra": [0, 0, 5].map(Value.double),
        ]
        var random = SplitMix64(seed: 0xC0FFEE)
        let names = pools.keys.sorted()
        var state: [String: Value] = [:]
        for name in names { state[name] = pools[name]?.first }
        let incremental = try XCTUnwrap(EngineFixture.engine(template))
        let reference = try XCTUnwrap(EngineFixture.engine(template))
        let size = Size(width: 320, height: 480)
        incremental.evaluate(state: state, size: size)
        var diagnosed = 0
        for step in 0..<300 {
            var changes: [String: Value] = [:]
            for _ in 0..<(1 + random.next(below: 2)) {
                let name = names[random.next(below: names.count)]
                let pool = pools[name] ?? []
                changes[name] = pool[random.next(below: pool.count)]
            }
            state.merge(changes) { $1 }
            let updated = incremental.setState(changes)
            let full = reference.evaluate(state: state, size: size)
            assertSame(updated, full, step: step)
            for node in 0..<full.nodeCount {
                XCTAssertEqual(updated.constraints(of: node), full.constraints(of: node), "constraints of node \(node) differ at step \(step)")
            }
            if !updated.diagnostics.isEmpty { diagnosed += 1 }
        }
        // Both the in-place moves (clean solves) and the solves with a conflict or an
        // ambiguity were reached.
        XCTAssertGreaterThan(diagnosed, 0)
        XCTAssertLessThan(diagnosed, 250)
    }

    /// An engine evaluated again keeps what still holds (a leaf's measurer while its content
    /// is equal) and gives what a new engine gives.
    func testReevaluationMatchesNewEngine() throws {
        var random = SplitMix64(seed: 0xE7A1)
        let names = pools.keys.sorted()
        let reused = try XCTUnwrap(EngineFixture.engine(template))
        let size = Size(width: 320, height: 480)
        for step in 0..<40 {
            var state: [String: Value] = [:]
            for name in names {
                let pool = pools[name] ?? []
                state[name] = pool[random.next(below: pool.count)]
            }
            let fresh = try XCTUnwrap(EngineFixture.engine(template)).evaluate(state: state, size: size)
            assertSame(reused.evaluate(state: state, size: size), fresh, step: step)
            assertSame(reused.evaluate(state: state, size: size), fresh, step: step)
        }
    }

    /// Frames of arranged children no expression reads are written by their container's
    /// arrangement instead of being cells; they follow every change as cells would, and a
    /// child whose frame an expression reads keeps its cells and updates its reader.
    func testArrangedFramesFollowTheirContainer() throws {
        let engine = try XCTUnwrap(EngineFixture.engine("""
        <UIView>
            <LMRowView top="10" left="10" width="200" spacing="8" horizontalAlignment="leading">
                <UIView id="first" width="w" height="10"/>
                <UIView id="second" width="20" height="h"/>
            </LMRowView>
            <UIView id="reader" top="50" width="#second.left + #second.width" height="5"/>
        </UIView>
        """))
        let size = Size(width: 320, height: 480)
        let before = engine.evaluate(state: ["w": .double(30), "h": .double(10)], size: size)
        XCTAssertEqual(before.frame("first"), frame(0, 0, 30, 10))
        XCTAssertEqual(before.frame("second"), frame(38, 0, 20, 10))
        XCTAssertEqual(before.frame("reader"), frame(0, 50, 58, 5))
        let after = engine.setState(["w": .double(50), "h": .double(25)])
        XCTAssertEqual(after.frame("first"), frame(0, 0, 50, 10))
        XCTAssertEqual(after.frame("second"), frame(58, 0, 20, 25))
        XCTAssertEqual(after.frame("reader"), frame(0, 50, 78, 5))
    }

    func testUnchangedStateChangesNothing() throws {
        let engine = try XCTUnwrap(EngineFixture.engine(#"<UIView><UILabel text="{title}"/></UIView>"#))
        let first = engine.evaluate(state: ["title": .string("Hi")], size: Size(width: 100, height: 100))
        let second = engine.setState(["title": .string("Hi"), "unused": .int(1)])
        assertSame(second, first, step: 0)
    }

    func testResizeMatchesFullEvaluation() throws {
        let engine = try XCTUnwrap(EngineFixture.engine(template))
        var state: [String: Value] = [:]
        for (name, pool) in pools { state[name] = pool.last }
        engine.evaluate(state: state, size: Size(width: 320, height: 480))
        let resized = engine.resize(to: Size(width: 500, height: 300))
        let full = try XCTUnwrap(EngineFixture.engine(template)).evaluate(state: state, size: Size(width: 500, height: 300))
        assertSame(resized, full, step: 0)
    }

    private func assertSame(_ updated: LayoutResult, _ full: LayoutResult, step: Int, file: StaticString = #filePath, line: UInt = #line) {
        for (index, (a, b)) in zip(updated.frames, full.frames).enumerated() where a != b {
            XCTFail("node \(index) at step \(step): \(a) after setState, \(b) evaluated in full", file: file, line: line)
        }
        XCTAssertEqual(updated.frames.count, full.frames.count, file: file, line: line)
        XCTAssertEqual(updated.nodes.map(\.properties), full.nodes.map(\.properties), "values differ at step \(step)", file: file, line: line)
        XCTAssertEqual(updated.diagnostics, full.diagnostics, "diagnostics differ at step \(step)", file: file, line: line)
    }
}

/// A small deterministic random number generator (SplitMix64), so the randomized test
/// explores the same changes on every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
