@testable import TrellisLanguageServer
import XCTest

/// Find references and rename of ids, macros, params and outlets, and quick fixes from the
/// diagnostics' fix-its.
final class RenameCodeActionTests: XCTestCase {
    private static let card = "<UIView>\n    <param name=\"title\" type=\"String\"/>\n    <UILabel text=\"{title}\" outlet=\"titleLabel\"/>\n</UIView>\n"

    private static let screen = """
        <UIView>
            <macro name="gap" value="8"/>
            <UILabel id="header" text="Hi" outlet="titleLabel"/>
            <UILabel top="#header.bottom + gap" left="gap"/>
            <UIView template="Card.xml" title="Hi"/>
        </UIView>

        """

    private func harness() throws -> ServerHarness {
        let harness = try ServerHarness(files: ["Card.xml": Self.card, "Screen.xml": Self.screen])
        harness.initialize()
        harness.open("Screen.xml", Self.screen)
        return harness
    }

    private func position(_ harness: ServerHarness, _ line: Int, _ character: Int, _ path: String = "Screen.xml") -> JSONValue {
        ["textDocument": ["uri": .string(harness.uri(path))], "position": ["line": .number(Double(line)), "character": .number(Double(character))]]
    }

    private func references(_ harness: ServerHarness, _ line: Int, _ character: Int) -> JSONValue? {
        var params = position(harness, line, character)
        if case var .object(members) = params {
            members["context"] = ["includeDeclaration": .bool(true)]
            params = .object(members)
        }
        return harness.request("textDocument/references", params)?["result"]
    }

    private func rename(_ harness: ServerHarness, _ line: Int, _ character: Int, to name: String) -> JSONValue? {
        guard case var .object(members) = position(harness, line, character) else { return nil }
        members["newName"] = .string(name)
        return harness.request("textDocument/rename", .object(members))
    }

    func testReferencesOfAMacroAreItsDeclarationAndUses() throws {
        let harness = try harness()
        let screen = JSONValue.string(harness.uri("Screen.xml"))
        let expected: JSONValue = [
            ["uri": screen, "range": range(1, 17, 1, 20)], ["uri": screen, "range": range(3, 35, 3, 38)], ["uri": screen, "range": range(3, 46, 3, 49)],
        ]
        XCTAssertEqual(references(harness, 3, 36), expected, "from a use")
        XCTAssertEqual(references(harness, 1, 18), expected, "from the declaration")
    }

    func testRenamingAnIDEditsTheDeclarationAndEveryReference() throws {
        let harness = try harness()
        let screen = harness.uri("Screen.xml")
        XCTAssertEqual(harness.request("textDocument/prepareRename", position(harness, 3, 20))?["result"], ["range": range(3, 19, 3, 25), "placeholder": "header"])
        XCTAssertEqual(rename(harness, 3, 20, to: "title")?["result"], ["changes": [
            .init(stringLiteral: screen): [["range": range(2, 17, 2, 23), "newText": "title"], ["range": range(3, 19, 3, 25), "newText": "title"]],
        ]])
    }

    func testRenamingAParamReachesTheElementsPassingIt() throws {
        let harness = try harness()
        harness.open("Card.xml", Self.card)
        let card = harness.uri("Card.xml"), screen = harness.uri("Screen.xml")
        let expected: JSONValue = ["changes": [
            .init(stringLiteral: card): [["range": range(1, 17, 1, 22), "newText": "heading"], ["range": range(2, 20, 2, 25), "newText": "heading"]],
            .init(stringLiteral: screen): [["range": range(4, 32, 4, 37), "newText": "heading"]],
        ]]
        XCTAssertEqual(rename(harness, 2, 21, "Card.xml", to: "heading")?["result"], expected, "from a use")
        XCTAssertEqual(rename(harness, 1, 18, "Card.xml", to: "heading")?["result"], expected, "from the declaration")
        XCTAssertEqual(harness.request("textDocument/prepareRename", position(harness, 4, 34))?["result"], ["range": range(4, 32, 4, 37), "placeholder": "title"])
        XCTAssertEqual(rename(harness, 4, 34, to: "heading")?["result"], expected, "from the attribute passing it")
    }

    func testRenamingAMacroStopsAtANestedMacroOfTheSameNameAndAtIncludes() throws {
        let nested = """
            <UIView>
                <macro name="title" value="'Hi'"/>
                <UILabel text="{title}"/>
                <UIView>
                    <macro name="title" value="'Inner'"/>
                    <UILabel text="{title}"/>
                </UIView>
                <UIView template="Card.xml" title="title"/>
            </UIView>

            """
        let harness = try ServerHarness(files: ["Card.xml": Self.card, "Nested.xml": nested])
        harness.initialize()
        harness.open("Nested.xml", nested)
        let uri = harness.uri("Nested.xml")
        XCTAssertEqual(rename(harness, 2, 21, "Nested.xml", to: "greeting")?["result"], ["changes": [
            .init(stringLiteral: uri): [
                ["range": range(1, 17, 1, 22), "newText": "greeting"], ["range": range(2, 20, 2, 25), "newText": "greeting"],
            ],
        ]], "neither the inner macro, nor the Card param the include sets, nor Card's own uses")
        XCTAssertEqual(rename(harness, 5, 25, "Nested.xml", to: "greeting")?["result"], ["changes": [
            .init(stringLiteral: uri): [
                ["range": range(4, 21, 4, 26), "newText": "greeting"], ["range": range(5, 24, 5, 29), "newText": "greeting"],
            ],
        ]])
    }

    func testRenamingToANameDeclaredWhereTheNameIsVisibleIsAnError() throws {
        let harness = try harness()
        harness.open("Card.xml", Self.card)
        XCTAssertEqual(rename(harness, 3, 36, to: "header")?["error"], nil, "a macro may take an id's name")
        XCTAssertEqual(rename(harness, 2, 18, to: "gap")?["error"], nil)
        let text = "<UIView>\n    <macro name=\"gap\" value=\"8\"/>\n    <macro name=\"wide\" value=\"16\"/>\n    <UILabel id=\"a\"/>\n    <UILabel id=\"b\" left=\"gap\"/>\n</UIView>\n"
        harness.open("Clash.xml", text)
        XCTAssertEqual(rename(harness, 1, 18, "Clash.xml", to: "wide")?["error"],
                       ["code": -32602, "message": "'wide' is already declared where the renamed name is visible"])
        XCTAssertEqual(rename(harness, 3, 18, "Clash.xml", to: "b")?["error"],
                       ["code": -32602, "message": "'b' is already declared where the renamed name is visible"])
    }

    func testOutletReferencesSpanTheTemplateAndItsIncludes() throws {
        let harness = try harness()
        XCTAssertEqual(references(harness, 2, 46), [
            ["uri": .string(harness.uri("Screen.xml")), "range": range(2, 43, 2, 53)],
            ["uri": .string(harness.uri("Card.xml")), "range": range(2, 36, 2, 46)],
        ])
    }

    func testNothingToRenameAndInvalidNamesAreErrors() throws {
        let harness = try harness()
        XCTAssertEqual(harness.request("textDocument/prepareRename", position(harness, 2, 6))?["result"], .null, "an element name")
        XCTAssertEqual(references(harness, 2, 6), [])
        XCTAssertEqual(rename(harness, 2, 6, to: "x")?["error"], ["code": -32602, "message": "there is no id, macro, param or outlet to rename here"])
        XCTAssertEqual(rename(harness, 1, 18, to: "a b")?["error"], ["code": -32602, "message": "'a b' is not a valid name"])
        XCTAssertEqual(harness.request("textDocument/rename", position(harness, 1, 18))?["error"],
                       ["code": -32602, "message": "invalid params: missing 'newName'"])
        XCTAssertEqual(harness.request("textDocument/references", ["textDocument": ["uri": .string(harness.uri("Screen.xml"))], "position": ["line": 99, "character": 0]])?["error"],
                       ["code": -32602, "message": .string("position 99:0 is outside '\(harness.uri("Screen.xml"))'")])
    }

    private func rename(_ harness: ServerHarness, _ line: Int, _ character: Int, _ path: String, to name: String) -> JSONValue? {
        guard case var .object(members) = position(harness, line, character, path) else { return nil }
        members["newName"] = .string(name)
        return harness.request("textDocument/rename", .object(members))
    }

    func testNewRequestsWithBadParamsAreErrorsAndTheServerGoesOn() throws {
        let manifest = "components:\n  BadgeView: {extends: UIView}\n"
        let harness = try ServerHarness(files: ["Components/Badge.yaml": manifest])
        harness.initialize()
        harness.open("Components/Badge.yaml", manifest)
        let uri = JSONValue.string(harness.uri("Components/Badge.yaml"))
        XCTAssertEqual(harness.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 9, "character": 0]])?["error"],
                       ["code": -32602, "message": .string("position 9:0 is outside '\(harness.uri("Components/Badge.yaml"))'")])
        XCTAssertEqual(harness.request("textDocument/definition", ["textDocument": ["uri": uri], "position": ["line": 1, "character": -4]])?["error"]?["code"], -32602)
        XCTAssertEqual(harness.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": "one", "character": 0]])?["error"],
                       ["code": -32602, "message": "invalid params: wrong value at 'position.line'"])
        XCTAssertEqual(harness.request("textDocument/prepareRename", position(harness, 0, 0, "Closed.xml"))?["result"], .null, "not an open template")
        XCTAssertEqual(harness.request("textDocument/references", ["textDocument": ["uri": "untitled:1"], "position": ["line": 0, "character": 0]])?["result"], .null)
        XCTAssertEqual(harness.request("shutdown")?["result"], .null)
    }

    // MARK: Code actions

    func testFixItBecomesAQuickFix() throws {
        let harness = try harness()
        let text = "<UIView>\n    <UILabel tag=\"{textAlignment == natural ? 1 : 2}\"/>\n</UIView>\n"
        harness.open("Fix.xml", text)
        let uri = JSONValue.string(harness.uri("Fix.xml"))
        let actions = harness.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": range(1, 40, 1, 40), "context": ["diagnostics": []],
        ])?["result"]
        let diagnostic: JSONValue = [
            "range": range(1, 36, 1, 43), "severity": 1, "code": "enum-case-out-of-context",
            "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#enum-case-out-of-context"],
            "source": "trellis",
            "message": "bare enum case 'natural' is only allowed in an expression of type NSTextAlignment; write 'NSTextAlignment.natural'",
        ]
        XCTAssertEqual(actions, [[
            "title": "Replace with 'NSTextAlignment.natural'", "kind": "quickfix", "isPreferred": .bool(true), "diagnostics": [diagnostic],
            "edit": ["changes": [uri.stringValue ?? "": [["range": range(1, 36, 1, 43), "newText": "NSTextAlignment.natural"]]]],
        ]])
        XCTAssertEqual(harness.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": range(0, 0, 0, 3), "context": ["diagnostics": []],
        ])?["result"], [], "no fix-it touches the range")
    }

    func testCodeActionWithBadParamsIsInvalidParams() throws {
        let harness = try harness()
        XCTAssertEqual(harness.request("textDocument/codeAction", ["textDocument": ["uri": .string(harness.uri("Screen.xml"))]])?["error"],
                       ["code": -32602, "message": "invalid params: missing 'range'"])
        XCTAssertEqual(harness.request("textDocument/codeAction", ["textDocument": ["uri": "file:///nowhere.xml"], "range": range(0, 0, 0, 0)])?["result"], .null)
    }
}
