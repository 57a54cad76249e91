/// Names the generated type of each template: its file name in upper camel case
/// (`Screens/login-cell.xml` → `LoginCell`); when two templates share a file name, each
/// is named after its whole path (`ScreensLogin`, `CellsLogin`); any collision left gets
/// a `_2` suffix in source order.
enum TemplateNaming {
    static func typeNames(for sources: [String]) -> [String: String] {
        let sorted = Array(Set(sources)).sorted()
        var byFileName: [String: Int] = [:]
        for source in sorted {
            byFileName[fileNameCandidate(source), default: 0] += 1
        }
        var names = UniqueNames(reserved: SwiftIdentifiers.reservedTypeNames)
        var result: [String: String] = [:]
        for source in sorted {
            let short = fileNameCandidate(source)
            let candidate = byFileName[short, default: 0] > 1 ? SwiftIdentifiers.typeName(withoutExtension(source)) : short
            result[source] = names.claim(candidate)
        }
        return result
    }

    private static func fileNameCandidate(_ source: String) -> String {
        let fileName = source.split(separator: "/").last.map(String.init) ?? source
        return SwiftIdentifiers.typeName(withoutExtension(fileName))
    }

    private static func withoutExtension(_ path: String) -> String {
        path.hasSuffix(".xml") ? String(path.dropLast(4)) : path
    }
}
