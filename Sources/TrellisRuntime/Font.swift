import TrellisExpressions

/// A font as the font grammar describes it: family, weight, traits, text style and size;
/// a backend maps it to its own font type.
public struct Font: Sendable, Hashable {
    /// The family or exact font name (`System`, `Helvetica Neue`).
    public var family: String
    /// A weight name (`bold`), or `nil` for the family's regular weight.
    public var weight: String?
    /// Trait names (`italic`, `monospace`).
    public var traits: [String]
    /// A dynamic-type text style (`body`) the size follows, if any.
    public var textStyle: String?
    /// The size in points.
    public var size: Double

    /// Creates a font description.
    public init(family: String = "System", weight: String? = nil, traits: [String] = [], textStyle: String? = nil, size: Double) {
        self.family = family
        self.weight = weight
        self.traits = traits
        self.textStyle = textStyle
        self.size = size
    }
}

extension Font: TemplateValueConvertible {
    /// The font as a value of the expression language.
    public var templateValue: TemplateValue {
        .font(FontValue(family: family, weight: weight, traits: traits, textStyle: textStyle, size: size))
    }
}
