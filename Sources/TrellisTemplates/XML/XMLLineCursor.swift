import TrellisDiagnostics

/// Turns byte offsets into spans with line and column, remembering the last line found.
///
/// The scanner asks for positions mostly in increasing order, so moving forward from the
/// remembered line costs amortized constant time; a position before it falls back to a
/// binary search.
struct XMLLineCursor {
    private let source: SourceText
    private let lineStarts: [Int]
    private var lineIndex = 0

    init(source: SourceText) {
        self.source = source
        self.lineStarts = source.lineStarts
    }

    /// The 1-based line and byte column of `offset`.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        if lineIndex < lineStarts.count, offset >= lineStarts[lineIndex] {
            while lineIndex + 1 < lineStarts.count, lineStarts[lineIndex + 1] <= offset {
                lineIndex += 1
            }
            return (lineIndex + 1, offset - lineStarts[lineIndex] + 1)
        }
        let position = source.lineAndColumn(ofOffset: offset)
        lineIndex = position.line - 1
        return position
    }

    /// A span of `length` bytes from `offset`.
    mutating func span(offset: Int, length: Int) -> SourceSpan {
        let position = position(of: offset)
        return SourceSpan(
            file: source.path, line: position.line, column: position.column, offset: offset, length: length
        )
    }

    /// A compact span of `length` bytes from `offset`.
    mutating func compactSpan(offset: Int, length: Int) -> XMLCompactSpan {
        let position = position(of: offset)
        return XMLCompactSpan(line: position.line, column: position.column, offset: offset, length: length)
    }

    /// A compact span from `offset` to `end`, given the already known position of `offset`.
    func compactSpan(from position: (line: Int, column: Int), offset: Int, to end: Int) -> XMLCompactSpan {
        XMLCompactSpan(line: position.line, column: position.column, offset: offset, length: end - offset)
    }
}
