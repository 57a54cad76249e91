/// The template files under the roots by file name, to find an included file the way
/// Layout finds it.
///
/// Layout resolves `xml="Header.xml"` and `template="Parts/Card.xml"` against the app
/// bundle, where Xcode copies templates from every source folder side by side; its live
/// reloading then finds the source file as the one file in the project whose path ends
/// with those components. So a Layout app may include `Header.xml` from a screen in
/// another folder. The index answers the same question over the template roots: the
/// files whose last path components are the reference's, found with the folder search
/// every command uses (hidden, generated and ignored folders skipped).
struct BundlePathIndex: Sendable {
    /// The paths by their file name in lowercase: a lookup ignoring case names the file a
    /// reference means when only letter case differs, and an exact lookup filters the same
    /// list.
    private var pathsByLowercasedFileName: [String: [String]] = [:]

    init(roots: TemplateRoots, fileSystem: any TemplateFileSystem) {
        var seen: Set<String> = []
        for folder in roots.folders {
            for path in TemplateFolderSearch(folder, fileSystem: fileSystem).xmlFiles {
                let normalized = TemplatePath.normalize(path)
                guard seen.insert(TemplatePath.absolute(normalized, currentDirectory: roots.currentDirectory)).inserted else { continue }
                pathsByLowercasedFileName[TemplatePath.fileName(of: normalized).lowercased(), default: []].append(normalized)
            }
        }
    }

    /// The files whose path ends with the components of `reference` (a relative path such
    /// as `Header.xml` or `Parts/Card.xml`), letter case compared unless `ignoringCase`, in
    /// byte order of their paths.
    func paths(endingWith reference: String, ignoringCase: Bool = false) -> [String] {
        let folded = { (text: String) in ignoringCase ? text.lowercased() : text }
        let components = folded(TemplatePath.normalize(reference)).split(separator: "/", omittingEmptySubsequences: true)
        guard let fileName = components.last, !components.contains("..") else { return [] }
        let suffix = "/" + components.joined(separator: "/")
        return (pathsByLowercasedFileName[fileName.lowercased()] ?? []).filter { path in
            let compared = folded(path)
            return compared == suffix.dropFirst() || compared.hasSuffix(suffix)
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
