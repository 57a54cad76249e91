import XCTest
@testable import TrellisLayout

/// A horizontal stack with spacing 10 of children 50 × 20, 60 × 30 and 40 × 40
/// (intrinsic total 150, plus 20 of spacing).
final class StackLayoutTests: XCTestCase {
    let children = [box(50, 20), box(60, 30), box(40, 40)]

    func stack(_ distribution: StackLayout.Distribution, _ alignment: StackLayout.Alignment = .fill) -> StackLayout {
        StackLayout(axis: .horizontal, alignment: alignment, distribution: distribution, spacing: 10)
    }

    func testFillStretchesTheLastChild() {
        let result = stack(.fill).layout(children, in: Size(width: 300, height: 100))
        XCTAssertEqual(result.frames, [rect(0, 0, 50, 100), rect(60, 0, 60, 100), rect(130, 0, 170, 100)])
        XCTAssertEqual(result.contentSize, Size(width: 170, height: 40))
    }

    func testFillShrinksTheLastChildWhenTooSmall() {
        let result = stack(.fill).layout(children, in: Size(width: 150, height: 100))
        XCTAssertEqual(result.frames.map { $0?.width }, [50, 60, 20])
        let tiny = stack(.fill).layout(children, in: Size(width: 100, height: 100))
        XCTAssertEqual(tiny.frames, [rect(0, 0, 50, 100), rect(60, 0, 60, 100), rect(130, 0, 0, 100)], "never below 0; the rest overflows")
    }

    func testFillSkipsChildrenWithAFixedMainSize() {
        let result = stack(.fill).layout([box(50, 20), box(40, 40, fixedWidth: 40)], in: Size(width: 300, height: 100))
        XCTAssertEqual(result.frames.map { $0?.width }, [250, 40])
    }

    func testFillEqually() {
        let result = stack(.fillEqually).layout(children, in: Size(width: 320, height: 100))
        XCTAssertEqual(result.frames, [rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100)])
        XCTAssertEqual(result.contentSize, Size(width: 200, height: 40))
    }

    func testFillProportionally() {
        let result = stack(.fillProportionally).layout(children, in: Size(width: 320, height: 100))
        XCTAssertEqual(result.frames.map { $0?.minX }, [0, 110, 240])
        XCTAssertEqual(result.frames.map { $0?.width }, [100, 120, 80])
        let empty = stack(.fillProportionally).layout([box(0, 0), box(0, 0)], in: Size(width: 110, height: 10))
        XCTAssertEqual(empty.frames.map { $0?.width }, [50, 50])
    }

    func testEqualSpacing() {
        let result = stack(.equalSpacing).layout(children, in: Size(width: 300, height: 100))
        XCTAssertEqual(result.frames, [rect(0, 0, 50, 100), rect(125, 0, 60, 100), rect(260, 0, 40, 100)])
        let tight = stack(.equalSpacing).layout(children, in: Size(width: 160, height: 100))
        XCTAssertEqual(tight.frames.map { $0?.minX }, [0, 60, 130])
        XCTAssertEqual(tight.frames.map { $0?.width }, [50, 60, 30])
        let single = stack(.equalSpacing).layout([box(50, 20)], in: Size(width: 300, height: 100))
        XCTAssertEqual(single.frames, [rect(0, 0, 50, 100)])
    }

    func testEqualCentering() {
        // Centers 25, 152.5, 280: 127.5 apart.
        let result = stack(.equalCentering).layout(children, in: Size(width: 300, height: 100))
        XCTAssertEqual(result.frames.map { $0?.minX }, [0, 122.5, 260])
        XCTAssertEqual(result.contentSize, Size(width: 175, height: 40))
        // Too narrow: centers stay 65 apart (so 10 points separate A and B), overflowing.
        let tight = stack(.equalCentering).layout(children, in: Size(width: 100, height: 100))
        XCTAssertEqual(tight.frames.map { $0?.minX }, [0, 60, 135])
    }

    func testCrossAlignments() {
        let size = Size(width: 300, height: 100)
        XCTAssertEqual(stack(.equalSpacing, .top).layout(children, in: size).frames.map { $0?.minY }, [0, 0, 0])
        XCTAssertEqual(stack(.equalSpacing, .leading).layout(children, in: size).frames.map { $0?.height }, [20, 30, 40])
        XCTAssertEqual(stack(.equalSpacing, .bottom).layout(children, in: size).frames.map { $0?.minY }, [80, 70, 60])
        XCTAssertEqual(stack(.equalSpacing, .trailing).layout(children, in: size).frames.map { $0?.minY }, [80, 70, 60])
        XCTAssertEqual(stack(.equalSpacing, .center).layout(children, in: size).frames.map { $0?.minY }, [40, 35, 30])
    }

    func testBaselineAlignment() {
        let texts = [textBox(40, 20, first: 15, last: 15), textBox(60, 40, first: 30, last: 35), box(30, 10)]
        let first = stack(.fill, .firstBaseline).layout(texts, in: Size(width: 150, height: 100))
        XCTAssertEqual(first.frames.map { $0?.minY }, [15, 0, 20])
        XCTAssertEqual(first.contentSize.height, 40)
        let last = stack(.fill, .lastBaseline).layout(texts, in: Size(width: 150, height: 100))
        XCTAssertEqual(last.frames.map { $0?.minY }, [20, 0, 25])
    }

    func testVerticalStackMeasuresAtItsWidthAndAlignsByDirection() {
        var layout = StackLayout(axis: .vertical, alignment: .leading, distribution: .fill, spacing: 5)
        let result = layout.layout([paragraph(300), box(50, 20)], in: Size(width: 100, height: 200))
        XCTAssertEqual(result.frames, [rect(0, 0, 100, 60), rect(0, 65, 50, 135)])
        layout.direction = .rightToLeft
        XCTAssertEqual(layout.layout([box(50, 20)], in: Size(width: 200, height: 20)).frames, [rect(150, 0, 50, 20)])
        layout.alignment = .firstBaseline
        XCTAssertEqual(layout.layout([box(50, 20)], in: Size(width: 200, height: 20)).frames, [rect(0, 0, 200, 20)], "acts as fill")
    }

    func testBaselineRelativeArrangement() {
        let layout = StackLayout(axis: .vertical, distribution: .fill, spacing: 8, isBaselineRelativeArrangement: true)
        let result = layout.layout([textBox(100, 20, first: 15, last: 15), textBox(100, 40, first: 12, last: 32)], in: Size(width: 100, height: 51))
        XCTAssertEqual(result.frames.map { $0?.minY }, [0, 11])
    }

    func testHiddenChildrenTakeNoSpace() {
        let result = stack(.fillEqually).layout([box(1, 1), box(1, 1, isDisplayable: false), box(1, 1)], in: Size(width: 210, height: 10))
        XCTAssertEqual(result.frames, [rect(0, 0, 100, 10), nil, rect(110, 0, 100, 10)])
    }

    func testMarginsAndRightToLeft() {
        let layout = StackLayout(
            axis: .horizontal, alignment: .top, distribution: .fill, spacing: 10,
            margins: DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 0), direction: .rightToLeft
        )
        let result = layout.layout([box(50, 20), box(60, 30)], in: Size(width: 200, height: 50))
        // Leading-to-trailing: 20…70 and 80…200 (the last child fills), mirrored in 200.
        XCTAssertEqual(result.frames, [rect(130, 5, 50, 20), rect(0, 5, 120, 30)])
        XCTAssertEqual(layout.measure([box(50, 20), box(60, 30)], proposedWidth: nil), Size(width: 140, height: 40))
    }

    func testNaturalSizePerDistribution() {
        XCTAssertEqual(stack(.fill).measure(children, proposedWidth: nil), Size(width: 170, height: 40))
        XCTAssertEqual(stack(.fillEqually).measure(children, proposedWidth: nil), Size(width: 200, height: 40))
        XCTAssertEqual(stack(.fillProportionally).measure(children, proposedWidth: nil), Size(width: 170, height: 40))
        XCTAssertEqual(stack(.equalSpacing).measure(children, proposedWidth: nil), Size(width: 170, height: 40))
        XCTAssertEqual(stack(.equalCentering).measure(children, proposedWidth: nil), Size(width: 175, height: 40))
        XCTAssertEqual(stack(.fill).measure([], proposedWidth: nil), .zero)
    }
}
