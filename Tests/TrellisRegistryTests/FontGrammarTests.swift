import TrellisRegistry
import XCTest

/// The font grammar against a catalog like the UIKit one: seed 003's "Fonts" examples and errors.
final class FontGrammarTests: XCTestCase {
    private let grammar = FontGrammar(catalog: FontCatalog(
        defaultSize: 17,
        families: ["System", "Courier", "Helvetica", "Helvetica Neue", "Times New Roman", "Avenir Next", "Avenir Next Condensed", "Bodoni 72"],
        weights: ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"],
        traits: ["italic", "condensed", "expanded", "monospace"],
        textStyles: ["title1": 28, "body": 17, "caption2": 11],
        named: ["customFont": "System 42", "heading": "Helvetica bold 20", "loopFont": "loop bold", "broken": "System 4x"]
    ))

    private func parse(_ text: String) -> FontDescriptor? {
        if case let .success(descriptor) = grammar.parse(text) { return descriptor }
        return nil
    }

    private func error(_ text: String) -> FontGrammarError? {
        if case let .failure(error) = grammar.parse(text) { return error }
        return nil
    }

    func testFamilyNamesFromTheSeed() {
        XCTAssertEqual(parse("Courier"), FontDescriptor(family: "Courier", size: 17))
        XCTAssertEqual(parse("helvetica neue"), FontDescriptor(family: "Helvetica Neue", size: 17))
        XCTAssertEqual(parse("'times new roman'"), FontDescriptor(family: "Times New Roman", size: 17))
        XCTAssertEqual(parse("'Zapf Chancery'"), FontDescriptor(family: "Zapf Chancery", size: 17))
        XCTAssertEqual(parse("SystemBold"), FontDescriptor(family: "System", traits: ["bold"], size: 17))
        XCTAssertEqual(parse("systemitalic"), FontDescriptor(family: "System", traits: ["italic"], size: 17))
        XCTAssertEqual(parse(""), FontDescriptor(size: 17))
    }

    /// Layout takes an exact font name as well as a family (seed 003), and apps write the
    /// PostScript names of the faces iOS ships: the family without its spaces, then `-` and
    /// the face. Such a name is kept as written, an exact name like a quoted one.
    func testPostScriptNamesOfKnownFamiliesAreExactFontNames() {
        XCTAssertEqual(parse("Helvetica-Bold 17"), FontDescriptor(family: "Helvetica-Bold", size: 17))
        XCTAssertEqual(parse("HelveticaNeue-Medium body"), FontDescriptor(family: "HelveticaNeue-Medium", textStyle: "body", size: 17))
        XCTAssertEqual(parse("helveticaneue 20"), FontDescriptor(family: "helveticaneue", size: 20))
        XCTAssertEqual(parse("AvenirNext-DemiBold 120%"), FontDescriptor(family: "AvenirNext-DemiBold", size: 20.4))
        XCTAssertEqual(error("Montserrat-Bold 17")?.message, "unknown font attribute 'Montserrat-Bold'; expected a family, weight, trait, text style, size or named font")
        XCTAssertEqual(error("Helvetica- 17")?.message, "unknown font attribute 'Helvetica-'; did you mean 'Helvetica'?")
    }

    /// `read` takes a word that is no slip of a known name as a font the app bundles or
    /// names on UIFont, as Layout does (`UIFont(name:)`, a family, `UIFont.brandFont`): it
    /// is the family, words in a row are one name, and each is listed with where it is. A
    /// slip (one letter off) stays an error; `parse` still suggests a name two letters off.
    func testReadTakesAWordNoNameIsCloseToAsAFontOfTheApps() throws {
        let montserrat = try grammar.read("Montserrat-Bold 17").get()
        XCTAssertEqual(montserrat.descriptor, FontDescriptor(family: "Montserrat-Bold", size: 17))
        XCTAssertEqual(montserrat.appFonts, [AppFontName(name: "Montserrat-Bold", range: 0..<15)])
        let openSans = try grammar.read("Courier Open Sans bold 15").get()
        XCTAssertEqual(openSans.descriptor, FontDescriptor(family: "Open Sans", weight: "bold", size: 15))
        XCTAssertEqual(openSans.appFonts, [AppFontName(name: "Open Sans", range: 8..<17)])
        let known = try grammar.read("Helvetica-Bold 17").get()
        XCTAssertEqual(known.appFonts, [])
        guard case let .failure(slip) = grammar.read("Montserrat bld") else { return XCTFail("a slip was read") }
        XCTAssertEqual(slip, FontGrammarError(message: "unknown font attribute 'bld'; did you mean 'bold'?", range: 11..<14))
        guard case let .failure(familySlip) = grammar.read("helvetca neue 12") else { return XCTFail("a slip was read") }
        XCTAssertEqual(familySlip.message, "unknown font family 'helvetca neue'; did you mean 'Helvetica Neue'?")
        let twoLettersAway = try grammar.read("Cursor 14").get()
        XCTAssertEqual(twoLettersAway.appFonts, [AppFontName(name: "Cursor", range: 0..<6)])
        XCTAssertEqual(error("Cursor 14")?.message, "unknown font attribute 'Cursor'; did you mean 'Courier'?")
    }

    func testWeightsFromTheSeed() {
        XCTAssertEqual(parse("Courier bold"), FontDescriptor(family: "Courier", weight: "bold", size: 17))
        XCTAssertEqual(parse("System black"), FontDescriptor(family: "System", weight: "black", size: 17))
        XCTAssertEqual(parse("helvetica neue ultraLight"), FontDescriptor(family: "Helvetica Neue", weight: "ultraLight", size: 17))
        XCTAssertEqual(parse("bold"), FontDescriptor(weight: "bold", size: 17))
    }

    func testSizesFromTheSeed() {
        XCTAssertEqual(parse("Courier 150%"), FontDescriptor(family: "Courier", size: 25.5))
        XCTAssertEqual(parse("Helvetica 30 italic"), FontDescriptor(family: "Helvetica", traits: ["italic"], size: 30))
        XCTAssertEqual(parse("helvetica body bold 120%"),
                       FontDescriptor(family: "Helvetica", weight: "bold", textStyle: "body", size: 20.4))
        XCTAssertEqual(parse("caption2"), FontDescriptor(textStyle: "caption2", size: 11))
        XCTAssertEqual(parse("title1 50%"), FontDescriptor(textStyle: "title1", size: 14))
        XCTAssertEqual(parse("12.5 200%"), FontDescriptor(size: 25))
    }

    func testNamedFontsWithAndWithoutSuffix() {
        XCTAssertEqual(parse("customFont bold"), FontDescriptor(family: "System", weight: "bold", size: 42))
        XCTAssertEqual(parse("custom italic"), FontDescriptor(family: "System", traits: ["italic"], size: 42))
        XCTAssertEqual(parse("heading 50%"), FontDescriptor(family: "Helvetica", weight: "bold", size: 10))
    }

    func testLongestFamilyWins() {
        XCTAssertEqual(parse("avenir next condensed"), FontDescriptor(family: "Avenir Next Condensed", size: 17))
        XCTAssertEqual(parse("avenir next italic condensed"),
                       FontDescriptor(family: "Avenir Next", traits: ["italic", "condensed"], size: 17))
        XCTAssertEqual(parse("Bodoni 72 20"), FontDescriptor(family: "Bodoni 72", size: 20))
    }

    func testTraitsAreKeptOnceInOrder() {
        XCTAssertEqual(parse("monospace italic monospace"), FontDescriptor(traits: ["monospace", "italic"], size: 17))
    }

    func testBaseFontIsModified() {
        let base = FontDescriptor(family: "Courier", weight: "light", textStyle: "body", size: 20)
        XCTAssertEqual(grammar.parse("25 bold", base: base),
                       .success(FontDescriptor(family: "Courier", weight: "bold", textStyle: "body", size: 25)))
        XCTAssertEqual(grammar.parse("120%", base: base),
                       .success(FontDescriptor(family: "Courier", weight: "light", textStyle: "body", size: 24)))
    }

    func testUnknownWordSuggestsACatalogName() {
        XCTAssertEqual(error("Courier bld"), FontGrammarError(message: "unknown font attribute 'bld'; did you mean 'bold'?", range: 8..<11))
        XCTAssertEqual(error("helvetca neue 12"),
                       FontGrammarError(message: "unknown font family 'helvetca neue'; did you mean 'Helvetica Neue'?", range: 0..<13))
        XCTAssertEqual(error("Courier sparkly"), FontGrammarError(
            message: "unknown font attribute 'sparkly'; expected a family, weight, trait, text style, size or named font", range: 8..<15))
    }

    func testMalformedSizesAndQuotes() {
        XCTAssertEqual(error("Courier 12px"),
                       FontGrammarError(message: "invalid font size '12px'; expected a number such as '17' or '150%'", range: 8..<12))
        XCTAssertEqual(error("0"), FontGrammarError(message: "font size '0' must be greater than zero", range: 0..<1))
        XCTAssertEqual(error("'times new roman"),
                       FontGrammarError(message: "unterminated quoted font name; expected a closing quote", range: 0..<16))
        XCTAssertEqual(error("'courier'bold"), FontGrammarError(message: "expected a space after the quoted font name", range: 9..<10))
        XCTAssertEqual(error("'' bold"), FontGrammarError(message: "empty quoted font name", range: 0..<2))
    }

    func testNamedFontProblemsPointAtTheReference() {
        XCTAssertEqual(error("Courier broken"), FontGrammarError(
            message: "invalid named font 'broken': invalid font size '4x'; expected a number such as '17' or '150%'", range: 8..<14))
        XCTAssertEqual(error("loop"),
                       FontGrammarError(message: "named font 'loopFont' refers to itself: loopFont -> loopFont", range: 0..<4))
    }
}
