import Foundation
import TrellisLanguageServer

/// The language server on the compiler corpus written to a temporary folder, driven in
/// process through the messages an editor sends: opening a workspace of 200 templates
/// (initialize, every template opened, their diagnostics published; the resident memory it
/// takes is printed to standard error), completion in an expression of a 300-line
/// template, and a keystroke in it to its published diagnostics.
let languageServerBenchmarks: [Benchmark] = [
    Benchmark(
        "lsp.open-workspace-\(LanguageServerCorpus.screens)-templates", rounds: 5, warmUpRounds: 1, target: .seconds(1),
        preparingEachRound: {
            let corpus = LanguageServerCorpus.shared
            let box = ServerBox(corpus.server())
            return .init(prepare: { box.server = corpus.server() }, work: { corpus.openWorkspace(box.server) })
        }
    ),
    Benchmark("lsp.completion-in-expression-\(LanguageServerCorpus.longLines)-line-template", rounds: 50, target: .milliseconds(10)) {
        let corpus = LanguageServerCorpus.shared
        let box = ServerBox(corpus.server())
        corpus.initialize(box.server)
        corpus.open(corpus.longPath, in: box.server)
        box.server.publishPendingDiagnostics()
        let request = corpus.completionRequest()
        return { box.server.handle(request) }
    },
    Benchmark("lsp.keystroke-to-diagnostics-\(LanguageServerCorpus.longLines)-line-template", rounds: 50, target: .milliseconds(30)) {
        let corpus = LanguageServerCorpus.shared
        let box = ServerBox(corpus.server())
        corpus.initialize(box.server)
        corpus.open(corpus.longPath, in: box.server)
        box.server.publishPendingDiagnostics()
        return {
            box.version += 1
            box.server.handle(corpus.keystroke(version: box.version))
            box.server.publishPendingDiagnostics()
        }
    },
]

/// The memory the server of ``LanguageServerCorpus/openWorkspace(_:)`` holds: the resident
/// memory after opening the workspace less before the server was made, in a line for the report.
func languageServerMemoryReport() -> String? {
    let corpus = LanguageServerCorpus.shared
    guard let before = residentMegabytes() else { return nil }
    let server = corpus.server()
    corpus.openWorkspace(server)
    guard let after = residentMegabytes() else { return nil }
    blackHole(server)
    let name = "lsp.open-workspace-\(LanguageServerCorpus.screens)-templates"
    return "\(name): \(Int((after - before).rounded())) MB resident for the server (the process: \(Int(after.rounded())) MB), target < 150 MB\n"
}

/// A server used by one benchmark's rounds, on one thread.
private final class ServerBox: @unchecked Sendable {
    var server: LanguageServer
    /// The version of the last change sent.
    var version = 1

    init(_ server: LanguageServer) {
        self.server = server
    }
}

/// The corpus on the disk, and the messages the benchmarks send.
final class LanguageServerCorpus: Sendable {
    static let screens = 200
    /// Sections of the long template: 17 lines each, with 12 lines around them.
    static let longSections = 17
    static let longLines = longSections * 17 + 12
    static let shared = LanguageServerCorpus()

    let folder: String
    let screenPaths: [String]
    let longPath: String
    let longText: String

    private init() {
        let folder = NSTemporaryDirectory() + "trellis-bench-lsp-\(ProcessInfo.processInfo.processIdentifier)"
        self.folder = folder
        var files = CompilerCorpus.files(screens: Self.screens)
        longText = Self.longScreen()
        files["Corpus/Screens/Long.xml"] = longText
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        screenPaths = files.keys.filter { $0.hasPrefix("Corpus/Screens/Screen") }.sorted().map { folder + "/" + $0 }
        longPath = folder + "/Corpus/Screens/Long.xml"
    }

    /// A screen of ``longSections`` sections, ``longLines`` lines.
    private static func longScreen() -> String {
        let screen = CompilerCorpus.screen(0)
        let sections = (0..<longSections).map { CompilerCorpus.section(0, $0) }.joined(separator: "\n")
        let start = screen.range(of: "        <UIView id=\"s0x0\"")
        let end = screen.range(of: "\n        </UIScrollView>")
        guard let start, let end else { return screen }
        return String(screen[..<start.lowerBound]) + sections + String(screen[end.lowerBound...])
    }

    func server() -> LanguageServer {
        LanguageServer(builtinManifestFolder: folder + "/.builtin") { blackHole($0) }
    }

    func initialize(_ server: LanguageServer) {
        server.handle(Self.json([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["rootUri": URL(fileURLWithPath: folder).absoluteString, "capabilities": [String: Any]()],
        ]))
        server.handle(Self.json(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()]))
    }

    /// What an editor does on opening the workspace with every template: initialize, open
    /// each screen, and publish the diagnostics (every screen checked).
    func openWorkspace(_ server: LanguageServer) {
        initialize(server)
        for path in screenPaths { open(path, in: server) }
        server.publishPendingDiagnostics()
    }

    func open(_ path: String, in server: LanguageServer) {
        let text = path == longPath ? longText : (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        server.handle(Self.json([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": URL(fileURLWithPath: path).absoluteString, "languageId": "xml", "version": 1, "text": text]],
        ]))
    }

    /// Completion after `previous.` in the last section of the long template.
    func completionRequest() -> [UInt8] {
        let marker = "top=\"previous.bottom + 8\" axis"
        let offset = longText.range(of: marker, options: .backwards).map { longText.utf8.distance(from: longText.startIndex, to: $0.lowerBound) + 14 } ?? 0
        let (line, character) = Self.position(of: offset, in: longText)
        return Self.json([
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/completion",
            "params": ["textDocument": ["uri": URL(fileURLWithPath: longPath).absoluteString], "position": ["line": line, "character": character]],
        ])
    }

    /// A keystroke in the long template: a digit typed into the first `top` value, then
    /// taken back, alternately.
    func keystroke(version: Int) -> [UInt8] {
        let marker = "top=\"10\""
        let offset = longText.range(of: marker).map { longText.utf8.distance(from: longText.startIndex, to: $0.lowerBound) + 6 } ?? 0
        let (line, character) = Self.position(of: offset, in: longText)
        let range: [String: Any] = version.isMultiple(of: 2)
            ? ["start": ["line": line, "character": character], "end": ["line": line, "character": character]]
            : ["start": ["line": line, "character": character], "end": ["line": line, "character": character + 1]]
        return Self.json([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": URL(fileURLWithPath: longPath).absoluteString, "version": version],
                "contentChanges": [["range": range, "text": version.isMultiple(of: 2) ? "5" : ""]],
            ],
        ])
    }

    /// The line and character of an offset of ASCII text.
    private static func position(of offset: Int, in text: String) -> (Int, Int) {
        let before = text.utf8.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0
        return (line, offset - lineStart)
    }

    private static func json(_ object: [String: Any]) -> [UInt8] {
        Array((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }
}

/// The resident memory of this process in megabytes (Linux's `/proc/self/status`), or
/// `nil` where it cannot be read.
func residentMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
    return kilobytes / 1_024
}
