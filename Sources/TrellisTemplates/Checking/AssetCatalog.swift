import Foundation
import TrellisDiagnostics
import TrellisExpressions

/// The color and image names of one or more asset catalogs (`.xcassets` folders): every
/// `Name.colorset` and `Name.imageset` folder, at any depth, named as `UIColor(named:)` and
/// `UIImage(named:)` find it: a group folder adds its name and a `/` in front of the names
/// inside it when its `Contents.json` says `"provides-namespace" : true` (Xcode's
/// "Provides Namespace" box), and nothing otherwise.
public struct AssetCatalog: Sendable, Hashable {
    public private(set) var colors: Set<String> = []
    public private(set) var images: Set<String> = []

    /// How deep folders are searched inside a catalog.
    static let maximumDepth = 16

    public init(colors: Set<String> = [], images: Set<String> = []) {
        self.colors = colors
        self.images = images
    }

    /// Reads the catalogs at `paths`; a path that is not a folder is reported.
    public static func load(_ paths: [String], fileSystem: any TemplateFileSystem) -> (catalog: AssetCatalog, diagnostics: [Diagnostic]) {
        var catalog = AssetCatalog()
        var diagnostics: [Diagnostic] = []
        for path in paths {
            guard fileSystem.kind(of: path) == .folder else {
                diagnostics.append(.error(.fileAccess, "cannot read asset catalog '\(path)': not a folder", at: nil))
                continue
            }
            var pending: [(path: String, depth: Int, namespace: String)] = [(TemplatePath.normalize(path), 0, "")]
            while let (folder, depth, namespace) = pending.popLast() {
                for name in fileSystem.entries(of: folder) ?? [] where !name.hasPrefix(".") {
                    let child = TemplatePath.join(folder, name)
                    if name.hasSuffix(".colorset") {
                        catalog.colors.insert(namespace + name.dropLast(".colorset".count))
                    } else if name.hasSuffix(".imageset") {
                        catalog.images.insert(namespace + name.dropLast(".imageset".count))
                    } else if depth < maximumDepth, fileSystem.kind(of: child) == .folder {
                        let providesNamespace = providesNamespace(child, fileSystem: fileSystem)
                        pending.append((child, depth + 1, providesNamespace ? namespace + name + "/" : namespace))
                    }
                }
            }
        }
        return (catalog, diagnostics)
    }

    /// Whether the group folder at `path` names the assets inside it: its `Contents.json`
    /// has `"properties" : {"provides-namespace" : true}`.
    private static func providesNamespace(_ path: String, fileSystem: any TemplateFileSystem) -> Bool {
        guard let bytes = fileSystem.contents(of: TemplatePath.join(path, "Contents.json")),
              let contents = try? JSONDecoder().decode(GroupContents.self, from: Data(bytes))
        else { return false }
        return contents.properties?.providesNamespace == true
    }

    /// The part of a group folder's `Contents.json` that says whether it is a namespace.
    private struct GroupContents: Decodable {
        struct Properties: Decodable {
            var providesNamespace: Bool?

            enum CodingKeys: String, CodingKey {
                case providesNamespace = "provides-namespace"
            }
        }

        var properties: Properties?
    }

    /// Whether the catalog has an asset of that kind called `name` (an image may be named
    /// with its file extension, `Rocket.png`).
    public func contains(_ name: String, kind: AssetReference.Kind) -> Bool {
        switch kind {
        case .color: return colors.contains(name)
        case .image:
            if images.contains(name) { return true }
            guard let dot = name.lastIndex(of: ".") else { return false }
            return images.contains(String(name[..<dot]))
        }
    }

    /// The names of that kind, for suggestions.
    public func names(_ kind: AssetReference.Kind) -> Set<String> {
        kind == .color ? colors : images
    }

    /// The asset of that kind `name` most likely means: the closest name, else the first
    /// namespaced name that ends with it (`Icons/logo` for `logo`, which a namespace hides).
    public func suggestion(for name: String, kind: AssetReference.Kind) -> String? {
        let names = names(kind)
        return Suggestions.closest(to: name, in: names) ?? names.filter { $0.hasSuffix("/" + name) }.min()
    }
}
