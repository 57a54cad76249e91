import TrellisRegistry

/// The text `trellis describe` prints for a component.
///
/// The format is stable, for people and scripts alike:
///
///     alpha: CGFloat              every settable property, inherited ones and the frame
///     ...                         properties (top, left, width, …) included: `name: Type`,
///     width: CGFloat              sorted by name, not indented
///
///     parameters:                 constructor parameters (sections below appear only
///       style: UITableViewStyle   when non-empty; entries are indented two spaces and
///                                 sorted by name)
///     readonly:                   read-only symbols: `name: Type`
///     actions:                    control events: `name: Selector`
///     defaults:                   default expressions: `name: expression`
///     unavailable:                names that cannot be set: `name: hint`
///
///     body: text                  the body property, when there is one
///     layout: absolute            the layout policy, always
///     superclasses: UIView        the superclass chain, nearest first, when there is one
///
/// Sections are separated by one empty line. Inherited entries are included everywhere;
/// a subclass's declaration wins over its superclass's.
enum ComponentDescription {
    static func text(of name: String, in registry: Registry) -> String {
        var lines: [String] = []
        var properties: [String: String] = [:]
        for frameProperty in Registry.layoutProperties { properties[frameProperty] = "CGFloat" }
        for symbol in registry.symbols(of: name, roles: [.property]) { properties[symbol.name] = symbol.typeName }
        lines += properties.keys.sorted().compactMap { key in properties[key].map { "\(key): \($0)" } }

        var sections: [(String, [String])] = []
        sections.append(("parameters", typed(registry.symbols(of: name, roles: [.parameter]))))
        sections.append(("readonly", typed(registry.symbols(of: name, roles: [.readonly]))))
        sections.append(("actions", typed(registry.symbols(of: name, roles: [.action]))))
        sections.append(("defaults", inherited(\.defaults, of: name, in: registry)))
        sections.append(("unavailable", inherited(\.unavailable, of: name, in: registry)))
        for (title, entries) in sections where !entries.isEmpty {
            lines.append("")
            lines.append("\(title):")
            lines += entries.map { "  \($0)" }
        }

        lines.append("")
        if let body = registry.bodyProperty(of: name) { lines.append("body: \(body)") }
        lines.append("layout: \(registry.layoutPolicy(of: name))")
        let superclasses = registry.lineage(of: name).dropFirst()
        if !superclasses.isEmpty { lines.append("superclasses: \(superclasses.joined(separator: ", "))") }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func typed(_ symbols: [PropertyDeclaration]) -> [String] {
        symbols.map { "\($0.name): \($0.typeName)" }
    }

    /// Entries of a per-component table along the lineage; the nearest declaration wins.
    private static func inherited(
        _ table: KeyPath<ComponentDeclaration, [String: String]>, of name: String, in registry: Registry
    ) -> [String] {
        var merged: [String: String] = [:]
        for lineageName in registry.lineage(of: name).reversed() {
            guard let component = registry.components[lineageName] else { continue }
            merged.merge(component[keyPath: table]) { _, nearer in nearer }
        }
        return merged.keys.sorted().compactMap { key in merged[key].map { "\(key): \($0)" } }
    }
}
