import TrellisTemplates

/// The disk with the editor's unsaved documents laid over it: the compiler reads an open
/// document's current text, and every other file from the disk.
struct OverlayFileSystem: TemplateFileSystem {
    let disk: any TemplateFileSystem
    /// The bytes of open documents by normalized absolute path.
    let documents: [String: [UInt8]]

    func contents(of path: String) -> [UInt8]? {
        documents[absolute(path)] ?? disk.contents(of: path)
    }

    func size(of path: String) -> Int? {
        documents[absolute(path)]?.count ?? disk.size(of: path)
    }

    func kind(of path: String) -> FileKind? {
        documents[absolute(path)] != nil ? .file : disk.kind(of: path)
    }

    func entries(of path: String) -> [String]? {
        let folder = TemplatePath.folderPrefix(absolute(path))
        let unsaved = documents.keys.compactMap { document -> String? in
            guard document.hasPrefix(folder) else { return nil }
            let name = document.dropFirst(folder.count)
            return name.contains("/") ? nil : String(name)
        }
        guard let onDisk = disk.entries(of: path) else { return unsaved.isEmpty ? nil : unsaved }
        return onDisk + unsaved.filter { !onDisk.contains($0) }
    }

    var currentDirectory: String { disk.currentDirectory }

    func realPath(of path: String) -> String? {
        disk.realPath(of: path) ?? (documents[absolute(path)] != nil ? absolute(path) : nil)
    }

    private func absolute(_ path: String) -> String {
        TemplatePath.absolute(path, currentDirectory: disk.currentDirectory)
    }
}
