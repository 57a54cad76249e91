import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

/// Layout's optional braces around non-string values and its empty values (values from
/// LayoutTests/LayoutExpressionTests.swift, named after the peer test).
final class LayoutBracesTests: XCTestCase {
    func testOptionalBracesAroundAnExpression() {
        XCTAssertEqual(dumpParse("{4 + 5}"), "(+ 4 5)") // testParseExpressionWithBraces
        XCTAssertEqual(dumpParse(" {4 + 5} "), "(+ 4 5)") // testParseExpressionWithBracesAndWhitespace
        XCTAssertEqual(dumpParse("{ 4 + 5}"), "(+ 4 5)") // testParseExpressionWithBracesWithLeadingWhitespace
        XCTAssertEqual(dumpParse("{'}'}"), "'}'") // testParseExpressionWithClosingBraceInQuotes
        XCTAssertEqual(dumpParse("{'{'}"), "'{'") // testParseExpressionWithOpeningBraceInQuotes
        XCTAssertEqual(dumpParse("{'{foo}'}"), "'{foo}'") // testParseExpressionWithBracesInQuotes
        XCTAssertEqual(dumpParse("{`a}b`}"), "`a}b`")
        XCTAssertEqual(dumpParse("{a ? b : c}"), "(? a b c)")
    }

    func testCommentsInAndAfterBraces() throws {
        // testParseExpressionWithCommentInBraces, …AfterBraces, …InAndAfterBraces
        let table: [(String, String, String?)] = [
            ("{4 + 5 // hello}", "4 + 5 // hello", " hello"),
            ("{4 + 5} // hello", "4 + 5 // hello", " hello"),
            ("{4 + 5 // hello} // world", "4 + 5 // hello // world", " hello // world"),
            ("{4 // it's}", "4 // it's", " it's"),
        ]
        for (text, printed, comment) in table {
            let result = parseExpression(text)
            XCTAssertEqual(result.diagnostics, [], text)
            XCTAssertEqual(result.comment?.text, comment, text)
            XCTAssertEqual(ExpressionPrinter.print(result.syntax, comment: result.comment), printed, text)
        }
        let both = parseExpression("{4 + 5 // hello} // world")
        XCTAssertEqual(both.comment?.range, 7..<25)
    }

    func testEmptyAndCommentedOutBraces() {
        // testParseEmptyExpression, testParseExpressionWithEmptyBraces,
        // testCommentedOutExpressionWithBraces, testParseExpressionWithCommentBeforeBraces
        for text in ["", "   ", "{}", " { } ", "{ //4 + 5}", " //{4 + 5}"] {
            let result = parseExpression(text)
            XCTAssertNil(result.syntax, text)
            XCTAssertEqual(result.diagnostics, [], text)
        }
        XCTAssertEqual(ExpressionPrinter.print(nil, comment: parseExpression("{ //4 + 5}").comment), "// 4 + 5")
        XCTAssertEqual(ExpressionPrinter.print(nil, comment: parseExpression(" //{4 + 5}").comment), "// {4 + 5}")
    }

    func testMisplacedBracesAreErrors() {
        let table: [(String, String)] = [
            ("{", "1: unterminated '{'; expected '}' to end the expression"), // testParseExpressionOpeningBrace
            ("}", "1: unexpected '}' without a matching '{'"), // testParseExpressionWithClosingBrace
            ("{4 + 5", "1: unterminated '{'; expected '}' to end the expression"), // …WithMissingClosingBrace
            ("4 + 5}", "6: unexpected '}' without a matching '{'"), // …WithMissingOpeningBrace
            ("{{4 + 5}", "2: unexpected '{'; braces may only wrap a whole expression, as in '{4 + 5}'"), // …WithExtraOpeningBrace
            ("{4 + 5}}", "8: unexpected text after '}'; only a '//' comment may follow an expression in braces"), // …WithExtraClosingBrace
            ("foo {4 + 5}", "5: unexpected '{'; braces may only wrap a whole expression, as in '{4 + 5}'\n11: unexpected '}' without a matching '{'"), // testParseExpressionWithLeadingGarbage
            ("{4 + 5} foo", "9: unexpected text after '}'; only a '//' comment may follow an expression in braces"), // …WithTrailingGarbage
            ("{5}{6}", "4: unexpected text after '}'; only a '//' comment may follow an expression in braces"), // testOptionalMultipleExpressionBodiesDisallowedInNumberExpression
            ("{'abc}", "1: unterminated '{'; expected '}' to end the expression\n2: unterminated string; expected a closing single quote"),
            ("{4 +}", "4: expected expression after '+'"),
        ]
        for (text, expected) in table {
            let result = parseExpression(text)
            XCTAssertNil(result.syntax, text)
            XCTAssertEqual(renderDiagnostics(result.diagnostics), expected, "parsing \(text)")
        }
        XCTAssertEqual(parseExpression("{4 + 5} foo  ").diagnostics.first?.location?.length, 3)
    }

    func testBracedValuesEvaluateAsLayoutDoes() {
        // testOptionalBracesInNumberExpression, testOptionalBracesInColorExpression
        XCTAssertEqual(outcome(Check("{4 + 5}", .double, property: "top", attribute: true)), "9")
        XCTAssertEqual(outcome(Check("{4 + 5 // hello} // world", .double, property: "top", attribute: true)), "9")
        XCTAssertEqual(outcome(Check("{white}", .color, property: "backgroundColor", attribute: true)), "#ffffffff")
        XCTAssertEqual(outcome(Check("{isOn ? red : blue} // note", .color, property: "tintColor", attribute: true), ["isOn": .bool(true)]), "#ff0000ff")
        XCTAssertEqual(outcome(Check("red // comment", .color, property: "textColor", attribute: true)), "#ff0000ff") // testColorExpressionWithComment
        XCTAssertEqual(outcome(Check("{center}", .enumeration("NSTextAlignment"), property: "textAlignment", attribute: true)), "center")
        XCTAssertEqual(
            outcome(Check("{top, left}", .options("UIRectEdge"), property: "edges", attribute: true)),
            "left, top"
        )
        XCTAssertEqual(outcome(Check("{true}", .bool, property: "isHidden", attribute: true)), "true")
        XCTAssertEqual(outcome(Check("{50%}", .double, property: "width", relative: RelativeSizing(keyPath: "width"), attribute: true)), "100")
    }

    func testBraceErrorsInAttributesAreReported() {
        XCTAssertEqual(
            outcome(Check("{4 + 5} px", .double, property: "top", attribute: true)),
            "9: unexpected text after '}'; only a '//' comment may follow an expression in braces"
        )
        XCTAssertEqual(outcome(Check("{4 +", .double, property: "top", attribute: true)), "1: unterminated '{'; expected '}' to end the expression\n4: expected expression after '+'")
    }

    func testEmptyValuesSetNothing() {
        let table: [(String, ValueType, String)] = [
            ("", .int, "numberOfLines"), (" ", .double, "top"), ("\t\n", .bool, "isHidden"), ("{}", .double, "top"),
            ("{ // later }", .double, "top"), ("", .color, "backgroundColor"), ("  ", .optional(.color), "backgroundColor"),
            ("{}", .color, "backgroundColor"), ("", .font, "font"), ("  ", .font, "font"), ("{}", .font, "font"),
            ("", .string, "text"), ("{}", .string, "text"), ("{}{// note}", .string, "text"), ("", .image, "image"),
            ("{}", .url, "url"), ("", .enumeration("NSTextAlignment"), "textAlignment"),
        ]
        for (text, type, property) in table {
            XCTAssertEqual(outcome(Check(text, type, property: property, attribute: true)), "absent", "'\(text)' as \(type)")
        }
    }

    func testBlanksAndEmptyBracesInTextAreText() {
        // testParseStringExpressionWithCommentedOutClause: "foo {// 4 + 5} bar" is "foo  bar".
        XCTAssertEqual(outcome(Check(" ", .string, property: "text", attribute: true)), " ")
        XCTAssertEqual(outcome(Check("a{}b", .string, property: "text", attribute: true)), "ab")
        XCTAssertEqual(outcome(Check("foo {// 4 + 5} bar", .string, property: "text", attribute: true)), "foo  bar")
        XCTAssertEqual(outcome(Check("foo {4 + 5 // hello } bar", .string, property: "text", attribute: true)), "foo 9 bar")
    }
}
