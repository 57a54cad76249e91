import XCTest
@testable import TrellisLayout

final class ScrollLayoutTests: XCTestCase {
    let size = Size(width: 320, height: 480)

    func testFitToWidthWrapsTheContentAtTheScrollViewWidth() {
        let result = ScrollLayout(isFitToWidth: true).layout([paragraph(3200)], in: size)
        XCTAssertEqual(result.frames, [rect(0, 0, 320, 200)])
        XCTAssertEqual(result.contentSize, Size(width: 320, height: 200))
    }

    func testUnfittedContentKeepsItsNaturalSize() {
        let result = ScrollLayout().layout([box(500, 800)], in: size)
        XCTAssertEqual(result.frames, [rect(0, 0, 500, 800)])
        XCTAssertEqual(result.contentSize, Size(width: 500, height: 800))
    }

    func testFitToHeight() {
        let result = ScrollLayout(isFitToHeight: true).layout([box(500, 800)], in: size)
        XCTAssertEqual(result.frames, [rect(0, 0, 500, 480)])
    }

    func testFitToBothFillsTheContentArea() {
        let inset = EdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        let result = ScrollLayout(isFitToWidth: true, isFitToHeight: true, contentInset: inset).layout([box(1, 1)], in: size)
        XCTAssertEqual(result.frames, [rect(0, 0, 300, 430)])
        XCTAssertEqual(result.contentSize, Size(width: 300, height: 430))
    }

    func testFixedSizesAndHiddenContent() {
        let result = ScrollLayout(isFitToWidth: true).layout([box(10, 10, fixedWidth: 1000), box(5, 5, isDisplayable: false)], in: size)
        XCTAssertEqual(result.frames, [rect(0, 0, 1000, 10), nil])
        XCTAssertEqual(result.contentSize, Size(width: 1000, height: 10))
    }

    func testNaturalSizeIsContentPlusInsets() {
        let layout = ScrollLayout(isFitToWidth: true, contentInset: EdgeInsets(all: 10))
        XCTAssertEqual(layout.measure([paragraph(3200)], proposedWidth: 340), Size(width: 340, height: 220))
        XCTAssertEqual(layout.measure([box(50, 60)], proposedWidth: nil), Size(width: 70, height: 80))
    }
}
