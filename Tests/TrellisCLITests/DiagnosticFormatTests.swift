import Foundation
import XCTest

/// The rule id in every diagnostic format of `trellis check`: gnu and human lines end with
/// `[rule-id]`, json has "rule", github annotations are titled with it, and SARIF logs
/// name it and validate against the official SARIF 2.1.0 schema.
final class DiagnosticFormatTests: XCTestCase {
    private var folder: ToolingCommandFolder!

    /// One error and one warning on line 2 (after a two-byte 'é', so UTF-16 and UTF-8
    /// columns differ past it), and an enum case read as an input on line 3.
    private let card = """
        <UIView>
            <UILabel textColr="red" left="0" right="0" width="10" text="é {x"/>
            <UILabel textAlignment="middle"/>
        </UIView>

        """

    override func setUpWithError() throws {
        folder = try ToolingCommandFolder()
        try folder.write("Card.xml", card)
    }

    override func tearDown() {
        folder.remove()
    }

    private func check(_ format: String) throws -> TrellisProcess.Result {
        try TrellisProcess.run(["check", "--diagnostics-format", format, "Card.xml"], in: folder.url)
    }

    func testGNULinesEndWithTheRuleID() throws {
        let result = try check("gnu")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, """
            Card.xml:2:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]
            Card.xml:2:48: warning: conflicting frame expressions: 'left', 'right' and 'width' are all set, so one of them is ignored; remove one [frame-conflict]
            Card.xml:2:68: error: unterminated '{'; expected '}' to end the expression [expression-syntax]
            Card.xml:3:29: warning: 'middle' is not a case of NSTextAlignment, so it is read as an input of that name; valid cases are left, center, right, justified, natural [enum-case-as-input]

            """)
    }

    func testHumanFormatEndsWithASummaryByRule() throws {
        let result = try check("human")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Card.xml:2:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]")
        XCTAssertEqual(
            lines.last,
            "Checked 1 template and 0 manifests: 2 errors, 2 warnings: 1 enum-case-as-input, 1 expression-syntax, 1 frame-conflict, 1 unknown-property.")
    }

    func testSummaryCountsTheMostFrequentRuleFirst() throws {
        try folder.write("Card.xml", "<UIView>\n    <UILabel textColr=\"red\" fontt=\"x\"/>\n    <UILabel textAlignment=\"middle\"/>\n</UIView>\n")
        let result = try check("human")
        XCTAssertEqual(
            result.standardError.split(separator: "\n").last.map(String.init),
            "Checked 1 template and 0 manifests: 2 errors, 1 warning: 2 unknown-property, 1 enum-case-as-input.")
    }

    func testJSONObjectsNameTheRule() throws {
        let result = try check("json")
        let rules = try result.standardError.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["rule"] as? String
        }
        XCTAssertEqual(rules, ["unknown-property", "frame-conflict", "expression-syntax", "enum-case-as-input"])
    }

    func testGitHubFormatWritesWorkflowCommandsWithUTF16Columns() throws {
        let result = try check("github")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, """
            ::error file=Card.xml,line=2,col=14,endLine=2,endColumn=22,title=unknown-property::unknown property 'textColr' of UILabel; did you mean 'textColor'?
            ::warning file=Card.xml,line=2,col=48,endLine=2,endColumn=53,title=frame-conflict::conflicting frame expressions: 'left', 'right' and 'width' are all set, so one of them is ignored; remove one
            ::error file=Card.xml,line=2,col=67,endLine=2,endColumn=68,title=expression-syntax::unterminated '{'; expected '}' to end the expression
            ::warning file=Card.xml,line=3,col=29,endLine=3,endColumn=35,title=enum-case-as-input::'middle' is not a case of NSTextAlignment, so it is read as an input of that name; valid cases are left, center, right, justified, natural

            """)
    }

    func testGitHubFormatEscapesNotesIntoTheMessage() throws {
        try folder.write("Card.xml", "<UIView>\n    <UILabel id=\"a\"/>\n    <UILabel id=\"a\"/>\n</UIView>\n")
        let result = try check("github")
        XCTAssertEqual(
            result.standardError,
            "::error file=Card.xml,line=3,col=18,endLine=3,endColumn=19,title=duplicate-id::duplicate id 'a'; ids must be unique in a template"
                + "%0ACard.xml:2:18: note: first used here\n")
    }

    func testSARIFLogNamesRulesResultsAndRegions() throws {
        try folder.write("Card.xml", "<UIView>\n    <UILabel id=\"a\"/>\n    <UILabel id=\"a\" textColr=\"red\"/>\n</UIView>\n")
        let result = try check("sarif")
        XCTAssertEqual(result.status, 1)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardError.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "trellis")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let unknownProperty = try XCTUnwrap(rules.first { $0["id"] as? String == "unknown-property" })
        XCTAssertEqual((unknownProperty["shortDescription"] as? [String: Any])?["text"] as? String,
                       "An attribute or key path names no property of the component.")
        XCTAssertEqual((unknownProperty["defaultConfiguration"] as? [String: Any])?["level"] as? String, "error")
        XCTAssertNil((unknownProperty["defaultConfiguration"] as? [String: Any])?["enabled"])
        let hardcodedText = try XCTUnwrap(rules.first { $0["id"] as? String == "hardcoded-text" })
        XCTAssertEqual(hardcodedText["defaultConfiguration"] as? [String: Bool], ["enabled": false])
        XCTAssertEqual(unknownProperty["helpUri"] as? String,
                       "https://github.com/trellis-swift/trellis/blob/main/Documentation/Rules.md#unknown-property")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["duplicate-id", "unknown-property"])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "error"])
        let duplicate = results[0]
        XCTAssertEqual(duplicate["ruleIndex"] as? Int, rules.firstIndex { $0["id"] as? String == "duplicate-id" })
        let location = try XCTUnwrap((duplicate["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Card.xml")
        XCTAssertEqual(location["region"] as? [String: Int], ["startLine": 3, "startColumn": 18, "endLine": 3, "endColumn": 19])
        let related = try XCTUnwrap((duplicate["relatedLocations"] as? [[String: Any]])?.first)
        XCTAssertEqual((related["message"] as? [String: Any])?["text"] as? String, "first used here")
        let relatedRegion = (related["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        XCTAssertEqual(relatedRegion, ["startLine": 2, "startColumn": 18, "endLine": 2, "endColumn": 19])
        try validate(result.standardError)
    }

    func testSARIFLogWithoutFindingsIsStillWritten() throws {
        try folder.write("Card.xml", "<UIView/>\n")
        let result = try check("sarif")
        XCTAssertEqual(result.status, 0)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardError.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        try validate(result.standardError)
    }

    func testSARIFLogOfEveryFormatFeatureIsValid() throws {
        // Errors, warnings and notes in two files, one given by its absolute path.
        try folder.write("Other.xml", "<UIView>\n    <UILabel id=\"a\"/>\n    <UILabel id=\"a\" textAlignment=\"middle\"/>\n</UIView>\n")
        let absolute = folder.url.appendingPathComponent("Other.xml").path
        let result = try TrellisProcess.run(["check", "--diagnostics-format", "sarif", "Card.xml", absolute], in: folder.url)
        XCTAssertEqual(result.status, 1)
        try validate(result.standardError)
    }

    /// Validates a SARIF log with Tests/SARIF/validate.py (Python's jsonschema against the
    /// official schema); skips when python3 or jsonschema is missing.
    private func validate(_ log: String) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SARIF/validate.py")
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import jsonschema"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { throw XCTSkip("python3 is not installed") }
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else { throw XCTSkip("jsonschema is not installed (pip install jsonschema)") }
        try folder.write("log.sarif", log)
        let validation = Process()
        validation.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        validation.arguments = ["python3", script.path, folder.url.appendingPathComponent("log.sarif").path]
        let output = Pipe()
        validation.standardOutput = output
        try validation.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        validation.waitUntilExit()
        XCTAssertEqual(report, "")
        XCTAssertEqual(validation.terminationStatus, 0)
    }
}
