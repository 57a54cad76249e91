/// Where Layout's optional braces lie around a non-string value (`{4 + 5}`,
/// ` {4 + 5 // note} // more`): the value's first non-blank byte is `{`, the expression runs
/// to the first `}` outside a string, escaped name or comment, and only blanks and a `//`
/// comment may follow it.
struct OptionalBraces {
    /// The offset of the opening `{`.
    let open: Int
    /// The offset of the closing `}`, `nil` when there is none.
    let close: Int?

    /// The braces of `bytes`, or `nil` when the value does not start with `{`.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while offset < bytes.count, bytes[offset].isExpressionWhitespace {
            offset += 1
        }
        guard offset < bytes.count, bytes[offset] == Byte.leftBrace else { return nil }
        open = offset
        close = Self.closingBrace(in: bytes, after: offset)
    }

    /// The first `}` after `open` that is not inside a quoted string or an escaped name;
    /// a `//` comment inside the braces runs to the next `}`.
    private static func closingBrace(in bytes: UnsafeBufferPointer<UInt8>, after open: Int) -> Int? {
        var offset = open + 1
        while offset < bytes.count {
            switch bytes[offset] {
            case Byte.rightBrace:
                return offset
            case Byte.quote, Byte.doubleQuote, Byte.backtick:
                offset = endOfQuoted(in: bytes, startingAt: offset)
            case Byte.slash where offset + 1 < bytes.count && bytes[offset + 1] == Byte.slash:
                // A comment's text is not scanned for quotes: `{a // it's}` ends at the `}`.
                return bytes[(offset + 2)...].firstIndex(of: Byte.rightBrace)
            default:
                offset += 1
            }
        }
        return nil
    }

    /// The offset after the quoted run starting at `start` (the end of the text when it is
    /// unterminated); a backslash escapes the next byte, as in the lexer.
    private static func endOfQuoted(in bytes: UnsafeBufferPointer<UInt8>, startingAt start: Int) -> Int {
        let quote = bytes[start]
        var offset = start + 1
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == quote { return offset }
            if byte == Byte.backslash, offset < bytes.count { offset += 1 }
        }
        return offset
    }
}
