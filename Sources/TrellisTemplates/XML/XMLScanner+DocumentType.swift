import TrellisDiagnostics

extension XMLScanner {
    /// Reads the document type declaration whose `<!DOCTYPE` is at `offset`, before the root
    /// element. As libxml2 (Foundation's `XMLParser`, which Layout reads templates with) does
    /// without loading external DTDs, a public or system identifier is read and ignored. An
    /// internal subset is read too; since Trellis never declares or expands entities, one that
    /// declares an entity, or defaults an attribute (which libxml2 adds to the element), stops
    /// reading with an error at that declaration.
    mutating func readDocumentType(at offset: Int) throws -> XMLDocumentType {
        let startPosition = lines.position(of: offset)
        var index = skipWhitespace(from: offset + 9)
        guard let nameEnd = scanName(at: index) else {
            let character = describeCharacter(at: index)
            throw stop(
                "expected the root element name after '<!DOCTYPE', found \(character.text)",
                at: span(index, character.length)
            )
        }
        let name = string(index..<nameEnd)
        index = try skipExternalIdentifier(from: skipWhitespace(from: nameEnd))
        if byte(at: index) == UInt8(ascii: "[") {
            index = try skipInternalSubset(from: index + 1)
        }
        guard byte(at: index) == UInt8(ascii: ">") else {
            let character = describeCharacter(at: index)
            throw stop(
                "unexpected \(character.text) in the document type declaration; expected '>'",
                at: span(index, character.length),
                notes: [DiagnosticNote("document type declaration opened here", at: span(offset, 9))]
            )
        }
        position = index + 1
        return XMLDocumentType(
            name: name, file: file, range: lines.compactSpan(from: startPosition, offset: offset, to: index + 1)
        )
    }

    /// Moves past `SYSTEM "…"` or `PUBLIC "…" "…"` at `offset`, if there, and the white space
    /// after it.
    private mutating func skipExternalIdentifier(from offset: Int) throws -> Int {
        let literalCount: Int
        let keyword: String
        if matches("SYSTEM", at: offset) {
            (literalCount, keyword) = (1, "SYSTEM")
        } else if matches("PUBLIC", at: offset) {
            (literalCount, keyword) = (2, "PUBLIC")
        } else {
            return offset
        }
        var index = offset + 6
        for _ in 0..<literalCount {
            index = skipWhitespace(from: index)
            guard let quote = byte(at: index), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                let character = describeCharacter(at: index)
                throw stop(
                    "expected a quoted identifier after '\(keyword)' in the document type declaration, "
                        + "found \(character.text)",
                    at: span(index, character.length)
                )
            }
            index = try skipQuotedLiteral(at: index)
        }
        return skipWhitespace(from: index)
    }

    /// Moves past the internal subset that starts at `offset` (after its `[`) and its `]`,
    /// and the white space after it: comments, processing instructions and element and
    /// notation declarations are skipped; an entity declaration, an attribute default or a
    /// parameter-entity reference stops reading.
    private mutating func skipInternalSubset(from offset: Int) throws -> Int {
        var index = offset
        while true {
            index = skipWhitespace(from: index)
            guard let current = byte(at: index) else {
                throw stop(
                    "unterminated internal subset; expected ']>' before the end of the file",
                    at: endOfFileSpan(),
                    notes: [DiagnosticNote("internal subset opened here", at: span(offset - 1, 1))]
                )
            }
            if current == UInt8(ascii: "]") { return skipWhitespace(from: index + 1) }
            if matches("<!--", at: index) {
                _ = try readComment(at: index)
                index = position
            } else if matches("<?", at: index) {
                _ = try readProcessingInstruction(at: index)
                index = position
            } else if matches("<!ENTITY", at: index) {
                throw stop(
                    "entity declarations are not supported: Trellis never expands entities; write the text "
                        + "in place, or a character reference such as '&#xA0;', and remove the declaration",
                    at: span(index, 8)
                )
            } else if matches("<!ATTLIST", at: index) {
                let declarationEnd = try skipDeclaration(at: index)
                if containsQuote(index..<declarationEnd) {
                    throw stop(
                        "attribute defaults declared in the document type are not supported: Trellis does "
                            + "not add them to elements; write the attribute on each element instead",
                        at: span(index, 9)
                    )
                }
                index = declarationEnd
            } else if matches("<!ELEMENT", at: index) || matches("<!NOTATION", at: index) {
                index = try skipDeclaration(at: index)
            } else {
                let character = describeCharacter(at: index)
                throw stop(
                    "unexpected \(character.text) in the internal subset of the document type declaration; "
                        + "expected a markup declaration or ']'",
                    at: span(index, character.length)
                )
            }
        }
    }

    /// The offset just past the `>` of the markup declaration at `offset`, whose quoted
    /// literals may hold `>`.
    private mutating func skipDeclaration(at offset: Int) throws -> Int {
        var index = offset + 2
        while let current = byte(at: index) {
            switch current {
            case UInt8(ascii: ">"): return index + 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"): index = try skipQuotedLiteral(at: index)
            default: index += 1
            }
        }
        throw stop(
            "unterminated markup declaration; expected '>' before the end of the file",
            at: endOfFileSpan(), notes: [DiagnosticNote("declaration opened here", at: span(offset, 2))]
        )
    }

    /// The offset just past the closing quote of the literal whose opening quote is at `offset`.
    private mutating func skipQuotedLiteral(at offset: Int) throws -> Int {
        let quote = bytes[offset]
        var index = offset + 1
        while index < end, bytes[index] != quote {
            index += 1
        }
        guard index < end else {
            throw stop(
                "unterminated quoted literal in the document type declaration; expected a closing quote "
                    + "before the end of the file",
                at: endOfFileSpan(), notes: [DiagnosticNote("literal opened here", at: span(offset, 1))]
            )
        }
        return index + 1
    }

    private func containsQuote(_ range: Range<Int>) -> Bool {
        range.contains { bytes[$0] == UInt8(ascii: "\"") || bytes[$0] == UInt8(ascii: "'") }
    }
}
