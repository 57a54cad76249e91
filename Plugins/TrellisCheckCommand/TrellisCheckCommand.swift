import Foundation
import PackagePlugin

/// `swift package trellis-check [--target NAME]... [trellis check options]`: checks every
/// template of the package's targets (or of the named ones) with `trellis check`, which
/// finds in each target folder the `*.xml` files whose root element names a component
/// and the manifests in its `Components` folders; the manifests of the targets it depends
/// on (in this package or another) are loaded before them. Diagnostics are `path:line:column:`
/// lines; the command fails when any target has errors.
@main
struct TrellisCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "trellis").url
        var failed: [String] = []
        for module in targets.compactMap(\.sourceModule) {
            guard module.sourceFiles.contains(where: { $0.url.pathExtension == "xml" }) else { continue }
            var arguments = ["check", "--diagnostics-format", "gnu"]
            for manifest in TrellisTargetFiles.dependencyManifests(of: module) {
                arguments += ["--components", manifest.path(percentEncoded: false)]
            }
            arguments += extractor.remainingArguments + [module.directoryURL.path(percentEncoded: false)]
            if try run(tool, arguments) != 0 { failed.append(module.name) }
        }
        if !failed.isEmpty {
            Diagnostics.error("trellis check found errors in \(failed.joined(separator: ", "))")
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

/// The targets whose check failed; makes `swift package` exit with a failure status.
struct CommandFailure: Error, CustomStringConvertible {
    var targets: [String]

    var description: String { "templates with errors in \(targets.joined(separator: ", "))" }
}
