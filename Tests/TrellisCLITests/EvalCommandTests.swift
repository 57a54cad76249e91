import Foundation
import XCTest

/// `trellis eval`, run as a process: printed values, diagnostics on standard error and
/// exit statuses.
final class EvalCommandTests: XCTestCase {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `trellis` executable, built next to the test bundle.
    static var executable: URL {
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
        let directory = bundle?.bundleURL.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return directory.appendingPathComponent("trellis")
    }

    func trellis(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
    }

    func eval(_ options: [String], _ expression: String) throws -> Run {
        try trellis(["eval", "--diagnostics-format", "gnu"] + options + ["--", expression])
    }

    func testPrintsValuesInTheirShortestForm() throws {
        XCTAssertEqual(try eval(["--state", #"{"width": 30}"#], "5 + width / 3").output, "15\n")
        XCTAssertEqual(try eval([], "15 / 2").output, "7.5\n")
        XCTAssertEqual(try eval([], "1 < 2 && !false").output, "true\n")
        XCTAssertEqual(try eval([], "['a', 'b'] + ['c']").output, "[a, b, c]\n")
        XCTAssertEqual(try eval([], "nil").output, "nil\n")
        XCTAssertEqual(try eval([], "rgba(255, 0, 0, 0.5)").output, "#ff000080\n")
    }

    func testTypesSelectTheAttributeSyntax() throws {
        XCTAssertEqual(try eval(["--type", "String", "--state", #"{"name": "Ann"}"#], "Hello {name}").output, "Hello Ann\n")
        XCTAssertEqual(try eval(["--type", "UIColor", "--state", #"{"isSelected": true}"#], "isSelected ? #00f : gray").output, "#0000ffff\n")
        XCTAssertEqual(try eval(["--type", "NSTextAlignment"], "center").output, "center\n")
        XCTAssertEqual(try eval(["--type", "UIDataDetectorTypes"], "phoneNumber, link").output, "link, phoneNumber\n")
        XCTAssertEqual(try eval(["--type", "UIFont"], "helvetica body bold 120%").output, "Helvetica bold body 20.4\n")
        XCTAssertEqual(try eval(["--type", "CGFloat"], "// commented out").output, "nil\n")
    }

    /// Layout sets newer enums and option sets from integers; the raw value evaluates to
    /// the case or options it stands for.
    func testARawValueEvaluatesToItsCase() throws {
        XCTAssertEqual(try eval(["--type", "UIUserInterfaceStyle"], "2").output, "dark\n")
        XCTAssertEqual(try eval(["--type", "UIUserInterfaceStyle?"], "{1}").output, "light\n")
        XCTAssertEqual(try eval(["--type", "UIDataDetectorTypes"], "3").output, "link, phoneNumber\n")
    }

    func testStateShadowsConstantsAndJSONConverts() throws {
        XCTAssertEqual(try eval(["--constants", #"{"a": 1, "b": 2}"#, "--state", #"{"a": 5}"#], "a + b").output, "7\n")
        XCTAssertEqual(try eval(["--type", "UIColor", "--state", ##"{"c": "#ff0000"}"##], "c").output, "#ff0000ff\n")
        XCTAssertEqual(try eval(["--constants", ##"{"colors": {"primary": "#00ff00"}}"##, "--type", "UIColor"], "colors.primary").output, "#00ff00ff\n")
        XCTAssertEqual(try eval(["--state", #"{"items": ["x", "y", "z"]}"#, "--type", "String"], "{items[1...]}").output, "[y, z]\n")
    }

    func testLocalizedStrings() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("EvalCommandTests-\(UUID().uuidString).strings")
        try Data(#""Messages.Title" = "Hello %s, you have %i new messages";"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try eval(["--strings", file.path, "--type", "String", "--state", #"{"n": 3}"#], "{strings.Messages.Title('Ann', n)}")
        XCTAssertEqual(run.output, "Hello Ann, you have 3 new messages\n")
        let wrong = try eval(["--strings", file.path, "--type", "String"], "{strings.Messages.Title('Ann')}")
        XCTAssertEqual(wrong.errors, "<expression>:1:2: error: 'strings.Messages.Title' expects 2 arguments, got 1 [argument-count]\n")
        XCTAssertEqual(wrong.status, 1)
    }

    func testErrorsAreDiagnosticsWithStatusOne() throws {
        let mismatch = try eval(["--type", "Int"], "'many'")
        XCTAssertEqual(mismatch.errors, "<expression>:1:1: error: 'expression' expects Int, got String 'many' [type-mismatch]\n")
        XCTAssertEqual(mismatch.output, "")
        XCTAssertEqual(mismatch.status, 1)
        let missing = try eval([], "a + 1")
        XCTAssertEqual(missing.errors, "<expression>:1:1: error: no value for 'a'; pass it in --state or --constants [missing-input]\n")
        XCTAssertEqual(missing.status, 1)
        let runtime = try eval([], "'abc'[5]")
        XCTAssertEqual(runtime.errors, "<expression>:1:1: error: index 5 is out of range for a string of 3 characters [evaluation-error]\n")
        XCTAssertEqual(runtime.status, 1)
        let invalid = try eval(["--state", #"{"flag": "yes"}"#], "flag ? 1 : 2")
        XCTAssertEqual(invalid.errors, "<expression>:1:1: error: invalid value for 'flag': expected Bool, got \"yes\" [invalid-option]\n")
        let huge = try eval(["--state", #"{"n": 9223372036854775807}"#, "--type", "Int"], "n")
        XCTAssertEqual(huge.errors, """
            <expression>:1:1: error: invalid value for 'n': expected Int, got 9.223372036854776e+18, which is out of Int's range; \
            JSON numbers are read as Doubles, exact for whole numbers up to ±2^53 [invalid-option]

            """)
        XCTAssertEqual(huge.status, 1)
    }

    func testHumanFormatShowsTheExpression() throws {
        let run = try trellis(["eval", "--diagnostics-format", "human", "--", "1 + ['a']"])
        XCTAssertEqual(run.errors, """
            <expression>:1:1: error: operator '+' cannot add Int and [String] [type-mismatch]
            1 | 1 + ['a']
              | ^~~~~~~~~

            """)
    }

    func testUsageErrorsExitWithTwo() throws {
        let unknownType = try eval(["--type", "Intt"], "1")
        XCTAssertEqual(unknownType.errors, "trellis: error: unknown type 'Intt'; did you mean 'Int'? [invalid-option]\n")
        XCTAssertEqual(unknownType.status, 2)
        let badJSON = try eval(["--state", "{"], "1")
        XCTAssertEqual(badJSON.errors, "trellis: error: --state is not valid JSON [invalid-option]\n")
        XCTAssertEqual(badJSON.status, 2)
        let notObject = try eval(["--constants", "[1]"], "1")
        XCTAssertEqual(notObject.errors, "trellis: error: --constants must be a JSON object such as '{\"name\": 1}' [invalid-option]\n")
        XCTAssertEqual(notObject.status, 2)
        let missingFile = try eval(["--strings", "/nonexistent/L.strings"], "1")
        XCTAssertEqual(missingFile.errors, "trellis: error: cannot read the strings file '/nonexistent/L.strings' [invalid-option]\n")
        XCTAssertEqual(missingFile.status, 2)
        XCTAssertEqual(try trellis(["eval"]).status, 2)
    }
}
