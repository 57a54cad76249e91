import TrellisDiagnostics

/// An element: its name, its attributes in source order and its children in source order,
/// with the spans of its start and end tags.
public struct XMLElement: Hashable, Sendable {
    /// The element name exactly as written (`UILabel`, `MyApp.FooView`, `b`).
    public let name: String
    /// The attributes in the order they appear in the start tag; a duplicate attribute is
    /// reported and left out, so names are unique.
    public let attributes: [XMLAttribute]
    /// Text, elements, comments and processing instructions in source order, including
    /// whitespace-only text.
    public let children: [XMLNode]
    let file: XMLSourceFile
    let startTag: XMLCompactSpan
    let endTag: XMLCompactSpan?

    init(
        name: String,
        attributes: [XMLAttribute],
        children: [XMLNode],
        file: XMLSourceFile,
        startTag: XMLCompactSpan,
        endTag: XMLCompactSpan?
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.file = file
        self.startTag = startTag
        self.endTag = endTag
    }

    /// The start tag, from `<` through `>` or `/>`.
    public var startTagSpan: SourceSpan { file.span(startTag) }

    /// The end tag, from `</` through `>`; `nil` when the element is self-closing (`<a/>`).
    public var endTagSpan: SourceSpan? { endTag.map(file.span) }

    /// The element name in the start tag (XML allows nothing between `<` and the name).
    public var nameSpan: SourceSpan {
        SourceSpan(
            file: file.text.path,
            line: Int(startTag.line),
            column: Int(startTag.column) + 1,
            offset: Int(startTag.offset) + 1,
            length: name.utf8.count
        )
    }

    /// The whole element, from the `<` of its start tag through the `>` of its end tag.
    public var span: SourceSpan {
        var span = startTagSpan
        span.length = (endTag ?? startTag).endOffset - span.offset
        return span
    }

    /// Whether the element was written as `<name …/>`.
    public var isSelfClosing: Bool { endTag == nil }

    /// The attribute called `name`, if the start tag sets it.
    public func attribute(named name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}

/// An attribute of a start tag: its name, its decoded value and where both are.
public struct XMLAttribute: Hashable, Sendable {
    /// The quote character that delimits an attribute value.
    public enum Quote: Character, Hashable, Sendable {
        /// `"`
        case double = "\""
        /// `'`
        case single = "'"
    }

    /// The attribute name exactly as written.
    public let name: String
    /// The value after decoding references and normalizing white space as XML 1.0
    /// requires: each tab, line feed or line end becomes one space (`&#10;` stays a
    /// line feed).
    public let value: String
    /// The quote that delimits the value.
    public let quote: Quote
    let file: XMLSourceFile
    let nameRange: XMLCompactSpan
    let valueRange: XMLCompactSpan
    let replacements: [XMLTextLocator.Replacement]

    init(
        name: String,
        value: String,
        quote: Quote,
        file: XMLSourceFile,
        nameRange: XMLCompactSpan,
        valueRange: XMLCompactSpan,
        replacements: [XMLTextLocator.Replacement]
    ) {
        self.name = name
        self.value = value
        self.quote = quote
        self.file = file
        self.nameRange = nameRange
        self.valueRange = valueRange
        self.replacements = replacements
    }

    /// The attribute name in the start tag.
    public var nameSpan: SourceSpan { file.span(nameRange) }

    /// The raw value inside the quotes.
    public var valueSpan: SourceSpan { file.span(valueRange) }

    /// The whole attribute, from the first byte of its name through the closing quote.
    public var span: SourceSpan {
        var span = nameSpan
        span.length = valueRange.endOffset + 1 - span.offset
        return span
    }

    /// Maps byte ranges of ``value`` to source spans (see ``XMLTextLocator``).
    public var locator: XMLTextLocator {
        XMLTextLocator(file: file, startOffset: Int(valueRange.offset), replacements: replacements)
    }
}
