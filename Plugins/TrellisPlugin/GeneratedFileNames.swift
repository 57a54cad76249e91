// This file is compiled into TrellisCodegen and, through a symbolic link, into the
// TrellisPlugin and its tests, so that the plugin declares exactly the files the tool
// writes. It uses the standard library only.

/// The names of the Swift files generated for a target: one shared file and one file per
/// template (`Screens/Login.xml` → `Login.trellis.swift`).
///
/// Swift requires the file names of a module to be unique, and on a case-insensitive
/// disk `Login` and `login` are one file: a template whose file name (compared without
/// case) is shared by another is named after its whole path (`Screens.Login.trellis.swift`,
/// `Cells.Login.trellis.swift`), and any name still taken gets a `-2`, `-3`… suffix in
/// path order.
public enum GeneratedFileNames {
    /// The file of the declarations the templates share.
    public static let shared = "TrellisGenerated.swift"
    /// The ending of a template's file.
    public static let templateSuffix = ".trellis.swift"

    /// The Swift file name of each template, by its path relative to the target's folder
    /// (`/`-separated).
    public static func swiftFileNames(forTemplates paths: [String]) -> [String: String] {
        let sorted = Array(Set(paths)).sorted()
        var stemCounts: [String: Int] = [:]
        for path in sorted {
            stemCounts[stem(fileName(path)).lowercased(), default: 0] += 1
        }
        var taken: Set<String> = [shared.lowercased()]
        var nextSuffix: [String: Int] = [:]
        var names: [String: String] = [:]
        for path in sorted {
            let short = stem(fileName(path))
            let base = stemCounts[short.lowercased(), default: 0] > 1
                ? stem(path).split(separator: "/").joined(separator: ".")
                : short
            var name = base + templateSuffix
            while !taken.insert(name.lowercased()).inserted {
                let suffix = nextSuffix[base.lowercased(), default: 2]
                nextSuffix[base.lowercased()] = suffix + 1
                name = "\(base)-\(suffix)" + templateSuffix
            }
            names[path] = name
        }
        return names
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func stem(_ path: String) -> String {
        path.hasSuffix(".xml") ? String(path.dropLast(4)) : path
    }
}
