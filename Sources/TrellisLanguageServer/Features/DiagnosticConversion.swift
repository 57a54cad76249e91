import TrellisDiagnostics
import TrellisTemplates

/// Turns the compiler's diagnostics (UTF-8 byte spans) into LSP diagnostics (UTF-16
/// ranges), notes becoming related information.
struct DiagnosticConversion {
    /// Reads the text of files notes point into (other than the document itself).
    let fileSystem: any TemplateFileSystem
    private var texts: [String: DocumentText] = [:]

    init(fileSystem: any TemplateFileSystem) {
        self.fileSystem = fileSystem
    }

    /// The LSP form of `diagnostic`, located in `document`. A note without a location of
    /// its own points at the diagnostic's range.
    mutating func convert(_ diagnostic: Diagnostic, in document: DocumentText) -> LSPDiagnostic {
        let range = diagnostic.location.map { document.range(offset: $0.offset, length: $0.length) }
            ?? LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        let related = diagnostic.notes.map { note -> DiagnosticRelatedInformation in
            guard let span = note.location, let text = text(of: span.file, document: document) else {
                return DiagnosticRelatedInformation(location: Location(uri: DocumentURI.uri(of: document.source.path), range: range), message: note.message)
            }
            let location = Location(uri: DocumentURI.uri(of: span.file), range: text.range(offset: span.offset, length: span.length))
            return DiagnosticRelatedInformation(location: location, message: note.message)
        }
        return LSPDiagnostic(
            range: range, severity: Self.severity(diagnostic.severity), source: "trellis", message: diagnostic.message,
            relatedInformation: related.isEmpty ? nil : related)
    }

    static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .information
        }
    }

    private mutating func text(of path: String, document: DocumentText) -> DocumentText? {
        if path == document.source.path { return document }
        if let text = texts[path] { return text }
        guard let bytes = fileSystem.contents(of: path) else { return nil }
        let text = DocumentText(source: SourceText(path: path, bytes: bytes))
        texts[path] = text
        return text
    }
}
