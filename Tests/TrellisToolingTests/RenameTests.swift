import TrellisDiagnostics
import TrellisTemplates
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

    // MARK: Params passed to included templates and scoped renames

    func testRenamesTheAttributePassingAParamToAnIncludedTemplate() {
        XCTAssertEqual(renamed("<UIView>\n    <UIView template=\"Card.xml\" title=\"Hi\"/>\n    <UILabel title=\"x\"/>\n</UIView>", "title", "heading"),
                       "<UIView>\n    <UIView template=\"Card.xml\" heading=\"Hi\"/>\n    <UILabel title=\"x\"/>\n</UIView>",
                       "an attribute of an element that includes nothing is not a param")
    }

    /// A template with a macro `gap` on the root, declared again on the inner view.
    private static let shadowing = """
        <UIView top="gap">
            <macro name="gap" value="8"/>
            <UIView left="gap">
                <macro name="gap" value="16"/>
                <UILabel left="gap" text="{gap}"/>
            </UIView>
            <UILabel left="gap * 2" top="#gap.bottom" id="gap"/>
        </UIView>
        """

    private func ranges(_ text: String, _ name: String, reach: RenameReach) -> [Range<Int>] {
        TemplateRenamer(registry: builtinRegistry).rename(name, to: name, in: SourceText(path: "T.xml", text: text), reach: reach).renamedRanges
    }

    private func declaration(_ text: String, _ name: String, _ kind: RenameDeclaration.Kind, at offset: Int) -> RenameDeclaration? {
        let source = SourceText(path: "T.xml", text: text)
        guard let root = XMLReader().read(source).document?.root else { return nil }
        return TemplateDeclarations(root: root, path: "T.xml").declaration(of: name, kind: kind, at: offset)
    }

    private func offsets(of needle: String, in text: String) -> [Int] {
        let bytes = Array(text.utf8), target = Array(needle.utf8)
        return (0...(bytes.count - target.count)).filter { bytes[$0..<$0 + target.count].elementsEqual(target) }
    }

    func testAScopedRenameStopsAtANestedDeclarationOfTheSameName() throws {
        let text = Self.shadowing
        let gaps = offsets(of: "gap", in: text)
        // 0 top="gap", 1 outer macro, 2 left="gap" of the inner view, 3 inner macro, 4 and 5
        // the label's uses, 6 'gap * 2', 7 '#gap', 8 id="gap".
        XCTAssertEqual(gaps.count, 9)
        let outer = try XCTUnwrap(declaration(text, "gap", .macro, at: gaps[6]))
        XCTAssertEqual(outer.kind, .macro)
        XCTAssertEqual(outer.valueRange, gaps[1]..<gaps[1] + 3)
        XCTAssertFalse(outer.isTemplateParam)
        XCTAssertEqual(ranges(text, "gap", reach: .declaration(outer)), [0, 1, 6].map { gaps[$0]..<gaps[$0] + 3 })
        let inner = try XCTUnwrap(declaration(text, "gap", .param, at: gaps[4]))
        XCTAssertEqual(inner.valueRange, gaps[3]..<gaps[3] + 3)
        XCTAssertEqual(ranges(text, "gap", reach: .declaration(inner)), [2, 3, 4, 5].map { gaps[$0]..<gaps[$0] + 3 },
                       "the inner view's own attributes see its macro")
        let id = try XCTUnwrap(declaration(text, "gap", .id, at: 0))
        XCTAssertEqual(ranges(text, "gap", reach: .declaration(id)), [7, 8].map { gaps[$0]..<gaps[$0] + 3 }, "'#gap' after its '#', and the id")
    }

    func testRootParamIsATemplateParamAndCollisionsAreFound() throws {
        let text = "<UIView>\n    <param name=\"title\" type=\"String\"/>\n    <macro name=\"gap\" value=\"4\"/>\n    <UIView>\n        <macro name=\"inner\" value=\"1\"/>\n    </UIView>\n</UIView>"
        let source = SourceText(path: "T.xml", text: text)
        let root = try XCTUnwrap(XMLReader().read(source).document?.root)
        let declarations = TemplateDeclarations(root: root, path: "T.xml")
        let title = try XCTUnwrap(declarations.templateParam(named: "title"))
        XCTAssertTrue(title.isTemplateParam)
        XCTAssertEqual(title.kind, .param)
        XCTAssertNil(declarations.templateParam(named: "gap"), "a macro is no param")
        XCTAssertTrue(declarations.declares("gap", near: title), "declared on the same element")
        XCTAssertTrue(declarations.declares("inner", near: title), "declared inside its scope, where it would shadow the renamed name")
        XCTAssertFalse(declarations.declares("heading", near: title))
    }

    func testIncludeSitesReachOnlyAcceptedIncludes() {
        let text = "<UIView>\n    <UIView template=\"Card.xml\" title=\"{title}\"/>\n    <UIView template=\"Other.xml\" title=\"Hi\"/>\n</UIView>"
        let start = offsets(of: "title=", in: text)[0]
        XCTAssertEqual(ranges(text, "title", reach: .includeSites { $0 == "Card.xml" }), [start..<start + 5],
                       "only the attribute name, not the value read in the including template")
    }
}
