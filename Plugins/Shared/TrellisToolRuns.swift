// Shared by the command plugins (each folder links to this file).
import Foundation
import PackagePlugin

/// How every Trellis command plugin runs the tool: once per source module with templates,
/// among the package's targets or those named with `--target`.
enum TrellisToolRuns {
    /// Runs `tool` once for each source module of `context`'s package (or of the targets
    /// `names`, when any) that has templates, with the arguments `arguments` gives for it,
    /// passing standard output and error through; returns the names of the modules whose
    /// run failed.
    static func run(
        _ tool: URL, context: PluginContext, targets names: [String], arguments: (any SourceModuleTarget) -> [String]
    ) throws -> [String] {
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var failed: [String] = []
        for module in targets.compactMap(\.sourceModule) where !TrellisTargetFiles(module).templates.isEmpty {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments(module)
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(module.name) }
        }
        return failed
    }

    /// `--components` for each of the manifests of the targets `module` depends on.
    static func dependencyComponents(of module: any SourceModuleTarget) -> [String] {
        TrellisTargetFiles.dependencyManifests(of: module).flatMap { ["--components", $0.path(percentEncoded: false)] }
    }
}

/// Why a command plugin failed; makes `swift package` exit with a failure status.
///
/// Thrown, not reported: PackagePlugin reports a thrown error's description as the
/// plugin's error, so reporting it here as well would print it twice.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
