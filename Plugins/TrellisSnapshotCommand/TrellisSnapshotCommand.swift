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
            throw CommandFailure("usage: swift package trellis-snapshot record|verify [--target NAME]... [options]")
        }
        let failed = try TrellisToolRuns.run(context.tool(named: "trellis-plugin-tool").url, context: context, targets: names) { module in
            ["snapshot"] + extractor.remainingArguments + ["--diagnostics-format", "gnu"]
                + TrellisToolRuns.dependencyComponents(of: module) + [module.directoryURL.path(percentEncoded: false)]
        }
        if !failed.isEmpty { throw CommandFailure("trellis snapshot \(action) failed for \(failed.joined(separator: ", "))") }
    }
}
