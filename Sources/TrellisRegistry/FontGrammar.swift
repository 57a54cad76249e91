import TrellisDiagnostics

/// Reads Layout's font expressions (seed 003, "Fonts") against a ``FontCatalog``.
///
/// A font expression is a space-separated list, in any order, of: a family (several words
/// such as `helvetica neue`, or any name in single quotes: `'times new roman'`), traits
/// (`italic`), a weight (`bold`), a text style (`body`), a size (`17`, or a percentage of
/// the size so far: `150%`), `SystemBold` / `SystemItalic` (the system font with the bold
/// or italic trait), and named fonts (`customFont` or `custom`), which stand for their own
/// font expression. Names match case-insensitively; the longest family wins (`Avenir Next
/// Condensed` over `Avenir Next` and the `condensed` trait). A quoted name the catalog does
/// not know is taken as an exact font name. Later words override earlier ones.
///
/// A word that is none of these is an error for ``parse(_:base:)``; ``read(_:base:)`` takes
/// it, when it is no slip of a known name, as Layout does: a font the app bundles or a font
/// property the app adds to UIFont.
///
/// `{…}` sub-expressions are not part of this grammar: the expression language resolves
/// them and passes the rest of the text with a ``FontDescriptor`` as `base`.
public struct FontGrammar: Sendable {
    /// The catalog the grammar reads names from.
    public let catalog: FontCatalog

    private struct TextStyle: Sendable {
        var name: String
        var size: Double
    }

    /// Tables keyed by ASCII-lowercased name, giving the catalog's spelling.
    private let families: [String: String]
    private let weights: [String: String]
    private let traits: [String: String]
    private let textStyles: [String: TextStyle]
    private let namedFonts: [String: String]
    /// The lowercased families with their spaces removed (`helveticaneue`), the first part of
    /// their faces' PostScript names (`HelveticaNeue-Medium`).
    private let compactFamilies: Set<String>
    /// The most words any family has.
    private let longestFamily: Int
    /// Every word the grammar knows, for suggestions.
    private let vocabulary: [String]
    private let familyNames: [String]

    /// How deeply named fonts may refer to other named fonts.
    static let maximumNamedFontDepth = 8

    /// A grammar reading names from `catalog`; build one per catalog and reuse it.
    public init(catalog: FontCatalog) {
        self.catalog = catalog
        var families: [String: String] = [:]
        var longest = 1
        for family in catalog.families {
            let key = lowercasedKey(family.utf8)
            if families[key] == nil { families[key] = family }
            longest = max(longest, family.split(separator: " ").count)
        }
        self.families = families
        compactFamilies = Set(families.keys.map { String($0.filter { $0 != " " }) })
        longestFamily = longest
        weights = Dictionary(catalog.weights.map { (lowercasedKey($0.utf8), $0) }) { first, _ in first }
        traits = Dictionary(catalog.traits.map { (lowercasedKey($0.utf8), $0) }) { first, _ in first }
        textStyles = Dictionary(catalog.textStyles.map { (lowercasedKey($0.key.utf8), TextStyle(name: $0.key, size: $0.value)) }) {
            $0.name < $1.name ? $0 : $1
        }
        var named: [String: String] = [:]
        for name in catalog.named.keys.sorted() {
            let key = lowercasedKey(name.utf8)
            named[key] = name
        }
        for name in catalog.named.keys.sorted() {
            let key = lowercasedKey(name.utf8)
            if key.hasSuffix("font"), key.utf8.count > 4, named[String(key.dropLast(4))] == nil {
                named[String(key.dropLast(4))] = name
            }
        }
        namedFonts = named
        familyNames = catalog.families
        let namedWithoutSuffix = catalog.named.keys.compactMap { $0.hasSuffix("Font") && $0.count > 4 ? String($0.dropLast(4)) : nil }
        vocabulary = catalog.families + catalog.weights + catalog.traits + catalog.textStyles.keys.sorted()
            + catalog.named.keys.sorted() + namedWithoutSuffix.sorted() + ["SystemBold", "SystemItalic"]
    }

    /// Reads a font expression whose every word the catalog knows. `base` is the font the
    /// expression modifies (the value of a `{font}` prefix): its attributes are the starting
    /// point and percentages scale its size.
    public func parse(_ text: String, base: FontDescriptor? = nil) -> Result<FontDescriptor, FontGrammarError> {
        var state = State(base: base)
        if let error = apply(Array(text.utf8), to: &state, expanding: [], acceptingAppFonts: false) { return .failure(error) }
        return .success(descriptor(state))
    }

    /// Reads a font expression as Layout does where the app's fonts are not declared: a word
    /// the catalog does not know and that is no slip of a known name (`Montserrat-Bold`,
    /// `brandFont`, `Arimo` beside `Arial`) is a font of the app's, the family, and words of
    /// that kind in a row are one name (`Open Sans`), as Layout tries them; a slip of a known
    /// name (`Helvetca`, `bld`) is still an error. `base` is as for ``parse(_:base:)``.
    public func read(_ text: String, base: FontDescriptor? = nil) -> Result<FontReading, FontGrammarError> {
        var state = State(base: base)
        if let error = apply(Array(text.utf8), to: &state, expanding: [], acceptingAppFonts: true) { return .failure(error) }
        return .success(FontReading(descriptor: descriptor(state), appFonts: state.appFonts))
    }

    /// Reads the expression of the named font `name`, so that a reference back to `name`
    /// is reported as a cycle.
    func parse(namedFont name: String) -> Result<FontDescriptor, FontGrammarError> {
        var state = State(base: nil)
        if let error = apply(Array((catalog.named[name] ?? "").utf8), to: &state, expanding: [name], acceptingAppFonts: false) {
            return .failure(error)
        }
        return .success(descriptor(state))
    }

    private func descriptor(_ state: State) -> FontDescriptor {
        FontDescriptor(
            family: state.family, weight: state.weight, traits: state.traits, textStyle: state.textStyle,
            size: state.size(default: catalog.defaultSize))
    }

    private struct State {
        var family: String?
        var weight: String?
        var traits: [String] = []
        var textStyle: String?
        var styleSize: Double?
        var explicitSize: Double?
        var baseSize: Double?
        /// The names taken as fonts of the app's, in order.
        var appFonts: [AppFontName] = []

        init(base: FontDescriptor?) {
            family = base?.family
            weight = base?.weight
            traits = base?.traits ?? []
            textStyle = base?.textStyle
            baseSize = base?.size
        }

        func size(default defaultSize: Double) -> Double {
            explicitSize ?? styleSize ?? baseSize ?? defaultSize
        }

        mutating func addTrait(_ trait: String) {
            if !traits.contains(trait) { traits.append(trait) }
        }
    }

    /// Applies every word of `bytes` to `state`; `expanding` lists the named fonts being
    /// expanded, outermost first, to stop at cycles; `acceptingAppFonts` takes a word no
    /// known name is close to as a font of the app's (see ``read(_:base:)``).
    private func apply(_ bytes: [UInt8], to state: inout State, expanding: [String], acceptingAppFonts: Bool) -> FontGrammarError? {
        let tokens: [FontToken]
        switch FontTokenizer.tokens(bytes) {
        case let .success(found): tokens = found
        case let .failure(error): return error
        }
        var index = 0
        /// The index of the token that last added to an app font's name.
        var lastAppFontToken: Int?
        while index < tokens.count {
            let token = tokens[index]
            let word = bytes[token.content]
            if token.isQuoted {
                state.family = families[lowercasedKey(word)] ?? String(decoding: word, as: UTF8.self)
                index += 1
                continue
            }
            if let (family, count) = longFamily(at: index, in: tokens, bytes) {
                state.family = family
                index += count
                continue
            }
            let key = lowercasedKey(word)
            if let first = word.first, first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
                if let error = applySize(word, token.range, to: &state) { return error }
            } else if let weight = weights[key] {
                state.weight = weight
            } else if let trait = traits[key] {
                state.addTrait(trait)
            } else if let style = textStyles[key] {
                state.textStyle = style.name
                state.styleSize = style.size
            } else if key == "systembold" || key == "systemitalic" {
                state.family = families["system"] ?? "System"
                state.addTrait(key == "systembold" ? "bold" : "italic")
            } else if let family = families[key] {
                state.family = family
            } else if let name = namedFonts[key] {
                if let error = expand(name, token.range, into: &state, expanding: expanding) { return error }
            } else if isPostScriptName(key) {
                state.family = String(decoding: word, as: UTF8.self)
            } else {
                let unknown = unknownWord(at: index, in: tokens, bytes)
                guard acceptingAppFonts, !unknown.isSlip else { return unknown.error }
                let name = String(decoding: word, as: UTF8.self)
                if let last = lastAppFontToken, last == index - 1, let previous = state.appFonts.popLast() {
                    state.appFonts.append(AppFontName(name: previous.name + " " + name, range: previous.range.lowerBound..<token.range.upperBound))
                } else {
                    state.appFonts.append(AppFontName(name: name, range: token.range))
                }
                state.family = state.appFonts.last?.name
                lastAppFontToken = index
            }
            index += 1
        }
        return nil
    }

    /// Whether the lowercased word `key` names a face of a known family the way iOS's
    /// PostScript names do: the family without its spaces (`helveticaneue`), optionally
    /// followed by `-` and a face (`helvetica-bold`, `avenirnext-demibold`). Layout takes
    /// such a word as an exact font name.
    private func isPostScriptName(_ key: String) -> Bool {
        guard let hyphen = key.firstIndex(of: "-") else { return compactFamilies.contains(key) }
        return key.index(after: hyphen) < key.endIndex && compactFamilies.contains(String(key[..<hyphen]))
    }

    /// A family of two or more words starting at `index`, longest first.
    private func longFamily(at index: Int, in tokens: [FontToken], _ bytes: [UInt8]) -> (String, Int)? {
        let available = min(longestFamily, tokens.count - index)
        guard available >= 2 else { return nil }
        for count in stride(from: available, through: 2, by: -1) {
            let words = tokens[index..<(index + count)]
            guard !words.contains(where: \.isQuoted) else { continue }
            let key = words.map { lowercasedKey(bytes[$0.content]) }.joined(separator: " ")
            if let family = families[key] { return (family, count) }
        }
        return nil
    }

    private func applySize(_ word: ArraySlice<UInt8>, _ range: Range<Int>, to state: inout State) -> FontGrammarError? {
        let isPercentage = word.last == UInt8(ascii: "%")
        let digits = isPercentage ? word.dropLast() : word
        let text = String(decoding: word, as: UTF8.self)
        guard let value = decimalNumber(String(decoding: digits, as: UTF8.self)) else {
            return FontGrammarError(message: "invalid font size \(quoted(text)); expected a number such as '17' or '150%'", range: range)
        }
        guard value > 0 else {
            return FontGrammarError(message: "font size \(quoted(text)) must be greater than zero", range: range)
        }
        state.explicitSize = isPercentage ? state.size(default: catalog.defaultSize) * value / 100 : value
        return nil
    }

    private func expand(_ name: String, _ range: Range<Int>, into state: inout State, expanding: [String]) -> FontGrammarError? {
        if expanding.contains(name) {
            let chain = (expanding + [name]).joined(separator: " -> ")
            return FontGrammarError(message: "named font \(quoted(name)) refers to itself: \(chain)", range: range)
        }
        guard expanding.count < Self.maximumNamedFontDepth else {
            return FontGrammarError(
                message: "named fonts refer to each other more than \(Self.maximumNamedFontDepth) levels deep", range: range)
        }
        guard let text = catalog.named[name] else { return nil }
        if let error = apply(Array(text.utf8), to: &state, expanding: expanding + [name], acceptingAppFonts: false) {
            if error.message.hasPrefix("named font") { return FontGrammarError(message: error.message, range: range) }
            return FontGrammarError(message: "invalid named font \(quoted(name)): \(error.message)", range: range)
        }
        return nil
    }

    /// The error for a word the grammar does not know, suggesting a family when several
    /// words together are close to one, and whether the word is a slip of the name it
    /// suggests: one letter left out, added, changed or swapped. Apps bundle fonts of many
    /// names, so a name further away (`Arimo` beside `Arial`) may well be one of them.
    private func unknownWord(at index: Int, in tokens: [FontToken], _ bytes: [UInt8]) -> (error: FontGrammarError, isSlip: Bool) {
        let available = min(longestFamily, tokens.count - index)
        if available >= 2 {
            for count in stride(from: available, through: 2, by: -1) {
                let words = tokens[index..<(index + count)]
                let text = words.map { String(decoding: bytes[$0.content], as: UTF8.self) }.joined(separator: " ")
                if let match = Suggestions.closest(to: text, in: familyNames.filter { $0.contains(" ") }) {
                    let range = tokens[index].range.lowerBound..<tokens[index + count - 1].range.upperBound
                    let error = FontGrammarError(message: "unknown font family \(quoted(text)); did you mean '\(match)'?", range: range)
                    return (error, Suggestions.isOneEditApart(text, match))
                }
            }
        }
        let token = tokens[index]
        let word = String(decoding: bytes[token.content], as: UTF8.self)
        let match = Suggestions.closest(to: word, in: vocabulary)
        let hint = match == nil ? "; expected a family, weight, trait, text style, size or named font" : Suggestions.didYouMean(match)
        let error = FontGrammarError(message: "unknown font attribute \(quoted(word))\(hint)", range: token.range)
        return (error, match.map { Suggestions.isOneEditApart(word, $0) } ?? false)
    }
}
