import XCTest
@testable import TrellisLayout

/// The size of a view that sets no `width` or `height`, as Layout's
/// `LayoutNode.overrideExpressions()` gives it: a view with an intrinsic size on the axis
/// (a label, button, control, image view) `100% == 0 ? auto : min(auto, 100%)` wide and
/// `auto` tall; any other view (a plain `UIView`, one with children, a custom class, a
/// slider's width) `100%`. Scroll views stay `100%`, containers (stacks, Lima views) and
/// cells keep `auto`. Parents are 320 × 480; text is DejaVu Sans 17 ("Hello World" 99 × 20,
/// "Hi" 18 × 20).
final class DefaultFrameTests: XCTestCase {
    private func layout(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutResult? {
        EngineFixture.layout(xml, file: file, line: line)
    }

    func testViewWithChildrenFillsItsParent() {
        let result = layout(#"<UIView><UIView id="box" top="10"><UILabel text="Hello" left="5" top="5"/></UIView></UIView>"#)
        XCTAssertEqual(result?.frame("box"), frame(0, 10, 320, 480))
    }

    func testNestedViewsFillTheirParents() {
        let result = layout("""
        <UIView>
            <UIView id="outer" left="10" top="10" width="200">
                <UIView id="inner" top="5"><UIView width="30" height="30"/></UIView>
            </UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("outer"), frame(10, 10, 200, 480))
        XCTAssertEqual(result?.frame("inner"), frame(0, 5, 200, 480))
    }

    func testLabelIsNoWiderThanItsParent() {
        let result = layout(#"<UIView><UIView width="40"><UILabel id="label" text="Hello World"/></UIView></UIView>"#)
        XCTAssertEqual(result?.frame("label"), frame(0, 0, 40, 20))
    }

    func testControlsAreNoWiderThanTheirParent() {
        let result = layout("""
        <UIView>
            <UIView width="40">
                <UIButton id="button" title="Hello World"/>
                <UISwitch id="switch" top="40"/>
            </UIView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("button"), frame(0, 0, 40, 30))
        XCTAssertEqual(result?.frame("switch"), frame(0, 40, 40, 31))
    }

    func testIntrinsicViewInAParentOfNoWidthTakesItsOwnWidth() {
        let result = layout(#"<UIView><UIView width="0"><UISwitch id="switch"/></UIView></UIView>"#)
        XCTAssertEqual(result?.frame("switch"), frame(0, 0, 51, 31))
    }

    func testCustomClassFillsItsParent() {
        let registry = EngineFixture.registry(adding: "components:\n  MyCustomView: {extends: UIView}\n")
        let result = EngineFixture.layout(
            #"<UIView><UIView width="100" height="50"><MyCustomView id="custom" top="10"><UIView width="5" height="5"/></MyCustomView></UIView></UIView>"#,
            registry: registry
        )
        XCTAssertEqual(result?.frame("custom"), frame(0, 10, 100, 50))
    }

    func testViewInAScrollViewFillsIt() {
        let result = layout("""
        <UIView>
            <UIScrollView contentInsetAdjustmentBehavior="never">
                <UIView id="box" top="100"><UIView width="40" height="40"/></UIView>
            </UIScrollView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("box"), frame(0, 100, 320, 480))
    }

    func testLabelInAnAutoSizedParentDoesNotCountTowardsItsWidth() {
        // The label's default width reads 100%, so Layout's inferContentSize leaves it out
        // of the parent's width (widthDependsOnParent), not its height; the box's width is
        // then 0, not filled (the fill is only `if children.isEmpty`), and the label's
        // default `100% == 0 ? auto : min(auto, 100%)` takes its own width, 18.
        let result = layout(#"<UIView><UIView id="box" width="auto" height="auto"><UILabel id="label" text="Hi"/></UIView></UIView>"#)
        XCTAssertEqual(result?.frame("box"), frame(0, 0, 0, 20))
        XCTAssertEqual(result?.frame("label"), frame(0, 0, 18, 20))
    }

    func testStackAndLimaViewsKeepTheirNaturalSize() {
        let result = layout("""
        <UIView>
            <UIStackView id="stack" axis="vertical"><UIView width="100" height="20"/><UIView width="60" height="30"/></UIStackView>
            <LMRowView id="row" top="100" spacing="0"><UIView width="30" height="10"/><UIView width="20" height="15"/></LMRowView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("stack"), frame(0, 0, 100, 50))
        XCTAssertEqual(result?.frame("row"), frame(0, 100, 50, 15))
    }
}
