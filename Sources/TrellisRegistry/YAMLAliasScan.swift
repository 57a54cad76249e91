/// Finds documents whose aliases expand too far before Yams composes them.
///
/// Yams expands every alias while composing and hashes each mapping key to find
/// duplicates, so a key built from nested aliases (a "billion laughs" document) takes
/// exponential time inside Yams, before ``YAMLComposer``'s node budget can stop it. This
/// scan reads the bytes once and estimates, without composing, how many bytes the document
/// has once every alias is replaced by its anchored text: an anchor (`&name`) spans from
/// its token to the next line indented no deeper (or, opened inside a flow collection, to
/// the end of that collection), plus the expansion of the aliases inside it. The estimate
/// may exceed the real expansion but never falls short of it. A `*word` that names no
/// anchor (in a plain scalar, say) adds nothing.
///
/// Written by hand because Yams offers no event API through which aliases could be counted.
struct YAMLAliasScan {
    private struct OpenAnchor {
        var name: String
        var start: Int
        var lineIndent: Int
        /// The flow depth the anchor was opened at; it closes when the depth drops below.
        var flowDepth: Int
        var aliasBytes = 0
    }

    private let bytes: [UInt8]
    private let limit: Int
    private var index = 0
    private var flowDepth = 0
    private var lineIndent = 0
    private var anchorSizes: [String: Int] = [:]
    private var open: [OpenAnchor] = []
    private var expansion = 0

    private init(bytes: [UInt8], limit: Int) {
        self.bytes = bytes
        self.limit = limit
    }

    /// The offset of the first alias at which the expanded document would exceed `limit`
    /// bytes, if any.
    static func firstOverflowingAliasOffset(_ bytes: [UInt8], limit: Int) -> Int? {
        var scan = YAMLAliasScan(bytes: bytes, limit: limit)
        return scan.run()
    }

    private mutating func run() -> Int? {
        var atLineStart = true
        var previous = UInt8(ascii: "\n")
        while index < bytes.count {
            let byte = bytes[index]
            if atLineStart {
                var indent = 0
                while index + indent < bytes.count, bytes[index + indent] == UInt8(ascii: " ") { indent += 1 }
                lineIndent = indent
                if flowDepth == 0 { closeAnchors { $0.lineIndent >= indent } }
                atLineStart = false
                index += indent
                previous = UInt8(ascii: " ")
                continue
            }
            let atTokenStart = previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")
                || previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ",")
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                atLineStart = true
                index += 1
                continue
            case UInt8(ascii: "#") where previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                continue
            case UInt8(ascii: "'") where atTokenStart, UInt8(ascii: "\"") where atTokenStart:
                skipQuoted(byte)
                previous = byte
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
            case UInt8(ascii: "]") where flowDepth > 0, UInt8(ascii: "}") where flowDepth > 0:
                flowDepth -= 1
                let depth = flowDepth
                closeAnchors { $0.flowDepth > depth }
            case UInt8(ascii: "&") where atTokenStart:
                let start = index
                let name = readName()
                if !name.isEmpty { open.append(OpenAnchor(name: name, start: start, lineIndent: lineIndent, flowDepth: flowDepth)) }
                previous = UInt8(ascii: "a")
                continue
            case UInt8(ascii: "*") where atTokenStart:
                let start = index
                let name = readName()
                if let size = anchorSizes[name] {
                    expansion += size
                    for position in open.indices { open[position].aliasBytes += size }
                    if expansion > limit { return start }
                }
                previous = UInt8(ascii: "a")
                continue
            default:
                break
            }
            previous = byte
            index += 1
        }
        return nil
    }

    /// Records the expanded size of each open anchor `isClosed` says ends here.
    private mutating func closeAnchors(where isClosed: (OpenAnchor) -> Bool) {
        while let last = open.last, isClosed(last) {
            open.removeLast()
            let size = index - last.start + last.aliasBytes
            anchorSizes[last.name] = size
            // Nested anchors' text is already inside the enclosing one; their aliases were
            // added to every open anchor when read.
        }
    }

    /// Reads the name after `&` or `*`, up to a blank, a line end or a flow indicator.
    private mutating func readName() -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                break
            }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips a quoted scalar, which may span lines.
    private mutating func skipQuoted(_ quote: UInt8) {
        index = YAMLQuotedScalar.end(in: bytes, openingAt: index, quote: quote)
    }
}
