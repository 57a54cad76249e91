import TrellisDiagnostics
import TrellisExpressions

/// The color and image names of one or more asset catalogs (`.xcassets` folders): every
/// `Name.colorset` and `Name.imageset` folder, at any depth (group folders do not add a
/// namespace).
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
            var pending: [(path: String, depth: Int)] = [(TemplatePath.normalize(path), 0)]
            while let (folder, depth) = pending.popLast() {
                for name in fileSystem.entries(of: folder) ?? [] where !name.hasPrefix(".") {
                    let child = TemplatePath.join(folder, name)
                    if name.hasSuffix(".colorset") {
                        catalog.colors.insert(String(name.dropLast(".colorset".count)))
                    } else if name.hasSuffix(".imageset") {
                        catalog.images.insert(String(name.dropLast(".imageset".count)))
                    } else if depth < maximumDepth, fileSystem.kind(of: child) == .folder {
                        pending.append((child, depth + 1))
                    }
                }
            }
        }
        return (catalog, diagnostics)
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
}
