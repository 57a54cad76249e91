import PackagePlugin

/// One build command: `Gen input.txt Generated.swift`, with its input and output declared,
/// so that SwiftPM runs it only when the input, the output or the tool changes.
@main
struct GenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let input = module.directoryURL.appending(path: "input.txt")
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated.swift")
        return [
            .buildCommand(
                displayName: "Running Gen",
                executable: try context.tool(named: "Gen").url,
                arguments: [input.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: [input],
                outputFiles: [output]
            )
        ]
    }
}
