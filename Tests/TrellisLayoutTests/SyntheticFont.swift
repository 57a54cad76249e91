/// A tiny, valid TrueType file built byte by byte, to test the font reader without font
/// files: 4 glyphs with advances 500, 600, 700, 800 (glyph 0 is `.notdef`), 1000 units
/// per em, ascender 800, descender -200, line gap 100, `xAvgCharWidth` 550.
struct SyntheticFont {
    /// Tables as (tag, bytes); edit them to make corrupt fonts.
    var tables: [(tag: String, bytes: [UInt8])]

    /// A font whose `cmap` maps U+0041…U+0043 to glyphs 1…3 (format 4), or, with
    /// `format12`, U+1F600…U+1F601 to glyphs 2…3 as well (format 12).
    init(format12: Bool = false) {
        var head = [UInt8](repeating: 0, count: 54)
        head.put16(1000, at: 18)
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.put16(800, at: 4)
        hhea.put16(UInt16(bitPattern: -200), at: 6)
        hhea.put16(100, at: 8)
        hhea.put16(4, at: 34)
        var maxp = [UInt8](repeating: 0, count: 6)
        maxp.put32(0x0000_5000, at: 0)
        maxp.put16(4, at: 4)
        var hmtx: [UInt8] = []
        for advance: UInt16 in [500, 600, 700, 800] { hmtx.append16(advance); hmtx.append16(0) }
        var os2 = [UInt8](repeating: 0, count: 78)
        os2.put16(550, at: 2)
        tables = [("head", head), ("hhea", hhea), ("maxp", maxp), ("hmtx", hmtx), ("OS/2", os2), ("cmap", Self.cmap(format12: format12))]
    }

    /// A `cmap` with one format 4 subtable (3, 1), and a format 12 one (3, 10) if asked.
    private static func cmap(format12: Bool) -> [UInt8] {
        var format4: [UInt8] = []
        for value: UInt16 in [4, 32, 0, 4, 4, 1, 0] { format4.append16(value) }  // format, length, language, segCountX2, search fields
        for value: UInt16 in [0x43, 0xFFFF, 0, 0x41, 0xFFFF] { format4.append16(value) }  // endCode, pad, startCode
        for value: UInt16 in [UInt16(bitPattern: Int16(1 - 0x41)), 1, 0, 0] { format4.append16(value) }  // idDelta, idRangeOffset
        var groups: [UInt8] = []
        for value: UInt16 in [12, 0] { groups.append16(value) }
        for value: UInt32 in [40, 0, 2, 0x41, 0x43, 1, 0x1F600, 0x1F601, 2] { groups.append32(value) }
        let subtableCount: UInt16 = format12 ? 2 : 1
        var table: [UInt8] = []
        table.append16(0)
        table.append16(subtableCount)
        let firstOffset = 4 + Int(subtableCount) * 8
        table.append16(3); table.append16(1); table.append32(UInt32(firstOffset))
        if format12 { table.append16(3); table.append16(10); table.append32(UInt32(firstOffset + format4.count)) }
        return table + format4 + (format12 ? groups : [])
    }

    /// The file: the table directory, then each table.
    var bytes: [UInt8] {
        var file: [UInt8] = []
        file.append32(0x0001_0000)
        file.append16(UInt16(tables.count))
        file.append16(0); file.append16(0); file.append16(0)
        var offset = 12 + tables.count * 16
        for (tag, bytes) in tables {
            file += Array(tag.utf8)
            file.append32(0)
            file.append32(UInt32(offset))
            file.append32(UInt32(bytes.count))
            offset += bytes.count
        }
        for (_, bytes) in tables { file += bytes }
        return file
    }

    /// Replaces the bytes of table `tag`.
    mutating func replace(_ tag: String, with bytes: [UInt8]) {
        tables = tables.map { $0.tag == tag ? (tag, bytes) : $0 }
    }

    /// Removes table `tag`.
    mutating func remove(_ tag: String) {
        tables.removeAll { $0.tag == tag }
    }
}

extension Array where Element == UInt8 {
    mutating func append16(_ value: UInt16) {
        append(UInt8(value >> 8)); append(UInt8(value & 0xFF))
    }

    mutating func append32(_ value: UInt32) {
        append16(UInt16(value >> 16)); append16(UInt16(value & 0xFFFF))
    }

    mutating func put16(_ value: UInt16, at offset: Int) {
        self[offset] = UInt8(value >> 8); self[offset + 1] = UInt8(value & 0xFF)
    }

    mutating func put32(_ value: UInt32, at offset: Int) {
        put16(UInt16(value >> 16), at: offset); put16(UInt16(value & 0xFFFF), at: offset + 2)
    }
}
