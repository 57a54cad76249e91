import XCTest
@testable import TrellisLayout

/// `UIStackView` as the README's "How frames are computed" section states its rules: every
/// distribution with extra and missing space, every alignment, margins, hidden children and
/// right-to-left, through the compiler and the engine in a 320 × 480 canvas. Children are
/// a = UISwitch (51 × 31), b = UIStepper (94 × 29), c = UIActivityIndicatorView (20 × 20).
final class StackViewRulesTests: XCTestCase {
    private func layout(_ xml: String, options: LayoutOptions = LayoutOptions(), file: StaticString = #filePath, line: UInt = #line) -> LayoutResult? {
        EngineFixture.layout(xml, options: options, file: file, line: line)
    }

    /// The frames of a, b and c in a horizontal stack with `attributes`.
    private func frames(_ attributes: String, children: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> [Rect] {
        let content = children ?? #"<UISwitch id="a"/><UIStepper id="b"/><UIActivityIndicatorView id="c"/>"#
        let result = layout("<UIView><UIStackView \(attributes)>\(content)</UIStackView></UIView>", file: file, line: line)
        return ["a", "b", "c"].compactMap { result?.frame($0) }
    }

    // MARK: Distributions

    func testFillGrowsOrShrinksTheLastFlexibleChild() {
        XCTAssertEqual(frames(#"width="300" height="40" spacing="10""#), [frame(0, 0, 51, 40), frame(61, 0, 94, 40), frame(165, 0, 135, 40)])
        // Spacing is 0 unless set: 51 + 94 in 100 takes 45 from the stepper.
        let two = #"<UISwitch id="a"/><UIStepper id="b"/>"#
        XCTAssertEqual(frames(#"width="100" height="40""#, children: two), [frame(0, 0, 51, 40), frame(51, 0, 49, 40)])
        // Never below 0; what still does not fit overflows at the end.
        XCTAssertEqual(frames(#"width="40" height="40""#, children: two), [frame(0, 0, 51, 40), frame(51, 0, 0, 40)])
        // A child with a fixed width keeps it; the one before it grows.
        let fixedLast = #"<UISwitch id="a"/><UIStepper id="b" width="94"/>"#
        XCTAssertEqual(frames(#"width="300" height="40""#, children: fixedLast), [frame(0, 0, 206, 40), frame(206, 0, 94, 40)])
    }

    func testFillEquallyOverridesFixedSizes() {
        let third = 280 / 3.0
        XCTAssertEqual(
            frames(#"width="300" height="40" spacing="10" distribution="fillEqually""#),
            [frame(0, 0, third, 40), frame(third + 10, 0, third, 40), frame((third + 10) + (third + 10), 0, third, 40)]
        )
        let fixed = #"<UISwitch id="a" width="200"/><UIStepper id="b"/>"#
        XCTAssertEqual(
            frames(#"width="300" height="40" spacing="10" distribution="fillEqually""#, children: fixed),
            [frame(0, 0, 145, 40), frame(155, 0, 145, 40)]
        )
    }

    func testFillProportionally() {
        let sizes = [51.0, 94, 20].map { $0 * 280 / 165 }
        XCTAssertEqual(
            frames(#"width="300" height="40" spacing="10" distribution="fillProportionally""#),
            [frame(0, 0, sizes[0], 40), frame(sizes[0] + 10, 0, sizes[1], 40), frame((sizes[0] + 10) + (sizes[1] + 10), 0, sizes[2], 40)]
        )
        // Children without content share equally.
        let empty = #"<UIView id="a"/><UIView id="b"/>"#
        XCTAssertEqual(
            frames(#"width="300" height="40" spacing="10" distribution="fillProportionally""#, children: empty),
            [frame(0, 0, 145, 40), frame(155, 0, 145, 40)]
        )
    }

    func testEqualSpacing() {
        // (300 - 165) / 2 = 67.5 between children.
        XCTAssertEqual(
            frames(#"width="300" height="40" spacing="10" distribution="equalSpacing""#),
            [frame(0, 0, 51, 40), frame(118.5, 0, 94, 40), frame(280, 0, 20, 40)]
        )
        // Too little space: the spacing stays and the last child shrinks, as with fill.
        XCTAssertEqual(
            frames(#"width="150" height="40" spacing="10" distribution="equalSpacing""#),
            [frame(0, 0, 51, 40), frame(61, 0, 94, 40), frame(165, 0, 0, 40)]
        )
        // One child sits at the start.
        XCTAssertEqual(frames(#"width="300" height="40" distribution="equalSpacing""#, children: #"<UISwitch id="a"/>"#), [frame(0, 0, 51, 40)])
    }

    func testEqualCentering() {
        // Centers 132.25 apart: (300 - 51 / 2 - 20 / 2) / 2.
        XCTAssertEqual(
            frames(#"width="300" height="40" spacing="10" distribution="equalCentering""#),
            [frame(0, 0, 51, 40), frame(110.75, 0, 94, 40), frame(280, 0, 20, 40)]
        )
        // Never closer than keeps the spacing: (51 + 94) / 2 + 10 = 82.5; overflows at the end.
        XCTAssertEqual(
            frames(#"width="150" height="40" spacing="10" distribution="equalCentering""#),
            [frame(0, 0, 51, 40), frame(61, 0, 94, 40), frame(180.5, 0, 20, 40)]
        )
    }

    func testNaturalSizePerDistribution() {
        func stack(_ distribution: String) -> Rect? {
            layout("""
            <UIView><UIStackView id="stack" spacing="10" distribution="\(distribution)"><UISwitch/><UIStepper/><UIActivityIndicatorView/></UIStackView></UIView>
            """)?.frame("stack")
        }
        XCTAssertEqual(stack("fill"), frame(0, 0, 185, 31))
        XCTAssertEqual(stack("fillProportionally"), frame(0, 0, 185, 31))
        XCTAssertEqual(stack("equalSpacing"), frame(0, 0, 185, 31))
        XCTAssertEqual(stack("fillEqually"), frame(0, 0, 302, 31))
        XCTAssertEqual(stack("equalCentering"), frame(0, 0, 200.5, 31))
    }

    // MARK: Alignments

    func testCrossAlignments() {
        let two = #"<UISwitch id="a"/><UIStepper id="b"/>"#
        func aligned(_ alignment: String) -> [Rect] {
            frames(#"width="145" height="40" alignment="\#(alignment)""#, children: two)
        }
        XCTAssertEqual(aligned("fill"), [frame(0, 0, 51, 40), frame(51, 0, 94, 40)])
        XCTAssertEqual(aligned("leading"), [frame(0, 0, 51, 31), frame(51, 0, 94, 29)])
        XCTAssertEqual(aligned("top"), [frame(0, 0, 51, 31), frame(51, 0, 94, 29)])
        XCTAssertEqual(aligned("trailing"), [frame(0, 9, 51, 31), frame(51, 11, 94, 29)])
        XCTAssertEqual(aligned("bottom"), [frame(0, 9, 51, 31), frame(51, 11, 94, 29)])
        XCTAssertEqual(aligned("center"), [frame(0, 4.5, 51, 31), frame(51, 5.5, 94, 29)])
    }

    func testFirstBaselineAlignment() {
        let result = layout("""
        <UIView>
            <UIStackView id="stack" height="100" alignment="firstBaseline">
                <UILabel id="small" text="Hi"/><UILabel id="large" text="Hi" font="System 34"/><UISwitch id="switch"/>
            </UIStackView>
        </UIView>
        """)
        // Ascenders 1901/2048 × 17 and × 34; the switch's baseline is its bottom edge (31).
        let ascent = 1901 * 34 / 2048.0
        XCTAssertEqual(result?.frame("small"), frame(0, ascent - 1901 * 17 / 2048.0, 18, 20))
        XCTAssertEqual(result?.frame("large"), frame(18, 0, 36, 40))
        XCTAssertEqual(result?.frame("switch"), frame(54, ascent - 31, 51, 31))
        XCTAssertEqual(result?.frame("stack"), frame(0, 0, 105, 100))
    }

    func testLastBaselineAlignment() {
        let result = layout("""
        <UIView>
            <UIStackView alignment="lastBaseline">
                <UILabel id="single" text="Hi"/><UILabel id="wrapped" width="50" numberOfLines="0" text="Hello World"/>
            </UIStackView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("single"), frame(0, 2384 * 17 / 2048.0, 18, 20))
        XCTAssertEqual(result?.frame("wrapped"), frame(18, 0, 50, 40))
    }

    func testVerticalStacks() {
        let result = layout("""
        <UIView>
            <UIStackView axis="vertical" width="200" alignment="firstBaseline"><UISwitch id="baseline"/></UIStackView>
            <UIStackView top="100" axis="vertical" width="200" alignment="leading"><UISwitch id="leading"/></UIStackView>
        </UIView>
        """, options: LayoutOptions(direction: .rightToLeft))
        // Baseline alignments act as fill in a vertical stack; leading is the right edge right-to-left.
        XCTAssertEqual(result?.frame("baseline"), frame(0, 0, 200, 31))
        XCTAssertEqual(result?.frame("leading"), frame(149, 0, 51, 31))
    }

    func testBaselineRelativeArrangement() {
        let result = layout("""
        <UIView>
            <UIStackView axis="vertical" isBaselineRelativeArrangement="true" spacing="30" alignment="leading">
                <UILabel id="small" text="Hi"/><UILabel id="large" text="Hi" font="System 34"/>
            </UIStackView>
        </UIView>
        """)
        // The large label's first baseline is 30 below the small one's last baseline.
        XCTAssertEqual(result?.frame("small"), frame(0, 0, 18, 20))
        XCTAssertEqual(result?.frame("large"), frame(0, 1901 * 17 / 2048.0 + 30 - 1901 * 34 / 2048.0, 36, 40))
    }

    // MARK: Margins, hidden children, direction

    func testLayoutMargins() {
        let result = layout("""
        <UIView>
            <UIStackView width="200" height="50" isLayoutMarginsRelativeArrangement="true"><UISwitch id="default"/></UIStackView>
            <UIStackView top="100" width="200" height="50" isLayoutMarginsRelativeArrangement="true" layoutMargins.left="20"><UISwitch id="set"/></UIStackView>
            <UIStackView top="200" width="200" height="50" layoutMargins.left="20"><UISwitch id="off"/></UIStackView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("default"), frame(8, 8, 184, 34))
        XCTAssertEqual(result?.frame("set"), frame(20, 0, 180, 50))
        XCTAssertEqual(result?.frame("off"), frame(0, 0, 200, 50))
    }

    func testChildrenAreMeasuredAtTheirWidth() {
        let result = layout("""
        <UIView>
            <UIStackView id="row" width="100" distribution="fillEqually">
                <UILabel id="wrapped" numberOfLines="0" text="Hello World"/><UILabel id="short" numberOfLines="0" text="Hi"/>
            </UIStackView>
            <UIStackView top="100" axis="vertical" width="60"><UILabel id="column" numberOfLines="0" text="Hello World"/></UIStackView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("row"), frame(0, 0, 100, 40))
        XCTAssertEqual(result?.frame("wrapped"), frame(0, 0, 50, 40))
        XCTAssertEqual(result?.frame("short"), frame(50, 0, 50, 40))
        XCTAssertEqual(result?.frame("column"), frame(0, 0, 60, 40))
    }

    func testDirectionalLayoutMarginsWinAndFollowTheDirection() {
        let xml = """
        <UIView>
            <UIStackView width="200" height="50" isLayoutMarginsRelativeArrangement="true" directionalLayoutMargins.leading="30" layoutMargins.left="20">
                <UISwitch id="child"/>
            </UIStackView>
        </UIView>
        """
        XCTAssertEqual(layout(xml)?.frame("child"), frame(30, 0, 170, 50))
        XCTAssertEqual(layout(xml, options: LayoutOptions(direction: .rightToLeft))?.frame("child"), frame(0, 0, 170, 50))
    }

    func testHiddenNotDisplayableAndPositionedChildren() {
        let result = layout("""
        <UIView>
            <UIStackView width="300" height="40" distribution="equalSpacing">
                <UISwitch id="a" isHidden="true"/><UISwitch id="b" isDisplayable="false"/><UIStepper id="c" left="100" top="100"/>
            </UIStackView>
        </UIView>
        """)
        // isHidden removes a child; Lima's isDisplayable does not; position expressions are ignored.
        XCTAssertEqual(result?.frame("a"), frame(0, 0, 0, 0))
        XCTAssertEqual(result?.frame("b"), frame(0, 0, 51, 40))
        XCTAssertEqual(result?.frame("c"), frame(206, 0, 94, 40))
    }

    func testRightToLeftMirrorsTheFrames() {
        let xml = #"<UIView><UIStackView width="300" height="40"><UISwitch id="a"/><UIStepper id="b"/></UIStackView></UIView>"#
        let rtl = layout(xml, options: LayoutOptions(direction: .rightToLeft))
        XCTAssertEqual(rtl?.frame("a"), frame(249, 0, 51, 40))
        XCTAssertEqual(rtl?.frame("b"), frame(0, 0, 249, 40))
    }
}
