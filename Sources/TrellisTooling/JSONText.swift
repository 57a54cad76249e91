/// Pieces of JSON text for the hand-written JSON writers (editor schemas, `trellis layout`),
/// which keep keys in a fixed order and print numbers their own way — what Foundation's
/// `JSONEncoder` doesn't offer.
public enum JSONText {
    /// A JSON string literal for `text`: `"`, `\` and control characters escaped, every
    /// other character as it is (`/` is not escaped).
    public static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
