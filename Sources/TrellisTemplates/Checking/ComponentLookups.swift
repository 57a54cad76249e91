/// The memoized lookups of one component, keyed by name alone: a node fetches its
/// component's table once, so each attribute and each name an expression reads hashes one
/// string instead of a component and a name.
///
/// A reference type shared by every node of the component in one compilation session
/// (``RegistryLookups/table(for:)``); confined to that session. It answers misses through
/// the session's ``RegistryLookups``, passed in rather than kept, so the two do not own
/// each other.
final class ComponentLookups {
    let component: String
    private var keyPaths: [String: RegistryLookups.KeyPathLookup?] = [:]
    private var attributes: [String: RegistryLookups.AttributeKind] = [:]

    init(component: String) {
        self.component = component
    }

    /// The key path resolved on the component with its expected type, or `nil` when any
    /// part is unknown.
    func lookup(_ path: String, in lookups: RegistryLookups) -> RegistryLookups.KeyPathLookup? {
        if let cached = keyPaths[path] { return cached }
        let lookup = lookups.lookup(path, on: component)
        keyPaths[path] = lookup
        return lookup
    }

    /// The component's layout policy (`absolute`, `row`, `stack`, …).
    func layoutPolicy(in lookups: RegistryLookups) -> String {
        if let policy { return policy }
        let found = lookups.registry.layoutPolicy(of: component)
        policy = found
        return found
    }

    /// The manifest's default expressions along the component's lineage (see
    /// ``RegistryLookups/defaults(of:)``).
    func defaults(in lookups: RegistryLookups) -> [RegistryLookups.DefaultExpression] {
        if let defaults { return defaults }
        let found = lookups.defaults(of: component)
        defaults = found
        return found
    }

    private var policy: String?
    private var defaults: [RegistryLookups.DefaultExpression]?

    /// What an attribute name is on the component.
    func attribute(_ name: String, in lookups: RegistryLookups) -> RegistryLookups.AttributeKind {
        if let cached = attributes[name] { return cached }
        let kind = lookups.attribute(name, on: component)
        attributes[name] = kind
        return kind
    }
}
