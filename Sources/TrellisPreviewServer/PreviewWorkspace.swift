import Foundation
import TrellisDiagnostics
import TrellisExpressions
import TrellisPreviewing
import TrellisRegistry
import TrellisTemplates

/// The served templates and what they are compiled against: found, loaded and compiled as
/// `trellis check` does (the built-in manifests, `--components` and the `Components`
/// folders of the served paths; `--root`, `--assets`, `--strings`), each template compiled
/// on first use per appearance (the registry's named colors resolved for it) and kept until
/// one of its files changes.
///
/// The data flows one way: registry → compiler → IR, which each page's live socket lays out (`LiveConnection`).
public actor PreviewWorkspace {
    /// A template compiled for one appearance.
    public struct Compiled: Sendable {
        /// The served template.
        public var template: ServedTemplate
        /// What the compiler made of it: its IR (unless it has errors) and diagnostics.
        public var compilation: TemplateCompilation
        /// The registry, its named colors resolved for the appearance.
        public var registry: Registry
        /// The `--strings` table, when one was given and read.
        public var strings: StringsTable?
        /// Whether the template is laid out in Layout's legacy mode (`--legacy-layout`).
        public var isLegacyLayoutMode: Bool
        /// Problems of the manifests, asset catalogs and strings file, reported with every
        /// template's own.
        public var setupDiagnostics: [Diagnostic]
        /// The template's files and the manifests, by path, for diagnostics' source lines.
        public var sources: [String: SourceText]
        /// Increases with every compilation of the workspace: a layout engine built for one
        /// revision is rebuilt for a newer one.
        public var revision: Int
    }

    /// What the server was started with that cannot be served.
    public struct SetupError: Error, CustomStringConvertible {
        /// What is missing, as `trellis check` words it.
        public var description: String
    }

    private struct CompilationKey: Hashable {
        var id: String
        var appearance: Appearance
    }

    private let options: PreviewOptions
    private let fileSystem = DiskFileSystem()
    private var setup: WorkspaceSetup
    private var compilations: [CompilationKey: Compiled] = [:]
    /// The files (absolute, symbolic links resolved) each compiled template was read from.
    private var dependencies: [String: Set<String>] = [:]
    private var revision = 0

    /// Finds and loads what `options` name; a served path or a `--components` path that
    /// does not exist is a ``SetupError``.
    public init(options: PreviewOptions) throws(SetupError) {
        self.options = options
        setup = WorkspaceSetup(options: options, fileSystem: DiskFileSystem())
        if let missing = setup.diagnostics.first(where: { $0.severity == .error && $0.location == nil }) {
            throw SetupError(description: missing.message)
        }
    }

    /// The served templates, sorted by id.
    public var templates: [ServedTemplate] {
        setup.templates.values.sorted { $0.id < $1.id }
    }

    /// The served template `id`, if there is one.
    public func template(id: String) -> ServedTemplate? {
        setup.templates[id]
    }

    /// The served folders (absolute, symbolic links resolved): nothing outside them is
    /// served, and the watcher watches them.
    public var servedFolders: [String] {
        setup.servedFolders
    }

    /// The folders to watch: the served folders, the folders of every served template, of
    /// every compiled template's files and of the manifests.
    public var watchedFolders: [String] {
        var folders = Set(setup.servedFolders)
        for template in setup.templates.values { folders.insert(TemplatePath.folder(of: template.realPath)) }
        for files in dependencies.values {
            for file in files { folders.insert(TemplatePath.folder(of: file)) }
        }
        for manifest in setup.manifestFiles { folders.insert(TemplatePath.folder(of: manifest)) }
        return folders.sorted()
    }

    /// Template `id` compiled for `appearance` (compiled now unless it is up to date), or
    /// `nil` when it is not served.
    public func compiled(_ id: String, appearance: Appearance) -> Compiled? {
        let key = CompilationKey(id: id, appearance: appearance)
        if let compiled = compilations[key] { return compiled }
        guard let template = setup.templates[id], let registry = setup.registries[appearance] else { return nil }
        let batch = TemplateBatch(
            registry: registry, roots: setup.roots, fileSystem: fileSystem, assets: setup.assets, strings: setup.strings
        )
        guard let compilation = batch.compile([template.path], workers: 1).first else { return nil }
        revision += 1
        let compiled = Compiled(
            template: template, compilation: compilation, registry: registry, strings: setup.strings,
            isLegacyLayoutMode: options.isLegacyLayoutMode, setupDiagnostics: setup.diagnostics, sources: setup.sources.merging(compilation.sources) { $1 }, revision: revision
        )
        compilations[key] = compiled
        var files = Set(compilation.sources.keys.map(WorkspaceSetup.realPath))
        files.insert(WorkspaceSetup.realPath(PreviewVariants.path(forTemplate: template.path)))
        dependencies[id, default: []].formUnion(files)
        return compiled
    }

    /// Forgets what the files at `paths` (absolute) changed and returns the ids of the
    /// templates whose layout may differ: those that read one of them, or every template
    /// when a manifest changed. A manifest or an XML file that is neither a served template
    /// nor read by one (a new template, say) makes it search the served paths and load the
    /// registry again.
    public func filesChanged(_ paths: Set<String>) -> Set<String> {
        let changed = Set(paths.map(WorkspaceSetup.realPath))
        let affected = Set(dependencies.filter { !$0.value.isDisjoint(with: changed) }.keys)
        let isManifest = changed.contains { setup.manifestFiles.contains($0) || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        let known = Set(setup.templates.values.map(\.realPath))
        let isNewTemplate = changed.contains { path in
            path.hasSuffix(".xml") && !known.contains(path) && !dependencies.values.contains { $0.contains(path) }
        }
        guard isManifest || isNewTemplate else {
            compilations = compilations.filter { !affected.contains($0.key.id) }
            for id in affected { dependencies[id] = nil }
            return affected
        }
        let everything = Set(setup.templates.keys)
        setup = WorkspaceSetup(options: options, fileSystem: fileSystem)
        compilations = [:]
        dependencies = [:]
        return isManifest ? everything.union(setup.templates.keys) : affected
    }
}
