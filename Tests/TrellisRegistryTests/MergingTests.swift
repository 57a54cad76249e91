import TrellisRegistry
import XCTest

/// Several manifests: later ones extend components; conflicting redeclarations are errors
/// with a note at the first declaration.
final class MergingTests: XCTestCase {
    private let base = """
        types:
          CGFloat: {alias: Double}
          Mode: {enum: [a, b]}
        colors:
          brand: "#ff0000"
        images:
          logo: 40x20
        functions:
          double: {parameters: [Double], returns: Double}
        fonts:
          defaultSize: 17
          textStyles: {body: 17}
          families: [System]
          named: {heading: "System 20"}
        components:
          UIView:
            properties: {alpha: CGFloat}
            defaults: {width: auto}
            layout: absolute
          UILabel:
            extends: UIView
            properties: {text: String}
            body: text
        """

    func testLaterManifestExtendsAComponent() throws {
        let extensionYAML = """
            components:
              UILabel:
                properties: {text: String, numberOfLines: Int}
                readonly: {isTruncated: Bool}
              UIView:
                defaults: {width: auto, height: auto}
            """
        let result = RegistryLoader().load(sources: [("base.yaml", base), ("more.yaml", extensionYAML)])
        XCTAssertEqual(result.diagnostics, [])
        let label = try XCTUnwrap(result.registry.components["UILabel"])
        XCTAssertEqual(label.properties.map(\.name), ["text", "numberOfLines"])
        XCTAssertEqual(label.readonly.map(\.name), ["isTruncated"])
        XCTAssertEqual(label.location?.file, "base.yaml")
        XCTAssertEqual(result.registry.components["UIView"]?.defaults, ["width": "auto", "height": "auto"])
    }

    func testIdenticalRedeclarationsAreAccepted() {
        XCTAssertEqual(ManifestTest.messages(files: [("a.yaml", base), ("b.yaml", base)]), [])
    }

    func testConflictingComponentRedeclarationsShowBothLocations() {
        let conflicting = """
            components:
              UILabel:
                extends: UIControl
                properties: {text: Int}
                readonly: {alpha: CGFloat}
                body: title
                layout: row
                defaults: {width: 100}
                element: false
              UIView:
                extends: NSObject
            """
        XCTAssertEqual(ManifestTest.messages(files: [("a.yaml", base), ("b.yaml", conflicting)]), [
            "b.yaml:3:14: conflicting superclass 'UIControl' for component 'UILabel'; it was first declared with 'UIView' "
                + "[a.yaml:21:14: first declared here]",
            "b.yaml:4:18: conflicting type 'Int' for property 'text' of UILabel; it was first declared as 'String' "
                + "[a.yaml:22:18: first declared here]",
            "b.yaml:6:11: conflicting body property 'title' for component 'UILabel'; it was first declared as 'text' "
                + "[a.yaml:23:11: first declared here]",
            "b.yaml:11:14: conflicting superclass 'NSObject' for component 'UIView'; it was first declared without one "
                + "[a.yaml:16:3: first declared here]",
        ])
        let merged = RegistryLoader().load(sources: [("a.yaml", base), ("b.yaml", conflicting)]).registry
        XCTAssertEqual(merged.components["UILabel"]?.superclass, "UIView")
        XCTAssertEqual(merged.components["UILabel"]?.layout, "row")
        XCTAssertEqual(merged.components["UILabel"]?.isElement, false)
    }

    func testConflictingRolesAndDefaultsAreReported() {
        let conflicting = """
            components:
              UIView:
                readonly: {alpha: CGFloat}
                defaults: {width: 100%}
            """
        XCTAssertEqual(ManifestTest.messages(files: [("a.yaml", base), ("b.yaml", conflicting)]), [
            "b.yaml:3:16: conflicting declaration of 'alpha' of UIView as a read-only symbol; it was first declared as a property "
                + "[a.yaml:17:18: first declared here]",
            "b.yaml:4:16: conflicting default '100%' for 'width' of UIView; it was first declared as 'auto' "
                + "[a.yaml:18:16: first declared here]",
        ])
    }

    func testConflictingTypesColorsImagesFunctionsAndFonts() {
        let conflicting = """
            types:
              Mode: {enum: [a, b, c]}
              CGFloat: {alias: Double}
            colors:
              brand: "#00ff00"
            images:
              logo: 20x20
            functions:
              double: {parameters: [Int], returns: Int}
            fonts:
              defaultSize: 16
              textStyles: {body: 18}
              named: {heading: "System 22"}
            """
        XCTAssertEqual(ManifestTest.messages(files: [("a.yaml", base), ("b.yaml", conflicting)]), [
            "b.yaml:2:3: conflicting redeclaration of type 'Mode' [a.yaml:3:3: first declared here]",
            "b.yaml:5:3: conflicting redeclaration of color 'brand' [a.yaml:5:3: first declared here]",
            "b.yaml:7:3: conflicting redeclaration of image 'logo' [a.yaml:7:3: first declared here]",
            "b.yaml:9:3: conflicting redeclaration of function 'double' [a.yaml:9:3: first declared here]",
            "b.yaml:11:16: conflicting default font size 16; it was first declared as 17 [a.yaml:11:16: first declared here]",
            "b.yaml:12:16: conflicting size 18 for text style 'body'; it was first declared as 17 [a.yaml:12:16: first declared here]",
            "b.yaml:13:11: conflicting redeclaration of named font 'heading' [a.yaml:14:11: first declared here]",
        ])
    }

    func testNamesSharedBetweenTypesAliasesAndComponents() {
        let conflicting = """
            types:
              UIView: {opaque: true}
              Other: {opaque: true, aliases: [Mode, UILabel]}
              Third: {opaque: true, aliases: [Shared]}
              Fourth: {opaque: true, aliases: [Shared]}
            components:
              Shared: {}
              Mode: {}
            """
        XCTAssertEqual(ManifestTest.messages(files: [("a.yaml", base), ("b.yaml", conflicting)]), [
            "b.yaml:2:3: type 'UIView' is already declared as a component [a.yaml:16:3: first declared here]",
            "b.yaml:3:35: alias 'Mode' is already declared as a type [a.yaml:3:3: first declared here]",
            "b.yaml:3:41: alias 'UILabel' is already declared as a component [a.yaml:20:3: first declared here]",
            "b.yaml:5:36: alias 'Shared' is already declared for type 'Third' [b.yaml:4:35: first declared here]",
            "b.yaml:7:3: component 'Shared' is already declared as an alias of type 'Third' [b.yaml:4:35: first declared here]",
            "b.yaml:8:3: component 'Mode' is already declared as a type [a.yaml:3:3: first declared here]",
        ])
    }

    func testElementFlagConflict() {
        let first = "components:\n  A: {element: false}\n"
        let second = "components:\n  A: {element: true}\n  B: {element: false}\n"
        let third = "components:\n  B: {element: true}\n"
        XCTAssertEqual(ManifestTest.messages(files: [("a.yaml", first), ("b.yaml", second), ("c.yaml", third)]), [
            "b.yaml:2:16: conflicting 'element: true' for component 'A'; it was first declared 'element: false' "
                + "[a.yaml:2:16: first declared here]",
            "c.yaml:2:16: conflicting 'element: true' for component 'B'; it was first declared 'element: false' "
                + "[b.yaml:3:16: first declared here]",
        ])
        let extended = RegistryLoader().load(sources: [("a.yaml", "components:\n  A: {}\n"), ("b.yaml", first)])
        XCTAssertEqual(extended.diagnostics, [])
        XCTAssertEqual(extended.registry.components["A"]?.isElement, false)
    }
}
