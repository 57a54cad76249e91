import ArgumentParser

/// The `trellis` command line tool.
public struct TrellisCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Check, compile and lay out XML view templates against a YAML component registry.",
        subcommands: []
    )

    public init() {}
}
