/// A font as a template's font expression describes it (seed 003, Fonts): family, weight,
/// traits and size in points. Text styles and percentages are resolved to a size before
/// measuring.
public struct FontSpec: Hashable, Codable, Sendable {
    /// A family or font name as written (`System`, `Helvetica Neue`, `TimesNewRomanPS-BoldMT`).
    public var family: String
    public var weight: FontWeight
    public var traits: FontTraits
    /// The size in points; NaN, infinite or negative sizes measure as 0.
    public var size: Double

    /// The system font at 17 points, UIKit's default.
    public init(family: String = "System", weight: FontWeight = .regular, traits: FontTraits = [], size: Double = 17) {
        self.family = family
        self.weight = weight
        self.traits = traits
        self.size = size
    }
}

/// `UIFont.Weight`, in increasing order.
public enum FontWeight: String, CaseIterable, Hashable, Codable, Sendable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The weight's position in ``allCases`` (compared without building that array).
    private var rank: Int {
        switch self {
        case .ultraLight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }
}

/// `UIFontDescriptor.SymbolicTraits` a font expression can name, plus `bold`
/// (the `traitBold` of `SystemBold`).
public struct FontTraits: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let italic = FontTraits(rawValue: 1 << 0)
    public static let bold = FontTraits(rawValue: 1 << 1)
    public static let condensed = FontTraits(rawValue: 1 << 2)
    public static let expanded = FontTraits(rawValue: 1 << 3)
    public static let monospace = FontTraits(rawValue: 1 << 4)

    /// The trait named `name` as a font expression writes it (`italic`, `monospace`, …),
    /// case-insensitively.
    public init?(named name: String) {
        switch name.lowercased() {
        case "italic": self = .italic
        case "bold": self = .bold
        case "condensed": self = .condensed
        case "expanded": self = .expanded
        case "monospace": self = .monospace
        default: return nil
        }
    }
}
