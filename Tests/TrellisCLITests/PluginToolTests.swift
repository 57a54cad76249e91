import XCTest

/// The tool the plugins run, `trellis-plugin-tool`: every command of `trellis` but
/// `preview`, whose web server it does not link.
final class PluginToolTests: XCTestCase {
    private func subcommands(of tool: String) throws -> [String] {
        let help = try TrellisProcess.run(["--help"], tool: tool)
        XCTAssertEqual(help.status, 0)
        let lines = help.standardOutput.components(separatedBy: "\n")
        let start = (lines.firstIndex(of: "SUBCOMMANDS:") ?? lines.count) + 1
        // The section ends at the first blank line ("See 'trellis help <subcommand>'…" follows).
        return lines.dropFirst(start).prefix { !$0.isEmpty }.compactMap { line in
            guard line.hasPrefix("  "), line.dropFirst(2).first?.isLetter == true else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    func testThePluginToolHasEveryCommandButPreview() throws {
        let commands = [
            "check", "compile", "components", "describe", "eval", "format", "generate-swift", "layout", "list", "lsp", "rename",
            "render", "rules", "schema", "snapshot", "strings",
        ]
        XCTAssertEqual(try subcommands(of: "trellis-plugin-tool"), commands)
        XCTAssertEqual(try subcommands(of: "trellis"), commands.filter { $0 < "preview" } + ["preview"] + commands.filter { $0 > "preview" })
    }

    func testThePluginToolChecksTemplates() throws {
        let run = try TrellisProcess.run(["check", "--diagnostics-format", "gnu", "Parts/Avatar.xml"], in: examples, tool: "trellis-plugin-tool")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, "")
    }

    private var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples").standardizedFileURL
    }
}
