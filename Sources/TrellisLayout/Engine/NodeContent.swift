import TrellisExpressions
import TrellisRegistry

/// Builds the ``MeasurableContent`` of a node from its property values: which properties
/// hold the text, font, image and insets that decide each kind of component's size.
enum NodeContent {
    /// The kinds of content the built-in components have.
    enum Kind {
        case label, button, textField, textView, image, segmented, pageControl, activityIndicator, headerFooter, tableCell, other
    }

    /// Whether a node of `kind` is sized as Layout's `inferContentSize` sizes a
    /// `UITableViewCell`: its own content (its labels) counts beside its children's extent,
    /// the larger winning, and with no children an `auto` that measures 0 is the available
    /// space ("if zero-sized, fill superview"). Other components with content ignore it once
    /// they have children, and keep a measured 0.
    static func addsContentToChildren(_ kind: Kind) -> Bool {
        kind == .tableCell
    }

    /// Whether a component of `kind` with `lineage`, which has an intrinsic size, keeps it
    /// when it has children: UIKit computes a label's, button's, text field's, image view's
    /// and fixed-size control's `intrinsicContentSize` from its own content, not its
    /// subviews, and Layout's `inferSize` uses it unless it is `noIntrinsicMetric` on both
    /// axes. Any other component the intrinsic-size provider sizes (the fixed-size controls
    /// and bars of ``BuiltinIntrinsicSizeProvider``, or a provider's own components) keeps
    /// it too. A text view (a scroll view), a table or collection view cell and a table
    /// header or footer are sized by their children instead: Layout uses their sizes only
    /// without children.
    static func keepsIntrinsicSizeWithChildren(_ kind: Kind, lineage: [String]) -> Bool {
        switch kind {
        case .label, .button, .textField, .image, .segmented, .pageControl, .activityIndicator: true
        case .textView, .headerFooter, .tableCell: false
        case .other: !lineage.contains("UICollectionViewCell")
        }
    }

    private static let kinds: [String: Kind] = [
        "UILabel": .label, "UIButton": .button, "UITextField": .textField, "UITextView": .textView,
        "UIImageView": .image, "UISegmentedControl": .segmented, "UIPageControl": .pageControl,
        "UIActivityIndicatorView": .activityIndicator, "UITableViewHeaderFooterView": .headerFooter,
        "UITableViewCell": .tableCell,
    ]

    /// The kind of the first component of `lineage` this table knows.
    static func kind(for lineage: [String]) -> Kind {
        // A plain loop: `lazy.compactMap(…).first` looks each name up more than once.
        for name in lineage {
            if let kind = kinds[name] { return kind }
        }
        return .other
    }

    /// The key paths whose values decide the content of a component of `kind`.
    static func keys(for kind: Kind) -> [EngineKey] {
        switch kind {
        case .label: [.text, .attributedText, .font, .numberOfLines]
        case .button:
            [.title, .normalTitle, .attributedTitle, .normalAttributedTitle, .titleLabelFont, .image, .normalImage,
             .contentEdgeInsets]
        case .textField: [.text, .attributedText, .placeholder, .attributedPlaceholder, .font, .borderStyle]
        case .textView: [.text, .attributedText, .font, .textContainerInset]
        case .image: [.image]
        case .segmented: [.items, .titleFont, .normalTitleFont]
        case .pageControl: [.numberOfPages]
        case .activityIndicator: [.style, .activityIndicatorViewStyle]
        case .headerFooter: [.textLabelText, .textLabelAttributedText, .textLabelFont, .textLabelNumberOfLines]
        case .tableCell:
            [.textLabelText, .textLabelAttributedText, .textLabelFont, .textLabelNumberOfLines, .detailTextLabelText,
             .detailTextLabelAttributedText, .detailTextLabelFont, .detailTextLabelNumberOfLines, .style]
        case .other: [.text, .attributedText, .title, .font, .numberOfLines, .image]
        }
    }

    /// What building content needs from the registry, copied out of it once.
    struct Context: Sendable {
        /// The sizes the registry declares for images.
        var imageSizes: [String: Size]
        /// The registry's default font size.
        var defaultFontSize: Double

        init(registry: Registry) {
            imageSizes = registry.images.mapValues { Size(width: $0.width, height: $0.height) }
            defaultFontSize = registry.fonts.defaultSize
        }
    }

    /// The content of a node of `kind` with `lineage`; `value` gives the value of a key
    /// path the node sets, `nil` for one it leaves unset.
    static func content(kind: Kind, lineage: [String], context: Context, value: (EngineKey) -> Value?) -> MeasurableContent {
        let defaultFont = FontSpec(size: kind == .button ? 15 : context.defaultFontSize)
        // Each kind's content is built in one initialization: no partly filled copies.
        switch kind {
        case .label, .other:
            return MeasurableContent(
                lineage: lineage, text: text(value(.attributedText)) ?? text(value(.text)) ?? text(value(.title)),
                font: font(value(.font)) ?? defaultFont, numberOfLines: integer(value(.numberOfLines)) ?? 1,
                imageSize: imageSize(value(.image), context: context)
            )
        case .button:
            return MeasurableContent(
                lineage: lineage,
                text: text(value(.normalAttributedTitle)) ?? text(value(.attributedTitle)) ?? text(value(.normalTitle))
                    ?? text(value(.title)),
                font: font(value(.titleLabelFont)) ?? defaultFont,
                imageSize: imageSize(value(.normalImage) ?? value(.image), context: context),
                contentInsets: insets(value(.contentEdgeInsets))
            )
        case .textField:
            let shown = text(value(.attributedText)) ?? text(value(.text))
            let placeholder = text(value(.attributedPlaceholder)) ?? text(value(.placeholder))
            return MeasurableContent(
                lineage: lineage, text: shown.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder ?? shown,
                font: font(value(.font)) ?? defaultFont, style: name(value(.borderStyle))
            )
        case .textView:
            return MeasurableContent(
                lineage: lineage, text: text(value(.attributedText)) ?? text(value(.text)),
                font: font(value(.font)) ?? FontSpec(size: 12), numberOfLines: 0, contentInsets: insets(value(.textContainerInset))
            )
        case .image:
            return MeasurableContent(lineage: lineage, imageSize: imageSize(value(.image), context: context))
        case .segmented:
            var titles: [String] = []
            if case let .array(items)? = value(.items) { titles = items.compactMap(text) }
            return MeasurableContent(
                lineage: lineage, font: font(value(.normalTitleFont) ?? value(.titleFont)) ?? FontSpec(size: 13), segmentTitles: titles
            )
        case .pageControl:
            return MeasurableContent(lineage: lineage, numberOfPages: integer(value(.numberOfPages)) ?? 0)
        case .activityIndicator:
            return MeasurableContent(lineage: lineage, style: name(value(.style) ?? value(.activityIndicatorViewStyle)))
        case .headerFooter:
            return MeasurableContent(
                lineage: lineage, text: text(value(.textLabelAttributedText)) ?? text(value(.textLabelText)),
                font: font(value(.textLabelFont)) ?? defaultFont, numberOfLines: integer(value(.textLabelNumberOfLines)) ?? 1
            )
        case .tableCell:
            // UIKit picks the labels' fonts for the cell's style at run time; an unset one
            // measures as a label's default font.
            return MeasurableContent(
                lineage: lineage, text: text(value(.textLabelAttributedText)) ?? text(value(.textLabelText)),
                font: font(value(.textLabelFont)) ?? defaultFont, numberOfLines: integer(value(.textLabelNumberOfLines)) ?? 1,
                detailText: text(value(.detailTextLabelAttributedText)) ?? text(value(.detailTextLabelText)),
                detailFont: font(value(.detailTextLabelFont)) ?? defaultFont,
                detailNumberOfLines: integer(value(.detailTextLabelNumberOfLines)) ?? 1, style: name(value(.style))
            )
        }
    }

    /// Text shown for a value: strings as they are, markup as its visible text, `nil` as no text.
    static func text(_ value: Value?) -> String? {
        switch value {
        case nil, .nil?: nil
        case let .string(text)?: text
        case let .attributedString(text)?: text.isMarkup ? MarkupText.plainText(text.text) : text.text
        case let other?: other.description
        }
    }

    /// A font value as a measurable font.
    static func font(_ value: Value?) -> FontSpec? {
        guard case let .font(font)? = value else { return nil }
        let weight = font.weight.flatMap(fontWeight(named:))
        var traits: FontTraits = []
        for trait in font.traits { if let known = FontTraits(named: trait) { traits.insert(known) } }
        return FontSpec(family: font.family, weight: weight ?? .regular, traits: traits, size: font.size)
    }

    /// The weight named `name`, compared case-insensitively (a name spelled as the case is
    /// found first; other ASCII names without building lowercased copies; others as
    /// `lowercased()` compares them).
    private static func fontWeight(named name: String) -> FontWeight? {
        if let weight = FontWeight(rawValue: name) { return weight }
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            let lowered = name.lowercased()
            return FontWeight.allCases.first { $0.rawValue.lowercased() == lowered }
        }
        return FontWeight.allCases.first { weight in
            weight.rawValue.utf8.elementsEqual(name.utf8) { $0 | 0x20 == $1 | 0x20 && ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A || $0 == $1) }
        }
    }

    private static func integer(_ value: Value?) -> Int? {
        switch value {
        case let .int(number)?: number
        case let .double(number)? where number.isFinite && abs(number) < 1e9: Int(number)
        default: nil
        }
    }

    private static func name(_ value: Value?) -> String? {
        if case let .enumCase(_, name)? = value { return name }
        return nil
    }

    /// The size the registry declares for an image value.
    static func imageSize(_ value: Value?, context: Context) -> Size? {
        guard case let .image(name)? = value else { return nil }
        return context.imageSizes[name]
    }

    /// A `UIEdgeInsets` value as insets.
    static func insets(_ value: Value?) -> EdgeInsets? {
        guard case let .structure(_, members)? = value else { return nil }
        func member(_ name: String) -> Double { members[name]?.numberValue ?? 0 }
        return EdgeInsets(top: member("top"), left: member("left"), bottom: member("bottom"), right: member("right"))
    }
}
