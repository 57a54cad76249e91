/// The first syntax error of a JSON text, with the byte offset it is at, so that a file
/// such as `Name.preview.json` can be reported at a line and column (Foundation's decoder
/// does not say where).
///
/// Checks the grammar of RFC 8259 in one pass with an explicit stack (no recursion), and
/// stops at ``maximumDepth`` levels of nesting.
public struct JSONSyntaxError: Error, Equatable {
    /// The byte offset of the problem.
    public var offset: Int
    /// What was expected or found there.
    public var message: String

    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    /// The first syntax error in `bytes`, or `nil` when they are one valid JSON value.
    public static func find(in bytes: [UInt8]) -> JSONSyntaxError? {
        var scanner = Scanner(bytes: bytes)
        do {
            try scanner.document()
            return nil
        } catch {
            return error
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        /// What may come next inside an open array or object.
        enum Container { case array, object }

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func document() throws(JSONSyntaxError) {
            var open: [Container] = []
            try value(&open)
            while !open.isEmpty {
                skipSpace()
                guard let byte = peek() else { throw problem("unexpected end of file") }
                let isObject = open.last == .object
                if byte == UInt8(ascii: ",") {
                    position += 1
                    if isObject { try member() }
                    try value(&open)
                } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    open.removeLast()
                } else {
                    throw problem(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
                }
            }
            skipSpace()
            if position < bytes.count { throw problem("unexpected text after the JSON value") }
        }

        /// A value; an opened array or object is pushed on `open` with its first element read.
        private mutating func value(_ open: inout [Container]) throws(JSONSyntaxError) {
            while true {
                skipSpace()
                guard let byte = peek() else { throw problem("unexpected end of file") }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.count < JSONSyntaxError.maximumDepth else {
                        throw problem("nested more than \(JSONSyntaxError.maximumDepth) levels deep")
                    }
                    position += 1
                    skipSpace()
                    let isObject = byte == UInt8(ascii: "{")
                    if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        position += 1
                        return
                    }
                    open.append(isObject ? .object : .array)
                    if isObject { try member() }
                case UInt8(ascii: "\""): return try string()
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
                case UInt8(ascii: "t"): return try word("true")
                case UInt8(ascii: "f"): return try word("false")
                case UInt8(ascii: "n"): return try word("null")
                default: throw problem("unexpected character '\(Character(Unicode.Scalar(byte)))'")
                }
            }
        }

        /// `"key":` of an object member.
        private mutating func member() throws(JSONSyntaxError) {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else { throw problem("expected a string key") }
            try string()
            skipSpace()
            guard peek() == UInt8(ascii: ":") else { throw problem("expected ':'") }
            position += 1
        }

        private mutating func string() throws(JSONSyntaxError) {
            position += 1
            while let byte = peek() {
                position += 1
                switch byte {
                case UInt8(ascii: "\""): return
                case UInt8(ascii: "\\"):
                    guard let escaped = peek() else { break }
                    if escaped == UInt8(ascii: "u") {
                        let digits = bytes[min(position + 1, bytes.count)..<min(position + 5, bytes.count)]
                        guard digits.count == 4, digits.allSatisfy(Self.isHexDigit) else { throw problem("invalid '\\u' escape") }
                        position += 5
                    } else {
                        guard Array("\"\\/bfnrt".utf8).contains(escaped) else { throw problem("invalid escape") }
                        position += 1
                    }
                case 0..<0x20:
                    position -= 1
                    throw problem("control character in a string")
                default: break
                }
            }
            throw problem("unterminated string")
        }

        private mutating func number() throws(JSONSyntaxError) {
            let start = position
            if peek() == UInt8(ascii: "-") { position += 1 }
            if peek() == UInt8(ascii: "0") {
                position += 1
            } else if try digits() == 0 {
                position = start
                throw problem("invalid number")
            }
            if peek() == UInt8(ascii: ".") {
                position += 1
                guard try digits() > 0 else { throw problem("expected a digit") }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                position += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
                guard try digits() > 0 else { throw problem("expected a digit") }
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                position = start
                throw problem("number \(text.prefix(40)) is out of range")
            }
        }

        private mutating func digits() throws(JSONSyntaxError) -> Int {
            var count = 0
            while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                position += 1
                count += 1
            }
            return count
        }

        private mutating func word(_ word: String) throws(JSONSyntaxError) {
            let expected = Array(word.utf8)
            guard bytes[position..<min(position + expected.count, bytes.count)].elementsEqual(expected) else {
                throw problem("unexpected character '\(Character(Unicode.Scalar(bytes[position])))'")
            }
            position += expected.count
        }

        private mutating func skipSpace() {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        private func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        private func problem(_ message: String) -> JSONSyntaxError {
            JSONSyntaxError(offset: min(position, bytes.count), message: message)
        }

        private static func isHexDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
    }
}
