import TrellisDiagnostics

/// One `components:` entry of one manifest: the declaration it makes and where its values
/// were written.
struct ComponentBlock {
    var declaration: ComponentDeclaration
    var superclassSpan: SourceSpan?
    var bodySpan: SourceSpan?
    var layoutSpan: SourceSpan?
    /// Set only when the block writes `element:`.
    var elementSpan: SourceSpan?
    var documentationSpan: SourceSpan?
    var deprecationSpan: SourceSpan?
    var defaultSpans: [String: SourceSpan] = [:]
    var unavailableSpans: [String: SourceSpan] = [:]
}

extension RegistryBuilder {
    /// Adds a component, or extends the one already declared: new symbols, defaults and
    /// unavailable names are added; anything declared differently before is an error.
    mutating func addComponent(_ block: ComponentBlock) {
        let name = block.declaration.name
        let location = block.declaration.location
        if let type = registry.types[name] {
            error("component \(quoted(name)) is already declared as a type", at: location, firstDeclaredAt: type.location)
            return
        }
        if let canonical = registry.typeAliases[name] {
            error("component \(quoted(name)) is already declared as an alias of type \(quoted(canonical))", at: location,
                  firstDeclaredAt: aliasSpans[name])
            return
        }
        guard var component = registry.components[name] else {
            registry.components[name] = block.declaration
            superclassSpans[name] = block.superclassSpan
            bodySpans[name] = block.bodySpan
            layoutSpans[name] = block.layoutSpan
            elementSpans[name] = block.elementSpan
            documentationSpans[name] = block.documentationSpan
            deprecationSpans[name] = block.deprecationSpan
            defaultSpans[name] = block.defaultSpans
            unavailableSpans[name] = block.unavailableSpans
            return
        }
        let extending = block.declaration
        if let superclass = extending.superclass, superclass != component.superclass {
            let first = component.superclass.map { "with \(quoted($0))" } ?? "without one"
            error("conflicting superclass \(quoted(superclass)) for component \(quoted(name)); it was first declared \(first)",
                  at: block.superclassSpan, firstDeclaredAt: superclassSpans[name] ?? component.location)
        }
        for symbol in extending.properties + extending.parameters + extending.readonly {
            addSymbol(symbol, to: &component)
        }
        mergeEntries(extending.defaults, into: &component.defaults, spans: block.defaultSpans, of: name, kind: "default", table: \.defaultSpans)
        mergeEntries(
            extending.unavailable, into: &component.unavailable, spans: block.unavailableSpans, of: name, kind: "unavailable hint",
            table: \.unavailableSpans)
        mergeValue(extending.body, into: &component.body, at: block.bodySpan, of: name, kind: "body property", table: \.bodySpans)
        mergeValue(extending.layout, into: &component.layout, at: block.layoutSpan, of: name, kind: "layout policy", table: \.layoutSpans)
        mergeValue(
            extending.documentation, into: &component.documentation, at: block.documentationSpan, of: name, kind: "documentation",
            table: \.documentationSpans)
        mergeValue(
            extending.deprecation, into: &component.deprecation, at: block.deprecationSpan, of: name, kind: "deprecation",
            table: \.deprecationSpans)
        if let span = block.elementSpan {
            if let first = elementSpans[name], component.isElement != extending.isElement {
                error("conflicting 'element: \(extending.isElement)' for component \(quoted(name)); it was first declared "
                      + "'element: \(component.isElement)'", at: span, firstDeclaredAt: first)
            } else {
                component.isElement = extending.isElement
                elementSpans[name] = elementSpans[name] ?? span
            }
        }
        registry.components[name] = component
    }

    /// Adds a property, parameter, read-only symbol or action declared by an extension;
    /// the same declaration again is accepted (marking the symbol deprecated when it says
    /// so), a different one is an error.
    private mutating func addSymbol(_ symbol: PropertyDeclaration, to component: inout ComponentDeclaration) {
        let existing = (component.properties + component.parameters + component.readonly).first { $0.name == symbol.name }
        guard let existing else {
            switch symbol.role {
            case .property, .action: component.properties.append(symbol)
            case .parameter: component.parameters.append(symbol)
            case .readonly: component.readonly.append(symbol)
            }
            return
        }
        if existing.role != symbol.role {
            error("conflicting declaration of \(quoted(symbol.name)) of \(component.name) as \(symbol.role.noun); it was first "
                  + "declared as \(existing.role.noun)", at: symbol.location, firstDeclaredAt: existing.location)
        } else if existing.typeName != symbol.typeName {
            error("conflicting type \(quoted(symbol.typeName)) for \(symbol.role.name) \(quoted(symbol.name)) of \(component.name); "
                  + "it was first declared as \(quoted(existing.typeName))", at: symbol.location, firstDeclaredAt: existing.location)
        } else if existing.deprecation == nil, let deprecation = symbol.deprecation {
            component.markDeprecated(symbol.name, deprecation)
        }
    }

    private mutating func mergeEntries(
        _ entries: [String: String], into target: inout [String: String], spans: [String: SourceSpan], of component: String,
        kind: String, table: WritableKeyPath<RegistryBuilder, [String: [String: SourceSpan]]>
    ) {
        for key in entries.keys.sorted() {
            guard let value = entries[key] else { continue }
            if let first = target[key] {
                if first != value {
                    error("conflicting \(kind) \(quoted(value)) for \(quoted(key)) of \(component); it was first declared as \(quoted(first))",
                          at: spans[key], firstDeclaredAt: self[keyPath: table][component]?[key])
                }
            } else {
                target[key] = value
                self[keyPath: table][component, default: [:]][key] = spans[key]
            }
        }
    }

    private mutating func mergeValue(
        _ value: String?, into target: inout String?, at span: SourceSpan?, of component: String, kind: String,
        table: WritableKeyPath<RegistryBuilder, [String: SourceSpan]>
    ) {
        guard let value else { return }
        if let first = target {
            if first != value {
                error("conflicting \(kind) \(quoted(value)) for component \(quoted(component)); it was first declared as \(quoted(first))",
                      at: span, firstDeclaredAt: self[keyPath: table][component])
            }
        } else {
            target = value
            self[keyPath: table][component] = span
        }
    }
}

extension PropertyRole {
    /// The role's name in messages: `property`, `parameter`, `read-only symbol`, `action`.
    var name: String {
        switch self {
        case .property: "property"
        case .parameter: "parameter"
        case .readonly: "read-only symbol"
        case .action: "action"
        }
    }

    /// The role's name with an article: `a property`, `an action`.
    var noun: String {
        switch self {
        case .property: "a property"
        case .parameter: "a parameter"
        case .readonly: "a read-only symbol"
        case .action: "an action"
        }
    }
}

extension ComponentDeclaration {
    /// Marks the symbol called `name` deprecated, with what to use instead.
    mutating func markDeprecated(_ name: String, _ deprecation: String) {
        if let index = properties.firstIndex(where: { $0.name == name }) {
            properties[index].deprecation = deprecation
        } else if let index = parameters.firstIndex(where: { $0.name == name }) {
            parameters[index].deprecation = deprecation
        } else if let index = readonly.firstIndex(where: { $0.name == name }) {
            readonly[index].deprecation = deprecation
        }
    }
}
