/// A font's `cmap` subtable: Unicode code point → glyph index.
///
/// Formats 4 (BMP segments) and 12 (segmented coverage) are read; they are what every
/// TrueType and OpenType font with Unicode coverage has. Every read is bounds-checked.
struct CharacterMap {
    private enum Format {
        case segments4(ByteReader, segmentCount: Int)
        case groups12(ByteReader, groupCount: Int)
    }

    private let format: Format

    /// Picks the best Unicode subtable of a `cmap` table: format 12 from a Unicode
    /// platform (0, or 3 with encoding 10) first, else format 4 from platform 0 or (3, 1).
    init(table: ByteReader) throws(FontFileError) {
        let subtableCount = Int(try table.uint16(at: 2))
        var format4: ByteReader?
        var format12: ByteReader?
        for index in 0..<subtableCount {
            let record = 4 + index * 8
            let platform = try table.uint16(at: record)
            let encoding = try table.uint16(at: record + 2)
            let offset = Int(try table.uint32(at: record + 4))
            let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard isUnicode else { continue }
            let subtable = try table.slice(from: offset, name: "table 'cmap'")
            switch try subtable.uint16(at: 0) {
            case 4 where format4 == nil: format4 = subtable
            case 12 where format12 == nil: format12 = subtable
            default: continue
            }
        }
        if let subtable = format12 {
            let groupCount = Int(try subtable.uint32(at: 12))
            try subtable.check(16, groupCount * 12)
            format = .groups12(subtable, groupCount: groupCount)
        } else if let subtable = format4 {
            let segmentCount = Int(try subtable.uint16(at: 6)) / 2
            try subtable.check(14, segmentCount * 8 + 2)
            format = .segments4(subtable, segmentCount: segmentCount)
        } else {
            throw FontFileError("table 'cmap' has no Unicode subtable in format 4 or 12")
        }
    }

    /// The glyph for `codePoint`, or `nil` when the font maps it to no glyph.
    func glyph(for codePoint: UInt32) throws(FontFileError) -> Int? {
        switch format {
        case let .groups12(table, groupCount):
            var low = 0
            var high = groupCount - 1
            while low <= high {
                let middle = (low + high) / 2
                let record = 16 + middle * 12
                let start = try table.uint32(at: record)
                let end = try table.uint32(at: record + 4)
                if codePoint < start {
                    high = middle - 1
                } else if codePoint > end {
                    low = middle + 1
                } else {
                    let glyph = Int(try table.uint32(at: record + 8)) + Int(codePoint - start)
                    return glyph == 0 ? nil : glyph
                }
            }
            return nil
        case let .segments4(table, segmentCount):
            guard codePoint <= 0xFFFF else { return nil }
            return try segmentGlyph(UInt16(codePoint), table: table, segmentCount: segmentCount)
        }
    }

    /// Every (code point, glyph) pair the subtable maps to a glyph below `glyphCount`, in
    /// increasing code point order. Groups or segments that overlap earlier ones are skipped,
    /// so there are at most 0x110000 pairs, and each group yields at most `glyphCount`.
    func mappings(glyphCount: Int) throws(FontFileError) -> [(codePoint: UInt32, glyph: Int)] {
        var result: [(codePoint: UInt32, glyph: Int)] = []
        switch format {
        case let .groups12(table, groupCount):
            for index in 0..<groupCount {
                let record = 16 + index * 12
                let start = Int(min(try table.uint32(at: record), 0x10FFFF))
                let end = Int(min(try table.uint32(at: record + 4), 0x10FFFF))
                let startGlyph = Int(try table.uint32(at: record + 8))
                guard start <= end, startGlyph < glyphCount, result.last.map({ UInt32(start) > $0.codePoint }) ?? true else { continue }
                let last = min(end, start + (glyphCount - 1 - startGlyph))
                for codePoint in start...last where startGlyph + (codePoint - start) != 0 {
                    result.append((UInt32(codePoint), startGlyph + (codePoint - start)))
                }
            }
        case let .segments4(table, segmentCount):
            for index in 0..<segmentCount {
                let start = try table.uint16(at: 14 + segmentCount * 2 + 2 + index * 2)
                let end = try table.uint16(at: 14 + index * 2)
                guard start <= end, result.last.map({ UInt32(start) > $0.codePoint }) ?? true else { continue }
                for codePoint in start...end {
                    if let glyph = try segmentGlyph(codePoint, segment: index, table: table, segmentCount: segmentCount), glyph < glyphCount {
                        result.append((UInt32(codePoint), glyph))
                    }
                }
            }
        }
        return result
    }

    /// The glyph for `codePoint` in a format 4 subtable: finds its segment by binary search.
    private func segmentGlyph(_ codePoint: UInt16, table: ByteReader, segmentCount: Int) throws(FontFileError) -> Int? {
        let startCodes = 14 + segmentCount * 2 + 2
        var low = 0
        var high = segmentCount - 1
        while low <= high {
            let middle = (low + high) / 2
            if codePoint > (try table.uint16(at: 14 + middle * 2)) {
                low = middle + 1
            } else if codePoint < (try table.uint16(at: startCodes + middle * 2)) {
                high = middle - 1
            } else {
                return try segmentGlyph(codePoint, segment: middle, table: table, segmentCount: segmentCount)
            }
        }
        return nil
    }

    /// The glyph for `codePoint` in format 4 segment `segment`, which covers it.
    private func segmentGlyph(_ codePoint: UInt16, segment: Int, table: ByteReader, segmentCount: Int) throws(FontFileError) -> Int? {
        let startCodes = 14 + segmentCount * 2 + 2
        let deltas = startCodes + segmentCount * 2
        let rangeOffsets = deltas + segmentCount * 2
        let start = try table.uint16(at: startCodes + segment * 2)
        let delta = try table.uint16(at: deltas + segment * 2)
        let rangeOffset = Int(try table.uint16(at: rangeOffsets + segment * 2))
        if rangeOffset == 0 {
            let glyph = Int(codePoint &+ delta)
            return glyph == 0 ? nil : glyph
        }
        let address = rangeOffsets + segment * 2 + rangeOffset + Int(codePoint &- start) * 2
        let raw = try table.uint16(at: address)
        guard raw != 0 else { return nil }
        let glyph = Int(raw &+ delta)
        return glyph == 0 ? nil : glyph
    }
}
