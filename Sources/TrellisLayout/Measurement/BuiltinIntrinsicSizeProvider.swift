/// The intrinsic sizes Trellis uses when no run-time backend supplies real ones: text is
/// measured with ``TextMeasurer``; controls have UIKit's fixed sizes.
///
/// The first name of ``MeasurableContent/lineage`` this table knows decides (so a YAML
/// component extending `UILabel` measures as a label):
///
/// | component | width × height |
/// | --- | --- |
/// | `UILabel` | its text (empty or `nil` text: 0 × 0); wraps at the fitting width unless `numberOfLines` is 1, as `UILabel.sizeThatFits` does |
/// | `UIButton` | title (one line) and image side by side, plus content insets; default insets 6 above and below, 0 at the sides (a 15-point title gives UIKit's 30-point system button) |
/// | `UITextField` | text or placeholder (one line) plus content insets; default insets 7 on every edge for the `roundedRect` style (a 17-point font gives UIKit's 34-point field), else 0 |
/// | `UITextView` | text wrapped at the fitting width minus insets, unlimited lines, plus insets; default insets 8 above and below and 5 at the sides (`textContainerInset` and `lineFragmentPadding`) |
/// | `UIImageView` | the declared image size; no image: none |
/// | `UISwitch` | 51 × 31 |
/// | `UIStepper` | 94 × 29 |
/// | `UISlider` | none × 31 |
/// | `UIProgressView` | none × 4 (iOS 13 and later; both styles) |
/// | `UIActivityIndicatorView` | 20 × 20 (`medium`, `white`, `gray`); 37 × 37 (`large`, `whiteLarge`) |
/// | `UISegmentedControl` | segments × (widest title + 24), × 32 (iOS 13 and later) |
/// | `UIPageControl` | 16 × pages − 9 (7-point dots 9 points apart) × 37, as iOS 13 |
/// | `UIDatePicker`, `UIPickerView` | 320 × 216 (wheels) |
/// | `UISearchBar` | none × 56 |
/// | `UINavigationBar`, `UIToolbar` | none × 44 |
/// | `UITabBar` | none × 49 |
/// | `UICollectionViewCell` | none × 44, as Layout's `UICollectionViewCell.intrinsicContentSize` with no children |
/// | `UITableViewHeaderFooterView` | none × its `textLabel`'s height (`textLabel.text` in `textLabel.font`, `textLabel.numberOfLines` lines, not wrapped; unset: 0), as Layout's `intrinsicContentSize` with no children; `detailTextLabel` does not count |
/// | `UITableViewCell` | none × its labels' height, as Layout's `inferContentSize`: `textLabel` above `detailTextLabel` for the `subtitle` style, the taller of the two for `value1` and `value2`, `textLabel` alone for `default` (UIKit gives that style no `detailTextLabel`); each label as the header's `textLabel` |
///
/// A node with children keeps the size this table gives it when UIKit computes that size
/// from the view's own content, not its subviews (labels, buttons, text fields, image views
/// with an image, segmented and page controls, activity indicators, and the fixed-size
/// controls above), as Layout's `inferSize` uses `intrinsicContentSize` whenever it is not
/// `noIntrinsicMetric` on both axes. A text view, a collection view cell and a table header
/// or footer with children are sized by them (Layout uses these sizes only for a cell or
/// header with no children), and a `UITableViewCell` by them and at least as tall as its
/// labels. Anything else (plain views, containers) has no intrinsic size: `nil`.
public struct BuiltinIntrinsicSizeProvider: IntrinsicSizeProvider {
    /// Measures text.
    public var textMeasurer: TextMeasurer

    public init(textMeasurer: TextMeasurer = TextMeasurer()) {
        self.textMeasurer = textMeasurer
    }

    private enum Kind {
        case label, button, textField, textView, image, segmented, pageControl, activityIndicator, headerFooter, tableCell
        case fixed(width: Double?, height: Double)
    }

    /// The kind of a component name the table above knows (a `switch`, so looking a name
    /// up hashes nothing).
    private static func kind(named name: String) -> Kind? {
        switch name {
        case "UILabel": .label
        case "UIButton": .button
        case "UITextField": .textField
        case "UITextView": .textView
        case "UIImageView": .image
        case "UISegmentedControl": .segmented
        case "UIPageControl": .pageControl
        case "UIActivityIndicatorView": .activityIndicator
        case "UISwitch": .fixed(width: 51, height: 31)
        case "UIStepper": .fixed(width: 94, height: 29)
        case "UISlider": .fixed(width: nil, height: 31)
        case "UIProgressView": .fixed(width: nil, height: 4)
        case "UIDatePicker": .fixed(width: 320, height: 216)
        case "UIPickerView": .fixed(width: 320, height: 216)
        case "UISearchBar": .fixed(width: nil, height: 56)
        case "UINavigationBar": .fixed(width: nil, height: 44)
        case "UIToolbar": .fixed(width: nil, height: 44)
        case "UITabBar": .fixed(width: nil, height: 49)
        case "UICollectionViewCell": .fixed(width: nil, height: 44)
        case "UITableViewHeaderFooterView": .headerFooter
        case "UITableViewCell": .tableCell
        default: nil
        }
    }

    /// The kind of the first name of `lineage` the table knows.
    private static func kind(of lineage: [String]) -> Kind? {
        for name in lineage {
            if let kind = kind(named: name) { return kind }
        }
        return nil
    }

    /// Whether ``intrinsicSize(for:fittingWidth:)`` gives the same answer for `content`
    /// whatever width it is offered (everything but wrapping text: labels with more than
    /// one line and text views), so a caller may measure it once.
    func ignoresFittingWidth(_ content: MeasurableContent) -> Bool {
        switch Self.kind(of: content.lineage) {
        case .label?: content.numberOfLines == 1
        case .textView?: false
        default: true
        }
    }

    /// Both dimensions for the components of the table above, the height alone for those
    /// with no width of their own (sliders, bars), none for anything else.
    public func intrinsicDimensions(of lineage: [String]) -> IntrinsicDimensions {
        switch Self.kind(of: lineage) {
        case nil: []
        case let .fixed(width, _)?: width == nil ? [.height] : [.width, .height]
        case .headerFooter?, .tableCell?: [.height]
        default: [.width, .height]
        }
    }

    public func intrinsicSize(for content: MeasurableContent, fittingWidth: Double?) -> IntrinsicSize? {
        guard let kind = Self.kind(of: content.lineage) else { return nil }
        let fitting = fittingWidth.layoutLimit
        switch kind {
        case .label:
            let lines = content.numberOfLines
            return text(content.text ?? "", content.font, maxWidth: lines == 1 ? nil : fitting, lines: lines, insets: .zero)
        case .button:
            let insets = content.contentInsets ?? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
            let title = textMeasurer.measureSize(content.text ?? "", font: content.font, numberOfLines: 1)
            let image = content.imageSize?.clamped ?? .zero
            let finite = insets.finite
            let height = max(title.size.height, image.height)
            let titleTop = finite.top + (height - title.size.height) / 2
            return IntrinsicSize(
                width: max(0, title.size.width + image.width + finite.horizontal),
                height: max(0, height + finite.vertical),
                firstBaseline: content.text.map { _ in titleTop + title.firstBaseline },
                lastBaseline: content.text.map { _ in titleTop + title.lastBaseline }
            )
        case .textField:
            let insets = content.contentInsets ?? (content.style == "roundedRect" ? EdgeInsets(all: 7) : .zero)
            let measured = textMeasurer.measure(content.text ?? "", font: content.font, numberOfLines: 1)
            let lineHeight = TextMeasurer.roundedUp(measured.lineHeight)
            let finite = insets.finite
            return IntrinsicSize(
                width: max(0, measured.size.width + finite.horizontal),
                height: max(0, lineHeight + finite.vertical),
                firstBaseline: finite.top + measured.firstBaseline,
                lastBaseline: finite.top + measured.firstBaseline
            )
        case .textView:
            let insets = (content.contentInsets ?? EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)).finite
            let width = fitting.map { max(0, $0 - insets.horizontal) }
            return text(content.text ?? "", content.font, maxWidth: width, lines: 0, insets: insets)
        case .image:
            return content.imageSize.map { IntrinsicSize($0.clamped) }
        case .segmented:
            let widest = content.segmentTitles.map { textMeasurer.measureSize($0, font: content.font, numberOfLines: 1).size.width }.max() ?? 0
            return IntrinsicSize(width: Double(content.segmentTitles.count) * (widest + 24), height: 32)
        case .pageControl:
            let pages = max(0, content.numberOfPages)
            return IntrinsicSize(width: pages == 0 ? 0 : Double(pages) * 16 - 9, height: 37)
        case .activityIndicator:
            let large = content.style == "large" || content.style == "whiteLarge"
            return IntrinsicSize(width: large ? 37 : 20, height: large ? 37 : 20)
        case .headerFooter:
            // `textLabel.intrinsicContentSize.height`: a label with no preferred width does
            // not wrap. UIKit picks the label's font for the table's style at run time; an
            // unset `textLabel.font` measures as a label's default font.
            return IntrinsicSize(width: nil, height: labelHeight(content.text, content.font, lines: content.numberOfLines))
        case .tableCell:
            // Layout sizes each label to fit (`sizeToFit()`) after the cell laid it out; a
            // label wider than the line UIKit gives it would wrap there, which only UIKit's
            // run-time layout knows: here each label keeps its own lines.
            let title = labelHeight(content.text, content.font, lines: content.numberOfLines)
            let detail = labelHeight(content.detailText, content.detailFont, lines: content.detailNumberOfLines)
            let height = switch content.style {
            case "subtitle": title + detail
            case "value1", "value2": max(title, detail)
            default: title
            }
            return IntrinsicSize(width: nil, height: height)
        case let .fixed(width, height):
            return IntrinsicSize(width: width, height: height)
        }
    }

    /// The height of a label showing `text` (none: 0) in `font` on at most `lines` lines
    /// (0: any number), not wrapped, as its `intrinsicContentSize` with no preferred width.
    private func labelHeight(_ text: String?, _ font: FontSpec, lines: Int) -> Double {
        textMeasurer.measureSize(text ?? "", font: font, numberOfLines: lines).size.height
    }

    private func text(_ text: String, _ font: FontSpec, maxWidth: Double?, lines: Int, insets: EdgeInsets) -> IntrinsicSize {
        let measured = textMeasurer.measureSize(text, font: font, maxWidth: maxWidth, numberOfLines: lines)
        return IntrinsicSize(
            width: max(0, measured.size.width + insets.horizontal),
            height: max(0, measured.size.height + insets.vertical),
            firstBaseline: insets.top + measured.firstBaseline,
            lastBaseline: insets.top + measured.lastBaseline
        )
    }
}
