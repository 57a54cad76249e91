/// Checks, before parsing, that a file is UTF-8: finds the byte order mark, recognizes
/// UTF-16, and validates every byte so that the scanner can rely on well-formed sequences.
enum XMLEncodingCheck {
    /// What the check found wrong, with the byte offset it applies to.
    enum Problem: Equatable {
        /// A UTF-16 byte order mark, or `<` followed or preceded by a NUL byte.
        case utf16
        /// A byte that does not start a well-formed UTF-8 sequence here.
        case invalidUTF8(offset: Int, byte: UInt8)
    }

    /// The length of the UTF-8 byte order mark at the start of `bytes` (0 or 3).
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The first encoding problem of `bytes`, or `nil` if they are UTF-8.
    static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        if bytes.count >= 2 {
            let first = bytes[0]
            let second = bytes[1]
            let isUTF16Mark = (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE)
            let lessThan = UInt8(ascii: "<")
            let isUTF16Markup = (first == lessThan && second == 0) || (first == 0 && second == lessThan)
            if isUTF16Mark || isUTF16Markup { return .utf16 }
        }
        guard let offset = firstInvalidUTF8Offset(bytes) else { return nil }
        return .invalidUTF8(offset: offset, byte: bytes[offset])
    }

    /// The offset of the lead byte of the first ill-formed UTF-8 sequence (overlong forms,
    /// surrogates, code points past U+10FFFF and truncated sequences are ill-formed).
    static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            // Skip eight ASCII bytes at a time.
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            guard index < count else { return nil }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed sequence whose lead byte is at `index`, or 0.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let secondRange: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: (secondRange, length) = (0x80...0xBF, 2)
        case 0xE0: (secondRange, length) = (0xA0...0xBF, 3)
        case 0xE1...0xEC, 0xEE...0xEF: (secondRange, length) = (0x80...0xBF, 3)
        case 0xED: (secondRange, length) = (0x80...0x9F, 3)
        case 0xF0: (secondRange, length) = (0x90...0xBF, 4)
        case 0xF1...0xF3: (secondRange, length) = (0x80...0xBF, 4)
        case 0xF4: (secondRange, length) = (0x80...0x8F, 4)
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }
}
