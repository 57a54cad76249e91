/// Where a position lies in a template's markup, as far as completion and hover care:
/// found by scanning the text up to the position, so it works on unfinished, invalid
/// markup as it is being typed.
enum MarkupContext: Equatable {
    /// In an element name after `<` (or `</`): the name typed so far.
    case elementName(prefix: String)
    /// In a start tag where an attribute name goes: the element and the name typed so far.
    case attributeName(element: String, prefix: String)
    /// Inside the quotes of an attribute value: the value typed so far.
    case attributeValue(element: String, attribute: String, prefix: String)
    /// Text content, a comment, a processing instruction or a declaration.
    case other

    private enum State {
        case text
        case markupDeclaration  // `<!…>` or `<?…?>`
        case comment
        case elementName
        case tag
        case attributeName
        case afterAttributeName
        case afterEquals
        case value(quote: UInt8)

        /// Whether the state is within a start tag, outside an attribute value.
        var isInsideTag: Bool {
            switch self {
            case .elementName, .tag, .attributeName, .afterAttributeName, .afterEquals: true
            case .text, .markupDeclaration, .comment, .value: false
            }
        }
    }

    /// The context at byte `offset` of `bytes`.
    static func at(_ offset: Int, in bytes: [UInt8]) -> MarkupContext {
        scan(to: offset, in: bytes).context
    }

    /// The byte offset where the name of the element whose tag holds `offset` starts (after
    /// `<`), or `nil` when `offset` is in no start tag.
    static func elementNameStart(at offset: Int, in bytes: [UInt8]) -> Int? {
        let scanned = scan(to: offset, in: bytes)
        switch scanned.context {
        case .attributeName, .attributeValue: return scanned.elementStart
        case .elementName, .other: return nil
        }
    }

    /// The context at `offset`, and where the name of the last element opened before it starts.
    private static func scan(to offset: Int, in bytes: [UInt8]) -> (context: MarkupContext, elementStart: Int) {
        var state = State.text
        var tokenStart = 0
        var elementStart = 0
        var element = ""
        var attribute = ""
        var index = 0
        let end = min(offset, bytes.count)
        func token(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), state.isInsideTag {
                // A tag left unfinished while typing: the new `<` starts the next one.
                state = .text
            }
            switch state {
            case .text:
                if byte == UInt8(ascii: "<") {
                    if hasPrefix("<!--", bytes, at: index) {
                        state = .comment
                        index += 3
                    } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") || bytes[index + 1] == UInt8(ascii: "?") {
                        state = .markupDeclaration
                    } else {
                        state = .elementName
                        tokenStart = index + 1
                        if index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                            index += 1
                            tokenStart = index + 1
                        }
                        elementStart = tokenStart
                    }
                }
            case .comment:
                if hasPrefix("-->", bytes, at: index) {
                    state = .text
                    index += 2
                }
            case .markupDeclaration:
                if byte == UInt8(ascii: ">") { state = .text }
            case .elementName:
                if isSpace(byte) {
                    element = token(tokenStart, index)
                    state = .tag
                } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
                    element = token(tokenStart, index)
                    state = byte == UInt8(ascii: ">") ? .text : .tag
                }
            case .tag:
                if byte == UInt8(ascii: ">") {
                    state = .text
                } else if !isSpace(byte), byte != UInt8(ascii: "/") {
                    state = .attributeName
                    tokenStart = index
                }
            case .attributeName:
                if isSpace(byte) || byte == UInt8(ascii: "=") {
                    attribute = token(tokenStart, index)
                    state = byte == UInt8(ascii: "=") ? .afterEquals : .afterAttributeName
                } else if byte == UInt8(ascii: ">") {
                    state = .text
                }
            case .afterAttributeName:
                if byte == UInt8(ascii: "=") {
                    state = .afterEquals
                } else if byte == UInt8(ascii: ">") {
                    state = .text
                } else if !isSpace(byte) {
                    state = .attributeName
                    tokenStart = index
                }
            case .afterEquals:
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    state = .value(quote: byte)
                    tokenStart = index + 1
                } else if byte == UInt8(ascii: ">") {
                    state = .text
                }
            case let .value(quote):
                if byte == quote { state = .tag }
            }
            index += 1
        }
        let context: MarkupContext
        switch state {
        case .elementName: context = .elementName(prefix: token(tokenStart, end))
        case .tag, .afterAttributeName: context = .attributeName(element: element, prefix: "")
        case .attributeName: context = .attributeName(element: element, prefix: token(tokenStart, end))
        case .value: context = .attributeValue(element: element, attribute: attribute, prefix: token(tokenStart, end))
        case .text, .comment, .markupDeclaration, .afterEquals: context = .other
        }
        return (context, elementStart)
    }

    /// The name (element, attribute or key path) around byte `offset`, with where it starts.
    static func name(around offset: Int, in bytes: [UInt8]) -> (name: String, start: Int, end: Int)? {
        guard offset <= bytes.count else { return nil }
        var start = offset
        while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard start < end else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start, end)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"):
            true
        default:
            byte >= 0x80
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func hasPrefix(_ prefix: StaticString, _ bytes: [UInt8], at index: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { buffer in
            (0..<count).allSatisfy { bytes[index + $0] == buffer[$0] }
        }
    }
}
