import ArgumentParser
import Foundation
import TrellisLanguageServer

/// `trellis lsp`: the language server, over standard input and output.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the Trellis language server (Language Server Protocol 3.17) over standard input and output.",
        discussion: """
            Editors start it and talk to it in JSON-RPC with Content-Length framing. The workspace \
            folders are loaded as `trellis check FOLDER…` loads them; open documents are \
            checked as they are edited. Exit status: 0 after the client's shutdown and exit, 1 \
            when the input ends or exit comes without shutdown.
            """
    )

    @Option(
        name: .customLong("assets"),
        help: ArgumentHelp("An asset catalog (.xcassets folder) to verify color and image names against and offer in completion (repeatable).", valueName: "folder"))
    var assets: [String] = []

    func run() throws {
        let status = ServerLoop(output: FileHandle.standardOutput, assets: assets).run(input: STDIN_FILENO)
        throw ExitCode(status)
    }
}
