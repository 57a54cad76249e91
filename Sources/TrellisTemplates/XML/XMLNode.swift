import TrellisDiagnostics

/// One child of an element, or one node before or after the root element, in source order.
public enum XMLNode: Hashable, Sendable {
    case element(XMLElement)
    /// Character data: text between tags or a CDATA section (see ``XMLText/isCDATA``).
    case text(XMLText)
    case comment(XMLComment)
    case processingInstruction(XMLProcessingInstruction)

    /// The source bytes of the node.
    public var span: SourceSpan {
        switch self {
        case .element(let element): element.span
        case .text(let text): text.span
        case .comment(let comment): comment.span
        case .processingInstruction(let instruction): instruction.span
        }
    }
}

/// A run of character data: the text between two pieces of markup, or one CDATA section.
public struct XMLText: Hashable, Sendable {
    /// The text with references decoded and line ends (CR LF, CR) turned into line feeds;
    /// for a CDATA section, its content without `<![CDATA[` and `]]>`.
    public var text: String
    /// The raw source bytes, including `<![CDATA[` and `]]>` for a CDATA section.
    public var span: SourceSpan
    /// Maps byte ranges of ``text`` to source spans (see ``XMLTextLocator``).
    public var locator: XMLTextLocator
    /// Whether the text was written as a `<![CDATA[…]]>` section.
    public var isCDATA: Bool

    public init(text: String, span: SourceSpan, locator: XMLTextLocator, isCDATA: Bool) {
        self.text = text
        self.span = span
        self.locator = locator
        self.isCDATA = isCDATA
    }

    /// Whether the text is made only of spaces, tabs and line feeds (or is empty).
    public var isWhitespace: Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}

/// A comment `<!-- … -->`.
public struct XMLComment: Hashable, Sendable {
    /// The text between `<!--` and `-->`, with line ends turned into line feeds.
    public var text: String
    /// The whole comment, from `<!--` through `-->`.
    public var span: SourceSpan

    public init(text: String, span: SourceSpan) {
        self.text = text
        self.span = span
    }
}

/// A processing instruction `<?target data?>`; the XML declaration `<?xml …?>` is one
/// with target `xml`.
public struct XMLProcessingInstruction: Hashable, Sendable {
    /// The name after `<?`.
    public var target: String
    /// The text after the target and the white space that follows it, up to `?>`, with
    /// line ends turned into line feeds.
    public var data: String
    /// The whole instruction, from `<?` through `?>`.
    public var span: SourceSpan

    public init(target: String, data: String, span: SourceSpan) {
        self.target = target
        self.data = data
        self.span = span
    }
}
