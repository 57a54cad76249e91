import TrellisDiagnostics

/// A named font's expression and where it was written, for checking it with the grammar.
struct NamedFontSource {
    var span: SourceSpan
    /// Locates bytes of the expression in its file, when it appears there verbatim.
    var locator: VerbatimLocator?
}

/// Where each font catalog entry was first declared.
struct FontSpans {
    var defaultSize: SourceSpan?
    /// Families and the other lists by ASCII-lowercased name.
    var families: [String: SourceSpan] = [:]
    var weights: [String: SourceSpan] = [:]
    var traits: [String: SourceSpan] = [:]
    var textStyles: [String: SourceSpan] = [:]
    var namedValues: [String: NamedFontSource] = [:]
}

/// One manifest's `fonts:` section.
struct FontBlock {
    struct Entry {
        var name: String
        var span: SourceSpan
    }

    struct NamedFont {
        var name: String
        var text: String
        var keySpan: SourceSpan
        var value: NamedFontSource
    }

    var defaultSize: (value: Double, span: SourceSpan)?
    var families: [Entry] = []
    var weights: [Entry] = []
    var traits: [Entry] = []
    var textStyles: [(entry: Entry, size: Double)] = []
    var named: [NamedFont] = []
}

extension RegistryBuilder {
    /// Adds a manifest's font declarations to the catalog: list entries are added once
    /// (case-insensitively), sizes and named fonts declared differently are errors.
    mutating func addFonts(_ block: FontBlock) {
        if let (value, span) = block.defaultSize {
            if let first = fontSpans.defaultSize {
                if registry.fonts.defaultSize != value {
                    error("conflicting default font size \(formatted(value)); it was first declared as "
                          + formatted(registry.fonts.defaultSize), at: span, firstDeclaredAt: first)
                }
            } else {
                registry.fonts.defaultSize = value
                fontSpans.defaultSize = span
            }
        }
        for entry in block.families where addOnce(entry, to: \.families) { registry.fonts.families.append(entry.name) }
        for entry in block.weights where addOnce(entry, to: \.weights) { registry.fonts.weights.append(entry.name) }
        for entry in block.traits where addOnce(entry, to: \.traits) { registry.fonts.traits.append(entry.name) }
        for (entry, size) in block.textStyles {
            if let first = registry.fonts.textStyles[entry.name] {
                if first != size {
                    error("conflicting size \(formatted(size)) for text style \(quoted(entry.name)); it was first declared as "
                          + formatted(first), at: entry.span, firstDeclaredAt: fontSpans.textStyles[entry.name])
                }
            } else {
                registry.fonts.textStyles[entry.name] = size
                fontSpans.textStyles[entry.name] = entry.span
            }
        }
        for font in block.named {
            if let first = registry.fonts.named[font.name] {
                if first != font.text {
                    error("conflicting redeclaration of named font \(quoted(font.name))", at: font.keySpan,
                          firstDeclaredAt: registry.fonts.namedLocations[font.name])
                }
            } else {
                registry.fonts.named[font.name] = font.text
                registry.fonts.namedLocations[font.name] = font.keySpan
                fontSpans.namedValues[font.name] = font.value
            }
        }
    }

    /// Records a list entry unless one with the same name (ignoring case) exists.
    private mutating func addOnce(_ entry: FontBlock.Entry, to table: WritableKeyPath<FontSpans, [String: SourceSpan]>) -> Bool {
        let key = lowercasedKey(entry.name.utf8)
        guard fontSpans[keyPath: table][key] == nil else { return false }
        fontSpans[keyPath: table][key] = entry.span
        return true
    }
}

/// A number as written in a manifest: `17`, `12.5`.
func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
