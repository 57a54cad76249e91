import Foundation
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// The Trellis language server, independent of its transport: it takes the content of
/// each message the client sends (``handle(_:)``) and gives what it sends back to `send`,
/// one JSON text at a time. The transport frames them (``ServerLoop`` over stdio), tests
/// call it directly.
///
/// Diagnostics are not published as a document changes but when the transport calls
/// ``publishPendingDiagnostics()``, after a quiet period (debounce). No input ends the
/// server: malformed JSON and unknown methods get error responses, bad notifications a log
/// message; only `exit` sets ``exitStatus``.
public final class LanguageServer {
    /// Receives each message the server sends, as JSON text.
    public typealias Send = ([UInt8]) -> Void

    private enum State {
        case uninitialized
        case running
        case shuttingDown
    }

    private let send: Send
    private let disk: any TemplateFileSystem
    /// Requests the client cancelled; shared with the transport.
    public let cancellations: CancellationSet
    private var state = State.uninitialized
    private var workspace: Workspace?
    /// Open documents whose diagnostics changed since they were last published.
    public private(set) var hasPendingDiagnostics = false
    /// Documents diagnostics were published for, to clear them when they close.
    private var published: Set<String> = []
    /// Whether the client watches files for the server (asked for after `initialized`).
    private var watchesFiles = false
    /// Set by the `exit` notification: 0 after `shutdown`, else 1.
    public private(set) var exitStatus: Int32?

    /// - Parameters:
    ///   - disk: where files that are not open are read from.
    ///   - send: called with every message the server sends, in order.
    public init(disk: any TemplateFileSystem = DiskFileSystem(), cancellations: CancellationSet = CancellationSet(), send: @escaping Send) {
        self.disk = disk
        self.cancellations = cancellations
        self.send = send
    }

    // MARK: Dispatch

    /// Handles the content of one message.
    public func handle(_ content: [UInt8]) {
        guard let message = try? JSONDecoder().decode(JSONValue.self, from: Data(content)) else {
            write(ResponseMessage<JSONValue>(id: nil, error: .parseError("the message is not valid JSON")))
            return
        }
        let id = message["id"].flatMap(RequestID.init)
        guard case .object = message, let method = message["method"]?.stringValue else {
            if message["id"] != nil, message["result"] != nil || message["error"] != nil {
                return  // A response to a request of ours: the server sends none that need one.
            }
            write(ResponseMessage<JSONValue>(id: id, error: .invalidRequest("a message needs a 'method'")))
            return
        }
        let params = message["params"] ?? .null
        if message["id"] != nil {
            guard let id else {
                write(ResponseMessage<JSONValue>(id: nil, error: .invalidRequest("a request id must be a number or a string")))
                return
            }
            handleRequest(method, id: id, params: params)
        } else {
            handleNotification(method, params: params)
        }
    }

    private func handleRequest(_ method: String, id: RequestID, params: JSONValue) {
        if cancellations.take(id) {
            reply(id, JSONValue?.none, error: .requestCancelled)
            return
        }
        switch (state, method) {
        case (.uninitialized, "initialize"):
            decode(InitializeParams.self, params, request: id) { initialize($0, id: id) }
        case (.uninitialized, _):
            reply(id, JSONValue?.none, error: .serverNotInitialized)
        case (.running, "initialize"):
            reply(id, JSONValue?.none, error: .invalidRequest("the server is already initialized"))
        case (.running, "shutdown"):
            state = .shuttingDown
            reply(id, JSONValue.null)
        case (.running, _):
            handleFeatureRequest(method, id: id, params: params)
        case (.shuttingDown, _):
            reply(id, JSONValue?.none, error: .shutDown)
        }
    }

    /// The requests of a running server besides the lifecycle ones.
    private func handleFeatureRequest(_ method: String, id: RequestID, params: JSONValue) {
        switch method {
        case "textDocument/completion":
            decode(TextDocumentPositionParams.self, params, request: id) { params in
                withDocumentPosition(params, id: id) { document, offset, registry in
                    let context = MarkupContext.at(offset, in: document.bytes)
                    reply(id, CompletionList(isIncomplete: false, items: TemplateCompletion(registry: registry).items(for: context)))
                }
            }
        case "textDocument/hover":
            decode(TextDocumentPositionParams.self, params, request: id) { params in
                withDocumentPosition(params, id: id) { document, offset, registry in
                    guard let name = MarkupContext.name(around: offset, in: document.bytes),
                          let text = TemplateHover(registry: registry).markdown(for: name.name, in: MarkupContext.at(name.start, in: document.bytes))
                    else { return reply(id, JSONValue.null) }
                    let range = document.range(offset: name.start, length: name.end - name.start)
                    reply(id, Hover(contents: MarkupContent(kind: "markdown", value: text), range: range))
                }
            }
        case "textDocument/definition":
            decode(TextDocumentPositionParams.self, params, request: id) { params in
                withDocumentPosition(params, id: id) { document, offset, _ in
                    guard let workspace else { return reply(id, JSONValue.null) }
                    let definition = TemplateDefinition(fileSystem: workspace.fileSystem, roots: workspace.roots)
                    reply(id, definition.locations(at: offset, in: document))
                }
            }
        case "textDocument/documentSymbol":
            decode(DocumentSymbolParams.self, params, request: id) { params in
                guard let document = openTemplate(params.textDocument.uri) else { return reply(id, JSONValue.null) }
                reply(id, TemplateSymbols.symbols(of: document))
            }
        case "textDocument/formatting":
            decode(DocumentFormattingParams.self, params, request: id) { params in
                guard let document = openTemplate(params.textDocument.uri), let workspace else { return reply(id, JSONValue.null) }
                reply(id, TemplateFormatting.edits(for: document, registry: workspace.registry))
            }
        default:
            reply(id, JSONValue?.none, error: .methodNotFound(method))
        }
    }

    /// The text of the open template `uri` names, if it is one.
    private func openTemplate(_ uri: String) -> DocumentText? {
        guard let path = DocumentURI.path(of: uri), path.hasSuffix(".xml") else { return nil }
        return workspace?.documents[path]?.text
    }

    /// Runs `body` with the open template a request names, the byte offset of its position
    /// and the registry; answers `null` for a document that is not an open template, and an
    /// invalid-params error for a position outside the document.
    private func withDocumentPosition(
        _ params: TextDocumentPositionParams, id: RequestID, _ body: (DocumentText, Int, TrellisRegistry.Registry) -> Void
    ) {
        guard let workspace, let document = openTemplate(params.textDocument.uri) else { return reply(id, JSONValue.null) }
        guard let offset = document.offset(of: params.position) else {
            return reply(id, JSONValue?.none, error: .invalidParams(
                "position \(params.position.line):\(params.position.character) is outside '\(params.textDocument.uri)'"))
        }
        body(document, offset, workspace.registry)
    }

    private func handleNotification(_ method: String, params: JSONValue) {
        switch method {
        case "exit":
            exitStatus = state == .shuttingDown ? 0 : 1
        case "$/cancelRequest":
            if let cancel = try? params.decoded(as: CancelParams.self) { cancellations.cancel(cancel.id) }
        case _ where state != .running:
            return  // Notifications before `initialize` or after `shutdown` are dropped.
        case "textDocument/didOpen":
            decode(DidOpenTextDocumentParams.self, params, method: method) { didOpen($0) }
        case "textDocument/didChange":
            decode(DidChangeTextDocumentParams.self, params, method: method) { didChange($0) }
        case "textDocument/didClose":
            decode(DidCloseTextDocumentParams.self, params, method: method) { didClose($0) }
        case "initialized":
            if watchesFiles { registerFileWatchers() }
        case "workspace/didChangeWatchedFiles":
            workspace?.filesChanged()
            hasPendingDiagnostics = true
        default:
            return  // `didSave` (the text is the open one already), `$/…` and others need nothing.
        }
    }

    /// Answers a header block that framed no message (see ``FramedMessage/invalidHeader(_:)``)
    /// with a parse error, as JSON-RPC answers a message it cannot read.
    public func handleInvalidFrame(_ reason: String) {
        write(ResponseMessage<JSONValue>(id: nil, error: .parseError(reason)))
    }

    // MARK: Lifecycle

    private func initialize(_ params: InitializeParams, id: RequestID) {
        let uris = params.workspaceFolders.map { $0.map(\.uri) } ?? params.rootUri.map { [$0] } ?? []
        var folders = uris.compactMap(DocumentURI.path(of:))
        if folders.isEmpty, let rootPath = params.rootPath { folders = [rootPath] }
        workspace = Workspace(folders: folders, disk: disk)
        watchesFiles = params.capabilities?.watchesFiles == true
        state = .running
        reply(id, InitializeResult(capabilities: ServerCapabilities(), serverInfo: ServerInfo(name: "trellis", version: Self.version)))
    }

    /// The version reported in `serverInfo`.
    public static let version = "0.1.0"

    /// Asks the client to report changes to manifests and templates on the disk, so that
    /// the registry is reloaded and open templates rechecked when they change outside the editor.
    private func registerFileWatchers() {
        let watchers = ["**/Components/*.yaml", "**/Components/*.yml", "**/*.xml"] + IgnoreFile.fileNames.map { "**/\($0)" }
        let registration = RegistrationParams.Registration(
            id: "trellis-files", method: "workspace/didChangeWatchedFiles",
            registerOptions: .init(watchers: watchers.map(RegistrationParams.FileSystemWatcher.init)))
        write(RequestMessage(id: .string("trellis-register-watchers"), method: "client/registerCapability", params: RegistrationParams(registrations: [registration])))
    }

    // MARK: Documents

    private func didOpen(_ params: DidOpenTextDocumentParams) {
        let document = params.textDocument
        guard let path = DocumentURI.path(of: document.uri) else {
            return log(.warning, "ignoring '\(document.uri)': only file: documents are checked")
        }
        workspace?.open(path, version: document.version, text: DocumentText(path: path, text: document.text))
        hasPendingDiagnostics = true
    }

    private func didChange(_ params: DidChangeTextDocumentParams) {
        guard let path = DocumentURI.path(of: params.textDocument.uri), let document = workspace?.documents[path] else {
            return log(.error, "textDocument/didChange: '\(params.textDocument.uri)' is not open")
        }
        var text = document.text
        for change in params.contentChanges {
            guard let changed = text.applying(change) else {
                let range = change.range.map { "\($0.start.line):\($0.start.character)-\($0.end.line):\($0.end.character)" } ?? ""
                return log(.error, "textDocument/didChange: range \(range) is outside '\(params.textDocument.uri)' (\(text.source.lineStarts.count) lines); the change was ignored")
            }
            text = changed
        }
        workspace?.update(path, version: params.textDocument.version, text: text)
        hasPendingDiagnostics = true
    }

    private func didClose(_ params: DidCloseTextDocumentParams) {
        guard let path = DocumentURI.path(of: params.textDocument.uri), workspace?.close(path) == true else {
            return log(.warning, "textDocument/didClose: '\(params.textDocument.uri)' is not open")
        }
        if published.remove(path) != nil {
            notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: params.textDocument.uri, version: nil, diagnostics: []))
        }
        hasPendingDiagnostics = true
    }

    // MARK: Diagnostics

    /// Checks the open documents and publishes the diagnostics of each.
    public func publishPendingDiagnostics() {
        guard hasPendingDiagnostics, let workspace else { return }
        hasPendingDiagnostics = false
        var conversion = DiagnosticConversion(fileSystem: workspace.fileSystem)
        for (path, diagnostics) in workspace.diagnosticsByOpenDocument().sorted(by: { $0.key < $1.key }) {
            guard let document = workspace.documents[path] else { continue }
            let converted = diagnostics.map { conversion.convert($0, in: document.text) }
            published.insert(path)
            notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: DocumentURI.uri(of: path), version: document.version, diagnostics: converted))
        }
    }

    // MARK: Sending

    private enum LogLevel: Int {
        case error = 1
        case warning = 2
    }

    private func log(_ level: LogLevel, _ message: String) {
        notify("window/logMessage", LogMessageParams(type: level.rawValue, message: message))
    }

    /// Decodes a request's params and runs `body`, or answers with an invalid-params error.
    private func decode<Params: Decodable>(_ type: Params.Type, _ params: JSONValue, request id: RequestID, _ body: (Params) -> Void) {
        do {
            body(try params.decoded(as: type))
        } catch {
            reply(id, JSONValue?.none, error: .invalidParams("invalid params: \(Self.describe(error))"))
        }
    }

    /// Decodes a notification's params and runs `body`, or logs why they are invalid.
    private func decode<Params: Decodable>(_ type: Params.Type, _ params: JSONValue, method: String, _ body: (Params) -> Void) {
        do {
            body(try params.decoded(as: type))
        } catch {
            log(.error, "\(method): invalid params: \(Self.describe(error))")
        }
    }

    /// A decoding error in a line: what is wrong, and at which key path.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, context):
            return "missing '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context), let DecodingError.dataCorrupted(context):
            return "wrong value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        default:
            return "\(error)"
        }
    }

    private func reply<Result: Encodable>(_ id: RequestID, _ result: Result?, error: ResponseError? = nil) {
        write(ResponseMessage(id: id, result: result, error: error))
    }

    private func notify<Params: Encodable>(_ method: String, _ params: Params) {
        write(NotificationMessage(method: method, params: params))
    }

    private func write<Message: Encodable>(_ message: Message) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(message) else { return }
        send(Array(data))
    }
}
