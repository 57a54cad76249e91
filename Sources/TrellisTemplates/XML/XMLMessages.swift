import TrellisDiagnostics

/// Wording shared by several diagnostics of the XML reader.
enum XMLMessages {
    /// `U+0007`, `U+FFFE`, `U+1F600`: a code point in Unicode notation.
    static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The entities XML predefines, by name, with the character each stands for.
    static let predefinedEntities: [(name: String, value: UInt8)] = [
        ("lt", UInt8(ascii: "<")),
        ("gt", UInt8(ascii: ">")),
        ("amp", UInt8(ascii: "&")),
        ("apos", UInt8(ascii: "'")),
        ("quot", UInt8(ascii: "\"")),
    ]

    static func unknownEntity(_ name: String) -> String {
        let reference = "'&\(name);'"
        if let match = Suggestions.closest(to: name, in: predefinedEntities.map(\.name)) {
            return "unknown entity \(reference); did you mean '&\(match);'?"
        }
        return "unknown entity \(reference); only '&lt;', '&gt;', '&amp;', '&apos;' and '&quot;' are "
            + "predefined, write other characters as character references such as '&#xA0;'"
    }
}
