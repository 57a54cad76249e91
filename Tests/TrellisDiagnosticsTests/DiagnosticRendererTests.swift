import TrellisDiagnostics
import XCTest

final class DiagnosticRendererTests: XCTestCase {
    private let source = SourceText(path: "Views/Main.xml", text: "<UIView>\n    <UILabel textColr=\"red\"/>\n</UIView>\n")

    private var diagnostic: Diagnostic {
        Diagnostic.error(
            .unknownProperty, "unknown property 'textColr' of UILabel; did you mean 'textColor'?",
            at: source.span(offset: 22, length: 8),
            notes: [DiagnosticNote("UILabel is declared here", at: SourceSpan(file: "UIKit.yaml", line: 3, column: 5, offset: 40, length: 7))]
        )
    }

    func testGNUFormatIsOneHeaderLinePerMessage() {
        let text = DiagnosticRenderer(format: .gnu).render([diagnostic])
        XCTAssertEqual(text, """
            Views/Main.xml:2:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]
            UIKit.yaml:3:5: note: UILabel is declared here

            """)
    }

    func testHumanFormatUnderlinesTheSpan() {
        let text = DiagnosticRenderer(format: .human, sources: [source.path: source]).render([diagnostic])
        XCTAssertEqual(text, """
            Views/Main.xml:2:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]
            2 |     <UILabel textColr="red"/>
              |              ^~~~~~~~
            UIKit.yaml:3:5: note: UILabel is declared here

            """)
    }

    func testJSONFormatIsOneObjectPerLine() {
        let text = DiagnosticRenderer(format: .json).render([Diagnostic.warning(.frameConflict, "redundant", at: source.span(offset: 0, length: 1))])
        XCTAssertEqual(text, #"{"column":1,"file":"Views/Main.xml","length":1,"line":1,"message":"redundant","notes":[],"offset":0,"rule":"frame-conflict","severity":"warning"}"# + "\n")
    }

    func testColumnsCountUTF8Bytes() {
        let text = SourceText(path: "a.xml", text: "<é a=\"x\"/>")
        XCTAssertEqual(text.lineAndColumn(ofOffset: 4).column, 5)
    }

    /// A carriage return on its own ends a line, as libxml2 (which normalizes it to a line
    /// feed) and editors count it; CR LF is one line end.
    func testLoneCarriageReturnsAndCRLFEndLines() {
        let text = SourceText(path: "t.xml", text: "<a>\r<b/>\r\n<c/>\r\r</a>")
        XCTAssertEqual(text.lineStarts, [0, 4, 10, 15, 16])
        XCTAssertEqual(text.lineAndColumn(ofOffset: 5).line, 2)
        XCTAssertEqual(text.lineAndColumn(ofOffset: 11).line, 3)
        XCTAssertEqual(text.lineAndColumn(ofOffset: 16).line, 5)
        XCTAssertEqual((1...5).map { text.lineText($0) }, ["<a>", "<b/>", "<c/>", "", "</a>"])
    }

    func testDiagnosticsSortByFileThenPosition() {
        let late = Diagnostic.error(.xmlSyntax, "b", at: source.span(offset: 30, length: 1))
        let early = Diagnostic.error(.xmlSyntax, "a", at: source.span(offset: 2, length: 1))
        let other = Diagnostic.error(.xmlSyntax, "c", at: SourceText(path: "A.xml", text: "x").span(offset: 0, length: 1))
        XCTAssertEqual([late, early, other].sortedForReport().map(\.message), ["c", "a", "b"])
    }

    func testSuggestionsFindTheClosestName() {
        XCTAssertEqual(Suggestions.closest(to: "textColr", in: ["text", "textColor", "tintColor"]), "textColor")
        XCTAssertEqual(Suggestions.closest(to: "backgrundColor", in: ["backgroundColor"]), "backgroundColor")
        XCTAssertNil(Suggestions.closest(to: "zzz", in: ["textColor"]))
    }

    func testSuggestionsPreferTheNearestThenTheFirstInSortOrderWhateverTheCandidateOrder() {
        let candidates = ["textColour", "TextColors", "textColor", "tintColor", "textcolr"]
        XCTAssertEqual(Suggestions.closest(to: "textColr", in: candidates), "textcolr")
        XCTAssertEqual(Suggestions.closest(to: "textColr", in: candidates.reversed()), "textcolr")
        XCTAssertEqual(Suggestions.closest(to: "TEXTCOLR", in: ["textColour", "textColor"]), "textColor")
        XCTAssertEqual(Suggestions.closest(to: "txetColor", in: ["textColor", "textColour"]), "textColor")
        XCTAssertEqual(Suggestions.closest(to: "ab", in: ["ba", "abc", "ac"]), "abc")
    }

    func testSuggestionsReadAtMostTheMaximumNumberOfCandidates() {
        let filler = (0..<Suggestions.maximumCandidates).map { "unrelatedName\($0)" }
        XCTAssertNil(Suggestions.closest(to: "textColr", in: filler + ["textColor"]))
        XCTAssertEqual(Suggestions.closest(to: "textColr", in: filler.dropLast() + ["textColor"]), "textColor")
    }
}
