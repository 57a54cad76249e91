import TrellisDiagnostics

extension TemplateChecker {
    /// The frame attributes that name a physical edge, and the edge that follows the
    /// reading direction instead.
    private static let directionalEdges = ["left": "leading", "right": "trailing"]

    /// Reports, for the `left-right-not-leading-trailing` rule, every `left` and `right`
    /// frame attribute (Android's RtlHardcoded), with a fix-it renaming it to `leading` or
    /// `trailing` unless the node sets that one too. Each attribute is reported once,
    /// however many times its file is included.
    mutating func reportPhysicalEdges() {
        guard lintOptions.checks(.leftRightNotLeadingTrailing) else { return }
        var reported: Set<SourceSpan> = []
        for node in template.nodes where node.component != nil {
            for attribute in node.attributes {
                guard let edge = Self.directionalEdges[attribute.name] else { continue }
                let span = attribute.attribute.nameSpan
                guard reported.insert(span).inserted else { continue }
                let setsBoth = node.attributes.contains { $0.name == edge }
                report(.warning(
                    .leftRightNotLeadingTrailing,
                    "'\(attribute.name)' stays on the \(attribute.name) in right-to-left languages; use '\(edge)', which follows the reading direction",
                    at: span,
                    fixIt: setsBoth ? nil : FixIt(span: span, replacement: edge)
                ), in: attribute.instance)
            }
        }
    }
}
