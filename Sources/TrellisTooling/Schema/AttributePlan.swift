import TrellisRegistry
import TrellisTemplates

/// An attribute as the XSD declares it.
struct PlannedAttribute {
    var name: String
    /// `nil` for a param whose type the registry does not know.
    var type: ValueType?
    /// Empty for key paths (see ``AttributePlan``).
    var documentation: String
}

/// Which attribute group declares which attribute: each component's group holds the
/// attributes it adds to those of its superclasses (and of the common group) and
/// references its superclass's group, so no attribute is declared twice and no element
/// gets one twice.
///
/// Key paths are listed up to ``maximumKeyPathComponents`` components: the schema only
/// offers and documents attributes (elements accept any other, see ``XSDGenerator``),
/// and the deeper paths of ``AttributeCatalog`` (`navigationBar.layer.borderWidth`,
/// `layer.contentsCenter.origin.x`) repeat whole components' attribute sets under every
/// object-typed property, which made the schema ten times larger for little use. Key
/// paths are declared without documentation (their value types still offer enum
/// cases): they outnumber the properties three to one, and an annotation triples the
/// size of a declaration. The language server documents them on hover.
struct AttributePlan {
    /// The longest key path the schema declares, in components (`layer.cornerRadius`,
    /// `contentInset.top`).
    static let maximumKeyPathComponents = 2

    /// The components that need a group: every component in the lineage of an element.
    private(set) var groupComponents: [String] = []
    /// The superclass whose group each component's group references, when it has one
    /// (none where an inheritance cycle, an error of the manifests, would close the chain).
    private(set) var superclassGroup: [String: String] = [:]
    /// The attributes of each component's own group, sorted by name.
    private(set) var ownAttributes: [String: [PlannedAttribute]] = [:]
    /// The enum and option set types some attribute uses, sorted.
    private(set) var enumeratedTypes: [String] = []

    init(registry: Registry, parameters: TemplateParameters, elements: [String]) {
        let catalog = AttributeCatalog(registry: registry)
        var needed: Set<String> = []
        for element in elements { needed.formUnion(registry.lineage(of: element)) }
        groupComponents = needed.sorted()
        var allNames: [String: Set<String>] = [:]
        let common = Set(TemplateKeywords.reservedAttributes + Registry.layoutProperties)
        var enumerated: Set<String> = []
        var cache = MemberCache()
        // Superclasses first, so that every ancestor's names are known when a subclass is planned.
        let lineages = Dictionary(uniqueKeysWithValues: groupComponents.map { ($0, registry.lineage(of: $0)) })
        let order = groupComponents.sorted { (lineages[$0]?.count ?? 0, $0) < (lineages[$1]?.count ?? 0, $1) }
        for component in order {
            if let superclass = lineages[component]?.dropFirst().first, lineages[superclass]?.contains(component) == false {
                superclassGroup[component] = superclass
            }
            var inherited = common
            for ancestor in (lineages[component] ?? []).dropFirst() {
                inherited.formUnion(allNames[ancestor] ?? [])
            }
            var own: [PlannedAttribute] = []
            var names: Set<String> = []
            let attributes = catalog.ownAttributes(of: component, cache: &cache).filter { attribute in
                !inherited.contains(attribute.name) && Self.componentCount(attribute.name) <= Self.maximumKeyPathComponents
            }
            for attribute in attributes {
                let documentation = attribute.name.contains(".") ? "" : Self.documentation(attribute, registry: registry)
                own.append(PlannedAttribute(name: attribute.name, type: attribute.type, documentation: documentation))
                names.insert(attribute.name)
            }
            for parameter in parameters.byComponent[component] ?? [] where !inherited.contains(parameter.name) && !names.contains(parameter.name) {
                own.append(PlannedAttribute(
                    name: parameter.name, type: registry.resolveType(named: parameter.typeName),
                    documentation: "\(parameter.typeName), param of the template \(parameter.file)."
                ))
                names.insert(parameter.name)
            }
            own.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            ownAttributes[component] = own
            allNames[component] = names
            for attribute in own {
                switch attribute.type?.unwrapped {
                case .enumeration(let name)?, .options(let name)?: enumerated.insert(name)
                default: break
                }
            }
        }
        enumeratedTypes = enumerated.sorted()
    }

    private static func componentCount(_ name: String) -> Int {
        name.utf8.reduce(1) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 }
    }

    private static func documentation(_ attribute: SettableAttribute, registry: Registry) -> String {
        let role = switch attribute.role {
        case .property: "property"
        case .parameter: "constructor parameter (set once)"
        case .readonly: "read-only value"
        case .action: "action: the selector called for this event, such as 'wasPressed:'"
        }
        var text = "\(attribute.typeName), \(role) of \(attribute.owner)."
        if let typeDocumentation = registry.typeDeclaration(named: attribute.typeName.trimming("?"))?.documentation {
            text += " " + typeDocumentation
        }
        return text
    }
}

extension String {
    /// The string without leading and trailing `character`s.
    fileprivate func trimming(_ character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return String(slice)
    }
}
