
/// Reads `colors:`: named colors as hex, `rgb()` or `rgba()` literals.
enum ColorsSection {
    static func parse(_ node: YAMLNode, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        guard let entries = reader.entries(of: node, in: "'colors'") else { return }
        for entry in entries {
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: "color name", context: "in 'colors'"),
                  let literal = reader.scalar(entry.value, expected: "a color literal for \(quoted(entry.key))")
            else { continue }
            switch ColorLiteral.parse(literal) {
            case let .success(color):
                builder.addColor(NamedColor(name: entry.key, color: color, location: entry.keySpan))
            case let .failure(problem):
                reader.error("invalid color \(quoted(literal)) for \(quoted(entry.key)); \(problem.reason)", at: reader.span(entry.value))
            }
        }
    }
}
