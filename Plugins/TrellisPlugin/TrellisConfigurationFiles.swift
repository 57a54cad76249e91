// Compiled into TrellisPluginTests too (its folder links to this file); it uses
// Foundation only, not PackagePlugin, so that the SwiftPM and Xcode conformances share it
// and a test runs it on Linux.
import Foundation

/// The configuration a target's build reads: the `.trellis.yml` nearest to the target's
/// folder, searched upwards no further than the package's (or Xcode project's) folder, as
/// `trellis check` finds it, and the baseline file that configuration names.
///
/// Both are inputs of the build command, so that editing the configuration or the
/// baseline reruns the tool, and the tool reads the configuration only when the plan
/// passes it (`--config`), so that it reads no file the build system does not know of.
struct TrellisConfigurationFiles: Equatable {
    /// The name `trellis check` looks for.
    static let fileName = ".trellis.yml"

    /// The configuration file.
    let configuration: URL
    /// The baseline file its `baseline:` key names, if any.
    let baseline: URL?

    /// The configuration nearest to `targetDirectory`, searched in it and the folders
    /// above it up to and including `rootDirectory`; `nil` when there is none.
    /// `readFile` gives a file's text, or `nil` when there is no such file.
    init?(targetDirectory: URL, rootDirectory: URL, readFile: (URL) -> String? = Self.readFile) {
        let rootComponents = rootDirectory.standardizedFileURL.pathComponents
        var folder = targetDirectory.standardizedFileURL
        // Bounded by the depth of the target's folder below the root: each step removes a
        // component.
        while folder.pathComponents.starts(with: rootComponents) {
            let candidate = folder.appending(path: Self.fileName)
            if let text = readFile(candidate) {
                configuration = candidate
                baseline = Self.baselinePath(in: text).map {
                    $0.hasPrefix("/") ? URL(filePath: $0) : folder.appending(path: $0).standardizedFileURL
                }
                return
            }
            guard folder.pathComponents.count > rootComponents.count else { break }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The value of the top-level `baseline:` key of a configuration's text.
    ///
    /// Read by hand because a plugin cannot depend on a YAML library: the key is a plain
    /// top-level scalar (`baseline: trellis-baseline.json`, optionally quoted, optionally
    /// followed by a comment), which is all this reads. The tool itself reads the file with
    /// Yams and reports any problem in it at its line and column.
    static func baselinePath(in text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("baseline:") {
            var value = line.dropFirst("baseline:".count).trimmingCharacters(in: .whitespaces)
            if let quote = value.first, quote == "\"" || quote == "'" {
                value = String(value.dropFirst().prefix { $0 != quote })
            } else if let comment = value.range(of: " #") {
                value = value[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            return value.isEmpty ? nil : value
        }
        return nil
    }

    private static func readFile(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path(percentEncoded: false)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
