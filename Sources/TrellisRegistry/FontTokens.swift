/// A word of a font expression: a run of non-space bytes, or a name in single quotes.
struct FontToken {
    /// The bytes of the token, quotes included.
    var range: Range<Int>
    /// The bytes of the word, without quotes.
    var content: Range<Int>
    var isQuoted: Bool
}

/// Splits a font expression into words at ASCII spaces, tabs and line breaks; a `'…'`
/// quoted name is one word and may contain spaces.
enum FontTokenizer {
    static func tokens(_ bytes: [UInt8]) -> Result<[FontToken], FontGrammarError> {
        var tokens: [FontToken] = []
        var index = 0
        while index < bytes.count {
            if isSpace(bytes[index]) {
                index += 1
                continue
            }
            let start = index
            if bytes[index] == UInt8(ascii: "'") {
                guard let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "'")) else {
                    return .failure(FontGrammarError(
                        message: "unterminated quoted font name; expected a closing quote", range: start..<bytes.count))
                }
                guard close > index + 1 else {
                    return .failure(FontGrammarError(message: "empty quoted font name", range: start..<(close + 1)))
                }
                guard close + 1 == bytes.count || isSpace(bytes[close + 1]) else {
                    return .failure(FontGrammarError(
                        message: "expected a space after the quoted font name", range: (close + 1)..<(close + 2)))
                }
                tokens.append(FontToken(range: start..<(close + 1), content: (start + 1)..<close, isQuoted: true))
                index = close + 1
                continue
            }
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            tokens.append(FontToken(range: start..<index, content: start..<index, isQuoted: false))
        }
        return .success(tokens)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

/// ASCII-lowercases bytes into a string, the key of the grammar's case-insensitive tables.
func lowercasedKey(_ bytes: some Sequence<UInt8>) -> String {
    String(decoding: bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
}
