import TrellisExpressions
import TrellisRegistry
import XCTest
@testable import TrellisLayout

/// The README's "How frames are computed" rules for views that position themselves, each
/// with exact frames, through the compiler and the engine in a 320 × 480 canvas. Text is
/// DejaVu Sans at 17 points (2048 units per em): "Hi" is 2109 units (17.5 → 18 wide), a
/// line 2384 units (19.79 → 20 tall), the ascender 1901 units.
final class DerivedFrameRulesTests: XCTestCase {
    private func layout(
        _ xml: String, registry: Registry = EngineFixture.registry, options: LayoutOptions = LayoutOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutResult? {
        EngineFixture.layout(xml, registry: registry, options: options, file: file, line: line)
    }

    // MARK: Missing expressions

    func testOnlyAStartEdgeKeepsTheDefaultWidth() {
        let result = layout("""
        <UIView>
            <UIView id="plain" left="10" height="5"/>
            <UILabel id="label" left="10" top="10" text="Hi"/>
        </UIView>
        """)
        // UIView's default width is `auto`: the parent's 320 for a view without content.
        XCTAssertEqual(result?.frame("plain"), frame(10, 0, 320, 5))
        XCTAssertEqual(result?.frame("label"), frame(10, 10, 18, 20))
    }

    func testOnlyAnEndEdgePutsTheDefaultWidthAgainstIt() {
        let result = layout("""
        <UIView>
            <UILabel id="label" right="10" bottom="20" text="Hi"/>
            <UIView id="plain" right="20" top="30" height="5"/>
        </UIView>
        """)
        // x = 320 - 10 - 18; y = 480 - 20 - 20.
        XCTAssertEqual(result?.frame("label"), frame(292, 440, 18, 20))
        // A 320-wide view 20 from the right edge starts at -20.
        XCTAssertEqual(result?.frame("plain"), frame(-20, 30, 320, 5))
    }

    func testBothEdgesReplaceTheDefaultSize() {
        let result = layout(#"<UIView><UILabel id="label" left="10" right="20" top="30" bottom="40" text="Hi"/></UIView>"#)
        XCTAssertEqual(result?.frame("label"), frame(10, 30, 290, 410))
    }

    func testCentersPositionTheSize() {
        let result = layout("""
        <UIView>
            <UIView id="box" center.x="50%" center.y="100" width="100" height="50"/>
            <UILabel id="label" center.x="50%" center.y="50%" text="Hi"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("box"), frame(110, 75, 100, 50))
        XCTAssertEqual(result?.frame("label"), frame(151, 230, 18, 20))
    }

    func testAnEdgeBeatsTheCenter() {
        let result = layout("""
        <UIView>
            <UIView id="left" left="10" center.x="100" width="50" height="5"/>
            <UIView id="right" right="10" center.x="100" width="50" height="5"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("left"), frame(10, 0, 50, 5))
        XCTAssertEqual(result?.frame("right"), frame(260, 0, 50, 5))
    }

    func testPhysicalEdgesBeatLeadingAndTrailing() {
        let xml = """
        <UIView>
            <UIView id="left" left="10" leading="50" width="20" height="5"/>
            <UIView id="right" right="10" trailing="50" width="20" height="5"/>
            <UIView id="rightOverLeading" right="10" leading="50" width="20" height="5"/>
        </UIView>
        """
        let ltr = layout(xml)
        XCTAssertEqual(ltr?.frame("left"), frame(10, 0, 20, 5))
        XCTAssertEqual(ltr?.frame("right"), frame(290, 0, 20, 5))
        let rtl = layout(xml, options: LayoutOptions(direction: .rightToLeft))
        XCTAssertEqual(rtl?.frame("left"), frame(10, 0, 20, 5))
        XCTAssertEqual(rtl?.frame("rightOverLeading"), frame(290, 0, 20, 5))
    }

    func testRightToLeftLeavesLeftAndRightPhysicalAndFlipsLeadingAndTrailing() {
        let result = layout("""
        <UIView>
            <UIView id="left" left="10" width="100" height="5"/>
            <UIView id="right" right="10" width="100" height="5"/>
            <UILabel id="leading" leading="10" text="Hi"/>
            <UILabel id="trailing" trailing="10" text="Hi"/>
        </UIView>
        """, options: LayoutOptions(direction: .rightToLeft))
        XCTAssertEqual(result?.frame("left"), frame(10, 0, 100, 5))
        XCTAssertEqual(result?.frame("right"), frame(210, 0, 100, 5))
        XCTAssertEqual(result?.frame("leading"), frame(292, 0, 18, 20))
        XCTAssertEqual(result?.frame("trailing"), frame(10, 0, 18, 20))
    }

    func testLegacyModeEndCoordinateAlone() {
        let result = layout(
            #"<UIView><UILabel id="label" right="100" bottom="50" text="Hi"/></UIView>"#,
            options: LayoutOptions(isLegacyLayoutMode: true)
        )
        // right and bottom are the coordinates of the far edges: x = 100 - 18, y = 50 - 20.
        XCTAssertEqual(result?.frame("label"), frame(82, 30, 18, 20))
    }

    // MARK: Defaults per component

    func testManifestDefaultsApplyWhenTheTemplateSetsNoSize() {
        let registry = EngineFixture.registry(adding: """
        components:
          Badge:
            extends: UIView
            defaults: {width: 50%, height: 40}
        """)
        let result = layout("""
        <UIView>
            <UIScrollView id="scroll" left="10" top="20"/>
            <Badge id="badge" right="0"/>
            <Badge id="sized" top="100" width="30"/>
        </UIView>
        """, registry: registry)
        // UIScrollView's defaults are 100% × 100%: the left edge does not shrink the width.
        XCTAssertEqual(result?.frame("scroll"), frame(10, 20, 320, 480))
        XCTAssertEqual(result?.frame("badge"), frame(160, 0, 160, 40))
        XCTAssertEqual(result?.frame("sized"), frame(0, 100, 30, 40))
    }

    func testTheRootFillsTheCanvasWhateverItsDefaults() {
        XCTAssertEqual(layout(#"<UILabel text="Hi"/>"#)?.frames, [frame(0, 0, 320, 480)])
        XCTAssertEqual(layout(#"<UILabel right="10" text="Hi"/>"#)?.frames, [frame(-10, 0, 320, 480)])
    }

    func testDefaultPositionsApplyOnlyWhenTheTemplateSetsNone() {
        let registry = EngineFixture.registry(adding: """
        components:
          Pinned:
            extends: UIView
            defaults: {left: 10, width: 50, height: 5}
        """)
        let result = layout("""
        <UIView>
            <Pinned id="defaults"/>
            <Pinned id="own" right="0"/>
            <Pinned id="vertical" top="20"/>
        </UIView>
        """, registry: registry)
        XCTAssertEqual(result?.frame("defaults"), frame(10, 0, 50, 5))
        XCTAssertEqual(result?.frame("own"), frame(270, 0, 50, 5))
        XCTAssertEqual(result?.frame("vertical"), frame(10, 20, 50, 5))
    }

    func testTheRootsParentIsTheCanvas() {
        XCTAssertEqual(layout(#"<UIView width="parent.width / 2" height="parent.height - 80"/>"#)?.frames, [frame(0, 0, 160, 400)])
    }

    // MARK: Percentages and auto

    func testPercentagesInsideExpressions() {
        let result = layout(#"<UIView><UIView id="box" left="25%" width="50% - 10" top="10%" height="100% - top - 10"/></UIView>"#)
        XCTAssertEqual(result?.frame("box"), frame(80, 48, 150, 422))
    }

    func testPercentagesAndFarEdgesInsideAScrollViewUseItsContentArea() {
        let result = layout("""
        <UIView>
            <UIScrollView width="200" height="100" contentInset.left="20" contentInset.top="10">
                <UIView id="pinned" right="0" bottom="10%" width="50" height="10"/>
            </UIScrollView>
        </UIView>
        """)
        // The content area is 180 × 90: x = 180 - 0 - 50, y = 90 - 9 - 10.
        XCTAssertEqual(result?.frame("pinned"), frame(130, 71, 50, 10))
    }

    func testPercentagesUnderContentSizeAreOfTheViewItself() {
        let result = layout("""
        <UIView>
            <UIScrollView id="scroll" width="200" height="100" contentSize.width="100%" contentSize.height="200%"/>
            <UIView id="after" top="#scroll.contentSize.height" width="#scroll.contentSize.width" height="1"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("after"), frame(0, 200, 200, 1))
    }

    func testAutoOfAViewWithoutContentIsItsParentsSize() {
        // Layout's inferContentSize: `leaf` has no children, so its auto fills its superview,
        // `box`; `box` has a child, left out of its box (widthDependsOnParent), so its auto
        // width is that box, 0 (the fill applies only `if children.isEmpty`).
        let result = layout("""
        <UIView>
            <UIView width="200" height="100">
                <UIView id="box" top="10" width="auto" height="auto"><UIView id="leaf" width="auto" height="5"/></UIView>
            </UIView>
            <UISlider id="slider" top="200"/>
            <UIProgressView id="progress" top="300"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("box"), frame(0, 10, 0, 5))
        XCTAssertEqual(result?.frame("leaf"), frame(0, 0, 0, 5))
        // Sliders and progress views have a height of their own but no width.
        XCTAssertEqual(result?.frame("slider"), frame(0, 200, 320, 31))
        XCTAssertEqual(result?.frame("progress"), frame(0, 300, 320, 4))
    }

    // MARK: References

    func testOwnSizeReadsTheDerivedFrame() {
        let result = layout(#"<UIView><UIView id="box" left="10" right="10" height="width / 2"/></UIView>"#)
        XCTAssertEqual(result?.frame("box"), frame(10, 0, 300, 150))
    }

    func testNextSkipsHiddenSiblings() {
        let result = layout("""
        <UIView>
            <UIView id="a" top="next.top - 10" height="5"/>
            <UIView top="100" height="5" isHidden="true"/>
            <UIView top="200" height="5"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("a"), frame(0, 190, 320, 5))
    }

    func testAnotherViewsFrameIsInItsParentsCoordinates() {
        let result = layout("""
        <UIView>
            <LMRowView top="100" left="20" width="300" horizontalAlignment="leading"><UISwitch/><UISwitch id="inner"/></LMRowView>
            <UIView id="reader" top="#inner.bottom" left="#inner.left" width="5" height="5"/>
        </UIView>
        """)
        // The switch is at 59, 0 in its row; no conversion to the reader's coordinates.
        XCTAssertEqual(result?.frame("reader"), frame(59, 31, 5, 5))
    }

    func testParentFarEdgesInPositionExpressions() {
        let result = layout("""
        <UIView>
            <UIView id="top" top="parent.bottom - 20" height="10"/>
            <UIView id="bottom" bottom="parent.bottom + 10" width="10" height="10"/>
        </UIView>
        """)
        // In `top`, parent.bottom is the coordinate 480; in `bottom`, a distance of 0.
        XCTAssertEqual(result?.frame("top"), frame(0, 460, 320, 10))
        XCTAssertEqual(result?.frame("bottom"), frame(0, 460, 10, 10))
    }

    func testBaselinesOfWrappedLabelsAndButtons() {
        let result = layout("""
        <UIView>
            <UILabel id="label" width="50" numberOfLines="0" text="Hello World"/>
            <UIView id="last" top="#label.lastBaseline" height="1"/>
            <UIButton id="button" top="100" title="OK"/>
            <UIView id="first" top="#button.firstBaseline" height="1"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("label"), frame(0, 0, 50, 40))
        // Second line's baseline: ascender + line height.
        XCTAssertEqual(result?.frame("last"), frame(0, (1901 + 2384) * 17 / 2048.0, 320, 1))
        // A button's title sits below its 6-point top inset, in the 15-point system font.
        XCTAssertEqual(result?.frame("first"), frame(0, 100 + 6 + 1901 * 15 / 2048.0, 320, 1))
    }

    func testSafeAreaInsetsOnEveryViewAndScrollViewsThatAlwaysAdjust() {
        let options = LayoutOptions(safeAreaInsets: EdgeInsets(top: 44, left: 10, bottom: 34, right: 20))
        let result = layout("""
        <UIView>
            <UIView width="100" height="100"><UIView id="nested" left="safeAreaInsets.left" width="5" height="5"/></UIView>
            <UIScrollView top="100" width="200" height="200" contentInsetAdjustmentBehavior="always">
                <UIView id="always" width="100%" height="100%"/>
            </UIScrollView>
            <UIScrollView top="100" width="200" height="200"><UIView id="automatic" width="100%" height="100%"/></UIScrollView>
        </UIView>
        """, options: options)
        XCTAssertEqual(result?.frame("nested"), frame(10, 0, 5, 5))
        XCTAssertEqual(result?.frame("always"), frame(0, 0, 170, 122))
        XCTAssertEqual(result?.frame("automatic"), frame(0, 0, 200, 122))
    }

    func testScrollViewsAdjustTheirInsetByBehaviorAndBounce() {
        let options = LayoutOptions(safeAreaInsets: EdgeInsets(top: 44, left: 10, bottom: 34, right: 20))
        let result = layout("""
        <UIView>
            <UIScrollView id="scroll" width="100" height="100" contentInset.top="10"/>
            <UIView id="inset" top="#scroll.adjustedContentInset.top" left="#scroll.adjustedContentInset.left" width="1" height="1"/>
            <UIScrollView width="200" height="200" contentInsetAdjustmentBehavior="scrollableAxes" alwaysBounceVertical="true">
                <UIView id="bouncing" width="100%" height="100%"/>
            </UIScrollView>
            <UIScrollView width="200" height="200" contentInsetAdjustmentBehavior="scrollableAxes"><UIView id="still" width="100%" height="100%"/></UIScrollView>
            <UIScrollView width="200" height="200" alwaysBounceHorizontal="true"><UIView id="horizontal" width="100%" height="100%"/></UIScrollView>
            <UIScrollView width="200" height="200" contentInsetAdjustmentBehavior="never" alwaysBounceHorizontal="true">
                <UIView id="never" width="100%" height="100%"/>
            </UIScrollView>
        </UIView>
        """, options: options)
        XCTAssertEqual(result?.frame("inset"), frame(0, 54, 1, 1))
        XCTAssertEqual(result?.frame("bouncing"), frame(0, 0, 200, 122))
        XCTAssertEqual(result?.frame("still"), frame(0, 0, 200, 200))
        XCTAssertEqual(result?.frame("horizontal"), frame(0, 0, 170, 122))
        XCTAssertEqual(result?.frame("never"), frame(0, 0, 200, 200))
    }
}
