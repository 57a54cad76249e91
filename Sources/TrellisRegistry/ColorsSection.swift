
/// Reads `colors:`: named colors as hex, `rgb()` or `rgba()` literals, or as a mapping of
/// a `light:` literal and an optional `dark:` one.
enum ColorsSection {
    /// The keys of a color given per appearance.
    static let appearanceKeys = ["light", "dark"]

    static func parse(_ node: YAMLNode, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        guard let entries = reader.entries(of: node, in: "'colors'") else { return }
        for entry in entries {
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: "color name", context: "in 'colors'") else { continue }
            if case .mapping = entry.value.content {
                parseAppearances(entry, reader: &reader, builder: &builder)
                continue
            }
            guard let color = literal(entry.value, name: entry.key, reader: &reader) else { continue }
            builder.addColor(NamedColor(name: entry.key, color: color, location: entry.keySpan))
        }
    }

    /// `name: {light: "#111", dark: "#eee"}`: `light` is required, `dark` optional.
    private static func parseAppearances(_ entry: ManifestEntry, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        let description = "color \(quoted(entry.key))"
        guard let values = reader.entries(of: entry.value, in: description) else { return }
        reader.rejectUnknownKeys(values, allowed: appearanceKeys, in: description)
        let light = values.first { $0.key == "light" }
        let dark = values.first { $0.key == "dark" }
        let lightColor = light.flatMap { literal($0.value, name: entry.key, reader: &reader) }
        let darkColor = dark.flatMap { literal($0.value, name: entry.key, reader: &reader) }
        guard light != nil else {
            reader.error("missing 'light' value for color \(quoted(entry.key))", at: entry.keySpan)
            return
        }
        guard let lightColor, dark == nil || darkColor != nil else { return }
        builder.addColor(NamedColor(name: entry.key, color: lightColor, darkColor: darkColor, location: entry.keySpan))
    }

    /// The color a literal spells, or `nil` after reporting why it is not one.
    private static func literal(_ node: YAMLNode, name: String, reader: inout ManifestReader) -> RGBAColor? {
        guard let text = reader.scalar(node, expected: "a color literal for \(quoted(name))") else { return nil }
        switch ColorLiteral.parse(text) {
        case let .success(color):
            return color
        case let .failure(problem):
            reader.error("invalid color \(quoted(text)) for \(quoted(name)); \(problem.reason)", at: reader.span(node))
            return nil
        }
    }
}
