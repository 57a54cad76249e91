import TrellisExpressions
import TrellisRegistry

/// Draws what a component shows inside its frame (its text, an image placeholder, a
/// control's shape), as ``PreviewRenderer`` describes. The first name of the node's
/// lineage this table knows decides, so a component declared in YAML that extends
/// `UILabel` is drawn as a label.
struct PreviewContent {
    private enum Kind {
        case label, button, textField, textView, image, toggle, segmented, other
    }

    private static let kinds: [String: Kind] = [
        "UILabel": .label, "UIButton": .button, "UITextField": .textField, "UITextView": .textView,
        "UIImageView": .image, "UISwitch": .toggle, "UISegmentedControl": .segmented,
    ]

    /// UIKit's `systemBlue`, the default tint of buttons.
    static let systemBlue = RGBAColor(red: 0, green: 122 / 255, blue: 1)
    /// UIKit's `placeholderText`.
    static let placeholderGray = RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// UIKit's `systemGreen`, the default `onTintColor` of switches.
    static let systemGreen = RGBAColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// The outline of image placeholders and light control borders.
    static let outlineGray = RGBAColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    static let lightGray = RGBAColor(red: 0.8, green: 0.8, blue: 0.8)
    static let trackGray = RGBAColor(red: 233 / 255, green: 233 / 255, blue: 235 / 255)
    static let black = RGBAColor(red: 0, green: 0, blue: 0)
    static let white = RGBAColor(red: 1, green: 1, blue: 1)

    let look: PreviewNode
    let renderer: PreviewRenderer
    /// The node's opacity times its ancestors'.
    let opacity: Double

    func draw(in bounds: Rect, into writer: inout SVGWriter) {
        switch kind {
        case .label, .other: drawLabel(in: bounds, into: &writer)
        case .button: drawButton(in: bounds, into: &writer)
        case .textField: drawTextField(in: bounds, into: &writer)
        case .textView: drawTextView(in: bounds, into: &writer)
        case .image: writer.imagePlaceholder(bounds, stroke: Self.outlineGray.faded(by: opacity))
        case .toggle: drawSwitch(in: bounds, into: &writer)
        case .segmented: drawSegments(in: bounds, into: &writer)
        }
    }

    private var defaultFont: FontSpec { FontSpec(size: renderer.defaultFontSize) }

    /// The text a component shows and how, as it is drawn: a label's (and any other
    /// component's) `attributedText`, `text` or `title`; a button's title for its state; a
    /// text field's text (bullets when secure), else its placeholder in placeholder grey; a
    /// text view's text. `nil` for components that show no text.
    struct ShownText {
        var text: String?
        var font: FontSpec
        var color: RGBAColor
        var alignment: SVGWriter.TextAlignment
    }

    var shownText: ShownText? {
        switch kind {
        case .label, .other:
            return ShownText(
                text: look.text(["attributedText", "text", "title"]), font: look.font("font") ?? defaultFont,
                color: look.color("textColor") ?? Self.black, alignment: look.textAlignment
            )
        case .button:
            let selected = look.bool("isSelected") == true
            let titleKeys = ["normalAttributedTitle", "attributedTitle", "normalTitle", "title"]
            let colorKeys = ["normalTitleColor", "titleColor"]
            let title = look.text(selected ? ["selectedAttributedTitle", "selectedTitle"] + titleKeys : titleKeys)
            let color = (selected ? ["selectedTitleColor"] + colorKeys : colorKeys).lazy.compactMap { look.color($0) }.first
            return ShownText(
                text: title, font: look.font("titleLabel.font") ?? FontSpec(size: 15),
                color: color ?? look.color("tintColor") ?? Self.systemBlue, alignment: .center
            )
        case .textField:
            let font = look.font("font") ?? defaultFont
            if let shown = look.text(["attributedText", "text"]), !shown.isEmpty {
                let text = look.bool("isSecureTextEntry") == true ? String(repeating: "\u{2022}", count: shown.count) : shown
                return ShownText(text: text, font: font, color: look.color("textColor") ?? Self.black, alignment: look.textAlignment)
            }
            return ShownText(
                text: look.text(["attributedPlaceholder", "placeholder"]), font: font, color: Self.placeholderGray,
                alignment: look.textAlignment
            )
        case .textView:
            return ShownText(
                text: look.text(["attributedText", "text"]), font: look.font("font") ?? FontSpec(size: 12),
                color: look.color("textColor") ?? Self.black, alignment: look.textAlignment
            )
        case .image, .toggle, .segmented:
            return nil
        }
    }

    /// The name of the image an image view, or a button without a title, shows.
    var imageName: String? {
        let keys: [String] = switch kind {
        case .image: ["image"]
        case .button: shownText?.text == nil ? ["normalImage", "image"] : []
        default: []
        }
        for key in keys {
            if case let .image(name)? = look.value(key) { return name }
        }
        return nil
    }

    private var kind: Kind {
        look.node.lineage.lazy.compactMap { Self.kinds[$0] }.first ?? .other
    }

    private func drawLabel(in bounds: Rect, into writer: inout SVGWriter) {
        guard let shown = shownText else { return }
        let lines = look.integer("numberOfLines") ?? 1
        drawText(shown.text, font: shown.font, color: shown.color, alignment: shown.alignment, in: bounds, lines: lines, wraps: lines != 1, into: &writer)
    }

    private func drawButton(in bounds: Rect, into writer: inout SVGWriter) {
        guard let shown = shownText else { return }
        let box = bounds.inset(by: look.insets("contentEdgeInsets") ?? .zero)
        if shown.text == nil, look.value("normalImage") ?? look.value("image") != nil {
            writer.imagePlaceholder(box, stroke: Self.outlineGray.faded(by: opacity))
            return
        }
        drawText(shown.text, font: shown.font, color: shown.color, alignment: .center, in: box, lines: 1, wraps: false, into: &writer)
    }

    private func drawTextField(in bounds: Rect, into writer: inout SVGWriter) {
        let style = look.caseName("borderStyle")
        switch style {
        case "roundedRect":
            let fill = look.backgroundColor == nil ? Self.white.faded(by: opacity) : nil
            writer.rect(bounds.inset(by: EdgeInsets(all: 0.5)), fill: fill, stroke: Self.lightGray.faded(by: opacity), cornerRadius: 5)
        case "line": writer.rect(bounds.inset(by: EdgeInsets(all: 0.5)), fill: nil, stroke: Self.black.faded(by: opacity))
        case "bezel": writer.rect(bounds.inset(by: EdgeInsets(all: 0.5)), fill: nil, stroke: Self.outlineGray.faded(by: opacity))
        default: break
        }
        let side = style == "roundedRect" ? 7.0 : 0
        let box = bounds.inset(by: EdgeInsets(top: 0, left: side, bottom: 0, right: side))
        guard let shown = shownText else { return }
        drawText(shown.text, font: shown.font, color: shown.color, alignment: shown.alignment, in: box, lines: 1, wraps: false, into: &writer)
    }

    private func drawTextView(in bounds: Rect, into writer: inout SVGWriter) {
        guard let shown = shownText else { return }
        let insets = look.insets("textContainerInset") ?? EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
        drawText(
            shown.text, font: shown.font, color: shown.color, alignment: shown.alignment, in: bounds.inset(by: insets), lines: 0, wraps: true,
            fromTop: true, into: &writer
        )
    }

    /// A track rounded to a pill, green when on, and a white knob at the end it points to.
    private func drawSwitch(in bounds: Rect, into writer: inout SVGWriter) {
        let isOn = look.bool("isOn") == true
        let radius = bounds.height / 2
        if isOn {
            writer.rect(bounds, fill: (look.color("onTintColor") ?? Self.systemGreen).faded(by: opacity), cornerRadius: radius)
        } else {
            writer.rect(bounds, fill: Self.trackGray.faded(by: opacity), cornerRadius: radius)
        }
        let knob = max(0, bounds.height - 4)
        let knobFrame = Rect(x: isOn ? bounds.width - knob - 2 : 2, y: 2, width: knob, height: knob)
        writer.rect(
            knobFrame, fill: (look.color("thumbTintColor") ?? Self.white).faded(by: opacity), stroke: Self.lightGray.faded(by: opacity),
            strokeWidth: 0.5, cornerRadius: knob / 2
        )
    }

    /// A rounded grey track divided into equal segments, the selected one raised in white,
    /// each title centered in its segment.
    private func drawSegments(in bounds: Rect, into writer: inout SVGWriter) {
        guard case let .array(items)? = look.value("items") else { return }
        writer.rect(bounds, fill: Self.trackGray.faded(by: opacity), cornerRadius: 8)
        let titles = items.map { item -> String in
            if case let .image(name) = item { return name }
            return item.description
        }
        guard !titles.isEmpty else { return }
        let width = bounds.width / Double(titles.count)
        let selected = look.integer("selectedSegmentIndex") ?? -1
        let font = look.font("normalTitleFont") ?? look.font("titleFont") ?? FontSpec(size: 13)
        for (index, title) in titles.enumerated() {
            let segment = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
            if index == selected {
                writer.rect(segment.inset(by: EdgeInsets(all: 2)), fill: Self.white.faded(by: opacity), cornerRadius: 7)
            }
            drawText(title, font: font, color: Self.black, alignment: .center, in: segment, lines: 1, wraps: false, into: &writer)
        }
    }

    /// Measures `text` (wrapped at the box's width when `wraps`) and draws it centered
    /// vertically in `box`, or from its top with `fromTop`. A box without an area shows no
    /// text, as in UIKit.
    private func drawText(
        _ text: String?, font: FontSpec, color: RGBAColor, alignment: SVGWriter.TextAlignment, in box: Rect, lines: Int, wraps: Bool,
        fromTop: Bool = false, into writer: inout SVGWriter
    ) {
        guard let text, !text.isEmpty, box.width > 0, box.height > 0 else { return }
        let measurement = renderer.textMeasurer.measure(text, font: font, maxWidth: wraps ? box.width : nil, numberOfLines: lines)
        var frame = box
        if fromTop { frame.height = measurement.size.height }
        writer.text(measurement, in: frame, font: font, color: color.faded(by: opacity), alignment: alignment, direction: renderer.direction)
    }
}
