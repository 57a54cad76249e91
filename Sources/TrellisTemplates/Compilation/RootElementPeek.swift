import TrellisDiagnostics

/// Finds the names of a document's elements without parsing the document: the root
/// element's name (after a byte order mark, white space, the XML declaration, processing
/// instructions, comments and a DOCTYPE), and the names of the elements inside it. Used to
/// tell templates from other XML files when searching folders.
public enum RootElementPeek {
    /// The root element name, or `nil` when the bytes do not start like an XML document.
    public static func rootElementName(_ bytes: [UInt8]) -> String? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            let byte = bytes[index]
            if isBlankByte(byte) {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "<"), index + 1 < bytes.count else { return nil }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "?") {
                guard let end = find([UInt8(ascii: "?"), UInt8(ascii: ">")], in: bytes, from: index + 2) else { return nil }
                index = end
            } else if bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let end = find(Array("-->".utf8), in: bytes, from: index + 4) else { return nil }
                index = end
            } else if next == UInt8(ascii: "!") {
                guard let end = find([UInt8(ascii: ">")], in: bytes, from: index + 2) else { return nil }
                index = end
            } else {
                var end = index + 1
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                guard end > index + 1 else { return nil }
                return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            }
        }
        return nil
    }

    /// Whether the bytes start like an XML document: `<` first, after a byte order mark and
    /// white space.
    public static func startsLikeXML(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes[start...].first { !isBlankByte($0) } == UInt8(ascii: "<")
    }

    /// Calls `visit` with the name of every element after the root element, in document
    /// order, until it returns `true`; returns whether one did. Comments, CDATA sections,
    /// processing instructions, declarations and end tags are skipped; one pass over the
    /// bytes.
    public static func containsElement(after root: String, in bytes: [UInt8], where visit: (String) -> Bool) -> Bool {
        guard let rootStart = find([UInt8(ascii: "<")] + Array(root.utf8), in: bytes, from: 0) else { return false }
        var index = rootStart
        while let open = find([UInt8(ascii: "<")], in: bytes, from: index) {
            guard open < bytes.count else { return false }
            if bytes[open...].starts(with: commentOpening) {
                guard let end = find(commentClosing, in: bytes, from: open + commentOpening.count) else { return false }
                index = end
            } else if bytes[open...].starts(with: cdataOpening) {
                guard let end = find(cdataClosing, in: bytes, from: open + cdataOpening.count) else { return false }
                index = end
            } else {
                var end = open
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                if end > open, visit(String(decoding: bytes[open..<end], as: UTF8.self)) { return true }
                index = max(end, open + 1)
            }
        }
        return false
    }

    /// What follows `<` to open a comment or a CDATA section, and what closes them.
    private static let commentOpening = Array("!--".utf8), commentClosing = Array("-->".utf8)
    private static let cdataOpening = Array("![CDATA[".utf8), cdataClosing = Array("]]>".utf8)

    /// The span of the root element name `name` in `source` (its first occurrence after a
    /// `<`), for pointing a diagnostic at it.
    public static func nameSpan(_ name: String, in source: SourceText) -> SourceSpan? {
        let pattern = [UInt8(ascii: "<")] + Array(name.utf8)
        guard let end = find(pattern, in: source.bytes, from: 0) else { return nil }
        return source.span(offset: end - pattern.count + 1, length: name.utf8.count)
    }

    /// The index just past the first occurrence of `pattern` at or after `start`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index + pattern.count
            }
            index += 1
        }
        return nil
    }

    /// Bytes of an element name: ASCII name characters, `.`, `-`, `:` and any non-ASCII byte.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }
}
