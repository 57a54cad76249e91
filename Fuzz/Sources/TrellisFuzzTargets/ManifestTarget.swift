import Foundation
import TrellisRegistry
import TrellisTemplates

/// A component manifest (YAML) read from a file as `--components` reads it, on its own (the
/// built-in manifests, loaded for every input, would make fuzzing forty times slower; the
/// seeds include them); when it loads cleanly, a small template is compiled against it.
enum ManifestTarget {
    /// The file each input is written to (one per process: libFuzzer runs inputs one at a time).
    static let path = NSTemporaryDirectory() + "trellis-fuzz-\(ProcessInfo.processInfo.processIdentifier).yaml"

    static func run(_ bytes: [UInt8]) {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
        let loaded = RegistryLoader().load(builtins: false, paths: [path])
        guard !loaded.diagnostics.contains(where: { $0.severity == .error }) else { return }
        var compiler = TemplateCompiler(
            registry: loaded.registry, roots: TemplateRoots(folders: ["."], currentDirectory: FuzzFiles.folder),
            fileSystem: MemoryFileSystem(texts: [FuzzFiles.folder + "/T.xml": sample], currentDirectory: FuzzFiles.folder)
        )
        _ = compiler.compile(path: FuzzFiles.folder + "/T.xml")
    }

    static let sample = #"<UIView><UILabel text="{title}" textColor="red" font="bold 17"/><UIStackView axis="vertical"><UIView/></UIStackView></UIView>"#
}
