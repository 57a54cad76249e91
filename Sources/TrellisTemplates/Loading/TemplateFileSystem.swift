import Foundation

/// Where the compiler reads template files, asset catalogs and folders from.
///
/// The compiler never touches the disk directly, so tests and tools can compile templates
/// held in memory (``MemoryFileSystem``) exactly as files on disk (``DiskFileSystem``).
public protocol TemplateFileSystem: Sendable {
    /// The bytes of the file at `path`, or `nil` when it does not exist or cannot be read.
    func contents(of path: String) -> [UInt8]?
    /// The size in bytes of the file at `path`, if it is a file.
    func size(of path: String) -> Int?
    /// Whether `path` names a file, a folder, or nothing.
    func kind(of path: String) -> FileKind?
    /// The names of the entries of the folder at `path` (not sorted), or `nil` when it is
    /// not a readable folder.
    func entries(of path: String) -> [String]?
    /// The absolute path that relative paths are resolved against.
    var currentDirectory: String { get }
    /// `path` made absolute and normalized with every symbolic link in it followed, or
    /// `nil` when nothing is there: where a read of `path` really lands.
    func realPath(of path: String) -> String?
}

extension TemplateFileSystem {
    /// `path` made absolute and normalized, for file systems without symbolic links.
    public func realPath(of path: String) -> String? {
        kind(of: path) == nil ? nil : TemplatePath.absolute(path, currentDirectory: currentDirectory)
    }
}

/// What a path names.
public enum FileKind: Sendable, Hashable {
    case file
    case folder
}

/// The real file system, through Foundation's `FileManager`.
public struct DiskFileSystem: TemplateFileSystem {
    public init() {}

    public func contents(of path: String) -> [UInt8]? {
        guard kind(of: path) == .file, let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    public func size(of path: String) -> Int? {
        guard kind(of: path) == .file, let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }

    public func kind(of path: String) -> FileKind? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        return isFolder.boolValue ? .folder : .file
    }

    public func entries(of path: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: path)
    }

    public var currentDirectory: String {
        FileManager.default.currentDirectoryPath
    }

    public func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Files held in memory, keyed by normalized path; folders are implied by the paths of
/// their files. Used by tests and by tools that compile templates they generate.
public struct MemoryFileSystem: TemplateFileSystem {
    public var files: [String: [UInt8]]
    public var currentDirectory: String

    public init(files: [String: [UInt8]] = [:], currentDirectory: String = "/") {
        self.files = [:]
        self.currentDirectory = currentDirectory
        for (path, bytes) in files {
            self.files[TemplatePath.normalize(path)] = bytes
        }
    }

    /// Files given as text.
    public init(texts: [String: String], currentDirectory: String = "/") {
        self.init(files: texts.mapValues { Array($0.utf8) }, currentDirectory: currentDirectory)
    }

    public func contents(of path: String) -> [UInt8]? {
        files[TemplatePath.normalize(path)]
    }

    public func size(of path: String) -> Int? {
        files[TemplatePath.normalize(path)]?.count
    }

    public func kind(of path: String) -> FileKind? {
        let normalized = TemplatePath.normalize(path)
        if files[normalized] != nil { return .file }
        let prefix = TemplatePath.folderPrefix(normalized)
        return files.keys.contains { $0.hasPrefix(prefix) && !$0.hasPrefix("../") } ? .folder : nil
    }

    public func entries(of path: String) -> [String]? {
        let normalized = TemplatePath.normalize(path)
        let prefix = TemplatePath.folderPrefix(normalized)
        var names = Set<String>()
        for file in files.keys where file.hasPrefix(prefix) && !file.hasPrefix("../") {
            let rest = file.dropFirst(prefix.count)
            if let name = rest.split(separator: "/", maxSplits: 1).first { names.insert(String(name)) }
        }
        return names.isEmpty ? nil : Array(names)
    }
}
