import TrellisRegistry
import TrellisTemplates

/// Whole-template compilation on an in-memory file system: the input is split at NUL bytes
/// into the template `T.xml` and the files it may include (`A.xml`, `B.xml`, `Parts/C.xml`,
/// `Parts/D.xml`).
enum CompilationTarget {
    static func run(_ bytes: [UInt8]) {
        var compiler = TemplateCompiler(
            registry: .builtin, roots: TemplateRoots(folders: ["."], currentDirectory: FuzzFiles.folder),
            fileSystem: MemoryFileSystem(files: FuzzFiles.split(bytes), currentDirectory: FuzzFiles.folder)
        )
        _ = compiler.compile(path: FuzzFiles.folder + "/" + FuzzFiles.names[0])
    }
}

/// The files one fuzz input holds.
enum FuzzFiles {
    /// The folder the files are in, and the current directory.
    static let folder = "/fuzz"

    /// The names given to the parts of an input, in order; parts past the last are dropped.
    static let names = ["T.xml", "A.xml", "B.xml", "Parts/C.xml", "Parts/D.xml"]

    /// The input split at NUL bytes into files named by ``names``.
    static func split(_ bytes: [UInt8]) -> [String: [UInt8]] {
        let parts = bytes.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)
        var files: [String: [UInt8]] = [:]
        for (name, part) in zip(names, parts) { files[folder + "/" + name] = Array(part) }
        return files
    }
}
