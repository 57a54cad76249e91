import TrellisRegistry

/// Go to definition in manifests: a type or component name goes to its declaration, in
/// this manifest, another, or a built-in one (written to the ``BuiltinManifestFolder``).
struct ManifestDefinition {
    let registry: Registry

    func locations(at offset: Int, in document: DocumentText, spans: inout SpanLocations) -> [Location] {
        // A YAML key ends with `:`, which XML names may hold.
        guard let found = MarkupContext.name(around: offset, in: document.bytes),
              let name = found.name.split(separator: ":").first.map(String.init) else { return [] }
        spans.add(document)
        let declared = registry.typeDeclaration(named: name)?.location ?? registry.component(named: name)?.location
        return declared.flatMap { spans.location(of: $0) }.map { [$0] } ?? []
    }
}
