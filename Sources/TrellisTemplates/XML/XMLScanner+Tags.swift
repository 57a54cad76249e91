import TrellisDiagnostics

extension XMLScanner {
    /// An element whose start tag has been read and whose end tag has not.
    struct OpenElement {
        var name: String
        /// The element name in the start tag.
        var nameRange: XMLCompactSpan
        var startTag: XMLCompactSpan
        var attributes: [XMLAttribute]
        /// Where the element's children begin in ``XMLScanner/childScratch``.
        var childrenStart: Int
    }

    /// A start tag: either it opens an element, or it is self-closing and is the element.
    enum StartTag {
        case open(OpenElement)
        case selfClosing(XMLElement)
    }

    /// How many attributes an element may have before duplicates are found with a set
    /// instead of a linear search.
    private static let linearDuplicateSearchLimit = 16

    /// Reads the start tag whose `<` is at `offset`, for an element nested `depth` levels
    /// deep (the root is at depth 1).
    mutating func readStartTag(at offset: Int, depth: Int) throws -> StartTag {
        let tagPosition = lines.position(of: offset)
        let nameStart = offset + 1
        guard let nameEnd = scanName(at: nameStart) else {
            throw stop("expected an element name after '<'; write '&lt;' for a literal '<'", at: span(offset, 1))
        }
        let name = string(nameStart..<nameEnd)
        let namePosition = (line: tagPosition.line, column: tagPosition.column + 1)
        let nameRange = lines.compactSpan(from: namePosition, offset: nameStart, to: nameEnd)
        if depth > maximumDepth {
            throw stop(
                "element '\(name)' is nested \(depth) levels deep; the maximum depth is \(maximumDepth)",
                at: file.span(nameRange)
            )
        }
        try checkNameEnd(at: nameEnd, kind: "element", name: name)
        attributeScratch.removeAll()
        var attributeNames: Set<String>?
        var index = nameEnd
        while true {
            let afterWhitespace = skipWhitespace(from: index)
            let followsWhitespace = afterWhitespace > index
            index = afterWhitespace
            guard let current = byte(at: index) else { throw unterminatedStartTag(name, nameRange) }
            if current == UInt8(ascii: ">") {
                position = index + 1
                return .open(OpenElement(
                    name: name,
                    nameRange: nameRange,
                    startTag: lines.compactSpan(from: tagPosition, offset: offset, to: index + 1),
                    attributes: attributeScratch.moveOut(from: 0),
                    childrenStart: childScratch.count
                ))
            }
            if current == UInt8(ascii: "/") {
                guard index + 1 < end else { throw unterminatedStartTag(name, nameRange) }
                guard bytes[index + 1] == UInt8(ascii: ">") else {
                    let character = describeCharacter(at: index + 1)
                    throw stop(
                        "unexpected \(character.text) after '/' in start tag of '\(name)'; expected '/>'",
                        at: span(index + 1, character.length)
                    )
                }
                position = index + 2
                return .selfClosing(XMLElement(
                    name: name,
                    attributes: attributeScratch.moveOut(from: 0),
                    children: [],
                    file: file,
                    startTag: lines.compactSpan(from: tagPosition, offset: offset, to: index + 2),
                    endTag: nil
                ))
            }
            guard let attributeNameEnd = scanName(at: index) else {
                let character = describeCharacter(at: index)
                throw stop(
                    "unexpected \(character.text) in start tag of '\(name)'; expected an attribute name, '>' or '/>'",
                    at: span(index, character.length)
                )
            }
            let attributeNameRange = lines.compactSpan(offset: index, length: attributeNameEnd - index)
            let attributeName = string(index..<attributeNameEnd)
            if !followsWhitespace {
                try report(
                    "expected whitespace before attribute '\(attributeName)'",
                    at: file.span(attributeNameRange),
                    fixIt: FixIt(span: span(index, 0), replacement: " ")
                )
            }
            let attribute = try readAttribute(
                name: attributeName, nameRange: attributeNameRange, elementName: name, elementNameRange: nameRange
            )
            index = position
            if isDuplicate(attribute.name, names: &attributeNames) {
                let first = attributeScratch.first { $0.name == attribute.name }
                try report(
                    "attribute '\(attribute.name)' is set twice on '\(name)'; remove one of them",
                    at: attribute.nameSpan,
                    notes: [DiagnosticNote("'\(attribute.name)' first set here", at: first?.nameSpan)]
                )
            } else {
                attributeScratch.append(attribute)
            }
        }
    }

    /// Reads an attribute from the end of its name (already scanned) through the closing
    /// quote of its value, and leaves `position` after that quote.
    private mutating func readAttribute(
        name: String, nameRange: XMLCompactSpan, elementName: String, elementNameRange: XMLCompactSpan
    ) throws -> XMLAttribute {
        try checkNameEnd(at: nameRange.endOffset, kind: "attribute", name: name)
        var index = skipWhitespace(from: nameRange.endOffset)
        guard let equals = byte(at: index) else { throw unterminatedStartTag(elementName, elementNameRange) }
        guard equals == UInt8(ascii: "=") else {
            let character = describeCharacter(at: index)
            throw stop(
                "unexpected \(character.text) after attribute name '\(name)'; expected '='",
                at: span(index, character.length)
            )
        }
        index = skipWhitespace(from: index + 1)
        guard let quote = byte(at: index) else { throw unterminatedStartTag(elementName, elementNameRange) }
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            let character = describeCharacter(at: index)
            throw stop(
                "unexpected \(character.text) after '\(name)='; expected a value in quotes",
                at: span(index, character.length)
            )
        }
        let valueStart = index + 1
        let valueStartPosition = lines.position(of: valueStart)
        let (value, replacements, closingQuote) = try readAttributeValue(openingQuote: index, attributeName: name)
        position = closingQuote + 1
        return XMLAttribute(
            name: name,
            value: value,
            quote: quote == UInt8(ascii: "'") ? .single : .double,
            file: file,
            nameRange: nameRange,
            valueRange: lines.compactSpan(from: valueStartPosition, offset: valueStart, to: closingQuote),
            replacements: replacements
        )
    }

    /// Reports a character that cannot continue a name and does not end it either
    /// (`<a$b>`); white space, `=`, `>`, `/`, quotes and `<` end a name and are judged by
    /// what is expected next.
    private mutating func checkNameEnd(at offset: Int, kind: String, name: String) throws {
        guard let next = byte(at: offset), !byte(next, is: .whitespace) else { return }
        switch next {
        case UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "'"),
             UInt8(ascii: "<"):
            return
        default:
            let character = describeCharacter(at: offset)
            throw stop(
                "invalid character \(character.text) in \(kind) name '\(name)'", at: span(offset, character.length)
            )
        }
    }

    /// Whether `name` is already among the attributes of the current start tag; past a few
    /// attributes the names are kept in a set so that very many attributes are not quadratic.
    private func isDuplicate(_ name: String, names: inout Set<String>?) -> Bool {
        if attributeScratch.count < Self.linearDuplicateSearchLimit {
            return attributeScratch.first { $0.name == name } != nil
        }
        if names == nil { names = Set(attributeScratch.map(\.name)) }
        return names?.insert(name).inserted == false
    }

    private mutating func unterminatedStartTag(_ name: String, _ nameRange: XMLCompactSpan) -> XMLReadingStopped {
        stop(
            "unterminated start tag of '\(name)'; expected '>' or '/>' before the end of the file",
            at: endOfFileSpan(), notes: [DiagnosticNote("'\(name)' opened here", at: file.span(nameRange))]
        )
    }

    /// Reads the end tag whose `</` is at `offset`, which must close `open`; returns its span.
    mutating func readEndTag(at offset: Int, closing open: OpenElement) throws -> XMLCompactSpan {
        let tagPosition = lines.position(of: offset)
        let nameStart = offset + 2
        guard let nameEnd = scanName(at: nameStart) else {
            throw stop("expected an element name after '</'", at: span(offset, 2))
        }
        let name = string(nameStart..<nameEnd)
        let index = skipWhitespace(from: nameEnd)
        guard let current = byte(at: index) else {
            throw stop(
                "unterminated end tag '</\(name)'; expected '>' before the end of the file", at: endOfFileSpan()
            )
        }
        guard current == UInt8(ascii: ">") else {
            let character = describeCharacter(at: index)
            throw stop(
                "unexpected \(character.text) in end tag '</\(name)'; expected '>'", at: span(index, character.length)
            )
        }
        let tagSpan = lines.compactSpan(from: tagPosition, offset: offset, to: index + 1)
        let openNameStart = Int(open.nameRange.offset)
        guard sameBytes(nameStart..<nameEnd, openNameStart..<open.nameRange.endOffset) else {
            throw stop(
                "mismatched end tag '</\(name)>'; expected '</\(open.name)>'",
                at: file.span(tagSpan),
                notes: [DiagnosticNote("'\(open.name)' opened here", at: file.span(open.nameRange))]
            )
        }
        position = index + 1
        return tagSpan
    }

    private func sameBytes(_ left: Range<Int>, _ right: Range<Int>) -> Bool {
        guard left.count == right.count else { return false }
        for index in 0..<left.count where bytes[left.lowerBound + index] != bytes[right.lowerBound + index] {
            return false
        }
        return true
    }
}
