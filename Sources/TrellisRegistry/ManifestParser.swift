import TrellisDiagnostics

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

extension ManifestReader {
    /// Reads a type name and records it for checking once every manifest is loaded.
    mutating func typeReference(_ node: YAMLNode, expected: String, into builder: inout RegistryBuilder) -> String? {
        guard let name = name(node, expected: expected) else { return nil }
        builder.typeReferences.append(TypeReference(name: name, span: span(node), locator: verbatimLocator(node)))
        return name
    }

    /// Reads a name that must be an identifier, or identifiers joined by dots when
    /// `dotted`; messages read `invalid <what> '1st' <context>; expected an identifier`.
    mutating func identifier(_ node: YAMLNode, what: String, context: String, dotted: Bool = false) -> String? {
        guard let text = name(node, expected: "a \(what) \(context)") else { return nil }
        return checkIdentifier(text, at: span(node), what: what, context: context, dotted: dotted) ? text : nil
    }

    /// Whether `text` is an identifier (dotted ones allowed when `dotted`); reports it otherwise.
    mutating func checkIdentifier(_ text: String, at location: SourceSpan, what: String, context: String, dotted: Bool = false) -> Bool {
        if dotted ? isDottedIdentifier(text) : isIdentifier(text) { return true }
        error("invalid \(what) \(quoted(text)) \(context); expected an identifier", at: location)
        return false
    }
}
