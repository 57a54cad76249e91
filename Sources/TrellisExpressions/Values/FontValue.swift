import TrellisRegistry

/// A resolved font: family, weight, traits, text style and size.
public struct FontValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The family or exact font name as declared in the registry (`System`, `Helvetica Neue`).
    public var family: String
    /// A weight name (`bold`), or `nil` for the family's regular weight.
    public var weight: String?
    /// Trait names (`italic`, `monospace`), sorted and unique.
    public var traits: [String]
    /// A dynamic-type text style (`body`) the size follows, if any.
    public var textStyle: String?
    /// The size in points.
    public var size: Double

    /// Creates a font; traits are sorted and deduplicated.
    public init(family: String = "System", weight: String? = nil, traits: [String] = [], textStyle: String? = nil, size: Double) {
        self.family = family
        self.weight = weight
        self.traits = Array(Set(traits)).sorted()
        self.textStyle = textStyle
        self.size = size
    }

    /// The font as a font expression: `Helvetica Neue italic bold body 20`.
    public var description: String {
        var parts = [family]
        parts += traits
        if let weight { parts.append(weight) }
        if let textStyle { parts.append(textStyle) }
        parts.append(formatNumber(size))
        return parts.joined(separator: " ")
    }
}

/// The parts of a font expression that change a base font (the default font, or the
/// value of a `{font}` segment): `{themeFont} 25 bold` keeps the theme's family and sets
/// the size and weight.
public struct FontOverrides: Sendable, Hashable, Codable {
    /// A size in points, or a percentage of the base font's size.
    public enum Size: Sendable, Hashable, Codable {
        case points(Double)
        case percent(Double)
    }

    /// The family to use instead of the base font's.
    public var family: String?
    /// The weight to use instead of the base font's.
    public var weight: String?
    /// Traits added to the base font's traits.
    public var traits: [String]
    /// The text style to use instead of the base font's.
    public var textStyle: String?
    /// The size, in points or relative to the base font.
    public var size: Size?

    /// Creates overrides; parts left `nil` keep the base font's.
    public init(family: String? = nil, weight: String? = nil, traits: [String] = [], textStyle: String? = nil, size: Size? = nil) {
        self.family = family
        self.weight = weight
        self.traits = traits
        self.textStyle = textStyle
        self.size = size
    }

    /// `base` with every part these overrides set replaced.
    public func applied(to base: FontValue) -> FontValue {
        var font = base
        if let family { font.family = family }
        if let weight { font.weight = weight }
        if !traits.isEmpty { font.traits = Array(Set(font.traits + traits)).sorted() }
        if let textStyle { font.textStyle = textStyle }
        switch size {
        case let .points(points)?: font.size = points
        case let .percent(percent)?: font.size = font.size * percent / 100
        case nil: break
        }
        return font
    }
}

extension FontDescriptor {
    /// The descriptor of a font value, for reading font words over it.
    init(_ font: FontValue) {
        self.init(family: font.family, weight: font.weight, traits: font.traits, textStyle: font.textStyle, size: font.size)
    }
}
