import TrellisDiagnostics

extension TemplateChecker {
    /// The attributes that only place a view in its parent.
    private static let placementAttributes: Set<String> = positionProperties.union(["width", "height"])

    /// Reports, for the `useless-container` rule, every plain `UIView` that only places one
    /// child: below the root, written as `UIView` in the file of its child, placed by an
    /// absolute layout, setting nothing but its frame, declaring no params or macros, with
    /// no body text, and not merged with an included template. Each element is reported
    /// once, however many times its file is included.
    mutating func reportUselessContainers() {
        let includers = Set(template.inclusions.map(\.node))
        var reported: Set<SourceSpan> = []
        for (index, node) in template.nodes.enumerated() {
            guard node.elementName == "UIView", node.component == "UIView", let parent = node.parent,
                  node.children.count == 1, let child = node.children.first,
                  template.nodes[child].instance == node.instance, template.nodes[child].enclosingFrame == node.enclosingFrame,
                  node.params.isEmpty, node.body == nil, node.remoteInclude == nil, !node.isIncomplete, !includers.contains(index),
                  context.layoutPolicy(ofNode: parent) == "absolute",
                  node.attributes.allSatisfy({ Self.placementAttributes.contains($0.name) }),
                  reported.insert(node.location).inserted
            else { continue }
            report(.warning(
                .uselessContainer,
                "this UIView only places its one '\(template.nodes[child].elementName)'; remove it and set the frame on the child",
                at: node.location
            ), in: node.instance)
        }
    }
}
