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
        let failed = try TrellisToolRuns.run(context.tool(named: "trellis-plugin-tool").url, context: context, targets: names) { module in
            ["check", "--diagnostics-format", "gnu"] + TrellisToolRuns.dependencyComponents(of: module)
                + extractor.remainingArguments + [module.directoryURL.path(percentEncoded: false)]
        }
        if !failed.isEmpty { throw CommandFailure("trellis check found errors in \(failed.joined(separator: ", "))") }
    }
}
