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

/// A font expression read by ``FontGrammar/read(_:base:)``: the font, and the names in it
/// taken as fonts of the app's.
public struct FontReading: Hashable, Sendable {
    /// The font the expression describes; its family is the last app font named, if that
    /// comes last.
    public var descriptor: FontDescriptor
    /// The names no manifest declares and no known name is close to, in order.
    public var appFonts: [AppFontName]

    /// A reading of `descriptor` naming `appFonts`.
    public init(descriptor: FontDescriptor, appFonts: [AppFontName]) {
        self.descriptor = descriptor
        self.appFonts = appFonts
    }
}

/// A name in a font expression taken as a font the app bundles or a font property it adds
/// to UIFont (`Montserrat-Bold`, `brandFont`, `Open Sans`).
public struct AppFontName: Hashable, Sendable {
    /// The name: its words joined by one space.
    public var name: String
    /// The bytes of the font expression it spans.
    public var range: Range<Int>

    /// The name `name` at the bytes `range`.
    public init(name: String, range: Range<Int>) {
        self.name = name
        self.range = range
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
