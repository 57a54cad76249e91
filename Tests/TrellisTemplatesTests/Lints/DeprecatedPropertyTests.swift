import TrellisDiagnostics
import TrellisRegistry
import XCTest

/// The `deprecated-property` rule: components and properties the manifests mark
/// `deprecated:`, built-in and an app's own.
final class DeprecatedPropertyTests: XCTestCase {
    func testDeprecatedBuiltInComponentsAndPropertiesAreWarnings() {
        let result = CompilerFixture(template: """
            <UIView>
                <UIWebView scalesPageToFit="true"/>
                <UIButton contentEdgeInsets.top="4" title="{strings.ok}"/>
            </UIView>
            """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:6: warning: 'UIWebView' is deprecated: use WKWebView (iOS 12) [deprecated-property]",
            "T.xml:3:15: warning: 'contentEdgeInsets' of UIButton is deprecated: use a UIButton.Configuration's contentInsets (iOS 15) [deprecated-property]",
        ])
        XCTAssertNotNil(result.template)
    }

    func testAnAppManifestMarksItsOwnAndBuiltInSymbolsDeprecated() {
        var fixture = CompilerFixture(template: "<Badge count=\"1\" tint=\"red\" alpha=\"1\"/>")
        let loaded = RegistryLoader().load(sources: BuiltinManifests.sources + [("App.yaml", """
            components:
              Badge:
                extends: UIView
                properties:
                  count: Int
                  tint: {type: UIColor, deprecated: "use 'tintColor'"}
              UIView:
                properties:
                  alpha: {type: CGFloat, deprecated: "use 'opacity'"}
            """)])
        XCTAssertEqual(render(loaded.diagnostics), [])
        fixture.registry = loaded.registry
        XCTAssertEqual(fixture.messages(), [
            "T.xml:1:18: warning: 'tint' of Badge is deprecated: use 'tintColor' [deprecated-property]",
            "T.xml:1:29: warning: 'alpha' of Badge is deprecated: use 'opacity' [deprecated-property]",
        ])
    }

    func testInvalidDeprecationsAreManifestErrors() {
        let loaded = RegistryLoader().load(sources: BuiltinManifests.sources + [("App.yaml", """
            components:
              Badge:
                extends: UIView
                deprecated: [old]
                properties:
                  count: {deprecated: "use 'value'"}
                  tint: {type: UIColor, deprecatd: "x"}
            """)])
        XCTAssertEqual(render(loaded.diagnostics), [
            "App.yaml:4:17: error: expected what to use instead for 'deprecated' of component 'Badge' [invalid-manifest]",
            "App.yaml:6:14: error: property 'count' of Badge needs 'type' [invalid-manifest]",
            "App.yaml:7:29: error: unknown key 'deprecatd' in property 'tint' of Badge; did you mean 'deprecated'? [invalid-manifest]",
        ])
    }
}
