import TrellisDiagnostics

/// A parsed XML file: its root element, the comments, processing instructions and document
/// type declaration around it, and the source text every span points into.
public struct XMLDocument: Sendable {
    /// The file as read; every span of the document is a byte range of `source.bytes`.
    /// Offsets and columns count the bytes of a UTF-8 byte order mark, if there is one.
    public let source: SourceText
    /// Whether the file starts with a UTF-8 byte order mark (`EF BB BF`).
    public let hasByteOrderMark: Bool
    /// Comments, processing instructions (the XML declaration first, if present) and the
    /// document type declaration, if any, before the root element. White space outside the
    /// root element is not kept.
    public let prolog: [XMLNode]
    /// The single root element.
    public let root: XMLElement
    /// Comments and processing instructions after the root element.
    public let epilog: [XMLNode]

    init(
        source: SourceText,
        hasByteOrderMark: Bool,
        prolog: [XMLNode],
        root: XMLElement,
        epilog: [XMLNode]
    ) {
        self.source = source
        self.hasByteOrderMark = hasByteOrderMark
        self.prolog = prolog
        self.root = root
        self.epilog = epilog
    }

    /// The XML declaration `<?xml version="1.0" …?>`, if the file starts with one.
    public var declaration: XMLProcessingInstruction? {
        guard case .processingInstruction(let instruction)? = prolog.first,
              instruction.target == "xml" else { return nil }
        return instruction
    }
}
