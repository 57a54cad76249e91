import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory trellis-format [--target NAME]...
/// [--check]`: rewrites the templates of the package's targets (or of the named ones) in
/// the Trellis house style with `trellis format`. Each target's manifests (every `*.yaml`
/// / `*.yml` under a `Components` folder) are loaded, so templates rooted in the target's
/// own components are formatted too. With `--check`, changes nothing and fails when a
/// template is not formatted.
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
            let files = module.sourceFiles.map(\.url)
            guard files.contains(where: { $0.pathExtension == "xml" }) else { continue }
            var arguments = ["format", "--diagnostics-format", "gnu"]
            if checkOnly { arguments.append("--check") }
            for manifest in manifests(in: files, root: module.directoryURL) {
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

    /// The `*.yaml` / `*.yml` files with a `Components` folder in their path below `root`,
    /// sorted (the rule of the build plugin and of `trellis check`).
    private func manifests(in files: [URL], root: URL) -> [URL] {
        let rootComponents = root.standardizedFileURL.pathComponents
        return files.filter { file in
            guard file.pathExtension == "yaml" || file.pathExtension == "yml" else { return false }
            let components = file.standardizedFileURL.pathComponents
            guard components.starts(with: rootComponents) else { return false }
            return components.dropFirst(rootComponents.count).dropLast().contains("Components")
        }
        .sorted { $0.path < $1.path }
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
