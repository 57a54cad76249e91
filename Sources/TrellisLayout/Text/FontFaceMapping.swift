extension FontFace {
    /// The face that stands in for `font` when measuring.
    ///
    /// The mapping, applied to the family name compared case-insensitively with spaces,
    /// hyphens and underscores removed:
    ///
    /// * **Monospace** (DejaVu Sans Mono): the `monospace` trait, `Courier`, `Courier New`,
    ///   `Menlo`, `Monaco`, `SF Mono`, or any name containing `mono`.
    /// * **Serif** (DejaVu Serif): `Times`, `Times New Roman`, `Georgia`, `Baskerville`,
    ///   `Palatino`, `Didot`, `Charter`, `Cochin`, `Hoefler Text`, `Bodoni 72`, `Big Caslon`,
    ///   `Iowan Old Style`, `New York`, `Athelas`, `Rockwell`, `Superclarendon`,
    ///   `American Typewriter`, or any name containing `serif` but not `sans`.
    /// * **Sans** (DejaVu Sans): everything else — `System`, `Helvetica`, `Helvetica Neue`,
    ///   `Arial`, `Avenir`, `Gill Sans`, `Futura`, unknown names.
    ///
    /// A PostScript name's family part is matched by prefix (`TimesNewRomanPS-BoldMT` is
    /// Times New Roman). **Bold** face: weight `semibold` or heavier, the `bold` trait, the
    /// `SystemBold` family, or a PostScript style suffix containing `bold`, `semibold`,
    /// `heavy` or `black`. **Italic** (Oblique for Sans and Mono) face: the `italic` trait,
    /// the `SystemItalic` family, or a suffix containing `italic` or `oblique`.
    /// `condensed` and `expanded` are ignored (measured with the regular width).
    public init(for font: FontSpec) {
        let parts = font.family.split(separator: "-", maxSplits: 1)
        let family = Self.normalized(parts.first.map(String.init) ?? "")
        let suffix = parts.count > 1 ? Self.normalized(String(parts[1])) : ""

        var bold = font.weight >= .semibold || font.traits.contains(.bold)
        var italic = font.traits.contains(.italic)
        if family == "systembold" { bold = true }
        if family == "systemitalic" { italic = true }
        if ["bold", "heavy", "black"].contains(where: { suffix.contains($0) }) { bold = true }
        if ["italic", "oblique"].contains(where: { suffix.contains($0) }) { italic = true }

        let style: Style
        if font.traits.contains(.monospace) || Self.hasKnownPrefix(family, Self.monospaceFamilies) || family.contains("mono") {
            style = .monospace
        } else if Self.hasKnownPrefix(family, Self.serifFamilies) || (family.contains("serif") && !family.contains("sans")) {
            style = .serif
        } else {
            style = .sans
        }
        self.init(style: style, bold: bold, italic: italic)
    }

    static let monospaceFamilies = ["courier", "menlo", "monaco", "sfmono"]

    static let serifFamilies = [
        "times", "georgia", "baskerville", "palatino", "didot", "charter", "cochin", "hoeflertext", "bodoni",
        "bigcaslon", "iowanoldstyle", "newyork", "athelas", "rockwell", "superclarendon", "americantypewriter",
    ]

    private static func hasKnownPrefix(_ family: String, _ known: [String]) -> Bool {
        known.contains { family.hasPrefix($0) }
    }

    /// Lowercased ASCII with spaces, hyphens, underscores and quotes removed.
    private static func normalized(_ name: String) -> String {
        String(String.UnicodeScalarView(name.lowercased().unicodeScalars.filter { !" -_'\"".unicodeScalars.contains($0) }))
    }
}
