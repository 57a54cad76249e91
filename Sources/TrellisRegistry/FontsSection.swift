import TrellisDiagnostics

/// Reads `fonts:`: the default size, families, weights, traits, text styles and named
/// fonts of the font grammar.
enum FontsSection {
    static let keys = ["defaultSize", "families", "weights", "traits", "textStyles", "named"]

    static func parse(_ node: YAMLNode, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        guard let entries = reader.entries(of: node, in: "'fonts'") else { return }
        reader.rejectUnknownKeys(entries, allowed: keys, in: "'fonts'")
        var block = FontBlock()
        for entry in entries {
            switch entry.key {
            case "defaultSize":
                if let size = positiveNumber(entry.value, for: "'defaultSize' of 'fonts'", reader: &reader) {
                    block.defaultSize = (size, reader.span(entry.value))
                }
            case "families":
                block.families = families(entry.value, reader: &reader)
            case "weights":
                block.weights = words(entry.value, key: "weights", what: "font weight", reader: &reader)
            case "traits":
                block.traits = words(entry.value, key: "traits", what: "font trait", reader: &reader)
            case "textStyles":
                block.textStyles = textStyles(entry.value, reader: &reader)
            case "named":
                block.named = namedFonts(entry.value, reader: &reader)
            default:
                break
            }
        }
        builder.addFonts(block)
    }

    private static func positiveNumber(_ node: YAMLNode, for description: String, reader: inout ManifestReader) -> Double? {
        guard let value = reader.number(node, for: description) else { return nil }
        guard value > 0 else {
            reader.error("expected a size greater than zero for \(description)", at: reader.span(node))
            return nil
        }
        return value
    }

    /// Family names: words separated by single spaces, without quotes.
    private static func families(_ node: YAMLNode, reader: inout ManifestReader) -> [FontBlock.Entry] {
        guard let elements = reader.elements(of: node, in: "'families' of 'fonts'") else { return [] }
        return elements.compactMap { element in
            guard let name = reader.name(element, expected: "a font family name in 'fonts'") else { return nil }
            guard isFamilyName(name) else {
                reader.error("invalid font family \(quoted(name)); expected words separated by single spaces, without quotes",
                             at: reader.span(element))
                return nil
            }
            return FontBlock.Entry(name: name, span: reader.span(element))
        }
    }

    /// Whether `name` is words separated by single spaces, without quotes or other spacing.
    private static func isFamilyName(_ name: String) -> Bool {
        var previousIsSpace = true
        for byte in name.utf8 {
            let isSpace = byte == UInt8(ascii: " ")
            if (isSpace && previousIsSpace) || byte == UInt8(ascii: "'") || byte < 0x20 { return false }
            previousIsSpace = isSpace
        }
        return !previousIsSpace
    }

    /// Weights or traits: identifiers.
    private static func words(_ node: YAMLNode, key: String, what: String, reader: inout ManifestReader) -> [FontBlock.Entry] {
        guard let elements = reader.elements(of: node, in: "'\(key)' of 'fonts'") else { return [] }
        return elements.compactMap { element in
            reader.identifier(element, what: what, context: "in 'fonts'").map { FontBlock.Entry(name: $0, span: reader.span(element)) }
        }
    }

    private static func textStyles(_ node: YAMLNode, reader: inout ManifestReader) -> [(entry: FontBlock.Entry, size: Double)] {
        guard let entries = reader.entries(of: node, in: "'textStyles' of 'fonts'") else { return [] }
        return entries.compactMap { entry in
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: "text style", context: "in 'fonts'"),
                  let size = positiveNumber(entry.value, for: "text style \(quoted(entry.key))", reader: &reader)
            else { return nil }
            return (FontBlock.Entry(name: entry.key, span: entry.keySpan), size)
        }
    }

    private static func namedFonts(_ node: YAMLNode, reader: inout ManifestReader) -> [FontBlock.NamedFont] {
        guard let entries = reader.entries(of: node, in: "'named' of 'fonts'") else { return [] }
        return entries.compactMap { entry in
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: "named font", context: "in 'fonts'"),
                  let text = reader.scalar(entry.value, expected: "a font expression for named font \(quoted(entry.key))")
            else { return nil }
            let source = NamedFontSource(span: reader.span(entry.value), locator: reader.verbatimLocator(entry.value))
            return FontBlock.NamedFont(name: entry.key, text: text, keySpan: entry.keySpan, value: source)
        }
    }
}
