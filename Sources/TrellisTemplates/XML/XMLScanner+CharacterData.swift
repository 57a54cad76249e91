import TrellisDiagnostics

extension XMLScanner {
    /// Reads the text from `position` up to the next `<` or the end of the file and, if
    /// there is any, appends it to ``childScratch`` as a text node (white space included).
    mutating func readText() throws {
        let start = position
        var index = scan(from: start, until: .textStop)
        guard index > start || (index < end && bytes[index] != UInt8(ascii: "<")) else { return }
        let startPosition = lines.position(of: start)
        var builder = XMLDecodedTextBuilder(bytes: bytes, start: start)
        scanning: while index < end {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                break scanning
            case UInt8(ascii: "&"):
                let reference = try readReference(at: index)
                if let scalar = reference.scalar {
                    builder.replace(index..<index + reference.length, with: scalar)
                }
                index += reference.length
            case 0x0D:
                index += builder.replaceLineEnd(at: index, with: 0x0A)
            case UInt8(ascii: "]"):
                if matches("]]>", at: index) {
                    let location = span(index, 3)
                    try report(
                        "']]>' is not allowed in text; write ']]&gt;'",
                        at: location, fixIt: FixIt(span: location, replacement: "]]&gt;")
                    )
                    index += 3
                } else {
                    index += 1
                }
            default:
                index += try checkCharacter(at: index)
            }
            index = scan(from: index, until: .textStop)
        }
        let text = builder.finish(at: index)
        let range = lines.compactSpan(from: startPosition, offset: start, to: index)
        childScratch.append(.text(XMLText(
            text: text, isCDATA: false, file: file, range: range, replacements: builder.replacements
        )))
        position = index
    }

    /// Reads the attribute value whose opening quote is at `offset`, decoding references
    /// and normalizing white space; returns the value, where it differs from the source,
    /// and the offset of the closing quote.
    mutating func readAttributeValue(
        openingQuote offset: Int, attributeName: String
    ) throws -> (value: String, replacements: [XMLTextLocator.Replacement], closingQuote: Int) {
        let quote = bytes[offset]
        let start = offset + 1
        var index = scan(from: start, until: .valueStop)
        var builder = XMLDecodedTextBuilder(bytes: bytes, start: start)
        var reportedLessThan = false
        while true {
            guard index < end else {
                let quoteName = quote == UInt8(ascii: "\"") ? "double" : "single"
                throw stop(
                    "unterminated value of attribute '\(attributeName)'; expected a closing \(quoteName) quote "
                        + "before the end of the file",
                    at: endOfFileSpan(),
                    notes: [DiagnosticNote("value of '\(attributeName)' opened here", at: span(offset, 1))]
                )
            }
            let current = bytes[index]
            if current == quote { break }
            switch current {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
            case UInt8(ascii: "<"):
                if !reportedLessThan {
                    reportedLessThan = true
                    let location = span(index, 1)
                    try report(
                        "'<' is not allowed in an attribute value; write '&lt;'",
                        at: location, fixIt: FixIt(span: location, replacement: "&lt;")
                    )
                }
                index += 1
            case UInt8(ascii: "&"):
                let reference = try readReference(at: index)
                if let scalar = reference.scalar {
                    builder.replace(index..<index + reference.length, with: scalar)
                }
                index += reference.length
            case 0x09, 0x0A:
                builder.replace(index..<index + 1, with: 0x20)
                index += 1
            case 0x0D:
                index += builder.replaceLineEnd(at: index, with: 0x20)
            default:
                index += try checkCharacter(at: index)
            }
            index = scan(from: index, until: .valueStop)
        }
        return (builder.finish(at: index), builder.replacements, index)
    }
}
