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

    /// Text as it is shown, as layout measures it (``NodeContent/text(_:)``).
    func text(_ keyPath: String) -> String? {
        NodeContent.text(value(keyPath))
    }

    /// The first of `keyPaths` that holds text.
    func text(_ keyPaths: [String]) -> String? {
        keyPaths.lazy.compactMap { text($0) }.first
    }

    /// A font value as layout measures it (``NodeContent/font(_:)``).
    func font(_ keyPath: String) -> FontSpec? {
        NodeContent.font(value(keyPath))
    }

    /// A `UIEdgeInsets` value.
    func insets(_ keyPath: String) -> EdgeInsets? {
        NodeContent.insets(value(keyPath))
    }

    /// `textAlignment`, natural when unset.
    var textAlignment: SVGWriter.TextAlignment {
        caseName("textAlignment").flatMap(SVGWriter.TextAlignment.init(rawValue:)) ?? .natural
    }
}
