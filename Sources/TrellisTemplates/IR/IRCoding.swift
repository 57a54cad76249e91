import Foundation
import TrellisDiagnostics

extension IRDocument: Codable {
    /// Decodes a document in the IR layout from any decoder.
    public init(from decoder: any Decoder) throws {
        do {
            self = try IRDecoder.document(try IRJSON(from: decoder))
        } catch let error as IRShapeError {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    /// Encodes the document in the IR layout to any encoder.
    public func encode(to encoder: any Encoder) throws {
        var writer = IREncoder(sink: IRTreeSink())
        writer.document(self)
        try writer.sink.result.encode(to: encoder)
    }
}

/// Writes IR documents as JSON: compact, keys sorted, each template and node on a line of
/// its own, so the same templates always give the same bytes (the bytes `JSONEncoder`
/// writes with sorted keys, except for those line breaks).
public enum IRWriter {
    /// The JSON text of `document`, ending in a line feed.
    public static func encode(_ document: IRDocument) -> [UInt8] {
        // Written straight into the array returned, unless the text outgrows its estimate.
        var moved: [UInt8]?
        let text = [UInt8](unsafeUninitializedCapacity: estimatedSize(of: document)) { memory, count in
            var writer = IREncoder(sink: IRByteSink(writingInto: memory))
            writer.document(document)
            switch writer.sink.finish() {
            case let .inLentMemory(written):
                count = written
            case let .moved(bytes):
                moved = bytes
                count = 0
            }
        }
        return moved ?? text
    }

    /// About as many bytes as `document` takes, so the text is rarely copied to a larger
    /// buffer while it is written (a node with its properties takes one to two kilobytes).
    static func estimatedSize(of document: IRDocument) -> Int {
        document.templates.reduce(1_024) { size, template in size + 1_024 + 2_048 * template.nodes.count }
    }
}

/// Reads IR documents back, refusing other formats and versions this build does not know.
public enum IRLoader {
    /// The document in `bytes` (read from `path`, named in errors), or why it cannot be used.
    public static func load(_ bytes: [UInt8], path: String) -> Result<IRDocument, IRLoadError> {
        let json: IRJSON
        do {
            json = try JSONDecoder().decode(IRJSON.self, from: Data(bytes))
        } catch {
            return .failure(IRLoadError("cannot read IR '\(path)': not valid JSON"))
        }
        guard case let .string(format)? = json["format"], format == IRDocument.formatName else {
            let found = json["format"].map { "format is \(describe($0))" } ?? "it has no 'format'"
            return .failure(IRLoadError("cannot read IR '\(path)': \(found); expected '\(IRDocument.formatName)'"))
        }
        guard case let .int(version)? = json["version"] else {
            return .failure(IRLoadError("cannot read IR '\(path)': it has no 'version'"))
        }
        guard version == IRDocument.currentVersion else {
            return .failure(IRLoadError(
                "cannot read IR '\(path)': version \(version) is not supported; this build reads version \(IRDocument.currentVersion)"
            ))
        }
        do {
            return .success(try IRDecoder.document(json))
        } catch {
            return .failure(IRLoadError("cannot read IR '\(path)': \(error.message)"))
        }
    }

    private static func describe(_ json: IRJSON) -> String {
        if case let .string(text) = json { return "'\(text)'" }
        return "not a string"
    }
}

/// Why an IR document cannot be read.
public struct IRLoadError: Error, Sendable, Hashable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    /// The problem as a diagnostic without a location.
    public var diagnostic: Diagnostic { .error(.irFormat, message, at: nil) }
}
