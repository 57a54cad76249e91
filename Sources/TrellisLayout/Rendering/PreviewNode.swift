import TrellisExpressions
import TrellisRegistry

/// A node's evaluated properties read as a preview needs them: typed accessors that give
/// `nil` for unset properties and values of another type, and the view-level appearance
/// (visibility, opacity, background, corners, border).
struct PreviewNode {
    let node: EvaluatedNode

    init(_ node: EvaluatedNode) {
        self.node = node
    }

    /// Whether the node is shown: not hidden (`isHidden`, `layer.isHidden`) and not taken
    /// out of a Lima container (`isDisplayable` false).
    var isVisible: Bool {
        bool("isHidden") != true && bool("layer.isHidden") != true && bool("isDisplayable") != false
    }

    /// `alpha × layer.opacity`, each 1 when unset, clamped to 0…1.
    var opacity: Double {
        min(1, (number("alpha") ?? 1).layoutLength) * min(1, (number("layer.opacity") ?? 1).layoutLength)
    }

    var backgroundColor: RGBAColor? { color("backgroundColor") ?? color("layer.backgroundColor") }
    var cornerRadius: Double { (number("layer.cornerRadius") ?? 0).layoutLength }
    var borderWidth: Double { (number("layer.borderWidth") ?? 0).layoutLength }
    /// `layer.borderColor`, black when unset (Core Animation's default).
    var borderColor: RGBAColor { color("layer.borderColor") ?? RGBAColor(red: 0, green: 0, blue: 0) }

    func value(_ keyPath: String) -> Value? {
        node.value(keyPath)
    }

    func number(_ keyPath: String) -> Double? {
        value(keyPath)?.numberValue
    }

    func integer(_ keyPath: String) -> Int? {
        guard let number = number(keyPath), number.isFinite, abs(number) < 1e9 else { return nil }
        return Int(number)
    }

    func bool(_ keyPath: String) -> Bool? {
        guard case let .bool(flag)? = value(keyPath) else { return nil }
        return flag
    }

    func color(_ keyPath: String) -> RGBAColor? {
        guard case let .color(color)? = value(keyPath) else { return nil }
        return color
    }

    /// The name of an enum value (`center` of `NSTextAlignment.center`).
    func caseName(_ keyPath: String) -> String? {
        guard case let .enumCase(_, name)? = value(keyPath) else { return nil }
        return name
    }

    /// Text as it is shown: strings as they are, markup as its visible text, other values as
    /// `trellis eval` prints them; `nil` for unset and `nil` values.
    func text(_ keyPath: String) -> String? {
        switch value(keyPath) {
        case nil, .nil?: nil
        case let .string(text)?: text
        case let .attributedString(text)?: text.isMarkup ? MarkupText.plainText(text.text) : text.text
        case let other?: other.description
        }
    }

    /// The first of `keyPaths` that holds text.
    func text(_ keyPaths: [String]) -> String? {
        keyPaths.lazy.compactMap { text($0) }.first
    }

    /// A font value as a measurable font (unknown weight names are regular, unknown traits
    /// ignored, as layout measures them).
    func font(_ keyPath: String) -> FontSpec? {
        guard case let .font(font)? = value(keyPath) else { return nil }
        let weight = font.weight.flatMap { name in FontWeight.allCases.first { $0.rawValue.lowercased() == name.lowercased() } }
        var traits: FontTraits = []
        for trait in font.traits {
            if let known = FontTraits(named: trait) { traits.insert(known) }
        }
        return FontSpec(family: font.family, weight: weight ?? .regular, traits: traits, size: font.size)
    }

    /// A `UIEdgeInsets` value.
    func insets(_ keyPath: String) -> EdgeInsets? {
        guard case let .structure(_, members)? = value(keyPath) else { return nil }
        func member(_ name: String) -> Double { members[name]?.numberValue ?? 0 }
        return EdgeInsets(top: member("top"), left: member("left"), bottom: member("bottom"), right: member("right"))
    }

    /// `textAlignment`, natural when unset.
    var textAlignment: SVGWriter.TextAlignment {
        caseName("textAlignment").flatMap(SVGWriter.TextAlignment.init(rawValue:)) ?? .natural
    }
}
