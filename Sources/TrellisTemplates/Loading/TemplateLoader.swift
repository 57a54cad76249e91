import TrellisDiagnostics

/// Reads and parses template files, each at most once.
///
/// The loader is a value owned by one compilation session; files are cached by their
/// normalized path, so a cell included by twenty screens is read and parsed once.
public struct TemplateLoader: Sendable {
    public let fileSystem: any TemplateFileSystem
    public var reader: XMLReader
    private var cache: [String: TemplateFile] = [:]

    public init(fileSystem: any TemplateFileSystem, reader: XMLReader = XMLReader()) {
        self.fileSystem = fileSystem
        self.reader = reader
    }

    /// The file at `path` (normalized first), read and parsed on first use.
    public mutating func file(at path: String) -> TemplateFile {
        let normalized = TemplatePath.normalize(path)
        if let cached = cache[normalized] { return cached }
        let file = load(normalized)
        cache[normalized] = file
        return file
    }

    /// Whether `path` names an existing file, without reading it.
    public func fileExists(_ path: String) -> Bool {
        fileSystem.kind(of: path) == .file
    }

    private func load(_ path: String) -> TemplateFile {
        guard let bytes = fileSystem.contents(of: path) else {
            let message = fileSystem.kind(of: path) == .folder
                ? "cannot read template '\(path)': it is a folder"
                : "cannot read template '\(path)': no such file"
            return TemplateFile(path: path, source: SourceText(path: path, bytes: []), document: nil, diagnostics: [.error(message, at: nil)])
        }
        let result = reader.read(bytes, path: path)
        let source = result.document?.source ?? SourceText(path: path, bytes: bytes)
        return TemplateFile(path: path, source: source, document: result.document, diagnostics: result.diagnostics)
    }
}
