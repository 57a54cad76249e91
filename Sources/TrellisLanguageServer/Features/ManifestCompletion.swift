import Foundation
import TrellisRegistry

/// Completion in manifests (`Components/*.yaml`), from the registry they make up: after
/// `extends:` the components; elsewhere every type name a property, parameter, member or
/// function may be declared with (primitives, declared types and their aliases, components).
struct ManifestCompletion {
    let registry: Registry

    func items(at offset: Int, in document: DocumentText) -> [CompletionItem] {
        let bytes = document.bytes
        var lineStart = min(offset, bytes.count)
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let line = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self)
        let key = line.split(separator: ":", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) }
        if key == "extends", line.contains(":") { return components() }
        let primitives = ValueType.primitives.keys.sorted().map { CompletionItem(label: $0, kind: .keyword, detail: "built-in type") }
        let declared = registry.types.values.sorted { $0.name < $1.name }.map(item)
        let aliases = registry.typeAliases.sorted { $0.key < $1.key }.map {
            CompletionItem(label: $0.key, kind: .struct, detail: "another name for \($0.value)")
        }
        return primitives + declared + aliases + components()
    }

    private func components() -> [CompletionItem] {
        registry.components.values.sorted { $0.name < $1.name }.map { component in
            CompletionItem(
                label: component.name, kind: .class, detail: component.superclass.map { "\(component.name) : \($0)" } ?? component.name,
                documentation: component.documentation.map { MarkupContent(kind: "markdown", value: $0) })
        }
    }

    private func item(_ type: TypeDeclaration) -> CompletionItem {
        let (kind, detail): (CompletionItemKind, String)
        switch type.kind {
        case let .alias(target): (kind, detail) = (.struct, "alias of \(target)")
        case .enumeration: (kind, detail) = (.enum, "enum")
        case .options: (kind, detail) = (.enum, "option set")
        case .structure: (kind, detail) = (.struct, "struct")
        case .opaque: (kind, detail) = (.struct, "opaque type")
        case .protocolType: (kind, detail) = (.struct, "protocol")
        }
        return CompletionItem(label: type.name, kind: kind, detail: detail, documentation: type.documentation.map { MarkupContent(kind: "markdown", value: $0) })
    }
}
