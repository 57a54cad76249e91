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
        guard token.kind == .end, token.end - token.start >= 2 else { return nil }
        var end = token.end
        while end > token.start + 2, bytes[end - 1].isExpressionWhitespace {
            end -= 1
        }
        return ExpressionComment(text: text(token.start + 2..<end), range: token.start..<end)
    }
}
