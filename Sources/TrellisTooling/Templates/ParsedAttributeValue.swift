import TrellisDiagnostics
import TrellisExpressions

/// An attribute value parsed according to its ``AttributeSyntax``.
public enum ParsedAttributeValue: Sendable {
    /// An expression without errors, or a value that is only a `//` comment.
    case expression(ExpressionSyntax?, comment: ExpressionComment?)
    /// Literal text with `{…}` segments, without errors.
    case template(StringTemplate)
    /// A value that is not parsed: text, unknown attributes, commented-out templates,
    /// hex colors and values with syntax errors (the checker reports those).
    case unparsed

    /// Parses `value` (decoded) as `syntax` says; positions are byte offsets in `value`.
    public init(_ value: String, syntax: AttributeSyntax, locator: some SourceLocator) {
        switch syntax {
        case .expression:
            self = Self.expression(value, locator: locator)
        case .template:
            self = Self.template(value, locator: locator)
        case .color:
            if value.utf8.contains(UInt8(ascii: "{")) {
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

    private static func template(_ value: String, locator: some SourceLocator) -> ParsedAttributeValue {
        let parsed = StringTemplateParser.parse(value, locator: locator)
        guard let template = parsed.template, parsed.diagnostics.isEmpty else { return .unparsed }
        return .template(template)
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
