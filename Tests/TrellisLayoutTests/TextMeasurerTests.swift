import XCTest
@testable import TrellisLayout

/// Exact text measurements. At 16 points DejaVu Sans (2048 units per em) scales by exactly
/// 1/128, so every expected value below is the table's advance sum divided by 128:
/// `Hello` = 1540 + 1260 + 569 + 569 + 1253 = 5191 units, `World` = 5989, space = 651,
/// line height = (1901 + 483 + 0) / 128 = 18.625, ascender = 1901 / 128 = 14.8515625.
final class TextMeasurerTests: XCTestCase {
    let measurer = TextMeasurer()
    let font = FontSpec(size: 16)
    let lineHeight = 18.625
    let ascent = 14.8515625

    func testSingleLineRoundsUpToWholePoints() {
        let result = measurer.measure("Hello", font: font)
        XCTAssertEqual(result.size, Size(width: 41, height: 19))
        XCTAssertEqual(result.lines, [TextLine(text: "Hello", width: 5191.0 / 128, baseline: ascent)])
        XCTAssertEqual(result.lineHeight, lineHeight)
        XCTAssertEqual(result.firstBaseline, ascent)
        XCTAssertEqual(result.lastBaseline, ascent)
    }

    func testWrapsAtSpacesToMaxWidth() {
        let result = measurer.measure("Hello World", font: font, maxWidth: 60)
        XCTAssertEqual(result.lines.map(\.text), ["Hello", "World"])
        XCTAssertEqual(result.lines.map(\.width), [5191.0 / 128, 5989.0 / 128])
        XCTAssertEqual(result.size, Size(width: 47, height: 38))
        XCTAssertEqual(result.lastBaseline, ascent + lineHeight)
    }

    func testTextThatFitsIsNotWrapped() {
        let result = measurer.measure("Hello World", font: font, maxWidth: 11831.0 / 128)
        XCTAssertEqual(result.lines.map(\.text), ["Hello World"])
        XCTAssertEqual(result.size, Size(width: 11831.0 / 128, height: 19), "the width is capped at maxWidth")
    }

    func testNumberOfLinesTruncatesLineCount() {
        let result = measurer.measure("Hello World", font: font, maxWidth: 60, numberOfLines: 1)
        XCTAssertEqual(result.lines.map(\.text), ["Hello"])
        XCTAssertEqual(result.size, Size(width: 41, height: 19))
        let three = measurer.measure("a\nb\nc\nd", font: font, numberOfLines: 3)
        XCTAssertEqual(three.lines.map(\.text), ["a", "b", "c"])
    }

    func testExplicitNewlinesStartLines() {
        XCTAssertEqual(measurer.measure("Hello\nWorld", font: font).lines.map(\.text), ["Hello", "World"])
        XCTAssertEqual(measurer.measure("a\n\nb", font: font).lines.map(\.text), ["a", "", "b"])
        XCTAssertEqual(measurer.measure("a\r\nb\rc\u{2028}d", font: font).lines.map(\.text), ["a", "b", "c", "d"])
        let trailing = measurer.measure("Hello\n", font: font)
        XCTAssertEqual(trailing.lines.map(\.text), ["Hello", ""])
        XCTAssertEqual(trailing.size, Size(width: 41, height: 38))
    }

    func testOverlongWordBreaksBetweenCharacters() {
        // a b c d = 1255 + 1300 + 1126 + 1300 = 4981 ≤ 40 × 128 = 5120; + e (1260) does not fit.
        // e f g h = 1260 + 721 + 1300 + 1298 = 4579; + i (569) = 5148 does not fit.
        let result = measurer.measure("abcdefghij", font: font, maxWidth: 40)
        XCTAssertEqual(result.lines.map(\.text), ["abcd", "efgh", "ij"])
        XCTAssertEqual(result.lines.map(\.width), [4981.0 / 128, 4579.0 / 128, 1138.0 / 128])
        XCTAssertEqual(result.size, Size(width: 39, height: 56))
    }

    func testLongWordBreaksBetweenCharactersInLinearTime() throws {
        // a = 1255 units: four fit in 40 points (5020 ≤ 5120), five do not. Breaking used to
        // rescan the rest of the word after every line (quadratic: 480,000 characters took 6 s).
        let word = String(repeating: "a", count: 400_000)
        var result: TextMeasurement?
        let elapsed = ContinuousClock().measure {
            result = measurer.measure("Hi " + word + " Hi", font: font, maxWidth: 40)
        }
        let lines = try XCTUnwrap(result).lines
        XCTAssertEqual(lines.count, 100_002)
        XCTAssertEqual(lines.first?.text, "Hi")
        XCTAssertEqual(lines.last?.text, "Hi")
        XCTAssertTrue(lines.dropFirst().dropLast().allSatisfy { $0.text == "aaaa" && $0.width == 5020.0 / 128 })
        XCTAssertLessThan(elapsed, .seconds(10), "budget: about 5 × a debug build's time")
    }

    func testRestOfABrokenWordWrapsLikeAWord() {
        // "abcdefghij" breaks as in testOverlongWordBreaksBetweenCharacters; "ij" (1138) and a
        // space (651) leave room for "k" (1255: 3044 ≤ 5120) but not for "kl" + "mn".
        let result = measurer.measure("abcdefghij k lmnopq", font: font, maxWidth: 40)
        XCTAssertEqual(result.lines.map(\.text), ["abcd", "efgh", "ij k", "lmno", "pq"])
    }

    func testEveryLineHoldsAtLeastOneCharacter() {
        let result = measurer.measure("Hi", font: font, maxWidth: 1)
        XCTAssertEqual(result.lines.map(\.text), ["H", "i"])
        XCTAssertEqual(result.size, Size(width: 13, height: 38), "a character wider than maxWidth is not capped")
    }

    func testSpacesAtBreaksAndLineEndsAreNotMeasured() {
        XCTAssertEqual(measurer.measure("Hello   ", font: font).lines, [TextLine(text: "Hello", width: 5191.0 / 128, baseline: ascent)])
        let leading = measurer.measure("  Hello", font: font)
        XCTAssertEqual(leading.lines.map(\.width), [(651.0 * 2 + 5191) / 128])
        XCTAssertEqual(leading.size.width, 51)
        XCTAssertEqual(measurer.measure("Hello    World", font: font, maxWidth: 60).lines.map(\.text), ["Hello", "World"])
        XCTAssertEqual(measurer.measure("Hello\tWorld", font: font, maxWidth: 60).lines.map(\.text), ["Hello", "World"])
        XCTAssertEqual(measurer.measure("Hello\tWorld", font: font).lines.map(\.width), [11831.0 / 128])
    }

    func testFacesFollowWeightTraitsAndFamily() {
        XCTAssertEqual(measurer.measure("Hello", font: FontSpec(weight: .bold, size: 16)).lines.map(\.width), [5914.0 / 128])
        XCTAssertEqual(measurer.measure("Hello", font: FontSpec(family: "Menlo", size: 16)).lines.map(\.width), [6165.0 / 128])
        XCTAssertEqual(measurer.measure("Hello", font: FontSpec(family: "Georgia", size: 16)).lines.map(\.width), [5541.0 / 128])
    }

    func testEmptyTextMeasuresZero() {
        let result = measurer.measure("", font: font)
        XCTAssertEqual(result.size, .zero)
        XCTAssertEqual(result.lines, [])
        XCTAssertEqual(result.firstBaseline, ascent)
    }

    func testInvalidSizesAndWidthsClamp() {
        XCTAssertEqual(measurer.measure("Hello", font: FontSpec(size: .nan)).size, .zero)
        XCTAssertEqual(measurer.measure("Hello", font: FontSpec(size: -4)).size, .zero)
        XCTAssertEqual(measurer.measure("Hello World", font: font, maxWidth: .infinity).lines.count, 1)
        XCTAssertEqual(measurer.measure("Hello World", font: font, maxWidth: .nan).lines.count, 1)
        XCTAssertEqual(measurer.measure("Hi", font: font, maxWidth: -10).lines.map(\.text), ["H", "i"])
        XCTAssertEqual(measurer.measure("Hello", font: font, numberOfLines: -3).lines.count, 1)
    }

    func testUnknownCodePointsUseTheDefaultAdvance() {
        // U+4E2D is outside the tables; DejaVu Sans's OS/2 average advance is 1038.
        XCTAssertEqual(measurer.measure("\u{4E2D}", font: font).lines.map(\.width), [1038.0 / 128])
        XCTAssertEqual(measurer.measure("a\u{7}b", font: font).lines.map(\.width), [(1255.0 + 1300) / 128], "controls advance 0")
    }

    func testFaceMapping() {
        let cases: [(FontSpec, FontFace)] = [
            (FontSpec(), .sans),
            (FontSpec(family: "Helvetica Neue", weight: .medium), .sans),
            (FontSpec(family: "System", weight: .semibold), .sansBold),
            (FontSpec(family: "SystemBold"), .sansBold),
            (FontSpec(family: "SystemItalic"), .sansOblique),
            (FontSpec(traits: [.italic, .bold]), .sansBoldOblique),
            (FontSpec(family: "Times New Roman"), .serif),
            (FontSpec(family: "'times new roman'", traits: .italic), .serifItalic),
            (FontSpec(family: "TimesNewRomanPS-BoldMT"), .serifBold),
            (FontSpec(family: "Georgia-BoldItalic"), .serifBoldItalic),
            (FontSpec(family: "Baskerville", weight: .black), .serifBold),
            (FontSpec(family: "Hoefler Text"), .serif),
            (FontSpec(family: "Courier"), .mono),
            (FontSpec(family: "Courier New", weight: .heavy), .monoBold),
            (FontSpec(family: "Menlo-Italic"), .monoOblique),
            (FontSpec(family: "Helvetica", traits: [.monospace, .italic], size: 12), .monoOblique),
            (FontSpec(family: "DejaVu Serif"), .serif),
            (FontSpec(family: "Microsoft Sans Serif"), .sans),
            (FontSpec(family: "Avenir Next", weight: .regular, traits: .condensed), .sans),
        ]
        for (font, face) in cases {
            XCTAssertEqual(FontFace(for: font), face, font.family)
        }
    }

    func testFontWeightOrderAndTraitNames() {
        XCTAssertLessThan(FontWeight.medium, FontWeight.semibold)
        XCTAssertLessThan(FontWeight.ultraLight, FontWeight.black)
        XCTAssertEqual(FontTraits(named: "Monospace"), .monospace)
        XCTAssertNil(FontTraits(named: "underline"))
    }
}
