import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// Finds the template files under the paths given to a command.
///
/// A command first ``search(_:fileSystem:)``es its paths, loads its registry with the
/// manifests found in `Components` folders there (as `trellis check` does), then keeps the
/// ``templates(in:)``.
///
/// A *template* is an XML file whose root element is a component the registry declares
/// as an element, or a class of the app's that no manifest declares in a file that looks
/// like its template: the rule `trellis check` follows
/// (``TrellisTemplates/TemplateDiscovery/isTemplate(_:registry:fileSystem:elementNames:)``). Folders are searched as ``TemplateFolderSearch`` describes (hidden and
/// generated folders and the paths in `.trellisignore`/`.layout-ignore` files skipped);
/// other XML files there are skipped, each with the warning `trellis check` gives it
/// (``TrellisTemplates/SkippedTemplates``): no file is skipped without a word.
///
/// A file named directly is read whatever its name and ignore files say, and is a warning
/// when it is not a template. A path that does not exist is an error without a location.
public struct TemplateDiscovery: Sendable {
    /// The registry that tells templates from other XML.
    public let registry: Registry
    /// Where files and folders are read.
    public let fileSystem: any TemplateFileSystem

    /// Discovery against `registry`, on the disk unless another file system is given.
    public init(registry: Registry, fileSystem: any TemplateFileSystem = DiskFileSystem()) {
        self.registry = registry
        self.fileSystem = fileSystem
        elementNames = SkippedTemplates.elementNames(of: registry)
    }

    /// The names of the registry's components that can be elements, sorted.
    private let elementNames: [String]

    /// The templates under `paths`: for each path in order, its templates in byte order of
    /// their paths; a file found twice is listed once.
    public func discover(_ paths: [String]) -> TemplateDiscoveryResult {
        templates(in: Self.search(paths, fileSystem: fileSystem))
    }

    /// Walks `paths` once for the XML files that may be templates and the manifests in
    /// their `Components` folders, before a registry holding those manifests is loaded.
    public static func search(_ paths: [String], fileSystem: any TemplateFileSystem = DiskFileSystem()) -> TemplateSearch {
        var search = TemplateSearch()
        var manifests: Set<String> = []
        for path in paths {
            switch fileSystem.kind(of: path) {
            case nil:
                search.entries.append(.missing(path))
            case .file?:
                search.entries.append(.file(path))
            case .folder?:
                let folder = TemplateFolderSearch(path, fileSystem: fileSystem)
                search.entries.append(.folder(xmlFiles: folder.xmlFiles))
                manifests.formUnion(folder.manifests)
                search.diagnostics += folder.diagnostics
                search.sources.merge(folder.sources) { first, _ in first }
            }
        }
        search.manifests = manifests.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return search
    }

    /// The templates `search` found: for each path in order, its templates in byte order of
    /// their paths; a file found twice is listed once.
    public func templates(in search: TemplateSearch) -> TemplateDiscoveryResult {
        var result = TemplateDiscoveryResult()
        result.diagnostics = search.diagnostics
        result.sources = search.sources
        var seen: Set<String> = []
        var named: Set<String> = []
        var skipped: [String] = []
        for entry in search.entries {
            var found: [String] = []
            switch entry {
            case .missing(let path):
                result.diagnostics.append(.error(.fileAccess, "cannot read '\(path)': no such file or folder", at: nil))
            case .file(let path):
                named.insert(TemplatePath.normalize(path))
                if let problem = notATemplate(path) {
                    result.diagnostics.append(problem)
                } else {
                    found = [path]
                }
            case .folder(let xmlFiles):
                for file in xmlFiles {
                    if isTemplate(file) { found.append(file) } else { skipped.append(file) }
                }
            }
            for file in found where seen.insert(TemplatePath.normalize(file)).inserted {
                result.templates.append(file)
            }
        }
        // A file named directly has its own warning; a file found in two folders given, one.
        var reported = named
        let unreported = skipped.filter { reported.insert(TemplatePath.normalize($0)).inserted }
        let skippedTemplates = SkippedTemplates(candidates: unreported, registry: registry, fileSystem: fileSystem)
        result.diagnostics += skippedTemplates.diagnostics
        result.sources.merge(skippedTemplates.sources) { first, _ in first }
        return result
    }

    /// The root element name of the XML file at `path`, if it has one.
    public func rootElementName(of path: String) -> String? {
        fileSystem.contents(of: path).flatMap(RootElementPeek.rootElementName)
    }

    /// Whether the file at `path` is a template.
    public func isTemplate(_ path: String) -> Bool {
        notATemplate(path) == nil
    }

    /// Why the file at `path` is not a template (a warning), or `nil` when it is one.
    private func notATemplate(_ path: String) -> Diagnostic? {
        guard let bytes = fileSystem.contents(of: path) else {
            return .error(.fileAccess, "cannot read '\(path)'", at: nil)
        }
        guard let name = RootElementPeek.rootElementName(bytes) else {
            return .warning(.notATemplate, "'\(path)' is not a template: it has no XML root element", at: nil)
        }
        guard TrellisTemplates.TemplateDiscovery.isTemplate(path, registry: registry, fileSystem: fileSystem, elementNames: elementNames) else {
            let span = RootElementPeek.nameSpan(name, in: SourceText(path: path, bytes: bytes))
            return .warning(.notATemplate, "'\(path)' is not a template: its root element '\(name)' is not a registry component", at: span)
        }
        return nil
    }
}

/// The files under the paths given to a command, before templates are told from other XML.
public struct TemplateSearch: Sendable {
    /// What one path given names.
    public enum Entry: Sendable, Hashable {
        /// A path that does not exist.
        case missing(String)
        /// A file, a template candidate whatever its name.
        case file(String)
        /// A folder, with its `*.xml` files in byte order of their paths.
        case folder(xmlFiles: [String])
    }

    /// One entry per path, in the order given.
    public var entries: [Entry] = []
    /// The manifests inside `Components` folders of the folders searched, in byte order:
    /// the registry the templates are told by loads them.
    public var manifests: [String] = []
    /// Unreadable folders and ignore-file problems (warnings).
    public var diagnostics: [Diagnostic] = []
    /// The ignore files that diagnostics point into, by path.
    public var sources: [String: SourceText] = [:]
}

/// What ``TemplateDiscovery`` found.
public struct TemplateDiscoveryResult: Sendable {
    /// The template files, as paths built from the paths given.
    public var templates: [String] = []
    /// Missing paths (errors without a location), files named directly that are not
    /// templates, files found in folders that are skipped, unreadable folders and
    /// ignore-file problems (warnings).
    public var diagnostics: [Diagnostic] = []
    /// The ignore files and skipped files that diagnostics point into, by path.
    public var sources: [String: SourceText] = [:]
}
