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
        // The system font, by far the most common, needs no scan of its name.
        if font.family == "System" {
            let bold = font.weight >= .semibold || font.traits.contains(.bold)
            let style: Style = font.traits.contains(.monospace) ? .monospace : .sans
            self.init(style: style, bold: bold, italic: font.traits.contains(.italic))
            return
        }
        // Family and PostScript suffix, lowercased ASCII, without spaces, hyphens,
        // underscores and quotes: one pass over the UTF-8 bytes.
        var family: [UInt8] = []
        var suffix: [UInt8] = []
        var inSuffix = false
        for byte in font.family.utf8 {
            if byte == UInt8(ascii: "-"), !inSuffix {
                inSuffix = true
                continue
            }
            guard !Self.ignoredBytes.contains(byte) else { continue }
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            if inSuffix { suffix.append(lower) } else { family.append(lower) }
        }

        var bold = font.weight >= .semibold || font.traits.contains(.bold)
        var italic = font.traits.contains(.italic)
        if family.elementsEqual("systembold".utf8) { bold = true }
        if family.elementsEqual("systemitalic".utf8) { italic = true }
        if Self.boldSuffixes.contains(where: { suffix.containsBytes($0) }) { bold = true }
        if Self.italicSuffixes.contains(where: { suffix.containsBytes($0) }) { italic = true }

        let style: Style
        if font.traits.contains(.monospace) || Self.monospaceFamilies.contains(where: family.starts(with:))
            || family.containsBytes(Array("mono".utf8))
        {
            style = .monospace
        } else if Self.serifFamilies.contains(where: family.starts(with:))
            || (family.containsBytes(Array("serif".utf8)) && !family.containsBytes(Array("sans".utf8)))
        {
            style = .serif
        } else {
            style = .sans
        }
        self.init(style: style, bold: bold, italic: italic)
    }

    private static let ignoredBytes: [UInt8] = Array(" -_'\"".utf8)
    private static let boldSuffixes = ["bold", "heavy", "black"].map { Array($0.utf8) }
    private static let italicSuffixes = ["italic", "oblique"].map { Array($0.utf8) }
    private static let monospaceFamilies = ["courier", "menlo", "monaco", "sfmono"].map { Array($0.utf8) }
    private static let serifFamilies = [
        "times", "georgia", "baskerville", "palatino", "didot", "charter", "cochin", "hoeflertext", "bodoni",
        "bigcaslon", "iowanoldstyle", "newyork", "athelas", "rockwell", "superclarendon", "americantypewriter",
    ].map { Array($0.utf8) }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs as a contiguous run of bytes.
    fileprivate func containsBytes(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { start in
            self[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
