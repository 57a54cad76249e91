import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Assembles the IR of a checked template, with paths relative to the template root.
enum IRBuilder {
    static func template(file: TemplateFile, resolved: ResolvedTemplate, checker: TemplateChecker, roots: TemplateRoots) -> IRTemplate {
        let root = roots.root(containing: file.path)
        let inputs = checker.inputs.entries.keys.sorted().compactMap { name -> IRInput? in
            guard let entry = checker.inputs.entries[name] else { return nil }
            return IRInput(name: name, type: entry.type, isConstant: entry.isConstant, locations: entry.locations.sorted())
        }
        var ids: [IRIdentifier] = []
        for node in checker.nodes {
            if let id = node.id { ids.append(IRIdentifier(id: id, node: node.index)) }
        }
        ids.sort { ($0.id, $0.node) < ($1.id, $1.node) }
        let template = IRTemplate(
            source: roots.relativePath(of: file.path, preferring: root),
            inputs: inputs,
            params: checker.nodes.first?.params ?? [],
            outlets: checker.outlets.sorted { ($0.node, $0.value.location) < ($1.node, $1.value.location) },
            actions: checker.actions.sorted { ($0.node, $0.event) < ($1.node, $1.event) },
            ids: ids,
            dependencies: resolved.dependencies.map { roots.relativePath(of: $0, preferring: root) }.sorted(),
            nodes: checker.nodes
        )
        return template.mappingFiles { roots.relativePath(of: $0, preferring: root) }
    }
}
