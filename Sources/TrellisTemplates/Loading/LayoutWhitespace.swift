/// White space as Layout sees it in body text, which it trims with
/// `trimmingCharacters(in: .whitespacesAndNewlines)` and collapses with the regular
/// expression `\s+` (ICU: tab, line feed, form feed, carriage return and every Unicode
/// space separator, `\p{Z}`): besides the ASCII blanks, a no-break space (`&#xA0;`), the
/// typographic spaces U+2000 to U+200A, U+202F, U+205F, the ideographic space U+3000,
/// U+1680 and the line and paragraph separators U+2028 and U+2029 become one space, or
/// nothing at the ends.
enum LayoutWhitespace {
    /// The length in bytes of the white space character that starts at `index` of the
    /// UTF-8 `bytes`, or 0 when none does.
    static func length(in bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return isBlankByte(lead) ? 1 : 0 }
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch (lead, byte(1), byte(2)) {
        case (0xC2, 0xA0, _): return 2
        case (0xE1, 0x9A, 0x80): return 3
        case (0xE2, 0x80, let third?) where (0x80...0x8A).contains(third) || [0xA8, 0xA9, 0xAF].contains(third): return 3
        case (0xE2, 0x81, 0x9F), (0xE3, 0x80, 0x80): return 3
        default: return 0
        }
    }

    /// Whether `text` is empty or only white space.
    static func isBlank(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let length = length(in: bytes, at: index)
            guard length > 0 else { return false }
            index += length
        }
        return true
    }
}
