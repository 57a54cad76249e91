import TrellisDiagnostics
import TrellisExpressions
import XCTest

/// `.strings` files and printf formats of localized strings.
final class StringsTableTests: XCTestCase {
    func parse(_ text: String) -> (table: StringsTable, diagnostics: String) {
        let result = StringsTable.parse(Array(text.utf8), path: "L.strings")
        let diagnostics = result.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.severity.rawValue): \($0.message)" }
        return (result.table, diagnostics.joined(separator: "\n"))
    }

    func testEntriesCommentsAndEscapes() {
        let result = parse("""
        /* A block
           comment */
        "a" = "one"; // trailing
        "quote \\" key" = "line\\nbreak\\t\\\\ \\U00e9";
        plain_key = plain.value;
        """)
        XCTAssertEqual(result.diagnostics, "")
        XCTAssertEqual(result.table.entries, ["a": "one", "quote \" key": "line\nbreak\t\\ é", "plain_key": "plain.value"])
        XCTAssertEqual(result.table.keys, ["a", "plain_key", "quote \" key"])
    }

    func testMalformedEntriesAreReportedAndSkipped() {
        let result = parse("""
        "a" "b";
        "c" = "d"
        "e" = "f";
        "g" = ;
        "h" = "unterminated
        """)
        XCTAssertEqual(result.diagnostics, """
        1:5: error: expected '=' after the key 'a'
        3:1: error: expected ';' after the value of 'c'
        4:7: error: expected a value for 'g', found ';'
        5:7: error: unterminated string; expected '"'
        """)
        XCTAssertEqual(result.table.entries, [:])
    }

    func testUnterminatedCommentAndDuplicates() {
        XCTAssertEqual(parse("\"a\" = \"1\";\n/* open").diagnostics, "2:1: error: unterminated comment; expected '*/'")
        let duplicate = parse("\"a\" = \"1\";\n\"a\" = \"2\";")
        XCTAssertEqual(duplicate.diagnostics, "2:1: warning: duplicate key 'a'; the last value is used")
        XCTAssertEqual(duplicate.table.value(forKey: "a"), "2")
        XCTAssertEqual(parse("\"a\" = \"\\Uzz\";").diagnostics, "1:8: error: expected 4 hex digits after '\\U'")
        XCTAssertEqual(parse("\"a\" = ").diagnostics, "1:7: error: expected a value for 'a' at the end of the file")
    }

    func testUTF16FilesWithByteOrderMark() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"k\" = \"v\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(StringsTable.parse(bytes, path: "L.strings").table.entries, ["k": "v"])
    }

    func testPrintfParsing() throws {
        let format = try PrintfFormat.parse("Hello %s, you have %i new messages, %1.3f%% %4$0x").get()
        XCTAssertEqual(format.argumentKinds, [.object, .integer, .floatingPoint, .integer])
        XCTAssertEqual(PrintfFormat.parse("%1.3f %3$0x").failureMessage, nil)
        XCTAssertEqual(try PrintfFormat.parse("%2$@").get().argumentKinds, [.object, .object])
        XCTAssertEqual(PrintfFormat.parse("%k").failureMessage, "unknown conversion in placeholder '%k'")
        XCTAssertEqual(PrintfFormat.parse("100%").failureMessage, "incomplete placeholder '%' at the end")
        XCTAssertEqual(PrintfFormat.parse("%*d").failureMessage, "'*' widths and precisions are not supported")
        XCTAssertEqual(PrintfFormat.parse("%1$d %1$s").failureMessage, "argument 1 is used both as integer and as object")
        XCTAssertEqual(PrintfFormat.parse("%0$d").failureMessage, "argument position 0 is out of range 1...64")
        XCTAssertEqual(PrintfFormat.parse("%9999d").failureMessage, "width or precision 9999 is larger than 512")
    }

    func testPrintfFormatting() throws {
        func format(_ text: String, _ arguments: [Value]) throws -> String {
            try PrintfFormat.parse(text).get().format(arguments).get()
        }
        XCTAssertEqual(try format("%5.1f|%-4s|%03d|%x|%X|%%|%c", [.double(3.14159), .string("ab"), .int(7), .int(255), .int(255), .int(65)]), "  3.1|ab  |007|ff|FF|%|A")
        XCTAssertEqual(try format("%2$s %1$s", [.string("world"), .string("hello")]), "hello world")
        XCTAssertEqual(try format("%.2s|%@", [.string("abcdef"), .bool(true)]), "ab|true")
        XCTAssertEqual(try format("%d", [.double(4)]), "4")
        XCTAssertEqual(try format("%f", [.int(2)]), "2.000000")
        XCTAssertEqual(PrintfFormat.parse("%d").flatMap { $0.format([.string("x")]) }.failureMessage, "argument 1 must be an Int for '%d', got String")
        XCTAssertEqual(PrintfFormat.parse("%d %d").flatMap { $0.format([.int(1)]) }.failureMessage, "placeholder for argument 2 but only 1 given")
    }
}

extension Result where Failure == PrintfFormatError {
    var failureMessage: String? {
        if case let .failure(error) = self { return error.message }
        return nil
    }
}
