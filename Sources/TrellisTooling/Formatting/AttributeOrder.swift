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
        attributes.sorted { lhs, rhs in
            let left = identity.firstIndex(of: lhs.name) ?? identity.count
            let right = identity.firstIndex(of: rhs.name) ?? identity.count
            if left != right { return left < right }
            return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
        }
    }
}
