import TrellisDiagnostics

extension TemplateChecker {
    /// Reports, for the `deprecated-property` rule, every element whose component and
    /// every attribute whose property (the first name of a key path: `textLabel` of
    /// `textLabel.text`) a manifest marks `deprecated:`, with what to use instead. Each
    /// element and attribute is reported once, however many times its file is included.
    mutating func reportDeprecatedSymbols() {
        guard lintOptions.checks(.deprecatedProperty) else { return }
        var reported: Set<SourceSpan> = []
        for node in template.nodes {
            guard let component = node.component else { continue }
            if let deprecation = registry.component(named: component)?.deprecation, reported.insert(node.location).inserted {
                report(.warning(.deprecatedProperty, "'\(component)' is deprecated: \(deprecation)", at: node.location), in: node.instance)
            }
            for attribute in node.attributes {
                guard let deprecation = context.lookups.deprecation(ofAttribute: attribute.name, on: component),
                      reported.insert(attribute.attribute.nameSpan).inserted
                else { continue }
                report(.warning(
                    .deprecatedProperty,
                    "'\(deprecation.symbol)' of \(component) is deprecated: \(deprecation.message)",
                    at: attribute.attribute.nameSpan
                ), in: attribute.instance)
            }
        }
    }
}
