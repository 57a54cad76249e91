import TrellisRegistry
import XCTest

/// `fonts:` in manifests: reading the catalog and checking it with the font grammar.
final class FontCatalogTests: XCTestCase {
    func testCatalogIsReadAndMerged() {
        let first = """
            fonts:
              defaultSize: 17
              families: [System, Helvetica Neue]
              weights: [regular, bold]
              traits: [italic]
              textStyles: {body: 17, title1: 28}
              named: {customFont: "System 42"}
            """
        let second = """
            fonts:
              families: [helvetica neue, Avenir]
              weights: [bold, black]
              named: {heading: "customFont bold"}
            """
        let result = RegistryLoader().load(sources: [("a.yaml", first), ("b.yaml", second)])
        XCTAssertEqual(result.diagnostics, [])
        let fonts = result.registry.fonts
        XCTAssertEqual(fonts.families, ["System", "Helvetica Neue", "Avenir"])
        XCTAssertEqual(fonts.weights, ["regular", "bold", "black"])
        XCTAssertEqual(fonts.textStyles, ["body": 17, "title1": 28])
        XCTAssertEqual(fonts.named, ["customFont": "System 42", "heading": "customFont bold"])
        XCTAssertEqual(fonts.namedLocations["heading"]?.file, "b.yaml")
        XCTAssertEqual(FontGrammar(catalog: fonts).parse("heading"), .success(FontDescriptor(family: "System", weight: "bold", size: 42)))
    }

    func testMalformedCatalogEntries() {
        let yaml = """
            fonts:
              defaultSize: 0
              families: ["Helvetica  Neue", "O'Neil", [x]]
              weights: [semi bold]
              textStyles: {body: big, title1: -1}
              sizes: {}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "2:16: expected a size greater than zero for 'defaultSize' of 'fonts'",
            "3:14: invalid font family 'Helvetica  Neue'; expected words separated by single spaces, without quotes",
            "3:33: invalid font family 'O'Neil'; expected words separated by single spaces, without quotes",
            "3:43: expected a font family name in 'fonts'",
            "4:13: invalid font weight 'semi bold' in 'fonts'; expected an identifier",
            "5:22: expected a number for text style 'body'",
            "5:35: expected a number for text style 'title1'",
            "6:3: unknown key 'sizes' in 'fonts'",
        ])
    }

    func testNamedFontsAreCheckedWithTheGrammar() {
        let yaml = """
            fonts:
              families: [System]
              weights: [bold]
              named:
                customFont: "System 42"
                broken: "System bld"
                quoted: 'System blod'
                folded: "System
                  blod"
                loop: "loopy bold"
                loopy: "loop"
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "6:21: invalid named font 'broken': unknown font attribute 'bld'; did you mean 'bold'?",
            "7:21: invalid named font 'quoted': unknown font attribute 'blod'; did you mean 'bold'?",
            "8:13: invalid named font 'folded': unknown font attribute 'blod'; did you mean 'bold'?",
            "10:12: named font 'loop' refers to itself: loop -> loopy -> loop",
            "11:13: named font 'loopy' refers to itself: loopy -> loop -> loopy",
        ])
    }

    func testCatalogEntriesTheGrammarCannotReachAreReported() {
        let yaml = """
            fonts:
              families: [Bold, Body, Courier New, SystemBold, 72]
              weights: [bold, italic]
              traits: [italic, bold]
              textStyles: {body: 17, bold: 20}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "2:14: font family 'Bold' has the name of a font weight, so font expressions can name it only in quotes",
            "2:20: font family 'Body' has the name of a text style, so font expressions can name it only in quotes",
            "2:39: font family 'SystemBold' has the name of 'SystemBold' or 'SystemItalic', so font expressions can name it only in quotes",
            "2:51: font family '72' has the name of a font size, so font expressions can name it only in quotes",
            "4:12: font trait 'italic' has the name of a font weight, so font expressions cannot use it",
            "4:20: font trait 'bold' has the name of a font weight, so font expressions cannot use it",
            "5:26: text style 'bold' has the name of a font weight, so font expressions cannot use it",
        ])
    }
}
