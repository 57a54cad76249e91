import Foundation
import TrellisDiagnostics
import TrellisExpressions

/// The sample-data variants of a template: `Name.preview.json` beside `Name.xml`, a JSON
/// object of named variants, each an object of input values in the shape `--state` takes
/// (`{"empty": {"items": []}, "long text": {"title": "…"}}`).
public struct PreviewVariants: Sendable {
    /// One named variant: its input values, flattened to dotted names.
    public struct Variant: Sendable {
        public var name: String
        public var values: [String: JSONValue]
        /// How conversion problems name it: `variant 'empty' of Card.preview.json`.
        public var description: String
    }

    /// Why the variants file or a variant cannot be used.
    public struct Problem: Error {
        public var diagnostic: Diagnostic

        init(_ diagnostic: Diagnostic) {
            self.diagnostic = diagnostic
        }
    }

    /// The file the variants were read from.
    public let path: String
    /// The variants by name.
    public let variants: [String: Variant]

    /// The largest variants file read, in bytes.
    public static let maximumFileSize = 4 << 20

    /// `Name.preview.json` beside the template at `templatePath`.
    public static func path(forTemplate templatePath: String) -> String {
        let base = templatePath.hasSuffix(".xml") ? String(templatePath.dropLast(4)) : templatePath
        return base + ".preview.json"
    }

    /// The variants of the template at `templatePath`: none when it has no variants file;
    /// a malformed file is a diagnostic (at its line and column for a syntax error).
    public static func load(forTemplate templatePath: String) -> Result<PreviewVariants, Problem> {
        let path = path(forTemplate: templatePath)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .success(PreviewVariants(path: path, variants: [:]))
        }
        guard data.count <= maximumFileSize else {
            return .failure(Problem(.error(.inputLimit, "'\(path)' is larger than \(maximumFileSize) bytes", at: nil)))
        }
        let bytes = [UInt8](data)
        if let problem = JSONSyntaxError.find(in: bytes) {
            let location = SourceText(path: path, bytes: bytes).span(offset: problem.offset, length: problem.offset < bytes.count ? 1 : 0)
            return .failure(Problem(.error(.invalidOption, "invalid JSON: \(problem.message)", at: location)))
        }
        let file = URL(fileURLWithPath: path).lastPathComponent
        guard case let .object(members)? = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            return .failure(Problem(.error(.invalidOption, "'\(path)' must be a JSON object of named variants such as '{\"empty\": {}}'", at: nil)))
        }
        var variants: [String: Variant] = [:]
        for (name, value) in members {
            guard case .object = value else {
                return .failure(Problem(.error(.invalidOption, "variant '\(name)' of '\(path)' must be a JSON object of input values", at: nil)))
            }
            variants[name] = Variant(name: name, values: value.flattened(), description: "variant '\(name)' of \(file)")
        }
        return .success(PreviewVariants(path: path, variants: variants))
    }

    /// The text of the variants file of the template at `templatePath` when `problem`
    /// points into it, for showing its source line.
    public static func sources(forTemplate templatePath: String, of problem: Diagnostic) -> [String: SourceText] {
        let path = path(forTemplate: templatePath)
        guard problem.location?.file == path, let data = FileManager.default.contents(atPath: path) else { return [:] }
        return [path: SourceText(path: path, bytes: [UInt8](data))]
    }

    /// The variant called `name`, or an error naming the closest one.
    public func variant(named name: String) -> Result<Variant, Problem> {
        if let variant = variants[name] { return .success(variant) }
        let names = variants.keys.sorted()
        let hint = names.isEmpty
            ? "; '\(path)' defines no variants"
            : Suggestions.didYouMean(name, in: names).nonEmpty ?? "; variants: \(names.map { "'\($0)'" }.joined(separator: ", "))"
        return .failure(Problem(.error(.invalidOption, "unknown variant '\(name)'\(hint)", at: nil)))
    }
}

extension String {
    /// The string, or `nil` when it is empty.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
