import ArgumentParser
import TrellisCLI

/// The user-facing `trellis`: every command of the plugins' tool and `preview`.
struct Trellis: ParsableCommand {
    static let configuration = TrellisCommand.rootConfiguration(adding: [PreviewCommand.self])
}

await TrellisCommand.main(root: Trellis.self)
