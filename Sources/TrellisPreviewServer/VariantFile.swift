import Foundation
import TrellisExpressions
import TrellisPreviewing
import TrellisTooling

/// Writes sample-data variants into a template's `Name.preview.json`.
enum VariantFile {
    /// Why a variant could not be saved: the text of the `error` reply.
    struct Problem: Error {
        var message: String
    }

    /// Adds (or replaces) the variant `name` with `inputs` in the variants file of the
    /// template at `templatePath`, creating the file; keys sorted, two spaces of indentation.
    /// A variants file that is not a JSON object of objects is left as it is.
    static func save(_ inputs: [String: JSONValue], as name: String, forTemplate templatePath: String) throws(Problem) {
        let path = PreviewVariants.path(forTemplate: templatePath)
        var variants: [String: JSONValue] = [:]
        if let data = FileManager.default.contents(atPath: path) {
            guard data.count <= PreviewVariants.maximumFileSize, JSONSyntaxError.find(in: [UInt8](data)) == nil,
                case let .object(members)? = try? JSONDecoder().decode(JSONValue.self, from: data)
            else {
                throw Problem(message: "'\(path)' is not a JSON object of named variants; it was left as it is")
            }
            variants = members
        }
        variants[name] = .object(inputs)
        guard FileManager.default.createFile(atPath: path, contents: Data((text(.object(variants), indent: "") + "\n").utf8)) else {
            throw Problem(message: "cannot write '\(path)'")
        }
    }

    /// `value` as JSON, objects and arrays one member per line, keys sorted.
    static func text(_ value: JSONValue, indent: String) -> String {
        let inner = indent + "  "
        switch value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number, isInteger): return isInteger ? LayoutJSON.number(number) : (number.isFinite ? String(number) : "null")
        case let .string(string): return JSONText.quoted(string)
        case let .array(elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + text($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case let .object(members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.keys.sorted().map { key in inner + JSONText.quoted(key) + ": " + text(members[key] ?? .null, indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
