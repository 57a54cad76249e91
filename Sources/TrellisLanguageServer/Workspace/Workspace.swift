import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// The folders an editor opened, the documents it holds open, and the registry and
/// templates they make up, loaded exactly as `trellis check FOLDER…` loads them: the
/// built-in manifests plus every manifest in a `Components` folder inside a folder, the
/// folders as template roots, ignore files honoured.
///
/// Open documents are read from the editor's text, every other file from the disk.
/// A document outside every folder joins the run as a file argument of `check` would.
struct Workspace {
    /// The folders opened, normalized absolute paths.
    let folders: [String]
    private let disk: any TemplateFileSystem
    /// Open documents by normalized absolute path.
    private(set) var documents: [String: OpenDocument] = [:]
    /// What the folders and the documents outside them hold; found again when a document
    /// opens or closes.
    private var discovery: TemplateDiscovery.Result
    /// The template files, candidates and manifests of `discovery`, for quick lookups.
    private var discovered: Set<String> = []
    /// The registry every document is checked against.
    private(set) var registry: Registry = .builtin
    /// The problems with the manifests, the folders' ignore files and the configuration.
    private var workspaceDiagnostics: [Diagnostic] = []
    /// The asset catalogs of `trellis lsp --assets`: literal color and image names are
    /// checked against them, as `check --assets` checks them, and offered as values.
    let assets: AssetCatalog?
    /// The problems reading the asset catalogs, which belong to no document.
    let assetDiagnostics: [Diagnostic]
    /// The `.trellis.yml` nearest to the first folder, applied as `check` applies it.
    private var configuration: TrellisConfiguration?

    init(folders: [String], assets assetPaths: [String] = [], disk: any TemplateFileSystem = DiskFileSystem()) {
        self.disk = disk
        self.folders = folders.map { TemplatePath.absolute($0, currentDirectory: disk.currentDirectory) }
        discovery = TemplateDiscovery.discover([], fileSystem: disk)
        if assetPaths.isEmpty {
            (assets, assetDiagnostics) = (nil, [])
        } else {
            (assets, assetDiagnostics) = AssetCatalog.load(assetPaths, fileSystem: disk)
        }
        reload()
    }


    /// An open document.
    struct OpenDocument {
        var version: Int
        var text: DocumentText
    }

    /// The file system the compiler reads: the open documents over the disk.
    var fileSystem: OverlayFileSystem {
        OverlayFileSystem(disk: disk, documents: documents.mapValues(\.text.bytes))
    }

    /// Opens or replaces a document. The templates and manifests are found again, and the
    /// registry loaded, only when the document may change them: a manifest, or a file the
    /// last search did not find (new, or outside the folders).
    mutating func open(_ path: String, version: Int, text: DocumentText) {
        documents[path] = OpenDocument(version: version, text: text)
        if isManifest(path) || !isKnown(path) { reload() }
    }

    /// Replaces the text of an open document; reloads the registry when it is a manifest.
    mutating func update(_ path: String, version: Int, text: DocumentText) {
        documents[path] = OpenDocument(version: version, text: text)
        if isManifest(path) { reload() }
    }

    /// Closes a document: the disk's version of it counts again. Returns false when it was
    /// not open.
    mutating func close(_ path: String) -> Bool {
        guard documents.removeValue(forKey: path) != nil else { return false }
        if isManifest(path) || !isInsideFolders(path) { reload() }
        return true
    }

    /// Finds the templates and manifests again and reloads the registry: files changed on
    /// the disk (`workspace/didChangeWatchedFiles`).
    mutating func filesChanged() {
        reload()
    }

    /// Whether the last search found `path` as a template candidate, a template file or a manifest.
    private func isKnown(_ path: String) -> Bool {
        discovered.contains(path) || (isInsideFolders(path) && !path.hasSuffix(".xml") && !path.hasSuffix(".yaml") && !path.hasSuffix(".yml"))
    }

    private func isInsideFolders(_ path: String) -> Bool {
        folders.contains { TemplatePath.isInside(path, folder: $0) }
    }

    /// Whether `path` is a manifest the registry loads.
    func isManifest(_ path: String) -> Bool {
        discovered.contains(path) && !path.hasSuffix(".xml")
    }

    /// The template roots: the folders, and the folder of each open template outside them.
    var roots: TemplateRoots {
        TemplateRoots(folders: discovery.roots, currentDirectory: disk.currentDirectory)
    }

    /// Finds the templates and manifests and loads the registry, as `check` does.
    private mutating func reload() {
        let fileSystem = self.fileSystem
        let outside = documents.keys.filter { $0.hasSuffix(".xml") && !isInsideFolders($0) }
        discovery = TemplateDiscovery.discover(folders + outside.sorted(), fileSystem: fileSystem)
        discovered = Set(discovery.files + discovery.candidates + discovery.manifests)
        let manifestTexts = documents.filter { isManifest($0.key) }
            .mapValues { String(decoding: $0.text.bytes, as: UTF8.self) }
        let loaded = RegistryLoader().load(paths: discovery.manifests, overlay: manifestTexts)
        registry = loaded.registry
        let configurationFile = folders.first.flatMap(ConfigurationFile.nearest(to:)).map(ConfigurationFile.load)
        configuration = configurationFile?.configuration
        workspaceDiagnostics = loaded.diagnostics + discovery.diagnostics + (configurationFile?.diagnostics ?? [])
    }

    /// The diagnostics `check` reports in each open document: its manifest or ignore-file
    /// problems, the problems every open template's compilation finds in it (a
    /// template's own, and those of the files it includes), and for other XML in the
    /// folders the warning saying why it is skipped (``SkippedTemplates``). One compiler
    /// session checks every open template; it is made afresh for each pass since it keeps
    /// the files it read.
    func diagnosticsByOpenDocument() -> [String: [Diagnostic]] {
        let fileSystem = self.fileSystem
        var byFile: [String: [Diagnostic]] = [:]
        func add(_ diagnostics: [Diagnostic]) {
            for diagnostic in diagnostics {
                guard let file = diagnostic.location?.file, documents[file] != nil else { continue }
                byFile[file, default: []].append(diagnostic)
            }
        }
        add(workspaceDiagnostics)
        var templates: [String] = []
        var otherXML: [String] = []
        for path in documents.keys.sorted() where path.hasSuffix(".xml") && discovered.contains(path) {
            if !isInsideFolders(path) || TemplateDiscovery.isTemplate(path, registry: registry, fileSystem: fileSystem) {
                templates.append(path)
            } else {
                otherXML.append(path)
            }
        }
        var compiler = makeCompiler()
        var included: Set<String> = []
        for path in templates {
            let compilation = compiler.compile(path: path)
            included.formUnion(compilation.sources.keys)
            add(compilation.diagnostics)
        }
        add(SkippedTemplates(candidates: otherXML, registry: registry, fileSystem: fileSystem, includedFiles: included).diagnostics)
        var result: [String: [Diagnostic]] = [:]
        for path in documents.keys {
            let found = Suppressions.apply(to: byFile[path] ?? [], sources: documents[path].map { [path: $0.text.source] } ?? [:])
            result[path] = (configuration ?? .defaults).apply(to: found).sortedForReport()
        }
        return result
    }

    /// A compiler session over the current texts, as `check` makes one.
    private func makeCompiler() -> TemplateCompiler {
        var compiler = TemplateCompiler(registry: registry, roots: roots, fileSystem: fileSystem, assets: assets)
        compiler.lintOptions = LintOptions(configuration)
        return compiler
    }

    /// What the compiler finds in the template at `path` (open or on the disk), for
    /// questions about the names in its expressions: made on the first call of the
    /// returned function, which then answers it again (one request asks several questions).
    func inspection(of path: String) -> () -> TemplateInspection {
        let lazy = LazyInspection { [self] in
            var compiler = makeCompiler()
            return compiler.inspect(path: path)
        }
        return lazy.value
    }

    /// The template files the last search found, sorted.
    var templateFiles: [String] {
        (discovery.files + discovery.candidates).filter { $0.hasSuffix(".xml") }.sorted()
    }
}

/// A template's inspection, made when first asked for.
private final class LazyInspection {
    private let make: () -> TemplateInspection
    private var made: TemplateInspection?

    init(_ make: @escaping () -> TemplateInspection) {
        self.make = make
    }

    func value() -> TemplateInspection {
        if let made { return made }
        let inspection = make()
        made = inspection
        return inspection
    }
}
