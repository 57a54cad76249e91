import Testing
import TrellisExpressions
import TrellisLayout

/// The expression engine's own tests (nicklockwood/Expression: ExpressionTests,
/// AnyExpressionTests) that apply to template values, as template rows: numbers, quoted and
/// escaped identifiers, whitespace, syntax and arity errors, functions, arrays, ranges,
/// string subscripts, ternaries, modulo and precedence.
@Suite struct ExpressionPeerTests {
    static let numbers: [PeerBehaviour] = [
        number("ExpressionTests.testZero", "0", "0"),
        number("ExpressionTests.testSmallInteger", "5", "5"),
        number("ExpressionTests.testLargeInteger", "12345678901234567890", "1.2345678901234567e+19"),
        number("ExpressionTests.testNegativeInteger", "-7", "-7"),
        number("ExpressionTests.testSmallFloat", "0.2", "0.2"),
        number("ExpressionTests.testLargeFloat", "1234.567890", "1234.56789"),
        number("ExpressionTests.testNegativeFloat", "-0.34", "-0.34"),
        number("ExpressionTests.testLeadingDecimalPoint", ".5", "0.5"),
        number("ExpressionTests.testExponential", "1234e5", "123400000"),
        number("ExpressionTests.testPositiveExponential", "0.123e+4", "1230"),
        number("ExpressionTests.testNegativeExponential", "0.123e-4", "1.23e-05"),
        number("ExpressionTests.testCapitalExponential", "0.123E-4", "1.23e-05"),
        invalidNumber("ExpressionTests.testInvalidExponential", "123.e5", "invalid number '123.e5'"),
        number("ExpressionTests.testLeadingZeros", "0005", "5"),
        number("ExpressionTests.testHex", "0x2A ", "42"),
        number("ExpressionTests.testHugeNumber", "19911919912912919291291291921929123", "1.9911919912912919e+34"),
        number("ExpressionTests.testDivideByZero", "1 / 0", "inf"),
    ]

    static let identifiers: [PeerBehaviour] = [
        text("ExpressionTests.testDoubleQuotedIdentifier", "{\"foo\" + \"bar\"}", "foobar"),
        text("ExpressionTests.testSingleQuotedIdentifier", "{'foo' + 'bar'}", "foobar"),
        number("ExpressionTests.testTrailingSingleQuotes", "foo' + bar'", "3", constants: ["foo'": .int(1), "bar'": .int(2)]),
        number("ExpressionTests.testBacktickEscapedIdentifier", "`foo` + `bar`", "3", constants: ["foo": .int(1), "bar": .int(2)]),
        number("ExpressionTests.testBacktickEscapedIdentifierWithEscapedChars", "`foo\\`bar`", "5", constants: ["foo`bar": .int(5)]),
        text("ExpressionTests.testValidateQuotedIdentifierContainingTab", "{'foo\\tbar'}", "foo\tbar"),
        text("ExpressionTests.testValidateQuotedIdentifierContainingNewline", "{'foo\\nbar'}", "foo\nbar"),
        text("ExpressionTests.testValidateQuotedIdentifierContainingCarriageReturn", "{'foo\\rbar'}", "foo\rbar"),
        text("ExpressionTests.testValidateQuotedIdentifierContainingDelete", "{'foo\\u{7F}bar'}", "foo\u{7F}bar"),
        text("ExpressionTests.testValidateQuotedIdentifierContainingEmoji", "{'foo🤡bar'}", "foo🤡bar"),
        number("ExpressionTests.testDotInsideIdentifier", "foo.bar", "5", constants: ["foo.bar": .int(5)]),
        number("ExpressionTests.testDotFollowedByNumber", "foo.3", "5", constants: ["foo.3": .int(5)]),
        number("ExpressionTests.testValidateUnicodeIdentifier", "🤡 + 1", "6", constants: ["🤡": .int(5)]),
        number("ExpressionTests.testValidateIdentifierWithTrailingApostrophe", "x'", "5", constants: ["x'": .int(5)]),
    ]

    static let whitespace: [PeerBehaviour] = [
        number("ExpressionTests.testPostfixOperatorAsInfix", "a+ b", "3", constants: ["a": .int(1), "b": .int(2)]),
        number("ExpressionTests.testPostfixOperatorAsInfix2", "1+ 2", "3"),
        number("ExpressionTests.testPostfixOperatorAsInfix3", "a+ (b)", "3", constants: ["a": .int(1), "b": .int(2)]),
        number("ExpressionTests.testPrefixOperatorAsInfix", "a +b", "3", constants: ["a": .int(1), "b": .int(2)]),
        number("ExpressionTests.testPrefixOperatorAsInfix2", "1 +2", "3"),
        number("ExpressionTests.testSpaceBeforePrefixOperator", " -1", "-1"),
        number("ExpressionTests.testSpaceAroundPrefixOperator", " - 1", "-1"),
        number("ExpressionTests.testSpaceBeforeInfixExpression", " 1 + 2", "3"),
        number("ExpressionTests.testPlusFollowedByDecimalPoint", "1+.5", "1.5"),
        number("ExpressionTests.testLiteralPlusNegativeLiteral", "5+-4", "1"),
        behaviour(
            "ExpressionTests.testLiteralPercentNegativeLiteral", "<UIView width=\"200\"><UIView id=\"c\" width=\"5%-4\" height=\"10\"/></UIView>",
            .frame(id: "c", Rect(x: 0, y: 0, width: 6, height: 10))
        ),
        number("ExpressionTests.testTrailingWhitespace", "5\n", "5"),
        number("ExpressionTests.testBracedExpression", "{ 1 + 2 }", "3"),
        behaviour("ExpressionTests.testAllWhitespaceBracedExpression", "<UIView id=\"x\" layer.cornerRadius=\"{  }\"/>", .unset(keyPath: "layer.cornerRadius")),
    ]

    static let syntaxErrors: [PeerBehaviour] = [
        invalidNumber("ExpressionTests.testMissingCloseParen", "(1 + (2 + 3)", "expected ')' to close '('"),
        invalidNumber("ExpressionTests.testMissingOpenParen", "1 + 2)", "unexpected ')' without a matching '('"),
        invalidNumber("ExpressionTests.testMissingClosingFunctionParen", "max(", "expected expression"),
        invalidNumber("ExpressionTests.testMissingRHS", "1 + ", "expected expression after '+'"),
        invalidNumber("ExpressionTests.testTrailingDot", "foo.", "expected member name after '.'"),
        invalidNumber("ExpressionTests.testTrailingDecimalPoint", "5.", "expected member name after '.'"),
        invalidNumber("ExpressionTests.testInvalidExpression", "0 5", "expected operator, found '5'"),
        invalidNumber("ExpressionTests.testStandaloneOperator", "+", "expected expression after '+'"),
        behaviour("ExpressionTests.testUnterminatedString", "<UILabel text=\"{'foo}\"/>", .fails("unterminated '{'; expected '}' to end the expression")),
        behaviour("ExpressionTests.testUnterminatedStringEscapeSequence", "<UILabel text=\"{'foo\\}\"/>", .fails("unterminated '{'; expected '}' to end the expression")),
        behaviour("ExpressionTests.testUnicodeLiteralMissingNumber", "<UILabel text=\"{'foo\\u{}'}\"/>", .fails("unicode escape '\\u{' is malformed; expected 1 to 8 hex digits in braces, as in '\\u{1F600}'")),
        behaviour("ExpressionTests.testUnicodeLiteralContainsJunk", "<UILabel text=\"{'foo\\u{bar}'}\"/>", .fails("unicode escape '\\u{ba' is malformed; expected 1 to 8 hex digits in braces, as in '\\u{1F600}'")),
        behaviour("ExpressionTests.testInvalidUnicodeCodepoint", "<UILabel text=\"{'foo\\u{DDDD}'}\"/>", .fails("unicode escape '\\u{DDDD}' is not a Unicode scalar")),
        invalidNumber("ExpressionTests.testMissingClosingBracket", "foo[0", "expected ']' to close '['"),
        invalidNumber("ExpressionTests.testMissingIndexExpression", "foo[", "expected expression"),
        invalidNumber("ExpressionTests.testEmptyBrackets", "foo[]", "empty subscript; expected an index or a range between '[' and ']'"),
        invalidNumber("ExpressionTests.testTrailingParen", "5)", "unexpected ')' without a matching '('"),
        invalidNumber("ExpressionTests.testTrailingE", "5e", "invalid number '5e'"),
        invalidNumber("ExpressionTests.testTrailingHexPrefix", "0x", "invalid number '0x'"),
        invalidNumber("ExpressionTests.testTrailingHexPrefixAfterPrefixOperator", "-0x", "invalid number '0x'"),
        invalidNumber("ExpressionTests.testTrailingHexPrefixAfterInfxOperator", "5 + 0x", "invalid number '0x'"),
        invalidNumber("ExpressionTests.testMissingFirstArgument", "max(,5)", "expected expression, found ','"),
        invalidNumber("ExpressionTests.testMissingLastArgument", "max(1,)", "expected expression, found ')'"),
        invalidNumber("ExpressionTests.testMissingMiddleArgument", "max(1,,2)", "expected expression, found ','"),
        invalidNumber("ExpressionTests.testTooFewArguments", "pow(4)", "'pow' expects 2 arguments, got 1"),
        invalidNumber("ExpressionTests.testTooManyArguments", "pow(4,5,6)", "'pow' expects 2 arguments, got 3"),
        invalidNumber("ExpressionTests.testTooFewVariadicArguments", "min(3)", "'min' expects at least 2 arguments, got 1"),
        invalidNumber("ExpressionTests.testUnknownSymbolError", "foo()", "no implementation is registered for the function 'foo'"),
        invalidNumber("ExpressionTests.testCallNumericLiteral", "1(3)", "expected operator, found '('"),
        invalidNumber("ExpressionTests.testCallResultOfFunction", "pow(1,2)(3)", "expected operator, found '('"),
        invalidNumber("ExpressionTests.testSubscriptResultOfFunction", "pow(2,3)[2]", "cannot subscript a value of type Double 'pow(2,3)'; only arrays and strings have subscripts"),
        invalidNumber("AnyExpressionTests.testSubscriptIntLiteral", "5[1]", "cannot subscript a value of type Int '5'; only arrays and strings have subscripts"),
        invalidNumber("AnyExpressionTests.testSubscriptIntExpressionLiteral", "(2 + 3)[1]", "cannot subscript a value of type Int '(2 + 3)'; only arrays and strings have subscripts"),
        invalidNumber("AnyExpressionTests.testBinaryTernary", "'foo' ?: 'bar'", "expected expression after '?', found ':'"),
        invalidNumber("AnyExpressionTests.testTernaryWithNonBooleanArgument", "'foo' ? 1 : 2", "the condition of '?:' expects Bool, got String 'foo'"),
        invalidNumber("AnyExpressionTests.testNotOperatorWithNonBooleanArgument", "!'foo' ? 1 : 2", "operator '!' expects Bool, got String 'foo'"),
        behaviour("AnyExpressionTests.testUnknownVariable", "<UIView layer.cornerRadius=\"foo\"/>", .fails("no value for 'foo' (Double); give it in the state or the constants")),
    ]

    static let evaluation: [PeerBehaviour] = [
        number("ExpressionTests.testNegativeLiteral", "- 12", "-12"),
        number("ExpressionTests.testVariable", "foo", "15.5", constants: ["foo": .double(15.5)]),
        number("ExpressionTests.testNegativeVariable", "-foo", "-7", constants: ["foo": .int(7)]),
        number("ExpressionTests.testLiteralAddition", "5 + 4", "9"),
        number("ExpressionTests.testLiteralPlusVariable", "3 + foo", "-4", constants: ["foo": .int(-7)]),
        number("ExpressionTests.testTwoAdditions", "5 + foo + 4", "10.5", constants: ["foo": .double(1.5)]),
        number("ExpressionTests.testAdditionThenMultiplication", "5 + foo * 4", "11", constants: ["foo": .double(1.5)]),
        number("ExpressionTests.testAdditionThenMultiplicationWithPrefixMinus", "5 + foo * -4", "-1", constants: ["foo": .double(1.5)]),
        number("ExpressionTests.testMultiplicationThenAddition", "5 * foo + 4", "11.5", constants: ["foo": .double(1.5)]),
        number("ExpressionTests.testParenthesizedAdditionThenMultiplication", "(5 + foo) * 4", "26", constants: ["foo": .double(1.5)]),
        number("ExpressionTests.testNestedParenthese", "((5 + 3) * ((2 - 3) - 1))", "-16"),
        number("ExpressionTests.testModFunction", "mod(-4, 2.5)", "-1.5"),
        number("ExpressionTests.testSqrtFunction", "7 + sqrt(9)", "10"),
        number("ExpressionTests.testPowFunction", "7 + pow(9, 1/2)", "10"),
        number("ExpressionTests.testVariadicMinFunction", "min(3, 2, 7)", "2"),
        number("ExpressionTests.testVariadicMaxFunction", "max(7, 8, 9)", "9"),
        number("ExpressionTests.testParseFunctionWithTwoArgumentsAndSpaces", "max( 5 , 6 )", "6"),
        number("ExpressionTests.testParseFunctionWithNestedParensAndSpaces", "max( (( (5)) ), 1)", "5"),
        number("ExpressionTests.testMultiplicationTakesPrecedenceOverAddition", "2 + 3 * 2", "8"),
        boolean("ExpressionTests.testEqualityTakesPrecedenceOverAnd", "1 == 1 && 2 == 2", true),
        number("ExpressionTests.testTernaryTrue", "false ? 1 : 2", "2"),
        number("ExpressionTests.testTernaryFalse", "true ? 1 : 2", "1"),
        number("ExpressionTests.testTernaryPrecedence", "1 - 1 == 0 ? 3 * 5 : 2 * 3", "15"),
        number("ExpressionTests.testPostiveIntegerModulo", "5 % 2", "1"),
        number("ExpressionTests.testNegativeIntegerModulo", "5 % -2", "1"),
        number("ExpressionTests.testNegativeIntegerModulo2", "-5 % 2", "-1"),
        number("ExpressionTests.testNegativeIntegerModulo3", "-5 % -2", "-1"),
        number("ExpressionTests.testPostiveFloatModulo", "5.5 % 2", "1.5"),
        number("ExpressionTests.testNegativeFloatModulo", "5.5 % -2", "1.5"),
        boolean("AnyExpressionTests.testAndOperatorReturnsBool", "a && b", true, constants: ["a": .bool(true), "b": .bool(true)]),
        boolean("AnyExpressionTests.testOrOperatorReturnsBool", "a || b", false, constants: ["a": .bool(false), "b": .bool(false)]),
        boolean("AnyExpressionTests.testNotNaNEqualsNan", "NaN == NaN", false, constants: ["NaN": .double(.nan)]),
        boolean("AnyExpressionTests.testNaNNotEqualToNan", "NaN != NaN", true, constants: ["NaN": .double(.nan)]),
        boolean("AnyExpressionTests.testNullEqualsString", "foo == 'bar'", false, constants: ["foo": .nil]),
        boolean("AnyExpressionTests.testOptionalStringEqualsString", "foo == 'bar'", true, constants: ["foo": .string("bar")]),
        boolean("AnyExpressionTests.testNullEqualsDouble", "foo == 5.5", false, constants: ["foo": .nil]),
        boolean("AnyExpressionTests.testOptionalDoubleEqualsDouble", "foo == 5.5", true, constants: ["foo": .double(5.5)]),
        text("AnyExpressionTests.testNullCoalescing2", "{foo ?? 'bar'}", "foo", constants: ["foo": .string("foo")]),
        text("AnyExpressionTests.testNilString2 (literal branches)", "{foo == nil ? 'bar' : 'foo'}", "bar", constants: ["foo": .nil]),
        behaviour("AnyExpressionTests.testAddIntAndNil", "<UIView layer.cornerRadius=\"a + b\"/>", .fails("nil where Double is required"), constants: ["a": .int(5), "b": .nil]),
        behaviour("AnyExpressionTests.testMultiplyIntAndNil", "<UIView layer.cornerRadius=\"a * b\"/>", .fails("nil where Double is required"), constants: ["a": .int(5), "b": .nil]),
        behaviour("AnyExpressionTests.testAndBoolAndNil", "<UIView isHidden=\"a &amp;&amp; b\"/>", .fails("nil where a Bool is required"), constants: ["a": .bool(true), "b": .nil]),
        behaviour("AnyExpressionTests.testAddStringAndNil", "<UILabel text=\"{a + b}\"/>", .fails("'+' cannot add String 'foo' and nil"), constants: ["a": .string("foo"), "b": .nil]),
        text("AnyExpressionTests.testAddStringLiterals", "{'foo' + 'bar'}", "foobar"),
        text("AnyExpressionTests.testAddStringToInt", "{'foo' + 5}", "foo5"),
        text("AnyExpressionTests.testAddStringToDouble", "{'foo' + 5.1}", "foo5.1"),
        text("AnyExpressionTests.testAddStringToFalse", "{'foo' + false}", "foofalse"),
        text("AnyExpressionTests.testAddStringToTrue", "{'foo' + true}", "footrue"),
        text("AnyExpressionTests.testAddStringToArray", "{'foo' + [1,2]}", "foo[1, 2]"),
    ]

    static let percentages: [PeerBehaviour] = [
        behaviour(
            "ExpressionTests.testPostfixOperatorBeforeComma", "<UIView width=\"200\"><UIView id=\"c\" width=\"max(50%, 60)\" height=\"10\"/></UIView>",
            .frame(id: "c", Rect(x: 0, y: 0, width: 100, height: 10))
        ),
        behaviour(
            "ExpressionTests.testPostfixOperatorBeforeClosingParen", "<UIView width=\"200\"><UIView id=\"c\" width=\"min(30, 50%)\" height=\"10\"/></UIView>",
            .frame(id: "c", Rect(x: 0, y: 0, width: 30, height: 10))
        ),
        behaviour(
            "ExpressionTests.testWronglySpacedPostfixOperator", "<UIView width=\"200\"><UIView id=\"c\" width=\"50 % + 10%\" height=\"10\"/></UIView>",
            .frame(id: "c", Rect(x: 0, y: 0, width: 120, height: 10))
        ),
    ]

    static let words = Value.array([.string("hello"), .string("world")])

    static let arrays: [PeerBehaviour] = [
        number("ExpressionTests.testSubscriptConstantArray", "foo[2]", "3", constants: ["foo": .array([.int(1), .int(2), .int(3)])]),
        behaviour(
            "ExpressionTests.testArrayBoundsError", "<UIView layer.cornerRadius=\"foo[3]\"/>", .fails("index 3 is out of range for an array of 3 elements"),
            constants: ["foo": .array([.int(1), .int(2), .int(3)])]
        ),
        text("AnyExpressionTests.testSubscriptArrayConstant", "{a[b]}", "world", constants: ["a": words, "b": .int(1)]),
        behaviour("AnyExpressionTests.testArrayBounds", "<UILabel text=\"{array[2]}\"/>", .fails("index 2 is out of range for an array of 2 elements"), constants: ["array": words]),
        behaviour("AnyExpressionTests.testSubscriptArrayWithString", "<UILabel text=\"{a[b]}\"/>", .fails("cannot subscript Array with incompatible index type String 'oops'"), constants: ["a": words, "b": .string("oops")]),
        boolean("AnyExpressionTests.testCompareEqualArrays", "a == b", true, constants: ["a": words, "b": words]),
        boolean(
            "AnyExpressionTests.testCompareUnequalArrays", "a == b", false,
            constants: ["a": words, "b": .array([.string("world"), .string("hello")])]
        ),
        behaviour("AnyExpressionTests.testSubscriptIntConstant", "<UIView layer.cornerRadius=\"foo[0]\"/>", .fails("cannot subscript Int '5'"), constants: ["foo": .int(5)]),
        behaviour("AnyExpressionTests.testStringArrayLiteral", "<UISegmentedControl id=\"x\" items=\"['a','b','c']\"/>", .value(keyPath: "items", text: "[a, b, c]")),
        behaviour("AnyExpressionTests.testDoubleArrayLiteral", "<UISegmentedControl id=\"x\" items=\"[1.5, 2.5, 3.5]\"/>", .value(keyPath: "items", text: "[1.5, 2.5, 3.5]")),
        behaviour("AnyExpressionTests.testIntArrayLiteral", "<UISegmentedControl id=\"x\" items=\"[1,2,3]\"/>", .value(keyPath: "items", text: "[1, 2, 3]")),
        number("AnyExpressionTests.testSubscriptIntArrayLiteral", "[1,2,3][1]", "2"),
        text("AnyExpressionTests.testSubscriptStringArrayLiteral", "{['a','b','c'][1]}", "b"),
        behaviour("AnyExpressionTests.testSubscriptStringArrayLiteralWithString", "<UILabel text=\"{['a','b','c']['foo']}\"/>", .fails("the subscript index expects Int, got String 'foo'")),
        behaviour("AnyExpressionTests.testSubscriptStringArrayLiteralOutOfBounds", "<UILabel text=\"{['a','b','c'][3]}\"/>", .fails("index 3 is out of range for an array of 3 elements")),
        behaviour("AnyExpressionTests.testConcatIntArrays", "<UISegmentedControl id=\"x\" items=\"[1,2] + [3,4]\"/>", .value(keyPath: "items", text: "[1, 2, 3, 4]")),
        behaviour("AnyExpressionTests.testConcatMixedArrays", "<UISegmentedControl id=\"x\" items=\"[1,2] + ['a', 'b']\"/>", .value(keyPath: "items", text: "[1, 2, a, b]")),
        behaviour("ExpressionTests.testSumOfTuplesDescription", "<UISegmentedControl id=\"x\" items=\"(3, 4)\"/>", .value(keyPath: "items", text: "[3, 4]")),
    ]

    static func items(_ peer: String, _ expression: String, _ expected: String) -> PeerBehaviour {
        behaviour(peer, "<UISegmentedControl id=\"x\" items=\"\(expression)\"/>", .value(keyPath: "items", text: expected))
    }

    static func invalidItems(_ peer: String, _ expression: String, _ message: String) -> PeerBehaviour {
        behaviour(peer, "<UISegmentedControl items=\"\(expression)\"/>", .fails(message))
    }

    static let ranges: [PeerBehaviour] = [
        items("AnyExpressionTests.testSubscriptArrayWithCountableClosedRange", "[1,2,3,4][1...2]", "[2, 3]"),
        items("AnyExpressionTests.testSubscriptArrayWithCountableHalfOpenRange", "[1,2,3,4][1..&lt;3]", "[2, 3]"),
        items("AnyExpressionTests.testSubscriptArrayWithRangeFrom", "[1,2,3,4][1...]", "[2, 3, 4]"),
        items("AnyExpressionTests.testSubscriptArrayWithRangeUpTo", "[1,2,3,4][..&lt;3]", "[1, 2, 3]"),
        items("AnyExpressionTests.testSubscriptArrayWithRangeThrough", "[1,2,3,4][...2]", "[1, 2, 3]"),
        invalidItems("AnyExpressionTests.testSubscriptArrayWithCountableClosedLowerBoundOutOfRange", "[1,2,3,4][-2...4]", "range -2...4 is out of bounds for an array of 4 elements"),
        invalidItems("AnyExpressionTests.testSubscriptArrayWithCountableClosedUpperBoundOutOfRange", "[1,2,3,4][3...4]", "range 3...4 is out of bounds for an array of 4 elements"),
        invalidItems("AnyExpressionTests.testSubscriptArrayWithCountableHalfOpenUpperBoundOutOfRange", "[1,2,3,4][3..&lt;5]", "range 3..<5 is out of bounds for an array of 4 elements"),
        invalidItems("AnyExpressionTests.testSubscriptArrayWithRangeFromBoundOutOfRange", "[1,2,3,4][4...]", "range 4... is out of bounds for an array of 4 elements"),
        invalidItems("AnyExpressionTests.testSubscriptArrayWithRangeUpToBoundOutOfRange", "[1,2,3,4][..&lt;5]", "range ..<5 is out of bounds for an array of 4 elements"),
        invalidItems("AnyExpressionTests.testSubscriptArrayWithRangeThroughBoundOutOfRange2", "[1,2,3,4][...-1]", "range ...-1 is out of bounds for an array of 4 elements"),
        invalidItems("AnyExpressionTests.testInvalidClosedRange", "[1,2,3,4][1 ... -1]", "range 1...-1 is out of bounds for an array of 4 elements"),
    ]

    static func invalidText(_ peer: String, _ value: String, _ message: String) -> PeerBehaviour {
        behaviour(peer, "<UILabel text=\"\(value)\"/>", .fails(message))
    }

    static let stringSubscripts: [PeerBehaviour] = [
        text("AnyExpressionTests.testSubscriptStringWithInt", "{'foo'[2]}", "o"),
        invalidText("AnyExpressionTests.testSubscriptStringWithOutOfRangeInt", "{'foo'[5]}", "index 5 is out of range for a string of 3 characters"),
        text("AnyExpressionTests.testSubscriptStringWithIntRange", "{'foo'[1..<3]}", "oo"),
        text("AnyExpressionTests.testSubscriptStringWithClosedIntRange", "{'foo'[1...2]}", "oo"),
        text("AnyExpressionTests.testSubscriptNSStringWithIntRange", "{foo[1..<3]}", "oo", constants: ["foo": .string("foo")]),
        invalidText("AnyExpressionTests.testSubscriptNSStringWithInvalidClosedIntRangeUpperBound", "{'foo'[1...3]}", "range 1...3 is out of bounds for a string of 3 characters"),
        text("AnyExpressionTests.testSubscriptStringFromIntRange", "{'foo'[1...]}", "oo"),
        invalidText("AnyExpressionTests.testSubscriptStringFromInvalidIntRange", "{'foo'[-1...]}", "range -1... is out of bounds for a string of 3 characters"),
        invalidText("AnyExpressionTests.testSubscriptStringFromInvalidIntRange2", "{'foo'[3...]}", "range 3... is out of bounds for a string of 3 characters"),
        text("AnyExpressionTests.testSubscriptStringUpToIntRange", "{'foo'[..<2]}", "fo"),
        invalidText("AnyExpressionTests.testSubscriptStringUpToInvalidIntRange", "{'foo'[..&lt;4]}", "range ..<4 is out of bounds for a string of 3 characters"),
        text("AnyExpressionTests.testSubscriptStringThroughIntRange", "{'foo'[...2]}", "foo"),
        text("AnyExpressionTests.testSubscriptStringThroughIntRangeEdgeCase", "{'foo'[...0]}", "f"),
        invalidText("AnyExpressionTests.testSubscriptStringThroughInvalidIntRange", "{'foo'[...3]}", "range ...3 is out of bounds for a string of 3 characters"),
        invalidText("AnyExpressionTests.testSubscriptStringThroughInvalidIntRange2", "{'foo'[...-1]}", "range ...-1 is out of bounds for a string of 3 characters"),
    ]

    static let rows = numbers + identifiers + whitespace + syntaxErrors + evaluation + percentages + arrays + ranges + stringSubscripts

    @Test(arguments: rows) func matchesExpression(_ row: PeerBehaviour) {
        verify(row)
    }
}
