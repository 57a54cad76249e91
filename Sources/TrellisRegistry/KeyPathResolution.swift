/// A property path resolved on a component: `text`, `contentInset.top`,
/// `layer.transform.translation.z`, `navigationItem.leftBarButtonItem.title`.
public struct ResolvedKeyPath: Hashable, Sendable {
    /// The full path as written.
    public var path: String
    /// The type of the value at the end of the path.
    public var type: ValueType
    /// The declared type name at the end of the path, for messages.
    public var typeName: String
    /// The role of the path: a member of a struct shares its root's role (members of a
    /// read-only struct are read-only); a member of an object type has its own role.
    public var role: PropertyRole
    /// Whether `%` and `auto` are allowed: frame properties, `contentSize.*`, and paths whose
    /// last component is left, right, x, width, top, bottom, y or height.
    public var allowsRelativeSizes: Bool
}

extension Registry {
    /// The members of a `CGRect` that UIKit computes from its origin and size: readable,
    /// never set.
    public static let computedRectMembers: Set<String> = ["minX", "minY", "midX", "midY", "maxX", "maxY"]

    /// Whether `member` of the struct `typeName` is computed and cannot be set.
    public func isComputedMember(_ member: String, of typeName: String) -> Bool {
        canonicalTypeName(typeName) == "CGRect" && Self.computedRectMembers.contains(member)
    }

    /// Path components after which `%` and `auto` are allowed.
    static let relativeSizeComponents: Set<String> = ["left", "right", "x", "width", "top", "bottom", "y", "height"]

    /// Resolves a key path on a component, trying the longest declared name first so that
    /// names containing dots (`center.x`, `transform.rotation`) win over member access.
    /// Returns `nil` if any component of the path is unknown.
    public func resolveKeyPath(_ path: String, on componentName: String) -> ResolvedKeyPath? {
        if Self.layoutProperties.contains(path) {
            return ResolvedKeyPath(path: path, type: .double, typeName: "CGFloat", role: .property, allowsRelativeSizes: true)
        }
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        guard let resolved = resolve(parts, inComponent: componentName, depth: 0) else { return nil }
        let last = parts[parts.count - 1]
        let relative = Self.relativeSizeComponents.contains(last) || parts.first == "contentSize"
        return ResolvedKeyPath(
            path: path, type: resolved.type, typeName: resolved.typeName, role: resolved.role,
            allowsRelativeSizes: relative && resolved.type.unwrapped.isNumeric
        )
    }

    private typealias Step = (type: ValueType, typeName: String, role: PropertyRole)

    /// Key paths are bounded by the number of components; `depth` guards against
    /// pathological registries where a type contains itself.
    private func resolve(_ parts: [String], inComponent componentName: String, depth: Int) -> Step? {
        guard depth < 32 else { return nil }
        if depth > 0, isMemberOfManagedCenter(parts, of: componentName) { return (.double, "CGFloat", .property) }
        for split in stride(from: parts.count, through: 1, by: -1) {
            let head = parts[..<split].joined(separator: ".")
            guard let symbol = symbol(head, of: componentName),
                  let type = resolveType(named: symbol.typeName) else { continue }
            let step: Step = (type, symbol.typeName, symbol.role)
            if split == parts.count { return step }
            if let rest = descend(into: step, Array(parts[split...]), depth: depth + 1) { return rest }
        }
        return nil
    }

    /// Whether `parts` is `center.x` or `center.y` of a component that declares its own
    /// `center` unavailable (a view, whose center Layout manages). Reached through a key path
    /// (`titleLabel.center.y`), these are plain CGFloat properties: Layout marks only the
    /// `center` of a view unavailable, not the members of a subview's center.
    private func isMemberOfManagedCenter(_ parts: [String], of componentName: String) -> Bool {
        parts.count == 2 && parts[0] == "center" && (parts[1] == "x" || parts[1] == "y")
            && unavailableHint("center", of: componentName) != nil
    }

    private func resolve(_ parts: [String], inStruct typeName: String, role: PropertyRole, depth: Int) -> Step? {
        guard depth < 32 else { return nil }
        let members = members(of: canonicalTypeName(typeName))
        for split in stride(from: parts.count, through: 1, by: -1) {
            let head = parts[..<split].joined(separator: ".")
            guard let member = members.first(where: { $0.name == head }),
                  let type = resolveType(named: member.typeName) else { continue }
            let step: Step = (type, member.typeName, role)
            if split == parts.count { return step }
            if let rest = descend(into: step, Array(parts[split...]), depth: depth + 1) { return rest }
        }
        return nil
    }

    private func descend(into step: Step, _ rest: [String], depth: Int) -> Step? {
        switch step.type.unwrapped {
        case let .structure(name): resolve(rest, inStruct: name, role: step.role, depth: depth)
        case let .object(name): resolve(rest, inComponent: name, depth: depth)
        default: nil
        }
    }

    /// The canonical name of a declared type, following aliases.
    func canonicalTypeName(_ name: String) -> String {
        switch resolveType(named: name) {
        case let .structure(canonical)?, let .enumeration(canonical)?, let .options(canonical)?: canonical
        default: name
        }
    }
}
