import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// `Type.member` where the type is a UIKit class: Layout's `staticConstant(for:)`
/// (LayoutExpression.swift) reads the class property `member`, else `member` followed by
/// the type's name without its `UI`/`NS` prefix (`UIColor.red` is `redColor`,
/// `UIImage.checkmark` is `checkmarkImage`), and nothing after it: `UIScreen.main.scale`
/// fails there with "Unknown static property UIScreen.main.scale". Trellis knows the
/// values of named colors and fonts and of UIKit's standard images; any other class member
/// is an error saying how to pass the value instead.
final class LayoutStaticMemberTests: XCTestCase {
    /// `UIColor.redColor`: Layout's suffixed spelling of a named color is the color.
    func testAColorsSuffixedClassPropertyIsTheColor() throws {
        let result = CompilerFixture(template: "<UIView backgroundColor=\"UIColor.redColor\"/>\n").compile()
        XCTAssertEqual(render(result.diagnostics), [])
        let property = try XCTUnwrap(result.template?.nodes.first?.properties.first { $0.keyPath == "backgroundColor" })
        guard case let .literal(.color(color)) = property.value.expression.kind else {
            return XCTFail("backgroundColor is not a color literal: \(property.value.expression.kind)")
        }
        XCTAssertEqual(color, RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    /// UIKit's standard images, UIImage's class properties (iOS 13: `actions`, `add`,
    /// `checkmark`, `remove`, `strokedCheckmark`), with or without Layout's `Image` suffix,
    /// are the image `UIImage.<property>`, which the app resolves to the system image.
    func testTheStandardImagesOfUIImageAreImages() throws {
        let names = ["actions", "add", "checkmark", "remove", "strokedCheckmark", "checkmarkImage", "strokedCheckmarkImage"]
        let template = "<UIView>\n" + names.map { "<UIImageView image=\"{UIImage.\($0)}\"/>\n" }.joined() + "</UIView>\n"
        let result = CompilerFixture(template: template).compile()
        XCTAssertEqual(render(result.diagnostics), [])
        let images = try XCTUnwrap(result.template).nodes.dropFirst().map { node in
            node.properties.first { $0.keyPath == "image" }?.value.expression.kind
        }
        let expected = ["actions", "add", "checkmark", "remove", "strokedCheckmark", "checkmark", "strokedCheckmark"]
        XCTAssertEqual(images, expected.map { .literal(.image("UIImage.\($0)")) })
    }

    /// Its name written as an image's text is the same image, which `--assets` does not
    /// look for in the asset catalogs.
    func testAStandardImagesNameIsNoAsset() throws {
        var fixture = CompilerFixture(template: "<UIImageView image=\"UIImage.checkmark\"/>\n")
        fixture.assets = AssetCatalog(images: ["Logo"])
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [])
        let image = try XCTUnwrap(result.template).nodes.first?.properties.first { $0.keyPath == "image" }
        XCTAssertEqual(image?.value.expression.kind, .literal(.image("UIImage.checkmark")))
    }

    /// A slip of a standard image's name is an error with its did-you-mean; another class
    /// property of UIImage is an error saying to pass it.
    func testOtherClassImagesOfUIImageAreErrors() {
        let template = "<UIView>\n<UIImageView image=\"{UIImage.checkmak}\"/>\n<UIImageView image=\"{UIImage.appLogo}\"/>\n</UIView>\n"
        XCTAssertEqual(CompilerFixture(template: template).messages(), [
            "T.xml:2:30: error: 'checkmak' is no standard image of UIImage; did you mean 'checkmark'? [unknown-symbol]",
            Self.classMember("UIImage", "appLogo", suffixed: "appLogoImage", at: "3:30"),
        ])
    }

    /// `UITableView.automaticDimension` is Swift's name for the global
    /// `UITableViewAutomaticDimension`, no class property, so Layout fails on it; Layout's
    /// table views size their rows to fit by default.
    func testTheTableViewsAutomaticDimensionIsAnError() {
        XCTAssertEqual(CompilerFixture(template: "<UITableView rowHeight=\"UITableView.automaticDimension\"/>\n").messages(), [
            Self.classMember("UITableView", "automaticDimension", suffixed: "automaticDimensionTableView", at: "1:37"),
        ])
    }

    /// `auto` sizes only frames and properties ending in a frame edge or size, in Layout
    /// (its width and height expressions) as in Trellis.
    func testAutoIsNoRowHeight() {
        XCTAssertEqual(CompilerFixture(template: "<UITableView rowHeight=\"auto\"/>\n").messages(), [
            "T.xml:1:25: error: 'auto' is not allowed in 'rowHeight'; it is allowed only in frame properties, 'contentSize.*' "
                + "and properties ending in left, right, x, width, top, bottom, y or height [type-mismatch]",
        ])
    }

    /// A bare `UITableViewAutomaticDimension` is, in Layout, a constant or state the app
    /// passes (else "Unknown property"), so it is an input.
    func testTheBareObjectiveCConstantIsAnInput() throws {
        let result = CompilerFixture(template: "<UITableView rowHeight=\"UITableViewAutomaticDimension\"/>\n").compile()
        XCTAssertEqual(render(result.diagnostics), [])
        XCTAssertEqual(try XCTUnwrap(result.template).inputs.map(\.name), ["UITableViewAutomaticDimension"])
    }

    /// `UIScreen.main.scale`: Layout reads no member of a class property, so it fails; so
    /// does Trellis, saying to pass the scale.
    func testAMemberOfAClassPropertyIsAnError() {
        XCTAssertEqual(CompilerFixture(template: "<UIView alpha=\"UIScreen.main.scale / 2\"/>\n").messages(), [
            "T.xml:1:25: error: type 'UIScreen' has no constant 'main', and Layout reads no member of a class property "
                + "('UIScreen.main.scale' fails there too); pass the value as an input instead, such as '{scale}' [unknown-symbol]",
        ])
    }

    private static func classMember(_ type: String, _ name: String, suffixed: String, at location: String) -> String {
        "T.xml:\(location): error: type '\(type)' has no constant '\(name)' whose value is known here; Layout looks it up as the class "
            + "property '\(name)' or '\(suffixed)' of \(type) when the template runs: pass the value as an input instead, such as "
            + "'{\(name)}' [unknown-symbol]"
    }
}
