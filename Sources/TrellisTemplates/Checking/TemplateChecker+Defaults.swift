import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

extension TemplateChecker {
    /// Adds the manifest's default expressions for properties the node leaves unset,
    /// except frame defaults made redundant by the other two expressions of their axis
    /// (Layout skips a default `width` when `left` and `right` are set).
    mutating func addDefaults(node: Int, into builder: inout NodeBuilder) {
        let location = template.nodes[node].location
        for expression in context.defaults(ofNode: node) where builder.setKeys[expression.key] == nil {
            let key = expression.key, text = expression.text
            guard !isRedundant(key, builder.setKeys), let lookup = expression.lookup else { continue }
            let resolved = lookup.resolved
            let value = check(
                text: text, locator: FixedLocator(span: location), expected: lookup.expected,
                node: node, frame: 0, instance: template.nodes[node].instance, location: location, memoPlacement: .fixed
            )
            builder.absorb(value)
            collectInputs(value, isConstant: resolved.role == .parameter, instance: template.nodes[node].instance)
            if let property = value.result.property(keyPath: key, type: resolved.type, role: .default, source: text, location: location) {
                builder.properties.append(property)
            }
        }
    }

    private func isRedundant(_ key: String, _ set: SmallMap<SourceSpan>) -> Bool {
        let has = { (name: String) in set[name] != nil }
        switch key {
        case "left": return has("width") && has("right")
        case "right": return has("width") && has("left")
        case "width": return has("left") && has("right")
        case "top": return has("height") && has("bottom")
        case "bottom": return has("height") && has("top")
        case "height": return has("top") && has("bottom")
        default: return false
        }
    }
}

/// Locates every range of a text at one span: for text with no place of its own in a
/// template, such as a manifest's default expression, reported at the node it applies to.
struct FixedLocator: SourceLocator {
    let span: SourceSpan

    func span(for range: Range<Int>) -> SourceSpan { span }
}
