import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

/// Expression syntax Layout's engine (nicklockwood/Expression) accepts, with the values it
/// gives (the peer test of Expression's ExpressionTests.swift or Layout's tests is named).
final class LayoutSyntaxTests: XCTestCase {
    func testNumberForms() {
        XCTAssertEqual(outcome(".5", .double), "0.5") // testLeadingDecimalPoint
        XCTAssertEqual(outcome("1+.5", .double), "1.5") // testPlusFollowedByDecimalPoint
        XCTAssertEqual(outcome("0x2A", .int), "42") // testHex
        XCTAssertEqual(outcome("0X2a + 1", .int), "43")
        XCTAssertEqual(outcome("0005", .int), "5") // testLeadingZeros
        XCTAssertEqual(dumpParse(".5"), ".5")
        XCTAssertEqual(dumpParse("0x2A"), "0x2A")
        XCTAssertEqual(ExpressionPrinter.print(parseExpression("0x2A+.5").syntax!), "0x2A + .5")
        XCTAssertEqual(dumpParse("0x"), "1: invalid number '0x'") // testTrailingHexPrefix
        XCTAssertEqual(dumpParse("0x2G"), "1: invalid number '0x2G'")
        XCTAssertEqual(dumpParse("5."), "2: expected member name after '.'") // testTrailingDecimalPoint
    }

    func testIdentifierForms() {
        XCTAssertEqual(dumpParse("foo' + bar'"), "(+ foo' bar')") // testTrailingSingleQuotes
        XCTAssertEqual(dumpParse("foo.3"), "foo.3") // testDotFollowedByNumber
        XCTAssertEqual(outcome("foo' + 1", .double, ["foo'": .int(2)]), "3")
        XCTAssertEqual(outcome("foo.3 * 2", .double, ["foo.3": .int(4)]), "8")
        // testBacktickEscapedIdentifierWithEscapedChars
        let escaped = parseExpression("`foo\\`bar\\n`")
        XCTAssertEqual(escaped.diagnostics, [])
        guard case let .symbol(path)? = escaped.syntax?.kind else { return XCTFail("not a name") }
        XCTAssertEqual(path.components, ["foo`bar\n"])
        XCTAssertEqual(outcome("`a\\`b` + 1", .double, ["a`b": .int(1)]), "2")
    }

    /// Expression reads a double-quoted run as a string, with the escapes of single-quoted
    /// ones (testDoubleQuotedIdentifier).
    func testDoubleQuotedStrings() {
        XCTAssertEqual(dumpParse("\"foo\" + \"bar\""), "(+ 'foo' 'bar')")
        XCTAssertEqual(outcome("\"foo\" + \"bar\"", .string), "foobar")
        XCTAssertEqual(outcome("\"it's \\\"x\\\"\\t\\u{1F921}\"", .string), "it's \"x\"\t🤡")
        XCTAssertEqual(outcome("\"\" + 'a'", .string), "a")
        XCTAssertEqual(ExpressionPrinter.print(parseExpression("\"it's\"").syntax!), "'it\\'s'")
    }

    /// Names of non-ASCII characters are names, as in Expression (testValidateUnicodeIdentifier).
    func testNonASCIIIdentifiers() {
        XCTAssertEqual(dumpParse("🤡 + größe.höhe"), "(+ 🤡 größe.höhe)")
        XCTAssertEqual(outcome("🤡 + 1", .double, ["🤡": .int(5)]), "6")
        XCTAssertEqual(outcome("名前 + '!'", .string, ["名前": .string("a")]), "a!")
        XCTAssertEqual(dumpParse("a × b"), "3: unknown character '×' (U+00D7)")
    }

    func testParenthesizedListsAreArrays() {
        XCTAssertEqual(dumpParse("(3, 4)"), "(paren (list 3 4))") // testSumOfTuplesDescription
        XCTAssertEqual(ExpressionPrinter.print(parseExpression("(3,4) + (5,6)").syntax!), "(3, 4) + (5, 6)")
        XCTAssertEqual(outcome("(3, 4) + (5, 6)", .array(.int)), "[3, 4, 5, 6]")
        XCTAssertEqual(outcome("(1, 2, 3)[1]", .int), "2")
        XCTAssertEqual(dumpParse("(3, 4"), "6: expected ')' to close '('\n  note 1: '(' opened here")
        XCTAssertEqual(dumpParse("(3, )"), "5: expected expression, found ')'")
    }

    func testPercentagesReadAsLayoutReadsThem() {
        // testLiteralPercentNegativeLiteral: `5%-4` is `5% - 4`.
        XCTAssertEqual(dumpParse("5%-4"), "(- (percent 5) 4)")
        XCTAssertEqual(dumpParse("50 % + 10%"), "(+ (percent 50) (percent 10))")
        XCTAssertEqual(dumpParse("10 % 3"), "(% 10 3)")
        XCTAssertEqual(dumpParse("10 %-3"), "(% 10 (- 3))")
        let width = RelativeSizing(keyPath: "width")
        XCTAssertEqual(outcome(Check("50 % + 10%", .double, property: "width", relative: width)), "120")
    }

    func testAddingToAStringJoinsTexts() {
        // AnyExpressionTests: a String operand of `+` concatenates the other's text.
        XCTAssertEqual(outcome("'foo' + 5", .string), "foo5")
        XCTAssertEqual(outcome("5 + 'foo'", .string), "5foo")
    }

    func testBracedFontWeightsAndTraits() {
        // FontExpressionTests: testBoldWeight, testBoldTrait.
        XCTAssertEqual(outcome(Check("{UIFont.Weight.bold}", .font, property: "font", attribute: true)), "System bold 17")
        XCTAssertEqual(outcome(Check("{UIFontDescriptorSymbolicTraits.traitBold}", .font, property: "font", attribute: true)), "System bold 17")
        XCTAssertEqual(outcome(Check("Courier {UIFontDescriptorSymbolicTraits.traitItalic} 20", .font, property: "font", attribute: true)), "Courier italic 20")
        XCTAssertEqual(outcome(Check("{UIFont.TextStyle.headline}", .font, property: "font", attribute: true)), "System headline 17")
        XCTAssertEqual(
            outcome(Check("{NSTextAlignment.center} 12", .font, property: "font", attribute: true)),
            "2: a '{…}' segment of a font must be a Font, a number, a weight or traits, got NSTextAlignment 'NSTextAlignment.center'"
        )
    }

    func testStringsCallWithoutArgumentsFormats() {
        // StringConstantTests.testParameterizedStringConstanWithNoArguments: `%%` is `%`.
        XCTAssertEqual(outcome(Check("{strings.Percent()}", .string, attribute: true)), "100% sure")
        XCTAssertEqual(outcome(Check("{strings.Percent}", .string, attribute: true)), "100%% sure")
        XCTAssertEqual(outcome(Check("{strings.Price()}", .string, attribute: true)), "2: 'strings.Price' expects 1 argument, got 0")
    }
}
