import TrellisDiagnostics
import TrellisTemplates

/// Turns the compiler's diagnostics (UTF-8 byte spans) into LSP diagnostics (UTF-16
/// ranges), notes becoming related information and the rule id the diagnostic's code, linked
/// to its section of `Documentation/Rules.md`.
struct DiagnosticConversion {
    /// Locates notes in files other than the document.
    private var locations: SpanLocations

    init(fileSystem: any TemplateFileSystem) {
        locations = SpanLocations(fileSystem: fileSystem)
    }

    /// The LSP form of `diagnostic`, located in `document`. A note without a location of
    /// its own points at the diagnostic's range.
    mutating func convert(_ diagnostic: Diagnostic, in document: DocumentText) -> LSPDiagnostic {
        locations.add(document)
        let range = diagnostic.location.map { document.range(offset: $0.offset, length: $0.length) }
            ?? LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        let related = diagnostic.notes.map { note -> DiagnosticRelatedInformation in
            let location = note.location.flatMap { locations.location(of: $0) }
                ?? Location(uri: DocumentURI.uri(of: document.source.path), range: range)
            return DiagnosticRelatedInformation(location: location, message: note.message)
        }
        return LSPDiagnostic(
            range: range, severity: Self.severity(diagnostic.severity), code: diagnostic.rule.rawValue,
            codeDescription: CodeDescription(href: diagnostic.rule.rule.documentationURL), source: "trellis", message: diagnostic.message,
            relatedInformation: related.isEmpty ? nil : related)
    }

    static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .information
        }
    }
}
