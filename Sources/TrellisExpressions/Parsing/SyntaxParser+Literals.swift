import TrellisRegistry

extension SyntaxParser {
    /// A number token: integers are accumulated directly, anything with a fraction or an
    /// exponent goes through the standard library's correctly rounded conversion. Plain
    /// integers (no leading zero, at most 15 digits) need no spelling: the printer spells
    /// them the same way.
    mutating func numberLiteral(_ numberToken: Token) -> ParsedNode? {
        if numberToken.range.count > 2, bytes[numberToken.start + 1] | 0x20 == UInt8(ascii: "x") {
            return hexLiteral(numberToken)
        }
        var isInteger = true
        var integer = 0.0
        for offset in numberToken.range {
            let byte = bytes[offset]
            guard byte.isDecimalDigit else {
                isInteger = false
                break
            }
            integer = integer * 10 + Double(byte - 0x30)
        }
        let digits = numberToken.range.count
        if isInteger, digits <= 15, digits == 1 || bytes[numberToken.start] != UInt8(ascii: "0") {
            return node(.number(integer, isInteger: true), numberToken.range)
        }
        // Long integers lose precision when accumulated; let the library round them.
        let spelling = text(numberToken.range)
        guard let value = Double(spelling), value.isFinite else {
            report("number '\(spelling)' is out of range", at: numberToken.range)
            return nil
        }
        return node(.number(value, isInteger: isInteger), numberToken.range, spelling: spelling)
    }

    /// `0x2A`: an integer in hexadecimal, as Expression reads it.
    private mutating func hexLiteral(_ numberToken: Token) -> ParsedNode? {
        let spelling = text(numberToken.range)
        guard let value = UInt64(spelling.dropFirst(2), radix: 16) else {
            report("number '\(spelling)' is out of range", at: numberToken.range)
            return nil
        }
        return node(.number(Double(value), isInteger: true), numberToken.range, spelling: spelling)
    }

    /// A single- or double-quoted string with its escapes decoded: `\'`, `\"`, `\\`, `\n`,
    /// `\t`, `\r`, `\0` and `\u{1F600}` (1 to 8 hex digits naming a Unicode scalar). There
    /// is no doubled-quote escape: `''` is the empty string.
    mutating func stringLiteral(_ stringToken: Token) -> ParsedNode? {
        guard let decoded = decodedText(stringToken.start + 1..<stringToken.end - 1) else { return nil }
        return node(.string(decoded), stringToken.range)
    }

    /// The text of `content` with the escapes of strings decoded (`` \` `` is a backtick);
    /// `nil` after reporting an invalid escape.
    mutating func decodedText(_ content: Range<Int>) -> String? {
        guard bytes[content].contains(Byte.backslash) else { return text(content) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(content.count)
        var isValid = true
        var offset = content.lowerBound
        while offset < content.upperBound {
            let byte = bytes[offset]
            guard byte == Byte.backslash else {
                decoded.append(byte)
                offset += 1
                continue
            }
            let escape = decodeEscape(at: offset, before: content.upperBound, into: &decoded)
            isValid = isValid && escape.isValid
            offset = escape.end
        }
        guard isValid else { return nil }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Decodes the escape starting at the backslash at `start`, appending its UTF-8 bytes.
    /// Returns the offset after the escape and whether it was valid (after reporting it if not).
    private mutating func decodeEscape(
        at start: Int, before end: Int, into decoded: inout [UInt8]
    ) -> (end: Int, isValid: Bool) {
        let letter = bytes[start + 1]
        let simple: UInt8? = switch letter {
        case Byte.quote, Byte.doubleQuote, Byte.backslash, Byte.backtick: letter
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "0"): 0x00
        default: nil
        }
        if let simple {
            decoded.append(simple)
            return (start + 2, true)
        }
        guard letter == UInt8(ascii: "u") else {
            let escapeEnd = min(end, start + 1 + letter.utf8SequenceLength)
            report(
                "unknown escape sequence '\(text(start..<escapeEnd))' in string; write '\\\\' for a backslash",
                at: start..<escapeEnd
            )
            return (escapeEnd, false)
        }
        return decodeUnicodeEscape(at: start, before: end, into: &decoded)
    }

    /// `\u{…}`: 1 to 8 hex digits in braces naming a Unicode scalar.
    private mutating func decodeUnicodeEscape(
        at start: Int, before end: Int, into decoded: inout [UInt8]
    ) -> (end: Int, isValid: Bool) {
        var offset = start + 2
        var value: UInt32 = 0
        var digits = 0
        var isWellFormed = offset < end && bytes[offset] == Byte.leftBrace
        if isWellFormed {
            offset += 1
            while offset < end, bytes[offset].isHexDigit, digits < 8 {
                value = value * 16 + UInt32(Self.hexDigitValue(bytes[offset]))
                digits += 1
                offset += 1
            }
            isWellFormed = digits > 0 && offset < end && bytes[offset] == Byte.rightBrace
            if isWellFormed { offset += 1 }
        }
        guard isWellFormed, let scalar = Unicode.Scalar(value) else {
            let escapeEnd = isWellFormed ? offset : max(offset, start + 2)
            let problem = isWellFormed ? "is not a Unicode scalar" : "is malformed; expected 1 to 8 hex digits in braces, as in '\\u{1F600}'"
            report("unicode escape '\(text(start..<escapeEnd))' \(problem)", at: start..<escapeEnd)
            return (escapeEnd, false)
        }
        UTF8.encode(scalar) { decoded.append($0) }
        return (offset, true)
    }

    static func hexDigitValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x61...0x66: byte - 0x61 + 10
        default: byte - 0x41 + 10
        }
    }

    /// `#` and a name: a node reference when the name has `.member`s (`#first.left`, and
    /// so `#fff.x` too: a color literal is never followed by `.`), otherwise a color
    /// literal of 3, 4, 6 or 8 hex digits.
    mutating func hashLiteral(_ hashToken: Token) -> ParsedNode? {
        let name = hashToken.start + 1..<hashToken.end
        if bytes[name].contains(Byte.dot) {
            return node(.symbol(SymbolPath(pathComponents(name), isIdReference: true)), hashToken.range)
        }
        let spelling = text(hashToken.range)
        let isHex = bytes[name].allSatisfy(\.isHexDigit)
        if isHex, let color = color(hexDigits: name) {
            return node(.color(color), hashToken.range, spelling: spelling)
        }
        let detail = isHex && !name.isEmpty
            ? "expected 3, 4, 6 or 8 hex digits, found \(name.count)"
            : "expected 3, 4, 6 or 8 hex digits, or '#id.property' to reference a node"
        report("invalid color literal '\(spelling)'; \(detail)", at: hashToken.range)
        return nil
    }

    /// The color of 3, 4, 6 or 8 hex digits (`fff7`, `ff00007f`), as `RGBAColor(hex:)`
    /// reads them, decoded straight from the bytes.
    private func color(hexDigits range: Range<Int>) -> RGBAColor? {
        let isShort: Bool
        switch range.count {
        case 3, 4: isShort = true
        case 6, 8: isShort = false
        default: return nil
        }
        let digitsPerChannel = isShort ? 1 : 2
        func channel(_ index: Int) -> Double {
            let start = range.lowerBound + index * digitsPerChannel
            let high = Double(Self.hexDigitValue(bytes[start]))
            let low = isShort ? high : Double(Self.hexDigitValue(bytes[start + 1]))
            return (high * 16 + low) / 255
        }
        let hasAlpha = range.count == 4 || range.count == 8
        return RGBAColor(red: channel(0), green: channel(1), blue: channel(2), alpha: hasAlpha ? channel(3) : 1)
    }
}
