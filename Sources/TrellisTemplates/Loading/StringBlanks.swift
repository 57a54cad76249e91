extension String {
    /// The text without leading and trailing spaces, tabs and line ends.
    var trimmedBlanks: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !isBlankByte($0) }) else { return "" }
        guard let last = bytes.lastIndex(where: { !isBlankByte($0) }) else { return "" }
        return String(decoding: bytes[first..<bytes.index(after: last)], as: UTF8.self)
    }

    /// Whether the text has only spaces, tabs and line ends.
    var isBlank: Bool {
        utf8.allSatisfy(isBlankByte)
    }
}

/// Space, tab, line feed or carriage return.
func isBlankByte(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}
