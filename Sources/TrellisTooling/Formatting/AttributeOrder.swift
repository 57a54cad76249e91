import TrellisTemplates

/// The order ``TemplateFormatter`` writes attributes in: identity first — `id`, `outlet`,
/// `template`, `xml` — then every other attribute in ascending byte order of its name
/// (`backgroundColor`, `center.x`, `height`, `layer.cornerRadius`, `text`, …). The
/// `<param>` and `<macro>` attributes follow the same rule, giving `name` before `type`
/// and `value`.
enum AttributeOrder {
    /// The identity attributes, in the order they are written.
    static let identity: [String] = [
        TemplateKeywords.id, TemplateKeywords.outlet, TemplateKeywords.template, TemplateKeywords.xml,
    ]

    /// `attributes` in house order.
    static func sorted(_ attributes: [XMLAttribute]) -> [XMLAttribute] {
        let keys = attributes.map { (rank: identity.firstIndex(of: $0.name) ?? identity.count, name: $0.name) }
        let order = keys.indices.sorted { lhs, rhs in
            if keys[lhs].rank != keys[rhs].rank { return keys[lhs].rank < keys[rhs].rank }
            return keys[lhs].name.utf8.lexicographicallyPrecedes(keys[rhs].name.utf8)
        }
        return order.map { attributes[$0] }
    }
}
