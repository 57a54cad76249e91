import Foundation
import XCTest

/// `.trellis.yml`: rule severities, `warnings-as-errors`, `strict`, `exclude`, `--config`,
/// where the file is looked for, and every problem in it reported at its line and column.
final class ConfigurationTests: XCTestCase {
    private var folder: ToolingCommandFolder!

    /// A frame conflict and an enum case read as an input (two warnings) in Card.xml, and an
    /// unknown property (an error) in Legacy/Old.xml.
    override func setUpWithError() throws {
        folder = try ToolingCommandFolder()
        try folder.write("Card.xml", "<UIView>\n    <UILabel left=\"0\" right=\"0\" width=\"10\" textAlignment=\"middle\"/>\n</UIView>\n")
        try folder.write("Legacy/Old.xml", "<UIView>\n    <UILabel textColr=\"red\"/>\n</UIView>\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private let frameConflict = "Card.xml:2:33: %@: conflicting frame expressions: 'left', 'right' and 'width' are all set, "
        + "so one of them is ignored; remove one [frame-conflict]\n"
    private let caseAsInput = "Card.xml:2:59: %@: 'middle' is not a case of NSTextAlignment, so it is read as an input of that name; "
        + "valid cases are left, center, right, justified, natural [enum-case-as-input]\n"
    private let unknownProperty = "Legacy/Old.xml:2:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]\n"

    private func check(_ arguments: [String] = ["."]) throws -> TrellisProcess.Result {
        try folder.trellis(["check"] + arguments)
    }

    private func line(_ format: String, _ severity: String) -> String {
        format.replacingOccurrences(of: "%@", with: severity)
    }

    func testWithoutAConfigurationRulesHaveTheirDefaultSeverity() throws {
        let result = try check()
        XCTAssertEqual(result.standardError, line(frameConflict, "warning") + line(caseAsInput, "warning") + unknownProperty)
        XCTAssertEqual(result.status, 1)
    }

    func testRuleSeveritiesTurnRulesOffAndWarningsIntoErrors() throws {
        try folder.write(".trellis.yml", "rules:\n  frame-conflict: {severity: off}\n  enum-case-as-input:\n    severity: error\n")
        let result = try check(["Card.xml"])
        XCTAssertEqual(result.standardError, line(caseAsInput, "error"))
        XCTAssertEqual(result.status, 1)
    }

    func testAnErrorOfAConfigurableRuleCanBeLoweredToAWarning() throws {
        try folder.write(".trellis.yml", "strict: true\nrules: {enum-case-as-input: {severity: warning}, frame-conflict: {severity: off}}\n")
        let result = try check(["Card.xml"])
        XCTAssertEqual(result.standardError, line(caseAsInput, "warning"))
        XCTAssertEqual(result.status, 0)
    }

    func testWarningsAsErrorsFailsTheCheck() throws {
        try folder.write(".trellis.yml", "warnings-as-errors: true\n")
        let result = try check(["Card.xml"])
        XCTAssertEqual(result.standardError, line(frameConflict, "error") + line(caseAsInput, "error"))
        XCTAssertEqual(result.status, 1)
    }

    func testStrictMakesNamesReadAsInputsErrors() throws {
        try folder.write(".trellis.yml", "strict: true\n")
        let result = try check(["Card.xml"])
        XCTAssertEqual(result.standardError, line(frameConflict, "warning") + line(caseAsInput, "error"))
        XCTAssertEqual(result.status, 1)
    }

    /// The names read as the app's own classes, properties and colors follow `strict` and
    /// their rules' severities as the names read as inputs do.
    func testUndeclaredNamesFollowStrictAndRuleSeverities() throws {
        try folder.write("App.xml", "<UIView>\n    <EditToolbar/>\n    <UIImageView imgUrl=\"x\"/>\n</UIView>\n")
        let lenient = try check(["App.xml"])
        XCTAssertEqual(lenient.status, 0)
        XCTAssertEqual(lenient.standardError.components(separatedBy: ": warning: ").count, 3)
        try folder.write(".trellis.yml", "strict: true\n")
        let strict = try check(["App.xml"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.standardError.hasPrefix("App.xml:2:6: error: 'EditToolbar' is not a registry component"), strict.standardError)
        XCTAssertTrue(strict.standardError.contains("App.xml:3:18: error: 'imgUrl' is no property of UIImageView"), strict.standardError)
        try folder.write(".trellis.yml", "strict: true\nrules: {undeclared-component: {severity: off}, undeclared-property: {severity: warning}}\n")
        let configured = try check(["App.xml"])
        XCTAssertEqual(configured.status, 0)
        XCTAssertTrue(configured.standardError.hasPrefix("App.xml:3:18: warning: 'imgUrl' is no property of UIImageView"), configured.standardError)
        XCTAssertFalse(configured.standardError.contains("EditToolbar"))
    }

    func testExcludedFoldersAreNotChecked() throws {
        try folder.write(".trellis.yml", "exclude:\n  - Legacy/\n")
        let result = try TrellisProcess.run(["check", ".", "--diagnostics-format", "human"], in: folder.url)
        XCTAssertEqual(
            result.standardError.split(separator: "\n").last.map(String.init),
            "Checked 1 template and 0 manifests: no errors, 2 warnings: 1 enum-case-as-input, 1 frame-conflict.")
        XCTAssertEqual(result.status, 0)
    }

    func testNonConfigurableRulesCannotBeSilenced() throws {
        try folder.write(".trellis.yml", "rules:\n  unknown-property: {severity: off}\n")
        let result = try check(["Legacy"])
        XCTAssertEqual(result.standardError, """
            .trellis.yml:2:3: error: rule 'unknown-property' cannot be configured: its errors leave a template without valid IR [invalid-configuration]
            \(unknownProperty)
            """)
        XCTAssertEqual(result.status, 1)
    }

    func testEveryProblemIsReportedAtItsLineAndColumn() throws {
        try folder.write(".trellis.yml", """
            warnings-as-error: true
            rules:
              frame-conflit: {severity: off}
              no-such-thing: {severity: off}
              enum-case-as-input: {severity: loud, max: 3}
            strict: maybe
            exclude: {Legacy: true}

            """)
        let result = try check(["Card.xml"])
        XCTAssertEqual(result.standardError, """
            .trellis.yml:1:1: error: unknown top-level key 'warnings-as-error'; did you mean 'warnings-as-errors'? [invalid-configuration]
            .trellis.yml:3:3: error: unknown rule 'frame-conflit'; did you mean 'frame-conflict'? [invalid-configuration]
            .trellis.yml:4:3: error: unknown rule 'no-such-thing'; 'trellis rules' lists them [invalid-configuration]
            .trellis.yml:5:34: error: invalid severity 'loud' of 'enum-case-as-input'; expected off, warning or error [invalid-configuration]
            .trellis.yml:5:40: error: unknown key 'max' in rule 'enum-case-as-input' [invalid-configuration]
            .trellis.yml:6:9: error: expected 'true' or 'false' for 'strict' [invalid-configuration]
            .trellis.yml:7:10: error: expected a list for 'exclude' [invalid-configuration]
            \(line(frameConflict, "warning"))\(line(caseAsInput, "warning"))
            """)
        XCTAssertEqual(result.status, 1)
    }

    func testInvalidYAMLIsAConfigurationError() throws {
        try folder.write(".trellis.yml", "rules: [\n")
        let result = try check(["Card.xml"])
        XCTAssertTrue(result.standardError.hasPrefix(".trellis.yml:2:1: error: invalid YAML"), result.standardError)
        XCTAssertTrue(result.standardError.split(separator: "\n").first?.hasSuffix("[invalid-configuration]") ?? false, result.standardError)
        XCTAssertEqual(result.status, 1)
    }

    func testConfigOptionOverridesTheNearestFile() throws {
        try folder.write(".trellis.yml", "warnings-as-errors: true\n")
        try folder.write("Quiet.yml", "rules: {frame-conflict: {severity: off}, enum-case-as-input: {severity: off}}\n")
        let result = try check(["--config", "Quiet.yml", "Card.xml"])
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.status, 0)
        let missing = try check(["--config", "Nowhere.yml", "Card.xml"])
        XCTAssertEqual(missing.standardError, "trellis: error: cannot read configuration 'Nowhere.yml': no such file [file-access]\n")
        XCTAssertEqual(missing.status, 2)
    }

    func testTheNearestFileAboveIsReadUpToThePackageRoot() throws {
        try folder.write(".trellis.yml", "rules: {frame-conflict: {severity: off}, enum-case-as-input: {severity: off}}\n")
        try folder.write("App/Sources/Card.xml", "<UIView>\n    <UILabel left=\"0\" right=\"0\" width=\"10\"/>\n</UIView>\n")
        XCTAssertEqual(try check(["App/Sources"]).standardError, "")
        // A package root between the folder and the file: the file belongs to another package.
        try folder.write("App/Package.swift", "// swift-tools-version: 6.1\n")
        XCTAssertEqual(
            try check(["App/Sources"]).standardError,
            "App/Sources/Card.xml:2:33: warning: conflicting frame expressions: 'left', 'right' and 'width' are all set, "
                + "so one of them is ignored; remove one [frame-conflict]\n")
    }
}

extension ConfigurationTests {
    func testDeepNestingTakesItsMaximumFromTheConfiguration() throws {
        var text = ""
        // Each view sets its alpha, so none is a container that only places its child.
        for level in 0..<13 { text += String(repeating: " ", count: level) + "<UIView alpha=\"1\">\n" }
        for _ in 0..<13 { text += "</UIView>\n" }
        try folder.write("Deep.xml", text)
        XCTAssertEqual(
            try check(["Deep.xml"]).standardError,
            "Deep.xml:13:14: warning: 'UIView' is nested 13 levels deep, more than 12; flatten the hierarchy "
                + "(a container such as a stack view or constraints can replace nested views) [deep-nesting]\n")
        try folder.write(".trellis.yml", "rules: {deep-nesting: {max: 13}}\n")
        XCTAssertEqual(try check(["Deep.xml"]).standardError, "")
        try folder.write(".trellis.yml", "rules: {deep-nesting: {max: 0, maxx: 3}}\n")
        let invalid = try check(["Deep.xml"])
        XCTAssertTrue(invalid.standardError.hasPrefix("""
            .trellis.yml:1:29: error: expected a whole number from 1 to 10000 for option 'max' of 'deep-nesting' [invalid-configuration]
            .trellis.yml:1:32: error: unknown key 'maxx' in rule 'deep-nesting'; did you mean 'max'? [invalid-configuration]

            """), invalid.standardError)
        XCTAssertEqual(invalid.status, 1)
    }
}

extension ConfigurationTests {
    private static let literalText = "Screen.xml:2:20: %@: literal text 'Hello' in 'text' cannot be translated; "
        + "put it in the strings table and write {strings.key} [hardcoded-text]\n"

    func testARuleOffByDefaultIsTurnedOnWithASeverity() throws {
        try folder.write("Screen.xml", "<UIView>\n    <UILabel text=\"Hello\"/>\n</UIView>\n")
        XCTAssertEqual(try check(["Screen.xml"]).standardError, "")
        try folder.write(".trellis.yml", "rules: {hardcoded-text: {severity: warning}}\n")
        let warned = try check(["Screen.xml"])
        XCTAssertEqual(warned.standardError, line(Self.literalText, "warning"))
        XCTAssertEqual(warned.status, 0)
        try folder.write(".trellis.yml", "rules: {hardcoded-text: {severity: error}}\n")
        let failed = try check(["Screen.xml"])
        XCTAssertEqual(failed.standardError, line(Self.literalText, "error"))
        XCTAssertEqual(failed.status, 1)
        try folder.write(".trellis.yml", "rules: {hardcoded-text: {severity: off}}\n")
        XCTAssertEqual(try check(["Screen.xml"]).standardError, "")
    }

    func testARuleOnByDefaultIsTurnedOff() throws {
        try folder.write("Web.xml", "<UIView>\n    <UIWebView/>\n</UIView>\n")
        XCTAssertEqual(
            try check(["Web.xml"]).standardError,
            "Web.xml:2:6: warning: 'UIWebView' is deprecated: use WKWebView (iOS 12) [deprecated-property]\n")
        try folder.write(".trellis.yml", "rules: {deprecated-property: {severity: off}}\n")
        XCTAssertEqual(try check(["Web.xml"]).standardError, "")
    }
}
