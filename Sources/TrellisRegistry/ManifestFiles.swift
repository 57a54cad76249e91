import Foundation
import TrellisDiagnostics

/// Reads manifest files from the paths given on the command line.
enum ManifestFiles {
    struct Contents {
        /// Each readable manifest as (path, text), in load order.
        var manifests: [(path: String, text: String)] = []
        var diagnostics: [Diagnostic] = []
        /// Files that are not UTF-8, for showing the line of their diagnostic.
        var unreadableSources: [String: SourceText] = [:]
    }

    /// Reads every path: a file, or a folder's `*.yaml` and `*.yml` files in sorted path
    /// order (not its subfolders). A path given twice is read once. A file whose path is a
    /// key of `overlay` is read from there instead of the disk (an editor's unsaved text).
    static func read(_ paths: [String], overlay: [String: String] = [:]) -> Contents {
        var contents = Contents()
        var seen: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard overlay[path] != nil || FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                contents.diagnostics.append(.error(.fileAccess, "cannot read manifest '\(path)': no such file or folder", at: nil))
                continue
            }
            var files = [path]
            if isFolder.boolValue {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                    contents.diagnostics.append(.error(.fileAccess, "cannot read folder '\(path)'", at: nil))
                    continue
                }
                let folder = path.hasSuffix("/") ? path : path + "/"
                files = names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.map { folder + $0 }.sorted()
            }
            for file in files where seen.insert(file).inserted {
                if let text = overlay[file] {
                    contents.manifests.append((file, text))
                    continue
                }
                read(file, into: &contents)
            }
        }
        return contents
    }

    private static func read(_ path: String, into contents: inout Contents) {
        guard let data = FileManager.default.contents(atPath: path) else {
            contents.diagnostics.append(.error(.fileAccess, "cannot read manifest '\(path)'", at: nil))
            return
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bytes = [UInt8](data)
            let offset = firstInvalidUTF8Offset(bytes) ?? 0
            let source = SourceText(path: path, bytes: bytes)
            contents.unreadableSources[path] = source
            contents.diagnostics.append(.error(.manifestSyntax, "manifest is not valid UTF-8", at: source.span(offset: offset, length: 1)))
            return
        }
        contents.manifests.append((path, text))
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence. Foundation's
    /// validating initialisers say whether text is valid, not where.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
