import Foundation
import PackagePlugin

/// The one build command the TrellisPlugin adds to a target, for SwiftPM and Xcode alike.
///
/// Which files are read:
/// - **templates**: every `*.xml` file of the target is passed to `trellis generate-swift`,
///   which compiles those whose root element names a registry component and skips the
///   others (the rule `trellis check` applies to folders). Passing them all keeps the
///   plugin free of XML parsing and makes a file that becomes a template rebuild.
/// - **manifests**: every `*.yaml` / `*.yml` file with a folder named `Components` in its
///   path inside the target (the rule `trellis check` applies to folders).
///
/// Every such file is an input of the command, and its outputs are fixed, so the build
/// system reruns it only when one of them (or the tool) changed.
struct TrellisBuildStep {
    /// The compiled templates, a resource of the target (`Bundle.module`).
    static let irFileName = "Templates.trellis.json"
    /// The generated Swift, compiled with the target.
    static let swiftFileName = "TrellisGenerated.swift"

    var templates: [URL] = []
    var manifests: [URL] = []

    /// Sorts the target's files (relative to `root`) into templates and manifests; hidden
    /// files and files in hidden folders are left out.
    init(files: [URL], root: URL) {
        let rootComponents = root.standardizedFileURL.pathComponents
        for file in files.sorted(by: { $0.path < $1.path }) {
            let components = file.standardizedFileURL.pathComponents
            let relative = components.starts(with: rootComponents) ? Array(components.dropFirst(rootComponents.count)) : [file.lastPathComponent]
            guard !relative.contains(where: { $0.hasPrefix(".") }) else { continue }
            let isManifest = file.pathExtension == "yaml" || file.pathExtension == "yml"
            if file.pathExtension == "xml" {
                templates.append(file)
            } else if isManifest, relative.dropLast().contains("Components") {
                manifests.append(file)
            }
        }
    }

    /// The build command running `trellis generate-swift`.
    ///
    /// - Parameters:
    ///   - resourceBundle: `module` for a SwiftPM target, `main` for an Xcode app target.
    func command(tool: URL, root: URL, workDirectory: URL, targetName: String, resourceBundle: String) -> Command {
        let irOutput = workDirectory.appending(path: Self.irFileName)
        let swiftOutput = workDirectory.appending(path: Self.swiftFileName)
        var arguments = [
            "generate-swift",
            "--diagnostics-format", "gnu",
            "--root", root.path(percentEncoded: false),
            "--ir-output", irOutput.path(percentEncoded: false),
            "--swift-output", swiftOutput.path(percentEncoded: false),
            "--resource-bundle", resourceBundle,
        ]
        for manifest in manifests {
            arguments += ["--components", manifest.path(percentEncoded: false)]
        }
        arguments.append("--")
        arguments += templates.map { $0.path(percentEncoded: false) }
        return .buildCommand(
            displayName: "Compiling Trellis templates of \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: templates + manifests,
            outputFiles: [irOutput, swiftOutput]
        )
    }
}
