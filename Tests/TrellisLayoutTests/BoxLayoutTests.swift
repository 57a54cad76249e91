import XCTest
@testable import TrellisLayout

final class BoxLayoutTests: XCTestCase {
    let row = BoxLayout(axis: .horizontal)
    let column = BoxLayout(axis: .vertical)

    // MARK: Main axis

    func testRowFillWithoutWeightsStretchesTheLastChild() {
        let result = row.layout([box(50, 20), box(60, 30)], in: Size(width: 300, height: 50))
        XCTAssertEqual(result.frames, [rect(0, 0, 50, 50), rect(58, 0, 242, 50)])
        XCTAssertEqual(result.contentSize, Size(width: 118, height: 30))
    }

    func testRowLeadingTrailingAndCenteredPacking() {
        let children = [box(50, 20), box(60, 30)]
        let size = Size(width: 300, height: 50)
        var layout = BoxLayout(axis: .horizontal, horizontalAlignment: .leading, verticalAlignment: .top)
        XCTAssertEqual(layout.layout(children, in: size).frames, [rect(0, 0, 50, 20), rect(58, 0, 60, 30)])
        layout.horizontalAlignment = .trailing
        layout.verticalAlignment = .bottom
        XCTAssertEqual(layout.layout(children, in: size).frames, [rect(182, 30, 50, 20), rect(240, 20, 60, 30)])
        layout.horizontalAlignment = .center
        layout.verticalAlignment = .center
        XCTAssertEqual(layout.layout(children, in: size).frames, [rect(91, 15, 50, 20), rect(149, 10, 60, 30)])
    }

    func testColumnCenteredPackingAlongTheMainAxis() {
        let layout = BoxLayout(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 10)
        let result = layout.layout([box(40, 20), box(60, 30)], in: Size(width: 100, height: 100))
        XCTAssertEqual(result.frames, [rect(30, 20, 40, 20), rect(20, 50, 60, 30)])
    }

    func testLimaWeightsOneTwoThreeGetASixthAThirdAndAHalf() {
        let labels = [box(40, 20, weight: 1), box(40, 20, weight: 2), box(50, 20, weight: 3)]
        // 616 points minus two default spacings of 8 leaves 600 to share.
        let result = column.layout(labels, in: Size(width: 200, height: 616))
        XCTAssertEqual(result.frames, [rect(0, 0, 200, 100), rect(0, 108, 200, 200), rect(0, 316, 200, 300)])
        XCTAssertEqual(result.contentSize, Size(width: 50, height: 16), "weighted children count 0 in the natural size")
    }

    func testEqualWeightsShareEqually() {
        let result = column.layout([box(10, 10, weight: 0.5), box(10, 10, weight: 0.5)], in: Size(width: 100, height: 208))
        XCTAssertEqual(result.frames, [rect(0, 0, 100, 100), rect(0, 108, 100, 100)])
    }

    func testWeightedChildrenShareWhatUnweightedChildrenAndSpacingLeave() {
        let layout = BoxLayout(axis: .horizontal, spacing: 10)
        let children = [box(50, 10), box(999, 10, weight: 1), box(70, 10), box(5, 10, weight: 1)]
        let result = layout.layout(children, in: Size(width: 300, height: 40))
        XCTAssertEqual(result.frames, [rect(0, 0, 50, 40), rect(60, 0, 75, 40), rect(145, 0, 70, 40), rect(225, 0, 75, 40)])
    }

    func testFixedSizeBeatsWeight() {
        let layout = BoxLayout(axis: .horizontal, spacing: 0)
        let result = layout.layout([box(10, 10, fixedWidth: 40, weight: 5), box(10, 10, weight: 1)], in: Size(width: 200, height: 20))
        XCTAssertEqual(result.frames, [rect(0, 0, 40, 20), rect(40, 0, 160, 20)])
    }

    func testWeightedChildrenGetNothingWhenNothingRemains() {
        let layout = BoxLayout(axis: .horizontal, horizontalAlignment: .leading, spacing: 0)
        let result = layout.layout([box(80, 10), box(30, 10, weight: 1), box(60, 10)], in: Size(width: 100, height: 10))
        XCTAssertEqual(result.frames, [rect(0, 0, 80, 10), rect(80, 0, 0, 10), rect(80, 0, 60, 10)])
    }

    func testChildrenNeverShrinkAndOverflowAtTheEnd() {
        let result = row.layout([box(80, 10), box(60, 10)], in: Size(width: 100, height: 10))
        XCTAssertEqual(result.frames, [rect(0, 0, 80, 10), rect(88, 0, 60, 10)])
        let trailing = BoxLayout(axis: .horizontal, horizontalAlignment: .trailing)
        XCTAssertEqual(trailing.layout([box(80, 10), box(60, 10)], in: Size(width: 100, height: 10)).frames,
                       [rect(-48, 0, 80, 10), rect(40, 0, 60, 10)])
    }

    func testSpacersCenterAChild() {
        let result = row.layout([.spacer(), box(100, 20), .spacer()], in: Size(width: 300, height: 20))
        XCTAssertEqual(result.frames, [rect(0, 0, 92, 20), rect(100, 0, 100, 20), rect(208, 0, 92, 20)])
    }

    func testFixedSizeSpacer() {
        let result = row.layout([box(10, 10), .spacer(width: 0.5), box(10, 10)], in: Size(width: 100, height: 10))
        XCTAssertEqual(result.frames, [rect(0, 0, 10, 10), rect(18, 0, 0.5, 10), rect(26.5, 0, 73.5, 10)])
    }

    func testChildrenThatAreNotDisplayableTakeNoSpaceNorSpacing() {
        let layout = BoxLayout(axis: .horizontal, horizontalAlignment: .leading)
        let result = layout.layout([box(50, 10), box(70, 10, isDisplayable: false), box(60, 10)], in: Size(width: 300, height: 10))
        XCTAssertEqual(result.frames, [rect(0, 0, 50, 10), nil, rect(58, 0, 60, 10)])
        XCTAssertEqual(result.contentSize, Size(width: 118, height: 10))
    }

    // MARK: Margins and direction

    func testMarginsFollowTheLayoutDirection() {
        var layout = BoxLayout(
            axis: .horizontal, horizontalAlignment: .leading,
            margins: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        )
        let children = [box(50, 20), box(30, 20)]
        let size = Size(width: 200, height: 100)
        XCTAssertEqual(layout.layout(children, in: size).frames, [rect(20, 10, 50, 60), rect(78, 10, 30, 60)])
        layout.direction = .rightToLeft
        XCTAssertEqual(layout.layout(children, in: size).frames, [rect(130, 10, 50, 60), rect(92, 10, 30, 60)])
        XCTAssertEqual(layout.layout(children, in: size).contentSize, Size(width: 148, height: 60))
    }

    func testColumnLeadingAlignmentInRightToLeft() {
        let layout = BoxLayout(
            axis: .vertical, horizontalAlignment: .leading, margins: DirectionalEdgeInsets(margin: nil, leading: 10),
            direction: .rightToLeft
        )
        XCTAssertEqual(layout.layout([box(50, 20)], in: Size(width: 200, height: 100)).frames, [rect(140, 0, 50, 100)])
    }

    func testMarginOverridesPerEdge() {
        XCTAssertEqual(
            DirectionalEdgeInsets(margin: 8, leading: 12),
            DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 8)
        )
        XCTAssertEqual(DirectionalEdgeInsets(margin: nil, bottom: 4), DirectionalEdgeInsets(top: 0, leading: 0, bottom: 4, trailing: 0))
        XCTAssertEqual(
            DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).resolved(for: .rightToLeft),
            EdgeInsets(top: 1, left: 4, bottom: 3, right: 2)
        )
    }

    func testCrossAxisCenterUsesTheBounds() {
        let layout = BoxLayout(axis: .horizontal, verticalAlignment: .center, margins: DirectionalEdgeInsets(margin: nil, top: 20))
        XCTAssertEqual(layout.layout([box(10, 20)], in: Size(width: 10, height: 60)).frames, [rect(0, 20, 10, 20)])
    }

    // MARK: Natural size

    func testRowNaturalSize() {
        let layout = BoxLayout(axis: .horizontal, margins: DirectionalEdgeInsets(margin: 5))
        let size = layout.measure([box(50, 20), box(60, 30), box(100, 45, weight: 1)], proposedWidth: nil)
        XCTAssertEqual(size, Size(width: 136, height: 55))
    }

    func testColumnMeasuresChildrenAtTheOfferedWidth() {
        XCTAssertEqual(column.measure([paragraph(300)], proposedWidth: 100), Size(width: 100, height: 60))
        XCTAssertEqual(column.measure([paragraph(300)], proposedWidth: nil), Size(width: 300, height: 20))
        let result = column.layout([paragraph(300), box(10, 10)], in: Size(width: 120, height: 200))
        XCTAssertEqual(result.frames, [rect(0, 0, 120, 60), rect(0, 68, 120, 132)])
        XCTAssertEqual(result.contentSize, Size(width: 120, height: 78))
    }

    func testRowMeasuresWeightedChildrenAtTheirShare() {
        let layout = BoxLayout(axis: .horizontal, verticalAlignment: .top, spacing: 0)
        let result = layout.layout([box(100, 20), paragraph(300, weight: 1)], in: Size(width: 200, height: 100))
        XCTAssertEqual(result.frames, [rect(0, 0, 100, 20), rect(100, 0, 100, 60)])
        XCTAssertEqual(result.contentSize, Size(width: 100, height: 60))
    }

    func testEmptyContainerIsItsMargins() {
        let layout = BoxLayout(axis: .vertical, margins: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(layout.measure([], proposedWidth: nil), Size(width: 6, height: 4))
        XCTAssertEqual(layout.layout([], in: Size(width: 50, height: 50)), Arrangement(frames: [], contentSize: Size(width: 6, height: 4)))
    }

    // MARK: Baselines

    func testRowFirstBaselineAlignment() {
        let layout = BoxLayout(axis: .horizontal, spacing: 0, isAlignToBaseline: true)
        let children = [textBox(40, 20, first: 15, last: 15), textBox(60, 40, first: 30, last: 30), box(30, 10)]
        let result = layout.layout(children, in: Size(width: 130, height: 100))
        XCTAssertEqual(result.frames, [rect(0, 15, 40, 20), rect(40, 0, 60, 40), rect(100, 20, 30, 10)])
        XCTAssertEqual(result.contentSize, Size(width: 130, height: 40))
    }

    func testRowLastBaselineAlignmentAtTheBottom() {
        let layout = BoxLayout(axis: .horizontal, verticalAlignment: .bottom, spacing: 0, isAlignToBaseline: true, baseline: .last)
        let children = [textBox(40, 40, first: 15, last: 35), textBox(60, 40, first: 10, last: 30)]
        let result = layout.layout(children, in: Size(width: 100, height: 100))
        // Ascent 35, descent max(5, 10) = 10: the group is 45 tall and ends at 100.
        XCTAssertEqual(result.frames, [rect(0, 55, 40, 40), rect(40, 60, 60, 40)])
    }

    func testLimaBaselineExampleWithRealFonts() {
        let measurer = TextMeasurer()
        func label(_ text: String, _ font: FontSpec) -> LayoutChild {
            let measured = measurer.measure(text, font: font)
            return LayoutChild { _ in
                ChildMeasurement(size: measured.size, firstBaseline: measured.firstBaseline, lastBaseline: measured.lastBaseline)
            }
        }
        let layout = BoxLayout(axis: .horizontal, spacing: 4, isAlignToBaseline: true)
        let children = [
            LayoutChild.spacer(), label("abcd", FontSpec(size: 12)), label("efg", FontSpec(weight: .bold, size: 48)),
            label("hijk", FontSpec(size: 24)), LayoutChild.spacer(),
        ]
        let result = layout.layout(children, in: Size(width: 320, height: 100))
        // Ascents are 1901 × size / 2048; the 48-point one (44.556…) is the largest.
        let ascent48 = 1901.0 * 48 / 2048
        // Widths: abcd = ceil(4981 × 12 / 2048) = 30, efg (bold) = ceil(3746 × 48 / 2048) = 88,
        // hijk = ceil(3622 × 24 / 2048) = 43; spacers share 320 − 161 − 16 = 143.
        XCTAssertEqual(result.frames[1], rect(75.5, ascent48 - 1901.0 * 12 / 2048, 30, 14))
        XCTAssertEqual(result.frames[2], rect(109.5, 0, 88, 56))
        XCTAssertEqual(result.frames[3], rect(201.5, ascent48 - 1901.0 * 24 / 2048, 43, 28))
        XCTAssertEqual(result.frames[4], rect(248.5, ascent48, 71.5, 0), "a spacer's baseline is its bottom edge")
    }

    func testColumnBaselineAlignmentSpacesBaselines() {
        let layout = BoxLayout(axis: .vertical, isAlignToBaseline: true)
        let children = [textBox(100, 20, first: 15, last: 15), textBox(100, 40, first: 12, last: 32), box(100, 10)]
        let result = layout.layout(children, in: Size(width: 100, height: 51))
        // B's first baseline (11 + 12) is 8 below A's last (15); C's bottom (41 + 10) is 8 below B's last (43).
        XCTAssertEqual(result.frames, [rect(0, 0, 100, 20), rect(0, 11, 100, 40), rect(0, 41, 100, 10)])
        XCTAssertEqual(result.contentSize, Size(width: 100, height: 51))
    }

    // MARK: Grid

    /// An `LMRowView` child of a grid-aligned column, with cells of the given widths.
    func gridRow(_ widths: [Double], fixed: [Int: Double] = [:]) -> LayoutChild {
        let cells = widths.enumerated().map { index, width in box(width, 20, fixedWidth: fixed[index]) }
        let rowLayout = BoxLayout(axis: .horizontal)
        return LayoutChild(gridCells: cells) { proposed in
            ChildMeasurement(size: rowLayout.measure(cells, proposedWidth: proposed))
        }
    }

    func testGridAlignmentSharesTheWidestCellWidth() {
        let layout = BoxLayout(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .top, isAlignToGrid: true)
        let children = [gridRow([60, 140]), box(30, 10), gridRow([80, 150]), gridRow([70, 160])]
        let result = layout.layout(children, in: Size(width: 400, height: 300))
        XCTAssertEqual(result.gridCellWidths, [[80, 160], nil, [80, 160], [80, 160]])
        // Each row: 80 + 8 + 160 = 248 wide.
        XCTAssertEqual(result.frames, [rect(0, 0, 248, 20), rect(0, 28, 30, 10), rect(0, 46, 248, 20), rect(0, 74, 248, 20)])
        XCTAssertEqual(result.contentSize, Size(width: 248, height: 94))
    }

    func testGridChainStopsAtARowWithFewerCells() {
        let layout = BoxLayout(axis: .vertical, isAlignToGrid: true)
        let result = layout.layout([gridRow([50, 10]), gridRow([70]), gridRow([60, 30])], in: Size(width: 200, height: 200))
        XCTAssertEqual(result.gridCellWidths, [[70, nil], [70], [70, nil]])
    }

    func testGridCellsWithFixedWidthsKeepThem() {
        let layout = BoxLayout(axis: .vertical, isAlignToGrid: true)
        let result = layout.layout([gridRow([10, 20], fixed: [0: 100]), gridRow([50, 30])], in: Size(width: 200, height: 200))
        XCTAssertEqual(result.gridCellWidths, [[nil, 30], [100, 30]])
    }

    func testGridAlignmentIsOffByDefault() {
        let result = column.layout([gridRow([60, 140]), gridRow([80, 150])], in: Size(width: 400, height: 300))
        XCTAssertEqual(result.gridCellWidths, [])
    }

    // MARK: Invalid input

    func testInvalidNumbersClamp() {
        let layout = BoxLayout(axis: .horizontal, horizontalAlignment: .leading, spacing: .nan,
                               margins: DirectionalEdgeInsets(top: .infinity, leading: .nan, bottom: 0, trailing: 0))
        let children = [
            box(10, 10, fixedWidth: .nan), box(10, 10, weight: .infinity), box(10, 10, fixedWidth: -5),
            LayoutChild { _ in ChildMeasurement(size: Size(width: .nan, height: -3), firstBaseline: .infinity) },
        ]
        let result = layout.layout(children, in: Size(width: .infinity, height: .nan))
        XCTAssertEqual(result.frames, [rect(0, 0, 10, 0), rect(10, 0, 10, 0), rect(20, 0, 0, 0), rect(20, 0, 0, 0)])
    }
}
