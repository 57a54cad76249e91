import TrellisDiagnostics

/// Font catalog checks: every entry must be reachable by the font grammar, and every named
/// font must be a font expression the grammar reads.
extension RegistryBuilder {
    mutating func validateFonts() {
        let fonts = registry.fonts
        let weights = Set(fonts.weights.map { lowercasedKey($0.utf8) })
        let traits = Set(fonts.traits.map { lowercasedKey($0.utf8) })
        let textStyles = Set(fonts.textStyles.keys.map { lowercasedKey($0.utf8) })
        /// What the grammar reads a word as before reaching the kind of entry being checked
        /// (the grammar tries weights, traits, text styles, `SystemBold`, families, named fonts).
        func earlierReading(of name: String, before rank: Int) -> String? {
            let key = lowercasedKey(name.utf8)
            if let first = key.utf8.first, first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
                return "a font size"
            }
            if rank > 0, weights.contains(key) { return "a font weight" }
            if rank > 1, traits.contains(key) { return "a font trait" }
            if rank > 2, textStyles.contains(key) { return "a text style" }
            if rank > 3, key == "systembold" || key == "systemitalic" { return "'SystemBold' or 'SystemItalic'" }
            return nil
        }
        for trait in fonts.traits {
            if let reading = earlierReading(of: trait, before: 1) {
                error("font trait \(quoted(trait)) has the name of \(reading), so font expressions cannot use it",
                      at: fontSpans.traits[lowercasedKey(trait.utf8)])
            }
        }
        for style in fonts.textStyles.keys.sorted() {
            if let reading = earlierReading(of: style, before: 2) {
                error("text style \(quoted(style)) has the name of \(reading), so font expressions cannot use it",
                      at: fontSpans.textStyles[style])
            }
        }
        for family in fonts.families where !family.contains(" ") {
            if let reading = earlierReading(of: family, before: 4) {
                error("font family \(quoted(family)) has the name of \(reading), so font expressions can name it only in quotes",
                      at: fontSpans.families[lowercasedKey(family.utf8)])
            }
        }
        let grammar = FontGrammar(catalog: fonts)
        for name in fonts.named.keys.sorted() {
            guard case let .failure(problem) = grammar.parse(namedFont: name), let source = fontSpans.namedValues[name] else { continue }
            let location = source.locator?.span(for: problem.range) ?? source.span
            let message = problem.message.hasPrefix("named font") ? problem.message : "invalid named font \(quoted(name)): \(problem.message)"
            error(message, at: location)
        }
    }
}
