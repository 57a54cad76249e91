import Foundation
import TrellisTemplates

/// The compiled templates of a target: the `Templates.trellis.json` resource the
/// TrellisPlugin writes, decoded once.
///
/// Load a library once and keep it; each generated template type's `load(from:)` then
/// looks its template up without reading the file again.
public struct TemplateLibrary: Sendable {
    /// The resource name (without extension) the TrellisPlugin writes.
    public static let resourceName = "Templates.trellis"
    /// The resource extension the TrellisPlugin writes.
    public static let resourceExtension = "json"

    /// The decoded document.
    public let document: IRDocument
    private let indexBySource: [String: Int]

    /// A library of already decoded templates.
    public init(document: IRDocument) {
        self.document = document
        var index: [String: Int] = [:]
        for (position, template) in document.templates.enumerated() where index[template.source] == nil {
            index[template.source] = position
        }
        self.indexBySource = index
    }

    /// Decodes a `trellis-ir` JSON document; `path` names it in errors.
    public init(data: Data, path: String) throws(TemplateLibraryError) {
        let decoder = JSONDecoder()
        let header: DocumentHeader
        do {
            header = try decoder.decode(DocumentHeader.self, from: data)
        } catch {
            throw .unreadable(path: path, reason: "not a JSON object with 'format' and 'version'")
        }
        guard header.format == IRDocument.formatName else { throw .wrongFormat(path: path, format: header.format) }
        guard header.version == IRDocument.currentVersion else {
            throw .unsupportedVersion(path: path, version: header.version, supported: IRDocument.currentVersion)
        }
        do {
            self.init(document: try decoder.decode(IRDocument.self, from: data))
        } catch {
            throw .unreadable(path: path, reason: "the templates do not match IR version \(IRDocument.currentVersion)")
        }
    }

    /// Reads the file at `url`.
    public init(contentsOf url: URL) throws(TemplateLibraryError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: "the file cannot be read")
        }
        try self.init(data: data, path: url.path)
    }

    /// Reads the resource `name`.json of `bundle` (`Bundle.module` for a SwiftPM target,
    /// `Bundle.main` for an app built by Xcode).
    public init(bundle: Bundle, resource name: String = TemplateLibrary.resourceName) throws(TemplateLibraryError) {
        guard let url = bundle.url(forResource: name, withExtension: Self.resourceExtension) else {
            throw .missingResource(name: "\(name).\(Self.resourceExtension)", bundle: bundle.bundlePath)
        }
        try self.init(contentsOf: url)
    }

    /// The source path of every template, sorted.
    public var sources: [String] { document.templates.map(\.source) }

    /// The template compiled from `source` (`Screens/Login.xml`).
    public func template(_ source: String) throws(TemplateLibraryError) -> CompiledTemplate {
        guard let position = indexBySource[source] else {
            throw .unknownTemplate(source: source, suggestion: closestSource(to: source))
        }
        return document.templates[position]
    }

    /// A source with the same file name in another folder, for the error message.
    private func closestSource(to source: String) -> String? {
        let fileName = source.split(separator: "/").last.map(String.init) ?? source
        return sources.first { $0.split(separator: "/").last.map(String.init) == fileName }
    }
}

/// The first two keys of an IR document, read before the rest to report a wrong file or
/// version clearly.
private struct DocumentHeader: Decodable {
    var format: String
    var version: Int
}
