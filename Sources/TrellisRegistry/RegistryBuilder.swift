import TrellisDiagnostics

/// A type name written in a manifest, kept to be checked once every manifest is loaded.
struct TypeReference {
    var name: String
    var span: SourceSpan
    /// Locates bytes of the name in its file, when the name appears there verbatim.
    var locator: VerbatimLocator?
}

/// Merges declarations from manifests, in load order, into a ``Registry``.
///
/// A declaration repeated with the same content is accepted; one that conflicts with an
/// earlier declaration is an error with a note at the first location. Positions of
/// everything checked after loading (type names, superclasses, body properties, defaults,
/// fonts) are kept here, outside the registry.
struct RegistryBuilder {
    var registry = Registry()
    var diagnostics: [Diagnostic] = []
    var typeReferences: [TypeReference] = []
    /// Where each extra type name (`aliases:`) was first declared.
    var aliasSpans: [String: SourceSpan] = [:]
    /// Per component, where its `extends:`, `body:`, `layout:`, `element:` and `doc:`
    /// values were first declared, and the keys of its defaults and unavailable names.
    var superclassSpans: [String: SourceSpan] = [:]
    var bodySpans: [String: SourceSpan] = [:]
    var layoutSpans: [String: SourceSpan] = [:]
    var elementSpans: [String: SourceSpan] = [:]
    var documentationSpans: [String: SourceSpan] = [:]
    var deprecationSpans: [String: SourceSpan] = [:]
    var defaultSpans: [String: [String: SourceSpan]] = [:]
    var unavailableSpans: [String: [String: SourceSpan]] = [:]
    /// Where each font catalog entry was first declared.
    var fontSpans = FontSpans()

    mutating func error(_ message: String, at location: SourceSpan?, firstDeclaredAt first: SourceSpan? = nil) {
        let notes = first.map { [DiagnosticNote("first declared here", at: $0)] } ?? []
        diagnostics.append(.error(.invalidManifest, message, at: location, notes: notes))
    }

    /// Reports `name`, written at `location`, as not one of `candidates`: `message` is
    /// followed by the closest candidate as "did you mean", offered as a fix-it replacing
    /// the name when `location` covers exactly its bytes (a quoted scalar's does not).
    mutating func errorSuggesting(_ message: String, name: String, in candidates: [String], at location: SourceSpan?) {
        let match = Suggestions.closest(to: name, in: candidates)
        diagnostics.append(.error(
            .invalidManifest, message + Suggestions.didYouMean(match), at: location,
            fixIt: location.flatMap { FixIt.suggestion(match, replacing: name, at: $0) }
        ))
    }

    // MARK: Types

    mutating func addType(_ declaration: TypeDeclaration, aliasSpans: [String: SourceSpan]) {
        let name = declaration.name
        if ValueType.primitives[name] != nil {
            error("\(quoted(name)) is a built-in type and cannot be redeclared", at: declaration.location)
            return
        }
        if let existing = registry.types[name] {
            if !existing.hasSameContent(as: declaration) {
                error("conflicting redeclaration of type \(quoted(name))", at: declaration.location, firstDeclaredAt: existing.location)
            }
            return
        }
        if let canonical = registry.typeAliases[name] {
            error("type \(quoted(name)) is already declared as an alias of \(quoted(canonical))",
                  at: declaration.location, firstDeclaredAt: self.aliasSpans[name])
            return
        }
        if let component = registry.components[name] {
            error("type \(quoted(name)) is already declared as a component", at: declaration.location, firstDeclaredAt: component.location)
            return
        }
        registry.types[name] = declaration
        for alias in declaration.aliases {
            addAlias(alias, of: name, at: aliasSpans[alias] ?? declaration.location)
        }
    }

    private mutating func addAlias(_ alias: String, of canonical: String, at location: SourceSpan?) {
        if ValueType.primitives[alias] != nil {
            error("\(quoted(alias)) is a built-in type and cannot be an alias of \(quoted(canonical))", at: location)
        } else if let existing = registry.typeAliases[alias] {
            if existing != canonical {
                error("alias \(quoted(alias)) is already declared for type \(quoted(existing))", at: location,
                      firstDeclaredAt: aliasSpans[alias])
            }
        } else if let type = registry.types[alias] {
            error("alias \(quoted(alias)) is already declared as a type", at: location, firstDeclaredAt: type.location)
        } else if let component = registry.components[alias] {
            error("alias \(quoted(alias)) is already declared as a component", at: location, firstDeclaredAt: component.location)
        } else {
            registry.typeAliases[alias] = canonical
            aliasSpans[alias] = location
        }
    }

    // MARK: Colors, images and functions

    mutating func addColor(_ color: NamedColor) {
        if let existing = registry.colors[color.name] {
            if existing.color != color.color || existing.darkColor != color.darkColor {
                error("conflicting redeclaration of color \(quoted(color.name))", at: color.location, firstDeclaredAt: existing.location)
            }
            return
        }
        registry.colors[color.name] = color
    }

    mutating func addImage(_ image: NamedImage) {
        if let existing = registry.images[image.name] {
            if existing.width != image.width || existing.height != image.height {
                error("conflicting redeclaration of image \(quoted(image.name))", at: image.location, firstDeclaredAt: existing.location)
            }
            return
        }
        registry.images[image.name] = image
    }

    mutating func addFunction(_ function: FunctionSignature) {
        if let existing = registry.functions[function.name] {
            var withoutLocation = function
            withoutLocation.location = existing.location
            if existing != withoutLocation {
                error("conflicting redeclaration of function \(quoted(function.name))", at: function.location,
                      firstDeclaredAt: existing.location)
            }
            return
        }
        registry.functions[function.name] = function
    }
}

extension TypeDeclaration {
    /// Whether two declarations say the same, wherever they were written.
    func hasSameContent(as other: TypeDeclaration) -> Bool {
        name == other.name && aliases == other.aliases && documentation == other.documentation
            && kind.withoutLocations == other.kind.withoutLocations
    }
}

extension TypeDeclaration.Kind {
    var withoutLocations: TypeDeclaration.Kind {
        guard case let .structure(members, virtual) = self else { return self }
        func strip(_ list: [TypeDeclaration.Member]) -> [TypeDeclaration.Member] {
            list.map { TypeDeclaration.Member(name: $0.name, typeName: $0.typeName, location: nil) }
        }
        return .structure(members: strip(members), virtual: strip(virtual))
    }
}
