/// Builds the decoded form of a run of character data while recording where it differs
/// from the source, for ``XMLTextLocator``.
///
/// Unchanged bytes are copied only once something has to change, so the common case
/// (nothing to decode) makes a string straight from the source bytes.
struct XMLDecodedTextBuilder {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let start: Int
    private var output: [UInt8] = []
    private var verbatimStart: Int
    private var isDecoded = false
    private(set) var replacements: [XMLTextLocator.Replacement] = []

    /// Starts decoding the source bytes from `start`.
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.start = start
        self.verbatimStart = start
    }

    /// Decodes the source bytes of `sourceRange` as `scalar`; everything between the
    /// previous replacement and `sourceRange` stays as written.
    mutating func replace(_ sourceRange: Range<Int>, with scalar: UInt32) {
        copyVerbatim(upTo: sourceRange.lowerBound)
        let decodedStart = output.count
        XMLCharacterRules.appendUTF8(scalar, to: &output)
        let decodedLength = output.count - decodedStart
        if decodedLength != sourceRange.count {
            replacements.append(XMLTextLocator.Replacement(
                decodedStart: decodedStart,
                decodedLength: decodedLength,
                sourceStart: sourceRange.lowerBound,
                sourceLength: sourceRange.count
            ))
        }
        verbatimStart = sourceRange.upperBound
        isDecoded = true
    }

    /// Replaces a line end at `offset` (CR LF, or a lone CR) with `scalar` and returns
    /// the number of source bytes it took.
    mutating func replaceLineEnd(at offset: Int, with scalar: UInt32) -> Int {
        let length = offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        replace(offset..<offset + length, with: scalar)
        return length
    }

    /// The decoded text of the source bytes up to `end`.
    mutating func finish(at end: Int) -> String {
        guard isDecoded else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        copyVerbatim(upTo: end)
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func copyVerbatim(upTo offset: Int) {
        if offset > verbatimStart {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[verbatimStart..<offset]))
        }
    }
}
