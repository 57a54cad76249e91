import TrellisDiagnostics

/// The text of a node's inline body as its body property receives it, with a locator
/// back to the file.
///
/// As in Layout, white space runs (``LayoutWhitespace``) become one space and the ends are trimmed; with inline
/// HTML the text is markup, so `&`, `<` and `>` of the text are escaped again (outside
/// `{…}` expressions) and elements are written back as tags.
struct BodyTextAssembly {
    private(set) var bytes: [UInt8] = []
    /// The file offset each byte of ``bytes`` came from.
    private(set) var offsets: [Int] = []
    private var pendingSpace: Int?
    private var braceDepth = 0
    private var inQuote = false
    private let escapesMarkup: Bool

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Assembles the text of `body`.
    init(_ body: BodyText) {
        escapesMarkup = body.containsHTML
        var pending: [Piece] = body.segments.reversed().map { segment in
            switch segment {
            case let .text(text): .text(text)
            case let .html(element): .open(element)
            }
        }
        while let piece = pending.popLast() {
            switch piece {
            case let .text(text):
                appendText(text)
            case let .open(element):
                appendTag(element, closing: false)
                guard !HTMLElements.empty.contains(element.name) else { continue }
                pending.append(.close(element))
                for child in element.children.reversed() {
                    switch child {
                    case let .text(text): pending.append(.text(text))
                    case let .element(nested): pending.append(.open(nested))
                    case .comment, .processingInstruction, .documentType: continue
                    }
                }
            case let .close(element):
                appendTag(element, closing: true)
            }
        }
    }

    private enum Piece {
        case text(XMLText)
        case open(XMLElement)
        case close(XMLElement)
    }

    private mutating func appendText(_ text: XMLText) {
        guard !text.isCDATA else { return }  // Layout never sees CDATA (see TemplateResolver.scanContent).
        let locator = text.locator
        let textBytes = Array(text.text.utf8)
        var index = 0
        while index < textBytes.count {
            let byte = textBytes[index]
            let offset = locator.sourceOffset(ofDecodedStart: index)
            let blankLength = LayoutWhitespace.length(in: textBytes, at: index)
            index += max(blankLength, 1)
            if blankLength > 0 {
                if pendingSpace == nil, !bytes.isEmpty, bytes.last != 0x20 { pendingSpace = offset }
                continue
            }
            trackExpression(byte)
            if escapesMarkup, braceDepth == 0, let entity = Self.entity(for: byte) {
                emit(Array(entity.utf8), at: offset)
            } else {
                emit([byte], at: offset)
            }
        }
    }

    private mutating func appendTag(_ element: XMLElement, closing: Bool) {
        let offset = closing ? (element.endTagSpan ?? element.startTagSpan).offset : element.startTagSpan.offset
        var tag = closing ? "</\(element.name)" : "<\(element.name)"
        if !closing {
            for attribute in element.attributes {
                tag += " \(attribute.name)=\"\(Self.escapedAttribute(attribute.value))\""
            }
        }
        tag += !closing && HTMLElements.empty.contains(element.name) ? "/>" : ">"
        emit(Array(tag.utf8), at: offset)
    }

    private mutating func emit(_ newBytes: [UInt8], at offset: Int) {
        if let space = pendingSpace {
            bytes.append(0x20)
            offsets.append(space)
            pendingSpace = nil
        }
        bytes += newBytes
        offsets += repeatElement(offset, count: newBytes.count)
    }

    /// Follows `{…}` and `'…'` so that markup is escaped only in literal text.
    private mutating func trackExpression(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "'") where braceDepth > 0: inQuote.toggle()
        case UInt8(ascii: "{") where !inQuote: braceDepth += 1
        case UInt8(ascii: "}") where !inQuote && braceDepth > 0: braceDepth -= 1
        default: break
        }
    }

    private static func entity(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        default: nil
        }
    }

    private static func escapedAttribute(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// Maps ranges of assembled body text back to the file.
struct BodyTextLocator: SourceLocator {
    let source: SourceText
    let offsets: [Int]

    func span(for range: Range<Int>) -> SourceSpan {
        guard !offsets.isEmpty else { return source.span(offset: 0, length: 0) }
        let lower = offsets[min(max(range.lowerBound, 0), offsets.count - 1)]
        guard range.upperBound > range.lowerBound else { return source.span(offset: lower, length: 0) }
        let upper = offsets[min(max(range.upperBound - 1, 0), offsets.count - 1)]
        return source.span(offset: lower, length: max(upper + 1 - lower, 1))
    }
}
