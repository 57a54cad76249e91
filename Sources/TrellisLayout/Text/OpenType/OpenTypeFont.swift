/// The parts of a TrueType / OpenType font file that text measurement needs: units per
/// em (`head`), vertical metrics (`hhea`, with `OS/2` as a fallback), the average advance
/// (`OS/2`), advance widths (`hmtx`, `maxp`) and the Unicode character map (`cmap`).
///
/// Written by hand because no package on the allowed list reads font files; only the
/// handful of fields above are decoded, and every read is bounds-checked.
struct OpenTypeFont {
    let unitsPerEm: Int
    let ascender: Int
    /// Negative below the baseline, as stored in the font.
    let descender: Int
    let lineGap: Int
    /// `OS/2.xAvgCharWidth`, or `nil` when the font has no usable `OS/2` table.
    let averageAdvance: Int?
    private let advances: [Int]
    private let characterMap: CharacterMap

    init(bytes: [UInt8]) throws(FontFileError) {
        let file = ByteReader(bytes: bytes)
        let version = try file.uint32(at: 0)
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
            throw FontFileError("not a TrueType or OpenType font (version tag 0x\(String(version, radix: 16)))")
        }
        let tables = try Self.tableDirectory(file)
        func table(_ tag: String) throws(FontFileError) -> ByteReader {
            guard let found = tables[tag] else { throw FontFileError("font has no '\(tag)' table") }
            return found
        }

        let head = try table("head")
        let unitsPerEm = Int(try head.uint16(at: 18))
        guard (16...16384).contains(unitsPerEm) else {
            throw FontFileError("table 'head' has unitsPerEm \(unitsPerEm); expected 16 to 16384")
        }
        self.unitsPerEm = unitsPerEm

        let hhea = try table("hhea")
        let os2 = tables["OS/2"]
        var ascender = Int(try hhea.int16(at: 4))
        var descender = Int(try hhea.int16(at: 6))
        var lineGap = Int(try hhea.int16(at: 8))
        if ascender == 0, descender == 0, let os2 {
            ascender = Int(try os2.int16(at: 68))
            descender = Int(try os2.int16(at: 70))
            lineGap = Int(try os2.int16(at: 72))
        }
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        let average = try os2.map { table throws(FontFileError) in Int(try table.int16(at: 2)) }
        self.averageAdvance = average.flatMap { $0 > 0 ? $0 : nil }

        let glyphCount = Int(try table("maxp").uint16(at: 4))
        let metricCount = Int(try hhea.uint16(at: 34))
        guard metricCount >= 1, metricCount <= glyphCount else {
            throw FontFileError("table 'hhea' has numberOfHMetrics \(metricCount); expected 1 to \(glyphCount) (the glyph count)")
        }
        let hmtx = try table("hmtx")
        var advances: [Int] = []
        advances.reserveCapacity(glyphCount)
        for glyph in 0..<metricCount {
            advances.append(Int(try hmtx.uint16(at: glyph * 4)))
        }
        let lastAdvance = advances[advances.count - 1]
        advances.append(contentsOf: repeatElement(lastAdvance, count: glyphCount - metricCount))
        self.advances = advances
        self.characterMap = try CharacterMap(table: try table("cmap"))
    }

    /// The advance width of the glyph `codePoint` maps to, in font units, or `nil` when the
    /// font has no glyph for it.
    func advance(for codePoint: UInt32) throws(FontFileError) -> Int? {
        guard let glyph = try characterMap.glyph(for: codePoint), glyph < advances.count else { return nil }
        return advances[glyph]
    }

    /// Every code point the font maps to a glyph, with that glyph's advance, in increasing
    /// code point order.
    func mappedAdvances() throws(FontFileError) -> [(codePoint: UInt32, advance: Int)] {
        try characterMap.mappings(glyphCount: advances.count).map { ($0.codePoint, advances[$0.glyph]) }
    }

    /// Table tag → slice, each checked to lie inside the file.
    private static func tableDirectory(_ file: ByteReader) throws(FontFileError) -> [String: ByteReader] {
        let count = Int(try file.uint16(at: 4))
        var tables: [String: ByteReader] = [:]
        for index in 0..<count {
            let record = 12 + index * 16
            var tag = ""
            for offset in 0..<4 {
                tag.unicodeScalars.append(Unicode.Scalar(try file.uint8(at: record + offset)))
            }
            let offset = Int(try file.uint32(at: record + 8))
            let length = Int(try file.uint32(at: record + 12))
            tables[tag] = try file.slice(at: offset, length: length, name: "table '\(tag)'")
        }
        return tables
    }
}
