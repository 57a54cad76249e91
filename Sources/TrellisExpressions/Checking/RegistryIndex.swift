import TrellisRegistry

/// Lookups the checker makes for every name, computed once per ``TypeChecker``: the type
/// each registry type name stands for, the cases of enums and option sets, and registry
/// colors by lowercased name. ``Registry`` answers the same questions, but by walking
/// alias chains and sorting keys on every call.
final class RegistryIndex: Sendable {
    /// Every plain type name (primitives, declared types, aliases, components).
    let types: [String: ValueType]
    /// The first dotted component of every type name (`UIView` for `UIView.ContentMode`),
    /// so paths that cannot start with a type are rejected without building names.
    let typeNameHeads: Set<String>
    /// Cases of each enum and option set (option combinations included), in declaration order.
    let cases: [String: [String]]
    /// The same cases as sets, for membership tests.
    let caseSets: [String: Set<String>]
    /// Registry colors by lowercased name, with and without a `Color` suffix (`headercolor`,
    /// `header`); the first name in sorted order wins.
    let colorsByLowercasedName: [String: RGBAColor]
    /// How color names are qualified in messages: `UIColor` when the registry declares it.
    let colorTypeName: String

    init(_ registry: Registry) {
        var types: [String: ValueType] = [:]
        var cases: [String: [String]] = [:]
        for name in registry.typeNames {
            guard let type = registry.resolveType(named: name) else { continue }
            types[name] = type
            switch type {
            case let .enumeration(canonical), let .options(canonical):
                if cases[canonical] == nil { cases[canonical] = registry.cases(of: canonical) }
            default:
                break
            }
        }
        self.types = types
        self.typeNameHeads = Set(types.keys.map { name in name.split(separator: ".").first.map(String.init) ?? name })
        self.cases = cases
        self.caseSets = cases.mapValues(Set.init)
        var colors: [String: RGBAColor] = [:]
        for name in registry.colors.keys.sorted() {
            guard let color = registry.colors[name]?.color else { continue }
            let lowered = name.lowercased()
            let variants = lowered.hasSuffix("color") ? [lowered, String(lowered.dropLast(5))] : [lowered, lowered + "color"]
            for variant in variants where !variant.isEmpty && colors[variant] == nil {
                colors[variant] = color
            }
        }
        self.colorsByLowercasedName = colors
        self.colorTypeName = types["UIColor"] == .color ? "UIColor" : "Color"
    }

    /// Whether a prefix of `components` (all but the last) may name a registry type.
    func mayStartWithType(_ components: [String]) -> Bool {
        components.count >= 2 && typeNameHeads.contains(components[0])
    }

    /// The cases of an enum or option set by canonical name.
    func cases(of type: String) -> [String] {
        cases[type] ?? []
    }

    /// Whether `name` is a case of the enum or option set `type`.
    func isCase(_ name: String, of type: String) -> Bool {
        caseSets[type]?.contains(name) ?? false
    }
}

/// What every check of one ``TypeChecker`` shares, in one immutable object so that a
/// session holds it with a single reference.
final class CheckerContext: Sendable {
    let registry: Registry
    let index: RegistryIndex
    let strings: StringsTable?
    let fonts: FontGrammar
    /// Whether a name read as an input where an enum case or a color was expected is an
    /// error rather than a warning.
    let isStrict: Bool

    init(registry: Registry, strings: StringsTable?, isStrict: Bool) {
        self.registry = registry
        self.index = RegistryIndex(registry)
        self.strings = strings
        self.fonts = FontGrammar(catalog: registry.fonts)
        self.isStrict = isStrict
    }
}
