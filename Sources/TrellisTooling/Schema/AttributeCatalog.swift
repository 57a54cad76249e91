import TrellisRegistry

/// An attribute a template may set on an element: a property, constructor parameter or
/// action of the component, or a key path into one (`layer.cornerRadius`,
/// `contentInset.top`).
public struct SettableAttribute: Hashable, Sendable {
    /// The attribute name: the key path.
    public var name: String
    /// The type name declared in the manifest, for documentation.
    public var typeName: String
    /// The type of the value at the end of the path.
    public var type: ValueType
    /// Property, constructor parameter or action.
    public var role: PropertyRole
    /// The component whose declaration the path starts from.
    public var owner: String
}

/// Lists the attributes each component accepts, for editor schemas.
///
/// Key paths are expanded through struct members (virtual ones included) and through the
/// properties of object types, up to ``maximumComponents`` path components, never
/// entering a type already on the path nor the component's own lineage (`mask.alpha` is
/// not listed for UIView). Read-only symbols are not attributes, but the
/// settable properties of a read-only object are (`layer.cornerRadius`). The walk follows
/// the rules of ``Registry/resolveKeyPath(_:on:)``, so every name listed resolves there to
/// the same type and role (the tests check it).
public struct AttributeCatalog: Sendable {
    /// The longest key path listed, in components.
    public static let maximumComponents = 4

    /// The registry components come from.
    public let registry: Registry

    /// A catalog of the components of `registry`.
    public init(registry: Registry) {
        self.registry = registry
    }

    /// The attributes declared by `component` itself (not inherited), with their key path
    /// expansions, sorted by name.
    public func ownAttributes(of component: String) -> [SettableAttribute] {
        var cache = MemberCache()
        return ownAttributes(of: component, cache: &cache)
    }

    /// ``ownAttributes(of:)`` with a cache of type members shared across components.
    func ownAttributes(of component: String, cache: inout MemberCache) -> [SettableAttribute] {
        guard let declaration = registry.components[component] else { return [] }
        var found: [String: SettableAttribute] = [:]
        let lineage = Set(registry.lineage(of: component))
        for symbol in declaration.properties + declaration.parameters + declaration.readonly {
            guard let type = registry.resolveType(named: symbol.typeName) else { continue }
            var pending: [Step] = [Step(name: symbol.name, typeName: symbol.typeName, type: type, role: symbol.role, visited: lineage)]
            while let step = pending.popLast() {
                if step.role != .readonly, found[step.name] == nil {
                    found[step.name] = SettableAttribute(
                        name: step.name, typeName: step.typeName, type: step.type, role: step.role, owner: component
                    )
                }
                let length = componentCount(step.name)
                guard length < Self.maximumComponents, let (key, members) = cache.members(of: step.type, registry: registry),
                      !step.visited.contains(key) else { continue }
                let visited = step.visited.union([key])
                for member in members where length + member.componentCount <= Self.maximumComponents {
                    pending.append(Step(
                        name: step.name + "." + member.name, typeName: member.typeName, type: member.type,
                        role: member.role ?? step.role, visited: visited
                    ))
                }
            }
        }
        return found.values.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// One key path waiting to be listed and expanded.
    private struct Step {
        var name: String
        var typeName: String
        var type: ValueType
        var role: PropertyRole
        /// The struct and object types already on the path (and the component's lineage).
        var visited: Set<String>
    }

    private func componentCount(_ name: String) -> Int {
        name.utf8.reduce(1) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 }
    }
}

/// The members of struct and object types, resolved once per type.
struct MemberCache {
    /// A member a key path can continue with.
    struct Member {
        var name: String
        var typeName: String
        var type: ValueType
        /// The member's own role for object properties; `nil` for struct members, which
        /// share the role of the path's root, except computed ones (a CGRect's `maxX`),
        /// which are read-only.
        var role: PropertyRole?
        var componentCount: Int
    }

    private var members: [String: [Member]] = [:]

    /// The type's name and members, or `nil` for types without members.
    mutating func members(of type: ValueType, registry: Registry) -> (String, [Member])? {
        let name: String
        let isObject: Bool
        switch type.unwrapped {
        case .structure(let structure): (name, isObject) = (structure, false)
        case .object(let object): (name, isObject) = (object, true)
        default: return nil
        }
        if let cached = members[name] { return (name, cached) }
        let declared: [(String, String, PropertyRole?)] = isObject
            ? registry.symbols(of: name).map { ($0.name, $0.typeName, $0.role) }
            : registry.members(of: name).map { ($0.name, $0.typeName, registry.isComputedMember($0.name, of: name) ? .readonly : nil) }
        let resolved = declared.compactMap { member -> Member? in
            registry.resolveType(named: member.1).map {
                Member(name: member.0, typeName: member.1, type: $0, role: member.2,
                       componentCount: member.0.utf8.reduce(1) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 })
            }
        }
        members[name] = resolved
        return (name, resolved)
    }
}
