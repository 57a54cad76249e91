/// Where a span starts and ends as lines and UTF-16 columns, the end being the column after
/// its last character: how SARIF and GitHub annotations locate text.
struct SourceRegion: Encodable, Equatable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int

    /// The region of `span`, its columns converted from UTF-8 bytes when its `source` is
    /// known (else taken as they are, the span ending on its first line).
    init(_ span: SourceSpan, source: SourceText?) {
        guard let source else {
            self.init(startLine: span.line, startColumn: span.column, endLine: span.line, endColumn: span.column + span.length)
            return
        }
        let end = source.lineAndColumn(ofOffset: span.endOffset)
        self.init(
            startLine: span.line,
            startColumn: source.utf16Column(line: span.line, byteColumn: span.column),
            endLine: end.line,
            endColumn: source.utf16Column(line: end.line, byteColumn: end.column)
        )
    }

    init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }
}
