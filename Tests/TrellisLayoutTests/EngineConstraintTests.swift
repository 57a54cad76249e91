import TrellisDiagnostics
import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// Views with `constrain` laid out by the engine: their frames come from the constraint
/// solver, mixed with their own frame attributes and with siblings placed by theirs.
final class EngineConstraintTests: XCTestCase {
    private func span(_ line: Int, _ column: Int, _ offset: Int, _ length: Int) -> SourceSpan {
        SourceSpan(file: "Test.xml", line: line, column: column, offset: offset, length: length)
    }

    /// GetLaid's README: a header pinned to the top of its parent at a constant height and
    /// a body below it, inset on its three other edges.
    func testHeaderAndBodyFromGetLaidsReadme() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="header" constrain="allButBottom; height >> 60"/>
            <UIView id="body" constrain="top >> #header.bottom.offset(8); allButTop(leadingOffset: 16, bottomOffset: -16, trailingOffset: -16)"/>
        </UIView>
        """))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("header"), frame(0, 0, 320, 60))
        XCTAssertEqual(result.frame("body"), frame(16, 68, 288, 396))
    }

    /// GetLaid's README: a view centered in its parent at half its width and a fifth of its
    /// height, and one at a constant size in the safe area's corner.
    func testCenterSizeFactorsAndTheSafeArea() throws {
        var options = LayoutOptions()
        options.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="card" constrain="center; width >> parent.width.at(0.5); height >> parent.height.at(0.2)"/>
            <UIView id="badge" constrain="top >> safeArea.top; trailing >> safeArea.trailing.offset(-8); >> (40, 20)"/>
        </UIView>
        """, options: options))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("card"), frame(80, 192, 160, 96))
        XCTAssertEqual(result.frame("badge"), frame(272, 20, 40, 20))
    }

    /// A view's own `left` (and `top`, `width`, `height`) is a required equality mixed with
    /// its constraints.
    func testFrameAttributesMixWithConstraints() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="half" left="20" constrain="width >> parent.width.at(0.5); top.offset(10); height >> 40"/>
        </UIView>
        """))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("half"), frame(20, 10, 160, 40))
    }

    /// `right` and `bottom` are distances from the parent's edges (coordinates in legacy
    /// layout mode), `leading` and `trailing` follow the layout direction, `center.x` and
    /// `center.y` are the center's coordinates.
    func testEveryFrameAttributeIsAnEquality() throws {
        let xml = """
        <UIView>
            <UIView id="edges" right="10" bottom="20" constrain="width >> 100; height >> 50"/>
            <UIView id="directional" leading="5" trailing="15" constrain="top; height >> 10"/>
            <UIView id="centered" center.x="100" center.y="200" constrain="size.at(0.25)"/>
        </UIView>
        """
        let result = try XCTUnwrap(EngineFixture.layout(xml))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("edges"), frame(210, 410, 100, 50))
        XCTAssertEqual(result.frame("directional"), frame(5, 0, 300, 10))
        XCTAssertEqual(result.frame("centered"), frame(60, 140, 80, 120))
        let rightToLeft = try XCTUnwrap(EngineFixture.layout(xml, options: LayoutOptions(direction: .rightToLeft)))
        XCTAssertEqual(rightToLeft.frame("directional"), frame(15, 0, 300, 10))
        let legacy = try XCTUnwrap(EngineFixture.layout(xml, options: LayoutOptions(isLegacyLayoutMode: true)))
        XCTAssertEqual(legacy.frame("edges"), frame(-90, -30, 100, 50))
    }

    /// Constrained and positioned siblings reference each other both ways.
    func testConstrainedAndPositionedSiblingsReferenceEachOther() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="a" left="10" top="10" width="100" height="50"/>
            <UIView id="b" constrain="top >> previous.bottom.offset(systemSpacing); leading >> #a.leading; width >> 100; height >> 30"/>
            <UIView id="c" top="previous.bottom + 5" width="20" height="20"/>
        </UIView>
        """))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("b"), frame(10, 68, 100, 30))
        XCTAssertEqual(result.frame("c"), frame(0, 103, 20, 20))
    }

    /// A label's intrinsic size holds it (hugging and compression resistance) when its
    /// constraints give only its position.
    func testIntrinsicSizeOfALabel() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UILabel id="plain" text="Hello"/>
            <UILabel id="centered" text="Hello" constrain="center"/>
        </UIView>
        """))
        XCTAssertEqual(result.diagnostics, [])
        let size = try XCTUnwrap(result.frame("plain"))
        XCTAssertGreaterThan(size.width, 0)
        XCTAssertEqual(result.frame("centered"), frame((320 - size.width) / 2, (480 - size.height) / 2, size.width, size.height))
    }

    /// `contentHuggingPriority` decides which of two labels filling a line keeps its
    /// intrinsic width: the one hugging harder (251 against UIKit's default 250).
    func testContentHuggingPriorityDecidesWhichLabelStretches() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UILabel id="plainA" text="Name"/>
            <UILabel id="plainB" text="Value"/>
            <UILabel id="a" text="Name" constrain="leading; top"/>
            <UILabel id="b" text="Value" contentHuggingPriority.horizontal="251" constrain="leading >> previous.trailing; trailing; top"/>
            <UILabel id="c" text="Name" contentHuggingPriority.horizontal="required" constrain="leading; top >> #a.bottom"/>
            <UILabel id="d" text="Value" constrain="leading >> previous.trailing; trailing; top >> #a.bottom"/>
        </UIView>
        """))
        XCTAssertEqual(result.diagnostics, [])
        let nameSize = try XCTUnwrap(result.frame("plainA"))
        let valueSize = try XCTUnwrap(result.frame("plainB"))
        XCTAssertEqual(result.frame("a"), frame(0, 0, 320 - valueSize.width, nameSize.height))
        XCTAssertEqual(result.frame("b"), frame(320 - valueSize.width, 0, valueSize.width, valueSize.height))
        XCTAssertEqual(result.frame("c"), frame(0, nameSize.height, nameSize.width, nameSize.height))
        XCTAssertEqual(result.frame("d"), frame(nameSize.width, nameSize.height, 320 - nameSize.width, valueSize.height))
    }

    /// Required constraints that cannot hold together: an error at the one left out, with a
    /// note at each it conflicts with.
    func testConflictListsTheConstraintsAtTheirLocations() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="v" constrain="all; width >> 100"/>
        </UIView>
        """))
        // `all` is four constraints written once: the two on the horizontal axis are noted.
        XCTAssertEqual(result.diagnostics, [
            .error(
                .constraintConflict, "unable to satisfy the constraints of #v: this constraint conflicts with 2 other required constraints, so it is ignored",
                at: span(2, 36, 44, 12), notes: [
                    DiagnosticNote("conflicting constraint of #v", at: span(2, 31, 39, 3)),
                    DiagnosticNote("conflicting constraint of #v", at: span(2, 31, 39, 3)),
                ]
            ),
        ])
        XCTAssertEqual(result.frame("v"), frame(0, 0, 320, 480))
    }

    /// A size the constraints leave free is a warning at the view; it is then 0.
    func testAmbiguityNamesTheViewAndTheAxis() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="v" constrain="top; leading; height >> 10"/>
        </UIView>
        """))
        XCTAssertEqual(result.diagnostics, [
            .warning(.ambiguousLayout, "ambiguous layout: the constraints leave the width of #v free", at: span(2, 6, 14, 6)),
        ])
        XCTAssertEqual(result.frame("v"), frame(0, 0, 0, 10))
    }

    /// The solver relates a parent's children to each other and to the parent: the root's
    /// constraints and a target among other views' children are errors at the constraint,
    /// which is left out.
    func testTargetsOutsideTheSiblingsAndTheRootAreRefused() throws {
        let engine = try XCTUnwrap(EngineFixture.engine("""
        <UIView constrain="width >> 10">
            <UIView><UIView id="inner"/></UIView>
            <UIView constrain="top >> #inner.bottom; leading; width >> 10; height >> 10"/>
        </UIView>
        """))
        XCTAssertEqual(engine.diagnostics, [
            .error(.unsupportedConstraint, "the root view has no parent to be constrained in; give it a frame with its attributes instead", at: span(1, 20, 19, 11)),
            .error(
                .unsupportedConstraint, "constraints to views outside the parent's children are not solved yet; constrain to a sibling or the parent",
                at: span(3, 24, 98, 20)
            ),
        ])
        // Without its `top`, the view's vertical position is free.
        let result = engine.evaluate(size: Size(width: 320, height: 480))
        XCTAssertEqual(result.diagnostics, [
            .warning(.ambiguousLayout, "ambiguous layout: the constraints leave the vertical position of UIView free", at: span(3, 6, 80, 6)),
        ])
        XCTAssertEqual(result.frames.last, frame(0, 0, 10, 10))
    }

    /// A compiled template whose constraint names a view that does not exist (an IR edited
    /// by hand): an error at the constraint, which is left out.
    func testATargetTheIRDoesNotHoldIsAnError() throws {
        var template = try XCTUnwrap(EngineFixture.compile("""
        <UIView>
            <UIView id="a" left="0" top="0" width="10" height="10"/>
            <UIView constrain="top >> #a.bottom; leading; width >> 10; height >> 10"/>
        </UIView>
        """).0)
        template.nodes[2].constraints[0].target?.node = 99
        let engine = LayoutEngine(template: template, registry: EngineFixture.registry)
        XCTAssertEqual(engine.diagnostics, [
            .error(.irFormat, "the compiled template 'Test.xml' names no view for this constraint's target; compile it again", at: span(3, 24, 93, 16)),
        ])
    }

    /// A view sized by its content is as large as its positioned children reach and as its
    /// constrained children need, whichever is larger (here the box); the constrained label
    /// is then solved in that size, and no cycle arises.
    func testAViewSizedByItsContentCountsBothKindsOfChildren() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="card" top="10" width="auto" height="auto">
                <UILabel id="label" text="Hi" constrain="all"/>
                <UIView id="box" left="5" top="5" width="50" height="40"/>
            </UIView>
        </UIView>
        """))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("card"), frame(0, 10, 55, 45))
        XCTAssertEqual(result.frame("label"), frame(0, 0, 55, 45))
    }

    /// An `auto` parent is as large as its constrained children need, as Auto Layout's
    /// fitting size: the parent's size pulled towards 0 at `fittingSizeLevel` (50), below
    /// the children's constraints, hugging and compression resistance. With its width given,
    /// its height is fitted at that width.
    func testAnAutoSizedParentFitsItsConstrainedChildren() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="card" left="10" top="20" width="auto" height="auto">
                <UIView id="icon" constrain="top.offset(8); leading.offset(8); >> (40, 30); bottom.offset(-8).max"/>
                <UIView id="body" constrain="leading >> #icon.trailing.offset(12); top.offset(8); >> (100, 50); trailing.offset(-8); bottom.offset(-8)"/>
            </UIView>
            <UIView id="chip" left="0" top="100" width="200" height="auto">
                <UILabel id="text" text="Hello" constrain="allButTop(leadingOffset: 6, bottomOffset: -4, trailingOffset: -6); top.offset(4)"/>
            </UIView>
            <UILabel id="plain" text="Hello"/>
        </UIView>
        """))
        XCTAssertEqual(result.diagnostics, [])
        // 8 + 40 + 12 + 100 + 8 wide, 8 + 50 + 8 high (the icon's bottom is only at most 8
        // above the card's).
        XCTAssertEqual(result.frame("card"), frame(10, 20, 168, 66))
        XCTAssertEqual(result.frame("icon"), frame(8, 8, 40, 30))
        XCTAssertEqual(result.frame("body"), frame(60, 8, 100, 50))
        let label = try XCTUnwrap(result.frame("plain"))
        XCTAssertEqual(result.frame("chip"), frame(0, 100, 200, label.height + 8))
        XCTAssertEqual(result.frame("text"), frame(6, 4, 188, label.height))
    }

    /// A positioned sibling reading a constrained one that is constrained to it is a cycle,
    /// reported as any other (the solved group joins the frames on it).
    func testCycleThroughAConstrainedSibling() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="a" constrain="top >> #b.bottom; leading; width >> 10; height >> 10"/>
            <UIView id="b" top="previous.bottom" width="10" height="10"/>
        </UIView>
        """))
        // The solved group gives both `#a.top` and `#a.height`: the two paths through it are
        // one cycle, reported once.
        XCTAssertEqual(result.messages, [
            "dependency cycle: #b.top -> #a.height -> #b.top; break it by giving one of these a value that does not depend on the others",
        ])
        XCTAssertEqual(result.diagnostics.map(\.location), [span(3, 6, 100, 6)])
    }

    /// A system spacing is a number inside any expression of a constraint, not an input:
    /// `offset(-systemSpacing)`, `offset(systemSpacing * 2)`, with the spacing the options give.
    func testSystemSpacingsInsideExpressions() throws {
        let xml = """
        <UIView>
            <UIView id="a" constrain="top; leading; width >> 100; height >> 20"/>
            <UIView id="b" constrain="top >> #a.bottom.offset(systemSpacing * 2); trailing.offset(-systemSiblingSpacing); width >> 50; height >> systemParentSpacing"/>
        </UIView>
        """
        let result = try XCTUnwrap(EngineFixture.layout(xml))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("b"), frame(262, 36, 50, 8))
        var options = LayoutOptions()
        options.systemSpacing = 10
        let wider = try XCTUnwrap(EngineFixture.layout(xml, options: options))
        XCTAssertEqual(wider.diagnostics, [])
        XCTAssertEqual(wider.frame("b"), frame(260, 40, 50, 10))
    }

    /// A constraint number read from the state: `setState` solves the group again and
    /// gives what a new evaluation gives.
    func testSetStateSolvesAgain() throws {
        let xml = """
        <UIView>
            <UIView id="v" constrain="allButBottom(topOffset: isCompact ? 8 : 16); height >> 40"/>
        </UIView>
        """
        let engine = try XCTUnwrap(EngineFixture.engine(xml))
        let first = engine.evaluate(state: ["isCompact": .bool(true)], size: Size(width: 320, height: 480))
        XCTAssertEqual(first.frame("v"), frame(0, 8, 320, 40))
        let updated = engine.setState(["isCompact": .bool(false)])
        XCTAssertEqual(updated.frame("v"), frame(0, 16, 320, 40))
        let fresh = try XCTUnwrap(EngineFixture.layout(xml, state: ["isCompact": .bool(false)]))
        XCTAssertEqual(updated.frames, fresh.frames)
        XCTAssertEqual(updated.diagnostics, fresh.diagnostics)
    }
}
