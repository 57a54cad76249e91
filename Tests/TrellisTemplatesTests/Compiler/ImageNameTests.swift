import TrellisDiagnostics
import TrellisExpressions
@testable import TrellisTemplates
import XCTest

/// Image attributes as Layout's image expression reads them (ImageExpressionTests): text
/// that is one quoted string (`'MyImage'`) is an expression, that string, naming the asset;
/// text with `{…}` around or beside other text is a name built from text, which an Image
/// value cannot be part of.
final class ImageNameTests: XCTestCase {
    /// testQuotedNonexistentImageAssetInMainBundle: `'MyImage'` names the asset `MyImage`.
    func testAQuotedNameIsTheAssetItQuotes() throws {
        let result = CompilerFixture(template: "<UIView>\n<UIImageView image=\"'MyImage'\"/>\n<UIImageView image=\" &quot;Other Image&quot; \"/>\n</UIView>\n").compile()
        XCTAssertEqual(render(result.diagnostics), [])
        let images = try XCTUnwrap(result.template).nodes.dropFirst().map { node in
            node.properties.first { $0.keyPath == "image" }?.value.expression.kind
        }
        XCTAssertEqual(images, [.literal(.image("MyImage")), .literal(.image("Other Image"))])
    }

    /// With `--assets`, the quoted name is looked up without its quotes.
    func testAQuotedNameIsCheckedAsAnAsset() {
        var fixture = CompilerFixture(template: "<UIImageView image=\"'MyImag'\"/>\n")
        fixture.assets = AssetCatalog(images: ["MyImage"])
        XCTAssertEqual(fixture.messages(), [
            "T.xml:1:21: error: unknown image asset 'MyImag'; did you mean 'MyImage'? [unknown-asset]",
        ])
    }

    /// testBracedImageConstantWithCommentOutsideBraces: `{testImage} // test` is a name of
    /// text (`// test` is text there), which an Image cannot be part of; Layout fails too.
    func testAnImageCannotBePartOfAName() {
        let template = "<UIView>\n<param name=\"testImage\" type=\"UIImage\"/>\n<UIImageView image=\"{testImage} // test\"/>\n"
            + "<UIImageView image=\"icon-{testImage}\"/>\n<UIImageView image=\"{testImage}\"/>\n</UIView>\n"
        XCTAssertEqual(CompilerFixture(template: template).messages(), [
            "T.xml:3:22: error: 'testImage' is an Image, which cannot be part of an image name; give it alone, as the whole value "
                + "of 'image' in braces [type-mismatch]",
            "T.xml:4:27: error: 'testImage' is an Image, which cannot be part of an image name; give it alone, as the whole value "
                + "of 'image' in braces [type-mismatch]",
        ])
    }
}
