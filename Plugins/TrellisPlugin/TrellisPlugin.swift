import Foundation
import PackagePlugin

/// Checks and compiles a target's XML templates on every build. Apply it with one line:
///
/// ```swift
/// .target(name: "App", dependencies: [.product(name: "TrellisRuntime", package: "Trellis")],
///         plugins: [.plugin(name: "TrellisPlugin", package: "Trellis")])
/// ```
///
/// The target gets `Templates.trellis.json` (the compiled templates, read with
/// `Templates.library()` from `Bundle.module`), one `Name.trellis.swift` per template
/// (typed accessors; with the typed entry point to the layout core when the target depends
/// on TrellisLayout) and `TrellisGenerated.swift` (what they share). The manifests of the
/// targets it depends on, in this package or another, are loaded before its own. Template
/// and manifest errors are reported at their file, line and column, and fail the build;
/// the `.trellis.yml` nearest to the target (up to the package's folder) applies to them as
/// it does to `trellis check`.
/// See ``TrellisBuildPlan`` for the files read and written.
@main
struct TrellisPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let plan = TrellisBuildPlan(
            files: TrellisTargetFiles(module),
            dependencyManifests: TrellisTargetFiles.dependencyManifests(of: module),
            root: module.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL,
            resourceBundle: "module",
            withLayout: TrellisTargetFiles.dependencies(of: module).contains { $0.name == TrellisBuildPlan.layoutModule },
            configuration: TrellisConfigurationFiles(targetDirectory: module.directoryURL, rootDirectory: context.package.directoryURL)
        )
        return [try plan.command(tool: context.tool(named: "trellis-build-tool").url, targetName: target.name)]
    }
}

extension TrellisBuildPlan {
    /// The build command that carries out the plan.
    func command(tool: URL, targetName: String) -> Command {
        .buildCommand(
            displayName: "Compiling Trellis templates of \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: inputFiles,
            outputFiles: outputFiles
        )
    }
}
