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
