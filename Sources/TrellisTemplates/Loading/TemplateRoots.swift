/// The folders templates may be read from: a `template=` or `xml=` reference that
/// resolves outside every root is an error.
///
/// Paths are compared after making them absolute (against the file system's current
/// directory) and normalizing them lexically; ``TemplateLoader`` also checks, before
/// reading a file, that it stays inside once symbolic links are followed.
public struct TemplateRoots: Sendable, Hashable {
    /// The roots as given (normalized), for messages and relative paths.
    public let folders: [String]
    /// The roots made absolute, in the same order.
    let absoluteFolders: [String]
    let currentDirectory: String

    public init(folders: [String], currentDirectory: String) {
        var unique: [String] = []
        for folder in folders.map(TemplatePath.normalize) where !unique.contains(folder) {
            unique.append(folder)
        }
        self.folders = unique
        self.currentDirectory = currentDirectory
        self.absoluteFolders = unique.map { TemplatePath.absolute($0, currentDirectory: currentDirectory) }
    }

    /// The index of the first root containing `path`, if any.
    public func root(containing path: String) -> Int? {
        let absolute = TemplatePath.absolute(path, currentDirectory: currentDirectory)
        return absoluteFolders.firstIndex { TemplatePath.isInside(absolute, folder: $0) }
    }

    /// `path` relative to the root `preferred` when it lies inside it, else to the first
    /// root containing it, else the path itself.
    public func relativePath(of path: String, preferring preferred: Int? = nil) -> String {
        let absolute = TemplatePath.absolute(path, currentDirectory: currentDirectory)
        if let preferred, absoluteFolders.indices.contains(preferred),
           let relative = TemplatePath.relative(absolute, to: absoluteFolders[preferred]) {
            return relative
        }
        for folder in absoluteFolders {
            if let relative = TemplatePath.relative(absolute, to: folder) { return relative }
        }
        return TemplatePath.normalize(path)
    }

    /// The roots for messages: `'Examples'` or `'A', 'B'`.
    var description: String {
        folders.map { "'\($0)'" }.joined(separator: ", ")
    }
}
