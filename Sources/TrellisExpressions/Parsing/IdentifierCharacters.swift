/// The Unicode scalars that names may hold, as Layout's expression engine
/// (nicklockwood/Expression) reads them: ASCII letters and `_`, digits after the first
/// character, and beyond ASCII the ranges Swift's grammar allows in identifiers (letters
/// of every script, symbols such as `🤡`), plus combining marks after the first character.
/// Since they are Swift's own, generated Swift names use them too.
public enum IdentifierCharacters {
    /// Whether `scalar` may stand in a name: at its start when `isHead`, else after it.
    /// The one rule the lexer reads names by, and editors find the name before the cursor by.
    public static func isNameScalar(_ scalar: UInt32, isHead: Bool) -> Bool {
        guard scalar >= 0x80 else {
            let byte = UInt8(scalar)
            return byte.isNameStart || (!isHead && byte.isDecimalDigit)
        }
        return isHead ? self.isHead(scalar) : isContinuation(scalar)
    }

    /// Whether the non-ASCII `scalar` may start a name.
    public static func isHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE,
             0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
             0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
             0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
             0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
             0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
             0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD:
            true
        case 0x10000...0xEFFFF:
            // Every plane up to 14, each without its last two (noncharacter) scalars.
            scalar & 0xFFFF <= 0xFFFD
        default:
            false
        }
    }

    /// Whether the non-ASCII `scalar` may continue a name: a head scalar or a combining mark.
    public static func isContinuation(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: isHead(scalar)
        }
    }

    /// The Unicode scalar of the well-formed UTF-8 sequence of 2 to 4 bytes starting at
    /// `offset` (before `limit`) and its length; `nil` for ASCII or malformed bytes.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, limit: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[offset]
        let length = lead.utf8SequenceLength
        guard lead >= 0xC2, length > 1, offset + length <= limit else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in offset + 1..<offset + length {
            let byte = bytes[index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }
}
