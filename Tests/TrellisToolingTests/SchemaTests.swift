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

    /// The schema `trellis schema --xsd` writes without `--templates`: it knows no params.
    private static let builtinSchema = XSDGenerator(registry: builtinRegistry).generate()

    func testEveryCorpusTemplateValidatesWithoutItsParamsDeclared() throws {
        let schema = try writeTemporary("plain.xsd", XSDGenerator(registry: Corpus.registry).generate())
        let result = try xmllint(schema: schema, files: Corpus.templates)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testIncludesPassingParamsAndEveryTemplateFeatureValidate() throws {
        let card = """
            <UIView>
                <param name="title" type="String"/>
                <param name="accent" type="UIColor"/>
                <UILabel text="{title}" textColor="accent"/>
                <children/>
            </UIView>

            """
        let avatar = "<UIImageView layer.cornerRadius=\"20\" width=\"40\" height=\"40\"/>\n"
        let screen = """
            <UIView backgroundColor="white" width="100%" height="auto">
                <macro name="spacing" value="8"/>
                <param name="heading" type="String"/>
                <UIView template="Card.xml" title="Hello {heading}" accent="red" id="card" top="spacing">
                    <UILabel text="Inside" top="0"/>
                </UIView>
                <UIView template="Card.xml" title="Bye"/>
                <UIImageView xml="Avatar.xml" image="{avatar}" left="#card.right + spacing"/>
                <UILabel
                    layer.shadowOffset.width="1"
                    numberOfLines="{lines}"
                    textAlignment="isRTL ? right : left"
                    top="previous.bottom + spacing"
                >Hello <b>bold</b> and <i>{heading}</i><br/>world</UILabel>
            </UIView>

            """
        let files = ["/p/Card.xml": card, "/p/Avatar.xml": avatar, "/p/Screen.xml": screen]
        XCTAssertEqual(compileErrors("/p/Screen.xml", files: files), [], "the template must be valid for this test to mean anything")
        let schema = try writeTemporary("builtin.xsd", Self.builtinSchema)
        let paths = try files.sorted { $0.key < $1.key }.map { try writeTemporary(String($0.key.dropFirst(3)), $0.value) }
        let result = try xmllint(schema: schema, files: paths)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testAControllerWithOutletsAndDeepKeyPathsValidates() throws {
        let text = """
            <UIViewController title="Home">
                <UIButton outlet="goButton" touchUpInside="goPressed:" normalTitle="Go" layer.cornerRadius="4"/>
            </UIViewController>

            """
        let files = ["/p/Home.xml": text]
        XCTAssertEqual(compileErrors("/p/Home.xml", files: files), [])
        let schema = try writeTemporary("builtin.xsd", Self.builtinSchema)
        let result = try xmllint(schema: schema, file: try writeTemporary("Home.xml", text))
        XCTAssertEqual(result.status, 0, result.output)
    }

    /// The trade-off of ``XSDGenerator``: component elements accept any attribute (a
    /// `template=` node's params cannot be told from a misspelling), while `<param>`,
    /// `<macro>` and `<children/>` stay strict.
    func testUnknownAttributesFailOnlyOnDeclarations() throws {
        let schema = try writeTemporary("builtin.xsd", Self.builtinSchema)
        let misspelled = try xmllint(schema: schema, file: try writeTemporary("Misspelled.xml", "<UIView>\n    <UILabel textColr=\"red\"/>\n</UIView>\n"))
        XCTAssertEqual(misspelled.status, 0, misspelled.output)
        let param = try writeTemporary("Param.xml", "<UIView>\n    <param name=\"title\" typ=\"String\"/>\n</UIView>\n")
        let result = try xmllint(schema: schema, file: param)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("\(param):2: element param: Schemas validity error : Element 'param', attribute 'typ': The attribute 'typ' is not allowed."),
                      result.output)
        XCTAssertTrue(result.output.contains("\(param):2: element param: Schemas validity error : Element 'param': The attribute 'type' is required but missing."),
                      result.output)
        let macro = try writeTemporary("Macro.xml", "<UIView><macro name=\"m\" value=\"1\"><UILabel/></macro><children x=\"1\"/></UIView>\n")
        let macroResult = try xmllint(schema: schema, file: macro)
        XCTAssertTrue(macroResult.output.contains("Element 'macro': Element content is not allowed, because the content type is empty."),
                      macroResult.output)
        XCTAssertTrue(macroResult.output.contains("Element 'children', attribute 'x': The attribute 'x' is not allowed."), macroResult.output)
    }

    func testModuleQualifiedNamesOfTheTemplatesGivenAreElements() throws {
        let text = "<MyApp.UIView>\n    <UIKit.UILabel text=\"x\"/>\n    <UILabel text=\"y\"/>\n</MyApp.UIView>\n"
        XCTAssertEqual(compileErrors("/p/Qualified.xml", files: ["/p/Qualified.xml": text]), [])
        let template = try writeTemporary("Qualified.xml", text)
        let plain = try xmllint(schema: try writeTemporary("builtin.xsd", Self.builtinSchema), file: template)
        XCTAssertTrue(plain.output.contains("Element 'MyApp.UIView': No matching global declaration available for the validation root."),
                      plain.output)
        guard let parsed = document(text) else { return }
        var names = QualifiedElementNames()
        names.add(parsed, registry: builtinRegistry)
        XCTAssertEqual(names.elements.map { "\($0.name) \($0.component)" }, ["MyApp.UIView UIView", "UIKit.UILabel UILabel"])
        let schema = XSDGenerator(registry: builtinRegistry, qualifiedNames: names).generate()
        XCTAssertTrue(schema.contains("<xs:element name=\"MyApp.UIView\">"))
        let result = try xmllint(schema: try writeTemporary("qualified.xsd", schema), file: template)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testTheBuiltInSchemaIsSmall() {
        let size = Self.builtinSchema.utf8.count
        XCTAssertLessThan(size, 600_000, "the schema was 6.0 MB before attribute groups chained by superclass and key paths up to 2 components")
        XCTAssertGreaterThan(size, 100_000)
    }

    func testEachGroupReferencesItsSuperclassGroupAndEachElementItsOwn() {
        let schema = XSDGenerator(registry: Self.smallRegistry).generate()
        XCTAssertTrue(schema.contains("""
              <xs:attributeGroup name="attributes-Label">
                <xs:attributeGroup ref="attributes-Box"/>
                <xs:attribute name="text" type="trellis-expression">
            """), schema)
        XCTAssertTrue(schema.contains("""
                  <xs:attributeGroup ref="trellis-common"/>
                  <xs:attributeGroup ref="attributes-Label"/>
                  <xs:anyAttribute processContents="skip"/>
                </xs:complexType>
            """), schema)
        XCTAssertEqual(schema.components(separatedBy: "<xs:attributeGroup ref=\"attributes-Box\"/>").count, 3, "Box's element and Label's group")
    }

    func testAnInheritanceCycleStillGivesAValidSchema() throws {
        let yaml = "components:\n  Alpha: {extends: Beta, properties: {a: Int}}\n  Beta: {extends: Alpha, properties: {b: Int}}\n"
        let registry = RegistryLoader().load(sources: [(path: "cycle.yaml", text: yaml)]).registry
        let schema = try writeTemporary("cycle.xsd", XSDGenerator(registry: registry).generate())
        let result = try xmllint(schema: schema, file: try writeTemporary("Cycle.xml", "<Alpha a=\"1\"><Beta b=\"2\"/></Alpha>\n"))
        XCTAssertEqual(result.status, 0, result.output)
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
        XCTAssertTrue(schema.contains("""
                <xs:attribute name="textAlignment" type="values-NSTextAlignment"><xs:annotation><xs:documentation>NSTextAlignment, \
            property of UILabel. Horizontal alignment of text.</xs:documentation></xs:annotation></xs:attribute>
            """))
        XCTAssertTrue(schema.contains("\n    <xs:attribute name=\"layer.cornerRadius\" type=\"trellis-expression\"/>\n"),
                      "key paths are declared without documentation")
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
        XCTAssertEqual(schema.components(separatedBy: "<xs:attribute name=\"heading\"").count, 2, "declared once")
        XCTAssertTrue(attributeGroup("Box", in: schema).contains("<xs:attribute name=\"heading\""))
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

    /// The text of the attribute group of `component`, up to its end.
    private func attributeGroup(_ component: String, in schema: String) -> Substring {
        guard let start = schema.range(of: "<xs:attributeGroup name=\"attributes-\(component)\">"),
              let end = schema.range(of: "</xs:attributeGroup>", range: start.upperBound..<schema.endIndex) else { return "" }
        return schema[start.lowerBound..<end.upperBound]
    }

    /// The errors `trellis check` reports for `path` among `files` (in memory, under `/p`).
    private func compileErrors(_ path: String, files: [String: String]) -> [String] {
        let fileSystem = MemoryFileSystem(files: files.mapValues { Array($0.utf8) }, currentDirectory: "/")
        var compiler = TemplateCompiler(registry: builtinRegistry, roots: TemplateRoots(folders: ["/p"], currentDirectory: "/"),
                                        fileSystem: fileSystem)
        return compiler.compile(path: path).diagnostics.filter { $0.severity == .error }.map { "\($0)" }
    }

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
    func testQualifiedNamesWithAPrefixAreLeftOut() {
        guard let template = document("<UIView><x:MyApp.UILabel/><MyApp.UILabel/></UIView>") else { return }
        var names = QualifiedElementNames()
        names.add(template, registry: builtinRegistry)
        XCTAssertEqual(names.byComponent, ["UILabel": ["MyApp.UILabel"]])
    }

    func testParamsWhoseNamesAreNotIdentifiersAreLeftOut() throws {
        guard let template = document("<Box><param name=\"two words\" type=\"String\"/><param name=\"ok\" type=\"Int\"/></Box>") else { return }
        var parameters = TemplateParameters()
        parameters.add(template, registry: Self.smallRegistry)
        XCTAssertEqual(parameters.byComponent["Box"]?.map(\.name), ["ok"])
    }
}
