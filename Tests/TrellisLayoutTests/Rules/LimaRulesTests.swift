import TrellisRegistry
import XCTest
@testable import TrellisLayout

/// Lima's containers as the README's "How frames are computed" section states their rules,
/// with the seed's own examples, through the compiler and the engine in a 320 × 480 canvas.
/// Controls have fixed sizes (UISwitch 51 × 31, UIStepper 94 × 29). Label widths are
/// DejaVu Sans advances at 17 points rounded up ("Hi" 18, "Hello" 44, "World" 50, "One"
/// 35, "Two" 35, "Three" 50, "Hello, World!" 111, "Hello World" 99, "Top" 32, "Left" 33,
/// "Right" 45, "Bottom" 63, "Leading" 68, "Trailing" 64); a 17-point line is 20 tall.
final class LimaRulesTests: XCTestCase {
    private func layout(
        _ xml: String, registry: Registry = EngineFixture.registry, options: LayoutOptions = LayoutOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutResult? {
        EngineFixture.layout(xml, registry: registry, options: options, file: file, line: line)
    }

    // MARK: Rows and columns

    func testSeedEqualWeightsShareTheColumn() {
        let result = layout("""
        <UIView>
            <LMColumnView width="200" height="400">
                <UILabel id="h1" text="Hello" weight="0.5"/>
                <UILabel id="h2" text="World" weight="0.5"/>
            </LMColumnView>
            <LMColumnView left="200" width="100" height="400">
                <UILabel id="o1" text="Hello" weight="1"/>
                <UILabel id="o2" text="World" weight="1"/>
            </LMColumnView>
        </UIView>
        """)
        // (400 - 8) / 2 each, whatever the weights' scale.
        XCTAssertEqual(result?.frame("h1"), frame(0, 0, 200, 196))
        XCTAssertEqual(result?.frame("h2"), frame(0, 204, 200, 196))
        XCTAssertEqual(result?.frame("o1"), frame(0, 0, 100, 196))
        XCTAssertEqual(result?.frame("o2"), frame(0, 204, 100, 196))
    }

    func testSeedFlexibleViewsAndSpacersCenterALabel() {
        let result = layout("""
        <UIView>
            <LMRowView width="320" height="40"><UIView weight="1"/><UILabel id="views" text="Hello, World!"/><UIView weight="1"/></LMRowView>
            <LMRowView top="50" width="320" height="40"><LMSpacer/><UILabel id="spacers" text="Hello, World!"/><LMSpacer/></LMRowView>
        </UIView>
        """)
        // (320 - 111 - 2 × 8) / 2 = 96.5 on each side.
        XCTAssertEqual(result?.frame("views"), frame(104.5, 0, 111, 40))
        XCTAssertEqual(result?.frame("spacers"), frame(104.5, 0, 111, 40))
    }

    func testSeedSpacingAndNaturalSize() {
        let result = layout("""
        <UIView>
            <LMRowView id="row" spacing="16"><UILabel id="one" text="One"/><UILabel id="two" text="Two"/><UILabel id="three" text="Three"/></LMRowView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("row"), frame(0, 0, 152, 20))
        XCTAssertEqual(result?.frame("one"), frame(0, 0, 35, 20))
        XCTAssertEqual(result?.frame("two"), frame(51, 0, 35, 20))
        XCTAssertEqual(result?.frame("three"), frame(102, 0, 50, 20))
    }

    func testSeedMarginsFollowTheDirection() {
        let xml = """
        <UIView>
            <LMColumnView id="column" width="200" margin="8" leadingMargin="12" trailingMargin="4"><UILabel id="label" text="Hi"/></LMColumnView>
        </UIView>
        """
        XCTAssertEqual(layout(xml)?.frame("column"), frame(0, 0, 200, 36))
        XCTAssertEqual(layout(xml)?.frame("label"), frame(12, 8, 184, 20))
        XCTAssertEqual(layout(xml, options: LayoutOptions(direction: .rightToLeft))?.frame("label"), frame(4, 8, 184, 20))
    }

    func testFillWithoutWeightsGrowsTheLastChildWithoutAFixedSize() {
        let result = layout("""
        <UIView>
            <LMRowView width="300"><UILabel id="label" text="Hi"/><UISwitch id="fixed" width="51"/></LMRowView>
            <LMRowView top="100" width="300"><UILabel id="first" text="Hi"/><UILabel id="last" text="Hi"/></LMRowView>
        </UIView>
        """)
        // 300 - 51 - 8 for the label; the row is as tall as the switch.
        XCTAssertEqual(result?.frame("label"), frame(0, 0, 241, 31))
        XCTAssertEqual(result?.frame("fixed"), frame(249, 0, 51, 31))
        XCTAssertEqual(result?.frame("first"), frame(0, 0, 18, 20))
        XCTAssertEqual(result?.frame("last"), frame(26, 0, 274, 20))
    }

    func testWeightedChildrenIgnoreTheirOwnSize() {
        let result = layout("""
        <UIView>
            <LMRowView width="300"><UILabel id="long" text="Hello World" weight="1"/><UILabel id="short" text="Hi" weight="1"/></LMRowView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("long"), frame(0, 0, 146, 20))
        XCTAssertEqual(result?.frame("short"), frame(154, 0, 146, 20))
    }

    func testMainAxisPackingAndOverflow() {
        func xs(_ alignment: String, width: Int, _ children: String) -> [Double] {
            let result = layout("""
            <UIView><LMRowView width="\(width)" height="40" horizontalAlignment="\(alignment)">\(children)</LMRowView></UIView>
            """)
            return ["a", "b"].compactMap { result?.frame($0)?.x }
        }
        let switches = #"<UISwitch id="a"/><UISwitch id="b"/>"#
        XCTAssertEqual(xs("leading", width: 300, switches), [0, 59])
        XCTAssertEqual(xs("trailing", width: 300, switches), [190, 249])
        XCTAssertEqual(xs("center", width: 300, switches), [95, 154])
        // 94 + 8 + 94 = 196 in 100: children keep their size and overflow.
        let steppers = #"<UIStepper id="a"/><UIStepper id="b"/>"#
        XCTAssertEqual(xs("fill", width: 100, steppers), [0, 102])
        XCTAssertEqual(xs("leading", width: 100, steppers), [0, 102])
        XCTAssertEqual(xs("trailing", width: 100, steppers), [-96, 6])
        XCTAssertEqual(xs("center", width: 100, steppers), [-48, 54])
    }

    func testCrossAlignmentsInARow() {
        func child(_ alignment: String) -> Rect? {
            layout("""
            <UIView>
                <LMRowView width="300" height="100" topMargin="10" horizontalAlignment="leading" verticalAlignment="\(alignment)"><UISwitch id="a"/></LMRowView>
            </UIView>
            """)?.frame("a")
        }
        XCTAssertEqual(child("fill"), frame(0, 10, 51, 90))
        XCTAssertEqual(child("top"), frame(0, 10, 51, 31))
        XCTAssertEqual(child("bottom"), frame(0, 69, 51, 31))
        // Centered on the row's bounds, not on the box inside its margins.
        XCTAssertEqual(child("center"), frame(0, 34.5, 51, 31))
    }

    func testHiddenChildrenStillTakeSpaceInLimaContainers() {
        let result = layout("""
        <UIView>
            <LMRowView horizontalAlignment="leading"><UISwitch id="hidden" isHidden="true"/><UISwitch id="shown"/></LMRowView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("hidden"), frame(0, 0, 51, 31))
        XCTAssertEqual(result?.frame("shown"), frame(59, 0, 51, 31))
    }

    func testFixedSpacerKeepsItsWidth() {
        let result = layout("""
        <UIView>
            <LMRowView width="300" horizontalAlignment="leading"><UISwitch/><LMSpacer id="gap" width="20"/><UISwitch id="after"/></LMRowView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("gap"), frame(59, 0, 20, 31))
        XCTAssertEqual(result?.frame("after"), frame(87, 0, 51, 31))
    }

    func testSeedRowBaselineAlignment() {
        let result = layout("""
        <UIView>
            <LMRowView id="row" isAlignToBaseline="true">
                <UILabel id="abcd" text="abcd" font="System 16"/>
                <UILabel id="efg" text="efg" font="System 32"/>
                <UILabel id="hijk" text="hijk" font="System 24"/>
            </LMRowView>
        </UIView>
        """)
        // Ascenders 1901/2048 × 16, 32 and 24; line heights 18.6 → 19, 37.3 → 38, 27.9 → 28.
        let ascent = 1901 * 32 / 2048.0
        XCTAssertEqual(result?.frame("abcd"), frame(0, ascent - 1901 * 16 / 2048.0, 39, 19))
        XCTAssertEqual(result?.frame("efg"), frame(47, 0, 52, 38))
        XCTAssertEqual(result?.frame("hijk"), frame(107, ascent - 1901 * 24 / 2048.0, 43, 28))
        XCTAssertEqual(result?.frame("row"), frame(0, 0, 150, 38))
    }

    func testRowLastBaselineAlignment() {
        let result = layout("""
        <UIView>
            <LMRowView isAlignToBaseline="true" baseline="last">
                <UILabel id="single" text="Hi"/>
                <UILabel id="wrapped" width="50" numberOfLines="0" text="Hello World"/>
            </LMRowView>
        </UIView>
        """)
        // The wrapped label's last baseline is one line (2384 units) below its first.
        XCTAssertEqual(result?.frame("single"), frame(0, 2384 * 17 / 2048.0, 18, 20))
        XCTAssertEqual(result?.frame("wrapped"), frame(26, 0, 50, 40))
    }

    func testSeedColumnBaselineAlignment() {
        let result = layout("""
        <UIView>
            <LMColumnView id="column" isAlignToBaseline="true" horizontalAlignment="leading">
                <UILabel id="abcd" text="abcd" font="System 16"/>
                <UILabel id="efg" text="efg" font="System 32"/>
                <UILabel id="hijk" text="hijk" font="System 24"/>
            </LMColumnView>
        </UIView>
        """)
        // Each first baseline is 8 below the previous last baseline.
        let abcd = 1901 * 16 / 2048.0
        let efg = 1901 * 32 / 2048.0
        let hijk = 1901 * 24 / 2048.0
        let efgTop = abcd + 8 - efg
        let hijkTop = efgTop + efg + 8 - hijk
        XCTAssertEqual(result?.frame("abcd"), frame(0, 0, 39, 19))
        XCTAssertEqual(result?.frame("efg"), frame(0, efgTop, 52, 38))
        XCTAssertEqual(result?.frame("hijk"), frame(0, hijkTop, 43, 28))
        XCTAssertEqual(result?.frame("column")?.height, hijkTop + 28)
    }

    func testColumnsMeasureAtTheirWidthAndRowsUnconstrained() {
        let result = layout("""
        <UIView>
            <LMColumnView width="60"><UILabel id="column" numberOfLines="0" text="Hello World"/></LMColumnView>
            <LMRowView top="100" width="60" horizontalAlignment="leading"><UILabel id="row" numberOfLines="0" text="Hello World"/></LMRowView>
            <LMRowView top="200" width="60"><UILabel id="weighted" weight="1" numberOfLines="0" text="Hello World"/></LMRowView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("column"), frame(0, 0, 60, 40))
        XCTAssertEqual(result?.frame("row"), frame(0, 0, 99, 20))
        // A weighted child is measured again at its share.
        XCTAssertEqual(result?.frame("weighted"), frame(0, 0, 60, 40))
    }

    func testRowBaselineGroupAtTheBottomAndCenter() {
        func frames(_ alignment: String) -> [Rect] {
            let result = layout("""
            <UIView>
                <LMRowView height="100" isAlignToBaseline="true" verticalAlignment="\(alignment)">
                    <UILabel id="small" text="Hi"/><UILabel id="large" text="Hi" font="System 34"/>
                </LMRowView>
            </UIView>
            """)
            return ["small", "large"].compactMap { result?.frame($0) }
        }
        // The group is 40 tall: the larger ascent (1901/2048 × 34) plus the larger descent.
        let offset = 1901 * 34 / 2048.0 - 1901 * 17 / 2048.0
        XCTAssertEqual(frames("bottom"), [frame(0, 60 + offset, 18, 20), frame(26, 60, 36, 40)])
        XCTAssertEqual(frames("center"), [frame(0, 30 + offset, 18, 20), frame(26, 30, 36, 40)])
    }

    func testSeedGridAlignment() {
        let result = layout("""
        <UIView>
            <LMColumnView id="grid" isAlignToGrid="true">
                <LMRowView><UILabel id="a1" text="First row"/><UILabel id="a2" text="This is row number one."/></LMRowView>
                <LMRowView><UILabel id="b1" text="Second row"/><UILabel id="b2" text="This is row number two."/></LMRowView>
                <LMRowView><UILabel id="c1" text="Third row"/><UILabel id="c2" text="This is row number three."/></LMRowView>
            </LMColumnView>
        </UIView>
        """)
        // Column 0: max(74, 100, 81); column 1: max(205, 204, 219).
        for id in ["a1", "b1", "c1"] { XCTAssertEqual(result?.frame(id), frame(0, 0, 100, 20), id) }
        for id in ["a2", "b2", "c2"] { XCTAssertEqual(result?.frame(id), frame(108, 0, 219, 20), id) }
        XCTAssertEqual(result?.frame("grid"), frame(0, 0, 327, 76))
    }

    func testGridRunsStopAtShorterRowsAndFixedCellsKeepTheirWidth() {
        let result = layout("""
        <UIView>
            <LMColumnView isAlignToGrid="true" horizontalAlignment="leading">
                <LMRowView><UILabel id="a1" text="A"/><UILabel id="a2" text="Hello World"/></LMRowView>
                <LMRowView><UILabel id="b1" text="Hi"/></LMRowView>
                <LMRowView><UILabel id="c1" text="Hello"/><UILabel id="c2" text="Hi"/></LMRowView>
                <LMRowView><UILabel id="d1" text="Hi" width="30"/><UILabel id="d2" text="Hello"/></LMRowView>
            </LMColumnView>
        </UIView>
        """)
        // Index 0 runs through every row: max(12, 18, 44, 30), the fixed 30 kept. Index 1
        // is broken by the one-cell row: a2 keeps 99, c2 and d2 share max(18, 44).
        XCTAssertEqual(result?.frame("a1"), frame(0, 0, 44, 20))
        XCTAssertEqual(result?.frame("a2"), frame(52, 0, 99, 20))
        XCTAssertEqual(result?.frame("b1"), frame(0, 0, 44, 20))
        XCTAssertEqual(result?.frame("c1"), frame(0, 0, 44, 20))
        XCTAssertEqual(result?.frame("c2"), frame(52, 0, 44, 20))
        XCTAssertEqual(result?.frame("d1"), frame(0, 0, 30, 20))
        XCTAssertEqual(result?.frame("d2"), frame(38, 0, 44, 20))
    }

    // MARK: Anchor views

    func testSeedAnchorsToEachEdge() {
        let result = layout("""
        <UIView>
            <LMAnchorView width="100%" height="100%" margin="16">
                <UILabel id="top" text="Top" anchor="top"/>
                <UILabel id="left" text="Left" anchor="left"/>
                <UILabel id="right" text="Right" anchor="right"/>
                <UILabel id="bottom" text="Bottom" anchor="bottom"/>
            </LMAnchorView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("top"), frame(144, 16, 32, 20))
        XCTAssertEqual(result?.frame("left"), frame(16, 230, 33, 20))
        XCTAssertEqual(result?.frame("right"), frame(259, 230, 45, 20))
        XCTAssertEqual(result?.frame("bottom"), frame(128.5, 444, 63, 20))
    }

    func testSeedAnchorsToLeadingAndTrailing() {
        let xml = """
        <UIView>
            <LMAnchorView width="100%" height="100%" margin="16">
                <UILabel id="leading" text="Leading" anchor="leading"/>
                <UILabel id="trailing" text="Trailing" anchor="trailing"/>
            </LMAnchorView>
        </UIView>
        """
        let ltr = layout(xml)
        XCTAssertEqual(ltr?.frame("leading"), frame(16, 230, 68, 20))
        XCTAssertEqual(ltr?.frame("trailing"), frame(240, 230, 64, 20))
        let rtl = layout(xml, options: LayoutOptions(direction: .rightToLeft))
        XCTAssertEqual(rtl?.frame("leading"), frame(236, 230, 68, 20))
        XCTAssertEqual(rtl?.frame("trailing"), frame(16, 230, 64, 20))
    }

    func testSeedAnchorsSpanningTheWidth() {
        let result = layout("""
        <UIView>
            <LMAnchorView width="100%" height="100%" margin="16">
                <UILabel id="top" text="Top" anchor="top, left, right"/>
                <UILabel id="bottom" text="Bottom" anchor="bottom, left, right"/>
            </LMAnchorView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("top"), frame(16, 16, 288, 20))
        XCTAssertEqual(result?.frame("bottom"), frame(16, 444, 288, 20))
    }

    func testAnchorFixedSizesAndNaturalSize() {
        let result = layout("""
        <UIView>
            <LMAnchorView width="300" height="100" margin="16"><UISwitch id="fixed" anchor="left, right" width="100"/></LMAnchorView>
            <LMAnchorView id="natural" top="200" margin="10"><UISwitch id="pinned" anchor="top, left"/><UIStepper id="centered"/></LMAnchorView>
        </UIView>
        """)
        // Anchored to both edges with a fixed width: at the left edge.
        XCTAssertEqual(result?.frame("fixed"), frame(16, 34.5, 100, 31))
        // max(51 + 10, 94) × max(31 + 10, 29).
        XCTAssertEqual(result?.frame("natural"), frame(0, 200, 94, 41))
        XCTAssertEqual(result?.frame("pinned"), frame(10, 10, 51, 31))
        XCTAssertEqual(result?.frame("centered"), frame(0, 6, 94, 29))
    }

    func testAnchorAllStretchesToTheInnerBox() {
        let result = layout(#"<UIView><LMAnchorView width="300" height="100" margin="10"><UISwitch id="all" anchor="all"/></LMAnchorView></UIView>"#)
        XCTAssertEqual(result?.frame("all"), frame(10, 10, 280, 80))
    }

    // MARK: Scroll views

    func testScrollViewFitting() {
        let result = layout("""
        <UIView>
            <LMScrollView id="free" width="200" height="100"><UILabel id="natural" numberOfLines="0" text="Hello World Hello World"/></LMScrollView>
            <LMScrollView top="100" width="200" height="100" isFitToWidth="true"><UILabel id="wide" numberOfLines="0" text="Hello World Hello World"/></LMScrollView>
            <LMScrollView top="200" width="200" height="100" isFitToHeight="true"><UILabel id="tall" text="Hi"/></LMScrollView>
            <UIView id="after" top="#free.contentSize.height" width="#free.contentSize.width" height="1"/>
        </UIView>
        """)
        // Unfitted: one line of 24313 units (201.8 → 202).
        XCTAssertEqual(result?.frame("natural"), frame(0, 0, 202, 20))
        XCTAssertEqual(result?.frame("after"), frame(0, 20, 202, 1))
        // Fitted to the width: wrapped after "Hello World Hello".
        XCTAssertEqual(result?.frame("wide"), frame(0, 0, 200, 40))
        XCTAssertEqual(result?.frame("tall"), frame(0, 0, 18, 100))
    }

    func testScrollViewNaturalSizeAddsTheContentInset() {
        let result = layout("""
        <UIView>
            <LMScrollView id="scroll" width="auto" height="auto" contentInset.top="10" contentInset.left="5"><UISwitch/></LMScrollView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("scroll"), frame(0, 0, 56, 41))
    }

    func testScrollViewContentKeepsAFixedSize() {
        let result = layout("""
        <UIView>
            <LMScrollView id="scroll" width="200" height="100" isFitToWidth="true" isFitToHeight="true"><UISwitch id="fixed" width="50" height="300"/></LMScrollView>
            <UIView id="after" top="#scroll.contentSize.height" height="1"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("fixed"), frame(0, 0, 50, 300))
        XCTAssertEqual(result?.frame("after"), frame(0, 300, 320, 1))
    }

    // MARK: Policies

    func testCustomComponentsInheritOrNameAPolicy() {
        let registry = EngineFixture.registry(adding: """
        components:
          MyColumn:
            extends: LMColumnView
          MyStack:
            extends: UIView
            layout: stack
        """)
        let result = layout("""
        <UIView>
            <MyColumn width="100"><UISwitch id="a"/><UISwitch id="b"/></MyColumn>
            <MyStack top="100" width="200" height="40"><UISwitch id="c"/><UISwitch id="d"/></MyStack>
        </UIView>
        """, registry: registry)
        XCTAssertEqual(result?.frame("a"), frame(0, 0, 100, 31))
        XCTAssertEqual(result?.frame("b"), frame(0, 39, 100, 31))
        // A stack's spacing is 0 and its last child takes the extra space.
        XCTAssertEqual(result?.frame("c"), frame(0, 0, 51, 40))
        XCTAssertEqual(result?.frame("d"), frame(51, 0, 149, 40))
    }
}
