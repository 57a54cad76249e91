import TrellisRegistry

/// Hover in templates, from the registry: an element's component (its superclass and doc),
/// an attribute's type, doc and default.
struct TemplateHover {
    let registry: Registry

    /// The hover text for the name `name` found in `context` (the context at its start).
    func markdown(for name: String, in context: MarkupContext) -> String? {
        switch context {
        case .elementName:
            return element(name)
        case let .attributeName(element, _):
            return attribute(name, on: element)
        case .attributeValue, .other:
            return nil
        }
    }

    private func element(_ name: String) -> String? {
        guard let component = registry.component(named: name) else { return nil }
        var text = "```\n" + (component.superclass.map { "\(component.name) : \($0)" } ?? component.name) + "\n```"
        if let doc = component.documentation { text += "\n\n" + doc }
        return text
    }

    private func attribute(_ path: String, on element: String) -> String? {
        guard let resolved = registry.resolveKeyPath(path, on: element) else { return nil }
        var text = "```\n\(path): \(resolved.typeName)\n```"
        if let doc = registry.symbol(path, of: element)?.documentation { text += "\n\n" + doc }
        let cases = registry.cases(of: resolved.typeName)
        if !cases.isEmpty { text += "\n\nValues: " + cases.map { "`\($0)`" }.joined(separator: ", ") }
        if let value = registry.defaultExpression(path, of: element) { text += "\n\nDefault: `\(value)`" }
        return text
    }
}
