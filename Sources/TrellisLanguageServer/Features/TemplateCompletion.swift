import TrellisExpressions
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// Completion in templates, from the registry and the compiler: element names, the
/// attributes an element accepts (members after a key path's `.`, the params of the
/// template it includes), values by the attribute's type, names in expressions, and the
/// files `template=` and `xml=` can name. Items are not filtered by what is typed:
/// clients filter and rank them.
struct TemplateCompletion {
    let registry: Registry
    let assets: AssetCatalog?
    /// What the compiler finds in the document; asked only where an answer needs it.
    let inspect: () -> TemplateInspection
    /// The template files of the workspace and the roots, for `template=` and `xml=` values.
    let templateFiles: [String]
    let roots: TemplateRoots

    func items(at offset: Int, in document: DocumentText) -> [CompletionItem] {
        let bytes = document.bytes
        switch MarkupContext.at(offset, in: bytes) {
        case .elementName:
            return elementNames()
        case let .attributeName(element, prefix):
            if let dot = prefix.lastIndex(of: ".") {
                return members(ofKeyPath: String(prefix[..<dot]), on: element)
            }
            let params = MarkupContext.elementNameStart(at: offset, in: bytes).map { start in
                inspect().params(ofElementAt: start, in: document.source.path)
            } ?? []
            return attributeNames(of: element, params: params)
        case let .attributeValue(element, attribute, prefix):
            if attribute == TemplateKeywords.template || attribute == TemplateKeywords.xml {
                return includablePaths(from: document.source.path)
            }
            let param = MarkupContext.elementNameStart(at: offset, in: bytes).flatMap { start in
                registry.resolveKeyPath(attribute, on: element) == nil
                    ? inspect().params(ofElementAt: start, in: document.source.path).first { $0.name == attribute } : nil
            }
            let type = registry.resolveKeyPath(attribute, on: element)?.type ?? param?.type
            return values(of: attribute, type: type, prefix: prefix, offset: offset, path: document.source.path)
        case .other:
            return []
        }
    }

    /// Every component usable as an element, with its superclass and doc.
    private func elementNames() -> [CompletionItem] {
        registry.components.values.filter(\.isElement).sorted { $0.name < $1.name }.map { component in
            CompletionItem(
                label: component.name, kind: .class, detail: component.superclass.map { "\(component.name) : \($0)" } ?? component.name,
                documentation: component.documentation.map { MarkupContent(kind: "markdown", value: $0) })
        }
    }

    /// The properties, parameters and actions of the element's component and its
    /// superclasses, the params of the template it includes, the layout properties and
    /// the attributes every element takes.
    private func attributeNames(of element: String, params: [ScopeName]) -> [CompletionItem] {
        guard registry.component(named: element) != nil else { return [] }
        let symbols = registry.symbols(of: element, roles: [.property, .parameter, .action]).map(item)
        let included = params.map { CompletionItem(label: $0.name, kind: .variable, detail: "param \($0.typeName)") }
        let layout = Registry.layoutProperties.map { CompletionItem(label: $0, kind: .property, detail: "CGFloat") }
        let reserved = TemplateKeywords.reservedAttributes.map { CompletionItem(label: $0, kind: .property, detail: "String") }
        var seen = Set<String>()
        return (symbols + included + layout + reserved).filter { seen.insert($0.label).inserted }.sorted { $0.label < $1.label }
    }

    /// The members of the object or struct a key path names (`layer` → its properties).
    private func members(ofKeyPath path: String, on element: String) -> [CompletionItem] {
        switch registry.resolveKeyPath(path, on: element)?.type.unwrapped {
        case let .object(component)?:
            return registry.symbols(of: component, roles: [.property, .parameter]).map(item)
        case let .structure(name)?:
            return registry.members(of: name).map { CompletionItem(label: $0.name, kind: .property, detail: $0.typeName) }
        default:
            return []
        }
    }

    /// Inside a value of type `type` (`nil` when unknown): names after a `.` in an
    /// expression; elsewhere in an expression the names in scope and the literal values of
    /// the type; in literal text the literal values.
    private func values(of attribute: String, type: ValueType?, prefix: String, offset: Int, path: String) -> [CompletionItem] {
        if attribute == TemplateKeywords.id || attribute == TemplateKeywords.outlet { return [] }
        let syntax = type.map(AttributeSyntax.init(type:)) ?? .unknown
        let position = ValuePosition(prefix: prefix, syntax: syntax)
        let literals = type.map { ValueCompletion(registry: registry, assets: assets).items(for: $0) } ?? []
        guard position.isInExpression else { return literals }
        let scope = inspect().scope(atValueOffset: offset, in: path)
        let names = ExpressionCompletion(registry: registry).items(base: position.base, scope: scope)
        return position.base == nil ? literals + names : names
    }

    /// The template files a `template=` or `xml=` value can name: those in the document's
    /// folder and below by their relative paths, the others by their paths in their root
    /// (found there as Layout finds a name in the bundle).
    private func includablePaths(from path: String) -> [CompletionItem] {
        let folder = TemplatePath.folder(of: path)
        var seen = Set<String>()
        return templateFiles.compactMap { file -> CompletionItem? in
            guard file != path else { return nil }
            let name = TemplatePath.relative(file, to: folder) ?? roots.relativePath(of: file)
            guard seen.insert(name).inserted else { return nil }
            return CompletionItem(label: name, kind: .file, detail: file)
        }.sorted { $0.label < $1.label }
    }

    private func item(_ symbol: PropertyDeclaration) -> CompletionItem {
        CompletionItem(
            label: symbol.name, kind: .property, detail: symbol.typeName,
            documentation: symbol.documentation.map { MarkupContent(kind: "markdown", value: $0) })
    }
}
