import TrellisDiagnostics
import TrellisRegistry

/// The templates named by command-line paths, and the component manifests that come with
/// them.
///
/// - A file is a template whatever its name or root element (a wrong root is reported
///   when it is compiled).
/// - A folder is searched at any depth for `*.xml` files whose root element names a
///   registry component; other XML files are skipped silently. Hidden files and folders
///   (names starting with `.`) are skipped.
/// - Templates are returned sorted by path, each once.
/// - The template root of a folder is the folder; of a file, the current directory when it
///   contains the file, else the file's own folder.
/// - Component manifests: every `*.yaml`/`*.yml` file inside a folder named `Components`
///   found in a searched folder (at any depth) belongs to the templates there and is
///   loaded after the built-in manifests and `--components`.
public enum TemplateDiscovery {
    /// How deep folders are searched.
    static let maximumDepth = 64

    /// What a search found.
    public struct Result: Sendable {
        /// Files named on the command line, normalized.
        public var files: [String] = []
        /// `*.xml` files found in folders, normalized and sorted; ``templates(registry:fileSystem:)``
        /// keeps those whose root element is a component.
        public var candidates: [String] = []
        /// The template root of every argument, in argument order (normalized; `.` for the
        /// current directory).
        public var roots: [String] = []
        /// Manifests found in `Components` folders, sorted.
        public var manifests: [String] = []
        /// Paths that do not exist: errors without a location.
        public var diagnostics: [Diagnostic] = []

        /// The templates, sorted and unique: the files given, and the candidates whose root
        /// element names a component of `registry`.
        public func templates(registry: Registry, fileSystem: any TemplateFileSystem) -> [String] {
            var templates = Set(files)
            for candidate in candidates where TemplateDiscovery.isTemplate(candidate, registry: registry, fileSystem: fileSystem) {
                templates.insert(candidate)
            }
            return templates.sorted()
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
                let absolute = TemplatePath.absolute(normalized, currentDirectory: fileSystem.currentDirectory)
                let current = TemplatePath.normalize(fileSystem.currentDirectory)
                result.roots.append(TemplatePath.isInside(absolute, folder: current) ? "." : TemplatePath.folder(of: normalized))
            case .folder?:
                result.roots.append(normalized)
                search(normalized, fileSystem: fileSystem, candidates: &candidates, manifests: &manifests)
            case nil:
                result.diagnostics.append(.error("cannot read '\(path)': no such file or folder", at: nil))
            }
        }
        result.candidates = candidates.sorted()
        result.manifests = manifests.sorted()
        return result
    }

    private static func search(_ root: String, fileSystem: any TemplateFileSystem, candidates: inout Set<String>, manifests: inout Set<String>) {
        var pending: [(folder: String, depth: Int, inComponents: Bool)] = [(root, 0, false)]
        while let (folder, depth, inComponents) = pending.popLast() {
            for name in fileSystem.entries(of: folder) ?? [] where !name.hasPrefix(".") {
                let path = TemplatePath.join(folder, name)
                switch fileSystem.kind(of: path) {
                case .folder?:
                    if depth < maximumDepth { pending.append((path, depth + 1, inComponents || name == "Components")) }
                case .file?:
                    if inComponents, name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                        manifests.insert(path)
                    } else if name.hasSuffix(".xml") {
                        candidates.insert(path)
                    }
                case nil:
                    continue
                }
            }
        }
    }

    /// Whether the file's root element names a registry component.
    static func isTemplate(_ path: String, registry: Registry, fileSystem: any TemplateFileSystem) -> Bool {
        guard let bytes = fileSystem.contents(of: path), let name = RootElementPeek.rootElementName(bytes) else { return false }
        return registry.component(named: name) != nil
    }
}
