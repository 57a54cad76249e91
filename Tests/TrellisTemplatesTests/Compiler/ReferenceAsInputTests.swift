import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

/// A name that resolves to nothing is an input, as Layout reads it; one that is a slip of
/// a name every view can read (`parnt.right`, `previus.bottom`, `safeAreaInset.top`, a
/// bare `widht` in a number) — one letter left out, added or swapped with its neighbour —
/// is almost surely a typo, so it draws a warning (an error with --strict) with the name
/// it was meant to be. Found by misspelling real templates (wpcfan/iosexample).
final class ReferenceAsInputTests: XCTestCase {
    static let slips = """
    <UIView>
        <UILabel id="title" left="parnt.right - 100" top="previus.bottom + 10"/>
        <UIButton top="safeAreaInset.top + 15" layer.cornerRadius="0.5 * widht"/>
    </UIView>
    """

    func testASlipOfAReferenceIsAnInputWithAWarning() {
        let result = CompilerFixture(template: Self.slips).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:31: warning: 'parnt.right' names nothing here, so it is read as an input of that name; did you mean 'parent.right'? [reference-as-input]",
            "T.xml:2:31: note: replace with 'parent'",
            "T.xml:2:55: warning: 'previus.bottom' names nothing here, so it is read as an input of that name; did you mean 'previous.bottom'? [reference-as-input]",
            "T.xml:2:55: note: replace with 'previous'",
            "T.xml:3:20: warning: 'safeAreaInset.top' names nothing here, so it is read as an input of that name; did you mean 'safeAreaInsets.top'? [reference-as-input]",
            "T.xml:3:20: note: replace with 'safeAreaInsets'",
            "T.xml:3:70: warning: 'widht' names nothing here, so it is read as an input of that name; did you mean 'width'? [reference-as-input]",
        ])
        XCTAssertEqual(result.diagnostics.map { $0.fixIt?.replacement }, ["parent", "previous", "safeAreaInsets", "width"])
        XCTAssertEqual(result.diagnostics.first?.fixIt?.span.column, 31)
        XCTAssertEqual(result.diagnostics.first?.fixIt?.span.length, 5)
    }

    func testStrictModeMakesThemErrors() {
        var fixture = CompilerFixture(template: Self.slips)
        fixture.strict = true
        let result = fixture.compile()
        XCTAssertEqual(result.diagnostics.map(\.severity), [.error, .error, .error, .error])
        XCTAssertNil(result.template)
    }

    /// Inputs of real apps that are near such names but no slip of them, or used where
    /// no number is expected, stay silent: `weight` (one letter changed), `text.count`,
    /// `heigth` read as text, `parentView.top`, `nxt.title` (`next` is too short to tell a
    /// slip from a name of its own), and names a param declares.
    func testInputsThatAreNoSlipDrawNoWarning() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView>
            <param name="widht" type="CGFloat"/>
            <UILabel height="weight * 2" text="{text.count} {heigth} {nxt.title}" width="widht"/>
            <UILabel top="parentView.top" left="{toolbarWidth * parent.width}"/>
        </UIView>
        """).messages(), [])
    }

    /// A slip of a param or macro visible here and read elsewhere (`borderLenght` for the
    /// macro `borderLength`, `titel` for the param `title`, a macro of an enclosing node
    /// included) is read as an input, as Layout reads it, with a warning naming the declaration.
    func testASlipOfAParamOrMacroIsAnInputWithAWarning() {
        let result = CompilerFixture(template: """
        <UIView>
            <param name="title" type="String"/>
            <macro name="borderLength" value="8"/>
            <UIView layer.borderWidth="borderLenght" height="borderLength * 2" accessibilityLabel="{title}">
                <UILabel text="{titel}" left="borderLengh.magnitude"/>
            </UIView>
        </UIView>
        """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:4:32: warning: 'borderLenght' names nothing here, so it is read as an input of that name; did you mean 'borderLength'? [reference-as-input]",
            "T.xml:5:25: warning: 'titel' names nothing here, so it is read as an input of that name; did you mean 'title'? [reference-as-input]",
            "T.xml:5:39: warning: 'borderLengh.magnitude' names nothing here, so it is read as an input of that name; did you mean 'borderLength.magnitude'? [reference-as-input]",
            "T.xml:5:39: note: replace with 'borderLength'",
        ])
        XCTAssertEqual(result.diagnostics.map { $0.fixIt?.replacement }, ["borderLength", "title", "borderLength"])
    }

    /// The same value checks to a warning only where the declaration is in scope, though
    /// checked values are reused across nodes whose lookups answer the same.
    func testASlipIsReportedOnlyWhereTheDeclarationIsInScope() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView>
            <UIView width="borderLenght"/>
            <UIView width="borderLenght" height="borderLength"><macro name="borderLength" value="8"/></UIView>
            <UIView width="borderLenght"/>
        </UIView>
        """).messages(), [
            "T.xml:3:20: warning: 'borderLenght' names nothing here, so it is read as an input of that name; did you mean 'borderLength'? [reference-as-input]",
        ])
    }

    /// Names that differ from a declaration by more than a slip, by a plural `s` (`items`
    /// beside the param `item`), that are too short to tell (`w` beside `ww`), or that are
    /// declared out of reach (a sibling's macro) stay silent inputs.
    func testInputsNearADeclarationThatAreNoSlipDrawNoWarning() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView>
            <param name="item" type="String"/>
            <macro name="ww" value="2"/>
            <UIView width="gutterWidth"><macro name="gutterWidth" value="8"/></UIView>
            <UILabel text="{items.count} {item}" left="w + ww" width="gutterWidht" height="borderWidth"/>
        </UIView>
        """).messages(), [])
    }

    /// A slip of a declaration no expression reads is reported once at its first read, by
    /// `unused-macro` with the declaration as a note; its later reads by this rule.
    func testASlipOfAnUnusedDeclarationIsReportedOnce() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView width="spacingg" height="spacingg * 2">
            <macro name="spacing" value="8"/>
        </UIView>
        """).messages(), [
            "T.xml:1:16: warning: 'spacingg' is read as an input while the macro 'spacing' is never used; did you mean 'spacing'? [unused-macro]",
            "T.xml:2:34: note: macro 'spacing' defined here",
            "T.xml:1:34: warning: 'spacingg' names nothing here, so it is read as an input of that name; did you mean 'spacing'? [reference-as-input]",
        ])
    }

    /// A slip of `auto` in a size, or of `next` before a frame symbol in a frame attribute,
    /// is read as an input with a warning, as the other slips of names every view reads.
    func testSlipsOfAutoAndNextInFrameAttributes() {
        let result = CompilerFixture(template: """
        <UIView>
            <UILabel width="atuo" height="autoo" top="nxet.top - 10"/>
            <UILabel text="x"/>
        </UIView>
        """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:21: warning: 'atuo' names nothing here, so it is read as an input of that name; did you mean 'auto'? [reference-as-input]",
            "T.xml:2:35: warning: 'autoo' names nothing here, so it is read as an input of that name; did you mean 'auto'? [reference-as-input]",
            "T.xml:2:47: warning: 'nxet.top' names nothing here, so it is read as an input of that name; did you mean 'next.top'? [reference-as-input]",
            "T.xml:2:47: note: replace with 'next'",
        ])
    }
}
