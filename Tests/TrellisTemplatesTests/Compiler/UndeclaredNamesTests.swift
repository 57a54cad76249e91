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

    /// Layout takes a word of a font that is no family, weight, trait, style or size as a
    /// font the app bundles (`UIFont(name:)`, a family of its `UIAppFonts`) or a font
    /// property of the app's on UIFont (`brandFont`, or `brand` without its `Font`): a word
    /// no known name is close to is a warning, words in a row one name (`Open Sans`).
    func testAFontNameTheAppBundlesIsAWarning() {
        let template = "<UIView>\n<UILabel font=\"Montserrat-Bold 17\"/>\n<UILabel font=\"Open Sans bold {size}\"/>\n<UILabel font=\"brandFont italic\"/>\n</UIView>\n"
        XCTAssertEqual(CompilerFixture(template: template).messages(), [
            Self.undeclaredFontName("Montserrat-Bold", at: "2:16"),
            Self.undeclaredFontName("Open Sans", at: "3:16"),
            Self.undeclaredFontName("brandFont", at: "4:16"),
        ])
    }

    /// A word of a font close to a known name stays an error with its did-you-mean.
    func testASlipOfAFontWordStaysAnError() {
        XCTAssertEqual(CompilerFixture(template: "<UILabel font=\"Helvetca 17 bld\"/>\n").messages(), [
            "T.xml:1:16: error: unknown font attribute 'Helvetca'; did you mean 'Helvetica'? [invalid-font]",
        ])
    }

    private static func undeclaredFontName(_ name: String, at location: String) -> String {
        "T.xml:\(location): warning: '\(name)' is no font family, weight, trait, text style or named font, so it is read as a font your app bundles "
            + "or a font of yours on UIFont, which is not known here; to check it, declare it in a manifest in a Components folder, such as "
            + "'fonts: {families: [\(name)]}' [undeclared-font]"
    }

    /// Layout calls any closure constant the app passes (`([Any]) throws -> Any`) as a
    /// function: a call no built-in or manifest function is close to is a warning, its
    /// arguments are checked with their types unknown (a slip in them is still an error),
    /// and its value has the type its use needs.
    func testAFunctionOfTheAppsIsAWarning() throws {
        let template = "<UILabel text=\"On {formatDate(date, 'short')}\" alpha=\"opacityFor(level)\" numberOfLines=\"lineCount(rund(2))\"/>\n"
        let result = CompilerFixture(template: template).compile()
        XCTAssertEqual(render(result.diagnostics), [
            Self.undeclaredFunction("formatDate", "Any, Any", at: "1:20"),
            Self.undeclaredFunction("opacityFor", "Any", at: "1:55"),
            Self.undeclaredFunction("lineCount", "Any", at: "1:89"),
            "T.xml:1:99: error: unknown function 'rund'; did you mean 'round'? [unknown-function]",
        ])
        let inputs = try XCTUnwrap(CompilerFixture(template: "<UILabel text=\"{formatDate(date)}\" alpha=\"opacityFor(level)\"/>\n").compile().template?.inputs)
        XCTAssertEqual(inputs.map(\.name), ["date", "level"])
        XCTAssertEqual(inputs.map(\.type), [.any, .any])
    }

    /// A capitalized call is an initializer, which Layout cannot call: still an error.
    func testAnInitializerCallStaysAnError() {
        XCTAssertEqual(CompilerFixture(template: "<UITableView tableFooterView=\"{UIView()}\"/>\n").messages(), [
            "T.xml:1:32: error: unknown function 'UIView' [unknown-function]",
        ])
    }

    private static func undeclaredFunction(_ name: String, _ parameters: String, at location: String) -> String {
        "T.xml:\(location): warning: '\(name)' is no built-in or manifest function, so it is read as a function of yours (a closure constant "
            + "the app passes to Layout), whose signature is not known here; to check it, declare it in a manifest in a Components folder, "
            + "such as 'functions: {\(name): {parameters: [\(parameters)], returns: Any}}' with its types [undeclared-function]"
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

    /// The reading of an unknown attribute is searched once per component and name, and
    /// reported at every element that has it.
    func testAnAttributeRepeatedOnManyElementsIsReportedAtEach() {
        let template = "<UIView>\n<UILabel textColr=\"red\" imgUrl=\"1\"/>\n<UILabel textColr=\"red\" imgUrl=\"1\"/>\n</UIView>\n"
        let diagnostics = CompilerFixture(template: template).compile().diagnostics
        XCTAssertEqual(diagnostics.map(\.rule), [.unknownProperty, .undeclaredProperty, .unknownProperty, .undeclaredProperty])
        XCTAssertEqual(render(diagnostics).filter { $0.hasPrefix("T.xml") }.map { String($0.prefix(9)) }, ["T.xml:2:1", "T.xml:2:2", "T.xml:3:1", "T.xml:3:2"])
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
        var fixture = CompilerFixture(template: "<UIImageView imgUrl=\"x\" backgroundColor=\"UIColor.softWhite\" alpha=\"fade(1)\"/>\n")
        fixture.strict = true
        XCTAssertEqual(fixture.compile().diagnostics.map(\.rule), [.undeclaredProperty, .undeclaredColor, .undeclaredFunction])
        XCTAssertEqual(fixture.compile().diagnostics.map(\.severity), [.error, .error, .error])
    }
}
