import ArgumentParser
import Foundation
import TrellisCodegen
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// `trellis generate-swift`: what the TrellisPlugin runs for a target. Compiles the
/// target's templates in one process and writes the IR bundle and the generated Swift.
struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-swift",
        abstract: "Compile a target's templates into one IR bundle and generate typed Swift for them (the build plugin's step).",
        discussion: """
            Each FILE is an *.xml file of the target; those whose root element names a \
            registry component are compiled, the others are skipped (the rule 'trellis \
            check' applies to folders). Manifests come from --components (the plugin passes \
            every *.yaml / *.yml under a folder named Components); their named colors and \
            fonts get Swift constants. IR paths are relative to the first --root (default: the \
            folders of the files); --assets and --strings are checked as by 'trellis check'. Nothing is \
            written when there are errors; unchanged outputs are not rewritten. Exit status: \
            0 on success, 1 when there are errors, 2 when a path cannot be read or an output \
            cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("The target's *.xml files.", valueName: "file"))
    var files: [String] = []

    @Option(name: .customLong("ir-output"), help: ArgumentHelp("Where to write the IR bundle (Templates.trellis.json).", valueName: "file"))
    var irOutput: String

    @Option(name: .customLong("swift-output"), help: ArgumentHelp("Where to write the generated Swift.", valueName: "file"))
    var swiftOutput: String

    @Option(
        name: .customLong("resource-bundle"),
        help: ArgumentHelp("The bundle the generated code reads the IR bundle from: module (SwiftPM) or main (Xcode app).", valueName: "bundle"))
    var resourceBundle: SwiftGenerator.ResourceBundle = .module

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var templateOptions: TemplateOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let fileSystem = DiskFileSystem()
        let registry = try reporter.loadRegistry(registryOptions)
        // No paths to search: the files given are the candidates, skipped unless their root
        // element names a component.
        var discovery = TemplateDiscovery.discover([], fileSystem: fileSystem)
        for file in files {
            guard fileSystem.kind(of: file) == .file else {
                reporter.add([.error(.fileAccess, "cannot read '\(file)': no such file", at: nil)])
                continue
            }
            discovery.candidates.append(TemplatePath.normalize(file))
        }
        let (assets, assetProblems) = templateOptions.assets.isEmpty
            ? (nil, [])
            : AssetCatalog.load(templateOptions.assets, fileSystem: fileSystem)
        reporter.add(assetProblems)
        let strings = loadStrings(fileSystem: fileSystem, reporter: &reporter)
        if reporter.diagnostics.contains(where: { $0.severity == .error && $0.location == nil }) {
            throw ExitCode(reporter.write(errorStatus: 2))
        }
        let rootFolders = templateOptions.roots.isEmpty ? files.map(TemplatePath.folder(of:)) : templateOptions.roots
        let roots = TemplateRoots(folders: rootFolders, currentDirectory: fileSystem.currentDirectory)
        let batch = TemplateBatch(registry: registry, roots: roots, fileSystem: fileSystem, assets: assets, strings: strings)
        let results = batch.compile(discovery.templates(registry: registry, fileSystem: fileSystem))
        var diagnostics: [Diagnostic] = []
        for result in results {
            diagnostics += result.diagnostics
            reporter.add([], sources: result.sources)
        }
        reporter.add(diagnostics.collapsingRepeats())
        let skipped = discovery.skippedTemplates(
            registry: registry, fileSystem: fileSystem, includedFiles: Set(results.lazy.flatMap(\.sources.keys)))
        reporter.add(skipped.diagnostics, sources: skipped.sources)
        if reporter.diagnostics.containsErrors {
            try reporter.finish()
            return
        }
        let templates = results.compactMap(\.template)
        let swift = SwiftGenerator(registry: registry, resourceBundle: resourceBundle)
            .generate(templates: templates, manifests: Set(registryOptions.components))
        for (bytes, path) in [(IRWriter.encode(IRDocument(templates: templates)), irOutput), (Array(swift.utf8), swiftOutput)] {
            do {
                try Self.writeIfChanged(bytes, to: path)
            } catch {
                reporter.add([.error(.fileAccess, "cannot write '\(path)': \(error.localizedDescription)", at: nil)])
                throw ExitCode(reporter.write(errorStatus: 2))
            }
        }
        try reporter.finish()
    }

    /// The `--strings` table, if one is given; its problems go to the reporter.
    private func loadStrings(fileSystem: DiskFileSystem, reporter: inout DiagnosticReporter) -> StringsTable? {
        guard let path = templateOptions.strings else { return nil }
        guard let bytes = fileSystem.contents(of: path) else {
            reporter.add([.error(.fileAccess, "cannot read strings file '\(path)': no such file", at: nil)])
            return nil
        }
        let (table, diagnostics) = StringsTable.parse(bytes, path: path)
        reporter.add(diagnostics, sources: [path: SourceText(path: path, bytes: bytes)])
        return table
    }

    /// Writes `bytes` to `path` unless the file already holds them, so that an unchanged
    /// output does not make the build recompile what depends on it.
    static func writeIfChanged(_ bytes: [UInt8], to path: String) throws {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }
}

extension SwiftGenerator.ResourceBundle: ExpressibleByArgument {}
