import TrellisDiagnostics
import TrellisExpressions
import XCTest

final class StringTemplateParserTests: XCTestCase {
    private func parseTemplate(_ text: String) -> (template: StringTemplate?, diagnostics: [Diagnostic]) {
        StringTemplateParser.parse(text, locator: expressionLocator)
    }

    /// Segments as `"literal"`, `{tree}` or `{}` for a segment without expression, with
    /// ranges.
    private func dumpTemplate(_ text: String) -> String {
        let (template, diagnostics) = parseTemplate(text)
        guard let template else { return diagnostics.isEmpty ? "nil" : renderDiagnostics(diagnostics) }
        return template.segments.map { segment in
            switch segment {
            case .literal(let literal, let range): "\"\(literal)\"@\(range.lowerBound)-\(range.upperBound)"
            case .expression(let syntax, let range): "{\(syntax.map(dumpTree) ?? "")}@\(range.lowerBound)-\(range.upperBound)"
            }
        }.joined(separator: " ")
    }

    func testSeedTemplates() {
        let table: [(String, String)] = [
            ("title", "\"title\"@0-5"),
            ("{title}", "{title}@0-7"),
            (
                "Hello {name}, you have {n + 1} new messages",
                "\"Hello \"@0-6 {name}@6-12 \", you have \"@12-23 {(+ n 1)}@23-30 \" new messages\"@30-43"
            ),
            ("Hello {hasName ? name : 'World'}", "\"Hello \"@0-6 {(? hasName name 'World')}@6-32"),
            (
                "Open brace: {'{'}. Close brace: {'}'}.",
                "\"Open brace: \"@0-12 {'{'}@12-17 \". Close brace: \"@17-32 {'}'}@32-37 \".\"@37-38"
            ),
            ("{'foo'}{'bar'}", "{'foo'}@0-7 {'bar'}@7-14"),
            ("{'foo' + 'bar'}", "{(+ 'foo' 'bar')}@0-15"),
            ("{'Hello World'[1]}", "{(subscript 'Hello World' 1)}@0-18"),
            ("{strings.Signup.NameLabel}", "{strings.Signup.NameLabel}@0-26"),
            ("{`strings.Some text with spaces and punctuation!`}", "{`strings.Some text with spaces and punctuation!`}@0-50"),
            ("{strings.Messages.Title(name, messageCount)}", "{(call strings.Messages.Title name messageCount)}@0-44"),
            ("This is some {styledText} embedded in unstyled text", "\"This is some \"@0-13 {styledText}@13-25 \" embedded in unstyled text\"@25-51"),
            ("index.html", "\"index.html\"@0-10"),
            ("~/Documents/report.pdf", "\"~/Documents/report.pdf\"@0-22"),
            ("{themeFont} 25 bold", "{themeFont}@0-11 \" 25 bold\"@11-19"),
            ("{UIFont.customFont} 120%", "{UIFont.customFont}@0-19 \" 120%\"@19-24"),
            ("color-number-{level}", "\"color-number-\"@0-13 {level}@13-20"),
            ("{bundle}:MyColor", "{bundle}@0-8 \":MyColor\"@8-16"),
            ("image_{index}.png", "\"image_\"@0-6 {index}@6-13 \".png\"@13-17"),
            ("'foo' contains {count('foo')} characters", "\"'foo' contains \"@0-15 {(call count 'foo')}@15-29 \" characters\"@29-40"),
            ("MyImage.png // comment", "\"MyImage.png // comment\"@0-22"),
            ("MyImage.png{// comment}", "\"MyImage.png\"@0-11 {}@11-23"),
            ("{'MyImage.png' // comment}", "{'MyImage.png'}@0-26"),
            ("{name // the user's full name}", "{name}@0-30"),
            ("// MyImage.png", "nil"),
            ("// this is a comment", "nil"),
            ("{// this is also a comment}", "{}@0-27"),
            ("{'// this is not a comment'}", "{'// this is not a comment'}@0-28"),
            ("{'//'} this is also not a comment", "{'//'}@0-6 \" this is also not a comment\"@6-33"),
            ("", ""),
        ]
        for (text, expected) in table {
            XCTAssertEqual(dumpTemplate(text), expected, "parsing \(text)")
        }
    }

    func testCommentsInsideBracesAreKept() throws {
        let template = try XCTUnwrap(parseTemplate("{name // the user's full name}x{// note }").template)
        XCTAssertEqual(template.comments, [
            ExpressionComment(text: " the user's full name", range: 6..<29),
            ExpressionComment(text: " note", range: 32..<39),
        ])
    }

    func testErrors() {
        let table: [(String, String)] = [
            ("Hello {name", "7: unterminated '{'; expected '}' to end the expression"),
            ("{'abc}", "1: unterminated '{'; expected '}' to end the expression\n2: unterminated string; expected a closing single quote"),
            ("a } b", "3: unexpected '}'; write {'}'} for a literal brace"),
            ("{a {b} c}", "4: nested '{' inside an expression; write {'{'} for a literal brace"),
            ("Hi {n +} and {#ggg}", "7: expected expression after '+'\n15: invalid color literal '#ggg'; expected 3, 4, 6 or 8 hex digits, or '#id.property' to reference a node"),
            ("{uppercased('uppercased text'}", "30: expected ')' to close '('\n  note 12: '(' opened here"),
        ]
        for (text, expected) in table {
            let (template, diagnostics) = parseTemplate(text)
            XCTAssertNil(template, text)
            XCTAssertEqual(renderDiagnostics(diagnostics), expected, "parsing \(text)")
        }
    }

    func testCommentedOutTemplateAllowsLeadingWhitespace() {
        XCTAssertNil(parseTemplate("  // x").template)
        XCTAssertEqual(parseTemplate("  // x").diagnostics, [])
        XCTAssertEqual(dumpTemplate("a // x"), "\"a // x\"@0-6")
    }
}
