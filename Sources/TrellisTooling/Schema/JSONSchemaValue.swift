/// A JSON value, as the schema generator builds it.
indirect enum JSONSchemaValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([JSONSchemaValue])
    case object([String: JSONSchemaValue])

    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .number(value) }
}

/// Writes JSON with 2-space indentation and keys in byte order, so output is stable.
/// Written by hand: Foundation's `JSONSerialization` escapes `/` and orders keys only on
/// request per platform, and the schema is small.
enum JSONWriter {
    static func write(_ value: JSONSchemaValue) -> String {
        var output = ""
        write(value, depth: 0, to: &output)
        return output
    }

    /// Recursion follows the nesting of the generated schema, a fixed depth of about 8.
    private static func write(_ value: JSONSchemaValue, depth: Int, to output: inout String) {
        let indent = String(repeating: "  ", count: depth + 1)
        let closingIndent = String(repeating: "  ", count: depth)
        switch value {
        case .string(let text): output += JSONText.quoted(text)
        case .number(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent
                write(item, depth: depth + 1, to: &output)
                output += index + 1 < items.count ? ",\n" : "\n"
            }
            output += closingIndent + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                output += indent + JSONText.quoted(key) + ": "
                if let member = members[key] { write(member, depth: depth + 1, to: &output) }
                output += index + 1 < keys.count ? ",\n" : "\n"
            }
            output += closingIndent + "}"
        }
    }
}
