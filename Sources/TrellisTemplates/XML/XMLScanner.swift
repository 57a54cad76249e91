import TrellisDiagnostics

/// Thrown when reading cannot go on; the diagnostic that explains why is already recorded.
struct XMLReadingStopped: Error {}

/// The byte-level parser behind ``XMLReader``: one forward pass over the file, with an
/// explicit stack of open elements instead of recursion.
///
/// Errors whose construct can still be delimited (a duplicate attribute, an unknown
/// entity, a stray control character) are recorded and reading goes on; errors that leave
/// the structure unknown (a mismatched end tag, an entity declaration) record one diagnostic and stop.
struct XMLScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let classes: UnsafeBufferPointer<UInt8>
    let file: XMLSourceFile
    let maximumDepth: Int
    let maximumErrorCount: Int
    let maximumFileSize: Int
    var lines: XMLLineCursor
    /// The offset of the next byte to read.
    var position = 0
    /// The offset just past the byte order mark, where an XML declaration may stand.
    var contentStart = 0
    var diagnostics: [Diagnostic] = []
    var errorCount = 0
    /// The attributes of the start tag being read.
    let attributeScratch = XMLMoveStack<XMLAttribute>(initialCapacity: 16)
    /// The children read so far of every open element, innermost last.
    let childScratch = XMLMoveStack<XMLNode>(initialCapacity: 256)

    init(
        bytes: UnsafeBufferPointer<UInt8>,
        classes: UnsafeBufferPointer<UInt8>,
        file: XMLSourceFile,
        maximumDepth: Int,
        maximumErrorCount: Int,
        maximumFileSize: Int
    ) {
        self.bytes = bytes
        self.classes = classes
        self.file = file
        self.maximumDepth = maximumDepth
        self.maximumErrorCount = max(1, maximumErrorCount)
        self.maximumFileSize = maximumFileSize
        self.lines = XMLLineCursor(source: file.text)
    }

    var end: Int { bytes.count }

    // MARK: Bytes

    /// The byte at `offset`, or `nil` past the end.
    @inline(__always)
    func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// Whether `byte` belongs to `byteClass`.
    @inline(__always)
    func byte(_ byte: UInt8, is byteClass: XMLByteClass) -> Bool {
        classes[Int(byte)] & byteClass.rawValue != 0
    }

    /// The first offset at or after `offset` whose byte belongs to `stop`, or `end`.
    @inline(__always)
    func scan(from offset: Int, until stop: XMLByteClass) -> Int {
        var index = offset
        while index < bytes.count, classes[Int(bytes[index])] & stop.rawValue == 0 {
            index += 1
        }
        return index
    }

    /// The first offset at or after `offset` that is not XML white space.
    func skipWhitespace(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, byte(bytes[index], is: .whitespace) {
            index += 1
        }
        return index
    }

    /// Whether the bytes at `offset` are exactly `literal` (ASCII).
    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for index in 0..<count where bytes[offset + index] != pointer[index] {
            return false
        }
        return true
    }

    /// The bytes of `range` as a string.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The code point of the UTF-8 sequence at `offset` and its length; the file has been
    /// validated, so only the end of the file can cut a sequence short.
    func scalar(at offset: Int) -> (value: UInt32, length: Int)? {
        guard let lead = byte(at: offset) else { return nil }
        let length: Int
        var value: UInt32
        switch lead {
        case 0..<0x80: return (UInt32(lead), 1)
        case 0xC0..<0xE0: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0..<0xF0: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0..<0xF8: (length, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        for index in 1..<length {
            value = value << 6 | UInt32(bytes[offset + index] & 0x3F)
        }
        return (value, length)
    }

    // MARK: Names

    /// The end of the name starting at `offset`, or `nil` if no name starts there.
    func scanName(at offset: Int) -> Int? {
        guard let first = byte(at: offset) else { return nil }
        var index: Int
        if first < 0x80 {
            guard byte(first, is: .nameStart) else { return nil }
            index = offset + 1
        } else {
            guard let (value, length) = scalar(at: offset), XMLCharacterRules.isNameStart(value) else {
                return nil
            }
            index = offset + length
        }
        while index < bytes.count {
            let next = bytes[index]
            if next < 0x80 {
                guard byte(next, is: .nameContinue) else { break }
                index += 1
            } else {
                guard let (value, length) = scalar(at: index), XMLCharacterRules.isNameContinue(value) else {
                    break
                }
                index += length
            }
        }
        return index
    }

    // MARK: Diagnostics

    /// A span of `length` bytes from `offset`.
    mutating func span(_ offset: Int, _ length: Int) -> SourceSpan {
        lines.span(offset: offset, length: length)
    }

    /// The zero-length span at the end of the file.
    mutating func endOfFileSpan() -> SourceSpan {
        lines.span(offset: end, length: 0)
    }

    /// Records an error after which reading goes on; stops reading once the error limit
    /// is reached.
    mutating func report(
        _ message: String, at location: SourceSpan, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) throws {
        errorCount += 1
        var notes = notes
        let isLast = errorCount >= maximumErrorCount
        if isLast {
            notes.append(DiagnosticNote("stopped reading the file after \(errorCount) errors"))
        }
        diagnostics.append(.error(.xmlSyntax, message, at: location, notes: notes, fixIt: fixIt))
        if isLast { throw XMLReadingStopped() }
    }

    /// Records an error after which reading stops, and returns the error to throw.
    mutating func stop(
        _ message: String, at location: SourceSpan, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) -> XMLReadingStopped {
        errorCount += 1
        diagnostics.append(.error(.xmlSyntax, message, at: location, notes: notes, fixIt: fixIt))
        return XMLReadingStopped()
    }

    /// How a character appears in a message: `'x'` for a visible one, `U+0007` for an
    /// invisible one, and how many bytes it takes.
    func describeCharacter(at offset: Int) -> (text: String, length: Int) {
        guard let (value, length) = scalar(at: offset) else { return ("end of file", 0) }
        let isInvisible = value < 0x21 || (0x7F...0xA0).contains(value) || !XMLCharacterRules.isAllowed(value)
        if isInvisible { return (XMLMessages.codePoint(value), length) }
        return ("'\(string(offset..<offset + length))'", length)
    }
}
