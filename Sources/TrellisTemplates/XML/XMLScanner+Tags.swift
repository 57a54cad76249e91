import TrellisDiagnostics

extension XMLScanner {
    /// An element whose start tag has been read and whose end tag has not.
    struct OpenElement {
        var name: String
        var nameRange: Range<Int>
        var nameSpan: SourceSpan
        var startTagSpan: SourceSpan
        var attributes: [XMLAttribute]
        var children: [XMLNode]
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
        let nameSpan = lines.span(from: (tagPosition.line, tagPosition.column + 1), offset: nameStart, to: nameEnd)
        if depth > maximumDepth {
            throw stop(
                "element '\(name)' is nested \(depth) levels deep; the maximum depth is \(maximumDepth)",
                at: nameSpan
            )
        }
        try checkNameEnd(at: nameEnd, kind: "element", name: name)
        var attributes: [XMLAttribute] = []
        var attributeNames: Set<String>?
        var index = nameEnd
        while true {
            let afterWhitespace = skipWhitespace(from: index)
            let followsWhitespace = afterWhitespace > index
            index = afterWhitespace
            guard let current = byte(at: index) else { throw unterminatedStartTag(name, nameSpan) }
            if current == UInt8(ascii: ">") {
                position = index + 1
                return .open(OpenElement(
                    name: name,
                    nameRange: nameStart..<nameEnd,
                    nameSpan: nameSpan,
                    startTagSpan: lines.span(from: tagPosition, offset: offset, to: index + 1),
                    attributes: attributes,
                    children: []
                ))
            }
            if current == UInt8(ascii: "/") {
                guard index + 1 < end else { throw unterminatedStartTag(name, nameSpan) }
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
                    attributes: attributes,
                    children: [],
                    startTagSpan: lines.span(from: tagPosition, offset: offset, to: index + 2),
                    endTagSpan: nil
                ))
            }
            guard let attributeNameEnd = scanName(at: index) else {
                let character = describeCharacter(at: index)
                throw stop(
                    "unexpected \(character.text) in start tag of '\(name)'; expected an attribute name, '>' or '/>'",
                    at: span(index, character.length)
                )
            }
            let attributeNameSpan = span(index, attributeNameEnd - index)
            let attributeName = string(index..<attributeNameEnd)
            if !followsWhitespace {
                try report(
                    "expected whitespace before attribute '\(attributeName)'",
                    at: attributeNameSpan,
                    fixIt: FixIt(span: span(index, 0), replacement: " ")
                )
            }
            let attribute = try readAttribute(
                name: attributeName, nameSpan: attributeNameSpan, elementName: name, elementNameSpan: nameSpan
            )
            index = position
            if isDuplicate(attribute.name, in: attributes, names: &attributeNames) {
                let first = attributes.first { $0.name == attribute.name }
                try report(
                    "attribute '\(attribute.name)' is set twice on '\(name)'; remove one of them",
                    at: attribute.nameSpan,
                    notes: [DiagnosticNote("'\(attribute.name)' first set here", at: first?.nameSpan)]
                )
            } else {
                attributes.append(attribute)
            }
        }
    }

    /// Reads an attribute from the end of its name (already scanned) through the closing
    /// quote of its value, and leaves `position` after that quote.
    private mutating func readAttribute(
        name: String, nameSpan: SourceSpan, elementName: String, elementNameSpan: SourceSpan
    ) throws -> XMLAttribute {
        try checkNameEnd(at: nameSpan.endOffset, kind: "attribute", name: name)
        var index = skipWhitespace(from: nameSpan.endOffset)
        guard let equals = byte(at: index) else { throw unterminatedStartTag(elementName, elementNameSpan) }
        guard equals == UInt8(ascii: "=") else {
            let character = describeCharacter(at: index)
            throw stop(
                "unexpected \(character.text) after attribute name '\(name)'; expected '='",
                at: span(index, character.length)
            )
        }
        index = skipWhitespace(from: index + 1)
        guard let quote = byte(at: index) else { throw unterminatedStartTag(elementName, elementNameSpan) }
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            let character = describeCharacter(at: index)
            throw stop(
                "unexpected \(character.text) after '\(name)='; expected a value in quotes",
                at: span(index, character.length)
            )
        }
        let valueStart = index + 1
        let valueStartPosition = lines.position(of: valueStart)
        let (value, locator, closingQuote) = try readAttributeValue(openingQuote: index, attributeName: name)
        position = closingQuote + 1
        return XMLAttribute(
            name: name,
            nameSpan: nameSpan,
            value: value,
            valueSpan: lines.span(from: valueStartPosition, offset: valueStart, to: closingQuote),
            quote: quote == UInt8(ascii: "'") ? .single : .double,
            locator: locator
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
            throw stop("invalid character \(character.text) in \(kind) name '\(name)'", at: span(offset, character.length))
        }
    }

    /// Whether `name` is already among `attributes`; past a few attributes the names are
    /// kept in a set so that an element with very many attributes is not quadratic.
    private func isDuplicate(_ name: String, in attributes: [XMLAttribute], names: inout Set<String>?) -> Bool {
        if attributes.count < Self.linearDuplicateSearchLimit {
            return attributes.contains { $0.name == name }
        }
        if names == nil { names = Set(attributes.map(\.name)) }
        return names?.insert(name).inserted == false
    }

    private mutating func unterminatedStartTag(_ name: String, _ nameSpan: SourceSpan) -> XMLReadingStopped {
        stop(
            "unterminated start tag of '\(name)'; expected '>' or '/>' before the end of the file",
            at: endOfFileSpan(), notes: [DiagnosticNote("'\(name)' opened here", at: nameSpan)]
        )
    }

    /// Reads the end tag whose `</` is at `offset`, which must close `open`; returns its span.
    mutating func readEndTag(at offset: Int, closing open: OpenElement) throws -> SourceSpan {
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
        let tagSpan = lines.span(from: tagPosition, offset: offset, to: index + 1)
        guard sameBytes(nameStart..<nameEnd, open.nameRange) else {
            throw stop(
                "mismatched end tag '</\(name)>'; expected '</\(open.name)>'",
                at: tagSpan, notes: [DiagnosticNote("'\(open.name)' opened here", at: open.nameSpan)]
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
