import TrellisDiagnostics
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// The value of an attribute no manifest declares, of a class of the app's
/// (`<RatingView stars="…">`) or a property of the app's (`imgUrl` on UIImageView), is
/// checked with its type unknown, as Layout evaluates a value of unknown type: its syntax
/// errors, unknown functions and slips are reported where they are, what it reads counts as
/// used, and the inputs it reads are the template's.
final class UndeclaredValuesTests: XCTestCase {
    private static let undeclaredRatingView = "T.xml:3:6: warning: 'RatingView' is not a registry component, so it is read as a class of yours and checked as UIView; "
        + "to check the attributes UIView lacks, declare it in a manifest in a Components folder, such as 'Components/RatingView.yaml' holding "
        + "'components: {RatingView: {extends: UIView}}' [undeclared-component]"

    private static func undeclaredProperty(_ name: String, at location: String) -> String {
        "T.xml:\(location): warning: '\(name)' is no property of UIImageView that a manifest declares, so it is read as a property of yours, "
            + "whose type is not known here; to check it, declare it in a manifest in a Components folder, such as "
            + "'components: {UIImageView: {properties: {\(name): String}}}' with its type [undeclared-property]"
    }

    func testASyntaxErrorAndAnUnknownFunctionInAnUndeclaredPropertyAreFoundAtTheirColumns() {
        let template = "<UIImageView\n    imgScale=\"{zoom +}\"\n    imgCount=\"{floo(3)}\"/>\n"
        XCTAssertEqual(CompilerFixture(template: template).messages(), [
            Self.undeclaredProperty("imgScale", at: "2:5"),
            "T.xml:2:21: error: expected expression after '+' [expression-syntax]",
            Self.undeclaredProperty("imgCount", at: "3:5"),
            "T.xml:3:16: error: unknown function 'floo'; did you mean 'floor'? [unknown-function]",
        ])
    }

    /// A value outside braces that is an expression left incomplete or unbalanced is read
    /// as text, as Layout reads it for a String property, with a warning at its syntax error,
    /// since Layout fails on it for any other type; prose, URLs and text with `{…}` are read
    /// as text without one.
    func testAMalformedExpressionOutsideBracesIsAWarningAtItsSyntaxError() {
        let template = "<UIImageView\n    imgScale=\"zoom +\"\n    imgSize=\"(width - 10\"\n    imgTitle=\"Hello world\"\n"
            + "    imgUrl=\"https://example.com/a.png\"\n    imgNote=\"Don't\"\n    imgLink=\"https://{host}/a +\"/>\n"
        XCTAssertEqual(CompilerFixture(template: template).messages(), [
            Self.undeclaredProperty("imgScale", at: "2:5"),
            "T.xml:2:20: warning: the value of 'imgScale' is read as text, for it is no expression: expected expression after '+'; "
                + "Layout reads it so only if 'imgScale' is a String, and fails on it otherwise [undeclared-property]",
            Self.undeclaredProperty("imgSize", at: "3:5"),
            "T.xml:3:25: warning: the value of 'imgSize' is read as text, for it is no expression: expected ')' to close '('; "
                + "Layout reads it so only if 'imgSize' is a String, and fails on it otherwise [undeclared-property]",
            "T.xml:3:14: note: '(' opened here",
            Self.undeclaredProperty("imgTitle", at: "4:5"),
            Self.undeclaredProperty("imgUrl", at: "5:5"),
            Self.undeclaredProperty("imgNote", at: "6:5"),
            Self.undeclaredProperty("imgLink", at: "7:5"),
        ])
        let undeclaredClass = "<UIView>\n    <!-- stars -->\n    <RatingView stars=\"rating *\" caption=\"Sign in!\"/>\n</UIView>\n"
        XCTAssertEqual(CompilerFixture(template: undeclaredClass).messages(), [
            Self.undeclaredRatingView,
            "T.xml:3:31: warning: the value of 'stars' is read as text, for it is no expression: expected expression after '*'; "
                + "Layout reads it so only if 'stars' is a String, and fails on it otherwise [undeclared-property]",
        ])
        var strict = CompilerFixture(template: undeclaredClass)
        strict.strict = true
        XCTAssertEqual(strict.messages().last, "T.xml:3:31: error: the value of 'stars' is read as text, for it is no expression: "
            + "expected expression after '*'; Layout reads it so only if 'stars' is a String, and fails on it otherwise [undeclared-property]")
    }

    func testASlipOfAParamInAnAttributeOfAnUndeclaredClassIsFoundAtItsColumn() {
        let template = "<UIView>\n    <param name=\"rating\" type=\"Int\"/>\n    <RatingView stars=\"{ratng + 1}\"/>\n</UIView>\n"
        XCTAssertEqual(CompilerFixture(template: template).messages(), [
            Self.undeclaredRatingView,
            "T.xml:3:25: warning: 'ratng' is read as an input while the param 'rating' is never read; did you mean 'rating'? [unused-param]",
            "T.xml:2:6: note: param 'rating' declared here",
        ])
    }

    /// A param, a macro and an id read only by undeclared attributes are used: no
    /// unused-param or unused-macro warning.
    func testDeclarationsReadOnlyByUndeclaredAttributesAreUsed() {
        let template = """
        <UIView>
            <param name="title" type="String"/>
            <RatingView caption="Hi {title}" stars="{GAP + #box.tag}"/>
            <macro name="GAP" value="8"/>
            <UIImageView id="box" imgTitle="{title}"/>
        </UIView>

        """
        XCTAssertEqual(CompilerFixture(template: template).messages(), [
            Self.undeclaredRatingView,
            Self.undeclaredProperty("imgTitle", at: "5:27"),
        ])
    }

    /// Body text of a class of the app's whose likely superclass takes none is checked as
    /// text with `{…}` expressions: an unknown function is found at its column and a param
    /// it reads is used.
    func testBodyTextOfAnUndeclaredClassIsCheckedAsText() {
        let template = "<UIView>\n    <param name=\"title\" type=\"String\"/>\n    <RatingView>Hi {title} {floo(1)}</RatingView>\n</UIView>\n"
        XCTAssertEqual(CompilerFixture(template: template).messages(), [
            Self.undeclaredRatingView,
            "T.xml:3:29: error: unknown function 'floo'; did you mean 'floor'? [unknown-function]",
        ])
    }

    /// An input read only by undeclared attributes gets the type its use determines
    /// (`zoom * 2`: Double), else `Any`, as a `{…}` in text gives it.
    func testInputsReadOnlyByUndeclaredAttributesAreTheTemplates() throws {
        let template = "<UIImageView imgScale=\"{zoom * 2}\" imgUrl=\"https://{host}/a.png\" imgFlag=\"enabled\"/>\n"
        let result = CompilerFixture(template: template).compile()
        XCTAssertEqual(result.diagnostics.map(\.rule), [.undeclaredProperty, .undeclaredProperty, .undeclaredProperty])
        let inputs = try XCTUnwrap(result.template?.inputs)
        XCTAssertEqual(inputs.map(\.name), ["enabled", "host", "zoom"])
        XCTAssertEqual(inputs.map(\.type), [.any, .any, .double])
        XCTAssertEqual(result.template?.nodes.first?.properties.map(\.keyPath), ["height", "width"])
    }
}
