import TrellisDiagnostics

/// Finds the name of the root element of an XML file without reading the whole document:
/// skips a byte order mark, white space, the XML declaration, processing instructions,
/// comments and a DOCTYPE, then reads the name after the first `<`.
enum RootElementSniffer {
    /// The root element name, or `nil` when the bytes do not start like an XML document.
    static func rootName(_ bytes: [UInt8]) -> String? {
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                offset += 1
                continue
            }
            guard byte == UInt8(ascii: "<"), offset + 1 < bytes.count else { return nil }
            switch bytes[offset + 1] {
            case UInt8(ascii: "?"):
                guard let end = find([UInt8(ascii: "?"), UInt8(ascii: ">")], in: bytes, from: offset + 2) else { return nil }
                offset = end
            case UInt8(ascii: "!"):
                let closing: [UInt8] = bytes[offset...].starts(with: Array("<!--".utf8)) ? Array("-->".utf8) : [UInt8(ascii: ">")]
                guard let end = find(closing, in: bytes, from: offset + 2) else { return nil }
                offset = end
            default:
                return name(in: bytes, from: offset + 1)
            }
        }
        return nil
    }

    /// The span of the root element name `name` in `source` (its first occurrence after
    /// a `<`), for pointing a diagnostic at it.
    static func nameSpan(_ name: String, in source: SourceText) -> SourceSpan? {
        let needle = [UInt8(ascii: "<")] + Array(name.utf8)
        guard let end = find(needle, in: source.bytes, from: 0) else { return nil }
        return source.span(offset: end - needle.count + 1, length: name.utf8.count)
    }

    /// The offset just past the first occurrence of `needle` at or after `start`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var offset = start
        while offset + needle.count <= bytes.count {
            if bytes[offset] == first, bytes[offset..<offset + needle.count].elementsEqual(needle) {
                return offset + needle.count
            }
            offset += 1
        }
        return nil
    }

    /// The XML name starting at `start`: bytes up to white space, `/` or `>`.
    private static func name(in bytes: [UInt8], from start: Int) -> String? {
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                break
            }
            end += 1
        }
        guard end > start else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
