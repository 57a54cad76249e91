import Foundation
import TrellisCodegen
import TrellisExpressions
import TrellisRuntime
import TrellisTemplates
import XCTest

/// Reading compiled templates at run time, and every way it can fail.
final class TemplateLibraryTests: XCTestCase {
    private func library(_ json: String) throws(TemplateLibraryError) -> TemplateLibrary {
        try TemplateLibrary(data: Data(json.utf8), path: "T.json")
    }

    /// The error `body` throws, which must be a ``TemplateLibraryError``.
    private func error(_ body: () throws -> Void, line: UInt = #line) -> TemplateLibraryError? {
        do {
            try body()
            XCTFail("no error", line: line)
        } catch let problem as TemplateLibraryError {
            return problem
        } catch {
            XCTFail("unexpected error \(error)", line: line)
        }
        return nil
    }

    func testEmptyDocument() throws {
        XCTAssertEqual(try library(#"{"format": "trellis-ir", "version": 4, "templates": []}"#).sources, [])
    }

    func testDocumentsTheWriterWritesAreRead() throws {
        let fixture = CodegenFixture(templates: ["A.xml": "<UILabel text=\"{title}\"/>", "B/C.xml": "<UIView/>"])
        let templates = fixture.compile(registry: fixture.registry())
        let bytes = IRWriter.encode(IRDocument(templates: templates))
        let library = try TemplateLibrary(data: Data(bytes), path: "T.json")
        XCTAssertEqual(library.sources, ["A.xml", "B/C.xml"])
        XCTAssertEqual(try library.template("A.xml").inputs.map(\.name), ["title"])
    }

    /// An Int param that sets an enum Layout types as `Int` stays an `Int` in the generated
    /// Swift: the conversion by raw value travels in the IR the library reads, and the
    /// runtime makes it (`dark` for 2).
    func testAnIntSettingAnEnumByRawValueIsConvertedFromTheIRTheLibraryReads() throws {
        let fixture = CodegenFixture(templates: ["Style.xml": """
        <UIView overrideUserInterfaceStyle="{style}">
            <param name="style" type="Int"/>
        </UIView>
        """])
        let registry = fixture.registry()
        let templates = fixture.compile(registry: registry)
        let generated = try XCTUnwrap(SwiftGenerator(registry: registry).generateFiles(templates: templates, manifests: []).templates["Style.xml"])
        XCTAssertTrue(generated.contains("""
                    /// `style`: `Int`, required.
                    var style: Int
        """), generated)
        let library = try TemplateLibrary(data: Data(IRWriter.encode(IRDocument(templates: templates))), path: "T.json")
        let property = try XCTUnwrap(library.template("Style.xml").nodes[0].properties.first { $0.keyPath == "overrideUserInterfaceStyle" })
        XCTAssertEqual(property.value.expression, try XCTUnwrap(templates.first?.nodes[0].properties.first { $0.keyPath == "overrideUserInterfaceStyle" }).value.expression)
        let compiled = try CompiledExpression.compile(property.value.expression) { reference in reference == .parameter("style") ? 0 : nil }
        XCTAssertEqual(try compiled.evaluate(in: SlotEnvironment(slots: [.int(2)])), .enumCase(type: "UIUserInterfaceStyle", name: "dark"))
    }

    func testNotJSON() {
        let problem = error { _ = try library("nope") }
        XCTAssertEqual(problem?.description, "cannot read compiled templates 'T.json': not a JSON object with 'format' and 'version'")
    }

    func testAnotherFormat() {
        let problem = error { _ = try library(#"{"format": "svg", "version": 1}"#) }
        XCTAssertEqual(problem?.description, "'T.json' is not a file of compiled templates: format 'svg', expected 'trellis-ir'")
    }

    func testAnotherVersion() {
        let problem = error { _ = try library(#"{"format": "trellis-ir", "version": 99, "templates": []}"#) }
        XCTAssertEqual(
            problem?.description,
            "compiled templates 'T.json' have IR version 99, this runtime reads version \(IRDocument.currentVersion); rebuild the target"
        )
    }

    func testBrokenTemplates() {
        let problem = error { _ = try library(#"{"format": "trellis-ir", "version": \#(IRDocument.currentVersion), "templates": [{}]}"#) }
        XCTAssertEqual(
            problem?.description,
            "cannot read compiled templates 'T.json': the templates do not match IR version \(IRDocument.currentVersion)"
        )
    }

    func testMissingFileAndResource() {
        let missing = URL(fileURLWithPath: "/nonexistent/Templates.trellis.json")
        XCTAssertEqual(
            error { _ = try TemplateLibrary(contentsOf: missing) }?.description,
            "cannot read compiled templates '/nonexistent/Templates.trellis.json': the file cannot be read"
        )
        let bundle = Bundle(path: NSTemporaryDirectory()) ?? Bundle.main
        XCTAssertEqual(
            error { _ = try TemplateLibrary(bundle: bundle, resource: "Missing") }?.description,
            "no compiled templates 'Missing.json' in bundle '\(bundle.bundlePath)'; apply the TrellisPlugin to the target"
        )
    }

    func testUnknownTemplateSuggestsTheSameFileName() throws {
        let fixture = CodegenFixture(templates: ["Screens/Login.xml": "<UIView/>"])
        let library = TemplateLibrary(document: IRDocument(templates: fixture.compile(registry: fixture.registry())))
        XCTAssertEqual(
            error { _ = try library.template("Login.xml") }?.description,
            "no compiled template 'Login.xml'; did you mean 'Screens/Login.xml'?"
        )
        XCTAssertEqual(error { _ = try library.template("Other.xml") }?.description, "no compiled template 'Other.xml'")
    }
}
