import Foundation
import PackagePlugin

/// One build command: `Gen input.txt Generated.swift`, with its input and output declared,
/// so that SwiftPM runs it only when the input, the output or the tool changes.
///
/// When the package's folder holds a file named `via-env` (run.sh's `--via-env`), the
/// command's executable is `/usr/bin/env` and the tool only its first argument; SwiftPM
/// still makes the tool an input of the command, as it does every tool the plugin
/// depends on, so the command still reruns whenever the tool is relinked.
@main
struct GenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let input = module.directoryURL.appending(path: "input.txt")
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated.swift")
        let tool = try context.tool(named: "Gen").url
        let arguments = [input.path(percentEncoded: false), output.path(percentEncoded: false)]
        let viaEnv = FileManager.default.fileExists(atPath: context.package.directoryURL.appending(path: "via-env").path(percentEncoded: false))
        return [
            .buildCommand(
                displayName: "Running Gen",
                executable: viaEnv ? URL(filePath: "/usr/bin/env") : tool,
                arguments: viaEnv ? [tool.path(percentEncoded: false)] + arguments : arguments,
                inputFiles: [input],
                outputFiles: [output]
            )
        ]
    }
}
