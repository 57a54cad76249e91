import TrellisDiagnostics
import TrellisTemplates
import XCTest

/// The `left-right-not-leading-trailing` rule: what it flags and what it leaves alone.
final class ReadingDirectionTests: XCTestCase {
    private func fixture(_ files: [String: String]) -> CompilerFixture {
        var fixture = CompilerFixture(files)
        fixture.lintOptions = LintOptions(enabledRules: [.leftRightNotLeadingTrailing])
        return fixture
    }

    func testLeftAndRightAreWarningsWithFixItsToLeadingAndTrailing() throws {
        let result = fixture(["T.xml": "<UIView>\n    <UILabel left=\"16\" right=\"8\" top=\"0\"/>\n</UIView>\n"]).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:14: warning: 'left' stays on the left in right-to-left languages; use 'leading', which follows the reading direction [left-right-not-leading-trailing]",
            "T.xml:2:14: note: replace with 'leading'",
            "T.xml:2:24: warning: 'right' stays on the right in right-to-left languages; use 'trailing', which follows the reading direction [left-right-not-leading-trailing]",
            "T.xml:2:24: note: replace with 'trailing'",
        ])
        XCTAssertEqual(result.diagnostics.map(\.fixIt?.replacement), ["leading", "trailing"])
        let fixIt = try XCTUnwrap(result.diagnostics.first?.fixIt)
        XCTAssertEqual([fixIt.span.line, fixIt.span.column, fixIt.span.length], [2, 14, 4])
        XCTAssertNotNil(result.template)
    }

    func testNoFixItWhenTheNodeSetsTheDirectionalEdgeToo() {
        let result = fixture(["T.xml": "<UIView left=\"0\" leading=\"0\"/>"]).compile()
        let finding = result.diagnostics.first { $0.rule == .leftRightNotLeadingTrailing }
        XCTAssertEqual(finding?.location?.column, 9)
        XCTAssertNotNil(finding)
        XCTAssertNil(finding?.fixIt)
    }

    func testLeadingTrailingAndOtherLeftsAreLeftAlone() {
        let result = fixture(["T.xml": """
            <UIView>
                <UILabel leading="16" trailing="16" textAlignment="left" layoutMargins.left="4"/>
                <UIView top="previous.bottom" width="previous.right"/>
            </UIView>
            """]).compile()
        XCTAssertEqual(render(result.diagnostics), [])
    }

    func testOffByDefaultAndAFileIncludedTwiceIsReportedOnce() {
        let files = [
            "T.xml": "<UIView><UIView template=\"Part.xml\"/><UIView template=\"Part.xml\"/></UIView>",
            "Part.xml": "<UIView>\n<UILabel right=\"0\"/>\n</UIView>",
        ]
        XCTAssertEqual(CompilerFixture(files).messages(), [])
        XCTAssertEqual(fixture(files).messages().filter { $0.hasPrefix("Part.xml:2:10: warning: 'right'") }.count, 1)
    }
}
