import TrellisDiagnostics
import TrellisRegistry

/// The templates named by command-line paths, and the component manifests that come with
/// them.
///
/// - A file is a template whatever its name or root element (a wrong root is reported
///   when it is compiled).
/// - A folder is searched at any depth (``TemplateFolderSearch``: hidden and generated
///   folders and the paths in ignore files are skipped) for `*.xml` files whose root
///   element names a registry component or a class of the app's; other XML files are
///   skipped, with a warning when they look like templates (``SkippedTemplates``).
/// - Templates are returned sorted by path, each once.
/// - The template root of a folder is the folder; of a file, the file's folder (never the
///   whole current directory unless it is given or holds the file).
/// - Component manifests: every `*.yaml`/`*.yml` file inside a folder named `Components`
///   found in a searched folder (at any depth) belongs to the templates there and is
///   loaded after the built-in manifests and `--components`.
public enum TemplateDiscovery {
    /// What a search found.
    public struct Result: Sendable {
        /// Files named on the command line, normalized.
        public var files: [String] = []
        /// `*.xml` files found in folders, normalized and sorted; ``templates(registry:fileSystem:)``
        /// keeps those whose root element is a component.
        public var candidates: [String] = []
        /// The template root of every argument, in argument order (normalized; `.` for the
        /// current directory): the roots when no `--root` is given.
        public var roots: [String] = []
        /// Manifests found in `Components` folders, sorted.
        public var manifests: [String] = []
        /// Paths that do not exist (errors without a location), unreadable folders and
        /// ignore-file problems (warnings).
        public var diagnostics: [Diagnostic] = []
        /// The ignore files that diagnostics point into, by path.
        public var sources: [String: SourceText] = [:]

        /// The templates, sorted and unique: the files given, and the candidates whose root
        /// element names a component of `registry` or a class of the app's that it does not
        /// declare (see ``SkippedTemplates``).
        public func templates(registry: Registry, fileSystem: any TemplateFileSystem) -> [String] {
            var templates = Set(files)
            let elementNames = SkippedTemplates.elementNames(of: registry)
            for candidate in candidates
            where TemplateDiscovery.isTemplate(candidate, registry: registry, fileSystem: fileSystem)
                || SkippedTemplates.hasAppClassRoot(candidate, registry: registry, fileSystem: fileSystem, elementNames: elementNames) {
                templates.insert(candidate)
            }
            return templates.sorted()
        }

        /// The candidates (but files given) that look like templates although their root element is not a
        /// component of `registry`, each with a warning; `includedFiles`, the paths
        /// other templates include, are left to the errors that compiling those templates reports.
        public func skippedTemplates(
            registry: Registry, fileSystem: any TemplateFileSystem, includedFiles: Set<String> = []
        ) -> SkippedTemplates {
            SkippedTemplates(candidates: candidates.filter { !files.contains($0) }, registry: registry, fileSystem: fileSystem, includedFiles: includedFiles)
        }
    }

    /// Searches the paths given on a command line.
    public static func discover(_ paths: [String], fileSystem: any TemplateFileSystem) -> Result {
        var result = Result()
        var candidates: Set<String> = []
        var manifests: Set<String> = []
        for path in paths {
            let normalized = TemplatePath.normalize(path)
            switch fileSystem.kind(of: normalized) {
            case .file?:
                if !result.files.contains(normalized) { result.files.append(normalized) }
                result.roots.append(TemplatePath.folder(of: normalized))
            case .folder?:
                result.roots.append(normalized)
                let search = TemplateFolderSearch(normalized, fileSystem: fileSystem)
                candidates.formUnion(search.xmlFiles)
                manifests.formUnion(search.manifests)
                result.diagnostics += search.diagnostics
                result.sources.merge(search.sources) { first, _ in first }
            case nil:
                result.diagnostics.append(.error(.fileAccess, "cannot read '\(path)': no such file or folder", at: nil))
            }
        }
        result.candidates = candidates.sorted()
        result.manifests = manifests.sorted()
        return result
    }

    /// Whether the file's root element names a component of `registry` usable as an element.
    public static func isTemplate(_ path: String, registry: Registry, fileSystem: any TemplateFileSystem) -> Bool {
        guard let bytes = fileSystem.contents(of: path), let name = RootElementPeek.rootElementName(bytes) else { return false }
        return registry.component(named: name)?.isElement == true
    }
}
