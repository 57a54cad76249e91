import TrellisTemplates

/// The outline of a template: its element tree, each element named by its component and
/// its `id` and `outlet`, `<param>` and `<macro>` declarations by their names.
enum TemplateSymbols {
    /// The symbols of `document`, or none when its XML cannot be read.
    static func symbols(of document: DocumentText) -> [DocumentSymbol] {
        guard let root = XMLReader().read(document.source).document?.root else { return [] }
        return [symbol(root, in: document, depth: 0)]
    }

    /// Nesting deeper than the XML reader allows never reaches here; `depth` bounds it anyway.
    private static func symbol(_ element: XMLElement, in document: DocumentText, depth: Int) -> DocumentSymbol {
        let declared = element.name == TemplateKeywords.param || element.name == TemplateKeywords.macro
        var name = element.name
        var details: [String] = []
        if declared, let declaredName = element.attribute(named: "name")?.value {
            name = declaredName
            details.append(element.name)
        } else {
            if let id = element.attribute(named: TemplateKeywords.id)?.value { name += " #\(id)" }
            if let outlet = element.attribute(named: TemplateKeywords.outlet)?.value { details.append("outlet \(outlet)") }
        }
        let children: [DocumentSymbol] = depth >= 256 ? [] : element.children.compactMap { node in
            guard case let .element(child) = node else { return nil }
            return symbol(child, in: document, depth: depth + 1)
        }
        let span = element.span
        let nameSpan = element.nameSpan
        return DocumentSymbol(
            name: name, detail: details.isEmpty ? nil : details.joined(separator: ", "),
            kind: element.name == TemplateKeywords.param ? .variable : element.name == TemplateKeywords.macro ? .constant : .class,
            range: document.range(offset: span.offset, length: span.length),
            selectionRange: document.range(offset: nameSpan.offset, length: nameSpan.length),
            children: children)
    }
}
