import TrellisDiagnostics
import TrellisExpressions
@testable import TrellisTemplates
import XCTest

/// Color attributes as Layout's color expression reads a value without braces: first as
/// the name of a color asset (`UIColor(named:)`), and only when no asset has that name as
/// an expression. Names in a catalog's namespace folders (`Brand/Primary`) and names with
/// dashes (`brand-primary`) parse as arithmetic too, which fails for a color, so they are
/// asset names.
final class ColorAssetPathTests: XCTestCase {
    private let template = """
    <UIView backgroundColor="Brand/Primary">
        <UILabel textColor="Colors/Text/Secondary"/>
        <UIButton titleColor="brand-primary" tintColor="white-alpha"/>
        <UILabel textColor="{theme}" backgroundColor="UIColor.redd"/>
    </UIView>
    """

    func testANamespacedOrDashedNameIsAColorAsset() throws {
        let result = CompilerFixture(template: template).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:4:59: error: unknown color 'redd'; did you mean 'red'? [unknown-symbol]",
        ])
    }

    func testANamespacedNameIsCheckedAgainstTheCatalog() {
        var fixture = CompilerFixture(template: template)
        fixture.assets = AssetCatalog(colors: ["Brand/Primary", "Colors/Text/Secondary", "brand-primary", "white-alpha"])
        XCTAssertEqual(fixture.messages(), [
            "T.xml:4:59: error: unknown color 'redd'; did you mean 'red'? [unknown-symbol]",
        ])
        fixture.files["T.xml"] = #"<UIView backgroundColor="Brand/Primray"/>"#
        XCTAssertEqual(fixture.messages(), [
            "T.xml:1:26: error: unknown color asset 'Brand/Primray'; did you mean 'Brand/Primary'? [unknown-asset]",
        ])
    }
}
