import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

final class ParserTests: XCTestCase {
    private func assertTrees(_ table: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (text, expected) in table {
            XCTAssertEqual(dumpParse(text), expected, "parsing \(text)", file: file, line: line)
        }
    }

    func testEveryExampleOfTheLayoutReadme() {
        assertTrees([
            ("5 + width / 3", "(+ 5 (/ width 3))"),
            ("isSelected ? blue : gray", "(? isSelected blue gray)"),
            ("min(width, height)", "(call min width height)"),
            ("a >= b ? a : b", "(? (>= a b) a b)"),
            ("pi / 2", "(/ pi 2)"),
            ("previous.bottom + 20", "(+ previous.bottom 20)"),
            ("#first.left", "#first.left"),
            ("50%", "(percent 50)"),
            ("parent.width / 2", "(/ parent.width 2)"),
            ("50% - height / 2", "(- (percent 50) (/ height 2))"),
            ("100% - 20", "(- (percent 100) 20)"),
            ("parent.safeAreaInsets.top", "parent.safeAreaInsets.top"),
            ("100% - parent.safeAreaInsets.right", "(- (percent 100) parent.safeAreaInsets.right)"),
            ("max(0, min(1, (position - 50) / 100))", "(call max 0 (call min 1 (/ (paren (- position 50)) 100)))"),
            ("'Hello World'[1]", "(subscript 'Hello World' 1)"),
            ("'foobar'[0..<3]", "(subscript 'foobar' (..< 0 3))"),
            ("'foobar'[3...]", "(subscript 'foobar' (... 3 _))"),
            ("'foo' + 'bar'", "(+ 'foo' 'bar')"),
            ("flipped ? flipTransform : identityTransform", "(? flipped flipTransform identityTransform)"),
            ("safeAreaInsets.top + 10", "(+ safeAreaInsets.top 10)"),
            ("200%", "(percent 200)"),
            ("auto + 20", "(+ auto 20)"),
            ("layer.transform.translation.z", "layer.transform.translation.z"),
            ("0.5", "0.5"),
            (
                "contentMode == UIViewContentMode.scaleAspectFit ? 200 : 300",
                "(? (== contentMode UIViewContentMode.scaleAspectFit) 200 300)"
            ),
            ("contentMode == scaleAspectFit ? 200 : 300", "(? (== contentMode scaleAspectFit) 200 300)"),
            ("isSmallImage ? center : scaleAspectFit", "(? isSmallImage center scaleAspectFit)"),
            ("phoneNumber, link", "(list phoneNumber link)"),
            ("['Hello', 'World']", "['Hello' 'World']"),
            ("['Hello'] + ['And', 'Goodbye']", "(+ ['Hello'] ['And' 'Goodbye'])"),
            ("'Hello', 'World'", "(list 'Hello' 'World')"),
            ("'Hello'", "'Hello'"),
            ("firstTwoItems, 'Third'", "(list firstTwoItems 'Third')"),
            ("'First', 'Second'", "(list 'First' 'Second')"),
            ("colors[0]", "(subscript colors 0)"),
            ("items[1...2]", "(subscript items (... 1 2))"),
            ("items[..<2]", "(subscript items (..< _ 2))"),
            ("items[1...]", "(subscript items (... 1 _))"),
            ("col == nil ? #fff : col", "(? (== col nil) #fff col)"),
            ("col ?? #fff", "(?? col #fff)"),
            ("#fff", "#fff"),
            ("#fff7", "#fff7"),
            ("#ff0000", "#ff0000"),
            ("#ff00007f", "#ff00007f"),
            ("rgb(255,0,0)", "(call rgb 255 0 0)"),
            ("rgba(255,0,0,0.5)", "(call rgba 255 0 0 0.5)"),
            ("rgba(255, 255, 255, 1 - transparency)", "(call rgba 255 255 255 (- 1 transparency))"),
            ("isSelected ? #00f : #ccc", "(? isSelected #00f #ccc)"),
            ("colors.primary // the primary color", "colors.primary"),
            ("backgroundColor == UIColor.header", "(== backgroundColor UIColor.header)"),
            ("UIVibrancyEffect(light)", "(call UIVibrancyEffect light)"),
            ("`strings.Some text with spaces and punctuation!`", "`strings.Some text with spaces and punctuation!`"),
            ("strings.Signup.NameLabel", "strings.Signup.NameLabel"),
            ("strings.Messages.Title(name, messageCount)", "(call strings.Messages.Title name messageCount)"),
            ("UIFont.customFont", "UIFont.customFont"),
            ("UIFontDescriptorSymbolicTraits.traitBold", "UIFontDescriptorSymbolicTraits.traitBold"),
            ("uppercased('uppercased text')", "(call uppercased 'uppercased text')"),
            ("count('foo')", "(call count 'foo')"),
        ])
    }

    func testLiterals() {
        assertTrees([
            ("42", "42"), ("1.50", "1.50"), ("1e3", "1e3"), ("2.5E-2", "2.5E-2"), ("3e+2", "3e+2"),
            ("true", "true"), ("false", "false"), ("nil", "nil"), ("pi", "pi"), ("auto", "auto"),
            ("''", "''"), ("'it\\'s'", "'it's'"), ("'a\\\\b'", "'a\\b'"), ("'\\u{1F600}'", "'😀'"),
            ("[]", "[]"), ("[1, 2,]", "[1 2]"), ("f()", "(call f)"), ("#FFF", "#FFF"),
            ("#fff.x", "#fff.x"), ("`a b`(1)", "(call `a b` 1)"), ("true.x", "true.x"),
        ])
    }

    func testNumberValuesAndIntegerness() throws {
        let cases: [(String, Double, Bool, String?)] = [
            ("42", 42, true, nil), ("0", 0, true, nil), ("1.50", 1.5, false, "1.50"), ("1e3", 1000, false, "1e3"),
            ("2.5E-2", 0.025, false, "2.5E-2"), ("007", 7, true, "007"),
            ("12345678901234567890", 12_345_678_901_234_567_168, true, "12345678901234567890"),
        ]
        for (text, value, isInteger, spelling) in cases {
            let syntax = try XCTUnwrap(parseExpression(text).syntax, text)
            XCTAssertEqual(syntax.kind, .number(value, isInteger: isInteger), text)
            XCTAssertEqual(syntax.spelling, spelling, text)
        }
    }

    func testStringEscapesDecode() throws {
        let syntax = try XCTUnwrap(parseExpression("'\\'\\\"\\\\\\n\\t\\r\\0\\u{e9}'").syntax)
        XCTAssertEqual(syntax.kind, .string("'\"\\\n\t\r\0é"))
    }

    func testColorLiteralValues() throws {
        let syntax = try XCTUnwrap(parseExpression("#ff00007f").syntax)
        XCTAssertEqual(syntax.kind, .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 127.0 / 255)))
        XCTAssertEqual(syntax.spelling, "#ff00007f")
    }

    func testSymbolPaths() throws {
        XCTAssertEqual(try XCTUnwrap(parseExpression("parent.width").syntax).kind, .symbol(SymbolPath(["parent", "width"])))
        XCTAssertEqual(
            try XCTUnwrap(parseExpression("#first.left").syntax).kind,
            .symbol(SymbolPath(["first", "left"], isIdReference: true))
        )
        XCTAssertEqual(
            try XCTUnwrap(parseExpression("`strings.Some text!`").syntax).kind,
            .symbol(SymbolPath(["strings.Some text!"], isEscaped: true))
        )
    }

    func testPrecedenceAndAssociativity() {
        assertTrees([
            ("10-5* 4", "(- 10 (* 5 4))"),
            ("a - b - c", "(- (- a b) c)"),
            ("a / b * c", "(* (/ a b) c)"),
            ("-a * b", "(* (- a) b)"),
            ("!a && b || c && d", "(|| (&& (! a) b) (&& c d))"),
            ("a ?? b ?? c", "(?? a (?? b c))"),
            ("a || b ?? c", "(?? (|| a b) c)"),
            ("a ? b : c ? d : e", "(? a b (? c d e))"),
            ("x ? y ? 1 : 2 : 3", "(? x (? y 1 2) 3)"),
            ("a == b && c != d", "(&& (== a b) (!= c d))"),
            ("1 + 2...3 * 4", "(... (+ 1 2) (* 3 4))"),
            ("a...b == c", "(== (... a b) c)"),
            ("..<2 + 1", "(..< _ (+ 2 1))"),
            ("(a < b) < c", "(< (paren (< a b)) c)"),
            ("-(-x)", "(- (paren (- x)))"),
            ("--x", "(- (- x))"),
            ("+x", "(+ x)"),
            ("a[1][2]", "(subscript (subscript a 1) 2)"),
            ("f(x)[0]", "(subscript (call f x) 0)"),
            ("a [1]", "(subscript a 1)"),
            ("min (a, b)", "(call min a b)"),
            ("items[1...][0]", "(subscript (subscript items (... 1 _)) 0)"),
            ("1..., 2", "(list (... 1 _) 2)"),
            ("c ? 1... : 2", "(? c (... 1 _) 2)"),
            ("true, false, nil", "(list true false nil)"),
            ("a ? b : c, d", "(list (? a b c) d)"),
        ])
    }

    func testPercentageAndRemainder() {
        assertTrees([
            ("100%-5", "(- (percent 100) 5)"),
            ("100% - 5", "(- (percent 100) 5)"),
            ("10 % 3", "(% 10 3)"),
            ("50% + 2", "(+ (percent 50) 2)"),
            ("(50%)", "(paren (percent 50))"),
            ("-50%", "(- (percent 50))"),
            ("width % 2", "(% width 2)"),
            ("10%3", "(% 10 3)"),
            ("a%b", "(% a b)"),
            ("10 %3", "(% 10 3)"),
            ("10 %-3", "(% 10 (- 3))"),
            ("50 %", "(percent 50)"),
            ("50% * 2", "(* (percent 50) 2)"),
            ("50%, 2", "(list (percent 50) 2)"),
            ("a ? 50% : 10", "(? a (percent 50) 10)"),
            ("50% % 3", "(% (percent 50) 3)"),
            ("a % 50%", "(% a (percent 50))"),
            ("10%...20", "(... (percent 10) 20)"),
            ("f(x)%", "(percent (call f x))"),
            ("50% // half", "(percent 50)"),
        ])
    }

    func testCommentsEndTheExpression() {
        let result = parseExpression("colors.primary // the primary color  ")
        XCTAssertEqual(result.syntax.map(dumpTree), "colors.primary")
        XCTAssertEqual(result.comment, ExpressionComment(text: " the primary color", range: 15..<35))
        XCTAssertEqual(parseExpression("a//b").comment, ExpressionComment(text: "b", range: 1..<4))
        XCTAssertEqual(dumpParse("'a // b' // c"), "'a // b'")
    }

    func testCommentedOutAndEmptyTextHaveNoSyntax() {
        let commented = parseExpression("// someValue")
        XCTAssertNil(commented.syntax)
        XCTAssertEqual(commented.diagnostics, [])
        XCTAssertEqual(commented.comment, ExpressionComment(text: " someValue", range: 0..<12))
        for text in ["", "   ", "  //", "//"] {
            XCTAssertNil(parseExpression(text).syntax, text)
            XCTAssertEqual(parseExpression(text).diagnostics, [], text)
        }
    }

    func testNodeRangesAreExactByteRanges() throws {
        let text = "isSelected ? #00f : rgba(255, 255, 255, 1 - transparency)"
        let syntax = try XCTUnwrap(parseExpression(text).syntax)
        XCTAssertEqual(syntax.range, 0..<57)
        guard case .ternary(let condition, let thenBranch, let elseBranch) = syntax.kind,
              case .call(_, let arguments) = elseBranch.kind
        else { return XCTFail("unexpected tree \(dumpTree(syntax))") }
        XCTAssertEqual(condition.range, 0..<10)
        XCTAssertEqual(thenBranch.range, 13..<17)
        XCTAssertEqual(elseBranch.range, 20..<57)
        XCTAssertEqual(arguments.map(\.range), [25..<28, 30..<33, 35..<38, 40..<56])

        let percent = try XCTUnwrap(parseExpression(" -50% ").syntax)
        XCTAssertEqual(percent.range, 1..<5)
        guard case .prefix(_, let operand) = percent.kind else { return XCTFail(dumpTree(percent)) }
        XCTAssertEqual(operand.range, 2..<5)

        let subscripted = try XCTUnwrap(parseExpression("items[..<2]").syntax)
        XCTAssertEqual(subscripted.range, 0..<11)
        guard case .subscripted(_, let index) = subscripted.kind else { return XCTFail(dumpTree(subscripted)) }
        XCTAssertEqual(index.range, 6..<10)
        XCTAssertEqual(try XCTUnwrap(parseExpression("(a)").syntax).range, 0..<3)
        XCTAssertEqual(try XCTUnwrap(parseExpression("a, b").syntax).range, 0..<4)
    }

    func testRangesCountUTF8Bytes() throws {
        let syntax = try XCTUnwrap(parseExpression("'é' + x").syntax)
        guard case .infix(_, let lhs, let rhs) = syntax.kind else { return XCTFail(dumpTree(syntax)) }
        XCTAssertEqual(lhs.range, 0..<4)
        XCTAssertEqual(rhs.range, 7..<8)
    }

    func testDiagnosticsGoThroughTheLocator() throws {
        let source = SourceText(path: "View.xml", text: "<UIView\n  width=\"10 +\"/>")
        let result = ExpressionParser.parse("10 +", locator: VerbatimLocator(source: source, startOffset: 17))
        let location = try XCTUnwrap(result.diagnostics.first?.location)
        XCTAssertEqual(location, SourceSpan(file: "View.xml", line: 2, column: 13, offset: 20, length: 1))
    }

    func testNestingUpToTheLimitParses() {
        let depth = 100
        let text = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        XCTAssertNotNil(parseExpression(text).syntax)
        XCTAssertNotNil(parseExpression(String(repeating: "-", count: depth) + "1").syntax)
        XCTAssertNotNil(parseExpression((0..<300).map { "a\($0)" }.joined(separator: " + ")).syntax)
    }
}
