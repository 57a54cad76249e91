import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// What checking the attributes of one resolved template needs to share: the tree, the
/// ids, memoized registry lookups, and a record of what the current attribute looked up.
///
/// A reference type because the type checker's scope protocol cannot mutate; it is
/// created and used by one compilation on one thread.
final class CheckContext {
    let template: ResolvedTemplate
    let lookups: RegistryLookups
    let identifiers: NodeIdentifiers
    /// What the attribute being checked looked up: one stored property, so starting and
    /// reading a record costs one exclusivity check rather than one per field.
    private(set) var recording = Recording()

    /// The lookups of one attribute and the nodes they reached.
    struct Recording {
        /// The lookups, in order.
        private(set) var queries: [(query: ScopeQuery, answer: ScopeAnswer)] = []
        /// `#id` targets and declaring nodes of params used.
        private(set) var idTargets: [String: Int] = [:]
        private(set) var paramTargets: [String: Int] = [:]

        /// Forgets every record, keeping the queries' storage.
        mutating func reset() {
            if !queries.isEmpty { queries.removeAll(keepingCapacity: true) }
            if !idTargets.isEmpty { idTargets = [:] }
            if !paramTargets.isEmpty { paramTargets = [:] }
        }

        fileprivate mutating func record(_ query: ScopeQuery, _ answer: ScopeAnswer) {
            queries.append((query, answer))
        }

        fileprivate mutating func recordIDTarget(_ id: String, node: Int) {
            idTargets[id] = node
        }

        fileprivate mutating func recordParamTarget(_ name: String, node: Int) {
            paramTargets[name] = node
        }
    }

    /// Each node's component lookups (`nil` for a node naming no component), fetched once
    /// per node rather than hashed with the component at every lookup.
    let componentTables: [ComponentLookups?]

    /// The component the root node's `parent.` reads: the class of the view the templates
    /// of the run place this one in, or `nil` when none does (see ``NodeScope``).
    let rootContainer: String?
    /// Whether an expression read the root's `parent.` without a ``rootContainer``: the
    /// template is then worth checking again once the run knows where it is placed.
    private(set) var readsUnplacedRootParent = false

    init(template: ResolvedTemplate, lookups: RegistryLookups, identifiers: NodeIdentifiers, rootContainer: String? = nil) {
        self.template = template
        self.lookups = lookups
        self.identifiers = identifiers
        self.rootContainer = rootContainer
        self.componentTables = template.nodes.map { node in node.component.map(lookups.table(for:)) }
    }

    func noteUnplacedRootParentRead() {
        readsUnplacedRootParent = true
    }

    /// The key path resolved on node `node`'s component, or `nil` when the node names no
    /// component or any part is unknown.
    func resolve(_ path: String, onNode node: Int) -> ResolvedKeyPath? {
        componentTables[node]?.lookup(path, in: lookups)?.resolved
    }

    /// What attribute `name` is on node `node`'s component `component`.
    func attribute(_ name: String, onNode node: Int, component: String) -> RegistryLookups.AttributeKind {
        guard let table = componentTables[node] else { return lookups.attribute(name, on: component) }
        return table.attribute(name, in: lookups)
    }

    /// The layout policy of node `node`'s component (`absolute` for a node naming none).
    func layoutPolicy(ofNode node: Int) -> String {
        componentTables[node]?.layoutPolicy(in: lookups) ?? "absolute"
    }

    /// The manifest's default expressions for node `node`'s component.
    func defaults(ofNode node: Int) -> [RegistryLookups.DefaultExpression] {
        componentTables[node]?.defaults(in: lookups) ?? []
    }

    /// Forgets the record of the previous attribute.
    func startRecording() {
        recording.reset()
    }

    func recordQuery(_ query: ScopeQuery, _ answer: ScopeAnswer) {
        recording.record(query, answer)
    }

    func recordIDTarget(_ id: String, node: Int) {
        recording.recordIDTarget(id, node: node)
    }

    func recordParamTarget(_ name: String, node: Int) {
        recording.recordParamTarget(name, node: node)
    }
}
