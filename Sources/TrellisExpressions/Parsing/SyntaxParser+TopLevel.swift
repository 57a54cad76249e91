extension SyntaxParser {
    /// Parses a whole expression: one conditional expression, or a comma list of them,
    /// followed by an optional `//` comment. Returns `nil` syntax for empty or comment-only
    /// text and whenever an error was reported.
    mutating func parseExpression() -> (syntax: ExpressionSyntax?, comment: ExpressionComment?) {
        guard token.kind != .end else { return (nil, trailingComment()) }
        var items: [ParsedNode?] = [parseConditional()]
        while token.kind != .end {
            if token.kind == .comma {
                advance()
                items.append(parseConditional())
            } else {
                reportUnexpectedAfterExpression()
                skip(stoppingAtClosers: false)
            }
        }
        let comment = trailingComment()
        guard issues.isEmpty else { return (nil, comment) }
        return (list(of: items)?.syntax, comment)
    }

    /// One item, or a `.list` of several.
    private mutating func list(of items: [ParsedNode?]) -> ParsedNode? {
        let nodes = items.compactMap { $0 }
        guard nodes.count == items.count, let first = nodes.first, let last = nodes.last else { return nil }
        guard nodes.count > 1 else { return first }
        return node(
            .list(nodes.map(\.syntax)),
            first.syntax.range.lowerBound..<last.syntax.range.upperBound,
            childHeight: nodes.map(\.height).max() ?? 0
        )
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
