import TrellisDiagnostics

/// Reads and parses template files and names them.
///
/// The loader is a value owned by one compilation session; files other templates include
/// are kept by their normalized path, so a cell included by twenty screens is read and
/// parsed once, while a template compiled on its own (``rootFile(at:)``) is not kept.
///
/// Every file gets a *name*: its path relative to the first template root containing it
/// (`Screens/Login.xml`), or its path when no root contains it or another file already
/// has that name. Spans, and so the IR, use names; diagnostics are turned back into paths
/// as given with ``path(ofName:)``.
///
/// Every file read lies inside the roots once its symbolic links are followed: a file
/// whose real path is outside them is refused unread, and a file that does not start
/// like XML (with `<`) is refused without its text being shown.
public struct TemplateLoader: Sendable {
    /// The largest template file read (16 MiB, far beyond any real template): larger files
    /// are reported without being read, so memory stays bounded.
    public static let maximumFileSize = 16 * 1_024 * 1_024

    public let fileSystem: any TemplateFileSystem
    public let roots: TemplateRoots
    public var reader: XMLReader
    /// The roots with their symbolic links followed, in the order of `roots.folders`.
    private let realRoots: [String]
    private var cache: [String: TemplateFile] = [:]
    private var pathsByName: [String: String] = [:]
    /// Built on the first reference that names no file beside its including file.
    private var bundlePaths: BundlePathIndex?

    public init(fileSystem: any TemplateFileSystem, roots: TemplateRoots, reader: XMLReader = XMLReader()) {
        self.fileSystem = fileSystem
        self.roots = roots
        self.reader = reader
        self.realRoots = roots.absoluteFolders.map { fileSystem.realPath(of: $0) ?? $0 }
    }

    /// The file at `path` (normalized first), read and parsed on first use and kept for
    /// the next (a file other templates include).
    public mutating func file(at path: String) -> TemplateFile {
        file(at: path, keeping: true)
    }

    /// The file at `path` (normalized first), read and parsed unless kept already, and not
    /// kept when read: a template compiled on its own is rarely read again, so keeping
    /// every one would hold a session's whole corpus in memory.
    public mutating func rootFile(at path: String) -> TemplateFile {
        file(at: path, keeping: false)
    }

    private mutating func file(at path: String, keeping: Bool) -> TemplateFile {
        let normalized = TemplatePath.normalize(path)
        if let cached = cache[normalized] { return cached }
        var name = roots.root(containing: normalized) == nil ? normalized : roots.relativePath(of: normalized)
        if let owner = pathsByName[name], owner != normalized { name = normalized }
        pathsByName[name] = normalized
        let file = load(normalized, name: name)
        if keeping { cache[normalized] = file }
        return file
    }

    /// The path as given of the file called `name` (names of no file are returned as they are).
    public func path(ofName name: String) -> String {
        pathsByName[name] ?? name
    }

    /// Whether `path` names an existing file, without reading it.
    public func fileExists(_ path: String) -> Bool {
        fileSystem.kind(of: path) == .file
    }

    /// The template files under the roots whose path ends with the components of the
    /// relative path `reference`, as Layout finds an included file in its app bundle
    /// (a `BundlePathIndex`), letter case compared unless `ignoringCase`; the roots are
    /// searched once per loader.
    public mutating func files(endingWith reference: String, ignoringCase: Bool = false) -> [String] {
        if bundlePaths == nil { bundlePaths = BundlePathIndex(roots: roots, fileSystem: fileSystem) }
        return bundlePaths?.paths(endingWith: reference, ignoringCase: ignoringCase) ?? []
    }

    private func load(_ path: String, name: String) -> TemplateFile {
        if let real = fileSystem.realPath(of: path), !realRoots.contains(where: { TemplatePath.isInside(real, folder: $0) }) {
            let message = roots.root(containing: path) == nil
                ? "template '\(path)' is outside the template roots (\(roots.description))"
                : "template '\(path)' leads to '\(real)' through a symbolic link, outside the template roots (\(roots.description))"
            return TemplateFile(path: path, source: SourceText(path: name, bytes: []), document: nil, diagnostics: [.error(.outsideRoots, message, at: nil)])
        }
        if let size = fileSystem.size(of: path), size > Self.maximumFileSize {
            let message = "template '\(path)' is \(size) bytes; templates are limited to \(Self.maximumFileSize) bytes"
            return TemplateFile(path: path, source: SourceText(path: name, bytes: []), document: nil, diagnostics: [.error(.inputLimit, message, at: nil)])
        }
        guard let bytes = fileSystem.contents(of: path) else {
            let message = fileSystem.kind(of: path) == .folder
                ? "cannot read template '\(path)': it is a folder"
                : "cannot read template '\(path)': no such file"
            return TemplateFile(path: path, source: SourceText(path: name, bytes: []), document: nil, diagnostics: [.error(.fileAccess, message, at: nil)])
        }
        guard RootElementPeek.startsLikeXML(bytes) else {
            // Not shown: a file that is not XML may hold anything (a password file).
            let message = "'\(path)' is not a template: it does not start with '<'"
            return TemplateFile(path: path, source: SourceText(path: name, bytes: []), document: nil, diagnostics: [.error(.fileAccess, message, at: nil)])
        }
        let result = reader.read(bytes, path: name)
        let source = result.document?.source ?? SourceText(path: name, bytes: bytes)
        return TemplateFile(path: path, source: source, document: result.document, diagnostics: result.diagnostics)
    }
}
