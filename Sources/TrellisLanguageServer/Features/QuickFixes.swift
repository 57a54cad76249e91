import TrellisDiagnostics

/// Code actions: a quick fix for each diagnostic of the document that carries a fix-it
/// (`check`'s "replace with" note) and touches the range asked about.
enum QuickFixes {
    static func actions(for diagnostics: [Diagnostic], in document: DocumentText, range: LSPRange, fileSystem: OverlayFileSystem) -> [CodeAction] {
        var conversion = DiagnosticConversion(fileSystem: fileSystem)
        let uri = DocumentURI.uri(of: document.source.path)
        return diagnostics.compactMap { diagnostic in
            guard let fixIt = diagnostic.fixIt, fixIt.span.file == document.source.path else { return nil }
            let converted = conversion.convert(diagnostic, in: document)
            guard overlaps(converted.range, range) || overlaps(document.range(offset: fixIt.span.offset, length: fixIt.span.length), range) else { return nil }
            let edit = TextEdit(range: document.range(offset: fixIt.span.offset, length: fixIt.span.length), newText: fixIt.replacement)
            return CodeAction(
                title: "Replace with '\(fixIt.replacement)'", kind: "quickfix", diagnostics: [converted], isPreferred: true,
                edit: WorkspaceEdit(changes: [uri: [edit]]))
        }
    }

    /// Whether two ranges share a position (an empty range touching the other counts).
    private static func overlaps(_ first: LSPRange, _ second: LSPRange) -> Bool {
        first.start <= second.end && second.start <= first.end
    }
}
