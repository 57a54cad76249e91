import ArgumentParser
import TrellisCLI

/// The user-facing `trellis`: every command of the plugins' tool and, built with the
/// Preview trait (the default), `preview`.
struct Trellis: ParsableCommand {
    #if Preview
    static let configuration = TrellisCommand.rootConfiguration(adding: [PreviewCommand.self])
    #else
    static let configuration = TrellisCommand.rootConfiguration(adding: [])
    #endif
}

await TrellisCommand.main(root: Trellis.self)
