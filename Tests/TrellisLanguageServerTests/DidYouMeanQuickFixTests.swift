import Foundation
@testable import TrellisLanguageServer
import XCTest

/// Every "did you mean" diagnostic of a template is a quick fix replacing exactly the
/// misspelt name.
final class DidYouMeanQuickFixTests: XCTestCase {
    private static let template = """
        <UIView>
            <UILabel txt="Hi"/>
            <UILabl/>
            <UIView constrain="widht >> 100"/>
            <UIView constrain="heigth.at(0.2)"/>
            <UIView constrain="allButTop(leadingOfset: 5)"/>
            <UILabel id="header" text="Title"/>
            <UIView constrain="top >> #heder.bottom"/>
            <UIImageView contentMode="UIViewContentMode.scaleAspectFitt"/>
            <UILabel textColor="UIColor.redd"/>
            <UILabel textAlignment="centre"/>
            <UILabel textColor="blu"/>
            <UIView width="layoutMargins.lfet"/>
            <UILabel width="#header.alph"/>
            <UILabel width="#header.layer.cornerRadus"/>
            <UIView width="flor(2.5)"/>
            <UIImageView image="Logoo"/>
        </UIView>

        """

    /// A quick fix's title and the edit of its workspace edit in `uri`, as JSON.
    private func edit(_ line: Int, _ start: Int, _ end: Int, _ text: String) -> JSONValue {
        ["title": .string("Replace with '\(text)'"), "range": range(line, start, line, end), "newText": .string(text)]
    }

    func testEachMisspeltNameHasAQuickFixReplacingIt() throws {
        let assets = NSTemporaryDirectory() + "trellis-assets-\(UUID().uuidString)/Assets.xcassets"
        try FileManager.default.createDirectory(atPath: assets + "/Logo.imageset", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let harness = try ServerHarness(files: ["Fix.xml": Self.template], assets: [assets])
        harness.initialize()
        harness.open("Fix.xml", Self.template)
        let uri = harness.uri("Fix.xml")
        let actions = harness.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)], "range": range(0, 0, 18, 0), "context": ["diagnostics": []],
        ])?["result"]
        guard case let .array(list)? = actions else { return XCTFail("expected code actions, got \(String(describing: actions))") }
        let edits: [JSONValue] = list.map { action in
            guard case let .array(changes)? = action["edit"]?["changes"]?[uri], changes.count == 1 else { return .null }
            return ["title": action["title"] ?? .null, "range": changes[0]["range"] ?? .null, "newText": changes[0]["newText"] ?? .null]
        }
        XCTAssertEqual(edits, [
            edit(1, 13, 16, "text"),
            edit(2, 5, 11, "UILabel"),
            edit(3, 23, 28, "width"),
            edit(4, 23, 29, "height"),
            edit(5, 33, 45, "leadingOffset"),
            edit(7, 31, 36, "header"),
            edit(8, 48, 63, "scaleAspectFit"),
            edit(9, 32, 36, "red"),
            edit(10, 28, 34, "center"),
            edit(11, 24, 27, "blue"),
            edit(12, 33, 37, "left"),
            edit(13, 28, 32, "alpha"),
            edit(14, 34, 45, "cornerRadius"),
            edit(15, 19, 23, "floor"),
            edit(16, 24, 29, "Logo"),
        ])
        XCTAssertEqual(list.first, [
            "title": "Replace with 'text'", "kind": "quickfix", "isPreferred": .bool(true),
            "diagnostics": [[
                "range": range(1, 13, 1, 16), "severity": 1, "code": "unknown-property",
                "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#unknown-property"],
                "source": "trellis", "message": "unknown property 'txt' of UILabel; did you mean 'text'?",
            ]],
            "edit": ["changes": [.init(stringLiteral: uri): [["range": range(1, 13, 1, 16), "newText": "text"]]]],
        ])
    }

    func testQuickFixIsOfferedOnlyWhereItsDiagnosticIs() throws {
        let text = "<UIView>\n    <UILabel txt=\"Hi\"/>\n</UIView>\n"
        let harness = try ServerHarness(files: ["Fix.xml": text])
        harness.initialize()
        harness.open("Fix.xml", text)
        let document: JSONValue = ["uri": .string(harness.uri("Fix.xml"))]
        let inside = harness.request("textDocument/codeAction", ["textDocument": document, "range": range(1, 14, 1, 14), "context": ["diagnostics": []]])
        guard case let .array(found)? = inside?["result"] else { return XCTFail("expected code actions") }
        XCTAssertEqual(found.compactMap { $0["title"] }, ["Replace with 'text'"])
        let elsewhere = harness.request("textDocument/codeAction", ["textDocument": document, "range": range(2, 0, 2, 3), "context": ["diagnostics": []]])
        XCTAssertEqual(elsewhere?["result"], [])
    }
    func testAManifestsDidYouMeanIsAQuickFix() throws {
        let text = "components:\n  BadgeView: {extends: UIVew}\n"
        let harness = try ServerHarness(files: ["Components/Badge.yaml": text])
        harness.initialize()
        harness.open("Components/Badge.yaml", text)
        let uri = harness.uri("Components/Badge.yaml")
        let actions = harness.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)], "range": range(1, 23, 1, 23), "context": ["diagnostics": []],
        ])
        guard case let .array(found)? = actions?["result"] else { return XCTFail("expected code actions") }
        XCTAssertEqual(found.compactMap { $0["title"] }, ["Replace with 'UIView'"])
        XCTAssertEqual(found.first?["edit"], ["changes": [.init(stringLiteral: uri): [["range": range(1, 23, 1, 28), "newText": "UIView"]]]])
    }
}
