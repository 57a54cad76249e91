import TrellisExpressions
import TrellisRegistry

/// Memoized registry lookups for one compilation session: key paths resolved on
/// components and the names offered in did-you-mean suggestions.
///
/// Resolving a key path walks a component's lineage and its declarations; templates ask
/// the same questions (`width` on UILabel) thousands of times, so answers are kept.
/// A reference type so lookups can be cached from inside ``CheckingScope/resolve(_:)``,
/// which cannot mutate; it is confined to the session that owns it.
final class RegistryLookups {
    let registry: Registry
    private var keyPaths: [KeyPathKey: KeyPathLookup?] = [:]
    private var readable: [String: [String]] = [:]
    private var settable: [String: [String]] = [:]
    private var unavailable: [KeyPathKey: String?] = [:]
    private var deprecations: [KeyPathKey: (symbol: String, message: String)?] = [:]
    private var anyComponentKeyPaths: [String: ResolvedKeyPath?] = [:]
    private var readableByAnyComponent: [String]?

    private struct KeyPathKey: Hashable {
        var component: String
        var path: String
    }

    init(registry: Registry) {
        self.registry = registry
    }

    /// A key path resolved on a component, with what assigning to it expects; a class so
    /// the memoized answer is shared rather than copied at every attribute (immutable).
    final class KeyPathLookup {
        let resolved: ResolvedKeyPath
        let expected: ExpectedType
        /// Whether the resolved path is a frame property (``Registry/layoutProperties``).
        let isLayoutProperty: Bool
        /// Whether the name looked up positions a view (a stack view ignores it on its
        /// children; see ``TemplateChecker/positionProperties``).
        let isPositionProperty: Bool

        init(resolved: ResolvedKeyPath, expected: ExpectedType, isLayoutProperty: Bool, isPositionProperty: Bool) {
            self.resolved = resolved
            self.expected = expected
            self.isLayoutProperty = isLayoutProperty
            self.isPositionProperty = isPositionProperty
        }
    }

    /// The key path resolved on `component`, or `nil` when any part is unknown.
    func resolve(_ path: String, on component: String) -> ResolvedKeyPath? {
        lookup(path, on: component)?.resolved
    }

    /// The key path resolved on `component` with its expected type, or `nil` when any
    /// part is unknown.
    func lookup(_ path: String, on component: String) -> KeyPathLookup? {
        let key = KeyPathKey(component: component, path: path)
        if let cached = keyPaths[key] { return cached }
        let lookup = registry.resolveKeyPath(path, on: component).map { resolved in
            KeyPathLookup(
                resolved: resolved, expected: ExpectedType(keyPath: resolved),
                isLayoutProperty: Registry.layoutProperties.contains(resolved.path),
                isPositionProperty: TemplateChecker.positionProperties.contains(path)
            )
        }
        keyPaths[key] = lookup
        return lookup
    }

    /// The deprecated symbol an attribute sets on `component` and what to use instead: the
    /// attribute's name itself (`center.x`), else its first name (`textLabel` of
    /// `textLabel.text`), when a manifest marks it `deprecated:`.
    func deprecation(ofAttribute name: String, on component: String) -> (symbol: String, message: String)? {
        let key = KeyPathKey(component: component, path: name)
        if let cached = deprecations[key] { return cached }
        var found: (symbol: String, message: String)?
        if let message = registry.symbol(name, of: component)?.deprecation {
            found = (name, message)
        } else if let dot = name.firstIndex(of: "."), let message = registry.symbol(String(name[..<dot]), of: component)?.deprecation {
            found = (String(name[..<dot]), message)
        }
        deprecations[key] = .some(found)
        return found
    }

    /// The lookups of one component, shared by every node of that component in the session.
    func table(for component: String) -> ComponentLookups {
        if let known = tables[component] { return known }
        let table = ComponentLookups(component: component)
        tables[component] = table
        return table
    }

    private var tables: [String: ComponentLookups] = [:]

    /// The key path read on a view of unknown class (see
    /// ``Registry/resolveKeyPathOnAnyComponent(_:)``), or `nil` when no component declares it.
    func resolveOnAnyComponent(_ path: String) -> ResolvedKeyPath? {
        if let cached = anyComponentKeyPaths[path] { return cached }
        let resolved = registry.resolveKeyPathOnAnyComponent(path)
        anyComponentKeyPaths[path] = resolved
        return resolved
    }

    /// Names an expression can read on some component, each once, sorted.
    func readableNamesOfAnyComponent() -> [String] {
        if let cached = readableByAnyComponent { return cached }
        let names = Set(registry.componentNames.flatMap(readableNames(of:))).sorted()
        readableByAnyComponent = names
        return names
    }

    /// Names an expression can read on the component: frame properties, properties,
    /// constructor parameters and read-only symbols.
    func readableNames(of component: String) -> [String] {
        if let cached = readable[component] { return cached }
        let names = Registry.layoutProperties + registry.symbols(of: component, roles: [.property, .parameter, .readonly]).map(\.name)
        readable[component] = names
        return names
    }

    /// Names an attribute can set on the component: frame properties, properties,
    /// constructor parameters and actions.
    func settableNames(of component: String) -> [String] {
        if let cached = settable[component] { return cached }
        let names = Registry.layoutProperties + registry.symbols(of: component, roles: [.property, .parameter, .action]).map(\.name)
        settable[component] = names
        return names
    }

    /// What an attribute name is on a component.
    enum AttributeKind {
        /// A name the component declares unavailable, with the hint.
        case unavailable(String)
        case keyPath(KeyPathLookup)
        case unknown
    }

    private var attributes: [KeyPathKey: AttributeKind] = [:]

    /// Classifies an attribute name on a component, memoized.
    func attribute(_ name: String, on component: String) -> AttributeKind {
        let key = KeyPathKey(component: component, path: name)
        if let cached = attributes[key] { return cached }
        let kind: AttributeKind
        if let hint = unavailableHint(forAttribute: name, on: component) {
            kind = .unavailable(hint)
        } else if let lookup = lookup(name, on: component) {
            kind = .keyPath(lookup)
        } else {
            kind = .unknown
        }
        attributes[key] = kind
        return kind
    }

    /// The hint for an attribute naming something the component (or an object its key path
    /// goes through) declares unavailable, such as `frame` or `layer.frame`; frame
    /// properties (`center.x`) are always available, on a subview too (`titleLabel.center.y`,
    /// as Layout marks only a view's own `center` unavailable).
    func unavailableHint(forAttribute name: String, on component: String) -> String? {
        guard !Registry.layoutProperties.contains(name) else { return nil }
        if let hint = unavailableHint(name, on: component) { return hint }
        guard name.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let hint = unavailableHint(parts[0], on: component) { return hint }
        for split in 1..<parts.count {
            let prefix = parts[..<split].joined(separator: ".")
            guard case let .object(owner)? = resolve(prefix, on: component)?.type.unwrapped else { continue }
            let rest = parts[split...].joined(separator: ".")
            if Registry.layoutProperties.contains(rest) { return nil }
            if let hint = unavailableHint(rest, on: owner) ?? unavailableHint(parts[split], on: owner) {
                return hint
            }
        }
        return nil
    }

    /// The hint for a name the component declares unavailable (`frame`), along its lineage.
    func unavailableHint(_ name: String, on component: String) -> String? {
        let key = KeyPathKey(component: component, path: name)
        if let cached = unavailable[key] { return cached }
        let hint = registry.unavailableHint(name, of: component)
        unavailable[key] = hint
        return hint
    }

    /// What an element name names.
    enum ElementKind {
        /// A component that can be an element, by its registry name (a module prefix dropped).
        case component(String)
        /// A component that is only a property type.
        case notAnElement(String)
        case unknown
    }

    private var elements: [String: ElementKind] = [:]

    /// The names of the components that can be elements, sorted: what an unknown element
    /// name is measured against.
    private(set) lazy var elementNames: [String] = registry.componentNames.filter { registry.component(named: $0)?.isElement == true }

    /// What the element name `name` names, memoized (the registry's answer is a copy of the
    /// whole declaration).
    func element(named name: String) -> ElementKind {
        if let cached = elements[name] { return cached }
        let kind: ElementKind = switch registry.component(named: name) {
        case let component? where component.isElement: .component(component.name)
        case let component?: .notAnElement(component.name)
        case nil: .unknown
        }
        elements[name] = kind
        return kind
    }

    /// A manifest's default expression for a key path, with the key path resolved on the
    /// component it applies to (`nil` when the component does not declare it).
    struct DefaultExpression {
        var key: String
        var text: String
        var lookup: KeyPathLookup?
    }

    /// The default expressions along the lineage, nearest declaration first, sorted by key
    /// (not memoized here: each component's ``ComponentLookups`` asks once).
    func defaults(of component: String) -> [DefaultExpression] {
        var merged: [String: String] = [:]
        for name in registry.lineage(of: component) {
            for (key, text) in registry.components[name]?.defaults ?? [:] where merged[key] == nil {
                merged[key] = text
            }
        }
        return merged.keys.sorted().compactMap { key in
            merged[key].map { DefaultExpression(key: key, text: $0, lookup: lookup(key, on: component)) }
        }
    }
}
