import Foundation
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// What ``PreviewWorkspace`` compiles against, read from disk: the served templates, the
/// registry in both appearances, asset catalogs, strings and template roots.
struct WorkspaceSetup {
    var templates: [String: ServedTemplate] = [:]
    /// The served folders, absolute with symbolic links resolved.
    var servedFolders: [String] = []
    var registries: [Appearance: Registry] = [:]
    /// The manifests loaded (absolute, symbolic links resolved), but the built-in ones.
    var manifestFiles: Set<String> = []
    var roots: TemplateRoots
    var assets: AssetCatalog?
    var strings: StringsTable?
    /// Problems of the paths, manifests, asset catalogs and strings file, and the files
    /// found in the served folders that are skipped, each with the warning `trellis check`
    /// gives it.
    var diagnostics: [Diagnostic] = []
    /// The manifests, ignore files, skipped files and strings file diagnostics point into.
    var sources: [String: SourceText] = [:]

    init(options: PreviewOptions, fileSystem: DiskFileSystem) {
        var searches: [(root: String, result: TemplateDiscovery.Result)] = []
        var manifests: [String] = []
        for path in options.paths {
            let result = TemplateDiscovery.discover([path], fileSystem: fileSystem)
            diagnostics += result.diagnostics
            sources.merge(result.sources) { first, _ in first }
            guard let root = result.roots.first else { continue }
            searches.append((root, result))
            manifests += result.manifests.filter { !manifests.contains($0) }
        }
        let loaded = RegistryLoader().load(paths: options.components + manifests)
        diagnostics += loaded.diagnostics
        sources.merge(loaded.sources) { first, _ in first }
        manifestFiles = Set((options.components + manifests).map(Self.realPath))
        registries = [.light: loaded.registry.resolvingColors(for: .light), .dark: loaded.registry.resolvingColors(for: .dark)]
        if !options.assets.isEmpty {
            let (catalog, problems) = AssetCatalog.load(options.assets, fileSystem: fileSystem)
            assets = catalog
            diagnostics += problems
        }
        if let path = options.strings {
            if let bytes = fileSystem.contents(of: path) {
                let (table, problems) = StringsTable.parse(bytes, path: path)
                strings = table
                diagnostics += problems
                sources[path] = SourceText(path: path, bytes: bytes)
            } else {
                diagnostics.append(.error(.fileAccess, "cannot read strings file '\(path)': no such file", at: nil))
            }
        }
        roots = TemplateRoots(
            folders: options.roots.isEmpty ? searches.map(\.root) : options.roots, currentDirectory: fileSystem.currentDirectory
        )
        for (root, result) in searches {
            let skipped = result.skippedTemplates(registry: loaded.registry, fileSystem: fileSystem)
            diagnostics += skipped.diagnostics
            sources.merge(skipped.sources) { first, _ in first }
            let folder = Self.realPath(root)
            if !servedFolders.contains(folder) { servedFolders.append(folder) }
            let prefix = TemplatePath.folderPrefix(root)
            for path in result.templates(registry: loaded.registry, fileSystem: fileSystem) where path.hasPrefix(prefix) {
                let real = Self.realPath(path)
                // A symbolic link out of the served folder is not served.
                guard real.hasPrefix(TemplatePath.folderPrefix(folder)) else { continue }
                let id = String(path.dropFirst(prefix.count))
                guard templates[id] == nil else { continue }
                let name = TemplatePath.fileName(of: path)
                templates[id] = ServedTemplate(
                    id: id, name: name.hasSuffix(".xml") ? String(name.dropLast(4)) : name, path: path, realPath: real
                )
            }
        }
    }

    /// `path` made absolute with symbolic links resolved, or only made absolute and
    /// normalized when it does not exist.
    static func realPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
