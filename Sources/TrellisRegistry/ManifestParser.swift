/// Reads one manifest's top level and hands each section to its reader.
enum ManifestParser {
    /// The top-level keys of a manifest (Components/README.md).
    static let sections = ["types", "fonts", "colors", "images", "functions", "components"]

    static func parse(_ root: YAMLNode, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        if root.isNull { return }
        guard case .mapping = root.content else {
            reader.error("expected a mapping at the top level of the manifest, with keys such as 'types' and 'components'",
                         at: reader.span(root))
            return
        }
        guard let entries = reader.entries(of: root, in: "the manifest") else { return }
        reader.rejectUnknownKeys(entries, allowed: sections, in: nil)
        for entry in entries {
            switch entry.key {
            case "types": TypesSection.parse(entry.value, reader: &reader, builder: &builder)
            case "fonts": FontsSection.parse(entry.value, reader: &reader, builder: &builder)
            case "colors": ColorsSection.parse(entry.value, reader: &reader, builder: &builder)
            case "images": ImagesSection.parse(entry.value, reader: &reader, builder: &builder)
            case "functions": FunctionsSection.parse(entry.value, reader: &reader, builder: &builder)
            case "components": ComponentsSection.parse(entry.value, reader: &reader, builder: &builder)
            default: break
            }
        }
    }
}
