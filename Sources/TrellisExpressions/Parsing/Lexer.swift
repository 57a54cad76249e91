/// Splits expression text into tokens, one at a time, working on UTF-8 bytes.
///
/// The lexer never reports anything itself: malformed input becomes a token of an error
/// kind, and the parser reports it when it consumes the token. That keeps the lexer a plain
/// value the parser can copy to look ahead.
///
/// A `//` outside a string or escaped name ends the expression: the lexer returns an
/// `end` token whose range covers the comment.
struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    /// One past the last byte of the expression (a `{…}` segment ends before the `}`).
    let limit: Int
    private(set) var position: Int

    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.bytes = bytes
        self.limit = range.upperBound
        self.position = range.lowerBound
    }

    /// Moves to the end of the text, so that every later token is `end`.
    mutating func skipToEnd() {
        position = limit
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < limit ? bytes[offset] : nil
    }

    /// The byte length of the name character at `offset` (see
    /// ``IdentifierCharacters/isNameScalar(_:isHead:)``); 0 when there is none.
    private func nameCharacterLength(at offset: Int, isHead: Bool) -> Int {
        guard let first = byte(at: offset) else { return 0 }
        if first < 0x80 {
            return IdentifierCharacters.isNameScalar(UInt32(first), isHead: isHead) ? 1 : 0
        }
        guard let (scalar, length) = IdentifierCharacters.scalar(in: bytes, at: offset, limit: limit) else { return 0 }
        return IdentifierCharacters.isNameScalar(scalar, isHead: isHead) ? length : 0
    }

    mutating func next() -> Token {
        let spaceStart = position
        while position < limit, bytes[position].isExpressionWhitespace {
            position += 1
        }
        let start = position
        let kind = lexToken()
        return Token(kind: kind, start: start, end: position, isPrecededBySpace: start > spaceStart)
    }

    private mutating func lexToken() -> TokenKind {
        guard let first = byte(at: position) else { return .end }
        let second = byte(at: position + 1)
        if nameCharacterLength(at: position, isHead: true) > 0 {
            lexPath()
            return .identifier
        }
        if first.isDecimalDigit {
            return lexNumber()
        }
        switch first {
        case Byte.quote, Byte.doubleQuote: return lexString(quote: first)
        case Byte.backtick: return lexEscapedName()
        case Byte.hash:
            position += 1
            if nameCharacterLength(at: position, isHead: false) > 0 { lexPath() }
            return .hash
        case Byte.slash where second == Byte.slash:
            position = limit
            return .end
        case Byte.dot: return lexDot()
        default: return lexOperator(first, second)
        }
    }

    /// A name followed by `.name` components (names of non-ASCII letters included), and, as
    /// in Layout, `.3` components
    /// (`foo.3`) and trailing single quotes (`foo'`, a name of its own); stops before a `.`
    /// that starts no component, so `a...b` and `a..<b` are ranges and `parent.` leaves a
    /// lone `.`.
    private mutating func lexPath() {
        while true {
            while case let length = nameCharacterLength(at: position, isHead: false), length > 0 {
                position += length
            }
            guard byte(at: position) == Byte.dot, nameCharacterLength(at: position + 1, isHead: false) > 0 else {
                while byte(at: position) == Byte.quote { position += 1 }
                return
            }
            position += 1
        }
    }

    /// A decimal number (`12`, `1.5`, `.5`, `2.5E-2`) or a hexadecimal one (`0x2A`).
    private mutating func lexNumber() -> TokenKind {
        if byte(at: position) == UInt8(ascii: "0"), let x = byte(at: position + 1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X"),
           let digit = byte(at: position + 2), digit.isHexDigit {
            position += 2
            while let next = byte(at: position), next.isHexDigit { position += 1 }
            return skipGluedName() ? .invalidNumber : .number
        }
        skipDigits()
        var isValid = true
        if byte(at: position) == Byte.dot, let next = byte(at: position + 1), next.isDecimalDigit {
            position += 1
            skipDigits()
        }
        if let exponent = byte(at: position), exponent == Byte.lowercaseE || exponent == Byte.uppercaseE {
            position += 1
            if let sign = byte(at: position), sign == Byte.plus || sign == Byte.minus,
               let digit = byte(at: position + 1), digit.isDecimalDigit {
                position += 1
            }
            if let digit = byte(at: position), digit.isDecimalDigit {
                skipDigits()
            } else {
                isValid = false
            }
        }
        return skipGluedName() || !isValid ? .invalidNumber : .number
    }

    /// Skips letters or further `.digits` glued to a number, which make it one invalid
    /// token (`12px`, `1.2.3`) rather than a number followed by a confusing second token;
    /// returns whether there were any.
    private mutating func skipGluedName() -> Bool {
        var skipped = false
        while let next = byte(at: position) {
            if next.isNameContinuation {
                position += 1
            } else if next == Byte.dot, let afterDot = byte(at: position + 1), afterDot.isNameContinuation {
                position += 2
            } else {
                break
            }
            skipped = true
        }
        return skipped
    }

    private mutating func skipDigits() {
        while let next = byte(at: position), next.isDecimalDigit {
            position += 1
        }
    }

    /// A string in single or double quotes, as Expression reads both; a backslash escapes
    /// the next byte (escapes are decoded later).
    private mutating func lexString(quote: UInt8) -> TokenKind {
        position += 1
        while let next = byte(at: position) {
            position += 1
            if next == quote { return .string }
            if next == Byte.backslash, position < limit { position += 1 }
        }
        return .unterminatedString
    }

    /// `` `name` ``; a backslash escapes the next byte (`` `a\`b` ``), as in strings.
    private mutating func lexEscapedName() -> TokenKind {
        position += 1
        while let next = byte(at: position) {
            position += 1
            if next == Byte.backtick { return .escapedName }
            if next == Byte.backslash, position < limit { position += 1 }
        }
        return .unterminatedEscapedName
    }

    private mutating func lexDot() -> TokenKind {
        let second = byte(at: position + 1)
        if second == Byte.dot {
            let third = byte(at: position + 2)
            if third == Byte.dot {
                position += 3
                return .closedRange
            }
            if third == Byte.less {
                position += 3
                return .halfOpenRange
            }
            position += 2
            return .unknown
        }
        if let second, second.isDecimalDigit { return lexNumber() }
        position += 1
        if nameCharacterLength(at: position, isHead: true) > 0 {
            lexPath()
            return .dotName
        }
        return .dot
    }

    private mutating func lexOperator(_ first: UInt8, _ second: UInt8?) -> TokenKind {
        let pairs: (single: TokenKind, double: TokenKind?, secondByte: UInt8?)
        switch first {
        case UInt8(ascii: "("): pairs = (.leftParen, nil, nil)
        case UInt8(ascii: ")"): pairs = (.rightParen, nil, nil)
        case UInt8(ascii: "["): pairs = (.leftBracket, nil, nil)
        case UInt8(ascii: "]"): pairs = (.rightBracket, nil, nil)
        case UInt8(ascii: ","): pairs = (.comma, nil, nil)
        case UInt8(ascii: ":"): pairs = (.colon, nil, nil)
        case UInt8(ascii: "+"): pairs = (.plus, nil, nil)
        case UInt8(ascii: "-"): pairs = (.minus, nil, nil)
        case UInt8(ascii: "*"): pairs = (.star, nil, nil)
        case UInt8(ascii: "/"): pairs = (.slash, nil, nil)
        case UInt8(ascii: "%"): pairs = (.percent, nil, nil)
        case UInt8(ascii: "?"): pairs = (.question, .nilCoalescing, UInt8(ascii: "?"))
        case UInt8(ascii: "!"): pairs = (.bang, .notEqual, Byte.equal)
        case UInt8(ascii: "<"): pairs = (.less, .lessOrEqual, Byte.equal)
        case UInt8(ascii: ">"): pairs = (.greater, .greaterOrEqual, Byte.equal)
        case Byte.equal: pairs = (.unknown, .equal, Byte.equal)
        case UInt8(ascii: "&"): pairs = (.unknown, .and, UInt8(ascii: "&"))
        case UInt8(ascii: "|"): pairs = (.unknown, .or, UInt8(ascii: "|"))
        default:
            position = min(limit, position + first.utf8SequenceLength)
            return .unknown
        }
        if let double = pairs.double, second == pairs.secondByte {
            position += 2
            return double
        }
        position += 1
        return pairs.single
    }
}
