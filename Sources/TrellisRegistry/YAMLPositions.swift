/// Turns libyaml positions into byte offsets of the text libyaml read.
///
/// libyaml reports a 1-based line and a 1-based column that counts Unicode scalars, and it
/// breaks lines at `\n`, `\r\n`, `\r`, NEL, LS and PS; diagnostics need UTF-8 byte offsets.
/// A UTF-8 byte order mark is skipped by libyaml without moving its position, so line 1
/// starts after it.
struct YAMLPositions {
    private let bytes: [UInt8]
    /// Byte offset at which each libyaml line starts.
    private let lineStarts: [Int]
    /// Whether each line is pure ASCII, so that its columns are byte offsets.
    private let lineIsASCII: [Bool]
    /// The last position resolved on a non-ASCII line, to walk on from it rather than from
    /// the start of the line when positions come in increasing order.
    private var cache: (line: Int, column: Int, offset: Int)?

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts = [start]
        var ascii: [Bool] = []
        var lineASCII = true
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            var breakLength = 0
            if byte == 0x0A {
                breakLength = 1
            } else if byte == 0x0D {
                breakLength = index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {
                breakLength = 2
            } else if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
                      bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                breakLength = 3
            }
            if breakLength > 0 {
                index += breakLength
                starts.append(index)
                ascii.append(lineASCII)
                lineASCII = true
            } else {
                if byte >= 0x80 { lineASCII = false }
                index += 1
            }
        }
        ascii.append(lineASCII)
        lineStarts = starts
        lineIsASCII = ascii
    }

    /// The byte offset of a 1-based line and 1-based scalar column, clamped to the text.
    mutating func offset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return lineStarts[0] }
        guard line <= lineStarts.count else { return bytes.count }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        let scalars = max(column - 1, 0)
        if lineIsASCII[line - 1] { return min(start + scalars, end) }
        var offset = start
        var walked = 0
        if let cache, cache.line == line, cache.column <= column {
            offset = cache.offset
            walked = cache.column - 1
        }
        while walked < scalars, offset < end {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            walked += 1
        }
        cache = (line, walked + 1, offset)
        return offset
    }
}
