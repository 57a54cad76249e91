import TrellisDiagnostics
import TrellisExpressions

/// An attribute value parsed according to its ``AttributeSyntax``.
public enum ParsedAttributeValue: Sendable {
    /// An expression without errors, or a value that is only a `//` comment (a
    /// commented-out template too: `text=" // hello"`).
    case expression(ExpressionSyntax?, comment: ExpressionComment?)
    /// Literal text with `{…}` segments, without errors.
    case template(StringTemplate)
    /// A value that is not parsed: text, unknown attributes, hex colors and values with
    /// syntax errors (the checker reports those).
    case unparsed

    /// Parses `value` (decoded) as `syntax` says; positions are byte offsets in `value`.
    public init(_ value: String, syntax: AttributeSyntax, locator: some SourceLocator) {
        switch syntax {
        case .expression:
            self = Self.expression(value, locator: locator)
        case .template:
            self = Self.template(value, locator: locator)
        case .color:
            // A color in braces is an expression (`{isOn ? red : blue}`), as the checker
            // reads it; other braces build an asset name (`color-{level}`).
            if value.utf8.contains(UInt8(ascii: "{")), case .unparsed = Self.bracedExpression(value, locator: locator) {
                self = Self.template(value, locator: locator)
            } else {
                self = Self.expression(value, locator: locator)
            }
        case .text, .unknown:
            self = .unparsed
        }
    }

    private static func expression(_ value: String, locator: some SourceLocator) -> ParsedAttributeValue {
        let parsed = ExpressionParser.parse(value, locator: locator)
        guard parsed.diagnostics.isEmpty, parsed.syntax != nil || parsed.comment != nil else { return .unparsed }
        return .expression(parsed.syntax, comment: parsed.comment)
    }

    /// `value` as an expression when it is one in braces, else `.unparsed`.
    private static func bracedExpression(_ value: String, locator: some SourceLocator) -> ParsedAttributeValue {
        guard value.utf8.first(where: { !isBlank($0) }) == UInt8(ascii: "{") else { return .unparsed }
        return expression(value, locator: locator)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func template(_ value: String, locator: some SourceLocator) -> ParsedAttributeValue {
        let parsed = StringTemplateParser.parse(value, locator: locator)
        guard parsed.diagnostics.isEmpty else { return .unparsed }
        guard let template = parsed.template else { return commentedOut(value).map { .expression(nil, comment: $0) } ?? .unparsed }
        return .template(template)
    }

    /// The comment a commented-out template is (its first non-blank bytes are `//`), with
    /// the blanks around it left out.
    private static func commentedOut(_ value: String) -> ExpressionComment? {
        let bytes = Array(value.utf8)
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        guard let start = bytes.firstIndex(where: { !isBlank($0) }), let end = bytes.lastIndex(where: { !isBlank($0) }),
              end > start, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") else { return nil }
        return ExpressionComment(text: String(decoding: bytes[(start + 2)...end], as: UTF8.self), range: start..<end + 1)
    }
}

extension StringTemplate {
    /// The comments that lie inside `range` (a `{…}` segment).
    func comments(in range: Range<Int>) -> [ExpressionComment] {
        comments.filter { range.contains($0.range.lowerBound) }
    }

    /// The canonical text of the `{…}` segment `segment`, with its comment.
    func printedSegment(_ syntax: ExpressionSyntax?, range: Range<Int>) -> String {
        ExpressionPrinter.print(StringTemplate(
            segments: [.expression(syntax, range: range)], comments: comments(in: range)
        ))
    }
}
