import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// Lima's containers and UIStackView through the engine. Fixed-size controls keep the
/// arithmetic exact: UISwitch 51 × 31, UIStepper 94 × 29, UIActivityIndicatorView 20 × 20.
final class EngineContainerTests: XCTestCase {
    private func layout(_ xml: String, options: LayoutOptions = LayoutOptions(), file: StaticString = #filePath, line: UInt = #line) -> LayoutResult? {
        EngineFixture.layout(xml, options: options, file: file, line: line)
    }

    func testContainersTakeTheirNaturalSizeByDefault() {
        // UIView's manifest defaults (width and height `auto`) apply to containers too.
        let result = layout("""
        <UIView>
            <LMRowView id="row"><UISwitch/><UIStepper/></LMRowView>
            <LMColumnView id="column" top="100"><UISwitch/><UIStepper/></LMColumnView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("row"), frame(0, 0, 153, 31))
        XCTAssertEqual(result?.frame("column"), frame(0, 100, 94, 68))
    }

    func testWeightsShareTheRemainingSpace() {
        let result = layout("""
        <UIView>
            <LMColumnView id="column" width="100%" height="600" spacing="0">
                <UILabel id="one" text="One" weight="1"/>
                <UILabel id="two" text="Two" weight="2"/>
                <UILabel id="three" text="Three" weight="3"/>
            </LMColumnView>
        </UIView>
        """)
        // Lima's example: one sixth, one third and one half of the column.
        XCTAssertEqual(result?.frame("one"), frame(0, 0, 320, 100))
        XCTAssertEqual(result?.frame("two"), frame(0, 100, 320, 200))
        XCTAssertEqual(result?.frame("three"), frame(0, 300, 320, 300))
    }

    func testDefaultSpacingIsEight() {
        let result = layout("""
        <UIView>
            <LMRowView width="100%" height="40"><UISwitch id="a"/><UISwitch id="b" weight="1"/><UISwitch id="c" weight="1"/></LMRowView>
        </UIView>
        """)
        // 320 - 51 - 2 × 8 = 253 shared equally.
        XCTAssertEqual(result?.frame("a"), frame(0, 0, 51, 40))
        XCTAssertEqual(result?.frame("b"), frame(59, 0, 126.5, 40))
        XCTAssertEqual(result?.frame("c"), frame(193.5, 0, 126.5, 40))
    }

    func testSpacersCenterAndFixedSizesBeatWeights() {
        let result = layout("""
        <UIView>
            <LMRowView width="300" height="40"><LMSpacer/><UISwitch id="switch"/><LMSpacer/></LMRowView>
            <LMRowView top="50" width="300" height="40"><UISwitch id="fixed" weight="1" width="60"/><UISwitch id="grows" weight="1"/></LMRowView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("switch"), frame(124.5, 0, 51, 40))
        XCTAssertEqual(result?.frame("fixed"), frame(0, 0, 60, 40))
        XCTAssertEqual(result?.frame("grows"), frame(68, 0, 232, 40))
    }

    func testMarginsAlignmentAndDisplayable() {
        let result = layout("""
        <UIView>
            <LMColumnView width="300" margin="8" leadingMargin="12" horizontalAlignment="trailing" verticalAlignment="top">
                <UISwitch id="a"/>
                <UISwitch id="gone" isDisplayable="false"/>
                <UIStepper id="b"/>
            </LMColumnView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("a"), frame(241, 8, 51, 31))
        XCTAssertEqual(result?.frame("gone"), frame(0, 0, 0, 0))
        XCTAssertEqual(result?.frame("b"), frame(198, 47, 94, 29))
        XCTAssertEqual(result?.nodes[1].frame, frame(0, 0, 300, 84))
    }

    func testRowsMirrorRightToLeft() {
        let result = layout("""
        <UIView>
            <LMRowView width="300" height="40" horizontalAlignment="leading"><UISwitch id="a"/><UIStepper id="b"/></LMRowView>
        </UIView>
        """, options: LayoutOptions(direction: .rightToLeft))
        XCTAssertEqual(result?.frame("a"), frame(249, 0, 51, 40))
        XCTAssertEqual(result?.frame("b"), frame(147, 0, 94, 40))
    }

    func testBaselineAlignment() {
        let result = layout("""
        <UIView>
            <LMRowView isAlignToBaseline="true" verticalAlignment="top">
                <UILabel id="small" text="Hi"/>
                <UILabel id="large" text="Hi" font="System 34"/>
            </LMRowView>
        </UIView>
        """)
        // Ascenders: 1901/2048 × 17 and × 34.
        XCTAssertEqual(result?.frame("small"), frame(0, 1901 * 34 / 2048.0 - 1901 * 17 / 2048.0, 18, 20))
        XCTAssertEqual(result?.frame("large")?.y, 0)
    }

    func testAnchorViewExamples() {
        let result = layout("""
        <UIView>
            <LMAnchorView width="100%" height="100%" margin="16">
                <UISwitch id="top" anchor="top"/>
                <UISwitch id="left" anchor="left"/>
                <UISwitch id="right" anchor="right"/>
                <UISwitch id="bottom" anchor="bottom"/>
                <UISwitch id="stretched" anchor="top, left, right"/>
                <UISwitch id="centered"/>
            </LMAnchorView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("top"), frame(134.5, 16, 51, 31))
        XCTAssertEqual(result?.frame("left"), frame(16, 224.5, 51, 31))
        XCTAssertEqual(result?.frame("right"), frame(253, 224.5, 51, 31))
        XCTAssertEqual(result?.frame("bottom"), frame(134.5, 433, 51, 31))
        XCTAssertEqual(result?.frame("stretched"), frame(16, 16, 288, 31))
        XCTAssertEqual(result?.frame("centered"), frame(134.5, 224.5, 51, 31))
    }

    func testRootViewPinsChildrenToItsEdgesBetweenItsPaddings() {
        let result = layout("""
        <LMRootView topPadding="20" bottomPadding="44" margin="16">
            <UISwitch id="switch"/>
            <UILabel id="label" text="Hello" left="100" top="100"/>
        </LMRootView>
        """)
        // The root is 320 × 480; margins play no part and frame expressions are ignored.
        XCTAssertEqual(result?.frame("switch"), frame(0, 20, 320, 416))
        XCTAssertEqual(result?.frame("label"), frame(0, 20, 320, 416))
    }

    func testRootViewNaturalHeightAddsItsPaddings() {
        let result = layout("""
        <UIView>
            <LMRootView id="root" width="100%" topPadding="10" bottomPadding="5"><UISwitch id="switch"/></LMRootView>
        </UIView>
        """)
        // UISwitch is 31 tall: 10 + 31 + 5.
        XCTAssertEqual(result?.frame("root"), frame(0, 0, 320, 46))
        XCTAssertEqual(result?.frame("switch"), frame(0, 10, 320, 31))
    }

    func testAnchorsLeadingAndTrailing() {
        let xml = """
        <UIView><LMAnchorView width="100%" margin="16"><UISwitch id="leading" anchor="leading"/><UISwitch id="trailing" anchor="trailing"/></LMAnchorView></UIView>
        """
        XCTAssertEqual(layout(xml)?.frame("leading")?.x, 16)
        XCTAssertEqual(layout(xml)?.frame("trailing")?.x, 253)
        XCTAssertEqual(layout(xml, options: LayoutOptions(direction: .rightToLeft))?.frame("leading")?.x, 253)
    }

    func testGridAlignment() {
        let result = layout("""
        <UIView>
            <LMColumnView width="300" isAlignToGrid="true" verticalAlignment="top">
                <LMRowView><UILabel id="a1" text="A"/><UILabel id="a2" text="Hello World"/></LMRowView>
                <UILabel id="header" text="Hi"/>
                <LMRowView><UILabel id="b1" text="Hello"/><UILabel id="b2" text="Hi"/></LMRowView>
            </LMColumnView>
        </UIView>
        """)
        // Cell widths: column 0 is max(12, 44) = 44, column 1 max(99, 18) = 99.
        XCTAssertEqual(result?.frame("a1"), frame(0, 0, 44, 20))
        XCTAssertEqual(result?.frame("a2"), frame(52, 0, 99, 20))
        XCTAssertEqual(result?.frame("b1"), frame(0, 0, 44, 20))
        XCTAssertEqual(result?.frame("b2"), frame(52, 0, 99, 20))
        XCTAssertEqual(result?.frame("header"), frame(0, 28, 300, 20))
    }

    func testStackDistributions() {
        func frames(_ distribution: String) -> [Rect] {
            let result = layout("""
            <UIView>
                <UIStackView width="300" height="40" spacing="10" distribution="\(distribution)">
                    <UISwitch id="a"/><UIStepper id="b" top="100"/><UIActivityIndicatorView id="c"/>
                </UIStackView>
            </UIView>
            """)
            return ["a", "b", "c"].compactMap { result?.frame($0) }
        }
        XCTAssertEqual(frames("fill"), [frame(0, 0, 51, 40), frame(61, 0, 94, 40), frame(165, 0, 135, 40)])
        let third = 280 / 3.0
        XCTAssertEqual(frames("fillEqually"), [frame(0, 0, third, 40), frame(third + 10, 0, third, 40), frame(2 * third + 20, 0, third, 40)])
        let proportional = [51, 94, 20].map { $0 * 280 / 165.0 }
        XCTAssertEqual(frames("fillProportionally").map(\.width), proportional)
        XCTAssertEqual(frames("equalSpacing").map(\.x), [0, 118.5, 280])
        XCTAssertEqual(frames("equalCentering").map(\.x), [0, 110.75, 280])
    }

    func testStackAlignmentAndHiddenChildren() {
        let result = layout("""
        <UIView>
            <UIStackView axis="vertical" alignment="center" spacing="5" width="200">
                <UISwitch id="a"/><UISwitch id="hidden" isHidden="true"/><UIStepper id="b"/>
            </UIStackView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("a"), frame(74.5, 0, 51, 31))
        XCTAssertEqual(result?.frame("b"), frame(53, 36, 94, 29))
        XCTAssertEqual(result?.nodes[1].frame, frame(0, 0, 200, 65))
    }

    func testScrollContainerFitsItsContentToItsWidth() {
        let result = layout("""
        <UIView>
            <LMScrollView id="scroll" isFitToWidth="true" width="200" height="100">
                <LMColumnView id="content"><UIView height="300"/></LMColumnView>
            </LMScrollView>
            <UIView id="after" top="#scroll.contentSize.height" height="1"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("content"), frame(0, 0, 200, 300))
        XCTAssertEqual(result?.frame("after"), frame(0, 300, 320, 1))
    }

    func testCustomComponentsReuseAPolicy() {
        let registry = EngineFixture.registry(adding: """
        components:
          MyRow:
            extends: UIView
            layout: row
        """)
        let result = EngineFixture.layout(#"<UIView><MyRow width="100%" height="40"><UISwitch id="a"/><UISwitch id="b"/></MyRow></UIView>"#, registry: registry)
        XCTAssertEqual(result?.frame("b"), frame(59, 0, 261, 40))
    }

    func testRelativeSizesOfChildren() {
        let result = layout("""
        <UIView>
            <LMRowView width="300" height="40"><UISwitch id="half" width="50%"/><UISwitch id="rest" weight="1"/></LMRowView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("half"), frame(0, 0, 150, 40))
        XCTAssertEqual(result?.frame("rest"), frame(158, 0, 142, 40))
    }
}
