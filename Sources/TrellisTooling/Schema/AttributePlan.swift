import TrellisRegistry
import TrellisTemplates

/// An attribute as the XSD declares it.
struct PlannedAttribute {
    var name: String
    /// `nil` for a param whose type the registry does not know.
    var type: ValueType?
    var documentation: String
}

/// Which attribute group declares which attribute: each component's group holds the
/// attributes it adds to those of its superclasses (and of the common group), so no
/// element gets an attribute twice.
struct AttributePlan {
    /// The components that need a group: every component in the lineage of an element.
    private(set) var groupComponents: [String] = []
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
            var inherited = common
            for ancestor in (lineages[component] ?? []).dropFirst() {
                inherited.formUnion(allNames[ancestor] ?? [])
            }
            var own: [PlannedAttribute] = []
            var names: Set<String> = []
            for attribute in catalog.ownAttributes(of: component, cache: &cache) where !inherited.contains(attribute.name) {
                own.append(PlannedAttribute(name: attribute.name, type: attribute.type, documentation: Self.documentation(attribute, registry: registry)))
                names.insert(attribute.name)
            }
            for parameter in parameters.byComponent[component] ?? [] where !inherited.contains(parameter.name) && !names.contains(parameter.name) {
                own.append(PlannedAttribute(
                    name: parameter.name, type: registry.resolveType(named: parameter.typeName),
                    documentation: "'\(parameter.name)': \(parameter.typeName), param of the template \(parameter.file)."
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

    private static func documentation(_ attribute: SettableAttribute, registry: Registry) -> String {
        let role = switch attribute.role {
        case .property: "property"
        case .parameter: "constructor parameter (set once)"
        case .readonly: "read-only value"
        case .action: "action: the selector called for this event, such as 'wasPressed:'"
        }
        var text = "'\(attribute.name)': \(attribute.typeName), \(role) of \(attribute.owner)."
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
