// Compiled into TrellisPluginTests too (its folder links to this file); it uses
// Foundation only, not PackagePlugin, so that the SwiftPM and Xcode conformances share it
// and a test runs it on Linux.
import Foundation

/// The one build command the TrellisPlugin adds to a target, for SwiftPM and Xcode alike:
/// `trellis generate-swift` over the target's ``TrellisTargetFiles``, with the manifests
/// of the targets it depends on.
///
/// Its inputs are exactly the files the tool reads: the target's `*.xml` files (templates
/// and the files they include), its manifests, its dependencies' manifests, and the
/// configuration and baseline of ``TrellisConfigurationFiles``. Its outputs
/// are fixed by the file names alone: the compiled templates (one resource), one Swift
/// file per `*.xml` file (named by ``GeneratedFileNames``) and one shared Swift file. The
/// build system reruns the command only when an input (or the tool) changed, and the tool
/// rewrites only the outputs whose bytes change, so Swift recompiles only the files of the
/// templates that changed.
///
/// The compiled templates are one bundle rather than one resource per template: a changed
/// bundle is copied into the target's resources in milliseconds and no Swift depends on
/// its bytes, so it costs an edit nothing, while one resource per template adds a declared
/// output and a copy command per template to every build plan. Measured on 100 templates
/// (README, "What the plugin costs"), one resource per template made neither a clean
/// build nor an edit cheaper.
struct TrellisBuildPlan: Equatable {
    /// The compiled templates, a resource of the target (`Bundle.module`).
    static let irFileName = "Templates.trellis.json"
    /// The module whose dependents get the typed entry point to the layout core.
    static let layoutModule = "TrellisLayout"

    let arguments: [String]
    let inputFiles: [URL]
    let outputFiles: [URL]

    /// - Parameters:
    ///   - files: the target's templates and manifests.
    ///   - dependencyManifests: the manifests of the targets it depends on, in load order.
    ///   - root: the target's folder; IR paths and generated file names are relative to it.
    ///   - resourceBundle: `module` for a SwiftPM target, `main` for an Xcode app target.
    ///   - withLayout: whether the target depends on ``layoutModule``, so that the generated
    ///     code gets the typed entry point to it.
    ///   - configuration: the `.trellis.yml` whose rule levels, `warnings-as-errors`,
    ///     `strict` and baseline apply to the build's findings.
    init(
        files: TrellisTargetFiles, dependencyManifests: [URL], root: URL, workDirectory: URL, resourceBundle: String,
        withLayout: Bool = false, configuration: TrellisConfigurationFiles? = nil
    ) {
        let irOutput = workDirectory.appending(path: Self.irFileName)
        let rootComponents = root.standardizedFileURL.pathComponents
        let relativePaths = files.templates.map {
            TrellisTargetFiles.relativeComponents(of: $0, rootComponents: rootComponents).joined(separator: "/")
        }
        let names = GeneratedFileNames.swiftFileNames(forTemplates: relativePaths)
        var arguments = [
            "generate-swift",
            "--diagnostics-format", "gnu",
            "--root", root.path(percentEncoded: false),
            "--ir-output", irOutput.path(percentEncoded: false),
            "--swift-output-directory", workDirectory.path(percentEncoded: false),
            "--resource-bundle", resourceBundle,
        ]
        if withLayout { arguments.append("--layout") }
        if let configuration {
            arguments += ["--config", configuration.configuration.path(percentEncoded: false)]
        }
        for manifest in dependencyManifests {
            arguments += ["--dependency-components", manifest.path(percentEncoded: false)]
        }
        for manifest in files.manifests {
            arguments += ["--components", manifest.path(percentEncoded: false)]
        }
        arguments.append("--")
        arguments += files.templates.map { $0.path(percentEncoded: false) }
        self.arguments = arguments
        inputFiles = files.templates + files.manifests + dependencyManifests
            + [configuration?.configuration, configuration?.baseline].compactMap { $0 }
        outputFiles = [irOutput, workDirectory.appending(path: GeneratedFileNames.shared)]
            + relativePaths.compactMap { names[$0].map { workDirectory.appending(path: $0) } }
    }
}
