import TrellisDiagnostics

/// Reads `components:`: each component's superclass, symbols, families, defaults,
/// unavailable names, body property, layout policy and element flag.
enum ComponentsSection {
    static let keys = [
        "extends", "doc", "properties", "parameters", "readonly", "actions", "families", "defaults", "unavailable", "body",
        "layout", "element", "deprecated",
    ]
    /// The keys of a symbol written as a mapping (`scalesPageToFit: {type: Bool, deprecated: "…"}`).
    static let symbolKeys = ["type", "deprecated"]
    static let familyKeys = ["prefixes", "includeBase", "properties"]

    static func parse(_ node: YAMLNode, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        guard let entries = reader.entries(of: node, in: "'components'") else { return }
        for entry in entries {
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: "component name", context: "in 'components'", dotted: true)
            else { continue }
            if let block = parseComponent(entry, reader: &reader, builder: &builder) {
                builder.addComponent(block)
            }
        }
    }

    private static func parseComponent(
        _ entry: ManifestEntry, reader: inout ManifestReader, builder: inout RegistryBuilder
    ) -> ComponentBlock? {
        let name = entry.key
        let description = "component \(quoted(name))"
        guard let entries = reader.entries(of: entry.value, in: description) else { return nil }
        reader.rejectUnknownKeys(entries, allowed: keys, in: description)
        var block = ComponentBlock(declaration: ComponentDeclaration(name: name, location: entry.keySpan))
        var symbols = SymbolCollector(component: name)
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "extends":
                block.declaration.superclass = reader.identifier(value, what: "superclass", context: "of \(name)", dotted: true)
                block.superclassSpan = reader.span(value)
            case "doc":
                block.declaration.documentation = reader.scalar(value, expected: "documentation text for \(description)")
                block.documentationSpan = reader.span(value)
            case "properties", "parameters", "readonly":
                let role: PropertyRole = entry.key == "properties" ? .property : entry.key == "parameters" ? .parameter : .readonly
                for symbol in typedSymbols(value, key: entry.key, role: role, of: name, reader: &reader, builder: &builder) {
                    symbols.add(symbol, reader: &reader)
                }
            case "actions":
                for symbol in actions(value, of: name, reader: &reader) { symbols.add(symbol, reader: &reader) }
            case "families":
                for symbol in families(value, of: name, reader: &reader, builder: &builder) { symbols.add(symbol, reader: &reader) }
            case "defaults":
                (block.declaration.defaults, block.defaultSpans) = expressions(value, key: "defaults", of: name, reader: &reader)
            case "unavailable":
                (block.declaration.unavailable, block.unavailableSpans) = expressions(value, key: "unavailable", of: name, reader: &reader)
            case "body":
                block.declaration.body = reader.identifier(value, what: "body property", context: "of \(name)", dotted: true)
                block.bodySpan = reader.span(value)
            case "layout":
                block.declaration.layout = layoutPolicy(value, of: name, reader: &reader)
                block.layoutSpan = reader.span(value)
            case "deprecated":
                block.declaration.deprecation = reader.scalar(value, expected: "what to use instead for 'deprecated' of \(description)")
                block.deprecationSpan = reader.span(value)
            case "element":
                if let isElement = reader.bool(value, for: "'element' of \(name)") {
                    block.declaration.isElement = isElement
                    block.elementSpan = reader.span(value)
                }
            default:
                break
            }
        }
        block.declaration.properties = symbols.properties
        block.declaration.parameters = symbols.parameters
        block.declaration.readonly = symbols.readonly
        return block
    }

    /// `name: Type` (or `name: {type: Type, deprecated: "use …"}`) entries of
    /// `properties`, `parameters` or `readonly`.
    private static func typedSymbols(
        _ node: YAMLNode, key: String, role: PropertyRole, of component: String, reader: inout ManifestReader,
        builder: inout RegistryBuilder
    ) -> [PropertyDeclaration] {
        guard let entries = reader.entries(of: node, in: "'\(key)' of \(component)") else { return [] }
        var result: [PropertyDeclaration] = []
        for entry in entries {
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: "\(role.name) name", context: "of \(component)", dotted: true)
            else { continue }
            let description = "\(role.name) \(quoted(entry.key)) of \(component)"
            var typeNode = entry.value
            var deprecation: String?
            if case .mapping = entry.value.content {
                guard let settings = reader.entries(of: entry.value, in: description) else { continue }
                reader.rejectUnknownKeys(settings, allowed: symbolKeys, in: description)
                guard let type = settings.first(where: { $0.key == "type" }) else {
                    reader.error("\(description) needs 'type'", at: reader.span(entry.value))
                    continue
                }
                typeNode = type.value
                if let deprecated = settings.first(where: { $0.key == "deprecated" }) {
                    deprecation = reader.scalar(deprecated.value, expected: "what to use instead for 'deprecated' of \(description)")
                }
            }
            guard let typeName = reader.typeReference(typeNode, expected: "a type name for \(description)", into: &builder) else { continue }
            result.append(PropertyDeclaration(name: entry.key, typeName: typeName, role: role, location: entry.keySpan, deprecation: deprecation))
        }
        return result
    }

    /// `actions: [touchUpInside, …]`: Selector-typed control events.
    private static func actions(_ node: YAMLNode, of component: String, reader: inout ManifestReader) -> [PropertyDeclaration] {
        guard let elements = reader.elements(of: node, in: "'actions' of \(component)") else { return [] }
        return elements.compactMap { element in
            reader.identifier(element, what: "action name", context: "of \(component)").map {
                PropertyDeclaration(name: $0, typeName: "Selector", role: .action, location: reader.span(element))
            }
        }
    }

    /// `families:` entries, expanded to one property per prefix (and the base name).
    private static func families(
        _ node: YAMLNode, of component: String, reader: inout ManifestReader, builder: inout RegistryBuilder
    ) -> [PropertyDeclaration] {
        guard let elements = reader.elements(of: node, in: "'families' of \(component)") else { return [] }
        var result: [PropertyDeclaration] = []
        for element in elements {
            let description = "a family of \(component)"
            guard let entries = reader.entries(of: element, in: description) else { continue }
            reader.rejectUnknownKeys(entries, allowed: familyKeys, in: description)
            var family = PropertyFamily(prefixes: [], includesBase: true, properties: [], location: reader.span(element))
            for entry in entries {
                switch entry.key {
                case "prefixes":
                    let prefixes = reader.elements(of: entry.value, in: "'prefixes' of \(description)") ?? []
                    family.prefixes = prefixes.compactMap { reader.identifier($0, what: "prefix", context: "in \(description)") }
                case "includeBase":
                    family.includesBase = reader.bool(entry.value, for: "'includeBase' of \(description)") ?? true
                case "properties":
                    family.properties = typedSymbols(
                        entry.value, key: "properties", role: .property, of: component, reader: &reader, builder: &builder)
                default:
                    break
                }
            }
            if family.properties.isEmpty, !entries.contains(where: { $0.key == "properties" }) {
                reader.error("\(description) needs 'properties'", at: reader.span(element))
            }
            result += family.expanded
        }
        return result
    }

    /// `defaults:` (expressions) or `unavailable:` (hints) by property name.
    private static func expressions(
        _ node: YAMLNode, key: String, of component: String, reader: inout ManifestReader
    ) -> ([String: String], [String: SourceSpan]) {
        guard let entries = reader.entries(of: node, in: "'\(key)' of \(component)") else { return ([:], [:]) }
        var values: [String: String] = [:]
        var spans: [String: SourceSpan] = [:]
        let what = key == "defaults" ? "an expression for default" : "a hint for unavailable"
        for entry in entries {
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: "property name", context: "in '\(key)' of \(component)",
                                         dotted: true),
                  let value = reader.scalar(entry.value, expected: "\(what) \(quoted(entry.key)) of \(component)")
            else { continue }
            values[entry.key] = value
            spans[entry.key] = entry.keySpan
        }
        return (values, spans)
    }

    private static func layoutPolicy(_ node: YAMLNode, of component: String, reader: inout ManifestReader) -> String? {
        guard let policy = reader.name(node, expected: "a layout policy for \(component)") else { return nil }
        guard Registry.layoutPolicies.contains(policy) else {
            var hint = Suggestions.didYouMean(policy, in: Registry.layoutPolicies)
            if hint.isEmpty { hint = "; expected one of " + Registry.layoutPolicies.joined(separator: ", ") }
            reader.error("unknown layout policy \(quoted(policy)) for \(component)\(hint)", at: reader.span(node))
            return nil
        }
        return policy
    }
}

/// Gathers one declaration block's symbols by role, reporting a name declared twice in
/// the block (across properties, parameters, read-only symbols, actions and families).
private struct SymbolCollector {
    let component: String
    var properties: [PropertyDeclaration] = []
    var parameters: [PropertyDeclaration] = []
    var readonly: [PropertyDeclaration] = []
    private var spans: [String: SourceSpan] = [:]

    init(component: String) {
        self.component = component
    }

    mutating func add(_ symbol: PropertyDeclaration, reader: inout ManifestReader) {
        guard let location = symbol.location else { return }
        if let first = spans.updateValue(location, forKey: symbol.name) {
            spans[symbol.name] = first
            reader.error("duplicate \(symbol.role.name) \(quoted(symbol.name)) of \(component)", at: location,
                         notes: [DiagnosticNote("first declared here", at: first)])
            return
        }
        switch symbol.role {
        case .property, .action: properties.append(symbol)
        case .parameter: parameters.append(symbol)
        case .readonly: readonly.append(symbol)
        }
    }
}
