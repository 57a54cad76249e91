import ArgumentParser
import Foundation
import TrellisCodegen
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// `trellis generate-swift`: what the TrellisPlugin runs for a target. Compiles the
/// target's templates in one process and writes the IR bundle and the generated Swift.
package struct GenerateSwiftCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "generate-swift",
        abstract: "Compile a target's templates into one IR bundle and generate typed Swift for them (the build plugin's step).",
        discussion: """
            Each FILE is an *.xml file of the target; those whose root element names a \
            registry component, or a class of the app's that no manifest declares, are \
            compiled, the others are skipped (the rule 'trellis check' applies to folders). \
            Manifests come from --dependency-components (the \
            manifests of the targets this one depends on), then --components (the plugin \
            passes every *.yaml / *.yml under a folder named Components); the named colors and \
            fonts of --components get Swift constants. The Swift goes to one file \
            (--swift-output) or one file per FILE and a shared one (--swift-output-directory). \
            IR paths are relative to the first --root (default: the \
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

    @Option(name: .customLong("swift-output"), help: ArgumentHelp("Where to write the generated Swift as one file.", valueName: "file"))
    var swiftOutput: String?

    @Option(
        name: .customLong("swift-output-directory"),
        help: ArgumentHelp(
            "Where to write the generated Swift as one file per FILE (Name.trellis.swift, a comment for a file that is "
                + "not a template) and one shared file (TrellisGenerated.swift): the build plugin's way, so that an edit "
                + "to one template changes one file.",
            valueName: "folder"))
    var swiftOutputDirectory: String?

    @Option(
        name: .customLong("dependency-components"),
        help: ArgumentHelp(
            "A manifest of a target this one depends on (repeatable): loaded after the built-in manifests and before "
                + "--components; its named colors and fonts get no constants here (its own target declares them).",
            valueName: "file"))
    var dependencyComponents: [String] = []

    @Option(
        name: .customLong("resource-bundle"),
        help: ArgumentHelp("The bundle the generated code reads the IR bundle from: module (SwiftPM) or main (Xcode app).", valueName: "bundle"))
    var resourceBundle: SwiftGenerator.ResourceBundle = .module

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "A configuration file (.trellis.yml) whose rule levels, strict, warnings-as-errors and baseline apply, as "
                + "they do to 'trellis check'. Unlike 'check', this command reads none unless given one: the build "
                + "plugin passes the target's, so that the build system knows every file the tool reads.",
            valueName: "file"))
    var configPath: String?

    @Flag(
        name: .customLong("layout"),
        help: "Give each template type the typed entry point to the layout core, layout(size:state:constants:) (the target must depend on TrellisLayout).")
    var layout = false

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var templateOptions: TemplateOptions

    package init() {}

    package func validate() throws {
        guard (swiftOutput == nil) != (swiftOutputDirectory == nil) else {
            throw ValidationError("give exactly one of --swift-output and --swift-output-directory.")
        }
    }

    package func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let fileSystem = DiskFileSystem()
        var loadOrder = registryOptions
        loadOrder.components = dependencyComponents + registryOptions.components
        let registry = try reporter.loadRegistry(loadOrder)
        if let configPath {
            try reporter.loadConfiguration(configPath, near: [])
            try reporter.useBaseline(nil, writingTo: nil)
        }
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
        let (assets, strings) = try templateOptions.loadAssetsAndStrings(fileSystem: fileSystem, reporter: &reporter)
        let rootFolders = templateOptions.roots.isEmpty ? files.map(TemplatePath.folder(of:)) : templateOptions.roots
        let roots = TemplateRoots(folders: rootFolders, currentDirectory: fileSystem.currentDirectory)
        var batch = TemplateBatch(registry: registry, roots: roots, fileSystem: fileSystem, assets: assets, strings: strings)
        batch.lintOptions = LintOptions(reporter.configuration)
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
        let generator = SwiftGenerator(
            registry: registry, resourceBundle: resourceBundle,
            layoutManifests: layout ? Self.manifestTexts(loadOrder.components, sources: reporter.sources) : nil
        )
        let manifests = Set(registryOptions.components)
        var outputs = [(path: irOutput, text: String(decoding: IRWriter.encode(IRDocument(templates: templates)), as: UTF8.self))]
        if let swiftOutput {
            outputs.append((swiftOutput, generator.generate(templates: templates, manifests: manifests)))
        } else if let swiftOutputDirectory {
            let generated = generator.generateFiles(templates: templates, manifests: manifests)
            let templatesByFile = Dictionary(results.compactMap { result in result.template.map { (result.path, $0) } }) { first, _ in first }
            outputs += Self.perTemplateOutputs(
                of: generated, files: discovery.candidates, templates: templatesByFile, roots: roots, directory: swiftOutputDirectory)
        }
        for output in outputs {
            do {
                try Self.writeIfChanged(Array(output.text.utf8), to: output.path)
            } catch {
                reporter.add([.error(.fileAccess, "cannot write '\(output.path)': \(error.localizedDescription)", at: nil)])
                throw ExitCode(reporter.write(errorStatus: 2))
            }
        }
        try reporter.finish()
    }

    /// The shared file and one file per FILE in `directory`, named by
    /// ``GeneratedFileNames`` from the paths relative to the template root; a file that is
    /// not a template gets a comment saying so (the plugin declares a file for every
    /// `*.xml` file, and a declared output that is never written would rerun the tool).
    private static func perTemplateOutputs(
        of generated: SwiftGenerator.Files, files: [String], templates: [String: IRTemplate], roots: TemplateRoots, directory: String
    ) -> [(path: String, text: String)] {
        let relativePaths = Dictionary(files.map { ($0, roots.relativePath(of: $0)) }) { first, _ in first }
        let names = GeneratedFileNames.swiftFileNames(forTemplates: Array(relativePaths.values))
        var outputs = [(path: directory + "/" + GeneratedFileNames.shared, text: generated.shared)]
        for file in files {
            guard let relative = relativePaths[file], let name = names[relative] else { continue }
            let text = templates[file].flatMap { generated.templates[$0.source] }
                ?? "// Generated by Trellis: \(relative) is not a template (its root element names no component).\n"
            outputs.append((directory + "/" + name, text))
        }
        return outputs
    }

    /// The text of every manifest read from `paths` (a file, or a folder whose manifests
    /// were read in path order), named by file name, in load order.
    private static func manifestTexts(_ paths: [String], sources: [String: SourceText]) -> [(name: String, text: String)] {
        var files: [String] = []
        for path in paths {
            if sources[path] != nil {
                files.append(path)
            } else {
                let folder = path.hasSuffix("/") ? path : path + "/"
                files += sources.keys.filter { key in
                    key.hasPrefix(folder) && !key.dropFirst(folder.count).contains("/") && (key.hasSuffix(".yaml") || key.hasSuffix(".yml"))
                }
                .sorted()
            }
        }
        var seen: Set<String> = []
        return files.compactMap { file in
            guard seen.insert(file).inserted, let source = sources[file] else { return nil }
            return (String(file.split(separator: "/").last ?? Substring(file)), String(decoding: source.bytes, as: UTF8.self))
        }
    }

    /// Writes `bytes` to `path` unless the file already holds them, so that an unchanged
    /// output keeps its modification time and the build recompiles nothing that depends on
    /// it. The file is written in place, not by an atomic rename, which Xcode's build
    /// sandbox refuses for plugin outputs (mac-cain13/R.swift#862).
    static func writeIfChanged(_ bytes: [UInt8], to path: String) throws {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
}

extension SwiftGenerator.ResourceBundle: ExpressibleByArgument {}
