import TrellisDiagnostics

/// The file a document was read from, shared by every node of the document so that a node
/// holds one reference instead of its own copy of the path and line table.
///
/// Two references are equal when they name the same path, so documents read twice from
/// the same file compare equal.
final class XMLSourceFile: Hashable, Sendable {
    let text: SourceText

    init(_ text: SourceText) {
        self.text = text
    }

    /// The full span of a compact span of this file.
    func span(_ span: XMLCompactSpan) -> SourceSpan {
        SourceSpan(
            file: text.path,
            line: Int(span.line),
            column: Int(span.column),
            offset: Int(span.offset),
            length: Int(span.length)
        )
    }

    static func == (lhs: XMLSourceFile, rhs: XMLSourceFile) -> Bool {
        lhs === rhs || lhs.text.path == rhs.text.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.path)
    }
}

/// A span stored in 16 bytes (a document keeps several per node). The reader refuses files
/// of 2 GiB or more, so offsets, lines and columns fit.
struct XMLCompactSpan: Hashable, Sendable {
    let offset: Int32
    let length: Int32
    let line: Int32
    let column: Int32

    init(line: Int, column: Int, offset: Int, length: Int) {
        self.offset = Int32(truncatingIfNeeded: offset)
        self.length = Int32(truncatingIfNeeded: length)
        self.line = Int32(truncatingIfNeeded: line)
        self.column = Int32(truncatingIfNeeded: column)
    }

    var endOffset: Int { Int(offset) + Int(length) }
}
