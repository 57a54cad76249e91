import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisExpressions
import TrellisLayout
import TrellisPreviewing
import TrellisRegistry
import TrellisTemplates

/// The steps `check`, `compile`, `layout` and `render` share: find the templates and the
/// manifests beside them, load the registry, asset catalogs and strings, and compile every
/// template.
struct TemplateRun {
    /// What a run compiled, and against what.
    struct Output {
        var compilations: [TemplateCompilation]
        /// The built-in manifests, `--components` and the manifests found beside the templates.
        var registry: Registry
        /// The `--strings` table, when one was given and read.
        var strings: StringsTable?
        /// The files found in folders that look like templates but were not compiled,
        /// their root element not being a registry component (each has a warning).
        var skipped: [String]
    }

    let fileSystem = DiskFileSystem()

    /// Compiles the templates named by `paths` (`strict`: see ``TemplateBatch/strict``)
    /// with the registry's named colors in `appearance`, leaving out those the
    /// configuration `excluding` excludes (and with its rule options), and with `checksConstraints` reports the
    /// conflicts and ambiguities of their constraints that are known before layout (see
    /// ``ConstraintCheck``). Problems reading paths, manifests, catalogs or the strings file
    /// end the command with status 2 (after reporting everything).
    func compile(
        _ paths: [String], registryOptions: RegistryOptions, templateOptions: TemplateOptions, strict: Bool = false,
        appearance: Appearance = .light, checksConstraints: Bool = false, excluding configuration: TrellisConfiguration? = nil,
        reporter: inout DiagnosticReporter
    ) throws -> Output {
        var discovery = TemplateDiscovery.discover(paths, fileSystem: fileSystem)
        if let configuration, !configuration.exclude.isEmpty {
            let folder = URL(fileURLWithPath: fileSystem.currentDirectory, isDirectory: true)
            let isExcluded = { (path: String) in configuration.excludes(URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path) }
            discovery.files.removeAll(where: isExcluded)
            discovery.candidates.removeAll(where: isExcluded)
        }
        var options = registryOptions
        options.components += discovery.manifests
        let registry = try reporter.loadRegistry(options).resolvingColors(for: appearance)
        reporter.add(discovery.diagnostics, sources: discovery.sources)
        let (assets, strings) = try templateOptions.loadAssetsAndStrings(fileSystem: fileSystem, reporter: &reporter)
        let roots = TemplateRoots(
            folders: templateOptions.roots.isEmpty ? discovery.roots : templateOptions.roots, currentDirectory: fileSystem.currentDirectory)
        var batch = TemplateBatch(registry: registry, roots: roots, fileSystem: fileSystem, assets: assets, strings: strings, strict: strict)
        batch.lintOptions = LintOptions(configuration)
        let results = batch.compile(discovery.templates(registry: registry, fileSystem: fileSystem))
        var diagnostics: [Diagnostic] = []
        for result in results {
            diagnostics += result.diagnostics
            reporter.add([], sources: result.sources)
            if checksConstraints, let template = result.template {
                let found = ConstraintCheck.diagnostics(for: template, registry: registry, options: LayoutOptions(strings: strings))
                diagnostics += LayoutSession.relocated(found, sources: result.sources)
            }
        }
        reporter.add(diagnostics.collapsingRepeats())
        let included = Set(results.lazy.flatMap(\.sources.keys))
        let skipped = discovery.skippedTemplates(registry: registry, fileSystem: fileSystem, includedFiles: included)
        reporter.add(skipped.diagnostics, sources: skipped.sources)
        return Output(compilations: results, registry: registry, strings: strings, skipped: skipped.paths)
    }
}
