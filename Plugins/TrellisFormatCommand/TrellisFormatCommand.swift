import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory trellis-format [--target NAME]...
/// [--check]`: rewrites the templates of the package's targets (or of the named ones) in
/// the Trellis house style with `trellis format`. Each target's manifests (every `*.yaml`
/// / `*.yml` under a `Components` folder), after those of the targets it depends on, are
/// loaded, so templates rooted in those components are formatted too. With `--check`,
/// changes nothing and fails when a template is not formatted.
@main
struct TrellisFormatCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let checkOnly = extractor.extractFlag(named: "check") > 0
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "trellis").url
        var failed: [String] = []
        for module in targets.compactMap(\.sourceModule) {
            let files = TrellisTargetFiles(module)
            guard !files.templates.isEmpty else { continue }
            var arguments = ["format", "--diagnostics-format", "gnu"]
            if checkOnly { arguments.append("--check") }
            for manifest in TrellisTargetFiles.dependencyManifests(of: module) + files.manifests {
                arguments += ["--components", manifest.path(percentEncoded: false)]
            }
            arguments += extractor.remainingArguments + [module.directoryURL.path(percentEncoded: false)]
            if try run(tool, arguments) != 0 { failed.append(module.name) }
        }
        if !failed.isEmpty {
            Diagnostics.error("trellis format failed in \(failed.joined(separator: ", "))")
            throw CommandFailure(targets: failed)
        }
    }

    /// Runs the tool with standard output and error passed through; returns its status.
    private func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The targets where formatting failed; makes `swift package` exit with a failure status.
struct CommandFailure: Error, CustomStringConvertible {
    var targets: [String]

    var description: String { "formatting failed in \(targets.joined(separator: ", "))" }
}
