import Foundation
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

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
    /// The asset catalogs of `--assets`.
    private let assets: [String]
    /// Where declarations in the built-in manifests are written for go to definition.
    private let builtinManifests: BuiltinManifestFolder
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
    /// The text of the message being handled, whose params are decoded from it.
    private var message = Data()

    /// - Parameters:
    ///   - disk: where files that are not open are read from.
    ///   - assets: asset catalogs literal color and image names are checked against and
    ///     offered from (`trellis lsp --assets`).
    ///   - builtinManifestFolder: where the built-in manifests are written when a definition
    ///     is in one (default: `$XDG_CACHE_HOME/trellis/builtin-manifests`, see
    ///     ``BuiltinManifestFolder``).
    ///   - send: called with every message the server sends, in order.
    public init(
        disk: any TemplateFileSystem = DiskFileSystem(), assets: [String] = [], builtinManifestFolder: String? = nil,
        cancellations: CancellationSet = CancellationSet(), send: @escaping Send
    ) {
        self.disk = disk
        self.assets = assets
        self.builtinManifests = builtinManifestFolder.map(BuiltinManifestFolder.init(folder:)) ?? .standard()
        self.cancellations = cancellations
        self.send = send
    }

    // MARK: Dispatch

    /// Handles the content of one message.
    public func handle(_ content: [UInt8]) {
        let data = Data(content)
        message = data
        defer { message = Data() }
        guard let message = try? JSONDecoder().decode(JSONValue.self, from: data) else {
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
        if message["id"] != nil {
            guard let id else {
                write(ResponseMessage<JSONValue>(id: nil, error: .invalidRequest("a request id must be a number or a string")))
                return
            }
            handleRequest(method, id: id)
        } else {
            handleNotification(method, params: message["params"] ?? .null)
        }
    }

    private func handleRequest(_ method: String, id: RequestID) {
        if cancellations.take(id) {
            reply(id, JSONValue?.none, error: .requestCancelled)
            return
        }
        switch (state, method) {
        case (.uninitialized, "initialize"):
            decode(InitializeParams.self, request: id) { initialize($0, id: id) }
        case (.uninitialized, _):
            reply(id, JSONValue?.none, error: .serverNotInitialized)
        case (.running, "initialize"):
            reply(id, JSONValue?.none, error: .invalidRequest("the server is already initialized"))
        case (.running, "shutdown"):
            state = .shuttingDown
            reply(id, JSONValue.null)
        case (.running, _):
            handleFeatureRequest(method, id: id)
        case (.shuttingDown, _):
            reply(id, JSONValue?.none, error: .shutDown)
        }
    }

    /// The requests of a running server besides the lifecycle ones.
    private func handleFeatureRequest(_ method: String, id: RequestID) {
        switch method {
        case "textDocument/completion":
            decode(TextDocumentPositionParams.self, request: id) { params in
                if let manifest = openManifest(params.textDocument.uri) {
                    return withPosition(params, in: manifest, id: id) { offset, workspace in
                        reply(id, CompletionList(isIncomplete: false, items: ManifestCompletion(registry: workspace.registry).items(at: offset, in: manifest)))
                    }
                }
                withDocumentPosition(params, id: id) { document, offset, workspace in
                    let completion = TemplateCompletion(
                        registry: workspace.registry, assets: workspace.assets, inspect: workspace.inspection(of: document.source.path),
                        templateFiles: workspace.templateFiles, roots: workspace.roots)
                    reply(id, CompletionList(isIncomplete: false, items: completion.items(at: offset, in: document)))
                }
            }
        case "textDocument/hover":
            decode(TextDocumentPositionParams.self, request: id) { params in
                withDocumentPosition(params, id: id) { document, offset, workspace in
                    guard let name = MarkupContext.name(around: offset, in: document.bytes),
                          let text = hoverText(for: name, at: offset, in: document, workspace: workspace)
                    else { return reply(id, JSONValue.null) }
                    let range = document.range(offset: name.start, length: name.end - name.start)
                    reply(id, Hover(contents: MarkupContent(kind: "markdown", value: text), range: range))
                }
            }
        case "textDocument/definition":
            decode(TextDocumentPositionParams.self, request: id) { params in
                if let manifest = openManifest(params.textDocument.uri) {
                    return withPosition(params, in: manifest, id: id) { offset, workspace in
                        var spans = SpanLocations(fileSystem: workspace.fileSystem, builtins: builtinManifests)
                        reply(id, ManifestDefinition(registry: workspace.registry).locations(at: offset, in: manifest, spans: &spans))
                    }
                }
                withDocumentPosition(params, id: id) { document, offset, workspace in
                    var definition = TemplateDefinition(
                        fileSystem: workspace.fileSystem, roots: workspace.roots, registry: workspace.registry,
                        inspect: workspace.inspection(of: document.source.path),
                        spans: SpanLocations(fileSystem: workspace.fileSystem, builtins: builtinManifests))
                    reply(id, definition.locations(at: offset, in: document))
                }
            }
        case "textDocument/documentSymbol":
            decode(DocumentSymbolParams.self, request: id) { params in
                guard let document = openTemplate(params.textDocument.uri) else { return reply(id, JSONValue.null) }
                reply(id, TemplateSymbols.symbols(of: document))
            }
        case "textDocument/formatting":
            decode(DocumentFormattingParams.self, request: id) { params in
                guard let document = openTemplate(params.textDocument.uri), let workspace else { return reply(id, JSONValue.null) }
                reply(id, TemplateFormatting.edits(for: document, registry: workspace.registry))
            }
        case "textDocument/references":
            decode(ReferenceParams.self, request: id) { params in
                let position = TextDocumentPositionParams(textDocument: params.textDocument, position: params.position)
                withDocumentPosition(position, id: id) { document, offset, workspace in
                    let references = self.references(in: workspace, document: document)
                    guard let target = references.target(at: offset, in: document) else { return reply(id, [Location]()) }
                    let locations = references.occurrences(of: target, in: document).flatMap { file in
                        file.ranges.map { Location(uri: DocumentURI.uri(of: file.path), range: file.text.range(offset: $0.lowerBound, length: $0.count)) }
                    }
                    reply(id, locations)
                }
            }
        case "textDocument/prepareRename":
            decode(TextDocumentPositionParams.self, request: id) { params in
                withDocumentPosition(params, id: id) { document, offset, workspace in
                    guard let target = references(in: workspace, document: document).target(at: offset, in: document) else {
                        return reply(id, JSONValue.null)
                    }
                    let range = document.range(offset: target.range.lowerBound, length: target.range.count)
                    reply(id, PrepareRenameResult(range: range, placeholder: target.name))
                }
            }
        case "textDocument/rename":
            decode(RenameParams.self, request: id) { params in
                let position = TextDocumentPositionParams(textDocument: params.textDocument, position: params.position)
                withDocumentPosition(position, id: id) { document, offset, workspace in
                    let references = self.references(in: workspace, document: document)
                    guard let target = references.target(at: offset, in: document) else {
                        return reply(id, JSONValue?.none, error: .invalidParams("there is no id, macro, param or outlet to rename here"))
                    }
                    if let problem = references.check(renaming: target, to: params.newName, in: document) {
                        return reply(id, JSONValue?.none, error: .invalidParams(problem.message))
                    }
                    var changes: [String: [TextEdit]] = [:]
                    for file in references.occurrences(of: target, in: document) {
                        changes[DocumentURI.uri(of: file.path)] = file.ranges.map {
                            TextEdit(range: file.text.range(offset: $0.lowerBound, length: $0.count), newText: params.newName)
                        }
                    }
                    reply(id, WorkspaceEdit(changes: changes))
                }
            }
        case "textDocument/codeAction":
            decode(CodeActionParams.self, request: id) { params in
                guard let document = openTemplate(params.textDocument.uri) ?? openManifest(params.textDocument.uri), let workspace else {
                    return reply(id, JSONValue.null)
                }
                let diagnostics = workspace.diagnosticsByOpenDocument()[document.source.path] ?? []
                reply(id, QuickFixes.actions(for: diagnostics, in: document, range: params.range, fileSystem: workspace.fileSystem))
            }
        default:
            reply(id, JSONValue?.none, error: .methodNotFound(method))
        }
    }

    private func references(in workspace: Workspace, document: DocumentText) -> TemplateReferences {
        TemplateReferences(
            registry: workspace.registry, fileSystem: workspace.fileSystem, roots: workspace.roots, templateFiles: workspace.templateFiles,
            inspect: workspace.inspection(of: document.source.path))
    }

    /// The text of the open template `uri` names, if it is one.
    private func openTemplate(_ uri: String) -> DocumentText? {
        guard let path = DocumentURI.path(of: uri), path.hasSuffix(".xml") else { return nil }
        return workspace?.documents[path]?.text
    }

    /// The text of the open manifest `uri` names, if it is one the registry loads.
    private func openManifest(_ uri: String) -> DocumentText? {
        guard let path = DocumentURI.path(of: uri), let workspace, workspace.isManifest(path) else { return nil }
        return workspace.documents[path]?.text
    }

    /// Runs `body` with the open template a request names, the byte offset of its position
    /// and the workspace; answers `null` for a document that is not an open template, and an
    /// invalid-params error for a position outside the document.
    private func withDocumentPosition(_ params: TextDocumentPositionParams, id: RequestID, _ body: (DocumentText, Int, Workspace) -> Void) {
        guard let document = openTemplate(params.textDocument.uri) else { return reply(id, JSONValue.null) }
        withPosition(params, in: document, id: id) { offset, workspace in body(document, offset, workspace) }
    }

    /// Runs `body` with the byte offset of the request's position in `document` and the
    /// workspace; answers an invalid-params error for a position outside the document.
    private func withPosition(_ params: TextDocumentPositionParams, in document: DocumentText, id: RequestID, _ body: (Int, Workspace) -> Void) {
        guard let workspace else { return reply(id, JSONValue.null) }
        guard let offset = document.offset(of: params.position) else {
            return reply(id, JSONValue?.none, error: .invalidParams(
                "position \(params.position.line):\(params.position.character) is outside '\(params.textDocument.uri)'"))
        }
        body(offset, workspace)
    }

    /// The hover text of the name around `offset`: an element, an attribute, or a name in
    /// an expression (typed by the compiler's scope of its attribute).
    private func hoverText(for name: (name: String, start: Int, end: Int), at offset: Int, in document: DocumentText, workspace: Workspace) -> String? {
        let bytes = document.bytes
        let context = MarkupContext.at(name.start, in: bytes)
        guard case .attributeValue = context else {
            return TemplateHover(registry: workspace.registry).markdown(for: name.name, in: context)
        }
        guard let scope = workspace.inspection(of: document.source.path)().scope(atValueOffset: offset, in: document.source.path) else { return nil }
        let isID = name.start > 0 && bytes[name.start - 1] == UInt8(ascii: "#")
        var after = name.end
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        let isCalled = after < bytes.count && bytes[after] == UInt8(ascii: "(")
        return ExpressionHover(registry: workspace.registry, roots: workspace.roots)
            .markdown(for: (isID ? "#" : "") + name.name, isCalled: isCalled, in: scope)
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
            decode(DidOpenTextDocumentParams.self, method: method) { didOpen($0) }
        case "textDocument/didChange":
            decode(DidChangeTextDocumentParams.self, method: method) { didChange($0) }
        case "textDocument/didClose":
            decode(DidCloseTextDocumentParams.self, method: method) { didClose($0) }
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
        let workspace = Workspace(folders: folders, assets: assets, disk: disk)
        self.workspace = workspace
        watchesFiles = params.capabilities?.watchesFiles == true
        state = .running
        reply(id, InitializeResult(capabilities: ServerCapabilities(), serverInfo: ServerInfo(name: "trellis", version: Self.version)))
        for problem in workspace.assetDiagnostics { log(.error, problem.message) }
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

    /// The `params` of a message, decoded from the message's text in one pass (large
    /// documents are not copied through a ``JSONValue``).
    private struct Envelope<Params: Decodable>: Decodable {
        var params: Params
    }

    /// Decodes the params of the request being handled and runs `body`, or answers with an
    /// invalid-params error.
    private func decode<Params: Decodable>(_ type: Params.Type, request id: RequestID, _ body: (Params) -> Void) {
        do {
            body(try JSONDecoder().decode(Envelope<Params>.self, from: message).params)
        } catch {
            reply(id, JSONValue?.none, error: .invalidParams("invalid params: \(Self.describe(error))"))
        }
    }

    /// Decodes the params of the notification being handled and runs `body`, or logs why
    /// they are invalid.
    private func decode<Params: Decodable>(_ type: Params.Type, method: String, _ body: (Params) -> Void) {
        do {
            body(try JSONDecoder().decode(Envelope<Params>.self, from: message).params)
        } catch {
            log(.error, "\(method): invalid params: \(Self.describe(error))")
        }
    }

    /// A decoding error in a line: what is wrong, and at which key path in the params.
    private static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.dropFirst().map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case let DecodingError.keyNotFound(key, context):
            return context.codingPath.isEmpty ? "missing 'params'" : "missing '\(path(context.codingPath + [key]))'"
        case let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty:
            // The message is valid JSON, so this is a number its field cannot hold
            // (Foundation on Linux gives no key path for it).
            return "a number does not fit its field (a fraction or an out-of-range value where a whole number is expected)"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context), let DecodingError.dataCorrupted(context):
            let keys = path(context.codingPath)
            return keys.isEmpty ? "params must be an object" : "wrong value at '\(keys)'"
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
