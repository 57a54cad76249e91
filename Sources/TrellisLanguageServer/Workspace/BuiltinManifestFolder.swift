import Foundation
import TrellisRegistry

/// The built-in manifests (compiled into `trellis`, named `<builtin>/UIKit-Views.yaml` in
/// spans) written as read-only files to a cache folder, so that going to the declaration
/// of a built-in component or type opens a real file in any editor: no client needs to
/// support a custom URI scheme. A file is rewritten only when its text differs (another
/// version of `trellis` wrote it).
///
/// The folder is `$XDG_CACHE_HOME/trellis/builtin-manifests`, else
/// `~/.cache/trellis/builtin-manifests`.
struct BuiltinManifestFolder {
    let folder: String

    /// The folder for the environment `environment` (the process's).
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> BuiltinManifestFolder {
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
        return BuiltinManifestFolder(folder: cache + "/trellis/builtin-manifests")
    }

    private static let prefix = "<builtin>/"

    /// The text of the built-in manifest named `name` in spans.
    static func text(of name: String) -> String? {
        BuiltinManifests.sources.first { $0.path == name }?.text
    }

    /// The path of the built-in manifest `name` names (`<builtin>/UIKit-Views.yaml`),
    /// written there if it is missing or differs; `nil` for other names and when the file
    /// cannot be written.
    func path(ofBuiltin name: String) -> String? {
        guard name.hasPrefix(Self.prefix), let text = Self.text(of: name) else { return nil }
        let path = folder + "/" + name.dropFirst(Self.prefix.count)
        let manager = FileManager.default
        if manager.contents(atPath: path) == Data(text.utf8) { return path }
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if manager.fileExists(atPath: path) {
                try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
            return path
        } catch {
            return nil
        }
    }
}
