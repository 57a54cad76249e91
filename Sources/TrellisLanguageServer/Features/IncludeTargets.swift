import TrellisTemplates

/// The files a `template=` or `xml=` value names, as go to definition and rename find them:
/// the one beside the including template, else every file under the roots whose path ends
/// with it.
struct IncludeTargets {
    let fileSystem: any TemplateFileSystem
    let roots: TemplateRoots

    func files(_ reference: String, from path: String) -> [String] {
        guard !reference.isEmpty, !reference.contains("{"), !TemplatePath.isRemoteURL(reference),
              !TemplatePath.isHomeFolderPath(reference) else { return [] }
        let beside = TemplatePath.join(TemplatePath.folder(of: path), reference)
        if fileSystem.kind(of: beside) == .file { return [beside] }
        var loader = TemplateLoader(fileSystem: fileSystem, roots: roots)
        return loader.files(endingWith: reference).sorted()
    }
}
