@testable import TrellisLanguageServer
import XCTest

/// Go to definition, document symbols and formatting in an open template.
final class NavigationTests: XCTestCase {
    private static let card = "<UIView>\n    <param name=\"title\" type=\"String\"/>\n    <UILabel text=\"{title}\"/>\n</UIView>\n"

    private func harness(_ screen: String) throws -> ServerHarness {
        let harness = try ServerHarness(files: ["Parts/Card.xml": Self.card])
        harness.initialize()
        harness.open("Screen.xml", screen)
        return harness
    }

    private func request(_ harness: ServerHarness, _ method: String, line: Int, character: Int) -> JSONValue? {
        harness.request(method, [
            "textDocument": ["uri": .string(harness.uri("Screen.xml"))], "position": ["line": .number(Double(line)), "character": .number(Double(character))],
        ])?["result"]
    }

    func testTemplateReferenceGoesToTheIncludedFile() throws {
        let harness = try harness("<UIView>\n    <UIView template=\"Parts/Card.xml\" title=\"Hi\"/>\n    <UIView xml=\"Card.xml\"/>\n</UIView>\n")
        XCTAssertEqual(request(harness, "textDocument/definition", line: 1, character: 25), [["uri": .string(harness.uri("Parts/Card.xml")), "range": range(0, 0, 0, 0)]])
        XCTAssertEqual(request(harness, "textDocument/definition", line: 2, character: 19), [["uri": .string(harness.uri("Parts/Card.xml")), "range": range(0, 0, 0, 0)]],
                       "a name beside no file is found under the roots, as Layout finds it in the bundle")
    }

    func testIDReferenceGoesToTheElementDeclaringIt() throws {
        let harness = try harness("<UIView>\n    <UILabel id=\"héader\" text=\"x\"/>\n    <UILabel top=\"#héader.bottom\"/>\n</UIView>\n")
        XCTAssertEqual(request(harness, "textDocument/definition", line: 2, character: 20), [["uri": .string(harness.uri("Screen.xml")), "range": range(1, 17, 1, 23)]])
        XCTAssertEqual(request(harness, "textDocument/definition", line: 1, character: 31), [], "an input is declared nowhere")
    }

    func testDocumentSymbolsAreTheElementTree() throws {
        let harness = try harness("<UIView>\n    <macro name=\"gap\" value=\"8\"/>\n    <UILabel id=\"title\" outlet=\"titleLabel\"/>\n</UIView>\n")
        let symbols = harness.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(harness.uri("Screen.xml"))]])?["result"]
        XCTAssertEqual(symbols, [[
            "name": "UIView", "kind": 5, "range": range(0, 0, 3, 9), "selectionRange": range(0, 1, 0, 7),
            "children": [
                ["name": "gap", "detail": "macro", "kind": 14, "range": range(1, 4, 1, 33), "selectionRange": range(1, 5, 1, 10), "children": []],
                ["name": "UILabel #title", "detail": "outlet titleLabel", "kind": 5, "range": range(2, 4, 2, 45), "selectionRange": range(2, 5, 2, 12), "children": []],
            ],
        ]])
    }

    func testFormattingReplacesTheTextWithTheHouseStyle() throws {
        let harness = try harness("<UIView><UILabel   text=\"a\" /></UIView>")
        let edits = harness.request("textDocument/formatting", ["textDocument": ["uri": .string(harness.uri("Screen.xml"))], "options": ["tabSize": 4, "insertSpaces": .bool(true)]])?["result"]
        XCTAssertEqual(edits, [["range": range(0, 0, 0, 39), "newText": "<UIView>\n    <UILabel text=\"a\"/>\n</UIView>\n"]])
    }

    func testFormattingLeavesBrokenXMLAlone() throws {
        let harness = try harness("<UIView><UILabel></UIView>")
        XCTAssertEqual(harness.request("textDocument/formatting", ["textDocument": ["uri": .string(harness.uri("Screen.xml"))]])?["result"], [])
    }
}
