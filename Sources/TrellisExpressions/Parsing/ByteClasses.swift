/// ASCII byte classes used by the lexer and the template scanner.
extension UInt8 {
    var isExpressionWhitespace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
    }

    var isDecimalDigit: Bool { self >= 0x30 && self <= 0x39 }

    var isHexDigit: Bool {
        isDecimalDigit || (self >= 0x61 && self <= 0x66) || (self >= 0x41 && self <= 0x46)
    }

    /// `A-Z`, `a-z`, `_`: the bytes that may start a name.
    var isNameStart: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || self == 0x5F
    }

    /// `A-Z`, `a-z`, `_`, `0-9`: the bytes that may continue a name.
    var isNameContinuation: Bool { isNameStart || isDecimalDigit }

    /// The number of bytes of the UTF-8 sequence this byte starts (1 for ASCII and for
    /// stray continuation bytes, so that a scan always advances).
    var utf8SequenceLength: Int {
        switch self {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}

enum Byte {
    static let quote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let hash = UInt8(ascii: "#")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let leftBrace = UInt8(ascii: "{")
    static let rightBrace = UInt8(ascii: "}")
    static let lowercaseE = UInt8(ascii: "e")
    static let uppercaseE = UInt8(ascii: "E")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let less = UInt8(ascii: "<")
    static let equal = UInt8(ascii: "=")
}
