import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// `auto` sizes: intrinsic sizes from the provider, wrapping, bounding boxes of children,
/// and what `auto` falls back to. Text sizes are DejaVu Sans metrics (2048 units per em):
/// at 17 points "Hello World" advances 11831 units (98.2 → 99), "Hi" 2109 (17.5 → 18),
/// "Hello" 5191 (43.1 → 44), "World" 5989 (49.7 → 50); a line is 2384 units (19.79 → 20)
/// and the ascender 1901 (15.7798).
final class EngineAutoSizeTests: XCTestCase {
    private func layout(_ xml: String, options: LayoutOptions = LayoutOptions(), file: StaticString = #filePath, line: UInt = #line) -> LayoutResult? {
        EngineFixture.layout(xml, options: options, file: file, line: line)
    }

    func testLabelTakesItsTextSize() {
        XCTAssertEqual(layout(#"<UIView><UILabel text="Hello World"/></UIView>"#)?.frames.last, frame(0, 0, 99, 20))
    }

    func testLabelWrapsAtItsWidth() {
        XCTAssertEqual(layout(#"<UIView><UILabel width="50" numberOfLines="0" text="Hello World"/></UIView>"#)?.frames.last, frame(0, 0, 50, 40))
    }

    func testLabelWrapsAtTheWidthItsParentOffers() {
        // Layout's inferSize: `auto` is the intrinsic (single-line) width, 99; the default
        // width clamps it to the parent, min(auto, 100%) = 60, and the text wraps at 60.
        let result = layout(#"<UIView><UIView width="60"><UILabel numberOfLines="0" text="Hello World"/></UIView></UIView>"#)
        XCTAssertEqual(result?.frames.last, frame(0, 0, 60, 40))
    }

    func testAutoWidthOfAWrappingLabelIsItsSingleLineWidth() {
        // An explicit `auto` is not clamped: the label is as wide as its text on one line.
        let result = layout(#"<UIView><UIView width="60"><UILabel width="auto" numberOfLines="0" text="Hello World"/></UIView></UIView>"#)
        XCTAssertEqual(result?.frames.last, frame(0, 0, 99, 20))
    }

    func testSingleLineLabelsDoNotWrap() {
        // 99 wide, clamped to the parent by the default width, min(auto, 100%); one line.
        let result = layout(#"<UIView><UIView width="60"><UILabel text="Hello World"/></UIView></UIView>"#)
        XCTAssertEqual(result?.frames.last, frame(0, 0, 60, 20))
    }

    func testAutoInsideExpressions() {
        XCTAssertEqual(layout(#"<UIView><UILabel width="auto + 20" height="auto * 2" text="Hi"/></UIView>"#)?.frames.last, frame(0, 0, 38, 40))
    }

    func testViewSizedByItsChildren() {
        let result = layout("""
        <UIView>
            <UIView id="box" top="10" width="auto" height="auto">
                <UILabel width="auto" text="Hello World"/>
                <UILabel top="30" left="5" width="auto" text="Hi"/>
            </UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("box"), frame(0, 10, 99, 50))
    }

    func testChildrenSizedByTheParentDoNotCountTowardsItsSize() {
        let result = layout("""
        <UIView>
            <UIView id="box" width="auto" height="auto">
                <UIView id="bar" width="100%" height="5"/>
                <UILabel top="10" width="auto" text="Hi"/>
                <UIView id="right" right="0" top="40" width="10" height="10"/>
            </UIView>
        </UIView>
        """)
        // bar's width and right's position follow the box: bar is left out, right counts from 0.
        XCTAssertEqual(result?.frame("box"), frame(0, 0, 18, 50))
        XCTAssertEqual(result?.frame("bar"), frame(0, 0, 18, 5))
        XCTAssertEqual(result?.frame("right"), frame(8, 40, 10, 10))
    }

    func testAutoOfAViewWhoseChildrenGiveNoBoxIsZero() {
        // Layout's inferContentSize fills the superview only `if children.isEmpty`: children
        // all left out (their size depends on the parent) give a box of 0, and the view is 0
        // wide; what reads its width (`100%`, a childless view's `auto`) reads that 0.
        let result = layout("""
        <UIView>
            <UIView id="empty" width="auto" height="40"><UIView id="bar" width="100%" height="5"/></UIView>
            <UIView id="plain" top="50" width="auto" height="auto"><UIView id="leaf" width="auto" height="5"/></UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("empty"), frame(0, 0, 0, 40))
        XCTAssertEqual(result?.frame("bar"), frame(0, 0, 0, 5))
        XCTAssertEqual(result?.frame("plain"), frame(0, 50, 0, 5))
        XCTAssertEqual(result?.frame("leaf"), frame(0, 0, 0, 5))
    }

    func testAutoOfAViewWhoseChildrenMeasureZeroCollapses() {
        // Layout's LayoutFrameTests.testAutosizeCollapsing: a view 100 wide whose only child
        // is a label with no text is 0 tall.
        let result = layout(#"<UIView><UIView id="box" width="100" height="auto"><UILabel text=""/></UIView></UIView>"#)
        XCTAssertEqual(result?.frame("box"), frame(0, 0, 100, 0))
    }

    func testAutoOfAViewWhoseChildrenAreAllHiddenIsZero() {
        // Hidden children are skipped (`for child in children where !child.isHidden`) but
        // still count as children: no fill.
        let result = layout(#"<UIView><UIView id="box" width="auto" height="auto"><UIView width="50" height="50" isHidden="true"/></UIView></UIView>"#)
        XCTAssertEqual(result?.frame("box"), frame(0, 0, 0, 0))
    }

    func testAutoOfAViewWithoutChildrenFillsItsParent() {
        // `if children.isEmpty { … if size.width <= 0 … size.width = superview.bounds.width }`:
        // the parent's resolved size, even when that comes from its other children.
        let result = layout("""
        <UIView>
            <UIView width="200" height="100"><UIView id="leaf" width="auto" height="auto"/></UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("leaf"), frame(0, 0, 200, 100))
    }

    func testAutoWidthPlainChildOfAnAutoParentTakesTheParentsWidth() {
        // Layout's LayoutFrameTests.testAutosizeParentWhenChildHasAutoWidth: the plain child
        // has no content, so its auto width follows the parent, sized by its sibling.
        let result = layout("""
        <UIView>
            <UIView id="parent" width="auto" height="auto">
                <UIView id="plain" width="auto" height="20"/>
                <UIView top="previous.bottom + 10" width="150" height="20"/>
            </UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("parent"), frame(0, 0, 150, 50))
        XCTAssertEqual(result?.frame("plain"), frame(0, 0, 150, 20))
    }

    func testPercentageWidthChildOfAnAutoParent() {
        // Layout's LayoutFrameTests.testAutosizeParentWhenChildHasPercentageWidth.
        let result = layout("""
        <UIView>
            <UIView id="parent" width="auto" height="auto">
                <UIView id="half" width="50%" height="20"/>
                <UIView top="previous.bottom + 10" width="150" height="20"/>
            </UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("parent"), frame(0, 0, 150, 50))
        XCTAssertEqual(result?.frame("half"), frame(0, 0, 75, 20))
    }

    func testHiddenChildrenDoNotCount() {
        let result = layout("""
        <UIView>
            <UIView id="box" width="auto" height="auto"><UILabel width="auto" text="Hi"/><UILabel top="20" width="auto" text="Hello World" isHidden="true"/></UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("box"), frame(0, 0, 18, 20))
    }

    func testControlsAndImages() {
        let registry = EngineFixture.registry(adding: "images: {avatar: 40x30}\n")
        let result = EngineFixture.layout("""
        <UIView>
            <UISwitch id="switch"/>
            <UIImageView id="avatar" top="40" image="avatar"/>
            <UIImageView id="none" top="80"/>
        </UIView>
        """, registry: registry)
        XCTAssertEqual(result?.frame("switch"), frame(0, 0, 51, 31))
        XCTAssertEqual(result?.frame("avatar"), frame(0, 40, 40, 30))
        // No image: UIKit gives no intrinsic size, so Layout's `auto` fills the superview
        // (inferContentSize, `if children.isEmpty`); the default width clamps it to 100%.
        XCTAssertEqual(result?.frame("none"), frame(0, 80, 320, 480))
    }

    func testImageViewWithoutImageIsSizedAsAPlainView() {
        let result = layout("""
        <UIView>
            <UIImageView id="auto" width="auto" height="auto"/>
            <UIImageView id="holder" top="10"><UIView width="40" height="30"/></UIImageView>
            <UIView id="parent" top="100" width="auto" height="auto">
                <UIImageView id="inside"/>
                <UIView top="10" width="150" height="20"/>
            </UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("auto"), frame(0, 0, 320, 480))
        // With children: their bounding box.
        XCTAssertEqual(result?.frame("holder"), frame(0, 10, 40, 30))
        // Left out of its auto parent's size on both axes (widthDependsOnParent: its default
        // width reads 100%; heightDependsOnParent: no intrinsic height, no children), then
        // the parent's size.
        XCTAssertEqual(result?.frame("parent"), frame(0, 100, 150, 30))
        XCTAssertEqual(result?.frame("inside"), frame(0, 0, 150, 30))
    }

    func testViewsWithAnIntrinsicSizeKeepItWhenTheyHaveChildren() {
        // Layout's inferSize takes the view's intrinsicContentSize (which UIKit computes from
        // the view's own content, not its subviews) unless it is noIntrinsicMetric on both
        // axes; only then does it fall back to inferContentSize, the children's box.
        let registry = EngineFixture.registry(adding: "images: {avatar: 40x30}\n")
        let result = EngineFixture.layout("""
        <UIView>
            <UIButton id="button" title="Hi"><UIImageView id="fill" width="100%" height="100%"/></UIButton>
            <UILabel id="label" top="40" text="Hello World"><UIView id="mark" left="10" width="5" height="50"/></UILabel>
            <UIImageView id="avatar" top="100" image="avatar"><UIView id="big" width="200" height="200"/></UIImageView>
        </UIView>
        """, registry: registry)
        // "Hi" at 15 points is 15.4 → 16 wide and 18 tall, with 6 above and below.
        XCTAssertEqual(result?.frame("button"), frame(0, 0, 16, 30))
        XCTAssertEqual(result?.frame("fill"), frame(0, 0, 16, 30))
        XCTAssertEqual(result?.frame("label"), frame(0, 40, 99, 20))
        XCTAssertEqual(result?.frame("mark"), frame(10, 0, 5, 50))
        XCTAssertEqual(result?.frame("avatar"), frame(0, 100, 40, 30))
        XCTAssertEqual(result?.frame("big"), frame(0, 0, 200, 200))
    }

    func testViewWithAnIntrinsicHeightOnlyKeepsItWhenItHasChildren() {
        // A slider's intrinsic width is noIntrinsicMetric, its height 31: Layout still takes
        // the intrinsic branch, so neither axis is its children's box. Its width is a
        // childless slider's: the space available.
        let result = layout("""
        <UIView>
            <UISlider id="slider"><UIView id="thumb" width="30" height="80"/></UISlider>
            <UISlider id="plainSlider" top="100"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("slider"), frame(0, 0, 320, 31))
        XCTAssertEqual(result?.frame("plainSlider"), frame(0, 100, 320, 31))
        XCTAssertEqual(result?.frame("thumb"), frame(0, 0, 30, 80))
    }

    func testMeasuredViewWithChildrenInsideAnAutoParent() {
        // The button's own size counts in its parent's box (its width only when set to
        // `auto`: the default `min(auto, 100%)` reads the parent, which leaves it out, as
        // Layout's widthDependsOnParent does); its 100% child reads the button's size (no
        // cycle: the button's `auto` no longer reads its children).
        let result = layout("""
        <UIView>
            <UIView id="parent" width="auto" height="auto">
                <UIButton id="button" top="10" width="auto" title="Hi"><UIView id="fill" width="100%" height="100%"/></UIButton>
            </UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("parent"), frame(0, 0, 16, 40))
        XCTAssertEqual(result?.frame("button"), frame(0, 10, 16, 30))
        XCTAssertEqual(result?.frame("fill"), frame(0, 0, 16, 30))
        XCTAssertEqual(result?.diagnostics.map(\.message), [])
    }

    func testPlainViewWithChildrenIsStillTheirBox() {
        let result = layout(#"<UIView><UIView id="plain" width="auto" height="auto"><UIView left="4" width="30" height="80"/></UIView></UIView>"#)
        XCTAssertEqual(result?.frame("plain"), frame(0, 0, 34, 80))
    }

    func testScrollViewContentSize() {
        let result = layout("""
        <UIView>
            <UIScrollView id="scroll" height="100"><UILabel top="150" text="Hi"/></UIScrollView>
            <UIView id="after" top="#scroll.contentSize.height" height="1"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("after"), frame(0, 170, 320, 1))
    }

    func testPercentagesInsideScrollViewsAccountForTheContentInset() {
        let result = layout("""
        <UIView>
            <UIScrollView width="200" height="100" contentInset.top="10" contentInset.left="20">
                <UIView id="content" width="100%" height="100%"/>
            </UIScrollView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("content"), frame(0, 0, 180, 90))
    }

    func testSafeArea() {
        let options = LayoutOptions(safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let result = layout("""
        <UIView>
            <UIView id="bar" top="parent.safeAreaInsets.top" bottom="parent.safeAreaInsets.bottom"/>
            <UIScrollView width="200" height="200"><UIView id="fits" height="100%"/></UIScrollView>
            <UIScrollView contentInsetAdjustmentBehavior="never" width="200" height="200"><UIView id="never" height="100%"/></UIScrollView>
        </UIView>
        """, options: options)
        XCTAssertEqual(result?.frame("bar"), frame(0, 44, 320, 402))
        XCTAssertEqual(result?.frame("fits"), frame(0, 0, 200, 122))
        XCTAssertEqual(result?.frame("never"), frame(0, 0, 200, 200))
    }

    func testBaselines() {
        let result = layout("""
        <UIView>
            <UILabel id="label" top="10" text="Hi"/>
            <UIView id="line" top="#label.firstBaseline" height="1"/>
            <UIView id="plain" top="30" height="10"/>
            <UIView id="below" top="#plain.lastBaseline" height="1"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("line"), frame(0, 10 + 1901 * 17 / 2048.0, 320, 1))
        XCTAssertEqual(result?.frame("below"), frame(0, 40, 320, 1))
    }

    func testIntrinsicContentSize() {
        let result = layout("""
        <UIView>
            <UILabel id="label" width="200" text="Hi"/>
            <UIView id="copy" top="50" width="#label.intrinsicContentSize.width" height="1"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("copy"), frame(0, 50, 18, 1))
    }
}
