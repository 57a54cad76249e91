import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// `trellis schema --xsd | --json-schema [-o FILE]`: editor schemas generated from the
/// registry.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Generate an XML Schema for templates or a JSON Schema for manifests.",
        discussion: """
            --xsd writes an XML Schema for templates from the registry (the built-in manifests \
            and every --components manifest): one element per component with its \
            attributes (key paths up to two components) and documentation, enum cases \
            offered while expressions still validate, and an unknown element an error. \
            Elements accept attributes the schema does not declare, since a node with \
            template= takes the params of the template it includes: valid templates \
            validate, and misspelled attributes are left to 'trellis check' and 'trellis lsp'. \
            Params that templates declare with <param> become declared attributes of their \
            component, and module-qualified element names they use (MyApp.FooView) become \
            elements, when the templates are given with --templates. Use it from an editor \
            by associating template files with the schema (VS Code XML: the \
            xml.fileAssociations setting) or validate with \
            'xmllint --noout --schema trellis.xsd File.xml'. --json-schema writes a JSON \
            Schema (draft 2020-12) for manifest files, for YAML editors. The schema goes to \
            standard output, or to FILE with -o. Exit status: 0 on success, 1 when the \
            manifests have errors, 2 for usage and I/O problems.
            """
    )

    @Flag(help: "Generate an XML Schema for templates.")
    var xsd = false

    @Flag(name: .customLong("json-schema"), help: "Generate a JSON Schema for component manifests.")
    var jsonSchema = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the schema to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(
        name: .customLong("templates"),
        help: ArgumentHelp("Template files or folders whose <param> declarations become attributes (repeatable; with --xsd).",
                           valueName: "path"))
    var templates: [String] = []

    @OptionGroup var registryOptions: RegistryOptions

    func validate() throws {
        guard xsd != jsonSchema else { throw ValidationError("give exactly one of --xsd and --json-schema") }
        guard templates.isEmpty || xsd else { throw ValidationError("--templates needs --xsd") }
    }

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let text: String
        if xsd {
            let (registry, parameters, qualifiedNames) = try templateDeclarations(&reporter)
            text = XSDGenerator(registry: registry, parameters: parameters, qualifiedNames: qualifiedNames).generate()
        } else {
            text = JSONSchemaGenerator.generate()
        }
        if let output {
            guard ToolingInputs.write(Array(text.utf8), to: output, reporter: &reporter) else {
                throw ExitCode(reporter.write(errorStatus: 2))
            }
        } else {
            print(text, terminator: "")
        }
        try reporter.finish()
    }

    /// The registry (with the manifests in `Components` folders of the `--templates`
    /// folders), the params declared in the `--templates` files and the module-qualified
    /// element names they use.
    private func templateDeclarations(_ reporter: inout DiagnosticReporter) throws -> (Registry, TemplateParameters, QualifiedElementNames) {
        var parameters = TemplateParameters()
        var qualifiedNames = QualifiedElementNames()
        guard !templates.isEmpty else { return (try reporter.loadRegistry(registryOptions), parameters, qualifiedNames) }
        let (registry, paths) = try ToolingInputs.templates(templates, registryOptions: registryOptions, reporter: &reporter)
        for path in paths {
            guard let bytes = ToolingInputs.read(path, reporter: &reporter) else { continue }
            let read = XMLReader().read(bytes, path: path)
            if let document = read.document {
                parameters.add(document, registry: registry)
                qualifiedNames.add(document, registry: registry)
            }
        }
        return (registry, parameters, qualifiedNames)
    }
}
