import XCTest
@testable import TrellisLayout

/// Lima's `LMRootView`: children pinned to the edges between the top and bottom paddings.
final class RootLayoutTests: XCTestCase {
    let size = Size(width: 320, height: 480)

    func testEveryChildFillsTheBoxBetweenThePaddings() {
        let layout = RootLayout(topPadding: 20, bottomPadding: 44)
        // 480 - 20 - 44 = 416 tall, the full 320 wide, whatever the children's content.
        XCTAssertEqual(layout.layout([box(50, 30), paragraph(900)], in: size).frames, [rect(0, 20, 320, 416), rect(0, 20, 320, 416)])
    }

    func testWithoutPaddingsChildrenFillTheView() {
        XCTAssertEqual(RootLayout().layout([box(10, 10)], in: size).frames, [rect(0, 0, 320, 480)])
    }

    func testFixedSizesAreKeptAtTheTopLeftOfTheBox() {
        let layout = RootLayout(topPadding: 20)
        XCTAssertEqual(layout.layout([box(10, 10, fixedWidth: 100, fixedHeight: 50)], in: size).frames, [rect(0, 20, 100, 50)])
    }

    func testHiddenChildrenGetNoFrame() {
        XCTAssertEqual(RootLayout().layout([box(10, 10, isDisplayable: false), box(10, 10)], in: size).frames, [nil, rect(0, 0, 320, 480)])
    }

    func testNaturalSizeIsTheLargestChildPlusThePaddings() {
        let layout = RootLayout(topPadding: 20, bottomPadding: 44)
        XCTAssertEqual(layout.measure([box(50, 30), box(80, 10)], proposedWidth: nil), Size(width: 80, height: 94))
        // A paragraph 300 long offered 100 wraps to 3 lines of 20: 60 + 64.
        XCTAssertEqual(layout.measure([paragraph(300)], proposedWidth: 100), Size(width: 100, height: 124))
        XCTAssertEqual(layout.layout([box(50, 30)], in: size).contentSize, Size(width: 50, height: 94))
    }

    func testNegativeAndNonFinitePaddingsAreZero() {
        let layout = RootLayout(topPadding: -10, bottomPadding: .nan)
        XCTAssertEqual(layout.layout([box(10, 10)], in: size).frames, [rect(0, 0, 320, 480)])
        XCTAssertEqual(layout.measure([box(10, 10)], proposedWidth: nil), Size(width: 10, height: 10))
    }
}
