import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// Layout's expression frames through the engine: every derivation rule, in a 320 × 480
/// canvas unless said otherwise.
final class EngineFrameTests: XCTestCase {
    private func frames(_ xml: String, options: LayoutOptions = LayoutOptions(), file: StaticString = #filePath, line: UInt = #line) -> [Rect] {
        EngineFixture.layout(xml, options: options, file: file, line: line)?.frames ?? []
    }

    private func child(_ attributes: String, options: LayoutOptions = LayoutOptions(), file: StaticString = #filePath, line: UInt = #line) -> Rect? {
        frames("<UIView><UIView \(attributes)/></UIView>", options: options, file: file, line: line).last
    }

    func testRootFillsTheCanvasUnlessItSetsItsSize() {
        XCTAssertEqual(frames("<UIView/>"), [frame(0, 0, 320, 480)])
        XCTAssertEqual(frames(#"<UIView width="200" height="100"/>"#), [frame(0, 0, 200, 100)])
        XCTAssertEqual(frames(#"<UIView left="10" top="20"/>"#), [frame(10, 20, 320, 480)])
        XCTAssertEqual(frames(#"<UIView left="10" right="30" top="20" bottom="40"/>"#), [frame(10, 20, 280, 420)])
    }

    func testAnchorPointMovesAViewPositionedByItsCenter() {
        // Layout: origin = center - size × anchor point.
        XCTAssertEqual(
            child(#"center.x="160" center.y="240" width="100" height="50" layer.anchorPoint.x="0" layer.anchorPoint.y="1""#),
            frame(160, 190, 100, 50)
        )
        XCTAssertEqual(child(#"center.x="160" width="100" height="50" layer.anchorPoint.x="0.25""#), frame(135, 0, 100, 50))
        let point = Value.structure(type: "CGPoint", members: ["x": .double(1), "y": .double(0)])
        let result = EngineFixture.layout(
            #"<UIView><UIView id="v" center.x="160" center.y="240" width="100" height="50" layer.anchorPoint="point"/></UIView>"#,
            constants: ["point": point]
        )
        XCTAssertEqual(result?.frame("v"), frame(60, 240, 100, 50))
    }

    func testAnchorPointDoesNotMoveAViewPositionedByItsEdges() {
        XCTAssertEqual(child(#"left="10" top="20" width="100" height="50" layer.anchorPoint.x="0" layer.anchorPoint.y="1""#), frame(10, 20, 100, 50))
    }

    func testExplicitFrame() {
        XCTAssertEqual(child(#"left="10" top="20" width="100" height="50""#), frame(10, 20, 100, 50))
    }

    func testNothingSetPutsTheViewAtTheOriginFillingTheParent() {
        // UIView's manifest defaults are width="auto" height="auto"; a leaf with no intrinsic
        // size fills its parent.
        XCTAssertEqual(child(""), frame(0, 0, 320, 480))
    }

    func testRightAndBottomAreMeasuredFromTheParentsFarEdges() {
        XCTAssertEqual(child(#"right="20" bottom="10" width="100" height="50""#), frame(200, 420, 100, 50))
    }

    func testLegacyModeMeasuresRightAndBottomFromTheTopLeft() {
        let legacy = LayoutOptions(isLegacyLayoutMode: true)
        XCTAssertEqual(child(#"right="300" bottom="470" width="100" height="50""#, options: legacy), frame(200, 420, 100, 50))
        XCTAssertEqual(child(#"left="10" right="290" top="10" bottom="100""#, options: legacy), frame(10, 10, 280, 90))
    }

    func testWidthAndHeightBetweenBothEdges() {
        // width = 100% - left - right; height = 100% - top - bottom
        XCTAssertEqual(child(#"left="10" right="30" top="10" bottom="20""#), frame(10, 10, 280, 450))
    }

    func testExplicitWidthBeatsBothEdges() {
        // left wins over right when all three are set (the compiler warns).
        XCTAssertEqual(child(#"left="10" right="30" width="50" height="5""#), frame(10, 0, 50, 5))
    }

    func testLeadingAndTrailingFollowTheDirection() {
        XCTAssertEqual(child(#"leading="10" trailing="30" height="5""#), frame(10, 0, 280, 5))
        let rtl = LayoutOptions(direction: .rightToLeft)
        XCTAssertEqual(child(#"leading="10" trailing="30" height="5""#, options: rtl), frame(30, 0, 280, 5))
        XCTAssertEqual(child(#"leading="10" width="100" height="5""#, options: rtl), frame(210, 0, 100, 5))
        XCTAssertEqual(child(#"trailing="10" width="100" height="5""#), frame(210, 0, 100, 5))
        XCTAssertEqual(child(#"trailing="10" width="100" height="5""#, options: rtl), frame(10, 0, 100, 5))
    }

    func testLeadingAndTrailingKeepMeasuringFromEdgesInLegacyMode() {
        let legacy = LayoutOptions(isLegacyLayoutMode: true)
        XCTAssertEqual(child(#"trailing="10" width="100" height="5""#, options: legacy), frame(210, 0, 100, 5))
    }

    func testCenters() throws {
        // center.x and center.y are written as trailing and bottom here and renamed in the IR.
        let engine = try XCTUnwrap(EngineFixture.engine(
            #"<UIView><UIView trailing="50%" bottom="100" width="100" height="50"/></UIView>"#,
            renaming: ["trailing": "center.x", "bottom": "center.y"]
        ))
        let result = engine.evaluate(size: Size(width: 320, height: 480))
        XCTAssertEqual(result.frames.last, frame(110, 75, 100, 50))
    }

    func testPercentagesOfTheParent() {
        XCTAssertEqual(child(#"left="10%" top="25%" width="50%" height="25%""#), frame(32, 120, 160, 120))
        XCTAssertEqual(
            frames(#"<UIView><UIView width="200" height="100"><UIView width="50%" height="10%"/></UIView></UIView>"#).last,
            frame(0, 0, 100, 10)
        )
    }

    func testPercentagesInsideCallsAndArrayLiteralsFollowAResize() throws {
        let engine = try XCTUnwrap(EngineFixture.engine(
            #"<UIView><UIView width="max(10, [1, 25%][1], min(1000, 50%))" height="[10%, 1][0] + abs(-1)"/></UIView>"#
        ))
        XCTAssertEqual(engine.evaluate(size: Size(width: 320, height: 480)).frames.last, frame(0, 0, 160, 49))
        XCTAssertEqual(engine.resize(to: Size(width: 100, height: 200)).frames.last, frame(0, 0, 50, 21))
    }

    func testParentSymbols() {
        XCTAssertEqual(child(#"width="parent.width - 20" top="parent.height / 2" height="parent.width / 10""#), frame(0, 240, 300, 32))
        // parent.right is a distance from the parent's right edge: 0 from it, 320 as a left.
        XCTAssertEqual(child(#"left="parent.right - 50" width="50" height="5""#), frame(270, 0, 50, 5))
        XCTAssertEqual(child(#"left="parent.center.x" width="1" height="1""#), frame(160, 0, 1, 1))
    }

    func testPreviousAndNextSiblings() {
        let result = frames("""
        <UIView>
            <UIView top="10" height="20"/>
            <UIView top="previous.bottom + 10" height="next.top - top - 5"/>
            <UIView top="100" left="previous.width - 300" height="5"/>
        </UIView>
        """)
        XCTAssertEqual(result, [frame(0, 0, 320, 480), frame(0, 10, 320, 20), frame(0, 40, 320, 55), frame(20, 100, 320, 5)])
    }

    func testPreviousSkipsHiddenSiblings() {
        let result = frames("""
        <UIView>
            <UIView top="10" height="20"/>
            <UIView top="100" height="50" isHidden="true"/>
            <UIView top="previous.bottom" height="5"/>
            <UIView top="previous.bottom" height="5" isHidden="true"/>
        </UIView>
        """)
        XCTAssertEqual(result.dropFirst(3).first, frame(0, 30, 320, 5))
    }

    func testMissingSiblingsReadZero() {
        XCTAssertEqual(child(#"top="previous.bottom + 7" left="next.left + 3" height="1""#), frame(3, 7, 320, 1))
    }

    func testIdReferences() {
        let result = frames("""
        <UIView>
            <UIView id="first" left="20" top="30" width="40" height="10"/>
            <UIView right="20" width="30" height="10"/>
            <UIView left="#first.left" top="#first.bottom + 5" width="#first.width * 2" height="10"/>
        </UIView>
        """)
        XCTAssertEqual(result.last, frame(20, 45, 80, 10))
    }

    func testEdgeReadsFollowTheConventionOfThePropertyBeingSet() {
        let result = frames("""
        <UIView>
            <UIView id="a" left="10" top="20" width="100" height="30"/>
            <UIView right="#a.right" bottom="#a.top" width="50" height="10"/>
            <UIView width="#a.right" height="#a.bottom"/>
        </UIView>
        """)
        // right="#a.right": a's right edge measured from the parent's right edge (210), so
        // the edges line up; bottom="#a.top" puts the bottom edge on a's top edge.
        XCTAssertEqual(result[2], frame(60, 10, 50, 10))
        // Outside position expressions a symbol reads its own convention: right and bottom
        // are distances from the parent's far edges.
        XCTAssertEqual(result[3], frame(0, 0, 210, 430))
    }

    func testEdgeReadsInLegacyModeAreCoordinates() {
        let legacy = LayoutOptions(isLegacyLayoutMode: true)
        let result = frames("""
        <UIView>
            <UIView id="a" left="10" top="20" width="100" height="30"/>
            <UIView width="#a.right" height="#a.bottom"/>
        </UIView>
        """, options: legacy)
        XCTAssertEqual(result[2], frame(0, 0, 110, 50))
    }

    func testLeadingReadsFlowRightToLeft() {
        let rtl = LayoutOptions(direction: .rightToLeft)
        let result = frames("""
        <UIView>
            <UIView leading="10" width="100" height="10"/>
            <UIView leading="previous.trailing + 10" width="50" height="10"/>
        </UIView>
        """, options: rtl)
        XCTAssertEqual(Array(result.dropFirst()), [frame(210, 0, 100, 10), frame(150, 0, 50, 10)])
    }

    func testOwnWidthAndHeight() {
        XCTAssertEqual(child(#"width="100" height="width / 2" top="50% - height / 2""#), frame(0, 215, 100, 50))
    }

    func testSizesAreNeverNegativeOrNotFinite() {
        XCTAssertEqual(child(#"left="10" width="-5" height="1 / 0" top="0 / 0""#), frame(10, 0, 0, 0))
    }
}
