import TrellisDiagnostics
@testable import TrellisTooling
import XCTest

/// One case per rule of ``TemplateRenamer``.
final class RenameTests: XCTestCase {
    private func renamed(_ text: String, _ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = TemplateRenamer(registry: builtinRegistry).rename(old, to: new, in: SourceText(path: "T.xml", text: text))
        XCTAssertEqual(result.diagnostics, [], file: file, line: line)
        return String(decoding: result.output, as: UTF8.self)
    }

    func testRenamesStartAndEndTagsOfComponents() {
        XCTAssertEqual(
            renamed("<UIView><FooView>\n</FooView><FooView/></UIView>", "FooView", "BarView"),
            "<UIView><BarView>\n</BarView><BarView/></UIView>"
        )
    }

    func testRenamesModuleQualifiedComponents() {
        XCTAssertEqual(renamed("<UIView><MyApp.FooView></MyApp.FooView></UIView>", "FooView", "BarView"),
                       "<UIView><MyApp.BarView></MyApp.BarView></UIView>")
        XCTAssertEqual(renamed("<UIView><MyApp.FooView/></UIView>", "MyApp.FooView", "Other.FooView"),
                       "<UIView><Other.FooView/></UIView>")
    }

    func testNeverRenamesInlineHTMLElements() {
        XCTAssertEqual(renamed("<UILabel>a <b>bold</b></UILabel>", "b", "strong"), "<UILabel>a <b>bold</b></UILabel>")
    }

    func testRenamesWholeIdentifiersOnly() {
        XCTAssertEqual(renamed("<UIView alpha=\"factor * factorTwo + myfactor\"/>", "factor", "scale"),
                       "<UIView alpha=\"scale * factorTwo + myfactor\"/>")
    }

    func testRenamesPathComponentsAndIdReferences() {
        XCTAssertEqual(
            renamed("<UIView id=\"card\" top=\"#card.bottom + card.inset.card\"/>", "card", "panel"),
            "<UIView id=\"panel\" top=\"#panel.bottom + panel.inset.panel\"/>"
        )
    }

    func testRenamesDottedNames() {
        XCTAssertEqual(
            renamed("<UIView backgroundColor=\"colors.primary\" alpha=\"theme.colors.primary.alpha\"/>", "colors.primary", "palette.main"),
            "<UIView backgroundColor=\"palette.main\" alpha=\"theme.palette.main.alpha\"/>"
        )
    }

    func testRenamesBacktickNamesOnlyWhenTheWholeNameMatches() {
        XCTAssertEqual(renamed("<UILabel text=\"{`title`} {`title text`}\"/>", "title", "heading"),
                       "<UILabel text=\"{`heading`} {`title text`}\"/>")
    }

    func testRenamesCallNamesAndArguments() {
        XCTAssertEqual(renamed("<UIView alpha=\"clamp(level, 0, maxLevel)\"/>", "level", "value"),
                       "<UIView alpha=\"clamp(value, 0, maxLevel)\"/>")
        XCTAssertEqual(renamed("<UIView alpha=\"clamp(level, 0, 1)\"/>", "clamp", "limit"), "<UIView alpha=\"limit(level, 0, 1)\"/>")
    }

    func testNeverTouchesLiteralTextOfStringValues() {
        XCTAssertEqual(renamed("<UILabel text=\"name: {name}\"/>", "name", "fullName"), "<UILabel text=\"name: {fullName}\"/>")
    }

    func testRenamesExpressionsInBodyTextAndInlineHTMLButNotTheText() {
        XCTAssertEqual(
            renamed("<UILabel>name <b>{name}</b> &amp; {name + 'name'}</UILabel>", "name", "user"),
            "<UILabel>name <b>{user}</b> &amp; {user + 'name'}</UILabel>"
        )
    }

    func testNeverRenamesAttributeNamesCommentsOrOutlets() {
        let text = "<UIView outlet=\"alpha\" alpha=\"alpha\"><!-- alpha --></UIView>"
        XCTAssertEqual(renamed(text, "alpha", "opacity"), "<UIView outlet=\"alpha\" alpha=\"opacity\"><!-- alpha --></UIView>")
    }

    func testRenamesDeclarations() {
        let text = "<UIView><param name=\"item\" type=\"[Item]?\"/><macro name=\"Item\" value=\"item\"/></UIView>"
        XCTAssertEqual(renamed(text, "Item", "Entry"),
                       "<UIView><param name=\"item\" type=\"[Entry]?\"/><macro name=\"Entry\" value=\"item\"/></UIView>")
        XCTAssertEqual(renamed(text, "item", "entry"),
                       "<UIView><param name=\"entry\" type=\"[Item]?\"/><macro name=\"Item\" value=\"entry\"/></UIView>")
    }

    func testParamsDeclaredOnTheElementAreExpressions() {
        XCTAssertEqual(renamed("<UIView count=\"n + 1\"><param name=\"count\" type=\"Int\"/></UIView>", "n", "total"),
                       "<UIView count=\"total + 1\"><param name=\"count\" type=\"Int\"/></UIView>")
    }

    func testKeepsEverythingElseByteForByte() {
        let text = "<UIView   alpha = 'a&amp;&amp;level'\n  top=\"level\t+1\"/>"
        XCTAssertEqual(renamed(text, "level", "depth"), "<UIView   alpha = 'a&amp;&amp;depth'\n  top=\"depth\t+1\"/>")
    }

    func testWarnsAboutUnknownAttributesMentioningTheName() {
        let text = "<UIView template=\"Card.xml\"\n    subtitle=\"Hello {name}\"/>"
        let result = TemplateRenamer(registry: builtinRegistry).rename("name", to: "user", in: SourceText(path: "T.xml", text: text))
        XCTAssertEqual(result.output, Array(text.utf8))
        XCTAssertEqual(result.replacements, 0)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.severity, .warning)
        XCTAssertEqual(
            result.diagnostics.first?.message,
            "'name' in the value of 'subtitle' is not renamed: 'subtitle' is not a known attribute of 'UIView', so its value "
                + "may be literal text; rename it by hand if it is an expression"
        )
        XCTAssertEqual(result.diagnostics.first?.location?.line, 2)
        XCTAssertEqual(result.diagnostics.first?.location?.column, 15)
    }

    func testFrameAttributesOfUnknownComponentsAreExpressions() {
        XCTAssertEqual(renamed("<UIView><FooView top=\"gap * 2\"/></UIView>", "gap", "spacing"),
                       "<UIView><FooView top=\"spacing * 2\"/></UIView>")
    }

    func testAFileWithXMLErrorsIsLeftUnchanged() {
        let text = "<UIView alpha=\"a\"><UILabel></UIView>"
        let result = TemplateRenamer(registry: builtinRegistry).rename("a", to: "b", in: SourceText(path: "T.xml", text: text))
        XCTAssertEqual(result.output, Array(text.utf8))
        XCTAssertEqual(result.diagnostics.map(\.message), ["mismatched end tag '</UIView>'; expected '</UILabel>'"])
    }

    func testValidNames() {
        XCTAssertTrue(TemplateRenamer.isValidName("FooView"))
        XCTAssertTrue(TemplateRenamer.isValidName("MyApp.FooView"))
        XCTAssertTrue(TemplateRenamer.isValidName("_private2"))
        XCTAssertFalse(TemplateRenamer.isValidName(""))
        XCTAssertFalse(TemplateRenamer.isValidName("1x"))
        XCTAssertFalse(TemplateRenamer.isValidName("a..b"))
        XCTAssertFalse(TemplateRenamer.isValidName("a b"))
        XCTAssertFalse(TemplateRenamer.isValidName("a-b"))
    }
}
