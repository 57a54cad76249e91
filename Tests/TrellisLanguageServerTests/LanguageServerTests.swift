@testable import TrellisLanguageServer
import XCTest

/// The server's lifecycle, documents and diagnostics, driven in process.
final class LanguageServerTests: XCTestCase {
    private static let manifest = """
        components:
          BadgeView:
            extends: UIView
            doc: "A small rounded badge."
            properties:
              count: Int
              style: BadgeStyle
        types:
          BadgeStyle: {enum: [plain, bold]}
        """

    /// Line 2 holds "é" (2 bytes, 1 UTF-16 unit) and "😀" (4 bytes, 2 units) before the error.
    private static let screen = "<UIView>\n    <UILabel text=\"héllo 😀\" textColr=\"red\"/>\n    <BadgeView style=\"loud\"/>\n</UIView>\n"

    private func harness() throws -> ServerHarness {
        let harness = try ServerHarness(files: ["Components/Badge.yaml": Self.manifest, "Screen.xml": Self.screen])
        harness.initialize()
        return harness
    }

    func testInitializeAnswersCapabilities() throws {
        let harness = try ServerHarness(files: [:])
        let response = harness.request("initialize", ["rootUri": .string(URL(fileURLWithPath: harness.folder).absoluteString)])
        XCTAssertEqual(response?["result"]?["serverInfo"], ["name": "trellis", "version": "0.1.0"])
        XCTAssertEqual(response?["result"]?["capabilities"]?["textDocumentSync"], ["openClose": .bool(true), "change": 2, "save": .bool(true)])
    }

    func testRequestBeforeInitializeIsRefused() throws {
        let harness = try ServerHarness(files: [:])
        XCTAssertEqual(harness.request("textDocument/hover", [:])?["error"], ["code": -32002, "message": "the server has not been initialized"])
    }

    /// The check's messages and severities, with UTF-16 ranges and the rule id as the code,
    /// linked to the rule's section of Documentation/Rules.md.
    func testDiagnosticsAreCheckMessagesWithUTF16Ranges() throws {
        let harness = try harness()
        harness.open("Screen.xml", Self.screen)
        let diagnostics = harness.publishedDiagnostics()
        XCTAssertEqual(diagnostics[harness.uri("Screen.xml")], [
            ["range": range(1, 29, 1, 37), "severity": 1, "code": "unknown-property", "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#unknown-property"], "source": "trellis",
             "message": "unknown property 'textColr' of UILabel; did you mean 'textColor'?"],
            ["range": range(2, 22, 2, 26), "severity": 2, "code": "enum-case-as-input", "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#enum-case-as-input"], "source": "trellis",
             "message": "'loud' is not a case of BadgeStyle, so it is read as an input of that name; did you mean 'bold'?"],
        ])
    }

    func testIncrementalChangeRechecksTheUnsavedText() throws {
        let harness = try harness()
        harness.open("Screen.xml", Self.screen)
        _ = harness.publishedDiagnostics()
        harness.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(harness.uri("Screen.xml")), "version": 2],
            "contentChanges": [["range": range(1, 29, 1, 37), "text": "textColor"], ["range": range(2, 22, 2, 26), "text": "bold"]],
        ])
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Screen.xml")], [])
    }

    func testUnsavedManifestIsTheRegistry() throws {
        let harness = try harness()
        harness.open("Screen.xml", Self.screen)
        harness.open("Components/Badge.yaml", Self.manifest.replacingOccurrences(of: "[plain, bold]", with: "[plain, loud]"))
        let diagnostics = harness.publishedDiagnostics()
        XCTAssertEqual(diagnostics[harness.uri("Screen.xml")]?.arrayCount, 1)
        XCTAssertEqual(diagnostics[harness.uri("Components/Badge.yaml")], [])
    }

    func testManifestProblemsArePublishedInTheManifest() throws {
        let harness = try harness()
        harness.open("Components/Badge.yaml", Self.manifest.replacingOccurrences(of: "extends", with: "superclass"))
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Components/Badge.yaml")], [
            ["range": range(2, 4, 2, 14), "severity": 1, "code": "invalid-manifest", "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#invalid-manifest"],
             "source": "trellis", "message": "unknown key 'superclass' in component 'BadgeView'"],
        ])
    }

    func testNotesBecomeRelatedInformation() throws {
        let harness = try harness()
        let text = "<UIView>\n    <UILabel id=\"a\"/>\n    <UILabel id=\"a\"/>\n</UIView>\n"
        harness.open("Screen.xml", text)
        let diagnostic = harness.publishedDiagnostics()[harness.uri("Screen.xml")]?.first
        XCTAssertEqual(diagnostic?["relatedInformation"]?.arrayCount, 1)
        XCTAssertEqual(diagnostic?["relatedInformation"]?.first?["location"], ["uri": .string(harness.uri("Screen.xml")), "range": range(1, 17, 1, 18)])
    }

    func testNewUnsavedTemplateIsChecked() throws {
        let harness = try harness()
        harness.open("New.xml", "<UIView alphaa=\"1\"/>\n")
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("New.xml")], [
            ["range": range(0, 8, 0, 14), "severity": 1, "code": "unknown-property", "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#unknown-property"],
             "source": "trellis", "message": "unknown property 'alphaa' of UIView; did you mean 'alpha'?"],
        ])
    }

    /// A template on disk rooted in a class of the app's that no manifest declares is
    /// checked as `trellis check` checks it (one rule tells templates from other XML), and
    /// other XML in the folder gets the warning `check` gives it.
    private static let undeclaredHome = "'HomeViewController' is not a registry component, so it is read as a class of yours and checked as UIViewController; "
        + "to check the attributes UIViewController lacks, declare it in a manifest in a Components folder, such as 'Components/HomeViewController.yaml' holding "
        + "'components: {HomeViewController: {extends: UIViewController}}'"

    func testATemplateRootedInAnUndeclaredClassIsChecked() throws {
        let home = "<HomeViewController>\n    <UILabel textColr=\"red\"/>\n</HomeViewController>\n"
        let harness = try ServerHarness(files: ["Home.xml": home, "Info.xml": "<plist><dict/></plist>\n"])
        harness.initialize()
        harness.open("Home.xml", home)
        harness.open("Info.xml", "<plist><dict/></plist>\n")
        let diagnostics = harness.publishedDiagnostics()
        XCTAssertEqual(diagnostics[harness.uri("Home.xml")], [
            ["range": range(0, 1, 0, 19), "severity": 2, "code": "undeclared-component", "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#undeclared-component"],
             "source": "trellis", "message": .string(Self.undeclaredHome)],
            ["range": range(1, 13, 1, 21), "severity": 1, "code": "unknown-property", "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#unknown-property"],
             "source": "trellis", "message": "unknown property 'textColr' of UILabel; did you mean 'textColor'?"],
        ])
        XCTAssertEqual(diagnostics[harness.uri("Info.xml")], [
            ["range": range(0, 1, 0, 6), "severity": 2, "code": "not-a-template", "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#not-a-template"],
             "source": "trellis", "message": .string("'\(harness.folder)/Info.xml' is skipped: its root element 'plist' is not a registry component; "
                + "it is not read as a template; to leave it out without a word, list it in a .trellisignore file")],
        ])
    }

    /// An open file of the folder that looks like a template but is not read as one gets
    /// the warning `check` gives it; one an open template includes, the template's errors.
    func testAnOpenFileThatIsSkippedSaysWhy() throws {
        let cell = "<UITableViewCel>\n    <UILabel/>\n</UITableViewCel>\n"
        let harness = try ServerHarness(files: ["Cell.xml": cell])
        harness.initialize()
        harness.open("Cell.xml", cell)
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Cell.xml")], [
            ["range": range(0, 1, 0, 15), "severity": 2, "code": "skipped-template", "codeDescription": ["href": "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#skipped-template"],
             "source": "trellis", "message": .string("'\(harness.folder)/Cell.xml' is skipped: its root element 'UITableViewCel' is not a registry component; "
                + "did you mean 'UITableViewCell'?")],
        ])
        harness.open("Table.xml", "<UITableView>\n    <UITableViewCell template=\"Cell.xml\"/>\n</UITableView>\n")
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Cell.xml")]?.first?["code"], "unknown-component")
    }

    func testChangingAnIncludedTemplateRechecksItsIncluder() throws {
        let harness = try harness()
        harness.open("Card.xml", "<UIView>\n    <param name=\"title\" type=\"String\"/>\n</UIView>\n")
        harness.open("Screen.xml", "<UIView>\n    <UIView template=\"Card.xml\" title=\"Hi\"/>\n</UIView>\n")
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Screen.xml")], [])
        harness.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(harness.uri("Card.xml")), "version": 2],
            "contentChanges": [["text": "<UIView/>\n"]],
        ])
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Screen.xml")]?.first?["message"],
                       .string("'title' is no property of UIView that a manifest declares, so it is read as a property of yours, whose type is not known here; "
                           + "to check it, declare it in a manifest in a Components folder, such as 'components: {UIView: {properties: {title: String}}}' with its type"))
    }

    func testHeaderFramingNoMessageGetsParseError() throws {
        let harness = try harness()
        let start = harness.sent.count
        harness.server.handleInvalidFrame("missing or invalid Content-Length header")
        XCTAssertEqual(Array(harness.sent[start...]), [
            ["jsonrpc": "2.0", "id": .null, "error": ["code": -32700, "message": "missing or invalid Content-Length header"]],
        ])
    }

    func testClientThatWatchesFilesIsAskedToWatchManifestsTemplatesAndIgnoreFiles() throws {
        let harness = try ServerHarness(files: [:])
        _ = harness.request("initialize", [
            "rootUri": .string(URL(fileURLWithPath: harness.folder).absoluteString),
            "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": .bool(true)]]],
        ])
        XCTAssertEqual(harness.notify("initialized", [:]), [[
            "jsonrpc": "2.0", "id": "trellis-register-watchers", "method": "client/registerCapability",
            "params": ["registrations": [[
                "id": "trellis-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [
                    ["globPattern": "**/Components/*.yaml"], ["globPattern": "**/Components/*.yml"], ["globPattern": "**/*.xml"],
                    ["globPattern": "**/.trellisignore"], ["globPattern": "**/.layout-ignore"],
                ]],
            ]]],
        ]])
        XCTAssertEqual(harness.send(["jsonrpc": "2.0", "id": "trellis-register-watchers", "result": .null]), [], "the client's answer needs none")
    }

    func testManifestChangedOnDiskReloadsTheRegistry() throws {
        let harness = try harness()
        harness.open("Screen.xml", Self.screen)
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Screen.xml")]?.arrayCount, 2)
        let manifest = Self.manifest.replacingOccurrences(of: "[plain, bold]", with: "[plain, loud]")
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: harness.folder + "/Components/Badge.yaml"))
        harness.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(harness.uri("Components/Badge.yaml")), "type": 2]]])
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Screen.xml")]?.arrayCount, 1)
    }

    func testClosingClearsDiagnosticsAndClosingTwiceIsLogged() throws {
        let harness = try harness()
        harness.open("Screen.xml", Self.screen)
        _ = harness.publishedDiagnostics()
        let close: JSONValue = ["textDocument": ["uri": .string(harness.uri("Screen.xml"))]]
        let cleared = harness.notify("textDocument/didClose", close)
        XCTAssertEqual(cleared.first?["params"], ["uri": .string(harness.uri("Screen.xml")), "diagnostics": []])
        let again = harness.notify("textDocument/didClose", close)
        XCTAssertEqual(again, [["jsonrpc": "2.0", "method": "window/logMessage",
                                "params": ["type": 2, "message": .string("textDocument/didClose: '\(harness.uri("Screen.xml"))' is not open")]]])
    }

    func testEditOutOfRangeIsLoggedAndTheTextKept() throws {
        let harness = try harness()
        harness.open("Screen.xml", Self.screen)
        _ = harness.publishedDiagnostics()
        let logged = harness.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(harness.uri("Screen.xml")), "version": 2],
            "contentChanges": [["range": range(40, 0, 40, 1), "text": "x"]],
        ])
        XCTAssertEqual(logged.first?["params"]?["message"],
                       .string("textDocument/didChange: range 40:0-40:1 is outside '\(harness.uri("Screen.xml"))' (5 lines); the change was ignored"))
        XCTAssertEqual(harness.publishedDiagnostics()[harness.uri("Screen.xml")]?.arrayCount, nil, "nothing changed, nothing to publish")
    }

    func testUnknownMethodGetsMethodNotFound() throws {
        let harness = try harness()
        XCTAssertEqual(harness.request("textDocument/frobnicate", [:])?["error"], ["code": -32601, "message": "unknown method 'textDocument/frobnicate'"])
        XCTAssertEqual(harness.notify("workspace/frobnicate", [:]), [], "unknown notifications are ignored")
    }

    func testMalformedJSONGetsParseErrorAndTheServerGoesOn() throws {
        let harness = try harness()
        let start = harness.sent.count
        harness.sendRaw("{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": ")
        harness.sendRaw("[1, 2]")
        XCTAssertEqual(Array(harness.sent[start...]), [
            ["jsonrpc": "2.0", "id": .null, "error": ["code": -32700, "message": "the message is not valid JSON"]],
            ["jsonrpc": "2.0", "id": .null, "error": ["code": -32600, "message": "a message needs a 'method'"]],
        ])
        XCTAssertEqual(harness.request("shutdown")?["result"], .null)
    }

    func testInvalidParamsAreReported() throws {
        let harness = try harness()
        let logged = harness.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///x.xml"]])
        XCTAssertEqual(logged.first?["params"]?["message"], "textDocument/didOpen: invalid params: missing 'textDocument.languageId'")
    }

    func testCancelledRequestIsAnsweredWithRequestCancelled() throws {
        let harness = try harness()
        harness.notify("$/cancelRequest", ["id": 2])
        XCTAssertEqual(harness.request("shutdown")?["error"], ["code": -32800, "message": "request cancelled"])
    }

    func testShutdownThenExit() throws {
        let harness = try harness()
        XCTAssertEqual(harness.request("shutdown")?["result"], .null)
        XCTAssertEqual(harness.request("textDocument/hover", [:])?["error"], ["code": -32600, "message": "the server is shutting down"])
        harness.notify("exit")
        XCTAssertEqual(harness.exitStatus, 0)
    }

    func testExitWithoutShutdownIsStatusOne() throws {
        let harness = try harness()
        harness.notify("exit")
        XCTAssertEqual(harness.exitStatus, 1)
    }
}

extension JSONValue {
    /// The number of elements of an array, else `nil`.
    var arrayCount: Int? {
        if case let .array(elements) = self { return elements.count }
        return nil
    }

    var first: JSONValue? {
        if case let .array(elements) = self { return elements.first }
        return nil
    }
}
