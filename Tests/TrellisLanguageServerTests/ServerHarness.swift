import Foundation
@testable import TrellisLanguageServer
import XCTest

/// Drives a ``LanguageServer`` in process: a workspace folder written for the test, messages
/// sent as JSON values, and what the server sends back collected and decoded.
final class ServerHarness {
    let folder: String
    private(set) var sent: [JSONValue] = []
    private(set) var server: LanguageServer!
    private var nextID = 1

    /// A server over a fresh temporary folder holding `files` (relative path → text), with
    /// the asset catalogs `assets`.
    init(files: [String: String], assets: [String] = []) throws {
        folder = NSTemporaryDirectory() + "trellis-lsp-\(UUID().uuidString)"
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        server = LanguageServer(assets: assets, builtinManifestFolder: folder + "/.builtin") { [unowned self] content in
            if let message = try? JSONDecoder().decode(JSONValue.self, from: Data(content)) { sent.append(message) }
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    var exitStatus: Int32? { server.exitStatus }

    func uri(_ path: String) -> String { URL(fileURLWithPath: folder + "/" + path).absoluteString }

    /// Sends raw message content.
    func sendRaw(_ content: String) {
        server.handle(Array(content.utf8))
    }

    /// Sends a JSON value and returns what the server sent in answer.
    @discardableResult
    func send(_ message: JSONValue) -> [JSONValue] {
        let start = sent.count
        server.handle(Array((try? JSONEncoder().encode(message)) ?? Data()))
        return Array(sent[start...])
    }

    /// Sends a request and returns its response.
    func request(_ method: String, _ params: JSONValue = .null) -> JSONValue? {
        let id = nextID
        nextID += 1
        return send(["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params]).first { $0["id"] == .number(Double(id)) }
    }

    /// Sends a notification and returns what the server sent (log messages).
    @discardableResult
    func notify(_ method: String, _ params: JSONValue = .null) -> [JSONValue] {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// `initialize` with the folder as the workspace root, then `initialized`.
    func initialize() {
        _ = request("initialize", ["rootUri": .string(URL(fileURLWithPath: folder).absoluteString), "capabilities": [:]])
        notify("initialized", [:])
    }

    func open(_ path: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri(path)), "languageId": "xml", "version": .number(Double(version)), "text": .string(text)]])
    }

    /// The diagnostics published by flushing the debounced publication, by URI.
    func publishedDiagnostics() -> [String: JSONValue] {
        let start = sent.count
        server.publishPendingDiagnostics()
        var result: [String: JSONValue] = [:]
        for message in sent[start...] where message["method"] == "textDocument/publishDiagnostics" {
            if let params = message["params"], let uri = params["uri"]?.stringValue { result[uri] = params["diagnostics"] }
        }
        return result
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(Dictionary(uniqueKeysWithValues: elements)) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

/// An LSP range as JSON.
func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> JSONValue {
    ["start": ["line": .number(Double(startLine)), "character": .number(Double(startCharacter))],
     "end": ["line": .number(Double(endLine)), "character": .number(Double(endCharacter))]]
}
