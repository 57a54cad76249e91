/// Flags that classify a byte for the scanner's hot loops, looked up in a 256-entry table
/// so that each loop tests one byte with one load and one mask.
struct XMLByteClass: OptionSet {
    let rawValue: UInt8

    /// An ASCII byte that can start a name: `A-Z`, `a-z`, `_`, `:`.
    static let nameStart = XMLByteClass(rawValue: 1 << 0)
    /// An ASCII byte that can continue a name: a name start, `0-9`, `-`, `.`.
    static let nameContinue = XMLByteClass(rawValue: 1 << 1)
    /// XML white space: space, tab, line feed, carriage return.
    static let whitespace = XMLByteClass(rawValue: 1 << 2)
    /// Ends a plain run of text: `<`, `&`, `]`, CR, a control byte, or `EF` (which may
    /// start U+FFFE or U+FFFF).
    static let textStop = XMLByteClass(rawValue: 1 << 3)
    /// Ends a plain run of an attribute value: either quote, `<`, `&`, tab, LF, CR, a
    /// control byte, or `EF`.
    static let valueStop = XMLByteClass(rawValue: 1 << 4)
    /// Ends a plain run of a comment: `-`, CR, a control byte, or `EF`.
    static let commentStop = XMLByteClass(rawValue: 1 << 5)
    /// Ends a plain run of a CDATA section: `]`, CR, a control byte, or `EF`.
    static let cdataStop = XMLByteClass(rawValue: 1 << 6)
    /// Ends a plain run of a processing instruction: `?`, CR, a control byte, or `EF`.
    static let instructionStop = XMLByteClass(rawValue: 1 << 7)

    /// The class of every byte value.
    static let table: [UInt8] = (0...255).map { classify(UInt8($0)).rawValue }

    private static func classify(_ byte: UInt8) -> XMLByteClass {
        var result: XMLByteClass = []
        let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        if isLetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") {
            result.formUnion([.nameStart, .nameContinue])
        }
        if (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") {
            result.insert(.nameContinue)
        }
        let isWhitespace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        if isWhitespace { result.insert(.whitespace) }
        // Bytes every character-data loop must look at: disallowed controls, CR (line-end
        // normalization) and EF (the lead byte of U+FFFE and U+FFFF).
        let isControl = byte < 0x20 && byte != 0x09 && byte != 0x0A
        if isControl || byte == 0x0D || byte == 0xEF {
            result.formUnion([.textStop, .valueStop, .commentStop, .cdataStop, .instructionStop])
        }
        switch byte {
        case UInt8(ascii: "<"): result.formUnion([.textStop, .valueStop])
        case UInt8(ascii: "&"): result.formUnion([.textStop, .valueStop])
        case UInt8(ascii: "]"): result.formUnion([.textStop, .cdataStop])
        case UInt8(ascii: "\""), UInt8(ascii: "'"), 0x09, 0x0A: result.insert(.valueStop)
        case UInt8(ascii: "-"): result.insert(.commentStop)
        case UInt8(ascii: "?"): result.insert(.instructionStop)
        default: break
        }
        return result
    }
}

/// Character rules of XML 1.0 (fifth edition) for code points beyond ASCII.
enum XMLCharacterRules {
    /// Whether a non-ASCII code point may start a name (`NameStartChar`).
    static func isNameStart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
             0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF,
             0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII code point may continue a name (`NameChar`).
    static func isNameContinue(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return isNameStart(scalar)
        }
    }

    /// Whether a code point is a character XML 1.0 allows in a document (`Char`).
    static func isAllowed(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// Appends the UTF-8 encoding of a valid code point to `output`.
    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | (scalar >> 6)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | (scalar >> 12)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            output.append(UInt8(0xF0 | ((scalar >> 18) & 0x07)))
            output.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
