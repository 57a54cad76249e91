/// Lexical operations on `/`-separated paths: normalizing, joining, containment and
/// relative paths. Nothing here touches the file system, so results do not depend on
/// symbolic links or on which files exist.
public enum TemplatePath {
    /// `path` without empty and `.` components and with `name/..` pairs removed; `..`
    /// components that climb above the start of a relative path are kept. The empty path
    /// is `.`.
    public static func normalize(_ path: String) -> String {
        isNormalized(path) ? path : normalizedByComponents(path)
    }

    /// ``normalize(_:)`` done component by component, for paths that need a change.
    static func normalizedByComponents(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` is already what ``normalize(_:)`` makes of it: `/`, `.`, or a path
    /// none of whose components is empty (but the one before a leading `/`) or `.`, with
    /// `..` only at the start of a relative path.
    ///
    /// Checked over the UTF-8 bytes, because every template lookup normalizes its path and
    /// comparing `Substring` components compares `Character`s, which costs far more than
    /// the paths, almost always normal already, need.
    static func isNormalized(_ path: String) -> Bool {
        if path == "/" || path == "." { return true }
        var component = (length: 0, dots: 0)
        var isFirst = true
        // Whether every component so far is `..` in a relative path (which keeps them).
        var isClimbing = true
        func acceptsComponent() -> Bool {
            if component.length == 0 { return isFirst && !isClimbing }
            switch (component.length, component.dots) {
            case (1, 1): return false
            case (2, 2): return isClimbing
            default:
                isClimbing = false
                return true
            }
        }
        for byte in path.utf8 {
            if isFirst, component.length == 0, byte == UInt8(ascii: "/") { isClimbing = false }
            if byte == UInt8(ascii: "/") {
                guard acceptsComponent() else { return false }
                component = (0, 0)
                isFirst = false
            } else {
                if byte == UInt8(ascii: "."), component.dots == component.length { component.dots += 1 }
                component.length += 1
            }
        }
        return component.length > 0 && acceptsComponent()
    }

    /// `relative` resolved against the folder `folder` (absolute paths stay as they are).
    public static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if folder == "." || folder.isEmpty { return normalize(relative) }
        return normalize(folder + "/" + relative)
    }

    /// The folder containing `path` (`.` for a bare name).
    public static func folder(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
    }

    /// The last component of `path`.
    public static func fileName(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return normalized }
        return String(normalized[normalized.index(after: slash)...])
    }

    /// `path` made absolute against `currentDirectory`, normalized.
    public static func absolute(_ path: String, currentDirectory: String) -> String {
        path.hasPrefix("/") ? normalize(path) : join(currentDirectory, path)
    }

    /// The prefix every path inside the folder `normalizedFolder` starts with (empty for `.`).
    public static func folderPrefix(_ normalizedFolder: String) -> String {
        if normalizedFolder == "." { return "" }
        return normalizedFolder.hasSuffix("/") ? normalizedFolder : normalizedFolder + "/"
    }

    /// Whether the absolute, normalized `path` is `folder` or lies inside it.
    public static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folderPrefix(folder))
    }

    /// `path` relative to `folder` when it lies inside it (both absolute and normalized).
    public static func relative(_ path: String, to folder: String) -> String? {
        guard isInside(path, folder: folder) else { return nil }
        if path == folder { return "." }
        return String(path.dropFirst(folderPrefix(folder).count))
    }

    /// Whether a `template=`/`xml=` reference is a URL with a scheme (`https://…`,
    /// `file:///…`, `data:…`), which the compiler never fetches: Layout loads any reference
    /// with a scheme as that URL when the template runs.
    public static func isRemoteURL(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// Whether a `template=`/`xml=` reference is a path in the home folder of the device
    /// running the app (`~/Library/Card.xml`), which Layout expands and loads when the
    /// template runs, so the compiler cannot read it.
    public static func isHomeFolderPath(_ reference: String) -> Bool {
        reference.hasPrefix("~")
    }
}
