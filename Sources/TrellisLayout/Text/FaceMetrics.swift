/// The metrics of one font face, in font units: what ``TextMeasurer`` needs to measure text.
///
/// The built-in faces come from tables generated from the DejaVu font files and committed
/// as Swift source (`Text/MetricTables/`), so measurement gives the same numbers on every
/// platform with or without the fonts installed. ``FontMetricsProvider`` can load faces
/// from font files at run time instead.
public struct FaceMetrics: Hashable, Sendable {
    /// The face's file name without extension (`DejaVuSans-Bold`).
    public var name: String
    public var unitsPerEm: Int
    /// Height above the baseline (`hhea.ascender`).
    public var ascender: Int
    /// Depth below the baseline, negative (`hhea.descender`).
    public var descender: Int
    /// Extra space between lines (`hhea.lineGap`).
    public var lineGap: Int
    /// The advance of every code point no range covers (`OS/2.xAvgCharWidth`).
    public var defaultAdvance: Int
    /// Advance widths of consecutive code points, sorted by first code point, not overlapping.
    public var advanceRanges: [AdvanceRange]

    /// Advance widths for the consecutive code points `firstCodePoint`, `firstCodePoint + 1`, ….
    public struct AdvanceRange: Hashable, Sendable {
        public var firstCodePoint: UInt32
        public var advances: [UInt16]

        public init(firstCodePoint: UInt32, advances: [UInt16]) {
            self.firstCodePoint = firstCodePoint
            self.advances = advances
        }
    }

    public init(
        name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, defaultAdvance: Int,
        advanceRanges: [AdvanceRange]
    ) {
        self.name = name
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.defaultAdvance = defaultAdvance
        self.advanceRanges = advanceRanges
    }

    /// The code points the committed tables cover: U+0020–U+024F (Basic Latin to Latin
    /// Extended-B) and U+2000–U+206F (General Punctuation).
    public static let tableCodePointRanges: [ClosedRange<UInt32>] = [0x20...0x24F, 0x2000...0x206F]

    /// The advance of `codePoint` in font units: the range entry covering it, else
    /// ``defaultAdvance``.
    public func advance(of codePoint: UInt32) -> Int {
        var low = 0
        var high = advanceRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = advanceRanges[middle]
            if codePoint < range.firstCodePoint {
                high = middle - 1
            } else if codePoint - range.firstCodePoint >= UInt32(range.advances.count) {
                low = middle + 1
            } else {
                return Int(range.advances[Int(codePoint - range.firstCodePoint)])
            }
        }
        return defaultAdvance
    }

    /// Reads a face from the bytes of a TrueType / OpenType file.
    ///
    /// - Parameters:
    ///   - name: the face's file name without extension (`DejaVuSans-Bold`).
    ///   - bytes: the contents of the font file.
    ///   - coverage: the code points to record; `nil` records every code point the font
    ///     maps. Code points of `coverage` the font lacks get ``defaultAdvance``.
    /// - Throws: ``FontFileError`` when the file is truncated, corrupt or lacks a table.
    public init(name: String, fontFile bytes: [UInt8], coverage: [ClosedRange<UInt32>]? = nil) throws(FontFileError) {
        let font = try OpenTypeFont(bytes: bytes)
        let defaultAdvance = font.averageAdvance ?? font.unitsPerEm / 2
        var ranges: [AdvanceRange] = []
        if let coverage {
            for range in coverage {
                var advances: [UInt16] = []
                for codePoint in range {
                    advances.append(UInt16(clamping: try font.advance(for: codePoint) ?? defaultAdvance))
                }
                ranges.append(AdvanceRange(firstCodePoint: range.lowerBound, advances: advances))
            }
        } else {
            for (codePoint, fontAdvance) in try font.mappedAdvances() {
                let advance = UInt16(clamping: fontAdvance)
                if let last = ranges.last, last.firstCodePoint + UInt32(last.advances.count) == codePoint {
                    ranges[ranges.count - 1].advances.append(advance)
                } else {
                    ranges.append(AdvanceRange(firstCodePoint: codePoint, advances: [advance]))
                }
            }
        }
        self.init(
            name: name, unitsPerEm: font.unitsPerEm, ascender: font.ascender, descender: font.descender,
            lineGap: font.lineGap, defaultAdvance: defaultAdvance, advanceRanges: ranges
        )
    }
}
