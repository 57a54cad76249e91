// Shared by every Trellis plugin and compiled into TrellisPluginTests (each folder links
// to this file); it uses Foundation only, not PackagePlugin.
import Foundation

/// The files of one target that Trellis reads.
///
/// - **templates**: every `*.xml` file of the target; the tool compiles those whose root
///   element names a registry component and skips the others (the rule `trellis check`
///   applies to folders). Passing them all keeps the plugins free of XML parsing and makes
///   a file that becomes a template rebuild.
/// - **manifests**: every `*.yaml` / `*.yml` file with a folder named `Components` in its
///   path inside the target (the rule `trellis check` applies to folders).
///
/// Hidden files and files in hidden folders are left out; both lists are sorted by path.
struct TrellisTargetFiles: Equatable {
    var templates: [URL] = []
    var manifests: [URL] = []

    /// Sorts the target's files (in the folder `root`) into templates and manifests.
    init(files: [URL], root: URL) {
        let rootComponents = root.standardizedFileURL.pathComponents
        for file in files.sorted(by: { $0.path < $1.path }) {
            let relative = Self.relativeComponents(of: file, rootComponents: rootComponents)
            guard !relative.contains(where: { $0.hasPrefix(".") }) else { continue }
            let isManifest = file.pathExtension == "yaml" || file.pathExtension == "yml"
            if file.pathExtension == "xml" {
                templates.append(file)
            } else if isManifest, relative.dropLast().contains("Components") {
                manifests.append(file)
            }
        }
    }

    /// The path components of `file` below the root (its file name alone when it is not
    /// below the root).
    static func relativeComponents(of file: URL, rootComponents: [String]) -> [String] {
        let components = file.standardizedFileURL.pathComponents
        return components.starts(with: rootComponents) ? Array(components.dropFirst(rootComponents.count)) : [file.lastPathComponent]
    }

    /// The targets a target depends on, directly or transitively, in load order: each
    /// dependency after the targets it depends on itself (so a target may extend a
    /// component of its own dependencies), siblings in the order given, each target once.
    /// `dependencies` gives a target's direct dependencies. A dependency cycle (which
    /// SwiftPM and Xcode refuse) is cut where it closes.
    static func dependencies<Target: Hashable>(of target: Target, dependencies: (Target) -> [Target]) -> [Target] {
        var visited: Set<Target> = [target]
        var ordered: [Target] = []
        // An explicit stack rather than recursion: dependency chains can be long.
        var stack: [(target: Target, pending: [Target])] = [(target, dependencies(target).reversed())]
        while let last = stack.indices.last {
            guard let next = stack[last].pending.popLast() else {
                let finished = stack.removeLast().target
                if !stack.isEmpty { ordered.append(finished) }
                continue
            }
            if visited.insert(next).inserted {
                stack.append((next, dependencies(next).reversed()))
            }
        }
        return ordered
    }
}
