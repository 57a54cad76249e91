/// A font expression resolved against a ``FontCatalog`` by ``FontGrammar``.
public struct FontDescriptor: Hashable, Sendable {
    /// The family as the catalog spells it (or as written in quotes when the catalog does
    /// not know it); `nil` when the expression names none (the system font).
    public var family: String?
    /// The weight as the catalog spells it (`bold`), if any.
    public var weight: String?
    /// Symbolic traits in order of first appearance (`italic`, `monospace`); `SystemBold`
    /// and `SystemItalic` add the `bold` and `italic` traits.
    public var traits: [String]
    /// The text style as the catalog spells it (`body`), if any.
    public var textStyle: String?
    /// The point size: the last explicit size (a percentage scales the size so far), else
    /// the text style's size, else the base font's size, else the catalog's default size.
    public var size: Double

    /// A descriptor with the given attributes.
    public init(family: String? = nil, weight: String? = nil, traits: [String] = [], textStyle: String? = nil, size: Double) {
        self.family = family
        self.weight = weight
        self.traits = traits
        self.textStyle = textStyle
        self.size = size
    }
}

/// Why a font expression could not be read.
public struct FontGrammarError: Error, Hashable, Sendable {
    /// What is wrong, in the style of every Trellis diagnostic (`unknown font attribute
    /// 'bld'; did you mean 'bold'?`).
    public var message: String
    /// The bytes of the font expression the problem is about.
    public var range: Range<Int>

    /// An error about the bytes `range` of a font expression.
    public init(message: String, range: Range<Int>) {
        self.message = message
        self.range = range
    }
}
