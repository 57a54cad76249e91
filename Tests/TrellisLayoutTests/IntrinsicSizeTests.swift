import XCTest
@testable import TrellisLayout

/// Expected text sizes come from the DejaVu Sans table: line height is
/// 2384 × size / 2048 and widths are advance sums × size / 2048, rounded up.
final class IntrinsicSizeTests: XCTestCase {
    let provider = BuiltinIntrinsicSizeProvider()

    func size(_ content: MeasurableContent, fitting: Double? = nil) -> IntrinsicSize? {
        provider.intrinsicSize(for: content, fittingWidth: fitting)
    }

    /// A content shares its storage between copies; changing a field of one copy leaves the
    /// others as they were, and equal contents hash alike however they were built.
    func testContentKeepsValueSemantics() {
        let original = MeasurableContent(lineage: ["UILabel"], text: "Hello", font: FontSpec(size: 16))
        var changed = original
        changed.text = "Bye"
        changed.numberOfLines = 0
        XCTAssertEqual(original.text, "Hello")
        XCTAssertEqual(original.numberOfLines, 1)
        XCTAssertEqual(changed.text, "Bye")
        XCTAssertEqual(changed.numberOfLines, 0)
        XCTAssertNotEqual(original, changed)
        var rebuilt = MeasurableContent(lineage: ["UILabel"], text: "Bye", font: FontSpec(size: 16), numberOfLines: 0)
        XCTAssertEqual(rebuilt, changed)
        XCTAssertEqual(rebuilt.hashValue, changed.hashValue)
        rebuilt.lineage = ["UIButton"]
        XCTAssertEqual(rebuilt.component, "UIButton")
        XCTAssertEqual(changed.component, "UILabel")
    }

    func testLabelMeasuresItsText() {
        let label = MeasurableContent(lineage: ["UILabel", "UIView"], text: "Hello", font: FontSpec(size: 16))
        XCTAssertEqual(size(label), IntrinsicSize(width: 41, height: 19, firstBaseline: 14.8515625, lastBaseline: 14.8515625))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UILabel"])), IntrinsicSize(width: 0, height: 0, firstBaseline: 14.8515625 * 17 / 16, lastBaseline: 14.8515625 * 17 / 16))
    }

    func testSingleLineLabelsIgnoreTheFittingWidth() {
        let label = MeasurableContent(lineage: ["UILabel"], text: "Hello World", font: FontSpec(size: 16))
        XCTAssertEqual(size(label, fitting: 60)?.width, 93)
        var wrapping = label
        wrapping.numberOfLines = 0
        XCTAssertEqual(size(wrapping, fitting: 60), IntrinsicSize(width: 47, height: 38, firstBaseline: 14.8515625, lastBaseline: 14.8515625 + 18.625))
    }

    func testComponentsExtendingALabelMeasureAsLabels() {
        let custom = MeasurableContent(lineage: ["MyTitleLabel", "UILabel", "UIView"], text: "Hello", font: FontSpec(size: 16))
        XCTAssertEqual(size(custom)?.width, 41)
    }

    func testButtonAddsItsDefaultVerticalInsets() {
        // "Button" = 6860 units: 6860 × 15 / 2048 = 50.24 → 51; line 17.46 → 18, plus 6 + 6.
        let button = MeasurableContent(lineage: ["UIButton", "UIControl", "UIView"], text: "Button", font: FontSpec(size: 15))
        let result = size(button)
        XCTAssertEqual(result?.width, 51)
        XCTAssertEqual(result?.height, 30)
        XCTAssertEqual(result?.firstBaseline, 6 + 1901.0 * 15 / 2048)
        var inset = button
        inset.contentInsets = EdgeInsets(all: 16)
        inset.imageSize = Size(width: 20, height: 40)
        let withImage = size(inset)
        XCTAssertEqual(withImage?.width, 51 + 20 + 32)
        XCTAssertEqual(withImage?.height, 40 + 32)
        XCTAssertEqual(withImage?.firstBaseline, 16 + 11 + 1901.0 * 15 / 2048, "the title is centered against the taller image")
    }

    func testTextFieldRoundedRectIs34PointsTall() {
        // "Hi" = 2109 units: 2109 × 17 / 2048 = 17.51 → 18; line 19.79 → 20.
        let field = MeasurableContent(lineage: ["UITextField"], text: "Hi", style: "roundedRect")
        XCTAssertEqual(size(field)?.width, 32)
        XCTAssertEqual(size(field)?.height, 34)
        let plain = MeasurableContent(lineage: ["UITextField"], text: "Hi")
        XCTAssertEqual(size(plain)?.height, 20)
        let empty = MeasurableContent(lineage: ["UITextField"], text: nil, style: "roundedRect")
        XCTAssertEqual(size(empty)?.width, 14)
        XCTAssertEqual(size(empty)?.height, 34, "an empty field is one line tall")
    }

    func testTextViewWrapsInsideItsInsets() {
        let view = MeasurableContent(lineage: ["UITextView", "UIScrollView"], text: "Hello World", font: FontSpec(size: 16), numberOfLines: 1)
        // 70 − 10 = 60 points for text: two lines, 47 × 38, plus insets 5 + 5 and 8 + 8.
        XCTAssertEqual(size(view, fitting: 70)?.width, 57)
        XCTAssertEqual(size(view, fitting: 70)?.height, 54)
    }

    func testImagesUseTheirDeclaredSize() {
        XCTAssertEqual(size(MeasurableContent(lineage: ["UIImageView"], imageSize: Size(width: 40, height: 30))), IntrinsicSize(width: 40, height: 30))
        XCTAssertNil(size(MeasurableContent(lineage: ["UIImageView"])))
    }

    func testFixedControlSizes() {
        XCTAssertEqual(size(MeasurableContent(lineage: ["UISwitch"])), IntrinsicSize(width: 51, height: 31))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UIStepper"])), IntrinsicSize(width: 94, height: 29))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UISlider"])), IntrinsicSize(width: nil, height: 31))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UIProgressView"])), IntrinsicSize(width: nil, height: 4))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UIActivityIndicatorView"])), IntrinsicSize(width: 20, height: 20))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UIActivityIndicatorView"], style: "large")), IntrinsicSize(width: 37, height: 37))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UIDatePicker"])), IntrinsicSize(width: 320, height: 216))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UIPageControl"], numberOfPages: 3)), IntrinsicSize(width: 39, height: 37))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UIPageControl"], numberOfPages: Int.max))?.height, 37)
        XCTAssertEqual(size(MeasurableContent(lineage: ["UITabBar"])), IntrinsicSize(width: nil, height: 49))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UICollectionViewCell"])), IntrinsicSize(width: nil, height: 44))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UITableViewHeaderFooterView"])), IntrinsicSize(width: nil, height: 0))
    }

    /// A header or footer view's height is its `textLabel`'s (the content's text and font),
    /// one line as a label's intrinsic size; it has no width of its own and no baselines.
    func testHeaderFooterViewsAreAsTallAsTheirTextLabel() {
        let header = MeasurableContent(lineage: ["MyHeader", "UITableViewHeaderFooterView", "UIView"], text: "Hello World", font: FontSpec(size: 16))
        XCTAssertEqual(size(header, fitting: 40), IntrinsicSize(width: nil, height: 19))
        XCTAssertTrue(provider.ignoresFittingWidth(header))
        var twoLines = header
        twoLines.text = "Hello\nWorld"
        twoLines.numberOfLines = 0
        XCTAssertEqual(size(twoLines), IntrinsicSize(width: nil, height: 38))
        XCTAssertEqual(provider.intrinsicDimensions(of: header.lineage), [.height])
    }

    /// A table view cell's height is its labels' (Layout's `inferContentSize`): `textLabel`
    /// above `detailTextLabel` in the `subtitle` style, the taller of the two in `value1` and
    /// `value2`, `textLabel` alone in the `default` style (which has no detail label). Each
    /// label is one line unless its `numberOfLines` says otherwise, not wrapped; the cell
    /// has no width of its own.
    func testTableViewCellsAreAsTallAsTheirLabels() {
        // "Hello World": 19 tall at 16 points, 14 at 12 points.
        let subtitle = MeasurableContent(
            lineage: ["MyCell", "UITableViewCell", "UIView"], text: "Hello World", font: FontSpec(size: 16),
            detailText: "Hello World", detailFont: FontSpec(size: 12), style: "subtitle"
        )
        XCTAssertEqual(size(subtitle, fitting: 40), IntrinsicSize(width: nil, height: 33))
        XCTAssertTrue(provider.ignoresFittingWidth(subtitle))
        XCTAssertEqual(provider.intrinsicDimensions(of: subtitle.lineage), [.height])
        var value1 = subtitle
        value1.style = "value1"
        XCTAssertEqual(size(value1), IntrinsicSize(width: nil, height: 19))
        var value2 = subtitle
        value2.style = "value2"
        value2.font = FontSpec(size: 12)
        value2.detailFont = FontSpec(size: 16)
        XCTAssertEqual(size(value2), IntrinsicSize(width: nil, height: 19))
        var plain = subtitle
        plain.style = nil
        XCTAssertEqual(size(plain), IntrinsicSize(width: nil, height: 19))
        plain.style = "default"
        XCTAssertEqual(size(plain), IntrinsicSize(width: nil, height: 19))
        var lines = subtitle
        lines.text = "Hello\nWorld"
        lines.numberOfLines = 0
        lines.detailText = "Hello\nWorld"
        XCTAssertEqual(size(lines), IntrinsicSize(width: nil, height: 52))
        lines.detailNumberOfLines = 0
        XCTAssertEqual(size(lines), IntrinsicSize(width: nil, height: 66))
        XCTAssertEqual(size(MeasurableContent(lineage: ["UITableViewCell"])), IntrinsicSize(width: nil, height: 0))
    }

    func testSegmentedControlWidthComesFromItsTitles() {
        // "Two" = 4179 units at 13 points: 26.53 → 27, plus 24 per segment.
        let control = MeasurableContent(lineage: ["UISegmentedControl"], font: FontSpec(size: 13), segmentTitles: ["One", "Two"])
        XCTAssertEqual(size(control), IntrinsicSize(width: 102, height: 32))
    }

    func testViewsAndContainersHaveNoIntrinsicSize() {
        XCTAssertNil(size(MeasurableContent(lineage: ["UIView"])))
        XCTAssertNil(size(MeasurableContent(lineage: ["LMRowView", "LMBoxView", "LMLayoutView", "UIView"])))
        XCTAssertNil(size(MeasurableContent(lineage: [])))
    }
}
