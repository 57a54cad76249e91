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
        let failed = try TrellisToolRuns.run(context.tool(named: "trellis-plugin-tool").url, context: context, targets: names) { module in
            ["format", "--diagnostics-format", "gnu"] + (checkOnly ? ["--check"] : [])
                + TrellisToolRuns.dependencyComponents(of: module)
                + TrellisTargetFiles(module).manifests.flatMap { ["--components", $0.path(percentEncoded: false)] }
                + extractor.remainingArguments + [module.directoryURL.path(percentEncoded: false)]
        }
        if !failed.isEmpty { throw CommandFailure("trellis format failed in \(failed.joined(separator: ", "))") }
    }
}
