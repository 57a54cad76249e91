import Foundation
import TrellisDiagnostics

/// The template files named on a command line: files as given, and the `*.xml` files of
/// folders (searched recursively), each folder's files in sorted path order.
struct TemplateInputs {
    private(set) var files: [String] = []
    /// Paths that cannot be read: errors without a location.
    private(set) var problems: [Diagnostic] = []

    init(paths: [String]) {
        var seen: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                problems.append(.error("cannot read '\(path)': no such file or folder", at: nil))
                continue
            }
            let found = isFolder.boolValue ? Self.templates(inFolder: path) : [path]
            for file in found where seen.insert(file).inserted {
                files.append(file)
            }
        }
    }

    private static func templates(inFolder folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".xml") { result.append(prefix + relative) }
        }
        return result.sorted()
    }
}
