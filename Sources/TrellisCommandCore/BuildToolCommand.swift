import ArgumentParser

/// The root command of `trellis-build-tool`, the TrellisPlugin's tool: `generate-swift`
/// and nothing else of `trellis`, so that it links only the modules that command needs.
package struct BuildToolCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "trellis-build-tool",
        abstract: "The TrellisPlugin's tool: compile a target's templates and generate typed Swift for them.",
        discussion: "Exit status: 0 when there are no errors, 1 when errors were reported, 2 for usage and I/O problems.",
        subcommands: [GenerateSwiftCommand.self]
    )

    package init() {}

    /// Runs the command line; a usage error exits with status 2, as in `trellis`.
    package static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exitReporting(error)
        }
    }
}
