import Foundation
import XCTest

/// `trellis schema`: both schemas, to standard output or a file, with custom components
/// and template params.
final class SchemaCommandTests: XCTestCase {
    private var folder: ToolingCommandFolder?

    override func setUpWithError() throws { folder = try ToolingCommandFolder() }
    override func tearDown() { folder?.remove() }

    private var files: ToolingCommandFolder {
        get throws { try XCTUnwrap(folder) }
    }

    func testWritesAnXSDWithCustomComponentsAndTemplateParams() throws {
        try files.write("Components/Badge.yaml", "components:\n  Badge: {extends: UIView, doc: \"A badge.\", properties: {count: Int}}\n")
        try files.write("Cells/Card.xml", "<UIView><param name=\"heading\" type=\"String\"/><MyKit.Badge count=\"1\"/></UIView>")
        let run = try files.trellis(["schema", "--xsd", "-o", "trellis.xsd", "--components", "Components", "--templates", "Cells"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "")
        let schema = try files.read("trellis.xsd")
        XCTAssertTrue(schema.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        XCTAssertTrue(schema.contains("<xs:element name=\"Badge\">"))
        XCTAssertTrue(schema.contains("A badge. (extends UIView)"))
        XCTAssertTrue(schema.contains("<xs:attribute name=\"count\" type=\"trellis-expression\">"))
        XCTAssertTrue(schema.contains("<xs:attribute name=\"heading\" type=\"trellis-expression\">"))
        XCTAssertTrue(schema.contains("<xs:element name=\"MyKit.Badge\">"), "a module-qualified name the templates use")
    }

    func testWritesTheJSONSchemaToStandardOutput() throws {
        let run = try files.trellis(["schema", "--json-schema"])
        XCTAssertEqual(run.status, 0, run.standardError)
        let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        XCTAssertEqual(json?["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
    }

    func testNeedsExactlyOneKind() throws {
        let none = try files.trellis(["schema"])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.standardError.hasPrefix("Error: give exactly one of --xsd and --json-schema"), none.standardError)
        XCTAssertEqual(try files.trellis(["schema", "--xsd", "--json-schema"]).status, 2)
        let templates = try files.trellis(["schema", "--json-schema", "--templates", "."])
        XCTAssertEqual(templates.status, 2)
        XCTAssertTrue(templates.standardError.hasPrefix("Error: --templates needs --xsd"), templates.standardError)
    }
}
