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
}
