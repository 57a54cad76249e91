import Foundation
import TrellisDiagnostics

/// Writes IR documents as JSON: keys sorted, two-space indentation, slashes unescaped,
/// so the same templates always give the same bytes.
public enum IRWriter {
    /// The JSON encoding of `document`, ending in a line feed.
    public static func encode(_ document: IRDocument) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(document)) + [0x0A]
    }
}

/// Reads IR documents back, refusing other formats and versions this build does not know.
public enum IRLoader {
    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    /// The document in `bytes` (read from `path`, named in errors), or why it cannot be used.
    public static func load(_ bytes: [UInt8], path: String) -> Result<IRDocument, IRLoadError> {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(Header.self, from: data) else {
            return .failure(IRLoadError("cannot read IR '\(path)': not a JSON object"))
        }
        guard header.format == IRDocument.formatName else {
            let found = header.format.map { "format is '\($0)'" } ?? "it has no 'format'"
            return .failure(IRLoadError("cannot read IR '\(path)': \(found); expected '\(IRDocument.formatName)'"))
        }
        guard let version = header.version else {
            return .failure(IRLoadError("cannot read IR '\(path)': it has no 'version'"))
        }
        guard version == IRDocument.currentVersion else {
            return .failure(IRLoadError(
                "cannot read IR '\(path)': version \(version) is not supported; this build reads version \(IRDocument.currentVersion)"
            ))
        }
        do {
            return .success(try decoder.decode(IRDocument.self, from: data))
        } catch let error as DecodingError {
            return .failure(IRLoadError("cannot read IR '\(path)': \(describe(error))"))
        } catch {
            return .failure(IRLoadError("cannot read IR '\(path)': \(error)"))
        }
    }

    /// A one-line account of a decoding error: what was wrong and where in the document.
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return keys.isEmpty ? "at the top level" : "at '\(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)'"
        }
        switch error {
        case let .keyNotFound(key, context): return "missing '\(key.stringValue)' \(path(context))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "\(context.debugDescription.lowercasedFirst) \(path(context))"
        @unknown default: return "\(error)"
        }
    }
}

/// Why an IR document cannot be read.
public struct IRLoadError: Error, Sendable, Hashable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    /// The problem as a diagnostic without a location.
    public var diagnostic: Diagnostic { .error(message, at: nil) }
}

extension String {
    /// The text with its first letter lowercased (diagnostics start in lowercase).
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
