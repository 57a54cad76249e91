import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Assembles the IR of a checked template (files are named relative to their template root).
enum IRBuilder {
    static func template(file: TemplateFile, resolved: ResolvedTemplate, checker: TemplateChecker) -> IRTemplate {
        let inputs = checker.inputs.entries.keys.sorted().compactMap { name -> IRInput? in
            guard let entry = checker.inputs.entries[name] else { return nil }
            return IRInput(name: name, type: entry.resolvedType, isConstant: entry.isConstant, locations: entry.locations.sorted())
        }
        var ids: [IRIdentifier] = []
        for node in checker.nodes {
            if let id = node.id { ids.append(IRIdentifier(id: id, node: node.index)) }
        }
        ids.sort { ($0.id, $0.node) < ($1.id, $1.node) }
        return IRTemplate(
            source: file.name,
            inputs: inputs,
            params: checker.nodes.first?.params ?? [],
            outlets: checker.outlets.sorted { ($0.node, $0.value.location) < ($1.node, $1.value.location) },
            actions: checker.actions.sorted { ($0.node, $0.event) < ($1.node, $1.event) },
            ids: ids,
            dependencies: resolved.dependencies.sorted(),
            nodes: checker.nodes
        )
    }
}
