/// A range of bytes in a source file, with the line and column of its first byte.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, as swiftc does, so that
/// `path:line:column` lands where SwiftPM and Xcode expect it.
public struct SourceSpan: Hashable, Sendable, Codable {
    /// The path of the file, as given to the tool.
    public var file: String
    /// The 1-based line of the first byte.
    public var line: Int
    /// The 1-based UTF-8 byte column of the first byte.
    public var column: Int
    /// The 0-based byte offset of the first byte in the file.
    public var offset: Int
    /// The number of bytes the span covers (0 for a point).
    public var length: Int

    public init(file: String, line: Int, column: Int, offset: Int, length: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
        self.length = length
    }

    /// The offset one past the last byte.
    public var endOffset: Int { offset + length }

    /// The last `count` bytes of the span (at most all of them), for a span on one line.
    public func suffix(_ count: Int) -> SourceSpan {
        let kept = max(0, min(count, length))
        let dropped = length - kept
        return SourceSpan(file: file, line: line, column: column + dropped, offset: offset + dropped, length: kept)
    }
}

extension SourceSpan: Comparable {
    /// Orders spans by file, then by position, then by length.
    public static func < (lhs: SourceSpan, rhs: SourceSpan) -> Bool {
        (lhs.file, lhs.offset, lhs.line, lhs.column, lhs.length)
            < (rhs.file, rhs.offset, rhs.line, rhs.column, rhs.length)
    }
}
