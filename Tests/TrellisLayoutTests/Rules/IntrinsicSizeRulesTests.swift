import XCTest
@testable import TrellisLayout

/// The built-in components' `auto` sizes as the README's table gives them, laid out
/// through the compiler and the engine in a 320 × 480 canvas. Text is DejaVu Sans
/// (2048 units per em; a line is 2384 units): "OK" 2955 units, at 15 points 21.6 → 22
/// wide and 17.5 → 18 tall; "Name" 6042 units, at 17 points 50.2 → 51; "Hello World"
/// 11831 units, at 12 points 69.3 → 70 wide and 14.0 → 14 tall; "Seg" 3860 units, at 13
/// points 24.5 → 25.
final class IntrinsicSizeRulesTests: XCTestCase {
    private func layout(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutResult? {
        EngineFixture.layout(xml, registry: EngineFixture.registry(adding: "images: {avatar: 40x30}\n"), file: file, line: line)
    }

    func testButtons() {
        let result = layout("""
        <UIView>
            <UIButton id="plain" title="OK"/>
            <UIButton id="insets" title="OK" contentEdgeInsets.left="10" contentEdgeInsets.right="10"/>
            <UIButton id="image" title="OK" image="avatar"/>
        </UIView>
        """)
        // The title in the 15-point system font, 6 above and below.
        XCTAssertEqual(result?.frame("plain"), frame(0, 0, 22, 30))
        // contentEdgeInsets replaces the default insets, edges it leaves unset are 0.
        XCTAssertEqual(result?.frame("insets"), frame(0, 0, 42, 18))
        // Image beside the title; the taller of the two, plus the insets.
        XCTAssertEqual(result?.frame("image"), frame(0, 0, 62, 42))
    }

    func testTextFields() {
        let result = layout("""
        <UIView>
            <UITextField id="rounded" borderStyle="roundedRect" placeholder="Name"/>
            <UITextField id="plain" placeholder="Name"/>
            <UITextField id="text" text="Hi" placeholder="Name"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("rounded"), frame(0, 0, 65, 34))
        XCTAssertEqual(result?.frame("plain"), frame(0, 0, 51, 20))
        XCTAssertEqual(result?.frame("text"), frame(0, 0, 18, 20))
    }

    func testTextViewsAddTheirTextContainerInsets() {
        let result = layout(#"<UIView><UITextView id="text" width="auto" height="auto" text="Hello World"/></UIView>"#)
        // 12-point text plus 5 + 5 at the sides and 8 + 8 above and below.
        XCTAssertEqual(result?.frame("text"), frame(0, 0, 80, 30))
    }

    func testLabelsWrapAndTruncateToTheirNumberOfLines() {
        let result = layout("""
        <UIView>
            <UILabel id="empty"/>
            <UILabel id="two" width="50" numberOfLines="2" text="Hello World Hello World"/>
            <UILabel id="all" width="50" numberOfLines="0" text="Hello World Hello World"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("empty"), frame(0, 0, 0, 0))
        XCTAssertEqual(result?.frame("two"), frame(0, 0, 50, 40))
        XCTAssertEqual(result?.frame("all"), frame(0, 0, 50, 80))
    }

    func testControlsWithFixedSizes() {
        let result = layout("""
        <UIView>
            <UISwitch id="switch"/>
            <UIStepper id="stepper"/>
            <UIActivityIndicatorView id="spinner"/>
            <UIActivityIndicatorView id="large" style="large"/>
            <UIPageControl id="pages" numberOfPages="3"/>
            <UIPageControl id="noPages"/>
            <UISegmentedControl id="segments" items="'Seg', 'A'"/>
            <UIDatePicker id="date"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("switch"), frame(0, 0, 51, 31))
        XCTAssertEqual(result?.frame("stepper"), frame(0, 0, 94, 29))
        XCTAssertEqual(result?.frame("spinner"), frame(0, 0, 20, 20))
        XCTAssertEqual(result?.frame("large"), frame(0, 0, 37, 37))
        XCTAssertEqual(result?.frame("pages"), frame(0, 0, 39, 37))
        XCTAssertEqual(result?.frame("noPages"), frame(0, 0, 0, 37))
        XCTAssertEqual(result?.frame("segments"), frame(0, 0, 98, 32))
        XCTAssertEqual(result?.frame("date"), frame(0, 0, 320, 216))
    }

    func testBarsHaveAHeightAndTakeTheAvailableWidth() {
        let result = layout("""
        <UIView>
            <UISearchBar id="search"/>
            <UINavigationBar id="navigation"/>
            <UIToolbar id="toolbar"/>
            <UITabBar id="tabs"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("search"), frame(0, 0, 320, 56))
        XCTAssertEqual(result?.frame("navigation"), frame(0, 0, 320, 44))
        XCTAssertEqual(result?.frame("toolbar"), frame(0, 0, 320, 44))
        XCTAssertEqual(result?.frame("tabs"), frame(0, 0, 320, 49))
    }

    /// Layout's `UICollectionViewCell` and `UITableViewHeaderFooterView` report an
    /// intrinsic height when they have no children (44, and their empty `textLabel`'s 0),
    /// and none for the width; with children, `auto` is the children's extent.
    func testEmptyCellsAndHeadersHaveLayoutsIntrinsicHeight() {
        func root(_ xml: String) -> Rect? {
            EngineFixture.layout(xml, width: 375, height: 812)?.frames.first
        }
        XCTAssertEqual(root(#"<UICollectionViewCell height="auto"/>"#), frame(0, 0, 375, 44))
        XCTAssertEqual(root(#"<UITableViewHeaderFooterView height="auto + 10"/>"#), frame(0, 0, 375, 10))
        XCTAssertEqual(root(#"<UICollectionViewCell height="auto"><UIView top="5" height="20"/></UICollectionViewCell>"#), frame(0, 0, 375, 25))
        XCTAssertEqual(
            root(#"<UITableViewHeaderFooterView height="auto + 10"><UIView height="30"/></UITableViewHeaderFooterView>"#), frame(0, 0, 375, 40))
    }

    /// Layout's `UITableViewHeaderFooterView` with no children is as tall as its
    /// `textLabel`'s intrinsic height (`textLabel.intrinsicContentSize.height`, nothing
    /// added); `detailTextLabel` does not count. "Hello World" is a 20-point line at the
    /// default 17 points, 14 at 12 points.
    func testHeadersAreAsTallAsTheirTextLabel() {
        func root(_ xml: String) -> Rect? {
            EngineFixture.layout(xml, width: 375, height: 812)?.frames.first
        }
        XCTAssertEqual(root(#"<UITableViewHeaderFooterView height="auto" textLabel.text="Hello World"/>"#), frame(0, 0, 375, 20))
        XCTAssertEqual(
            root(#"<UITableViewHeaderFooterView height="auto + 10" textLabel.text="Hello World" textLabel.font="System 12"/>"#),
            frame(0, 0, 375, 24))
        XCTAssertEqual(root(#"<UITableViewHeaderFooterView height="auto" detailTextLabel.text="Hello World"/>"#), frame(0, 0, 375, 0))
        XCTAssertEqual(
            root(#"<UITableViewHeaderFooterView height="auto" textLabel.text="Hello World"><UIView height="30"/></UITableViewHeaderFooterView>"#),
            frame(0, 0, 375, 30))
    }

    /// Layout sizes a `UITableViewCell` by its labels (`inferContentSize`): `textLabel` and
    /// `detailTextLabel` stacked in the `subtitle` style, the taller in `value1` and `value2`,
    /// `textLabel` alone in the `default` style (UIKit gives it no detail label); with
    /// children, the larger of that and their extent. A cell with nothing measured (no
    /// text, no children) fills the available space ("if zero-sized, fill superview"). A
    /// root without a `height` fills the canvas whatever it shows. "Hello World" is a
    /// 20-point line at the default 17 points, 14 at 12 points.
    func testTableViewCellsAreAsTallAsTheirLabels() {
        func root(_ xml: String) -> Rect? {
            EngineFixture.layout(xml, width: 320, height: 480)?.frames.first
        }
        XCTAssertEqual(root(#"<UITableViewCell textLabel.text="Hello World" height="auto"/>"#), frame(0, 0, 320, 20))
        XCTAssertEqual(root(#"<UITableViewCell textLabel.text="Hello World" textLabel.numberOfLines="0"/>"#), frame(0, 0, 320, 480))
        XCTAssertEqual(
            root(#"<UITableViewCell textLabel.text="Hello World" textLabel.font="System 12" height="auto + 10"/>"#), frame(0, 0, 320, 24))
        XCTAssertEqual(
            root(#"<UITableViewCell height="auto" style="subtitle" textLabel.text="Hello World" detailTextLabel.text="Hello World" detailTextLabel.font="System 12"/>"#),
            frame(0, 0, 320, 34))
        XCTAssertEqual(
            root(#"<UITableViewCell height="auto" style="value1" textLabel.text="Hello World" detailTextLabel.text="Hello World" textLabel.font="System 12"/>"#),
            frame(0, 0, 320, 20))
        XCTAssertEqual(
            root(#"<UITableViewCell height="auto" style="value2" textLabel.text="Hello World" detailTextLabel.text="Hello World" detailTextLabel.font="System 12"/>"#),
            frame(0, 0, 320, 20))
        XCTAssertEqual(
            root(#"<UITableViewCell height="auto" textLabel.text="Hello World" detailTextLabel.text="Hello World" detailTextLabel.font="System 12"/>"#),
            frame(0, 0, 320, 20))
        XCTAssertEqual(root(#"<UITableViewCell height="auto"/>"#), frame(0, 0, 320, 480))
        XCTAssertEqual(root(#"<UITableViewCell textLabel.text="" height="auto"/>"#), frame(0, 0, 320, 480))
        XCTAssertEqual(
            root(#"<UITableViewCell textLabel.text="Hello World" height="auto"><UIView height="10"/></UITableViewCell>"#), frame(0, 0, 320, 20))
        XCTAssertEqual(
            root(#"<UITableViewCell textLabel.text="Hello World" height="auto"><UIView top="5" height="30"/></UITableViewCell>"#),
            frame(0, 0, 320, 35))
        XCTAssertEqual(
            root(#"<UITableViewCell height="auto" style="subtitle" detailTextLabel.text="Hello World"><UIView height="10"/></UITableViewCell>"#),
            frame(0, 0, 320, 20))
    }

    /// Layout leaves a cell with no children out of its parent's extent (its height
    /// "depends on the parent": it has no intrinsic size and may fill the parent), as it
    /// leaves out a plain view with no children.
    func testChildlessCellsDoNotSizeTheirParent() {
        let result = EngineFixture.layout("""
        <UIView height="auto">
            <UITableViewCell id="cell" textLabel.text="Hello World"/>
            <UIView id="box" height="10"/>
        </UIView>
        """)
        XCTAssertEqual(result?.frames.first, frame(0, 0, 320, 10))
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 320, 20))
        XCTAssertEqual(result?.frame("box"), frame(0, 0, 320, 10))
    }

    /// A container measures a cell with children as `auto` sizes it: the larger of its
    /// labels and its children's extent.
    func testContainersMeasureCellsWithChildrenByTheirLabelsToo() {
        let result = EngineFixture.layout("""
        <LMColumnView>
            <UITableViewCell id="cell" textLabel.text="Hello World"><UIView height="10"/></UITableViewCell>
            <UIView id="rest"/>
        </LMColumnView>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 320, 20))
    }

    /// A cell's labels follow state: its height changes with the text.
    func testTableViewCellHeightFollowsItsText() throws {
        let engine = try XCTUnwrap(EngineFixture.engine(#"<UITableViewCell height="auto" textLabel.text="{title}" textLabel.numberOfLines="0"/>"#))
        let first = engine.evaluate(state: ["title": .string("Hello")], size: Size(width: 320, height: 480))
        XCTAssertEqual(first.frames.first, frame(0, 0, 320, 20))
        XCTAssertEqual(engine.setState(["title": .string("Hello\nWorld")]).frames.first, frame(0, 0, 320, 40))
        XCTAssertEqual(engine.setState(["title": .string("")]).frames.first, frame(0, 0, 320, 480))
        XCTAssertEqual(engine.setState(["title": .string("Hello")]).frames.first, frame(0, 0, 320, 20))
    }

    /// A manifest component extending a component with a built-in size measures as its
    /// ancestor, unless the manifest gives it a size of its own.
    func testManifestSubclassesInheritBuiltinSizes() {
        let registry = EngineFixture.registry(adding: """
        components:
          PhotoCell:
            extends: UICollectionViewCell
          TallCell:
            extends: PhotoCell
            defaults: {height: 60}
          Toggle:
            extends: UISwitch
          Header:
            extends: UITableViewHeaderFooterView
        """)
        let result = EngineFixture.layout("""
        <UIView>
            <PhotoCell id="photo"/>
            <TallCell id="tall"/>
            <TallCell id="auto" height="auto"/>
            <Header id="header" textLabel.text="Hello World"/>
            <Toggle id="toggle"/>
        </UIView>
        """, registry: registry)
        XCTAssertEqual(result?.frame("photo"), frame(0, 0, 320, 44))
        XCTAssertEqual(result?.frame("tall"), frame(0, 0, 320, 60))
        XCTAssertEqual(result?.frame("auto"), frame(0, 0, 320, 44))
        XCTAssertEqual(result?.frame("header"), frame(0, 0, 320, 20))
        XCTAssertEqual(result?.frame("toggle"), frame(0, 0, 51, 31))
    }

    func testFontsPickTheirDejaVuFace() {
        let result = layout("""
        <UIView>
            <UILabel id="sans" text="Hello World"/>
            <UILabel id="bold" text="Hello World" font="System bold 17"/>
            <UILabel id="semibold" text="Hello World" font="Helvetica semibold 17"/>
            <UILabel id="serif" text="Hello World" font="Georgia italic 17"/>
            <UILabel id="mono" text="Hello World" font="Courier 17"/>
            <UILabel id="trait" text="Hello World" font="System monospace 17"/>
        </UIView>
        """)
        // "Hello World": Sans 11831 units, Sans Bold 13471, Serif Italic 12475, Sans Mono 11 × 1233.
        XCTAssertEqual(result?.frame("sans"), frame(0, 0, 99, 20))
        XCTAssertEqual(result?.frame("bold"), frame(0, 0, 112, 20))
        XCTAssertEqual(result?.frame("semibold"), frame(0, 0, 112, 20))
        XCTAssertEqual(result?.frame("serif"), frame(0, 0, 104, 20))
        XCTAssertEqual(result?.frame("mono"), frame(0, 0, 113, 20))
        XCTAssertEqual(result?.frame("trait"), frame(0, 0, 113, 20))
    }
}
