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
    private var keyPaths: [KeyPathKey: ResolvedKeyPath?] = [:]
    private var readable: [String: [String]] = [:]
    private var settable: [String: [String]] = [:]

    private struct KeyPathKey: Hashable {
        var component: String
        var path: String
    }

    init(registry: Registry) {
        self.registry = registry
    }

    /// The key path resolved on `component`, or `nil` when any part is unknown.
    func resolve(_ path: String, on component: String) -> ResolvedKeyPath? {
        let key = KeyPathKey(component: component, path: path)
        if let cached = keyPaths[key] { return cached }
        let resolved = registry.resolveKeyPath(path, on: component)
        keyPaths[key] = resolved
        return resolved
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
}
