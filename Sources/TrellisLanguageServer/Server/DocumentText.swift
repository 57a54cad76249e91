import TrellisDiagnostics

/// The text of an open document, with the conversions between the compiler's UTF-8 byte
/// offsets and LSP's positions (line, UTF-16 code unit).
public struct DocumentText: Sendable {
    /// The bytes and their line starts.
    public let source: SourceText

    public init(path: String, text: String) {
        source = SourceText(path: path, text: text)
    }

    init(source: SourceText) {
        self.source = source
    }

    public var bytes: [UInt8] { source.bytes }

    /// The LSP position of a byte offset (clamped to the text). An offset inside a
    /// multi-byte character counts as the start of that character.
    public func position(ofOffset offset: Int) -> Position {
        let (line, column) = source.lineAndColumn(ofOffset: offset)
        let lineStart = source.lineStarts[line - 1]
        var utf16 = 0
        var index = lineStart
        let end = lineStart + column - 1
        let bytes = source.bytes
        while index < end {
            let width = Self.scalarWidth(leadByte: bytes[index])
            guard index + width <= end else { break }
            utf16 += width == 4 ? 2 : 1
            index += width
        }
        return Position(line: line - 1, character: utf16)
    }

    /// The LSP range of the bytes `offset..<offset + length`.
    public func range(offset: Int, length: Int) -> LSPRange {
        LSPRange(start: position(ofOffset: offset), end: position(ofOffset: offset + length))
    }

    /// The byte offset of an LSP position, or `nil` when its line is past the last line or
    /// its character is negative. A character past the end of its line means the end of the
    /// line, as the protocol specifies; one inside a surrogate pair, the character's start.
    public func offset(of position: Position) -> Int? {
        guard position.line >= 0, position.line < source.lineStarts.count, position.character >= 0 else { return nil }
        let lineStart = source.lineStarts[position.line]
        let bytes = source.bytes
        var lineEnd = position.line + 1 < source.lineStarts.count ? source.lineStarts[position.line + 1] - 1 : bytes.count
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        var index = lineStart
        var utf16 = 0
        while index < lineEnd {
            let width = Self.scalarWidth(leadByte: bytes[index])
            let units = width == 4 ? 2 : 1
            guard utf16 + units <= position.character else { break }
            utf16 += units
            index = min(index + width, lineEnd)
        }
        return index
    }

    /// The text after one `didChange` content change, or `nil` when its range is not in the
    /// text (a line past the end, or an end before the start).
    public func applying(_ change: TextDocumentContentChangeEvent) -> DocumentText? {
        guard let range = change.range else {
            return DocumentText(path: source.path, text: change.text)
        }
        guard let start = offset(of: range.start), let end = offset(of: range.end), start <= end else { return nil }
        var bytes = source.bytes
        bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
        return DocumentText(source: SourceText(path: source.path, bytes: bytes))
    }

    /// The number of bytes of the UTF-8 sequence a byte starts (1 for a stray continuation byte).
    private static func scalarWidth(leadByte byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
