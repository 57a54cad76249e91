import Foundation
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates
@testable import TrellisTooling
import XCTest

/// The generated XML Schema: what it declares, and — with `xmllint` — that every corpus
/// template validates against it while unknown attributes and elements fail.
final class SchemaTests: XCTestCase {
    /// The schema for the corpus: its registry and the params its templates declare.
    private static let corpusSchema: String = {
        var parameters = TemplateParameters()
        for path in Corpus.templates {
            if let document = XMLReader().read(Array(Corpus.text(of: path).utf8), path: path).document {
                parameters.add(document, registry: Corpus.registry)
            }
        }
        return XSDGenerator(registry: Corpus.registry, parameters: parameters).generate()
    }()

    func testEveryCorpusTemplateValidates() throws {
        let schema = try writeTemporary("trellis.xsd", Self.corpusSchema)
        let result = try xmllint(schema: schema, files: Corpus.templates)
        XCTAssertEqual(result.status, 0, result.output)
        for path in Corpus.templates {
            XCTAssertTrue(result.output.contains("\(path) validates"), "\(path):\n\(result.output)")
        }
    }

    func testAnUnknownAttributeFailsValidation() throws {
        let schema = try writeTemporary("trellis.xsd", Self.corpusSchema)
        let template = try writeTemporary("Bad.xml", "<UIView>\n    <UILabel textColr=\"red\"/>\n</UIView>\n")
        let result = try xmllint(schema: schema, file: template)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("attribute 'textColr' is not allowed"), result.output)
    }

    func testAnUnknownElementFailsValidation() throws {
        let schema = try writeTemporary("trellis.xsd", Self.corpusSchema)
        let template = try writeTemporary("Bad.xml", "<UIView><UILable/></UIView>\n")
        let result = try xmllint(schema: schema, file: template)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("UILable"), result.output)
    }

    func testEnumAttributesAcceptCasesAndExpressions() throws {
        let schema = try writeTemporary("trellis.xsd", Self.corpusSchema)
        let text = "<UILabel textAlignment=\"center\" numberOfLines=\"{lines}\" isHidden=\"a &amp;&amp; b\" lineBreakMode=\"isRTL ? byTruncatingHead : byTruncatingTail\"/>\n"
        let result = try xmllint(schema: schema, file: try writeTemporary("Enums.xml", text))
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testDeclaresElementsWithDocumentationAndEnumerations() {
        let schema = Self.corpusSchema
        XCTAssertTrue(schema.contains("<xs:element name=\"UILabel\">"))
        XCTAssertTrue(schema.contains("Displays one or more lines of read-only text; inline body text and HTML set its text. (extends UIView)"))
        XCTAssertTrue(schema.contains("<xs:simpleType name=\"values-NSTextAlignment\">"))
        XCTAssertTrue(schema.contains("<xs:union memberTypes=\"cases-NSTextAlignment trellis-expression\"/>"))
        XCTAssertTrue(schema.contains("<xs:enumeration value=\"center\"/>"))
        XCTAssertFalse(schema.contains("<xs:element name=\"CALayer\">"), "components with 'element: false' get no element")
    }

    func testTheCatalogListsInheritedKeyPathFamilyActionAndParameterAttributes() {
        let catalog = AttributeCatalog(registry: builtinRegistry)
        let view = Set(catalog.ownAttributes(of: "UIView").map(\.name))
        XCTAssertTrue(view.isSuperset(of: ["alpha", "backgroundColor", "layer.cornerRadius", "layer.borderWidth"]), "\(view.sorted())")
        XCTAssertFalse(view.contains("safeAreaInsets"), "read-only symbols are not attributes")
        XCTAssertTrue(view.isSuperset(of: ["layer.contentsCenter.x", "layer.contentsCenter.origin.x"]))
        XCTAssertFalse(view.contains("layer.contentsCenter.maxX"), "a CGRect's computed members are not attributes")
        let scroll = Set(catalog.ownAttributes(of: "UIScrollView").map(\.name))
        XCTAssertTrue(scroll.isSuperset(of: ["contentInset.top", "contentInset", "contentOffset.x"]), "\(scroll.sorted())")
        let button = catalog.ownAttributes(of: "UIButton")
        XCTAssertTrue(Set(button.map(\.name)).isSuperset(of: ["title", "normalTitle", "highlightedTitle", "type"]))
        XCTAssertEqual(button.first { $0.name == "type" }?.role, .parameter)
        let control = catalog.ownAttributes(of: "UIControl")
        XCTAssertEqual(control.first { $0.name == "touchUpInside" }?.role, .action)
    }

    func testEveryListedAttributeResolvesToTheSameTypeAndRole() {
        let catalog = AttributeCatalog(registry: builtinRegistry)
        for component in ["UIView", "UILabel", "UIButton", "UIControl", "UIScrollView", "UITableView", "UIViewController"] {
            let attributes = catalog.ownAttributes(of: component)
            XCTAssertFalse(attributes.isEmpty, component)
            for attribute in attributes {
                let resolved = builtinRegistry.resolveKeyPath(attribute.name, on: component)
                XCTAssertEqual(resolved?.type, attribute.type, "\(component).\(attribute.name)")
                XCTAssertEqual(resolved?.role, attribute.role, "\(component).\(attribute.name)")
            }
        }
    }

    func testKeyPathsStopAtTheMaximumLength() {
        let names = AttributeCatalog(registry: builtinRegistry).ownAttributes(of: "UIView").map(\.name)
        XCTAssertFalse(names.isEmpty)
        for name in names {
            XCTAssertLessThanOrEqual(name.split(separator: ".").count, AttributeCatalog.maximumComponents, name)
        }
    }

    func testTemplateParamsBecomeAttributesOfTheirComponentAndSubclassesOnly() throws {
        let registry = Self.smallRegistry
        guard let card = document("<Box><param name=\"heading\" type=\"String\"/><param name=\"style\" type=\"Shape\"/></Box>")
        else { return }
        var parameters = TemplateParameters()
        parameters.add(card, registry: registry)
        let schema = XSDGenerator(registry: registry, parameters: parameters).generate()
        XCTAssertTrue(schema.contains("<xs:attribute name=\"heading\" type=\"trellis-expression\">"))
        XCTAssertTrue(schema.contains("<xs:attribute name=\"style\" type=\"values-Shape\">"))
        let file = try writeTemporary("small.xsd", schema)
        let valid = try writeTemporary("Uses.xml", "<Box template=\"Card.xml\" heading=\"Hi\" style=\"round\"><Label heading=\"{x}\"/></Box>\n")
        // Run outside the assertion: a skip thrown inside its autoclosure would be a failure.
        let accepted = try xmllint(schema: file, file: valid)
        XCTAssertEqual(accepted.status, 0, accepted.output)
        let unrelated = try writeTemporary("Unrelated.xml", "<Other heading=\"Hi\"/>\n")
        let result = try xmllint(schema: file, file: unrelated)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("attribute 'heading' is not allowed"), result.output)
    }

    func testAttributesAreDeclaredOncePerElement() throws {
        let schema = XSDGenerator(registry: Self.smallRegistry).generate()
        let file = try writeTemporary("small.xsd", schema)
        let template = try writeTemporary("Small.xml", "<Box corner=\"2\" insets.top=\"1\" shape=\"round\"><Label corner=\"1\" text=\"a\" shape=\"{s}\"/></Box>\n")
        let result = try xmllint(schema: file, file: template)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(schema.components(separatedBy: "<xs:attribute name=\"corner\"").count, 2, "declared in Box's group only")
    }

    /// A registry of three components, fast to generate a schema for.
    static let smallRegistry: Registry = {
        let yaml = """
            types:
              Shape: {enum: [round, square], doc: "A shape."}
              Insets: {struct: {top: Double, left: Double}}
            components:
              Box: {doc: "A box.", properties: {corner: Double, shape: Shape, insets: Insets}}
              Label: {extends: Box, properties: {text: String, corner: Double}}
              Other: {properties: {count: Int}}
            """
        return RegistryLoader().load(sources: [(path: "small.yaml", text: yaml)]).registry
    }()

    // MARK: Helpers

    private func writeTemporary(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-schema-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Runs `xmllint --noout --schema SCHEMA FILE`; skips the test when xmllint is missing.
    private func xmllint(schema: String, file: String) throws -> (status: Int32, output: String) {
        try xmllint(schema: schema, files: [file])
    }

    /// Validates every file in one run (the schema is read once).
    private func xmllint(schema: String, files: [String]) throws -> (status: Int32, output: String) {
        guard let executable = Self.xmllintPath else {
            throw XCTSkip("xmllint is not installed (Debian: apt-get install libxml2-utils)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--noout", "--schema", schema] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static let xmllintPath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/xmllint") {
            return "\(folder)/xmllint"
        }
        return nil
    }()
}

extension SchemaTests {
    func testParamsWhoseNamesAreNotIdentifiersAreLeftOut() throws {
        guard let template = document("<Box><param name=\"two words\" type=\"String\"/><param name=\"ok\" type=\"Int\"/></Box>") else { return }
        var parameters = TemplateParameters()
        parameters.add(template, registry: Self.smallRegistry)
        XCTAssertEqual(parameters.byComponent["Box"]?.map(\.name), ["ok"])
    }
}
