import TrellisDiagnostics

extension XMLScanner {
    /// Reads what starts with `<!` at `offset`: a comment or a CDATA section (only inside the
    /// root element). A document type declaration inside the root element, one written in
    /// another letter case than `<!DOCTYPE` (XML names are case-sensitive) and any other
    /// markup declaration stop reading. (A `<!DOCTYPE` before the root element is read by
    /// ``readDocumentType(at:)``.)
    mutating func readExclamationMarkup(at offset: Int, insideRoot: Bool) throws -> XMLNode {
        if matches("<!--", at: offset) {
            return .comment(try readComment(at: offset))
        }
        if matches("<![CDATA[", at: offset) {
            guard insideRoot else {
                throw stop(
                    "unexpected CDATA section outside the root element; text belongs inside an element",
                    at: span(offset, 9)
                )
            }
            return .text(try readCDATA(at: offset))
        }
        if isDoctype(at: offset) {
            let written = string(offset..<offset + 9)
            if insideRoot {
                throw stop(
                    "document type declaration '\(written)' inside an element; it may only come before the root element",
                    at: span(offset, 9)
                )
            }
            throw stop(
                "unknown markup declaration '\(written)'; a document type declaration is written '<!DOCTYPE' "
                    + "(XML is case-sensitive)",
                at: span(offset, 9)
            )
        }
        if let nameEnd = scanName(at: offset + 2) {
            throw stop(
                "unsupported markup declaration '\(string(offset..<nameEnd))'; only comments '<!--' and "
                    + "CDATA sections '<![CDATA[' may start with '<!'",
                at: span(offset, nameEnd - offset)
            )
        }
        throw stop("unexpected '<!'; expected a comment '<!--' or a CDATA section '<![CDATA['", at: span(offset, 2))
    }

    /// Whether `<!DOCTYPE`, in any letter case, is at `offset`.
    private func isDoctype(at offset: Int) -> Bool {
        guard matches("<!", at: offset), offset + 9 <= end else { return false }
        let word: StaticString = "doctype"
        let letters = word.utf8Start
        for index in 0..<7 where bytes[offset + 2 + index] | 0x20 != letters[index] {
            return false
        }
        return true
    }

    /// Reads the comment whose `<!--` is at `offset`.
    mutating func readComment(at offset: Int) throws -> XMLComment {
        let start = offset + 4
        let startPosition = lines.position(of: offset)
        var index = scan(from: start, until: .commentStop)
        var reportedDoubleHyphen = false
        var builder = XMLDecodedTextBuilder(bytes: bytes, start: start)
        while true {
            guard index < end else {
                throw stop(
                    "unterminated comment; expected '-->' before the end of the file",
                    at: endOfFileSpan(), notes: [DiagnosticNote("comment opened here", at: span(offset, 4))]
                )
            }
            switch bytes[index] {
            case UInt8(ascii: "-"):
                if byte(at: index + 1) == UInt8(ascii: "-") {
                    if byte(at: index + 2) == UInt8(ascii: ">") {
                        let text = builder.finish(at: index)
                        position = index + 3
                        let range = lines.compactSpan(from: startPosition, offset: offset, to: index + 3)
                        return XMLComment(text: text, file: file, range: range)
                    }
                    if !reportedDoubleHyphen {
                        reportedDoubleHyphen = true
                        try report("'--' is not allowed inside a comment", at: span(index, 2))
                    }
                }
                index += 1
            case 0x0D:
                index += builder.replaceLineEnd(at: index, with: 0x0A)
            default:
                index += try checkCharacter(at: index)
            }
            index = scan(from: index, until: .commentStop)
        }
    }

    /// Reads the CDATA section whose `<![CDATA[` is at `offset` as a text node.
    mutating func readCDATA(at offset: Int) throws -> XMLText {
        let start = offset + XMLText.cdataOpening.utf8CodeUnitCount
        let startPosition = lines.position(of: offset)
        var index = scan(from: start, until: .cdataStop)
        var builder = XMLDecodedTextBuilder(bytes: bytes, start: start)
        while true {
            guard index < end else {
                throw stop(
                    "unterminated CDATA section; expected ']]>' before the end of the file",
                    at: endOfFileSpan(), notes: [DiagnosticNote("CDATA section opened here", at: span(offset, 9))]
                )
            }
            switch bytes[index] {
            case UInt8(ascii: "]"):
                if matches("]]>", at: index) {
                    let text = builder.finish(at: index)
                    position = index + 3
                    let range = lines.compactSpan(from: startPosition, offset: offset, to: index + 3)
                    return XMLText(
                        text: text, isCDATA: true, file: file, range: range, replacements: builder.replacements
                    )
                }
                index += 1
            case 0x0D:
                index += builder.replaceLineEnd(at: index, with: 0x0A)
            default:
                index += try checkCharacter(at: index)
            }
            index = scan(from: index, until: .cdataStop)
        }
    }

    /// Reads the processing instruction whose `<?` is at `offset`; the XML declaration is
    /// one, allowed only at the start of the file.
    mutating func readProcessingInstruction(at offset: Int) throws -> XMLProcessingInstruction {
        let startPosition = lines.position(of: offset)
        let targetStart = offset + 2
        guard let targetEnd = scanName(at: targetStart) else {
            throw stop("expected a processing instruction target after '<?'", at: span(offset, 2))
        }
        let target = string(targetStart..<targetEnd)
        let opening = DiagnosticNote("processing instruction opened here", at: span(offset, targetEnd - offset))
        try checkReservedTarget(target, at: offset)
        var dataStart = targetEnd
        if let next = byte(at: targetEnd), byte(next, is: .whitespace) {
            dataStart = skipWhitespace(from: targetEnd)
        } else if targetEnd < end, !matches("?>", at: targetEnd) {
            let character = describeCharacter(at: targetEnd)
            throw stop(
                "invalid character \(character.text) in processing instruction target '\(target)'",
                at: span(targetEnd, character.length)
            )
        }
        var index = scan(from: dataStart, until: .instructionStop)
        var builder = XMLDecodedTextBuilder(bytes: bytes, start: dataStart)
        while true {
            guard index < end else {
                throw stop(
                    "unterminated processing instruction '<?\(target)'; expected '?>' before the end of the file",
                    at: endOfFileSpan(), notes: [opening]
                )
            }
            switch bytes[index] {
            case UInt8(ascii: "?"):
                if byte(at: index + 1) == UInt8(ascii: ">") {
                    let data = builder.finish(at: index)
                    position = index + 2
                    let range = lines.compactSpan(from: startPosition, offset: offset, to: index + 2)
                    return XMLProcessingInstruction(target: target, data: data, file: file, range: range)
                }
                index += 1
            case 0x0D:
                index += builder.replaceLineEnd(at: index, with: 0x0A)
            default:
                index += try checkCharacter(at: index)
            }
            index = scan(from: index, until: .instructionStop)
        }
    }

    /// Reports a target that XML reserves (`xml` in any letter case) unless it is the XML
    /// declaration at the start of the file.
    private mutating func checkReservedTarget(_ target: String, at offset: Int) throws {
        guard target.lowercased() == "xml" else { return }
        let targetSpan = span(offset + 2, 3)
        if target != "xml" {
            try report(
                "processing instruction target '\(target)' is reserved; the XML declaration is written '<?xml'",
                at: targetSpan
            )
        } else if offset != contentStart {
            try report(
                "the XML declaration '<?xml …?>' is allowed only at the start of the file",
                at: span(offset, 5)
            )
        }
    }
}
