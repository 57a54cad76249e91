import Foundation
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// Go to definition in templates: a `template=` or `xml=` value goes to the file it names
/// (beside the template, else under the roots as the compiler finds it), an `#id` in an
/// expression to the element declaring that id, a macro or param used in an expression to
/// its `<macro>` or `<param>` (as the compiler's scope resolves it), an element to its
/// component's declaration, an attribute to its property's or the included template's
/// `<param>`, and the `type` of a `<param>` to the type's declaration; declarations in the
/// built-in manifests are written to the ``BuiltinManifestFolder``.
struct TemplateDefinition {
    let fileSystem: any TemplateFileSystem
    let roots: TemplateRoots
    let registry: Registry
    /// What the compiler finds in the document; asked only where an answer needs it.
    let inspect: () -> TemplateInspection
    var spans: SpanLocations

    mutating func locations(at offset: Int, in document: DocumentText) -> [Location] {
        let bytes = document.bytes
        guard let name = MarkupContext.name(around: offset, in: bytes) else { return [] }
        spans.add(document)
        let path = document.source.path
        switch MarkupContext.at(name.start, in: bytes) {
        case .elementName:
            return registry.component(named: name.name)?.location.flatMap { spans.location(of: $0) }.map { [$0] } ?? []
        case let .attributeName(element, _):
            if let declared = registry.symbol(name.name, of: element)?.location { return spans.location(of: declared).map { [$0] } ?? [] }
            let start = MarkupContext.elementNameStart(at: name.start, in: bytes)
            let param = start.flatMap { inspect().params(ofElementAt: $0, in: path).first { $0.name == name.name } }
            return param?.declaration.flatMap { spans.location(of: $0) }.map { [$0] } ?? []
        case let .attributeValue(element, attribute, _):
            if attribute == TemplateKeywords.template || attribute == TemplateKeywords.xml {
                return includedFiles(fullValue(around: offset, in: bytes), from: path)
                    .map { Location(uri: DocumentURI.uri(of: $0), range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))) }
            }
            if element == TemplateKeywords.param, attribute == "type" {
                let declared = registry.typeDeclaration(named: name.name)?.location ?? registry.component(named: name.name)?.location
                return declared.flatMap { spans.location(of: $0) }.map { [$0] } ?? []
            }
            if name.start > 0, bytes[name.start - 1] == UInt8(ascii: "#") {
                let id = String(name.name.prefix { $0 != "." })
                return self.element(withID: id, in: document).map { [$0] } ?? []
            }
            let components = name.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let declaration = inspect().scope(atValueOffset: offset, in: path)?.lookUp(SymbolPath([components[0]]))?.declaration
            return declaration.flatMap { spans.location(of: $0) }.map { [$0] } ?? []
        case .other:
            return []
        }
    }

    /// The whole quoted value around `offset` (file names may hold characters names do not).
    private func fullValue(around offset: Int, in bytes: [UInt8]) -> String {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\""), bytes[start - 1] != UInt8(ascii: "'") { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "'") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// The files a reference may name.
    private func includedFiles(_ reference: String, from path: String) -> [String] {
        IncludeTargets(fileSystem: fileSystem, roots: roots).files(reference, from: path)
    }

    /// The value of the `id` attribute declaring `id`.
    private func element(withID id: String, in document: DocumentText) -> Location? {
        guard let root = XMLReader().read(document.source).document?.root else { return nil }
        var pending = [root]
        while let element = pending.popLast() {
            if let attribute = element.attribute(named: TemplateKeywords.id), attribute.value == id {
                let span = attribute.valueSpan
                return Location(uri: DocumentURI.uri(of: document.source.path), range: document.range(offset: span.offset, length: span.length))
            }
            for case let .element(child) in element.children.reversed() { pending.append(child) }
        }
        return nil
    }
}
