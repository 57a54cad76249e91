import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

/// Names an app defines in Swift and a template checked without its manifests meets: a
/// color or font added to UIColor or UIFont (`UIColor.softWhite`) and a property an extension adds
/// (`imgUrl` on UIImageView) are warnings with the manifest to write; a slip of a known
/// name stays an error with its did-you-mean.
final class UndeclaredNamesTests: XCTestCase {
    func testAColorOfTheAppsOnUIColorIsAWarning() {
        XCTAssertEqual(CompilerFixture(template: "<UIView backgroundColor=\"UIColor.softWhite\"/>\n").messages(), [
            "T.xml:1:34: warning: 'softWhite' is no named color, so it is read as a color of yours on UIColor, whose value is not known here; "
                + "to check it, declare it in a manifest in a Components folder, such as 'colors: {softWhite: \"#RRGGBB\"}' [undeclared-color]",
        ])
    }

    func testAFontOfTheAppsOnUIFontIsAWarning() {
        XCTAssertEqual(CompilerFixture(template: "<UILabel font=\"{UIFont.headline2} 120%\"/>\n").messages(), [
            "T.xml:1:24: warning: 'headline2' is no named font, so it is read as a font of yours on UIFont, whose value is not known here; "
                + "to check it, declare it in a manifest in a Components folder, such as 'fonts: {named: {headline2: \"System 17\"}}' [undeclared-font]",
        ])
    }

    func testASlipOfAColorNameStaysAnError() {
        XCTAssertEqual(CompilerFixture(template: "<UIView backgroundColor=\"UIColor.redd\"/>\n").messages(), [
            "T.xml:1:34: error: unknown color 'redd'; did you mean 'red'? [unknown-symbol]",
        ])
    }

    func testAPropertyOfTheAppsIsAWarning() {
        let result = CompilerFixture(template: "<UIImageView imgUrl=\"{url}\" layer.borderGradientStyle=\"2\"/>\n").compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:1:14: warning: 'imgUrl' is no property of UIImageView that a manifest declares, so it is read as a property of yours, "
                + "whose type is not known here; to check it, declare it in a manifest in a Components folder, such as "
                + "'components: {UIImageView: {properties: {imgUrl: String}}}' with its type [undeclared-property]",
            "T.xml:1:29: warning: 'layer.borderGradientStyle' is no property of UIImageView that a manifest declares, so it is read as a property of yours, "
                + "whose type is not known here; to check it, declare it in a manifest in a Components folder, such as "
                + "'components: {CALayer: {properties: {borderGradientStyle: String}}}' with its type [undeclared-property]",
        ])
        XCTAssertEqual(result.template?.nodes.first?.properties.map(\.keyPath), ["height", "width"])
    }

    /// A slip of a settable name, of a name that cannot be set (`frame`), or of a part
    /// before the last of a key path stays an error.
    func testASlipOfAPropertyNameStaysAnError() {
        XCTAssertEqual(CompilerFixture(template: "<UIView alpa=\"1\" frme=\"1\" layr.cornerRadius=\"2\"/>\n").messages(), [
            "T.xml:1:9: error: unknown property 'alpa' of UIView; did you mean 'alpha'? [unknown-property]",
            "T.xml:1:18: error: unknown property 'frme' of UIView [unknown-property]",
            "T.xml:1:27: error: unknown property 'layr.cornerRadius' of UIView; did you mean 'layer.cornerRadius'? [unknown-property]",
        ])
    }

    func testStrictMakesThemErrors() {
        var fixture = CompilerFixture(template: "<UIImageView imgUrl=\"x\" backgroundColor=\"UIColor.softWhite\"/>\n")
        fixture.strict = true
        XCTAssertEqual(fixture.compile().diagnostics.map(\.rule), [.undeclaredProperty, .undeclaredColor])
        XCTAssertEqual(fixture.compile().diagnostics.map(\.severity), [.error, .error])
    }
}
