import TrellisDiagnostics
import TrellisExpressions
import XCTest

/// One test per kind of syntax error: exact message, column (offset + 1) and notes.
final class ParserErrorTests: XCTestCase {
    private func assertErrors(_ table: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (text, expected) in table {
            let result = parseExpression(text)
            XCTAssertNil(result.syntax, "parsing \(text)", file: file, line: line)
            XCTAssertEqual(renderDiagnostics(result.diagnostics), expected, "parsing \(text)", file: file, line: line)
        }
    }

    func testDiagnosticsCarryFileLineColumnAndLength() throws {
        let diagnostic = try XCTUnwrap(parseExpression("width + #ggg").diagnostics.first)
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.location, SourceSpan(file: "<expr>", line: 1, column: 9, offset: 8, length: 4))
    }

    /// Text going on after a complete expression, as prose does, is told from an
    /// expression left incomplete or unbalanced.
    func testTextGoingOnAfterACompleteExpressionIsToldFromAnIncompleteOne() {
        let table: [(String, Bool)] = [
            ("Hello world", true), ("Sign in!", true), ("Don't", true), ("https://example.com/a.png", true), ("1.2.3", false),
            ("3 items, 2 left", true), ("zoom +", false), ("(width - 10", false), ("a ? b", false), ("a)", false),
            ("* 3", false), ("a + b", false),
        ]
        for (text, continues) in table {
            XCTAssertEqual(parseExpression(text).continuesAfterExpression, continues, text)
        }
    }

    func testMissingOperand() {
        assertErrors([
            ("(", "2: expected expression"),
            ("(a", "3: expected ')' to close '('\n  note 1: '(' opened here"),
            ("()", "2: expected expression, found ')'"),
            ("min(a, )", "8: expected expression, found ')'"),
            ("* 3", "1: expected expression, found '*'"),
            ("a, ", "4: expected expression"),
        ])
    }

    func testTrailingOperator() {
        assertErrors([
            ("5 +", "3: expected expression after '+'"),
            ("-", "1: expected expression after '-'"),
            ("(a *)", "5: expected expression after '*', found ')'"),
            ("a ? : b", "5: expected expression after '?', found ':'"),
            ("a ==", "3: expected expression after '=='"),
        ])
    }

    func testUnclosedDelimiters() {
        assertErrors([
            ("(a + b", "7: expected ')' to close '('\n  note 1: '(' opened here"),
            ("(a b) + 1", "4: expected ')' to close '(', found 'b'\n  note 1: '(' opened here"),
            ("(a, b", "6: expected ')' to close '('\n  note 1: '(' opened here"),
            ("min(a b)", "7: expected ',' or ')' in argument list, found 'b'\n  note 4: '(' opened here"),
            ("[1, 2", "6: expected ']' to close '['\n  note 1: '[' opened here"),
            ("[1 2]", "4: expected ',' or ']' in array literal, found '2'\n  note 1: '[' opened here"),
            ("a[1, 2]", "4: expected ']' to close '[', found ','\n  note 2: '[' opened here"),
            ("a[1", "4: expected ']' to close '['\n  note 2: '[' opened here"),
        ])
    }

    func testUnexpectedTokens() {
        assertErrors([
            ("a b", "3: expected operator, found 'b'"),
            ("a)", "2: unexpected ')' without a matching '('"),
            ("a]", "2: unexpected ']' without a matching '['"),
            ("a : b", "3: unexpected ':' without a matching '?'"),
            ("a ? b", "6: expected ':' in conditional expression, found end of expression\n  note 3: '?' is here"),
            ("a ? b, c", "6: expected ':' in conditional expression, found ','\n  note 3: '?' is here"),
            (
                "contentMode == .scaleAspectFit",
                "16: expected expression, found '.scaleAspectFit'; write the type name before the dot, as in 'TypeName.scaleAspectFit'"
            ),
            ("parent.", "7: expected member name after '.'"),
            ("'abc'.count", "6: unexpected '.count'; only names can have members, as in 'parent.width'"),
            ("(a)(b)", "4: expected operator, found '('"),
            ("50% [0]", "5: expected operator, found '['"),
            ("a b c d e f g h i j k l m n o p q r s", "3: expected operator, found 'b'"),
            ("a 'a very long string that goes on and on'", "3: expected operator, found ''a very long string that goes on…'"),
        ])
    }

    func testUnterminatedString() {
        assertErrors([
            ("'abc", "1: unterminated string; expected a closing single quote"),
            ("a + 'it\\'", "5: unterminated string; expected a closing single quote"),
        ])
        XCTAssertEqual(parseExpression("x + 'abc").diagnostics.first?.location?.length, 4)
    }

    func testStringEscapes() {
        assertErrors([
            ("'a\\qb'", "3: unknown escape sequence '\\q' in string; write '\\\\' for a backslash"),
            ("'\\u{zz}'", "2: unicode escape '\\u{' is malformed; expected 1 to 8 hex digits in braces, as in '\\u{1F600}'"),
            ("'\\u41'", "2: unicode escape '\\u' is malformed; expected 1 to 8 hex digits in braces, as in '\\u{1F600}'"),
            ("'\\u{D800}'", "2: unicode escape '\\u{D800}' is not a Unicode scalar"),
            ("'\\x' + '\\y'", "2: unknown escape sequence '\\x' in string; write '\\\\' for a backslash\n"
                + "9: unknown escape sequence '\\y' in string; write '\\\\' for a backslash"),
        ])
    }

    func testUnterminatedDoubleQuotedString() {
        assertErrors([
            ("\"hello", "1: unterminated string; expected a closing double quote"),
            ("a + \"it\\\"", "5: unterminated string; expected a closing double quote"),
            ("\"it's", "1: unterminated string; expected a closing double quote"),
            ("\"a\\qb\"", "3: unknown escape sequence '\\q' in string; write '\\\\' for a backslash"),
        ])
    }

    func testInvalidColorLiteral() {
        assertErrors([
            ("#ggg", "1: invalid color literal '#ggg'; expected 3, 4, 6 or 8 hex digits, or '#id.property' to reference a node"),
            ("#header", "1: invalid color literal '#header'; expected 3, 4, 6 or 8 hex digits, or '#id.property' to reference a node"),
            ("a ? #ff00f : b", "5: invalid color literal '#ff00f'; expected 3, 4, 6 or 8 hex digits, found 5"),
            ("#", "1: invalid color literal '#'; expected 3, 4, 6 or 8 hex digits, or '#id.property' to reference a node"),
        ])
    }

    func testInvalidNumber() {
        assertErrors([
            ("12px", "1: invalid number '12px'"),
            ("1.2.3", "1: invalid number '1.2.3'"),
            ("1e", "1: invalid number '1e'"),
            ("0x + 1", "1: invalid number '0x'"),
            ("1e999", "1: number '1e999' is out of range"),
        ])
    }

    func testChainedComparison() {
        assertErrors([
            ("a < b < c", "7: comparison operators cannot be chained; combine comparisons with '&&'"),
            ("a == b != c", "8: comparison operators cannot be chained; combine comparisons with '&&'"),
            ("1...2...3", "6: range operators cannot be chained; add parentheses to say which range comes first"),
            ("..<2...3", "5: range operators cannot be chained; add parentheses to say which range comes first"),
        ])
    }

    func testEmptySubscript() {
        assertErrors([("items[]", "6: empty subscript; expected an index or a range between '[' and ']'")])
        XCTAssertEqual(parseExpression("items[ ]").diagnostics.first?.location?.length, 3)
    }

    func testUnknownCharacters() {
        assertErrors([
            ("a @ b", "3: unknown character '@'"),
            ("@a + 1", "1: unknown character '@'"),
            ("a = b", "3: unknown operator '='; use '==' to compare values"),
            ("a & b", "3: unknown operator '&'; use '&&' for logical and"),
            ("a | b", "3: unknown operator '|'; use '||' for logical or"),
            ("1..2", "2: unknown operator '..'; use '...' or '..<' for a range"),
            ("a{b}", "2: unexpected '{'; braces may only wrap a whole expression, as in '{4 + 5}'\n4: unexpected '}' without a matching '{'"),
            ("a}", "2: unexpected '}' without a matching '{'"),
            ("a × b", "3: unknown character '×' (U+00D7)"),
            ("a \u{7} b", "3: unknown character U+0007"),
        ])
    }

    func testEscapedNames() {
        assertErrors([
            ("`abc", "1: unterminated escaped name; expected a closing '`'"),
            ("``", "1: empty escaped name; write a name between the backticks"),
        ])
    }

    func testSeveralErrorsAreAllReported() {
        assertErrors([
            ("min(#ggg, 'x) + 1", "5: invalid color literal '#ggg'; expected 3, 4, 6 or 8 hex digits, or '#id.property' to reference a node\n"
                + "11: unterminated string; expected a closing single quote"),
            ("a @ b, c +, 12px", "3: unknown character '@'\n11: expected expression after '+', found ','\n13: invalid number '12px'"),
            ("f(1 2, #zz, 3 4)", "5: expected ',' or ')' in argument list, found '2'\n  note 2: '(' opened here\n"
                + "8: invalid color literal '#zz'; expected 3, 4, 6 or 8 hex digits, or '#id.property' to reference a node\n"
                + "15: expected ',' or ')' in argument list, found '4'\n  note 2: '(' opened here"),
        ])
    }

    /// Calls, array literals and `(a, b)` lists hold at most 1,024 elements: the error is at
    /// the first one past the limit (`1,` is two bytes, so element 1,025 starts at byte 2,048
    /// after the opener).
    func testListsLongerThanTheLimitAreRefused() {
        let items = { (count: Int) in Array(repeating: "1", count: count).joined(separator: ",") }
        XCTAssertEqual(renderDiagnostics(parseExpression("min(\(items(1_025)))").diagnostics), "2053: argument list is too long: at most 1024 elements")
        XCTAssertEqual(renderDiagnostics(parseExpression("[\(items(5_000))]").diagnostics), "2050: array literal is too long: at most 1024 elements")
        XCTAssertEqual(renderDiagnostics(parseExpression("(\(items(1_025)))").diagnostics), "2050: list is too long: at most 1024 elements")
        XCTAssertEqual(parseExpression("min(\(items(1_024)))").diagnostics, [])
        XCTAssertEqual(parseExpression("[\(items(1_024))]").diagnostics, [])
    }

    /// An expression is at most 256 KiB (text, which costs little per byte, is not limited).
    func testExpressionsLongerThanTheLimitAreRefused() {
        let long = String(repeating: "1 + ", count: 70_000) + "1"
        XCTAssertEqual(renderDiagnostics(parseExpression(long).diagnostics), "1: expression is 280001 bytes; expressions are limited to 262144 bytes")
        let text = String(repeating: "a", count: 262_145)
        XCTAssertEqual(StringTemplateParser.parse(text, locator: expressionLocator).diagnostics, [])
    }

    func testNestingTooDeep() {
        let parens = String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        XCTAssertEqual(renderDiagnostics(parseExpression(parens).diagnostics), "129: expression is nested too deeply")
        let brackets = String(repeating: "[", count: 10_000)
        XCTAssertEqual(renderDiagnostics(parseExpression(brackets).diagnostics), "129: expression is nested too deeply")
        let prefixes = String(repeating: "-", count: 10_000) + "x"
        XCTAssertEqual(renderDiagnostics(parseExpression(prefixes).diagnostics), "129: expression is nested too deeply")
        let ternaries = String(repeating: "a ? b : ", count: 500) + "c"
        XCTAssertEqual(parseExpression(ternaries).diagnostics.map(\.message), ["expression is nested too deeply"])
        let coalescing = String(repeating: "a ?? ", count: 500) + "c"
        XCTAssertEqual(parseExpression(coalescing).diagnostics.map(\.message), ["expression is nested too deeply"])
    }

    /// A long flat chain is long, not deep: the message says so, at the operator past the
    /// limit (the 512th '+' of `a + a + …`, at byte 2 + 511 × 4).
    func testOverlongOperatorChainsAreRefused() {
        let chain = Array(repeating: "a", count: 2_000).joined(separator: " + ")
        XCTAssertEqual(
            renderDiagnostics(parseExpression(chain).diagnostics),
            "2047: expression is too long: more than 512 operations in one chain; split it into several attributes or params"
        )
        let sum513 = Array(repeating: "1", count: 513).joined(separator: "+")
        XCTAssertEqual(parseExpression(sum513).diagnostics.map(\.message), [
            "expression is too long: more than 512 operations in one chain; split it into several attributes or params",
        ])
        let sum512 = Array(repeating: "1", count: 512).joined(separator: "+")
        XCTAssertEqual(parseExpression(sum512).diagnostics.map(\.message), [])
        let percentages = "1" + String(repeating: "%", count: 2_000)
        XCTAssertEqual(parseExpression(percentages).diagnostics.map(\.message), ["expression is nested too deeply"])
    }
}
