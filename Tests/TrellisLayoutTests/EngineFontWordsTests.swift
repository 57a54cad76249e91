import TrellisDiagnostics
import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// A font built from a String (Layout's `font="{fontName} 17"`): the String's words are read
/// by the font grammar as the template runs; words it cannot read are an error at the
/// attribute, and the label keeps the default font.
final class EngineFontWordsTests: XCTestCase {
    private let template = #"<UIView><param name="fontName" type="String"/><UILabel text="Hi" font="{fontName} 17"/></UIView>"#

    private func layout(_ fontName: String) throws -> LayoutResult {
        try XCTUnwrap(EngineFixture.layout(template, state: ["fontName": .string(fontName)]))
    }

    /// "Hi" at 17 points measures 18×20 in the regular face, 21×20 in a bold one.
    func testAPostScriptNameSetsTheFace() throws {
        let result = try layout("Helvetica-Bold")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.nodes[1].value("font"), .font(FontValue(family: "Helvetica-Bold", size: 17)))
        XCTAssertEqual(result.frames[1], frame(0, 0, 21, 20))
    }

    func testAWeightKeepsTheSystemFamily() throws {
        let result = try layout("bold")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.nodes[1].value("font"), .font(FontValue(weight: "bold", size: 17)))
        XCTAssertEqual(result.frames[1], frame(0, 0, 21, 20))
    }

    func testUnreadableWordsAreAnErrorAtTheAttribute() throws {
        let result = try layout("Helvtica")
        XCTAssertEqual(result.diagnostics, [
            .error(
                .evaluationError, "font 'Helvtica 17': unknown font attribute 'Helvtica'; did you mean 'Helvetica'?",
                at: SourceSpan(file: "Test.xml", line: 1, column: 72, offset: 71, length: 13)
            ),
        ])
        // The label keeps the default font: System 17.
        XCTAssertEqual(result.nodes[1].value("font"), .nil)
        XCTAssertEqual(result.frames[1], frame(0, 0, 18, 20))
    }

    /// Two labels sharing the attribute text share one compiled form; each still reads the
    /// words with the font grammar (built once, for the first expression with font words).
    func testLabelsSharingTheTextBothReadTheWords() throws {
        let shared = #"<UIView><param name="fontName" type="String"/><UILabel text="Hi" font="{fontName} 17"/>"#
            + #"<UILabel top="previous.bottom" text="Hi" font="{fontName} 17"/></UIView>"#
        let result = try XCTUnwrap(EngineFixture.layout(shared, state: ["fontName": .string("bold")]))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.nodes[1].value("font"), .font(FontValue(weight: "bold", size: 17)))
        XCTAssertEqual(result.nodes[2].value("font"), .font(FontValue(weight: "bold", size: 17)))
        XCTAssertEqual(result.frames[1], frame(0, 0, 21, 20))
        XCTAssertEqual(result.frames[2], frame(0, 20, 21, 20))
    }
}
