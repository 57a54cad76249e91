// The Language Server Protocol 3.17 types this server uses, written by hand: no Swift LSP
// library (sourcekit-lsp's LanguageServerProtocol, LSPBindings) is available to this
// package, whose only dependencies are Yams and swift-argument-parser. Only the fields the
// server reads or writes are declared; decoding ignores the rest.

/// A position in a document: a 0-based line and a 0-based UTF-16 code unit offset in it.
public struct Position: Hashable, Sendable, Codable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A range in a document, `end` exclusive.
public struct LSPRange: Hashable, Sendable, Codable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A range in a document named by its URI.
public struct Location: Hashable, Sendable, Codable {
    public var uri: String
    public var range: LSPRange
}

public struct TextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: String
}

public struct TextDocumentItem: Hashable, Sendable, Codable {
    public var uri: String
    public var languageId: String
    public var version: Int
    public var text: String
}

public struct VersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: String
    public var version: Int
}

/// One change of `textDocument/didChange`: the whole text when `range` is absent.
public struct TextDocumentContentChangeEvent: Hashable, Sendable, Codable {
    public var range: LSPRange?
    public var text: String
}

public struct DidOpenTextDocumentParams: Sendable, Codable {
    public var textDocument: TextDocumentItem
}

public struct DidChangeTextDocumentParams: Sendable, Codable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidCloseTextDocumentParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
}

public struct DidSaveTextDocumentParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
}

public struct TextDocumentPositionParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct CancelParams: Sendable, Codable {
    public var id: RequestID
}

public struct WorkspaceFolder: Hashable, Sendable, Codable {
    public var uri: String
    public var name: String
}

public struct InitializeParams: Sendable, Codable {
    public var rootUri: String?
    public var rootPath: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: ClientCapabilities?
}

/// The client capabilities the server looks at.
public struct ClientCapabilities: Sendable, Codable {
    public struct Workspace: Sendable, Codable {
        public var didChangeWatchedFiles: DynamicRegistration?
    }

    public struct DynamicRegistration: Sendable, Codable {
        public var dynamicRegistration: Bool?
    }

    public var workspace: Workspace?

    /// Whether the client watches files for a server that registers globs.
    var watchesFiles: Bool { workspace?.didChangeWatchedFiles?.dynamicRegistration == true }
}

/// `client/registerCapability` params for file watching.
struct RegistrationParams: Sendable, Codable {
    struct Registration: Sendable, Codable {
        var id: String
        var method: String
        var registerOptions: WatchOptions
    }

    struct WatchOptions: Sendable, Codable {
        var watchers: [FileSystemWatcher]
    }

    struct FileSystemWatcher: Sendable, Codable {
        var globPattern: String
    }

    var registrations: [Registration]
}

/// A request the server sends to the client.
struct RequestMessage<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID
    var method: String
    var params: Params
}

public struct InitializeResult: Sendable, Codable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo
}

public struct ServerInfo: Sendable, Codable {
    public var name: String
    public var version: String
}

public struct ServerCapabilities: Sendable, Codable {
    public struct TextDocumentSync: Sendable, Codable {
        public var openClose = true
        /// 2: incremental changes.
        public var change = 2
        public var save = true
    }

    public struct CompletionOptions: Sendable, Codable {
        public var triggerCharacters: [String]
    }

    public var textDocumentSync = TextDocumentSync()
    public var completionProvider = CompletionOptions(triggerCharacters: ["<", " ", ".", "\"", "{", "#"])
    public var hoverProvider = true
    public var definitionProvider = true
    public struct RenameOptions: Sendable, Codable {
        public var prepareProvider = true
    }

    public struct CodeActionOptions: Sendable, Codable {
        public var codeActionKinds = ["quickfix"]
    }

    public var documentSymbolProvider = true
    public var documentFormattingProvider = true
    public var referencesProvider = true
    public var renameProvider = RenameOptions()
    public var codeActionProvider = CodeActionOptions()
}

/// `DiagnosticSeverity`.
public enum DiagnosticSeverity: Int, Sendable, Codable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

public struct DiagnosticRelatedInformation: Hashable, Sendable, Codable {
    public var location: Location
    public var message: String
}

/// An LSP diagnostic (not to be confused with `TrellisDiagnostics.Diagnostic`).
public struct LSPDiagnostic: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity
    /// The rule id (`unknown-property`).
    public var code: String? = nil
    /// Where the rule is documented.
    public var codeDescription: CodeDescription? = nil
    public var source: String
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?
}

/// `CodeDescription`: the address of a diagnostic code's documentation.
public struct CodeDescription: Hashable, Sendable, Codable {
    public var href: String
}

public struct PublishDiagnosticsParams: Sendable, Codable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
}

/// `CompletionItemKind`, the kinds this server uses.
public enum CompletionItemKind: Int, Sendable, Codable {
    case function = 3
    case variable = 6
    case `class` = 7
    case property = 10
    case value = 12
    case `enum` = 13
    case keyword = 14
    case color = 16
    case file = 17
    case reference = 18
    case enumMember = 20
    case constant = 21
    case `struct` = 22
}

public struct MarkupContent: Hashable, Sendable, Codable {
    /// `markdown` or `plaintext`.
    public var kind: String
    public var value: String
}

public struct CompletionItem: Hashable, Sendable, Codable {
    public var label: String
    public var kind: CompletionItemKind
    public var detail: String?
    public var documentation: MarkupContent?
}

public struct CompletionList: Sendable, Codable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}

public struct Hover: Sendable, Codable {
    public var contents: MarkupContent
    public var range: LSPRange?
}

/// `MessageType` of `window/logMessage`.
public struct LogMessageParams: Sendable, Codable {
    /// 1 error, 2 warning, 3 info, 4 log.
    public var type: Int
    public var message: String
}

/// `SymbolKind`, the kinds this server uses.
public enum SymbolKind: Int, Sendable, Codable {
    case `class` = 5
    case variable = 13
    case constant = 14
}

public struct DocumentSymbol: Sendable, Codable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]
}

public struct TextEdit: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var newText: String
}

public struct DocumentSymbolParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
}

public struct DocumentFormattingParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
}

public struct ReferenceParams: Sendable, Codable {
    public struct Context: Sendable, Codable {
        public var includeDeclaration: Bool
    }

    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}

public struct RenameParams: Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String
}

/// The answer to `textDocument/prepareRename`: the range of the name and its text.
public struct PrepareRenameResult: Sendable, Codable {
    public var range: LSPRange
    public var placeholder: String
}

/// Edits by document URI (the `changes` form).
public struct WorkspaceEdit: Sendable, Codable {
    public var changes: [String: [TextEdit]]
}

public struct CodeActionParams: Sendable, Codable {
    public struct Context: Sendable, Codable {
        public var diagnostics: [LSPDiagnostic]?
    }

    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: Context?
}

public struct CodeAction: Sendable, Codable {
    public var title: String
    /// `quickfix`.
    public var kind: String
    public var diagnostics: [LSPDiagnostic]
    public var isPreferred: Bool
    public var edit: WorkspaceEdit
}
