import TrellisRegistry

/// The views the templates of a run place other templates in, so a template checked on its
/// own knows what its root's `parent.` reads: Layout resolves it at run time, from the view
/// the template's root is placed in.
public struct RootContainers: Sendable, Equatable {
    /// The classes of the views each template's root is placed in, by normalized path.
    private var classes: [String: Set<String>] = [:]

    public init() {}

    /// Whether no placement is recorded.
    public var isEmpty: Bool { classes.isEmpty }

    /// Records that the root of the template at `path` is placed in a view of class `container`.
    public mutating func record(_ path: String, placedIn container: String) {
        classes[path, default: []].insert(container)
    }

    /// Adds every placement `other` records.
    public mutating func merge(_ other: RootContainers) {
        classes.merge(other.classes) { $0.union($1) }
    }

    /// The class the root of the template at `path` reads as its parent: the nearest class
    /// every view it is placed in is or inherits from; `nil` when nothing places it or the
    /// views share no class.
    public func container(of path: String, in registry: Registry) -> String? {
        guard let placed = classes[path]?.sorted(), let first = placed.first else { return nil }
        let lineages = placed.dropFirst().map { Set(registry.lineage(of: $0)) }
        return registry.lineage(of: first).first { name in lineages.allSatisfy { $0.contains(name) } }
    }
}
