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
/// `Templates.library()` from `Bundle.module`) and `TrellisGenerated.swift` (typed
/// accessors). Template and manifest errors are reported at their file, line and column,
/// and fail the build. See ``TrellisBuildStep`` for which files are read.
@main
struct TrellisPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let step = TrellisBuildStep(files: module.sourceFiles.map(\.url), root: module.directoryURL)
        return [
            step.command(
                tool: try context.tool(named: "trellis").url,
                root: module.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.name,
                resourceBundle: "module"
            ),
        ]
    }
}
