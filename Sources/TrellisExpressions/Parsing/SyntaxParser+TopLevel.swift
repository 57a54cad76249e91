extension SyntaxParser {
    /// Parses a whole expression: one conditional expression, or a comma list of them,
    /// followed by an optional `//` comment. Returns `nil` syntax for empty or comment-only
    /// text and whenever an error was reported.
    mutating func parseExpression() -> (syntax: ExpressionSyntax?, comment: ExpressionComment?) {
        guard token.kind != .end else { return (nil, trailingComment()) }
        let first = parseConditional()
        var items: [ExpressionSyntax] = []
        var isValid = first != nil
        var height = first?.height ?? 0
        while token.kind != .end {
            if token.kind == .comma {
                if items.isEmpty, let first { items.append(first.syntax) }
                advance()
                if let item = parseConditional() {
                    items.append(item.syntax)
                    height = max(height, item.height)
                } else {
                    isValid = false
                }
            } else {
                reportUnexpectedAfterExpression()
                skip(stoppingAtClosers: false)
            }
        }
        let comment = trailingComment()
        guard issues.isEmpty, isValid else { return (nil, comment) }
        guard let firstItem = items.first, let lastItem = items.last else { return (first?.syntax, comment) }
        let range = firstItem.range.lowerBound..<lastItem.range.upperBound
        return (node(.list(items), range, childHeight: height)?.syntax, comment)
    }

    /// The `//` comment the final `end` token covers, without trailing whitespace.
    private func trailingComment() -> ExpressionComment? {
        Self.comment(covering: token, in: bytes)
    }

    /// The `//` comment an `end` token covers, without trailing whitespace.
    static func comment(covering end: Token, in bytes: UnsafeBufferPointer<UInt8>) -> ExpressionComment? {
        guard end.kind == .end, end.end - end.start >= 2 else { return nil }
        var last = end.end
        while last > end.start + 2, bytes[last - 1].isExpressionWhitespace {
            last -= 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[end.start + 2..<last]), as: UTF8.self)
        return ExpressionComment(text: text, range: end.start..<last)
    }
}
