import TrellisDiagnostics

/// Checks that need every manifest loaded: type names, alias and inheritance cycles,
/// superclasses, body properties and defaults. Font checks are in
/// `RegistryValidation+Fonts.swift`.
extension RegistryBuilder {
    mutating func validate() {
        validateTypeReferences()
        validateAliasCycles()
        validateNamedValues()
        validateInheritance()
        validateBodies()
        validateDefaults()
        validateFonts()
    }

    /// Every type name written anywhere must be well formed and name a primitive, a
    /// declared type or alias, or a component.
    private mutating func validateTypeReferences() {
        var candidates: [String]?
        for reference in typeReferences {
            switch TypeNameSyntax.baseName(of: reference.name) {
            case let .failure(problem):
                error(problem.message, at: reference.span)
            case let .success((name, range)):
                guard !isKnownType(name) else { continue }
                let names = candidates ?? registry.typeNames
                candidates = names
                let location = reference.locator?.span(for: range) ?? reference.span
                errorSuggesting("unknown type \(quoted(name))", name: name, in: names, at: location)
            }
        }
    }

    private func isKnownType(_ name: String) -> Bool {
        ValueType.primitives[name] != nil || registry.types[name] != nil || registry.typeAliases[name] != nil
            || registry.component(named: name) != nil
    }

    /// Alias chains must end: `A: {alias: B}`, `B: {alias: "[A]"}` is reported once, at the
    /// first-declared alias of the cycle, with the chain.
    private mutating func validateAliasCycles() {
        let aliases = registry.types.values.filter {
            if case .alias = $0.kind { return true }
            return false
        }
        var reported: Set<String> = []
        for declaration in aliases.sorted(by: declarationOrder) {
            var chain = [declaration.name]
            var current = declaration.name
            while chain.count <= aliases.count {
                guard case let .alias(target)? = registry.types[current]?.kind,
                      case let .success((base, _)) = TypeNameSyntax.baseName(of: target) else { break }
                let next = registry.typeAliases[base] ?? base
                if let start = chain.firstIndex(of: next) {
                    let cycle = Array(chain[start...]) + [next]
                    if reported.isDisjoint(with: cycle) {
                        error("type alias \(quoted(next)) refers to itself: \(cycle.joined(separator: " -> "))",
                              at: registry.types[next]?.location)
                    }
                    reported.formUnion(cycle)
                    break
                }
                chain.append(next)
                current = next
            }
        }
    }

    /// Superclasses must be declared components, and no component may inherit from itself.
    /// `values:` name numbers, so the alias they belong to must name a number.
    private mutating func validateNamedValues() {
        for declaration in registry.types.values.sorted(by: declarationOrder) where !declaration.namedValues.isEmpty {
            guard case let .alias(target) = declaration.kind,
                  let type = registry.resolveType(named: target), !type.isNumeric else { continue }
            error("'values' of type \(quoted(declaration.name)) need a numeric alias; \(quoted(target)) is not a number",
                  at: declaration.location)
        }
    }

    private mutating func validateInheritance() {
        let components = registry.components.values.sorted(by: componentOrder)
        let names = registry.componentNames
        var reported: Set<String> = []
        for component in components {
            guard let superclass = component.superclass else { continue }
            guard registry.components[superclass] != nil else {
                errorSuggesting("unknown superclass \(quoted(superclass)) of \(component.name)", name: superclass, in: names,
                                at: superclassSpans[component.name] ?? component.location)
                continue
            }
            var chain = [component.name]
            var current = superclass
            while chain.count <= components.count {
                if let start = chain.firstIndex(of: current) {
                    let cycle = Array(chain[start...]) + [current]
                    if reported.isDisjoint(with: cycle) {
                        error("component \(quoted(current)) inherits from itself: \(cycle.joined(separator: " -> "))",
                              at: superclassSpans[current] ?? registry.components[current]?.location)
                    }
                    reported.formUnion(cycle)
                    break
                }
                chain.append(current)
                guard let next = registry.components[current]?.superclass else { break }
                current = next
            }
        }
    }

    /// `body:` must name a settable String or AttributedString property of the component
    /// or a superclass, or reach one through its subviews (`textLabel.attributedText`, as
    /// Layout's `UITableViewCell`), where the subview itself may be read-only.
    private mutating func validateBodies() {
        for component in registry.components.values.sorted(by: componentOrder) {
            guard let body = component.body else { continue }
            let location = bodySpans[component.name] ?? component.location
            guard let resolved = registry.resolveKeyPath(body, on: component.name) else {
                // A declared symbol of an unknown type is reported where it is declared.
                guard registry.symbol(body, of: component.name) == nil else { continue }
                let candidates = registry.symbols(of: component.name, roles: [.property]).map(\.name)
                errorSuggesting("unknown body property \(quoted(body)) of \(component.name)", name: body, in: candidates, at: location)
                continue
            }
            let type = resolved.type.unwrapped
            if resolved.role != .property || (type != .string && type != .attributedString) {
                let what = resolved.role == .property ? "has type \(quoted(resolved.typeName))" : "is \(resolved.role.noun)"
                error("body property \(quoted(body)) of \(component.name) \(what); expected a settable String or AttributedString "
                      + "property", at: location)
            }
        }
    }

    /// Every default must be for a frame property, a declared property or parameter, or a
    /// key path through them.
    private mutating func validateDefaults() {
        for component in registry.components.values.sorted(by: componentOrder) {
            for key in component.defaults.keys.sorted() {
                if Registry.layoutProperties.contains(key) || registry.symbol(key, of: component.name) != nil
                    || registry.resolveKeyPath(key, on: component.name) != nil {
                    continue
                }
                let candidates = registry.symbols(of: component.name, roles: [.property, .parameter]).map(\.name)
                    + Registry.layoutProperties
                errorSuggesting("default for unknown property \(quoted(key)) of \(component.name)", name: key, in: candidates,
                                at: defaultSpans[component.name]?[key] ?? component.location)
            }
        }
    }

    private func declarationOrder(_ left: TypeDeclaration, _ right: TypeDeclaration) -> Bool {
        spanOrder(left.location, left.name, right.location, right.name)
    }

    private func componentOrder(_ left: ComponentDeclaration, _ right: ComponentDeclaration) -> Bool {
        spanOrder(left.location, left.name, right.location, right.name)
    }
}

/// Orders declarations by where they were written, then by name.
func spanOrder(_ left: SourceSpan?, _ leftName: String, _ right: SourceSpan?, _ rightName: String) -> Bool {
    switch (left, right) {
    case let (left?, right?) where left != right: left < right
    case (nil, _?): false
    case (_?, nil): true
    default: leftName < rightName
    }
}
