import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

extension TemplateResolver {
    /// Reads `<param name="…" type="…"/>`; reports missing or unknown attributes, unknown
    /// types, content and duplicates. Types are registry names or Layout's spellings of
    /// them (``LayoutTypeNames``: `Array<Int>`, `NSArray`, …).
    mutating func declareParam(_ element: XMLElement, instance: Int, existing: [ParamDeclaration]) -> ParamDeclaration? {
        guard let (name, typeAttribute) = declaration(element, valueAttribute: "type", instance: instance) else { return nil }
        let typeName = typeAttribute.value.trimmedBlanks
        guard let type = registry.resolveType(named: typeName) ?? registry.resolveType(named: LayoutTypeNames.registryName(typeName)) else {
            report(.error(
                "unknown type '\(typeName)' of param '\(name.value)'\(Suggestions.didYouMean(typeName, in: registry.typeNames))",
                at: typeAttribute.valueSpan
            ), in: instance)
            return nil
        }
        if let first = existing.first(where: { $0.name == name.value }) {
            report(.error("param '\(name.value)' is declared twice on this node", at: name.valueSpan,
                          notes: [DiagnosticNote("first declared here", at: first.location)]), in: instance)
            return nil
        }
        return ParamDeclaration(name: name.value, type: type, typeName: typeName, location: element.nameSpan, instance: instance)
    }

    /// Reads `<macro name="…" value="…"/>`; its value is parsed now so syntax errors are
    /// reported once, at the definition, even when the macro is never used.
    mutating func declareMacro(_ element: XMLElement, instance: Int, into macros: inout [String: MacroBinding]) {
        guard let (name, value) = declaration(element, valueAttribute: "value", instance: instance) else { return }
        if let first = macros[name.value] {
            report(.error("macro '\(name.value)' is declared twice on this node", at: name.valueSpan,
                          notes: [DiagnosticNote("first declared here", at: first.location)]), in: instance)
            return
        }
        let parsed = ExpressionParser.parse(value.value, locator: value.locator)
        for diagnostic in parsed.diagnostics { report(diagnostic, in: instance) }
        let definition = MacroDefinition(name: name.value, text: value.value, locator: value.locator)
        macros[name.value] = MacroBinding(definition: definition, location: value.valueSpan)
    }

    /// The `name` attribute and the other required attribute of a `<param>` or `<macro>`,
    /// after reporting unexpected attributes, content and missing values.
    private mutating func declaration(_ element: XMLElement, valueAttribute: String, instance: Int) -> (XMLAttribute, XMLAttribute)? {
        let expected = ["name", valueAttribute]
        for attribute in element.attributes where !expected.contains(attribute.name) {
            report(.error(
                "unexpected attribute '\(attribute.name)' of '<\(element.name)>'; expected 'name' and '\(valueAttribute)'",
                at: attribute.nameSpan
            ), in: instance)
        }
        if element.children.contains(where: { !$0.isIgnorable }) {
            report(.error("'<\(element.name)>' cannot have children or text", at: element.nameSpan), in: instance)
        }
        guard let name = element.attribute(named: "name"), !name.value.trimmedBlanks.isEmpty else {
            report(.error("'<\(element.name)>' needs a 'name' attribute", at: element.nameSpan), in: instance)
            return nil
        }
        guard let value = element.attribute(named: valueAttribute), !value.value.trimmedBlanks.isEmpty else {
            report(.error("'<\(element.name) name=\"\(name.value)\">' needs a '\(valueAttribute)' attribute", at: element.nameSpan), in: instance)
            return nil
        }
        return (name, value)
    }
}
