/// Finds documents nested too deeply before Yams composes them.
///
/// Yams' composer recurses once per nesting level, and libyaml allows 1,000 levels: enough
/// to exhaust the stack of a secondary thread. This scan reads the bytes once, without
/// recursion, and finds the first flow collection (`[`, `{`) nested deeper than
/// ``YAMLComposer/maximumDepth`` flow levels, or the first line whose nesting, estimated
/// from flow levels, indentation levels and compact `- ` entries, exceeds
/// ``estimateLimit``. The estimate may exceed the real nesting (a key and the sequence
/// under it share one indentation level, so each level counts twice) but never falls short
/// of it, so documents within the real limit are not rejected; ``YAMLComposer`` enforces the
/// exact limit on the composed nodes.
///
/// Written by hand because libyaml's own nesting limit cannot be set through Yams.
struct YAMLNestingScan {
    /// Estimated nesting past which a document is rejected before composing.
    static let estimateLimit = 256

    private let bytes: [UInt8]
    private var index = 0
    private var flowDepth = 0
    /// Indentation of the enclosing block levels, innermost last.
    private var indents: [Int] = []
    /// The indentation of a line that opened a block scalar (`|`, `>`), whose more-indented
    /// lines are text.
    private var blockScalarIndent: Int?

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The offset of the first byte at which the document nests too deeply, if any.
    static func firstTooDeepOffset(_ bytes: [UInt8]) -> Int? {
        var scan = YAMLNestingScan(bytes: bytes)
        return scan.run()
    }

    private mutating func run() -> Int? {
        while index < bytes.count {
            if let offset = scanLine() { return offset }
        }
        return nil
    }

    /// Scans one line (more when a quoted scalar spans lines); returns an offset when the
    /// nesting there is too deep.
    private mutating func scanLine() -> Int? {
        let lineStart = index
        var indent = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") {
            indent += 1
            index += 1
        }
        guard index < bytes.count else { return nil }
        if isLineEnd(bytes[index]) || bytes[index] == UInt8(ascii: "#") {
            skipToNextLine()
            return nil
        }
        if let scalarIndent = blockScalarIndent, indent > scalarIndent {
            skipToNextLine()
            return nil
        }
        blockScalarIndent = nil
        var compact = 0
        if flowDepth == 0 {
            while let last = indents.last, last > indent { indents.removeLast() }
            if indents.last != indent { indents.append(indent) }
            while index + 1 < bytes.count, [UInt8(ascii: "-"), UInt8(ascii: "?")].contains(bytes[index]),
                  bytes[index + 1] == UInt8(ascii: " ") {
                compact += 1
                index += 2
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            }
        }
        if 2 * indents.count + compact + flowDepth > Self.estimateLimit { return lineStart + indent }
        return scanRest(ofLineIndentedBy: indent, compact: compact)
    }

    private mutating func scanRest(ofLineIndentedBy indent: Int, compact: Int) -> Int? {
        var previous = UInt8(ascii: " ")
        var lastToken = UInt8(ascii: " ")
        while index < bytes.count, !isLineEnd(bytes[index]) {
            let byte = bytes[index]
            let atTokenStart = previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")
                || (flowDepth > 0 && isFlowIndicator(previous))
            switch byte {
            case UInt8(ascii: "#") where previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t"):
                skipToNextLine()
                return nil
            case UInt8(ascii: "'") where atTokenStart, UInt8(ascii: "\"") where atTokenStart:
                skipQuoted(byte)
                previous = byte
                lastToken = byte
                continue
            case UInt8(ascii: "[") where atTokenStart || flowDepth > 0, UInt8(ascii: "{") where atTokenStart || flowDepth > 0:
                flowDepth += 1
                if flowDepth > YAMLComposer.maximumDepth || 2 * indents.count + compact + flowDepth > Self.estimateLimit {
                    return index
                }
            case UInt8(ascii: "]") where flowDepth > 0, UInt8(ascii: "}") where flowDepth > 0:
                flowDepth -= 1
            default:
                break
            }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { lastToken = byte }
            previous = byte
            index += 1
        }
        if flowDepth == 0, lastToken == UInt8(ascii: "|") || lastToken == UInt8(ascii: ">") || isBlockScalarHeaderEnd() {
            blockScalarIndent = indent
        }
        skipToNextLine()
        return nil
    }

    /// Whether the line just scanned ends with a block scalar header with indicators
    /// (`|-`, `>+`, `|2`).
    private func isBlockScalarHeaderEnd() -> Bool {
        var end = index
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] == UInt8(ascii: "+") || bytes[start - 1] == UInt8(ascii: "-")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start - 1]) {
            start -= 1
        }
        guard start < end, start > 0, bytes[start - 1] == UInt8(ascii: "|") || bytes[start - 1] == UInt8(ascii: ">") else {
            return false
        }
        return start == 1 || bytes[start - 2] == UInt8(ascii: " ")
    }

    /// Skips a quoted scalar, which may span lines.
    private mutating func skipQuoted(_ quote: UInt8) {
        index = YAMLQuotedScalar.end(in: bytes, openingAt: index, quote: quote)
    }

    private mutating func skipToNextLine() {
        while index < bytes.count, !isLineEnd(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\r") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
    }

    private func isLineEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: ",")
    }
}
