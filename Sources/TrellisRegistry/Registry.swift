import TrellisDiagnostics

/// Everything the manifests declare, merged: types, components, fonts, colors, images
/// and custom function signatures.
///
/// Build one with ``RegistryLoader``. Lookups never trap: unknown names give `nil`, and
/// alias chains and inheritance are walked with cycle guards (cycles are reported as
/// diagnostics when the registry is loaded).
public struct Registry: Sendable {
    /// Types by canonical name.
    public internal(set) var types: [String: TypeDeclaration] = [:]
    /// Extra type names (`UIView.ContentMode`) to canonical names.
    public internal(set) var typeAliases: [String: String] = [:]
    /// Components by name.
    public internal(set) var components: [String: ComponentDeclaration] = [:]
    /// What the font grammar accepts.
    public internal(set) var fonts = FontCatalog()
    /// Named colors by name as declared.
    public internal(set) var colors: [String: NamedColor] = [:]
    /// Images with known sizes by name.
    public internal(set) var images: [String: NamedImage] = [:]
    /// Custom function signatures by name.
    public internal(set) var functions: [String: FunctionSignature] = [:]

    /// An empty registry; ``RegistryLoader`` builds a populated one.
    public init() {}

    /// Frame properties every element supports. They are numbers that accept `%` and `auto`.
    public static let layoutProperties: [String] = [
        "top", "left", "bottom", "right", "leading", "trailing",
        "width", "height", "center.x", "center.y",
    ]

    /// Layout policies a component's `layout:` key may name.
    public static let layoutPolicies: [String] = [
        "absolute", "row", "column", "anchor", "root", "spacer", "stack", "scroll", "table", "collection",
        "navigation", "tabs",
    ]

    // MARK: Components

    /// The component named `name`; a module-qualified name (`MyApp.FooView`) falls back
    /// to its last component.
    public func component(named name: String) -> ComponentDeclaration? {
        if let component = components[name] { return component }
        if let dot = name.lastIndex(of: ".") { return components[String(name[name.index(after: dot)...])] }
        return nil
    }

    /// The names of all components, sorted.
    public var componentNames: [String] { components.keys.sorted() }

    /// `name` followed by its superclasses, nearest first (stops at a cycle or an unknown name).
    public func lineage(of name: String) -> [String] {
        var result: [String] = []
        var current = component(named: name)
        while let component = current, !result.contains(component.name) {
            result.append(component.name)
            current = component.superclass.flatMap { components[$0] }
        }
        return result
    }

    /// Whether `name` is `ancestor` or inherits from it.
    public func isSameOrSubclass(_ name: String, of ancestor: String) -> Bool {
        guard let target = component(named: ancestor)?.name else { return false }
        return lineage(of: name).contains(target)
    }

    /// Every symbol of the component, inherited ones included; a subclass's declaration of
    /// a name wins over its superclass's. Sorted by name.
    public func symbols(of componentName: String, roles: Set<PropertyRole> = [.property, .parameter, .readonly, .action])
        -> [PropertyDeclaration]
    {
        var byName: [String: PropertyDeclaration] = [:]
        for name in lineage(of: componentName).reversed() {
            guard let component = components[name] else { continue }
            for symbol in component.properties + component.parameters + component.readonly where roles.contains(symbol.role) {
                byName[symbol.name] = symbol
            }
        }
        return byName.values.sorted { $0.name < $1.name }
    }

    /// The symbol called exactly `name` on the component or its superclasses.
    public func symbol(_ name: String, of componentName: String) -> PropertyDeclaration? {
        for lineageName in lineage(of: componentName) {
            guard let component = components[lineageName] else { continue }
            if let found = (component.properties + component.parameters + component.readonly).first(where: { $0.name == name }) {
                return found
            }
        }
        return nil
    }

    /// The first default expression for `property` along the lineage.
    public func defaultExpression(_ property: String, of componentName: String) -> String? {
        for name in lineage(of: componentName) {
            if let value = components[name]?.defaults[property] { return value }
        }
        return nil
    }

    /// The hint for a name that cannot be set on the component (`frame`), if declared.
    public func unavailableHint(_ name: String, of componentName: String) -> String? {
        for lineageName in lineage(of: componentName) {
            if let hint = components[lineageName]?.unavailable[name] { return hint }
        }
        return nil
    }

    /// The body property (inline text and HTML) along the lineage.
    public func bodyProperty(of componentName: String) -> String? {
        lineage(of: componentName).lazy.compactMap { components[$0]?.body }.first
    }

    /// The layout policy along the lineage (`absolute` when none is declared).
    public func layoutPolicy(of componentName: String) -> String {
        lineage(of: componentName).lazy.compactMap { components[$0]?.layout }.first ?? "absolute"
    }

    // MARK: Types

    /// Resolves a type name as written in a manifest or a `<param type>`: primitives,
    /// declared types and their aliases, components (as object types), `[T]` and `T?`.
    public func resolveType(named rawName: String) -> ValueType? {
        resolveType(named: rawName, depth: 0)
    }

    /// `depth` counts the `[…]` and `?` wrappers and wrapped alias targets already
    /// unwrapped, so that neither a long name nor an alias cycle through a wrapper
    /// (`A: {alias: "[A]"}`) recurses without bound.
    private func resolveType(named rawName: String, depth: Int) -> ValueType? {
        guard depth < 32 else { return nil }
        let name = rawName.trimmingSpaces
        if name.hasSuffix("?") {
            return resolveType(named: String(name.dropLast()), depth: depth + 1).map { .optional($0) }
        }
        if name.hasPrefix("["), name.hasSuffix("]") {
            return resolveType(named: String(name.dropFirst().dropLast()), depth: depth + 1).map { .array($0) }
        }
        var current = name
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            if let primitive = ValueType.primitives[current] { return primitive }
            let canonical = typeAliases[current] ?? current
            if let declaration = types[canonical] {
                switch declaration.kind {
                case let .alias(target):
                    if target.hasSuffix("?") || target.hasPrefix("[") { return resolveType(named: target, depth: depth + 1) }
                    current = target
                    continue
                case .enumeration: return .enumeration(declaration.name)
                case .options: return .options(declaration.name)
                case .structure: return .structure(declaration.name)
                case .opaque: return .opaque(declaration.name)
                case .protocolType: return .protocolType(declaration.name)
                }
            }
            if let component = component(named: current) { return .object(component.name) }
            return nil
        }
        return nil
    }

    /// The number a name stands for where a value of `typeName` is expected (`required` is
    /// 1000 for `UILayoutPriority`): `values:` of that type or of the aliases it names.
    public func namedValue(_ name: String, of typeName: String) -> Double? {
        firstAlongAliases(of: typeName) { $0.namedValues[name] }
    }

    /// The number the constant `name` of the type `typeName` stands for (`UIFont.systemFontSize`
    /// is 14): `constants:` of that type or of the aliases it names.
    public func constant(_ name: String, of typeName: String) -> Double? {
        firstAlongAliases(of: typeName) { $0.constants[name] }
    }

    /// The first value `read` finds in the declaration of `typeName` or, through aliases,
    /// of the types it names; a cycle of aliases ends the walk.
    private func firstAlongAliases(of typeName: String, _ read: (TypeDeclaration) -> Double?) -> Double? {
        var current = typeName
        var visited: Set<String> = []
        while visited.insert(current).inserted, let declaration = typeDeclaration(named: current) {
            if let value = read(declaration) { return value }
            guard case let .alias(target) = declaration.kind else { return nil }
            current = target
        }
        return nil
    }

    /// The declaration of a type by canonical or alias name.
    public func typeDeclaration(named name: String) -> TypeDeclaration? {
        types[typeAliases[name] ?? name]
    }

    /// The cases of an enum or option set (option combinations included), else empty.
    public func cases(of typeName: String) -> [String] {
        switch typeDeclaration(named: typeName)?.kind {
        case let .enumeration(cases)?: cases
        case let .options(cases, combinations)?: cases + combinations.keys.sorted()
        default: []
        }
    }

    /// The members of a struct type, virtual members included.
    public func members(of typeName: String) -> [TypeDeclaration.Member] {
        if case let .structure(members, virtual)? = typeDeclaration(named: typeName)?.kind {
            return members + virtual
        }
        return []
    }

    /// Names of every type a template or manifest may refer to, for suggestions.
    public var typeNames: [String] {
        (Array(ValueType.primitives.keys) + Array(types.keys) + Array(typeAliases.keys) + Array(components.keys)).sorted()
    }

    // MARK: Colors

    /// The named color matching `name`, with or without a `Color` suffix.
    public func namedColor(_ name: String) -> NamedColor? {
        if let color = colors[name] { return color }
        if name.hasSuffix("Color"), let color = colors[String(name.dropLast(5))] { return color }
        return colors[name + "Color"]
    }

    /// This registry with every named color fixed to its value in `appearance`, so that
    /// templates compiled and laid out against it read the colors of that appearance.
    public func resolvingColors(for appearance: Appearance) -> Registry {
        var resolved = self
        resolved.colors = colors.mapValues { named in
            NamedColor(name: named.name, color: named.color(in: appearance), location: named.location)
        }
        return resolved
    }
}

extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
