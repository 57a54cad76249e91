import Foundation
import TrellisDiagnostics

/// Walks a folder for the files every command treats alike: XML files that may be
/// templates, and component manifests (`*.yaml`/`*.yml` inside a folder named
/// `Components`). Skipped, at any depth:
/// - hidden files and folders (names starting with `.`);
/// - the folders Xcode and SwiftPM generate: `build`, `DerivedData` (Xcode's derived data
///   kept in the project folder, with copies of templates), `*.build`, `*.app`,
///   `*.framework`, `*.xcodeproj` and `*.xcassets`;
/// - every path listed in a `.trellisignore` or `.layout-ignore` file (``IgnoreFile``) in
///   the folder searched or one of its subfolders.
///
/// Symbolic links to folders already searched are not followed again, and folders nest at
/// most ``maximumDepth`` levels below the folder given (deeper ones are a warning).
public struct TemplateFolderSearch: Sendable {
    /// How many folder levels below a given folder are searched.
    public static let maximumDepth = 64
    /// Folder names that are never searched.
    public static let ignoredFolderNames: Set<String> = ["build", "DerivedData"]
    /// Folder name suffixes that are never searched.
    public static let ignoredFolderSuffixes = [".build", ".app", ".framework", ".xcodeproj", ".xcassets"]

    /// `*.xml` files (any letter case), in byte order of their paths.
    public var xmlFiles: [String] = []
    /// Manifests inside `Components` folders, in byte order of their paths.
    public var manifests: [String] = []
    /// Unreadable and too deeply nested folders, ignore-file problems (warnings).
    public var diagnostics: [Diagnostic] = []
    /// The ignore files that diagnostics point into, by path.
    public var sources: [String: SourceText] = [:]

    /// Searches `folder` on `fileSystem`.
    public init(_ folder: String, fileSystem: any TemplateFileSystem) {
        var ignored: Set<String> = []
        var visited: Set<String> = []
        var pending: [(folder: String, depth: Int, inComponents: Bool)] = [(folder, 0, false)]
        while let (current, depth, inComponents) = pending.popLast() {
            guard visited.insert(Self.canonicalPath(current, fileSystem: fileSystem)).inserted else { continue }
            readIgnoreFiles(in: current, fileSystem: fileSystem, into: &ignored)
            guard let entries = fileSystem.entries(of: current) else {
                diagnostics.append(.warning(.folderSkipped, "cannot read folder '\(current)'", at: nil))
                continue
            }
            for name in entries where !name.hasPrefix(".") {
                let path = TemplatePath.join(current, name)
                guard !ignored.contains(TemplatePath.normalize(path)) else { continue }
                switch fileSystem.kind(of: path) {
                case .folder?:
                    guard !Self.isIgnoredFolderName(name) else { continue }
                    guard depth < Self.maximumDepth else {
                        diagnostics.append(.warning(
                            .folderSkipped, "'\(path)' is nested more than \(Self.maximumDepth) folders deep; it is not searched", at: nil
                        ))
                        continue
                    }
                    pending.append((path, depth + 1, inComponents || name == "Components"))
                case .file?:
                    let lowercased = name.lowercased()
                    if inComponents, lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml") {
                        manifests.append(path)
                    } else if lowercased.hasSuffix(".xml") {
                        xmlFiles.append(path)
                    }
                case nil:
                    continue
                }
            }
        }
        xmlFiles.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        manifests.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether a folder name is one a search never enters.
    public static func isIgnoredFolderName(_ name: String) -> Bool {
        name.hasPrefix(".") || ignoredFolderNames.contains(name) || ignoredFolderSuffixes.contains { name.hasSuffix($0) }
    }

    private mutating func readIgnoreFiles(in folder: String, fileSystem: any TemplateFileSystem, into ignored: inout Set<String>) {
        for name in IgnoreFile.fileNames {
            let path = TemplatePath.join(folder, name)
            guard fileSystem.kind(of: path) == .file, let bytes = fileSystem.contents(of: path) else { continue }
            let source = SourceText(path: path, bytes: bytes)
            let file = IgnoreFile(source, folder: TemplatePath.normalize(folder))
            ignored.formUnion(file.paths)
            if !file.diagnostics.isEmpty {
                diagnostics += file.diagnostics
                sources[path] = source
            }
        }
    }

    /// The path with symbolic links resolved on disk, so that a link back to a folder
    /// being searched is not searched again; the normalized path elsewhere.
    private static func canonicalPath(_ path: String, fileSystem: any TemplateFileSystem) -> String {
        guard fileSystem is DiskFileSystem else { return TemplatePath.normalize(path) }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
