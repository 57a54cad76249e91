import Foundation
@testable import TrellisTooling
import XCTest

/// The generated JSON Schema for manifests.
final class JSONSchemaTests: XCTestCase {
    private func schema() throws -> [String: Any] {
        let data = Data(JSONSchemaGenerator.generate().utf8)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func properties(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    func testIsDraft2020WithTheTopLevelSections() throws {
        let schema = try schema()
        XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertEqual(schema["additionalProperties"] as? Bool, false)
        XCTAssertEqual(properties(schema), ["types", "fonts", "colors", "images", "functions", "components"])
    }

    /// Every key of `Components/README.md`, section by section.
    func testDeclaresEveryKeyOfTheManifestFormat() throws {
        let definitions = try XCTUnwrap(try schema()["$defs"] as? [String: Any])
        XCTAssertEqual(properties(definitions["component"]), [
            "extends", "doc", "properties", "parameters", "readonly", "actions", "families", "defaults", "unavailable", "body",
            "layout", "element", "deprecated",
        ])
        XCTAssertEqual(properties(definitions["family"]), ["prefixes", "includeBase", "properties"])
        XCTAssertEqual(properties(definitions["typeDeclaration"]), [
            "alias", "enum", "options", "combinations", "struct", "virtual", "values", "rawValues", "constants", "opaque", "protocol",
            "aliases", "doc",
        ])
        XCTAssertEqual(properties(definitions["fontCatalog"]), ["defaultSize", "families", "weights", "traits", "textStyles", "named"])
        XCTAssertEqual(properties(definitions["function"]), ["parameters", "returns", "variadic"])
        for name in ["component", "family", "typeDeclaration", "fontCatalog", "function"] {
            XCTAssertEqual((definitions[name] as? [String: Any])?["additionalProperties"] as? Bool, false, "\(name) rejects unknown keys")
        }
    }

    func testKeysTheREADMEDocumentsAreAllInTheSchema() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/Components/README.md", encoding: .utf8)
        let text = JSONSchemaGenerator.generate()
        let start = try XCTUnwrap(readme.range(of: "## `components:`"))
        let block = readme[start.upperBound...].prefix { _ in true }
        let keys = block.split(separator: "\n").prefix(while: { !$0.hasPrefix("A component declared") }).compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard line.hasPrefix("    "), let colon = trimmed.firstIndex(of: ":") else { return nil }
            let key = trimmed[..<colon]
            return key.allSatisfy { $0.isLetter } ? String(key) : nil
        }
        XCTAssertTrue(keys.contains("extends") && keys.contains("element"), "\(keys)")
        for key in keys {
            XCTAssertTrue(text.contains("\"\(key)\": "), "missing key '\(key)'")
        }
    }

    func testRequiresExactlyOneFormPerTypeAndTheirCompanions() throws {
        let definitions = try XCTUnwrap(try schema()["$defs"] as? [String: Any])
        let type = try XCTUnwrap(definitions["typeDeclaration"] as? [String: Any])
        XCTAssertEqual((type["oneOf"] as? [Any])?.count, 6)
        let dependent = try XCTUnwrap(type["dependentRequired"] as? [String: [String]])
        XCTAssertEqual(dependent, ["combinations": ["options"], "virtual": ["struct"], "values": ["alias"]])
    }

    func testLayoutPoliciesAreAnEnumeration() throws {
        let definitions = try XCTUnwrap(try schema()["$defs"] as? [String: Any])
        let component = try XCTUnwrap(definitions["component"] as? [String: Any])
        let layout = try XCTUnwrap((component["properties"] as? [String: Any])?["layout"] as? [String: Any])
        XCTAssertEqual(layout["enum"] as? [String], ["absolute", "row", "column", "anchor", "root", "spacer", "stack", "scroll",
                                                     "table", "collection", "navigation", "tabs"])
    }

    func testOutputIsStable() {
        XCTAssertEqual(JSONSchemaGenerator.generate(), JSONSchemaGenerator.generate())
        XCTAssertTrue(JSONSchemaGenerator.generate().hasSuffix("}\n"))
    }
}
