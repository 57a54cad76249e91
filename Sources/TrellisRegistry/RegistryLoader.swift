import TrellisDiagnostics

/// Loads YAML manifests into a ``Registry``: the built-in manifests, then the user's.
///
/// Every problem becomes a diagnostic, and loading always produces a registry holding every
/// declaration that could be read. Problems with the manifests are errors at their file,
/// line and column; problems reading a path (missing, unreadable) are errors without a
/// location, so a caller can tell the two apart.
public struct RegistryLoader: Sendable {
    /// What loading produced: the merged registry, every diagnostic (unsorted), and the
    /// text of every manifest by path, for rendering diagnostics with source lines.
    public typealias LoadResult = (registry: Registry, diagnostics: [Diagnostic], sources: [String: SourceText])

    /// A loader; it holds no state, so one can load any number of registries.
    public init() {}

    /// Loads the built-in manifests (unless `builtins` is false), then each path in order:
    /// a manifest file, or a folder whose `*.yaml` and `*.yml` files are read in sorted
    /// path order. A manifest whose path is a key of `overlay` is read from there rather
    /// than from the disk (the unsaved text of an editor).
    public func load(builtins: Bool = true, paths: [String], overlay: [String: String] = [:]) -> LoadResult {
        let files = ManifestFiles.read(paths, overlay: overlay)
        let manifests = (builtins ? BuiltinManifests.sources : []) + files.manifests
        var result = load(sources: manifests)
        result.diagnostics += files.diagnostics
        result.sources.merge(files.unreadableSources) { first, _ in first }
        return result
    }

    /// Loads manifests given as text, in order; `path` names each in diagnostics.
    public func load(sources: [(path: String, text: String)]) -> LoadResult {
        var builder = RegistryBuilder()
        var texts: [String: SourceText] = [:]
        for (path, text) in sources {
            let source = SourceText(path: path, text: text)
            texts[path] = source
            let composed = YAMLComposer.compose(source)
            builder.diagnostics += composed.diagnostics
            guard let root = composed.root else { continue }
            var reader = ManifestReader(source: source)
            ManifestParser.parse(root, reader: &reader, builder: &builder)
            builder.diagnostics += reader.diagnostics
        }
        builder.validate()
        return (builder.registry, builder.diagnostics, texts)
    }
}

extension Registry {
    /// The registry of the built-in manifests alone, loaded once per process.
    public static let builtin: Registry = RegistryLoader().load(paths: []).registry
}
