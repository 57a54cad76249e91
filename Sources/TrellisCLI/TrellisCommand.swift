import ArgumentParser
import Foundation

/// The `trellis` command line tool.
public struct TrellisCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Check, compile and lay out XML view templates against a YAML component registry.",
        discussion: "Exit status: 0 when there are no errors, 1 when errors were reported, 2 for usage and I/O problems.",
        version: version,
        subcommands: [
            CheckCommand.self, CompileCommand.self, ComponentsCommand.self, DescribeCommand.self, EvalCommand.self,
            FormatCommand.self, GenerateSwiftCommand.self, LayoutCommand.self, ListCommand.self, LSPCommand.self, RenameCommand.self,
            RenderCommand.self, RulesCommand.self, SchemaCommand.self, SnapshotCommand.self, StringsCommand.self,
        ]
    )

    /// The version of Trellis, printed by `trellis --version`.
    public static let version = "0.1.0"

    public init() {}

    /// Runs the command line, like ArgumentParser's `main()`, except that usage errors exit
    /// with status 2 (the status Trellis uses for usage and I/O problems) instead of 64.
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
