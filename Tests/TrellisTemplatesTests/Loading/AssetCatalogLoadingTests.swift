import XCTest

@testable import TrellisTemplates

/// The asset names an `.xcassets` folder gives, as `UIColor(named:)` and
/// `UIImage(named:)` find them: a group folder whose `Contents.json` says
/// `"provides-namespace" : true` puts its name and a `/` before the names inside it.
final class AssetCatalogLoadingTests: XCTestCase {
    private let namespace = #"{"info" : {"author" : "xcode", "version" : 1}, "properties" : {"provides-namespace" : true}}"#
    private let plainGroup = #"{"info" : {"author" : "xcode", "version" : 1}}"#

    func testAGroupProvidingANamespacePrefixesTheNamesInside() {
        let fileSystem = MemoryFileSystem(texts: [
            "App/Assets.xcassets/Contents.json": plainGroup,
            "App/Assets.xcassets/Accent.colorset/Contents.json": "{}",
            "App/Assets.xcassets/Brand/Contents.json": namespace,
            "App/Assets.xcassets/Brand/Primary.colorset/Contents.json": "{}",
            "App/Assets.xcassets/Brand/Icons/Contents.json": namespace,
            "App/Assets.xcassets/Brand/Icons/logo.imageset/Contents.json": "{}",
            "App/Assets.xcassets/Brand/Icons/Flat/Contents.json": plainGroup,
            "App/Assets.xcassets/Brand/Icons/Flat/star.imageset/Contents.json": "{}",
            "App/Assets.xcassets/Backgrounds/sky.imageset/Contents.json": "{}",
        ])
        let (catalog, diagnostics) = AssetCatalog.load(["App/Assets.xcassets"], fileSystem: fileSystem)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertEqual(catalog.colors, ["Accent", "Brand/Primary"])
        XCTAssertEqual(catalog.images, ["Brand/Icons/logo", "Brand/Icons/star", "sky"])
    }

    func testANamespacedAssetIsFoundByItsFullNameOnly() {
        var fixture = CompilerFixture(["Screen.xml": """
        <UIView backgroundColor="Brand/Primary">
            <UIImageView image="Brand/Icons/logo"/>
            <UIImageView image="logo"/>
        </UIView>
        """])
        fixture.assets = AssetCatalog.load(["Assets.xcassets"], fileSystem: MemoryFileSystem(texts: [
            "Assets.xcassets/Brand/Contents.json": namespace,
            "Assets.xcassets/Brand/Primary.colorset/Contents.json": "{}",
            "Assets.xcassets/Brand/Icons/Contents.json": namespace,
            "Assets.xcassets/Brand/Icons/logo.imageset/Contents.json": "{}",
        ])).catalog
        XCTAssertEqual(fixture.messages("Screen.xml"), [
            "Screen.xml:3:25: error: unknown image asset 'logo'; did you mean 'Brand/Icons/logo'? [unknown-asset]",
        ])
    }
}
