import ArgumentParser
import Foundation
import TrellisCommandCore

/// The `trellis` command line tool, as the plugins run it: every command but `preview`.
///
/// The `trellis` executable adds `preview` (whose web server the plugins' tool must not
/// link) with a root command of its own built by ``rootConfiguration(adding:)``, so both tools
/// list the same commands.
public struct TrellisCommand: ParsableCommand {
    public static let configuration = rootConfiguration(adding: [])

    /// The commands of every `trellis` tool.
    public static let subcommands: [any ParsableCommand.Type] = [
        CheckCommand.self, CompileCommand.self, ComponentsCommand.self, DescribeCommand.self, EvalCommand.self,
        FormatCommand.self, GenerateSwiftCommand.self, LayoutCommand.self, ListCommand.self, LSPCommand.self, RenameCommand.self,
        RenderCommand.self, RulesCommand.self, SchemaCommand.self, SnapshotCommand.self, StringsCommand.self,
    ]

    /// The version of Trellis, printed by `trellis --version`.
    public static let version = "0.1.0"

    /// The root command's configuration with ``subcommands`` and `extra`, listed by name.
    public static func rootConfiguration(adding extra: [any ParsableCommand.Type]) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "trellis",
            abstract: "Check, compile and lay out XML view templates against a YAML component registry.",
            discussion: "Exit status: 0 when there are no errors, 1 when errors were reported, 2 for usage and I/O problems.",
            version: version,
            subcommands: (subcommands + extra).sorted { $0._commandName < $1._commandName }
        )
    }

    public init() {}

    /// Runs the command line, like ArgumentParser's `main()`, except that usage errors exit
    /// with status 2 (the status Trellis uses for usage and I/O problems) instead of 64.
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exitReporting(error)
        }
    }

    /// Runs the command line with `root` as the root command, awaiting commands that are
    /// asynchronous (`preview`); usage errors exit with status 2 as in ``main()``.
    public static func main<Root: ParsableCommand>(root: Root.Type) async {
        do {
            var command = try root.parseAsRoot()
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            exitReporting(error)
        }
    }
}
