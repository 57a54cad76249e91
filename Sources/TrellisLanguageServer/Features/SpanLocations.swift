import TrellisDiagnostics
import TrellisTemplates

/// Turns the compiler's spans (a file and UTF-8 bytes) into LSP locations (a URI and UTF-16
/// ranges), reading each file once: an open document's text, else the file's, else a
/// built-in manifest's (written to the ``BuiltinManifestFolder`` so editors can open it).
struct SpanLocations {
    let fileSystem: any TemplateFileSystem
    /// Where built-in manifests are written; `nil` leaves spans in them unlocated.
    let builtins: BuiltinManifestFolder?
    private var texts: [String: DocumentText] = [:]

    init(fileSystem: any TemplateFileSystem, builtins: BuiltinManifestFolder? = nil) {
        self.fileSystem = fileSystem
        self.builtins = builtins
    }

    /// The location of `span`, or `nil` when its file cannot be read.
    mutating func location(of span: SourceSpan) -> Location? {
        if let path = builtins?.path(ofBuiltin: span.file) {
            guard let text = text(of: span.file, readingFrom: nil) else { return nil }
            return Location(uri: DocumentURI.uri(of: path), range: text.range(offset: span.offset, length: span.length))
        }
        guard let text = text(of: span.file, readingFrom: fileSystem) else { return nil }
        return Location(uri: DocumentURI.uri(of: span.file), range: text.range(offset: span.offset, length: span.length))
    }

    /// Remembers `document` as the text of its file.
    mutating func add(_ document: DocumentText) {
        texts[document.source.path] = document
    }

    private mutating func text(of path: String, readingFrom fileSystem: (any TemplateFileSystem)?) -> DocumentText? {
        if let text = texts[path] { return text }
        let bytes: [UInt8]?
        if let fileSystem {
            bytes = fileSystem.contents(of: path)
        } else {
            bytes = BuiltinManifestFolder.text(of: path).map { Array($0.utf8) }
        }
        guard let bytes else { return nil }
        let text = DocumentText(source: SourceText(path: path, bytes: bytes))
        texts[path] = text
        return text
    }
}
