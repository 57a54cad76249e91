import Foundation
import TrellisDiagnostics

/// Finds and reads `.trellis.yml` files on disk.
public enum ConfigurationFile {
    /// What reading a configuration file gave.
    public struct Loaded: Sendable {
        /// `nil` when the file has errors or cannot be read.
        public var configuration: TrellisConfiguration?
        public var diagnostics: [Diagnostic]
        /// The file's text, for the diagnostics that point into it.
        public var source: SourceText?
    }

    /// The `.trellis.yml` nearest to `folder`: in it, or in the closest folder above it,
    /// the search stopping at a package's or repository's root (a folder holding
    /// `Package.swift` or `.git`), so that one package never reads another's file. The path
    /// is relative to the current directory when the file lies inside it.
    public static func nearest(to folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        let files = FileManager.default
        let currentDirectory = URL(fileURLWithPath: files.currentDirectoryPath).standardizedFileURL.path
        // Bounded by the depth of the path: each step removes a component.
        while true {
            let candidate = current.appendingPathComponent(TrellisConfiguration.fileName).path
            if files.fileExists(atPath: candidate) {
                let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
                return candidate.hasPrefix(prefix) ? String(candidate.dropFirst(prefix.count)) : candidate
            }
            let isRoot = ["Package.swift", ".git"].contains { files.fileExists(atPath: current.appendingPathComponent($0).path) }
            let parent = current.deletingLastPathComponent()
            if isRoot || parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads the configuration at `path`; the `exclude` paths are relative to its folder
    /// (made absolute, so they compare with absolute template paths).
    public static func load(_ path: String) -> Loaded {
        guard let data = FileManager.default.contents(atPath: path) else {
            return Loaded(configuration: nil, diagnostics: [.error(.fileAccess, "cannot read configuration '\(path)': no such file", at: nil)])
        }
        let source = SourceText(path: path, bytes: Array(data))
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        let (configuration, diagnostics) = ConfigurationReader.read(source, folder: folder)
        return Loaded(configuration: configuration, diagnostics: diagnostics, source: source)
    }
}
