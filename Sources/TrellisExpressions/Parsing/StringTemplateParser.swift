import TrellisDiagnostics

/// Parses string-typed attribute values (seed 003, "Strings" and "Comments"): literal text
/// with `{expression}` segments.
///
/// - Text outside braces is literal, `/` included (`MyImage.png // comment` is all text).
/// - A value whose first non-whitespace bytes are `//` is commented out entirely: the
///   result is a `nil` template and no diagnostics.
/// - Inside braces, a `'…'` string may contain `{`, `}` and `//` (`{'}'}` is a literal
///   brace); a `//` outside a string starts a comment that runs to the closing `}`
///   (`{name // the user's full name}`; `{// note}` is a segment with no expression).
/// - Errors: a `{` inside braces ("nested braces"), a `{` with no closing `}`, a stray
///   `}` in literal text (write `{'}'}`), and every error of the expressions inside. The
///   template is `nil` whenever there is an error.
/// - `{}` is a segment with no expression, which adds nothing, as in Layout.
/// - Empty text is a template with no segments (the empty string).
public enum StringTemplateParser {
    public static func parse(
        _ text: String, locator: some SourceLocator
    ) -> (template: StringTemplate?, diagnostics: [Diagnostic]) {
        withUTF8(text) { bytes in
            var scanner = TemplateScanner(bytes: bytes)
            let template = scanner.scan(locator: locator)
            return (template, scanner.diagnostics)
        }
    }
}

/// Splits a template into literal and `{…}` segments, handing each segment's inside to
/// the expression parser.
private struct TemplateScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var diagnostics: [Diagnostic] = []
    var segments: [StringTemplate.Segment] = []
    var comments: [ExpressionComment] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func scan(locator: some SourceLocator) -> StringTemplate? {
        guard !isCommentedOut else { return nil }
        let braces = bytes.reduce(0) { $1 == Byte.leftBrace ? $0 + 1 : $0 }
        segments.reserveCapacity(2 * braces + 1)
        var literalStart = 0
        var offset = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case Byte.leftBrace:
                appendLiteral(literalStart..<offset)
                offset = scanSegment(openingAt: offset, locator: locator)
                literalStart = offset
            case Byte.rightBrace:
                diagnostics.append(.error(
                    .expressionSyntax, "unexpected '}'; write {'}'} for a literal brace", at: locator.span(for: offset..<offset + 1)
                ))
                offset += 1
            default:
                offset += 1
            }
        }
        appendLiteral(literalStart..<bytes.count)
        guard !diagnostics.containsErrors else { return nil }
        return StringTemplate(segments: segments, comments: comments)
    }

    private var isCommentedOut: Bool {
        var offset = 0
        while offset < bytes.count, bytes[offset].isExpressionWhitespace {
            offset += 1
        }
        return offset + 1 < bytes.count && bytes[offset] == Byte.slash && bytes[offset + 1] == Byte.slash
    }

    private mutating func appendLiteral(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        segments.append(.literal(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), range: range))
    }

    /// Scans the segment whose `{` is at `open`; returns the offset after its `}`.
    private mutating func scanSegment(openingAt open: Int, locator: some SourceLocator) -> Int {
        let close = findClosingBrace(after: open, locator: locator)
        guard let closing = close.offset else {
            diagnostics.append(.error(
                .expressionSyntax, "unterminated '{'; expected '}' to end the expression", at: locator.span(for: open..<open + 1)
            ))
            // Report the errors of the expression too (an unterminated string, usually).
            let inner = ExpressionParser.parse(bytes: bytes, range: open + 1..<bytes.count, locator: locator)
            diagnostics.append(contentsOf: inner.diagnostics)
            return bytes.count
        }
        if close.isNested {
            segments.append(.expression(nil, range: open..<closing + 1))
        } else {
            appendExpression(open + 1..<closing, segment: open..<closing + 1, locator: locator)
        }
        return closing + 1
    }

    private mutating func appendExpression(_ inner: Range<Int>, segment: Range<Int>, locator: some SourceLocator) {
        let result = ExpressionParser.parse(bytes: bytes, range: inner, locator: locator)
        diagnostics.append(contentsOf: result.diagnostics)
        if let comment = result.comment {
            comments.append(comment)
        }
        segments.append(.expression(result.syntax, range: segment))
    }

    /// Finds the `}` that closes the `{` at `open`, skipping strings and comments. A `{`
    /// inside is reported (nested braces are not allowed) and balanced so that the scan
    /// resumes after the right `}`.
    private mutating func findClosingBrace(
        after open: Int, locator: some SourceLocator
    ) -> (offset: Int?, isNested: Bool) {
        var offset = open + 1
        var depth = 0
        var isNested = false
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case Byte.quote, Byte.doubleQuote:
                offset = endOfString(startingAt: offset)
                continue
            case Byte.slash where offset + 1 < bytes.count && bytes[offset + 1] == Byte.slash:
                while offset < bytes.count, bytes[offset] != Byte.rightBrace {
                    offset += 1
                }
                continue
            case Byte.leftBrace:
                if !isNested {
                    diagnostics.append(.error(
                        .expressionSyntax, "nested '{' inside an expression; write {'{'} for a literal brace",
                        at: locator.span(for: offset..<offset + 1)
                    ))
                }
                isNested = true
                depth += 1
            case Byte.rightBrace:
                if depth == 0 { return (offset, isNested) }
                depth -= 1
            default:
                break
            }
            offset += 1
        }
        return (nil, isNested)
    }

    /// The offset after the string starting with the single or double quote at `start` (or
    /// the end of the text if it is unterminated); a backslash escapes the next byte, as in
    /// the lexer.
    private func endOfString(startingAt start: Int) -> Int {
        let quote = bytes[start]
        var offset = start + 1
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == quote { return offset }
            if byte == Byte.backslash, offset < bytes.count { offset += 1 }
        }
        return offset
    }
}
