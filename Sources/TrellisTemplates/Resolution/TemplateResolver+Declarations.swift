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
        guard let type = registry.resolveType(named: typeName)
            ?? registry.resolveType(named: LayoutTypeNames.registryName(typeName))
            ?? appTypeRead(as: typeName, param: name.value, at: typeAttribute.valueSpan, instance: instance)
        else { return nil }
        if let first = existing.first(where: { $0.name == name.value }) {
            report(.error(.duplicateDeclaration, "param '\(name.value)' is declared twice on this node", at: name.valueSpan,
                          notes: [DiagnosticNote("first declared here", at: first.location)]), in: instance)
            return nil
        }
        return ParamDeclaration(name: name.value, type: type, typeName: typeName, location: element.nameSpan, instance: instance)
    }

    /// The type of a param whose type the registry does not know. Layout finds any class of
    /// the app by name at run time, so every name spelled like a type (`User`, `Post`,
    /// `MyApp.Theme`, `[Item]`) is read as `Any`, with a warning saying its uses go unchecked.
    /// A name one slip from a known type (`Strng`) gets the same warning, naming the type it
    /// may mean: apps routinely name models `Post` or `Size` near UIKit's `Font` and `CGSize`,
    /// so closeness alone cannot make it an error. Only text that spells no type at all
    /// (`12x`, `Int]`) is an error.
    private mutating func appTypeRead(as typeName: String, param: String, at span: SourceSpan, instance: Int) -> ValueType? {
        let names = LayoutTypeNames.typeIdentifiers(in: typeName)
        let unknown = names.filter { registry.resolveType(named: LayoutTypeNames.registryName($0)) == nil && !LayoutTypeNames.genericNames.contains($0) }
        guard !unknown.isEmpty, LayoutTypeNames.isTypeSpelling(typeName), let any = registry.resolveType(named: "Any") else {
            report(.error(.unknownType, "unknown type '\(typeName)' of param '\(param)'", at: span), in: instance)
            return nil
        }
        let typeNames = registry.typeNames
        let meant = unknown.lazy.compactMap { name in
            Suggestions.closest(to: name, in: typeNames).flatMap { Self.isLikelyMeant($0, by: name) ? $0 : nil }
        }.first
        let listed = unknown.map { "'\($0)'" }.joined(separator: ", ")
        report(.warning(
            .untypedParam, "param '\(param)' has type \(listed), which no manifest declares, so its value is read as Any and its uses are not type-checked; "
                + (meant.map { "if you meant '\($0)', write that; otherwise " } ?? "")
                + "declare \(unknown.count == 1 ? "it" : "them") under 'types:' in a manifest, with \(unknown.count == 1 ? "its" : "their") members, to check them",
            at: span
        ), in: instance)
        return any
    }

    /// Whether a param type `written` no manifest declares is likely a slip for the known type
    /// `known`: one letter apart (`Strng`), or the name without its framework prefix
    /// (`Label` for `UILabel`). A wider net catches an app's own names (`Post` is two letters
    /// from `Font`), so a hint there would mislead.
    private static func isLikelyMeant(_ known: String, by written: String) -> Bool {
        Suggestions.isOneEditApart(written, known) || ["UI", "CG", "NS"].contains { $0 + written == known }
    }

    /// Reads `<macro name="…" value="…"/>`; its value is parsed now so syntax errors are
    /// reported once, at the definition, even when the macro is never used.
    mutating func declareMacro(_ element: XMLElement, instance: Int, into macros: inout [String: MacroBinding]) {
        guard let (name, value) = declaration(element, valueAttribute: "value", instance: instance) else { return }
        if let first = macros[name.value] {
            report(.error(.duplicateDeclaration, "macro '\(name.value)' is declared twice on this node", at: name.valueSpan,
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
                .invalidDeclaration, "unexpected attribute '\(attribute.name)' of '<\(element.name)>'; expected 'name' and '\(valueAttribute)'",
                at: attribute.nameSpan
            ), in: instance)
        }
        if element.children.contains(where: { !$0.isIgnorable }) {
            report(.error(.invalidDeclaration, "'<\(element.name)>' cannot have children or text", at: element.nameSpan), in: instance)
        }
        guard let name = element.attribute(named: "name"), !name.value.trimmedBlanks.isEmpty else {
            report(.error(.invalidDeclaration, "'<\(element.name)>' needs a 'name' attribute", at: element.nameSpan), in: instance)
            return nil
        }
        guard let value = element.attribute(named: valueAttribute), !value.value.trimmedBlanks.isEmpty else {
            report(.error(.invalidDeclaration, "'<\(element.name) name=\"\(name.value)\">' needs a '\(valueAttribute)' attribute", at: element.nameSpan), in: instance)
            return nil
        }
        return (name, value)
    }
}
