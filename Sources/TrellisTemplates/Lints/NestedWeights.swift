import TrellisDiagnostics

extension TemplateChecker {
    /// The layout policies that share their space by their children's weights.
    private static let weightedPolicies: Set<String> = ["row", "column"]

    /// Reports, for the `nested-weights` rule (Android's NestedWeights), every row or column
    /// that has a weight in a row or column and shares its own space by the weights of its
    /// children, at its `weight` attribute: its children are measured once to size it and
    /// again to share its space. A spacer is weighted by its default weight.
    mutating func reportNestedWeights() {
        guard lintOptions.checks(.nestedWeights) else { return }
        var reported: Set<SourceSpan> = []
        for (index, node) in template.nodes.enumerated() {
            guard let parent = node.parent, let component = node.component,
                  Self.weightedPolicies.contains(context.layoutPolicy(ofNode: index)),
                  Self.weightedPolicies.contains(context.layoutPolicy(ofNode: parent)),
                  let weight = node.attributes.last(where: { $0.name == "weight" }),
                  let child = node.children.first(where: isWeighted),
                  reported.insert(weight.attribute.nameSpan).inserted
            else { continue }
            let childNode = template.nodes[child]
            let childWeight = childNode.attributes.last { $0.name == "weight" }
            let note = childWeight == nil
                ? DiagnosticNote("'\(childNode.elementName)' has a weight by default", at: childNode.location)
                : DiagnosticNote("a weighted child", at: childWeight?.attribute.nameSpan)
            report(.warning(
                .nestedWeights,
                "nested weights: this '\(component)' has a weight in its '\(template.nodes[parent].elementName)' and shares its own space "
                    + "by its children's weights, so they are measured twice; give it or its children a fixed size",
                at: weight.attribute.nameSpan,
                notes: [note]
            ), in: weight.instance)
        }
    }

    /// Whether node `index` sets a weight or has one by default (a spacer).
    private func isWeighted(_ index: Int) -> Bool {
        let node = template.nodes[index]
        if node.attributes.contains(where: { $0.name == "weight" }) { return true }
        return node.component.flatMap { registry.defaultExpression("weight", of: $0) } != nil
    }
}
