import TrellisDiagnostics
import Yams

/// Maps the marks of composed YAML nodes to spans of the original source.
///
/// The text given to libyaml may differ from the source by tags inserted in front of
/// duplicate mapping keys (see ``YAMLComposer``); positions are mapped back past them.
struct YAMLLocator {
    /// A run of ASCII bytes inserted into the parsed text, at an offset of the parsed text.
    struct Insertion {
        var offset: Int
        var length: Int
    }

    let source: SourceText
    private var positions: YAMLPositions
    /// Insertions in the parsed text, sorted by offset.
    private let insertions: [Insertion]

    init(source: SourceText, parsedBytes: [UInt8], insertions: [Insertion]) {
        self.source = source
        positions = YAMLPositions(bytes: parsedBytes)
        self.insertions = insertions
    }

    /// The byte offset in the source of a libyaml mark (1-based line and scalar column).
    mutating func offset(of mark: Mark) -> Int {
        sourceOffset(ofParsedOffset: positions.offset(line: mark.line, column: mark.column))
    }

    /// The source offset of a byte offset of the parsed text; offsets inside an inserted
    /// run map to where it was inserted.
    func sourceOffset(ofParsedOffset parsed: Int) -> Int {
        var shift = 0
        for insertion in insertions {
            if parsed >= insertion.offset + insertion.length {
                shift += insertion.length
            } else if parsed >= insertion.offset {
                return insertion.offset - shift
            } else {
                break
            }
        }
        return parsed - shift
    }

    /// A span of `length` bytes at a mark, or an empty span at the start of the file.
    mutating func span(of mark: Mark?, length: Int = 0) -> SourceSpan {
        guard let mark else { return source.span(offset: 0, length: 0) }
        let offset = offset(of: mark)
        return source.span(offset: offset, length: max(0, min(length, source.bytes.count - offset)))
    }

    /// A scalar's offset, the length to underline (its text, quotes included, when it
    /// appears verbatim on one line, else 1) and the offset of its verbatim value.
    mutating func position(of scalar: Node.Scalar) -> (offset: Int, length: Int, valueOffset: Int?) {
        guard let mark = scalar.mark else { return (0, 0, nil) }
        let offset = offset(of: mark)
        guard let length = verbatimLength(of: scalar, at: offset) else { return (offset, 1, nil) }
        return (offset, length, length == scalar.string.utf8.count ? offset : offset + 1)
    }

    private func verbatimLength(of scalar: Node.Scalar, at offset: Int) -> Int? {
        let bytes = source.bytes
        let value = scalar.string.utf8
        var start = offset
        var quote: UInt8?
        if scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            guard offset < bytes.count, bytes[offset] == 0x27 || bytes[offset] == 0x22 else { return nil }
            quote = bytes[offset]
            start += 1
        } else if scalar.style != .plain {
            return nil
        }
        let end = start + value.count
        guard end <= bytes.count, bytesEqual(bytes, start, scalar.string) else { return nil }
        guard let quote else { return value.isEmpty ? nil : value.count }
        guard end < bytes.count, bytes[end] == quote else { return nil }
        return value.count + 2
    }

    /// Whether `bytes` hold the UTF-8 of `text` from `start` (which the caller bounds-checked).
    private func bytesEqual(_ bytes: [UInt8], _ start: Int, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { buffer in
                var index = 0
                while index < utf8.count {
                    guard buffer[start + index] == utf8[index] else { return false }
                    index += 1
                }
                return true
            }
        }
    }
}
