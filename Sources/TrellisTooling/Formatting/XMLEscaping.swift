/// Escapes text for the places the tools write it into XML (and HTML).
public enum XMLEscaping {
    /// `text` as the content of a double-quoted attribute value: `&`, `<` and `"` become
    /// entities, and tab, line feed and carriage return become character references so
    /// that attribute-value normalization does not turn them into spaces.
    static func attributeValue(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output += Array("&amp;".utf8)
            case UInt8(ascii: "<"): output += Array("&lt;".utf8)
            case UInt8(ascii: "\""): output += Array("&quot;".utf8)
            case UInt8(ascii: "\t"): output += Array("&#9;".utf8)
            case UInt8(ascii: "\n"): output += Array("&#10;".utf8)
            case UInt8(ascii: "\r"): output += Array("&#13;".utf8)
            default: output.append(byte)
            }
        }
        return output
    }

    /// `text` as character data or a double-quoted attribute value, for generated
    /// documents (schemas): `&`, `<`, `>` and `"` become entities, and characters XML 1.0
    /// does not allow (most control characters, U+FFFE, U+FFFF) become spaces.
    public static func text(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\t", "\n", "\r": output.unicodeScalars.append(character)
            case _ where character.value < 0x20 || character.value == 0xFFFE || character.value == 0xFFFF:
                output += " "
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }
}
