import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Checks every node of a resolved template against the registry and produces the IR
/// nodes, the template's inputs, outlets, actions and ids, and every diagnostic.
///
/// Nodes are visited once each, in document order, without recursion.
struct TemplateChecker {
    let typeChecker: TypeChecker
    let context: CheckContext
    let assets: AssetCatalog?
    let lintOptions: LintOptions
    var memo: CheckMemo
    var diagnostics: [Diagnostic] = []
    /// Errors reported so far in each file, by name: past the per-file cap
    /// (``Swift/Array/maximumPerFile``) errors are not shown, so they skip suggestions.
    private var errorCounts: [String: Int] = [:]
    var inputs: InputCollector
    /// The params and macros the checked expressions read.
    var declarationUses = DeclarationUses()
    /// The readings of attributes that are no key path, by what they depend on.
    var unknownAttributeReadings: [UnknownAttributeReading.Key: UnknownAttributeReading] = [:]
    var nodes: [IRNode] = []
    var outlets: [IROutlet] = []
    var actions: [IRAction] = []
    /// The node bound so far to each literal outlet name, and where, per outlet owner (the
    /// node of the nearest view controller, or -1 for the template's owner).
    var outletNames: [OutletKey: (span: SourceSpan, node: Int)] = [:]
    /// The first node using each id, per file instance.
    var idsByInstance: [Int: [String: SourceSpan]] = [:]
    /// The key maps of the node checked last, emptied, whose storage the next node reuses.
    private var spareMaps = (setKeys: SmallMap<SourceSpan>(), frame: SmallMap<(span: SourceSpan, result: CheckResult)>())

    var registry: Registry { typeChecker.registry }
    var template: ResolvedTemplate { context.template }

    init(typeChecker: TypeChecker, context: CheckContext, assets: AssetCatalog?, lintOptions: LintOptions, memo: CheckMemo) {
        self.typeChecker = typeChecker
        self.context = context
        self.assets = assets
        self.lintOptions = lintOptions
        self.memo = memo
        inputs = InputCollector(typeChecker: typeChecker)
    }

    /// Checks every node.
    mutating func run() {
        for index in template.nodes.indices {
            nodes.append(checkNode(index))
        }
        reportUnusedDeclarations()
        reportUselessContainers()
        reportDeepNesting()
        reportPhysicalEdges()
        reportNestedWeights()
        reportMissingAccessibilityLabels()
        reportHardcodedText()
        reportDeprecatedSymbols()
    }

    /// What is being built for one node.
    struct NodeBuilder {
        var properties: [IRProperty] = []
        var params: [String: IRParameter] = [:]
        var macros: Set<String> = []
        var idTargets: [String: Int] = [:]
        var paramTargets: [String: Int] = [:]
        var id: String?
        var outlet: String?
        /// Why the node's position expressions are ignored, if they are
        /// (``TemplateChecker/positionIgnoredReason(of:)``).
        var positionIgnoredReason: String?
        /// Key paths set by attributes or body text, with where.
        var setKeys = SmallMap<SourceSpan>()
        /// Frame properties set, with where and their checked expressions.
        var frame = SmallMap<(span: SourceSpan, result: CheckResult)>()
        /// The checked constraints of the `constrain` attribute.
        var constraints: [IRConstraint] = []

        mutating func absorb(_ value: CheckedValue) {
            if !value.result.macros.isEmpty { macros.formUnion(value.result.macros) }
            if !value.idTargets.isEmpty { idTargets.merge(value.idTargets) { first, _ in first } }
            if !value.paramTargets.isEmpty { paramTargets.merge(value.paramTargets) { first, _ in first } }
        }
    }

    private mutating func checkNode(_ index: Int) -> IRNode {
        let node = template.nodes[index]
        var builder = NodeBuilder()
        builder.properties.reserveCapacity(node.attributes.count + 2)
        swap(&builder.setKeys, &spareMaps.setKeys)
        swap(&builder.frame, &spareMaps.frame)
        builder.positionIgnoredReason = positionIgnoredReason(of: index)
        for param in node.params {
            builder.params[param.name] = IRParameter(
                name: param.name, type: param.type, typeName: param.typeName, node: index, value: nil, location: param.location
            )
        }
        if let component = node.component {
            for attribute in node.attributes {
                checkAttribute(attribute, node: index, component: component, into: &builder)
            }
            if let body = node.body { checkBody(body, node: index, component: component, into: &builder) }
            addDefaults(node: index, into: &builder)
            warnAboutFrame(builder.frame, node: index)
        }
        var properties = builder.properties
        builder.properties = []
        properties.sort { $0.keyPath < $1.keyPath }
        builder.setKeys.removeAll()
        builder.frame.removeAll()
        swap(&builder.setKeys, &spareMaps.setKeys)
        swap(&builder.frame, &spareMaps.frame)
        return IRNode(
            index: index, component: node.component ?? node.elementName,
            element: node.component == node.elementName ? nil : node.elementName,
            parent: node.parent, children: node.children,
            layout: context.layoutPolicy(ofNode: index),
            id: builder.id, outlet: builder.outlet, location: node.location,
            properties: properties,
            params: builder.params.isEmpty ? [] : builder.params.values.sorted { $0.name < $1.name },
            macros: builder.macros.isEmpty ? [] : builder.macros.sorted(), idTargets: builder.idTargets, paramTargets: builder.paramTargets,
            remoteInclude: node.remoteInclude.map { IRRemoteInclude(kind: $0.kind.rawValue, url: $0.url) },
            constraints: builder.constraints
        )
    }

    /// Appends a diagnostic found in file instance `instance`, with its inclusion notes.
    mutating func report(_ diagnostic: Diagnostic, in instance: Int) {
        var located = diagnostic
        located.notes += template.instances[instance].notes
        if located.severity == .error { errorCounts[template.instances[instance].file.name, default: 0] += 1 }
        diagnostics.append(located)
    }

    /// Whether the file of `instance` has as many errors as are shown: a further error
    /// there need not look for a did-you-mean suggestion.
    func hasShownAllErrors(in instance: Int) -> Bool {
        errorCounts[template.instances[instance].file.name, default: 0] >= [Diagnostic].maximumPerFile
    }
}

/// A literal outlet name in the scope of its owner.
struct OutletKey: Hashable {
    /// The node of the view controller owning the outlet, or -1 for the template's owner.
    var owner: Int
    var name: String
}

/// A map from a few strings to values, searched linearly: a node sets a handful of key
/// paths, which a linear search finds faster than hashing. Keys and values are kept apart,
/// so the search reads keys only.
struct SmallMap<Value> {
    private(set) var keys: [String] = []
    private var values: [Value] = []

    var count: Int { keys.count }

    /// Removes every entry, keeping the storage.
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    subscript(key: String) -> Value? {
        get { keys.firstIndex(of: key).map { values[$0] } }
        set {
            if let index = keys.firstIndex(of: key) {
                if let newValue {
                    values[index] = newValue
                } else {
                    keys.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
            }
        }
    }
}
