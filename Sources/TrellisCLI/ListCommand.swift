import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisRegistry
import TrellisTooling

/// `trellis list PATH...`: prints every template found.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the templates in the given files and folders.",
        discussion: """
            A template is an XML file whose root element is a registry component (manifests \
            in a Components folder inside a folder given are loaded, as by 'trellis check'). Folders are \
            searched recursively, skipping hidden files and folders, build products (build, DerivedData, \
            *.build, *.app, *.framework, *.xcodeproj, *.xcassets) and the paths listed in \
            .trellisignore and .layout-ignore files (one path per line, relative to the \
            folder of the ignore file; '#' starts a comment); other XML files found are skipped \
            with the warning 'trellis check' gives them. Prints one path per line. \
            Exit status: 0 on success, 2 when a path cannot be read.
            """
    )

    @Argument(help: ArgumentHelp("Files, or folders searched for templates.", valueName: "path"))
    var paths: [String]

    @OptionGroup var registryOptions: RegistryOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let (_, templates) = try ToolingInputs.templates(paths, registryOptions: registryOptions, reporter: &reporter)
        for path in templates { print(path) }
        try reporter.finish()
    }
}

/// Reading and writing the files of the tooling commands (format, list, rename, strings).
enum ToolingInputs {
    /// The registry of the built-in manifests, `--components` and the manifests in the
    /// `Components` folders under `paths` (as `trellis check` loads them), and the templates
    /// under `paths`. A path that does not exist ends the command with status 2 after
    /// reporting everything.
    static func templates(
        _ paths: [String], registryOptions: RegistryOptions, reporter: inout DiagnosticReporter
    ) throws -> (registry: Registry, templates: [String]) {
        let search = TrellisTooling.TemplateDiscovery.search(paths)
        var options = registryOptions
        options.components += search.manifests
        let registry = try reporter.loadRegistry(options)
        let found = TrellisTooling.TemplateDiscovery(registry: registry).templates(in: search)
        reporter.add(found.diagnostics, sources: found.sources)
        if found.diagnostics.contains(where: { $0.severity == .error && $0.location == nil }) {
            throw ExitCode(reporter.write(errorStatus: 2))
        }
        return (registry, found.templates)
    }

    /// The bytes of the file at `path`; reports an error (without location) when it cannot
    /// be read.
    static func read(_ path: String, reporter: inout DiagnosticReporter) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else {
            reporter.add([.error(.fileAccess, "cannot read '\(path)'", at: nil)])
            return nil
        }
        return [UInt8](data)
    }

    /// Replaces the file at `path` with `bytes` (written to a temporary file first, then
    /// moved into place); reports an error when it cannot.
    static func write(_ bytes: [UInt8], to path: String, reporter: inout DiagnosticReporter) -> Bool {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            return true
        } catch {
            reporter.add([.error(.fileAccess, "cannot write '\(path)': \(error.localizedDescription)", at: nil)])
            return false
        }
    }
}
