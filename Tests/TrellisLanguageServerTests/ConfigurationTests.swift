import XCTest

/// The language server applies the workspace's `.trellis.yml` as `trellis check` does.
final class LanguageServerConfigurationTests: XCTestCase {
    private static let screen = "<UIView>\n    <UILabel left=\"0\" right=\"0\" width=\"10\" textAlignment=\"middle\"/>\n</UIView>\n"

    func testRuleSeveritiesAndWarningsAsErrorsApplyToPublishedDiagnostics() throws {
        let harness = try ServerHarness(files: [
            "Screen.xml": Self.screen,
            ".trellis.yml": "warnings-as-errors: true\nrules: {frame-conflict: {severity: off}}\n",
        ])
        harness.initialize()
        harness.open("Screen.xml", Self.screen)
        let diagnostics = harness.publishedDiagnostics()[harness.uri("Screen.xml")]
        XCTAssertEqual(diagnostics?.arrayCount, 1)
        XCTAssertEqual(diagnostics?.first?["code"], "enum-case-as-input")
        XCTAssertEqual(diagnostics?.first?["severity"], 1)
    }

    func testWithoutAConfigurationBothWarningsArePublished() throws {
        let harness = try ServerHarness(files: ["Screen.xml": Self.screen])
        harness.initialize()
        harness.open("Screen.xml", Self.screen)
        let diagnostics = harness.publishedDiagnostics()[harness.uri("Screen.xml")]
        XCTAssertEqual(diagnostics?.arrayCount, 2)
        XCTAssertEqual(diagnostics?.first?["code"], "frame-conflict")
        XCTAssertEqual(diagnostics?.first?["severity"], 2)
    }
}

extension LanguageServerConfigurationTests {
    /// Thirteen views nested in one another, each setting its alpha.
    private static let deep = (0..<13).map { String(repeating: " ", count: $0) + "<UIView alpha=\"1\">\n" }.joined()
        + String(repeating: "</UIView>\n", count: 13)

    func testDeepNestingIsPublishedWithTheConfigurationsMaximum() throws {
        let harness = try ServerHarness(files: ["Deep.xml": Self.deep])
        harness.initialize()
        harness.open("Deep.xml", Self.deep)
        let diagnostics = harness.publishedDiagnostics()[harness.uri("Deep.xml")]
        XCTAssertEqual(diagnostics?.arrayCount, 1)
        XCTAssertEqual(diagnostics?.first?["code"], "deep-nesting")
        let message = "'UIView' is nested 13 levels deep, more than 12; flatten the hierarchy "
            + "(a container such as a stack view or constraints can replace nested views)"
        XCTAssertEqual(diagnostics?.first?["message"], .string(message))
        XCTAssertEqual(diagnostics?.first?["range"]?["start"]?["line"], 12)
        XCTAssertEqual(diagnostics?.first?["range"]?["start"]?["character"], 13)

        let relaxed = try ServerHarness(files: ["Deep.xml": Self.deep, ".trellis.yml": "rules: {deep-nesting: {max: 13}}\n"])
        relaxed.initialize()
        relaxed.open("Deep.xml", Self.deep)
        XCTAssertEqual(relaxed.publishedDiagnostics()[relaxed.uri("Deep.xml")]?.arrayCount, 0)
    }

    func testRulesOffByDefaultArePublishedOnlyWhenTheConfigurationTurnsThemOn() throws {
        let screen = "<UIView>\n    <UILabel text=\"Hello\"/>\n</UIView>\n"
        let quiet = try ServerHarness(files: ["Screen.xml": screen])
        quiet.initialize()
        quiet.open("Screen.xml", screen)
        XCTAssertEqual(quiet.publishedDiagnostics()[quiet.uri("Screen.xml")]?.arrayCount, 0)

        let strict = try ServerHarness(files: ["Screen.xml": screen, ".trellis.yml": "rules: {hardcoded-text: {severity: error}}\n"])
        strict.initialize()
        strict.open("Screen.xml", screen)
        let diagnostics = strict.publishedDiagnostics()[strict.uri("Screen.xml")]
        XCTAssertEqual(diagnostics?.arrayCount, 1)
        XCTAssertEqual(diagnostics?.first?["code"], "hardcoded-text")
        XCTAssertEqual(diagnostics?.first?["severity"], 1)
    }
}
