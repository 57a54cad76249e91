import TrellisDiagnostics

/// An element: its name, its attributes in source order and its children in source order,
/// with the spans of its start and end tags.
public struct XMLElement: Hashable, Sendable {
    /// The element name exactly as written (`UILabel`, `MyApp.FooView`, `b`).
    public var name: String
    /// The attributes in the order they appear in the start tag; a duplicate attribute is
    /// reported and left out, so names are unique.
    public var attributes: [XMLAttribute]
    /// Text, elements, comments and processing instructions in source order, including
    /// whitespace-only text.
    public var children: [XMLNode]
    /// The start tag, from `<` through `>` or `/>`.
    public var startTagSpan: SourceSpan
    /// The end tag, from `</` through `>`; `nil` when the element is self-closing (`<a/>`).
    public var endTagSpan: SourceSpan?

    public init(
        name: String,
        attributes: [XMLAttribute],
        children: [XMLNode],
        startTagSpan: SourceSpan,
        endTagSpan: SourceSpan?
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.startTagSpan = startTagSpan
        self.endTagSpan = endTagSpan
    }

    /// The element name in the start tag (XML allows nothing between `<` and the name).
    public var nameSpan: SourceSpan {
        SourceSpan(
            file: startTagSpan.file,
            line: startTagSpan.line,
            column: startTagSpan.column + 1,
            offset: startTagSpan.offset + 1,
            length: name.utf8.count
        )
    }

    /// The whole element, from the `<` of its start tag through the `>` of its end tag.
    public var span: SourceSpan {
        var span = startTagSpan
        span.length = (endTagSpan ?? startTagSpan).endOffset - startTagSpan.offset
        return span
    }

    /// Whether the element was written as `<name …/>`.
    public var isSelfClosing: Bool { endTagSpan == nil }

    /// The attribute called `name`, if the start tag sets it.
    public func attribute(named name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}

/// An attribute of a start tag: its name, its decoded value and where both are.
public struct XMLAttribute: Hashable, Sendable {
    /// The quote character that delimits an attribute value.
    public enum Quote: Character, Hashable, Sendable {
        case double = "\""
        case single = "'"
    }

    /// The attribute name exactly as written.
    public var name: String
    /// The attribute name in the start tag.
    public var nameSpan: SourceSpan
    /// The value after decoding references and normalizing white space as XML 1.0
    /// requires: each tab, line feed or line end becomes one space (`&#10;` stays a
    /// line feed).
    public var value: String
    /// The raw value inside the quotes.
    public var valueSpan: SourceSpan
    /// The quote that delimits the value.
    public var quote: Quote
    /// Maps byte ranges of ``value`` to source spans (see ``XMLTextLocator``).
    public var locator: XMLTextLocator

    public init(
        name: String,
        nameSpan: SourceSpan,
        value: String,
        valueSpan: SourceSpan,
        quote: Quote,
        locator: XMLTextLocator
    ) {
        self.name = name
        self.nameSpan = nameSpan
        self.value = value
        self.valueSpan = valueSpan
        self.quote = quote
        self.locator = locator
    }

    /// The whole attribute, from the first byte of its name through the closing quote.
    public var span: SourceSpan {
        var span = nameSpan
        span.length = valueSpan.endOffset + 1 - nameSpan.offset
        return span
    }
}
