import XCTest
@testable import TrellisLayout

final class AnchorLayoutTests: XCTestCase {
    let size = Size(width: 300, height: 200)

    func testLimaFourEdgesExample() {
        let layout = AnchorLayout(margins: DirectionalEdgeInsets(margin: 16))
        let children = [box(40, 20, anchor: .top), box(30, 20, anchor: .left), box(50, 20, anchor: .right), box(60, 20, anchor: .bottom)]
        XCTAssertEqual(layout.layout(children, in: size).frames, [
            rect(130, 16, 40, 20), rect(16, 90, 30, 20), rect(234, 90, 50, 20), rect(120, 164, 60, 20),
        ])
    }

    func testLeadingAndTrailingFollowTheDirection() {
        var layout = AnchorLayout(margins: DirectionalEdgeInsets(margin: 16))
        let children = [box(40, 20, anchor: .leading), box(50, 20, anchor: .trailing)]
        XCTAssertEqual(layout.layout(children, in: size).frames, [rect(16, 90, 40, 20), rect(234, 90, 50, 20)])
        layout.direction = .rightToLeft
        XCTAssertEqual(layout.layout(children, in: size).frames, [rect(244, 90, 40, 20), rect(16, 90, 50, 20)])
    }

    func testDirectionalMarginsInRightToLeft() {
        let layout = AnchorLayout(margins: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30), direction: .rightToLeft)
        XCTAssertEqual(layout.layout([box(40, 20, anchor: .left), box(40, 20, anchor: .leading)], in: size).frames, [rect(30, 90, 40, 20), rect(250, 90, 40, 20)])
    }

    func testBothEdgesOfAnAxisStretch() {
        let layout = AnchorLayout(margins: DirectionalEdgeInsets(margin: 16))
        let children = [box(40, 20, anchor: [.top, .left, .right]), box(40, 20, anchor: [.bottom, .left, .right]), box(10, 10, anchor: .all)]
        XCTAssertEqual(layout.layout(children, in: size).frames, [rect(16, 16, 268, 20), rect(16, 164, 268, 20), rect(16, 16, 268, 168)])
    }

    func testUnanchoredChildrenCenterOnTheBounds() {
        let layout = AnchorLayout(margins: DirectionalEdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 100))
        XCTAssertEqual(layout.layout([box(100, 50)], in: size).frames, [rect(100, 75, 100, 50)])
    }

    func testFixedSizesAreKeptEvenWhenStretched() {
        let layout = AnchorLayout()
        let result = layout.layout([box(10, 10, fixedWidth: 50, fixedHeight: 60, anchor: .all)], in: size)
        XCTAssertEqual(result.frames, [rect(0, 0, 50, 60)])
    }

    func testChildrenAreMeasuredAtTheInnerWidth() {
        let layout = AnchorLayout(margins: DirectionalEdgeInsets(margin: 10))
        var child = paragraph(300)
        child.anchor = [.top, .leading]
        XCTAssertEqual(layout.layout([child], in: Size(width: 120, height: 200)).frames, [rect(10, 10, 100, 60)])
    }

    func testNaturalSizeAddsTheMarginsOfAnchoredEdges() {
        let layout = AnchorLayout(margins: DirectionalEdgeInsets(margin: 16))
        let children = [box(100, 50, anchor: [.top, .left]), box(200, 10), box(40, 40, anchor: [.bottom, .right]), box(900, 900, isDisplayable: false)]
        XCTAssertEqual(layout.measure(children, proposedWidth: nil), Size(width: 200, height: 66))
        XCTAssertEqual(layout.layout(children, in: size).frames[3], nil)
    }

    func testLaterChildrenStayLaterForZOrder() {
        let result = AnchorLayout().layout([box(10, 10), box(20, 20)], in: size)
        XCTAssertEqual(result.frames, [rect(145, 95, 10, 10), rect(140, 90, 20, 20)])
    }

    func testAnchorNames() {
        XCTAssertEqual(Anchor(named: "leading"), .leading)
        XCTAssertEqual(Anchor(named: "all"), [.top, .bottom, .leading, .trailing])
        XCTAssertEqual(Anchor(named: "none"), [])
        XCTAssertNil(Anchor(named: "center"))
    }
}
