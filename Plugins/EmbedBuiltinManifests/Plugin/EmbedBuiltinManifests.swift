import Foundation
import PackagePlugin

/// Embeds `Components/*.yaml` of this package into the target that applies the plugin, as
/// a generated `BuiltinManifestSources` enum.
@main
struct EmbedBuiltinManifests: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let components = context.package.directoryURL.appending(path: "Components")
        let manifests = try FileManager.default
            .contentsOfDirectory(at: components, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltinManifestSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(manifests.count) built-in manifests",
                executable: try context.tool(named: "trellis-embed").url,
                arguments: [output.path] + manifests.map(\.path),
                inputFiles: manifests,
                outputFiles: [output]
            ),
        ]
    }
}
