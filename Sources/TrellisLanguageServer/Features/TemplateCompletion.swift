import TrellisRegistry
import TrellisTemplates

/// Completion in templates, from the registry: element names, the attributes an element
/// accepts (members after a key path's `.`), and the cases of enum and option-set values.
/// Items are not filtered by what is typed: clients filter and rank them.
struct TemplateCompletion {
    let registry: Registry

    func items(for context: MarkupContext) -> [CompletionItem] {
        switch context {
        case .elementName:
            elementNames()
        case let .attributeName(element, prefix):
            if let dot = prefix.lastIndex(of: ".") {
                members(ofKeyPath: String(prefix[..<dot]), on: element)
            } else {
                attributeNames(of: element)
            }
        case let .attributeValue(element, attribute, _):
            values(of: attribute, on: element)
        case .other:
            []
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
    /// superclasses, the layout properties and the attributes every element takes.
    private func attributeNames(of element: String) -> [CompletionItem] {
        guard registry.component(named: element) != nil else { return [] }
        let symbols = registry.symbols(of: element, roles: [.property, .parameter, .action]).map(item)
        let layout = Registry.layoutProperties.map { CompletionItem(label: $0, kind: .property, detail: "CGFloat", documentation: nil) }
        let reserved = TemplateKeywords.reservedAttributes.map { CompletionItem(label: $0, kind: .property, detail: "String", documentation: nil) }
        var seen = Set<String>()
        return (symbols + layout + reserved).filter { seen.insert($0.label).inserted }.sorted { $0.label < $1.label }
    }

    /// The members of the object or struct a key path names (`layer` → its properties).
    private func members(ofKeyPath path: String, on element: String) -> [CompletionItem] {
        switch registry.resolveKeyPath(path, on: element)?.type.unwrapped {
        case let .object(component)?:
            return registry.symbols(of: component, roles: [.property, .parameter]).map(item)
        case let .structure(name)?:
            return registry.members(of: name).map { CompletionItem(label: $0.name, kind: .property, detail: $0.typeName, documentation: nil) }
        default:
            return []
        }
    }

    /// The literal values of the attribute's type: enum and option-set cases, booleans.
    private func values(of attribute: String, on element: String) -> [CompletionItem] {
        switch registry.resolveKeyPath(attribute, on: element)?.type.unwrapped {
        case let .enumeration(name)?, let .options(name)?:
            return registry.cases(of: name).map { CompletionItem(label: $0, kind: .enumMember, detail: name, documentation: nil) }
        case .bool?:
            return ["false", "true"].map { CompletionItem(label: $0, kind: .enumMember, detail: "Bool", documentation: nil) }
        default:
            return []
        }
    }

    private func item(_ symbol: PropertyDeclaration) -> CompletionItem {
        CompletionItem(
            label: symbol.name, kind: .property, detail: symbol.typeName,
            documentation: symbol.documentation.map { MarkupContent(kind: "markdown", value: $0) })
    }
}
