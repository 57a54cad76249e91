import TrellisTemplates
import XCTest

/// The names a file included with `template=` or `xml=` sees: its nodes join the including
/// template's tree, and Layout looks a macro up through a node's ancestors
/// (`LayoutNode.expression(forMacro:)`: `_macros[name] ?? parent?.expression(forMacro: name)`),
/// so the including file's macros and params reach into it.
final class IncludedScopeTests: XCTestCase {
    /// den2k/TIMII's TimelineScreen.xml defines `emptyContentBackgroundColor`, which only the
    /// template it includes reads.
    static let screen = """
        <UIView>
            <macro name="gap" value="8"/>
            <param name="accent" type="UIColor"/>
            <UIView template="Card.xml"/>
            <UIView xml="Banner.xml"/>
        </UIView>
        """

    static let card = """
        <UIView>
            <UILabel left="gap" text="Card" textColor="accent"/>
        </UIView>
        """

    static let banner = """
        <UILabel top="gap * 2" text="Banner"/>
        """

    func testAMacroOfTheIncludingFileIsUsedByTheIncludedFiles() throws {
        let fixture = CompilerFixture(["T.xml": Self.screen, "Card.xml": Self.card, "Banner.xml": Self.banner])
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [], "no unused-macro or unused-param warning: Card and Banner read them")
        let template = try XCTUnwrap(result.template)
        XCTAssertEqual(template.inputs.map(\.name), [], "gap is the macro, not an input")
        XCTAssertEqual(template.params.map(\.name), ["accent"])
    }

    func testTheIncludedFileOnItsOwnReadsTheNamesAsInputs() throws {
        let fixture = CompilerFixture(["T.xml": Self.screen, "Card.xml": Self.card, "Banner.xml": Self.banner])
        let card = fixture.compile("Card.xml")
        XCTAssertEqual(render(card.diagnostics), [])
        XCTAssertEqual(try XCTUnwrap(card.template).inputs.map(\.name), ["accent", "gap"])
    }

    func testTheIncludedFilesOwnDeclarationHidesTheIncludingOne() throws {
        // Were the outer text macro seen inside Card, `left="gap"` would be a type error.
        let fixture = CompilerFixture([
            "T.xml": """
                <UIView>
                    <macro name="gap" value="'wide'"/>
                    <UIView template="Card.xml" accessibilityLabel="{gap}"/>
                </UIView>
                """,
            "Card.xml": """
                <UIView>
                    <macro name="gap" value="20"/>
                    <UIView left="gap"/>
                </UIView>
                """,
        ])
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [])
        XCTAssertEqual(try XCTUnwrap(result.template).inputs.map(\.name), [])
    }
}
