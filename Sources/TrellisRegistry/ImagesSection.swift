
/// Reads `images:`: image names with their size in points, `WIDTHxHEIGHT`.
enum ImagesSection {
    static func parse(_ node: YAMLNode, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        guard let entries = reader.entries(of: node, in: "'images'") else { return }
        for entry in entries {
            guard let text = reader.scalar(entry.value, expected: "a size such as '40x40' for image \(quoted(entry.key))")
            else { continue }
            guard let (width, height) = size(text) else {
                reader.error("invalid image size \(quoted(text)) for \(quoted(entry.key)); expected 'WIDTHxHEIGHT' such as '40x40'",
                             at: reader.span(entry.value))
                continue
            }
            builder.addImage(NamedImage(name: entry.key, width: width, height: height, location: entry.keySpan))
        }
    }

    /// `40x40`, `12.5x8`: two decimal numbers joined by `x`.
    static func size(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = decimalNumber(parts[0]), let height = decimalNumber(parts[1]) else { return nil }
        return (width, height)
    }
}
