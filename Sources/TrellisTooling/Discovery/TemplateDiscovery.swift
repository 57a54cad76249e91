import Foundation
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// Finds the template files under the paths given to a command.
///
/// A *template* is an XML file whose root element is a component the registry declares
/// as an element. Folders are searched recursively, entries in byte order of their names,
/// skipping:
/// - hidden files and folders (names starting with `.`);
/// - the folders Xcode and SwiftPM generate: `build`, `*.build`, `*.app`, `*.framework`,
///   `*.xcodeproj` and `*.xcassets`;
/// - every path listed in a `.trellisignore` or `.layout-ignore` file (see ``IgnoreFile``)
///   in the folder searched or one of its subfolders;
/// - files not named `*.xml`, and XML files whose root is not a registry component.
///
/// A file named directly is read whatever its name and ignore files say, and is a warning
/// when it is not a template. A path that does not exist is an error without a location.
/// Symbolic links to folders already searched are not followed again, and folders nest at
/// most ``maximumDepth`` levels below a given path.
public struct TemplateDiscovery: Sendable {
    /// How many folder levels below a given folder are searched.
    public static let maximumDepth = 64
    /// Folder names that are never searched.
    public static let ignoredFolderNames: Set<String> = ["build"]
    /// Folder name suffixes that are never searched.
    public static let ignoredFolderSuffixes = [".build", ".app", ".framework", ".xcodeproj", ".xcassets"]

    /// The registry that tells templates from other XML.
    public let registry: Registry
    /// Where files and folders are read.
    public let fileSystem: any TemplateFileSystem

    /// Discovery against `registry`, on the disk unless another file system is given.
    public init(registry: Registry, fileSystem: any TemplateFileSystem = DiskFileSystem()) {
        self.registry = registry
        self.fileSystem = fileSystem
    }

    /// The templates under `paths`: for each path in order, its templates in byte order of
    /// their paths; a file found twice is listed once.
    public func discover(_ paths: [String]) -> TemplateDiscoveryResult {
        var result = TemplateDiscoveryResult()
        var seen: Set<String> = []
        for path in paths {
            var found: [String] = []
            switch fileSystem.kind(of: path) {
            case nil:
                result.diagnostics.append(.error("cannot read '\(path)': no such file or folder", at: nil))
            case .file?:
                if let problem = notATemplate(path) {
                    result.diagnostics.append(problem)
                } else {
                    found = [path]
                }
            case .folder?:
                found = search(path, into: &result).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            }
            for file in found where seen.insert(TemplatePath.normalize(file)).inserted {
                result.templates.append(file)
            }
        }
        return result
    }

    /// Whether a folder name is one discovery never enters.
    public static func isIgnoredFolderName(_ name: String) -> Bool {
        name.hasPrefix(".") || ignoredFolderNames.contains(name) || ignoredFolderSuffixes.contains { name.hasSuffix($0) }
    }

    /// The root element name of the XML file at `path`, if it has one.
    public func rootElementName(of path: String) -> String? {
        fileSystem.contents(of: path).flatMap(RootElementSniffer.rootName)
    }

    /// Whether the file at `path` is a template.
    public func isTemplate(_ path: String) -> Bool {
        notATemplate(path) == nil
    }

    /// Why the file at `path` is not a template (a warning), or `nil` when it is one.
    private func notATemplate(_ path: String) -> Diagnostic? {
        guard let bytes = fileSystem.contents(of: path) else {
            return .error("cannot read '\(path)'", at: nil)
        }
        guard let name = RootElementSniffer.rootName(bytes) else {
            return .warning("'\(path)' is not a template: it has no XML root element", at: nil)
        }
        guard let component = registry.component(named: name), component.isElement else {
            let span = RootElementSniffer.nameSpan(name, in: SourceText(path: path, bytes: bytes))
            return .warning("'\(path)' is not a template: its root element '\(name)' is not a registry component", at: span)
        }
        return nil
    }

    /// Every template in `folder` and its subfolders.
    private func search(_ folder: String, into result: inout TemplateDiscoveryResult) -> [String] {
        var found: [String] = []
        var ignored: Set<String> = []
        var visited: Set<String> = []
        var pending: [(folder: String, depth: Int)] = [(folder, 0)]
        while let (current, depth) = pending.popLast() {
            guard visited.insert(canonicalPath(current)).inserted else { continue }
            readIgnoreFiles(in: current, into: &ignored, result: &result)
            guard let entries = fileSystem.entries(of: current) else {
                result.diagnostics.append(.warning("cannot read folder '\(current)'", at: nil))
                continue
            }
            for name in entries.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).reversed() {
                let path = Self.join(current, name)
                guard !name.hasPrefix("."), !ignored.contains(TemplatePath.normalize(path)) else { continue }
                switch fileSystem.kind(of: path) {
                case .folder?:
                    guard !Self.isIgnoredFolderName(name) else { continue }
                    guard depth < Self.maximumDepth else {
                        result.diagnostics.append(.warning(
                            "'\(path)' is nested more than \(Self.maximumDepth) folders deep; it is not searched", at: nil
                        ))
                        continue
                    }
                    pending.append((path, depth + 1))
                case .file?:
                    if name.lowercased().hasSuffix(".xml"), isTemplate(path) { found.append(path) }
                case nil:
                    continue
                }
            }
        }
        return found
    }

    private func readIgnoreFiles(in folder: String, into ignored: inout Set<String>, result: inout TemplateDiscoveryResult) {
        for name in IgnoreFile.fileNames {
            let path = Self.join(folder, name)
            guard fileSystem.kind(of: path) == .file, let bytes = fileSystem.contents(of: path) else { continue }
            let source = SourceText(path: path, bytes: bytes)
            let file = IgnoreFile(source, folder: TemplatePath.normalize(folder))
            ignored.formUnion(file.paths)
            if !file.diagnostics.isEmpty {
                result.diagnostics += file.diagnostics
                result.sources[path] = source
            }
        }
    }

    /// `folder/name`, without doubling a trailing slash.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The path with symbolic links resolved on disk, so that a link back to a folder
    /// being searched is not searched again; the normalized path elsewhere.
    private func canonicalPath(_ path: String) -> String {
        guard fileSystem is DiskFileSystem else { return TemplatePath.normalize(path) }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}

/// What ``TemplateDiscovery`` found.
public struct TemplateDiscoveryResult: Sendable {
    /// The template files, as paths built from the paths given.
    public var templates: [String] = []
    /// Missing paths (errors without a location), files named directly that are not
    /// templates, unreadable folders and ignore-file problems (warnings).
    public var diagnostics: [Diagnostic] = []
    /// The ignore files that diagnostics point into, by path.
    public var sources: [String: SourceText] = [:]
}
