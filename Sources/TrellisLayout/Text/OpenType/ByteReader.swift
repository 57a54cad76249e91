/// Big-endian reads from a font file or one of its tables, every one bounds-checked.
///
/// A read outside the slice throws a ``FontFileError`` naming the slice (`file`, or a table
/// tag) instead of trapping, so a truncated or corrupt file is an error, never a crash.
struct ByteReader {
    /// The whole file.
    let bytes: [UInt8]
    /// Where this slice starts in `bytes`.
    let base: Int
    /// How many bytes the slice has.
    let count: Int
    /// What the slice is, for messages: `file` or `table 'cmap'`.
    let name: String

    init(bytes: [UInt8]) {
        self.bytes = bytes
        self.base = 0
        self.count = bytes.count
        self.name = "file"
    }

    private init(bytes: [UInt8], base: Int, count: Int, name: String) {
        self.bytes = bytes
        self.base = base
        self.count = count
        self.name = name
    }

    /// The `length` bytes at `offset` as a slice of their own.
    func slice(at offset: Int, length: Int, name: String) throws(FontFileError) -> ByteReader {
        try check(offset, length)
        return ByteReader(bytes: bytes, base: base + offset, count: length, name: name)
    }

    /// The bytes from `offset` to the end of this slice.
    func slice(from offset: Int, name: String) throws(FontFileError) -> ByteReader {
        try check(offset, 0)
        return ByteReader(bytes: bytes, base: base + offset, count: count - offset, name: name)
    }

    func uint8(at offset: Int) throws(FontFileError) -> UInt8 {
        try check(offset, 1)
        return bytes[base + offset]
    }

    func uint16(at offset: Int) throws(FontFileError) -> UInt16 {
        try check(offset, 2)
        return UInt16(bytes[base + offset]) << 8 | UInt16(bytes[base + offset + 1])
    }

    func int16(at offset: Int) throws(FontFileError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws(FontFileError) -> UInt32 {
        try check(offset, 4)
        var value: UInt32 = 0
        for index in 0..<4 { value = value << 8 | UInt32(bytes[base + offset + index]) }
        return value
    }

    /// Throws unless `length` bytes at `offset` lie inside the slice.
    func check(_ offset: Int, _ length: Int) throws(FontFileError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw FontFileError("\(name) is truncated: needs \(length) bytes at offset \(offset), has \(count)")
        }
    }
}
