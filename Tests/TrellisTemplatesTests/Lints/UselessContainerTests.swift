import TrellisDiagnostics
import XCTest

/// The `useless-container` rule: what it flags and what it leaves alone.
final class UselessContainerTests: XCTestCase {
    func testAPlainViewPlacingOneChildIsAWarningAtItsName() {
        let fixture = CompilerFixture(template: """
            <UIView>
                <UIView left="16" right="16" top="8" height="auto">
                    <UILabel text="Hi"/>
                </UIView>
                <UIView>
                    <UIImageView/>
                </UIView>
            </UIView>
            """)
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:6: warning: this UIView only places its one 'UILabel'; remove it and set the frame on the child [useless-container]",
            "T.xml:5:6: warning: this UIView only places its one 'UIImageView'; remove it and set the frame on the child [useless-container]",
        ])
        XCTAssertNotNil(result.template)
    }

    func testAFileIncludedTwiceIsReportedOnce() {
        let fixture = CompilerFixture([
            "T.xml": "<UIView><UIView template=\"Part.xml\"/><UIView template=\"Part.xml\"/></UIView>",
            "Part.xml": "<UIView>\n<UIView top=\"4\"><UILabel text=\"A\"/></UIView>\n</UIView>",
        ])
        XCTAssertEqual(fixture.messages().filter { $0.contains("[useless-container]") }, [
            "Part.xml:2:2: warning: this UIView only places its one 'UILabel'; remove it and set the frame on the child [useless-container]",
        ])
    }

    func testViewsThatDoMoreThanPlaceOneChildAreLeftAlone() {
        assertCompiles("""
            <UIView>
                <UIView backgroundColor="red"><UILabel text="Styled"/></UIView>
                <UIView outlet="wrapper"><UILabel text="Named"/></UIView>
                <UIView><UILabel text="One"/><UILabel text="Two" top="previous.bottom"/></UIView>
                <UIView>
                    <macro name="GAP" value="8"/>
                    <UILabel left="GAP" text="Scoped"/>
                </UIView>
                <UIScrollView><UILabel text="Scrolls"/></UIScrollView>
                <UIStackView><UIView><UILabel text="Arranged"/></UIView></UIStackView>
            </UIView>
            """)
    }

    func testTheRootAndSlotsForAnIncludersChildrenAreLeftAlone() {
        let fixture = CompilerFixture([
            "T.xml": "<UIView><UIView template=\"Card.xml\"><UILabel text=\"Inside\"/></UIView></UIView>",
            "Card.xml": "<UIView><UIView top=\"8\"><children/></UIView></UIView>",
        ])
        XCTAssertEqual(fixture.messages(), [])
        assertCompiles("<UIView><UILabel text=\"Root\"/></UIView>")
    }
}
