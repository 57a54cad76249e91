import TrellisDiagnostics

/// One child of an element, or one node before or after the root element, in source order.
public enum XMLNode: Hashable, Sendable {
    /// An element with its attributes and children.
    case element(XMLElement)
    /// Character data: text between tags or a CDATA section (see ``XMLText/isCDATA``).
    case text(XMLText)
    /// A comment `<!-- … -->`.
    case comment(XMLComment)
    /// A processing instruction `<?target data?>`.
    case processingInstruction(XMLProcessingInstruction)
    /// The document type declaration `<!DOCTYPE …>`, only ever in ``XMLDocument/prolog``.
    case documentType(XMLDocumentType)

    /// The source bytes of the node.
    public var span: SourceSpan {
        switch self {
        case .element(let element): element.span
        case .text(let text): text.span
        case .comment(let comment): comment.span
        case .processingInstruction(let instruction): instruction.span
        case .documentType(let documentType): documentType.span
        }
    }
}

/// A run of character data: the text between two pieces of markup, or one CDATA section.
public struct XMLText: Hashable, Sendable {
    /// The text with references decoded and line ends (CR LF, CR) turned into line feeds;
    /// for a CDATA section, its content without `<![CDATA[` and `]]>`.
    public let text: String
    /// Whether the text was written as a `<![CDATA[…]]>` section.
    public let isCDATA: Bool
    let file: XMLSourceFile
    let range: XMLCompactSpan
    let replacements: [XMLTextLocator.Replacement]

    init(
        text: String,
        isCDATA: Bool,
        file: XMLSourceFile,
        range: XMLCompactSpan,
        replacements: [XMLTextLocator.Replacement]
    ) {
        self.text = text
        self.isCDATA = isCDATA
        self.file = file
        self.range = range
        self.replacements = replacements
    }

    /// The raw source bytes, including `<![CDATA[` and `]]>` for a CDATA section.
    public var span: SourceSpan { file.span(range) }

    /// Maps byte ranges of ``text`` to source spans (see ``XMLTextLocator``).
    public var locator: XMLTextLocator {
        let contentOffset = Int(range.offset) + (isCDATA ? XMLText.cdataOpening.utf8CodeUnitCount : 0)
        return XMLTextLocator(file: file, startOffset: contentOffset, replacements: replacements)
    }

    /// Whether the text is made only of spaces, tabs and line feeds (or is empty).
    public var isWhitespace: Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    static let cdataOpening: StaticString = "<![CDATA["
}

/// A comment `<!-- … -->`.
public struct XMLComment: Hashable, Sendable {
    /// The text between `<!--` and `-->`, with line ends turned into line feeds.
    public let text: String
    let file: XMLSourceFile
    let range: XMLCompactSpan

    init(text: String, file: XMLSourceFile, range: XMLCompactSpan) {
        self.text = text
        self.file = file
        self.range = range
    }

    /// The whole comment, from `<!--` through `-->`.
    public var span: SourceSpan { file.span(range) }
}

/// A processing instruction `<?target data?>`; the XML declaration `<?xml …?>` is one
/// with target `xml`.
public struct XMLProcessingInstruction: Hashable, Sendable {
    /// The name after `<?`.
    public let target: String
    /// The text after the target and the white space that follows it, up to `?>`, with
    /// line ends turned into line feeds.
    public let data: String
    let file: XMLSourceFile
    let range: XMLCompactSpan

    init(target: String, data: String, file: XMLSourceFile, range: XMLCompactSpan) {
        self.target = target
        self.data = data
        self.file = file
        self.range = range
    }

    /// The whole instruction, from `<?` through `?>`.
    public var span: SourceSpan { file.span(range) }
}

/// A document type declaration `<!DOCTYPE Name …>` before the root element. Like libxml2
/// without DTD loading, the reader ignores its public and system identifiers; an internal
/// subset may only hold comments, processing instructions and element, notation and
/// attribute-list declarations without defaults.
public struct XMLDocumentType: Hashable, Sendable {
    /// The name after `<!DOCTYPE`, which names the root element.
    public let name: String
    let file: XMLSourceFile
    let range: XMLCompactSpan

    init(name: String, file: XMLSourceFile, range: XMLCompactSpan) {
        self.name = name
        self.file = file
        self.range = range
    }

    /// The whole declaration, from `<!DOCTYPE` through its `>`.
    public var span: SourceSpan { file.span(range) }
}
