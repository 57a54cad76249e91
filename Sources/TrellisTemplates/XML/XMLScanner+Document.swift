import TrellisDiagnostics

extension XMLScanner {
    /// Reads the whole file; `nil` when an error stopped reading before the document was
    /// complete (the diagnostics say why).
    mutating func readDocument() -> XMLDocument? {
        do {
            return try readDocumentOrStop()
        } catch {
            return nil
        }
    }

    private mutating func readDocumentOrStop() throws -> XMLDocument {
        guard bytes.count <= maximumFileSize else {
            throw stop(
                "the file is too large (\(bytes.count) bytes); the limit is \(maximumFileSize) bytes",
                at: span(0, 0)
            )
        }
        try checkEncoding()
        contentStart = XMLEncodingCheck.byteOrderMarkLength(bytes)
        position = contentStart
        var prolog: [XMLNode] = []
        try readMiscellany(into: &prolog, after: nil)
        guard position < end else {
            throw stop("empty document; expected a root element", at: endOfFileSpan())
        }
        let root = try readElementTree()
        var epilog: [XMLNode] = []
        try readMiscellany(into: &epilog, after: root)
        return XMLDocument(
            source: file.text, hasByteOrderMark: contentStart > 0, prolog: prolog, root: root, epilog: epilog
        )
    }

    private mutating func checkEncoding() throws {
        switch XMLEncodingCheck.problem(in: bytes) {
        case nil:
            return
        case .utf16:
            throw stop("the file is UTF-16 encoded; templates must be UTF-8", at: span(0, 2))
        case .invalidUTF8(let offset, let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            throw stop(
                "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" : "")\(hex); templates must be UTF-8 encoded",
                at: span(offset, 1)
            )
        }
    }

    /// Reads comments and processing instructions before the root element (`root` is
    /// `nil`; stops at the root's `<`), with at most one document type declaration, or after
    /// it (stops at the end of the file). Stray text is reported and skipped; anything else
    /// stops reading.
    private mutating func readMiscellany(into nodes: inout [XMLNode], after root: XMLElement?) throws {
        var documentType: XMLDocumentType?
        while true {
            position = skipWhitespace(from: position)
            guard position < end else { return }
            guard bytes[position] == UInt8(ascii: "<") else {
                try skipStrayText(after: root)
                continue
            }
            switch byte(at: position + 1) {
            case UInt8(ascii: "?"):
                nodes.append(.processingInstruction(try readProcessingInstruction(at: position)))
            case UInt8(ascii: "!") where matches("<!DOCTYPE", at: position):
                try checkDocumentTypePlacement(after: root, previous: documentType)
                let declaration = try readDocumentType(at: position)
                documentType = declaration
                nodes.append(.documentType(declaration))
            case UInt8(ascii: "!"):
                nodes.append(try readExclamationMarkup(at: position, insideRoot: false))
            case UInt8(ascii: "/"):
                let place = root.map { "after the root element '\($0.name)'" } ?? "before the root element"
                throw stop("unexpected end tag \(place)", at: span(position, 2))
            default:
                guard let root else { return }
                guard let nameEnd = scanName(at: position + 1) else {
                    throw stop("unexpected '<' after the root element '\(root.name)'", at: span(position, 1))
                }
                throw stop(
                    "unexpected element '\(string(position + 1..<nameEnd))' after the root element "
                        + "'\(root.name)'; a document has exactly one root element",
                    at: span(position + 1, nameEnd - position - 1)
                )
            }
        }
    }

    /// Stops reading at a document type declaration after the root element or after
    /// another one: libxml2 rejects both ("Extra content at the end of the document",
    /// "StartTag: invalid element name").
    private mutating func checkDocumentTypePlacement(after root: XMLElement?, previous: XMLDocumentType?) throws {
        if let root {
            throw stop(
                "document type declaration after the root element '\(root.name)'; it must come before the root element",
                at: span(position, 9)
            )
        }
        if let previous {
            throw stop(
                "second document type declaration; a document has at most one",
                at: span(position, 9),
                notes: [DiagnosticNote("first declared here", at: span(previous.span.offset, 9))]
            )
        }
    }

    /// Reports the text from `position` to the next `<` (which is not white space only)
    /// and moves past it.
    private mutating func skipStrayText(after root: XMLElement?) throws {
        let start = position
        var textEnd = start
        while textEnd < end, bytes[textEnd] != UInt8(ascii: "<") {
            textEnd += 1
        }
        var trimmedEnd = textEnd
        while trimmedEnd > start, byte(bytes[trimmedEnd - 1], is: .whitespace) {
            trimmedEnd -= 1
        }
        let place = root.map { "after the root element '\($0.name)'" } ?? "before the root element"
        try report("unexpected text \(place)", at: span(start, trimmedEnd - start))
        position = textEnd
    }

    /// Reads the root element and everything inside it with an explicit stack of open
    /// elements, so nesting depth costs heap memory (bounded by the depth limit), not
    /// call-stack frames. The children of all open elements wait in ``childScratch``.
    private mutating func readElementTree() throws -> XMLElement {
        var stack: [OpenElement] = []
        childScratch.removeAll()
        switch try readStartTag(at: position, depth: 1) {
        case .selfClosing(let element): return element
        case .open(let element): stack.append(element)
        }
        while true {
            let top = stack.count - 1
            try readText()
            guard position < end else {
                let open = stack[top]
                throw stop(
                    "element '\(open.name)' is not closed; expected '</\(open.name)>' before the end of the file",
                    at: endOfFileSpan(),
                    notes: [DiagnosticNote("'\(open.name)' opened here", at: file.span(open.nameRange))]
                )
            }
            let offset = position
            switch byte(at: offset + 1) {
            case UInt8(ascii: "/"):
                let endTag = try readEndTag(at: offset, closing: stack[top])
                let open = stack.removeLast()
                let element = XMLElement(
                    name: open.name,
                    attributes: open.attributes,
                    children: childScratch.moveOut(from: open.childrenStart),
                    file: file,
                    startTag: open.startTag,
                    endTag: endTag
                )
                if stack.isEmpty { return element }
                childScratch.append(.element(element))
            case UInt8(ascii: "!"):
                childScratch.append(try readExclamationMarkup(at: offset, insideRoot: true))
            case UInt8(ascii: "?"):
                childScratch.append(.processingInstruction(try readProcessingInstruction(at: offset)))
            default:
                switch try readStartTag(at: offset, depth: stack.count + 1) {
                case .selfClosing(let element): childScratch.append(.element(element))
                case .open(let element): stack.append(element)
                }
            }
        }
    }
}
