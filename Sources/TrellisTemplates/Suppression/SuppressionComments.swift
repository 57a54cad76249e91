import TrellisDiagnostics

/// The `trellis:ignore` comments of a template:
///
/// - `<!-- trellis:ignore rule-id … -->` right before an element (only white space and
///   other comments between them) silences those rules for the element's start tag: the
///   element and its attributes, not its children;
/// - `<!-- trellis:ignore-file rule-id … -->` anywhere silences them in the whole file.
///
/// Rule ids are separated by spaces or commas. Found in one pass over the bytes.
public struct SuppressionComments: Sendable {
    /// What a suppression covers.
    public enum Scope: Sendable, Equatable {
        /// The whole file (`trellis:ignore-file`).
        case file
        /// The bytes of the start tag of the element after the comment.
        case tag(Range<Int>)
        /// Nothing: no element follows the comment.
        case nothing
    }

    /// One rule id named in a comment.
    public struct Entry: Sendable {
        public var rule: String
        /// Where the id is written, for an `unused-suppression` warning.
        public var location: SourceSpan
        public var scope: Scope
    }

    public private(set) var entries: [Entry] = []

    private static let elementPrefix = Array("trellis:ignore".utf8)
    private static let filePrefix = Array("trellis:ignore-file".utf8)

    /// The suppressions written in `source`.
    public init(_ source: SourceText) {
        let bytes = source.bytes
        var pending: [Entry] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                if !Self.isSpace(bytes[index]) {
                    entries += pending
                    pending.removeAll()
                }
                index += 1
                continue
            }
            if Self.starts(bytes, at: index, with: Array("<!--".utf8)) {
                let contentStart = index + 4
                guard let close = Self.find(Array("-->".utf8), in: bytes, from: contentStart) else { break }
                if let (entries, isFile) = Self.parse(bytes, contentStart..<close, source: source) {
                    if isFile { self.entries += entries } else { pending += entries }
                }
                index = close + 3
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let isStartTag = Self.isNameStart(next)
            let end = Self.endOfTag(bytes, from: index + 1)
            // A comment followed by anything but an element (an end tag, a declaration)
            // silences nothing; it is reported as unused.
            for var entry in pending {
                if isStartTag { entry.scope = .tag(index..<end) }
                entries.append(entry)
            }
            pending.removeAll()
            index = end
        }
        entries += pending
    }

    /// The entries of the comment in `content`, and whether it covers the whole file;
    /// `nil` for a comment that is no suppression.
    private static func parse(_ bytes: [UInt8], _ content: Range<Int>, source: SourceText) -> ([Entry], Bool)? {
        var start = content.lowerBound
        while start < content.upperBound, isSpace(bytes[start]) { start += 1 }
        let isFile = starts(bytes, at: start, with: filePrefix)
        guard isFile || starts(bytes, at: start, with: elementPrefix) else { return nil }
        var index = start + (isFile ? filePrefix : elementPrefix).count
        guard index < content.upperBound, isSpace(bytes[index]) else { return nil }
        var entries: [Entry] = []
        while index < content.upperBound {
            while index < content.upperBound, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ",") { index += 1 }
            let first = index
            while index < content.upperBound, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ",") { index += 1 }
            guard index > first else { break }
            let rule = String(decoding: bytes[first..<index], as: UTF8.self)
            entries.append(Entry(rule: rule, location: source.span(offset: first, length: index - first), scope: isFile ? .file : .nothing))
        }
        return (entries, isFile)
    }

    /// The offset after the `>` ending the tag whose name starts at `offset`, quoted
    /// attribute values skipped; the end of the bytes when it is never closed.
    private static func endOfTag(_ bytes: [UInt8], from offset: Int) -> Int {
        var index = offset
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from offset: Int) -> Int? {
        var index = offset
        while index + needle.count <= bytes.count {
            if starts(bytes, at: index, with: needle) { return index }
            index += 1
        }
        return nil
    }

    private static func starts(_ bytes: [UInt8], at offset: Int, with prefix: [UInt8]) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for (position, byte) in prefix.enumerated() where bytes[offset + position] != byte { return false }
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
