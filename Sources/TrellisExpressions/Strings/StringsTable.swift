import TrellisDiagnostics

/// Localized strings from an Apple `.strings` file (`"key" = "value";`), looked up by
/// `strings.Key` in expressions.
public struct StringsTable: Sendable, Hashable {
    /// Values by key.
    public private(set) var entries: [String: String]

    /// Creates a table from values by key.
    public init(entries: [String: String] = [:]) {
        self.entries = entries
    }

    /// The value for `key`, if the table has it.
    public func value(forKey key: String) -> String? {
        entries[key]
    }

    /// Every key, sorted.
    public var keys: [String] {
        entries.keys.sorted()
    }

    /// Reads a `.strings` file: UTF-8, or UTF-16 with a byte order mark (as Xcode writes
    /// them; positions then refer to the text converted to UTF-8). Malformed entries are
    /// reported and skipped; a repeated key is a warning and the last value wins.
    public static func parse(_ bytes: [UInt8], path: String) -> (table: StringsTable, diagnostics: [Diagnostic]) {
        let source = SourceText(path: path, bytes: decodedUTF8(bytes))
        var reader = StringsFileReader(source: source)
        reader.read()
        return (StringsTable(entries: reader.entries), reader.diagnostics)
    }

    /// The bytes as UTF-8: a UTF-16 file (with a byte order mark) is converted, a UTF-8
    /// byte order mark dropped.
    static func decodedUTF8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let littleEndian = bytes.starts(with: [0xFF, 0xFE])
        guard littleEndian || bytes.starts(with: [0xFE, 0xFF]) else { return bytes }
        var units: [UInt16] = []
        var index = 2
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}

/// Reads the entries of a `.strings` file: `"key" = "value";` with `/* */` and `//`
/// comments, quoted strings with `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\UXXXX`
/// escapes, and unquoted keys and values made of letters, digits and `_.-:/$`.
///
/// Written by hand: Foundation's property-list parser reports no positions and gives up
/// at the first error.
private struct StringsFileReader {
    let source: SourceText
    var offset = 0
    var entries: [String: String] = [:]
    var keyLocations: [String: SourceSpan] = [:]
    var diagnostics: [Diagnostic] = []

    init(source: SourceText) {
        self.source = source
    }

    var bytes: [UInt8] { source.bytes }

    mutating func read() {
        while skipBlanksAndComments(), offset < bytes.count {
            let start = offset
            guard readEntry() else {
                skipPastEntry(from: start)
                continue
            }
        }
    }

    mutating func error(_ message: String, at offset: Int, length: Int = 1) {
        diagnostics.append(.error(.stringsSyntax, message, at: source.span(offset: offset, length: min(length, max(0, bytes.count - offset)))))
    }

    /// Reads `key = value;`; returns `false` after reporting a problem.
    mutating func readEntry() -> Bool {
        let keyStart = offset
        guard let key = readString(what: "a key") else { return false }
        guard skipBlanksAndComments(), offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
            error("expected '=' after the key '\(key)'", at: min(offset, bytes.count))
            return false
        }
        offset += 1
        guard skipBlanksAndComments(), let value = readString(what: "a value for '\(key)'") else { return false }
        guard skipBlanksAndComments(), offset < bytes.count, bytes[offset] == UInt8(ascii: ";") else {
            error("expected ';' after the value of '\(key)'", at: min(offset, bytes.count))
            return false
        }
        offset += 1
        let location = source.span(offset: keyStart, length: 1)
        if let first = keyLocations[key] {
            diagnostics.append(.warning(
                .duplicateStringKey, "duplicate key '\(key)'; the last value is used", at: location, notes: [DiagnosticNote("first defined here", at: first)]
            ))
        } else {
            keyLocations[key] = location
        }
        entries[key] = value
        return true
    }

    /// A quoted or unquoted string.
    mutating func readString(what: String) -> String? {
        guard offset < bytes.count else {
            error("expected \(what) at the end of the file", at: bytes.count, length: 0)
            return nil
        }
        if bytes[offset] == UInt8(ascii: "\"") { return readQuoted() }
        let start = offset
        while offset < bytes.count, isUnquotedByte(bytes[offset]) { offset += 1 }
        guard offset > start else {
            error("expected \(what), found '\(String(decoding: [bytes[offset]], as: UTF8.self))'", at: offset)
            return nil
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    func isUnquotedByte(_ byte: UInt8) -> Bool {
        isASCIIAlphanumeric(byte) || "_.-:/$".utf8.contains(byte)
    }

    mutating func readQuoted() -> String? {
        let start = offset
        offset += 1
        var result: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "0"): result.append(0)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    guard let scalar = readHexScalar() else {
                        error("expected 4 hex digits after '\\\(String(UnicodeScalar(escaped)))'", at: offset - 2, length: 2)
                        return nil
                    }
                    result += Array(String(Character(scalar)).utf8)
                default: result.append(escaped)
                }
            default:
                result.append(byte)
            }
        }
        error("unterminated string; expected '\"'", at: start)
        return nil
    }

    /// Four hex digits as a Unicode scalar (`\U00e9`).
    mutating func readHexScalar() -> UnicodeScalar? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[offset..<(offset + 4)] {
            guard let digit = hexDigit(byte) else { return nil }
            value = value * 16 + UInt32(digit)
        }
        offset += 4
        return UnicodeScalar(value) ?? UnicodeScalar(0xFFFD)
    }

    func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Skips whitespace and comments; returns `false` after reporting an unterminated
    /// `/*` comment (which ends the file).
    mutating func skipBlanksAndComments() -> Bool {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let start = offset
                offset += 2
                while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) {
                    offset += 1
                }
                guard offset + 1 < bytes.count else {
                    error("unterminated comment; expected '*/'", at: start, length: 2)
                    offset = bytes.count
                    return false
                }
                offset += 2
            } else {
                return true
            }
        }
        return true
    }

    /// After a malformed entry: continues after the next `;` or line break outside a string.
    mutating func skipPastEntry(from start: Int) {
        offset = max(offset, start + 1)
        var inString = false
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if inString {
                if byte == UInt8(ascii: "\\") { offset += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\n") {
                return
            }
        }
    }
}
