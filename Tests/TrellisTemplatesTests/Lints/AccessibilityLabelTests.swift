import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates
import XCTest

/// The `accessibility-label` rule: what it flags and what it leaves alone.
final class AccessibilityLabelTests: XCTestCase {
    private func fixture(_ template: String) -> CompilerFixture {
        var fixture = CompilerFixture(template: template)
        fixture.lintOptions = LintOptions(enabledRules: [.accessibilityLabel])
        return fixture
    }

    private func message(_ kind: String, _ element: String) -> String {
        "\(kind) '\(element)' has no accessibilityLabel, so VoiceOver cannot say what it is; set accessibilityLabel, "
            + "or isAccessibilityElement=\"false\" when it is decorative [accessibility-label]"
    }

    func testImageViewsAndButtonsWithoutTitlesAreWarnings() {
        let template = """
            <UIView>
                <UIImageView image="avatar"/>
                <UIButton image="close"/>
            </UIView>
            """
        XCTAssertEqual(fixture(template).messages(), [
            "T.xml:2:6: warning: " + message("image view", "UIImageView"),
            "T.xml:3:6: warning: " + message("button without a title", "UIButton"),
        ])
        XCTAssertEqual(CompilerFixture(template: template).messages(), [])
    }

    func testLabelledDecorativeTitledAndCoveredViewsAreLeftAlone() {
        XCTAssertEqual(fixture("""
            <UIView>
                <UIImageView image="avatar" accessibilityLabel="{strings.avatar}"/>
                <UIImageView image="divider" isAccessibilityElement="false"/>
                <UIButton title="{strings.close}"/>
                <UIButton normalTitle="{strings.close}"/>
                <UIButton>{strings.close}</UIButton>
                <UIView isAccessibilityElement="true" accessibilityLabel="Card"><UIImageView image="a"/></UIView>
                <UIView accessibilityElementsHidden="true"><UIView backgroundColor="red"><UIImageView image="b"/></UIView></UIView>
                <UISwitch/>
            </UIView>
            """).messages(), [])
    }

    func testCustomControlsOfAppManifestsAreWarnings() {
        var fixture = fixture("<UIView>\n    <RatingControl/>\n</UIView>")
        fixture.registry = RegistryLoader().load(sources: BuiltinManifests.sources + [
            ("App.yaml", "components:\n  RatingControl: {extends: UIControl}\n"),
        ]).registry
        XCTAssertEqual(fixture.messages(), ["T.xml:2:6: warning: " + message("custom control", "RatingControl")])
    }
}
