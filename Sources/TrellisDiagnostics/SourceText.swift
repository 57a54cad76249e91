/// The bytes of one source file with a table of line starts, to turn byte offsets into
/// line and column numbers and to show a line under a diagnostic.
public struct SourceText: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offsets at which each line starts; `lineStarts[0] == 0`. A line ends with a
    /// line feed, a carriage return and line feed, or a carriage return alone (as XML
    /// parsers, which read each as a line feed, and editors count lines).
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where Self.endsLine(buffer, at: index) { starts.append(index + 1) }
        }
        lineStarts = starts
    }

    /// Whether the byte at `index` of `bytes` ends a line, as ``lineStarts`` counts line
    /// ends: a line feed, or a carriage return that no line feed follows.
    @inlinable
    public static func endsLine<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int) -> Bool
    where Bytes.Index == Int {
        switch bytes[index] {
        case UInt8(ascii: "\n"): true
        case UInt8(ascii: "\r"): index + 1 == bytes.endIndex || bytes[index + 1] != UInt8(ascii: "\n")
        default: false
        }
    }

    /// The number of line ends among the bytes of `range` in `bytes`, counted as
    /// ``endsLine(_:at:)`` counts them (a carriage return at the range's end is looked at
    /// with the byte after it).
    public static func lineEndCount(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        range.reduce(0) { endsLine(bytes, at: $1) ? $0 + 1 : $0 }
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and UTF-8 column of a byte offset (clamped to the file).
    public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return (low + 1, clamped - lineStarts[low] + 1)
    }

    /// A span covering `length` bytes from `offset`.
    public func span(offset: Int, length: Int) -> SourceSpan {
        let position = lineAndColumn(ofOffset: offset)
        return SourceSpan(file: path, line: position.line, column: position.column, offset: offset, length: length)
    }

    /// The text of a 1-based line without its line terminator, or `nil` past the end.
    public func lineText(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}

extension SourceText {
    /// The 1-based UTF-16 column of a 1-based line and UTF-8 byte column (what SARIF and
    /// GitHub count), or `byteColumn` when the line is past the end.
    public func utf16Column(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, byteColumn > 1 else { return byteColumn }
        let start = lineStarts[line - 1]
        let end = min(start + byteColumn - 1, bytes.count)
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self).utf16.count + 1
    }
}
