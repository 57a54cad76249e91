@testable import TrellisLanguageServer
import XCTest

/// What a confused or hostile client may send: the server answers each request with a
/// result or an error, logs bad notifications, and keeps serving.
final class HostileInputTests: XCTestCase {
    private func harness() throws -> ServerHarness {
        let harness = try ServerHarness(files: ["Screen.xml": "<UIView/>\n", "Other.xml": "<UILabel text=\"hi\"/>\n"])
        harness.initialize()
        return harness
    }

    private func position(_ harness: ServerHarness, _ path: String, line: Int, character: Int) -> JSONValue {
        ["textDocument": ["uri": .string(harness.uri(path))], "position": ["line": .number(Double(line)), "character": .number(Double(character))]]
    }

    func testRequestsOnADocumentThatIsNotOpenAnswerNull() throws {
        let harness = try harness()
        let at = position(harness, "Other.xml", line: 0, character: 3)
        let document: JSONValue = ["textDocument": ["uri": .string(harness.uri("Other.xml"))]]
        for (method, params) in [
            ("textDocument/hover", at), ("textDocument/completion", at), ("textDocument/definition", at),
            ("textDocument/prepareRename", at), ("textDocument/documentSymbol", document),
            ("textDocument/formatting", ["textDocument": document["textDocument"] ?? .null, "options": ["tabSize": 4, "insertSpaces": .bool(true)]]),
            ("textDocument/codeAction", ["textDocument": document["textDocument"] ?? .null, "range": range(0, 0, 0, 1), "context": ["diagnostics": []]]),
        ] {
            XCTAssertEqual(harness.request(method, params)?["result"], .null, method)
        }
        XCTAssertEqual(harness.request("textDocument/hover", position(harness, "Nowhere/Missing.xml", line: 0, character: 0))?["result"], .null)
        XCTAssertEqual(harness.request("textDocument/hover", ["textDocument": ["uri": "not a uri"], "position": ["line": 0, "character": 0]])?["result"], .null)
        XCTAssertEqual(harness.request("shutdown")?["result"], .null)
    }

    func testWrongTypesInParamsAreInvalidParamsAndTheServerGoesOn() throws {
        let harness = try harness()
        harness.open("Screen.xml", "<UIView/>\n")
        let cases: [(JSONValue, String)] = [
            (["textDocument": 7, "position": ["line": 0, "character": 0]], "invalid params: wrong value at 'textDocument'"),
            (["textDocument": ["uri": .string(harness.uri("Screen.xml"))], "position": "start"], "invalid params: wrong value at 'position'"),
            (["textDocument": ["uri": .string(harness.uri("Screen.xml"))], "position": ["line": -1, "character": 0]],
             "position -1:0 is outside '\(harness.uri("Screen.xml"))'"),
            (["textDocument": ["uri": .string(harness.uri("Screen.xml"))], "position": ["line": 4_294_967_296, "character": 0]],
             "position 4294967296:0 is outside '\(harness.uri("Screen.xml"))'"),
            (["textDocument": ["uri": .string(harness.uri("Screen.xml"))], "position": ["line": .number(0.5), "character": 0]],
             "invalid params: a number does not fit its field (a fraction or an out-of-range value where a whole number is expected)"),
            ([], "invalid params: params must be an object"),
            (.null, "invalid params: params must be an object"),
        ]
        for (params, message) in cases {
            XCTAssertEqual(harness.request("textDocument/hover", params)?["error"], ["code": -32602, "message": .string(message)], "\(params)")
        }
        XCTAssertEqual(harness.send(["jsonrpc": "2.0", "id": ["n": 1], "method": "textDocument/hover"]),
                       [["jsonrpc": "2.0", "id": .null, "error": ["code": -32600, "message": "a request id must be a number or a string"]]])
        XCTAssertEqual(harness.send(["jsonrpc": "2.0", "id": 1, "method": 12]),
                       [["jsonrpc": "2.0", "id": 1, "error": ["code": -32600, "message": "a message needs a 'method'"]]])
        let logged = harness.notify("textDocument/didChange", ["textDocument": ["uri": .string(harness.uri("Screen.xml")), "version": "two"], "contentChanges": []])
        XCTAssertEqual(logged.first?["params"]?["message"], "textDocument/didChange: invalid params: wrong value at 'textDocument.version'")
        XCTAssertEqual(harness.request("textDocument/hover", position(harness, "Screen.xml", line: 0, character: 2))?["error"], nil)
    }

    func testPositionsInsideASurrogatePairOrPastALineEndAreClampedToACharacter() throws {
        let harness = try harness()
        harness.open("Screen.xml", "<UILabel text=\"😀😀\"/>\n<UIView/>\n")
        for character in [16, 17, 18, 200] {
            let response = harness.request("textDocument/hover", position(harness, "Screen.xml", line: 0, character: character))
            XCTAssertNil(response?["error"], "character \(character)")
        }
        let edited = harness.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(harness.uri("Screen.xml")), "version": 2],
            "contentChanges": [["range": range(0, 16, 0, 17), "text": "x"]],
        ])
        XCTAssertEqual(edited, [])
        XCTAssertNil(harness.request("textDocument/completion", position(harness, "Screen.xml", line: 1, character: 3))?["error"])
    }

    func testHugeDocumentIsCheckedAndAnswered() throws {
        let harness = try harness()
        let children = String(repeating: "    <UIView width=\"10\" height=\"10\"/>\n", count: 20_000)
        harness.open("Screen.xml", "<UIView>\n" + children + "    <UIView frme=\"1\"/>\n</UIView>\n")
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Screen.xml")]?.first?["message"], "unknown property 'frme' of UIView")
        let hover = harness.request("textDocument/hover", position(harness, "Screen.xml", line: 20_001, character: 6))
        XCTAssertEqual(hover?["result"]?["range"], range(20_001, 5, 20_001, 11))
    }

    func testDeeplyNestedMessagesAreErrorsAndTheServerGoesOn() throws {
        let harness = try harness()
        let start = harness.sent.count
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        harness.sendRaw(String(repeating: "[", count: 100_000))
        harness.sendRaw(#"{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": \#(deep)}"#)
        let nested = String(repeating: "[", count: 400) + String(repeating: "]", count: 400)
        harness.sendRaw(#"{"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"textDocument": \#(nested)}}"#)
        XCTAssertEqual(Array(harness.sent[start...]), [
            ["jsonrpc": "2.0", "id": .null, "error": ["code": -32700, "message": "the message is not valid JSON"]],
            ["jsonrpc": "2.0", "id": .null, "error": ["code": -32700, "message": "the message is not valid JSON"]],
            ["jsonrpc": "2.0", "id": 2, "error": ["code": -32602, "message": "invalid params: wrong value at 'textDocument'"]],
        ])
        XCTAssertEqual(harness.request("shutdown")?["result"], .null)
    }
}
