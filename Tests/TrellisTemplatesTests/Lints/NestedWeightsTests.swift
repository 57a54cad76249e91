import TrellisDiagnostics
import XCTest

/// The `nested-weights` rule: what it flags and what it leaves alone.
final class NestedWeightsTests: XCTestCase {
    func testAWeightedColumnInARowWeighingItsChildrenIsAWarningAtItsWeight() {
        let result = CompilerFixture(template: """
            <LMRowView>
                <LMColumnView weight="1">
                    <UILabel text="A" weight="2"/>
                </LMColumnView>
                <LMColumnView weight="1">
                    <UILabel text="B"/>
                    <LMSpacer/>
                </LMColumnView>
            </LMRowView>
            """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:19: warning: nested weights: this 'LMColumnView' has a weight in its 'LMRowView' and shares its own space by its "
                + "children's weights, so they are measured twice; give it or its children a fixed size [nested-weights]",
            "T.xml:3:27: note: a weighted child",
            "T.xml:5:19: warning: nested weights: this 'LMColumnView' has a weight in its 'LMRowView' and shares its own space by its "
                + "children's weights, so they are measured twice; give it or its children a fixed size [nested-weights]",
            "T.xml:7:10: note: 'LMSpacer' has a weight by default",
        ])
        XCTAssertNotNil(result.template)
    }

    func testWeightsOnOneLevelOnlyAreLeftAlone() {
        assertCompiles("""
            <LMRowView>
                <LMColumnView weight="1"><UILabel text="Fixed"/></LMColumnView>
                <LMColumnView width="80"><UILabel text="A" weight="1"/></LMColumnView>
                <UIView weight="1"><UILabel text="B" weight="1"/></UIView>
            </LMRowView>
            """)
    }
}
