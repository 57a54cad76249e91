import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory trellis-snapshot record|verify
/// [--target NAME]... [trellis snapshot options]`: records or verifies the layout
/// snapshots of every template of the package's targets (or of the named ones) with
/// `trellis snapshot`, which writes them to `__Snapshots__` beside each template; the
/// manifests of the targets each target depends on are loaded before its own. The
/// command fails when any target's snapshots differ, are missing or do not compile.
@main
struct TrellisSnapshotCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard let action = extractor.remainingArguments.first, ["record", "verify"].contains(action) else {
            Diagnostics.error("usage: swift package trellis-snapshot record|verify [--target NAME]... [options]")
            throw SnapshotFailure(targets: [])
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "trellis").url
        var failed: [String] = []
        for module in targets.compactMap(\.sourceModule) {
            guard module.sourceFiles.contains(where: { $0.url.pathExtension == "xml" }) else { continue }
            var arguments = ["snapshot"] + extractor.remainingArguments + ["--diagnostics-format", "gnu"]
            for manifest in TrellisTargetFiles.dependencyManifests(of: module) {
                arguments += ["--components", manifest.path(percentEncoded: false)]
            }
            arguments.append(module.directoryURL.path(percentEncoded: false))
            if try run(tool, arguments) != 0 { failed.append(module.name) }
        }
        if !failed.isEmpty {
            Diagnostics.error("trellis snapshot \(action) failed for \(failed.joined(separator: ", "))")
            throw SnapshotFailure(targets: failed)
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

/// The targets whose snapshots failed; makes `swift package` exit with a failure status.
struct SnapshotFailure: Error, CustomStringConvertible {
    var targets: [String]

    var description: String { "snapshots failed in \(targets.joined(separator: ", "))" }
}
