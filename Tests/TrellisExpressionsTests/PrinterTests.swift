import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

final class PrinterTests: XCTestCase {
    private func printed(_ text: String) -> String {
        let result = parseExpression(text)
        XCTAssertEqual(result.diagnostics, [], text)
        return ExpressionPrinter.print(result.syntax, comment: result.comment)
    }

    func testNormalizesSpacing() {
        let table: [(String, String)] = [
            ("10-5* 4", "10 - 5 * 4"), ("a?b:c", "a ? b : c"), ("min(a,b)", "min(a, b)"), ("[ 1,2 ]", "[1, 2]"),
            ("[1, 2, ]", "[1, 2]"), ("50 %", "50%"), ("- x", "-x"), ("! x", "!x"), ("a ..< b", "a..<b"),
            ("1 ...", "1..."), ("..< 2", "..<2"), ("items[ 1 ... ]", "items[1...]"), ("( a )", "(a)"),
            ("a,b ,c", "a, b, c"), ("100%-5", "100% - 5"), ("10%3", "10 % 3"), ("a??b", "a ?? b"),
            ("x>=1&&y!=2||!z", "x >= 1 && y != 2 || !z"), ("f( )", "f()"), ("#first.left+1", "#first.left + 1"),
            ("`a b` ( 1 )", "`a b`(1)"), ("- -x", "--x"), ("a - -b", "a - -b"),
        ]
        for (text, expected) in table {
            XCTAssertEqual(printed(text), expected, text)
        }
    }

    func testKeepsLiteralSpellings() {
        let table: [(String, String)] = [
            ("1.50", "1.50"), ("2.5E-2", "2.5E-2"), ("007", "007"), ("#FFF", "#FFF"), ("#ff00007F", "#ff00007F"),
            ("'it\\'s'", "'it\\'s'"), ("'a\\\\b'", "'a\\\\b'"), ("'\\u{9}\\u{1}'", "'\\t\\u{1}'"), ("'é😀'", "'é😀'"),
            ("`strings.Some text!`", "`strings.Some text!`"), ("'\\\"'", "'\"'"),
        ]
        for (text, expected) in table {
            XCTAssertEqual(printed(text), expected, text)
        }
    }

    func testKeepsComments() {
        XCTAssertEqual(printed("colors.primary   // the primary color  "), "colors.primary // the primary color")
        XCTAssertEqual(printed("a//b"), "a // b")
        XCTAssertEqual(printed("{10-5* 4//foo}"), "10 - 5 * 4 // foo")
        XCTAssertEqual(printed("// someValue"), "// someValue")
        XCTAssertEqual(printed("   //"), "//")
    }

    func testPrintsTreesBuiltInCode() {
        let tree = ExpressionSyntax(
            .infix(
                .add,
                ExpressionSyntax(.number(2, isInteger: true), range: 0..<0),
                ExpressionSyntax(.number(0.5, isInteger: false), range: 0..<0)
            ),
            range: 0..<0
        )
        XCTAssertEqual(ExpressionPrinter.print(tree), "2 + 0.5")
        let color = ExpressionSyntax(.color(RGBAColor(red: 1, green: 0, blue: 0)), range: 0..<0)
        XCTAssertEqual(ExpressionPrinter.print(color), "#ff0000ff")
    }

    func testPrintsTemplates() throws {
        let table: [(String, String)] = [
            ("Hello {name}, you have {n+1} new messages", "Hello {name}, you have {n + 1} new messages"),
            ("{name   // the user's full name  }", "{name // the user's full name}"),
            ("MyImage.png{// comment}", "MyImage.png{// comment}"),
            ("{'MyImage.png'// comment}", "{'MyImage.png' // comment}"),
            ("Open brace: {'{'}. Close brace: {'}'}.", "Open brace: {'{'}. Close brace: {'}'}."),
            ("{ a }{//x}{ b //y}", "{a}{// x}{b // y}"),
            ("", ""),
        ]
        for (text, expected) in table {
            let template = try XCTUnwrap(StringTemplateParser.parse(text, locator: expressionLocator).template, text)
            XCTAssertEqual(ExpressionPrinter.print(template), expected, text)
        }
    }

    func testRoundTripsTheCorpus() throws {
        for text in expressionCorpus {
            let first = parseExpression(text)
            let syntax = try XCTUnwrap(first.syntax, text)
            let printedText = ExpressionPrinter.print(syntax, comment: first.comment)
            let second = parseExpression(printedText)
            XCTAssertEqual(second.syntax.map(withoutRanges), withoutRanges(syntax), "\(text) printed as \(printedText)")
            XCTAssertEqual(second.comment.map { ExpressionPrinter.print(nil, comment: $0) }, first.comment.map { ExpressionPrinter.print(nil, comment: $0) }, text)
            XCTAssertEqual(ExpressionPrinter.print(second.syntax, comment: second.comment), printedText, text)
        }
    }
}
