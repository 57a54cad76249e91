extension SyntaxParser {
    /// A literal, a name or call, a color literal or node reference, `( … )` or `[ … ]`.
    /// Does not consume a token that cannot start an operand (after reporting it), so the
    /// enclosing construct can resynchronise on it.
    mutating func parsePrimary() -> ParsedNode? {
        let current = token
        switch current.kind {
        case .number:
            advance()
            return numberLiteral(current)
        case .string:
            advance()
            return stringLiteral(current)
        case .identifier:
            advance()
            return parseName(current)
        case .escapedName:
            advance()
            return parseEscapedName(current)
        case .hash:
            advance()
            return hashLiteral(current)
        case .leftParen:
            return parseParenthesized()
        case .leftBracket:
            return parseArrayLiteral()
        case .invalidNumber, .unterminatedString, .unterminatedEscapedName, .dotName:
            reportInvalidToken(current)
            advance()
            return nil
        case .unknown:
            reportInvalidToken(current)
            advance()
            if token.kind.canStartOperand { _ = parsePostfix() }
            return nil
        default:
            reportMissingOperand()
            return nil
        }
    }

    /// A name or dotted path; `true`, `false` and `nil` are literals; a path directly
    /// followed by `(` is a call.
    private mutating func parseName(_ nameToken: Token) -> ParsedNode? {
        switch keyword(nameToken.range) {
        case .true: return node(.boolean(true), nameToken.range)
        case .false: return node(.boolean(false), nameToken.range)
        case .nil: return node(.nilLiteral, nameToken.range)
        case nil: return symbolOrCall(SymbolPath(pathComponents(nameToken.range)), nameToken)
        }
    }

    private enum Keyword {
        case `true`, `false`, `nil`
    }

    /// The literal keyword spelled by `range`, compared as bytes.
    private func keyword(_ range: Range<Int>) -> Keyword? {
        let name = bytes[range]
        switch name.count {
        case 3 where name.elementsEqual("nil".utf8): return .nil
        case 4 where name.elementsEqual("true".utf8): return .true
        case 5 where name.elementsEqual("false".utf8): return .false
        default: return nil
        }
    }

    /// `` `any text` ``: one escaped component, possibly called; escapes are decoded as in
    /// strings (`` `a\`b` `` is ``a`b``).
    private mutating func parseEscapedName(_ nameToken: Token) -> ParsedNode? {
        let inner = nameToken.start + 1..<nameToken.end - 1
        guard !inner.isEmpty else {
            report("empty escaped name; write a name between the backticks", at: nameToken.range)
            return nil
        }
        guard let name = decodedText(inner) else { return nil }
        return symbolOrCall(SymbolPath([name], isEscaped: true), nameToken)
    }

    private mutating func symbolOrCall(_ path: SymbolPath, _ nameToken: Token) -> ParsedNode? {
        guard token.kind == .leftParen else { return node(.symbol(path), nameToken.range) }
        let open = token
        advance()
        guard let arguments = parseSequence(open: open, .parenthesis, listContext: "argument list") else {
            return nil
        }
        return node(
            .call(path, arguments: arguments.elements),
            nameToken.start..<previous.end,
            childHeight: arguments.height
        )
    }

    /// Splits `a.b.c` (or the part after `#`) at its dots.
    func pathComponents(_ range: Range<Int>) -> [String] {
        let dots = bytes[range].reduce(0) { $1 == Byte.dot ? $0 + 1 : $0 }
        guard dots > 0 else { return [text(range)] }
        var components: [String] = []
        components.reserveCapacity(dots + 1)
        var start = range.lowerBound
        for offset in range where bytes[offset] == Byte.dot {
            components.append(text(start..<offset))
            start = offset + 1
        }
        components.append(text(start..<range.upperBound))
        return components
    }

    /// `(expression)`, or a parenthesized comma list `(3, 4)`, which is a list (an array) as
    /// in Layout.
    private mutating func parseParenthesized() -> ParsedNode? {
        let open = token
        advance()
        let first = parseConditional()
        var items: [ExpressionSyntax] = []
        var height = first?.height ?? 0
        var isValid = first != nil
        while token.kind == .comma {
            if items.isEmpty, let first { items.append(first.syntax) }
            advance()
            guard items.count < Self.maximumListLength else {
                abandon(at: token.range, because: Self.listTooLong("list"))
                return nil
            }
            guard let item = parseConditional() else {
                isValid = false
                break
            }
            items.append(item.syntax)
            height = max(height, item.height)
        }
        guard token.kind == .rightParen else {
            recoverFromMissingCloser(open, .parenthesis, listContext: nil)
            return nil
        }
        advance()
        guard isValid, let first else { return nil }
        guard let firstItem = items.first, let lastItem = items.last else {
            return node(.parenthesized(first.syntax), open.start..<previous.end, childHeight: first.height)
        }
        guard let list = node(.list(items), firstItem.range.lowerBound..<lastItem.range.upperBound, childHeight: height) else { return nil }
        return node(.parenthesized(list.syntax), open.start..<previous.end, childHeight: list.height)
    }

    private mutating func parseArrayLiteral() -> ParsedNode? {
        let open = token
        advance()
        guard let array = parseSequence(open: open, .bracket, listContext: "array literal") else { return nil }
        return node(.array(array.elements), open.start..<previous.end, childHeight: array.height)
    }

    /// The message for a list longer than ``maximumListLength``.
    static func listTooLong(_ listContext: String) -> String {
        "\(listContext) is too long: at most \(maximumListLength) elements"
    }

    /// `base[index]`; the index may be any conditional expression, ranges included.
    mutating func parseSubscript(of base: ParsedNode?) -> ParsedNode? {
        let open = token
        advance()
        if token.kind == .rightBracket {
            report("empty subscript; expected an index or a range between '[' and ']'", at: open.start..<token.end)
            advance()
            return nil
        }
        let index = parseConditional()
        guard token.kind == .rightBracket else {
            recoverFromMissingCloser(open, .bracket, listContext: nil)
            return nil
        }
        advance()
        guard let base, let index else { return nil }
        return node(
            .subscripted(base.syntax, index: index.syntax),
            base.syntax.range.lowerBound..<previous.end,
            childHeight: max(base.height, index.height)
        )
    }

    /// Comma-separated conditional expressions up to the closer (already past the opener);
    /// arrays allow a trailing comma. Returns `nil` when an element failed or the closer is
    /// missing (after reporting).
    private mutating func parseSequence(
        open: Token, _ delimiter: Delimiter, listContext: String
    ) -> (elements: [ExpressionSyntax], height: Int)? {
        let allowsTrailingComma = delimiter == .bracket
        var elements: [ExpressionSyntax] = []
        var height = 0
        var isValid = true
        if token.kind == delimiter.closer {
            advance()
            return (elements, height)
        }
        elements.reserveCapacity(4)
        while true {
            guard elements.count < Self.maximumListLength else {
                abandon(at: token.range, because: Self.listTooLong(listContext))
                return nil
            }
            if let element = parseConditional() {
                elements.append(element.syntax)
                height = max(height, element.height)
            } else {
                isValid = false
            }
            if token.kind == .comma {
                advance()
                if allowsTrailingComma, token.kind == delimiter.closer {
                    advance()
                    return isValid ? (elements, height) : nil
                }
                continue
            }
            if token.kind == delimiter.closer {
                advance()
                return isValid ? (elements, height) : nil
            }
            guard recoverFromMissingCloser(open, delimiter, listContext: listContext) else { return nil }
            advance()
            isValid = false
        }
    }

    /// Reports a missing closer and resynchronises. At the end of the text: "expected ')'
    /// to close '('"; elsewhere "expected ')' to close '(', found …" (or, in a list,
    /// "expected ',' or ')' in argument list, found …"), then skips to the next closer at
    /// this nesting level, consuming it if it matches, or in a list to the next comma.
    /// Returns `true` when it stopped at a comma of the list (not consumed).
    @discardableResult
    private mutating func recoverFromMissingCloser(_ open: Token, _ delimiter: Delimiter, listContext: String?) -> Bool {
        let note = ("'\(delimiter.opener)' opened here", open.range)
        guard token.kind != .end else {
            // An unterminated string or escaped name already explains the missing closer.
            if previous.kind != .unterminatedString, previous.kind != .unterminatedEscapedName {
                report(
                    "expected '\(delimiter.closerText)' to close '\(delimiter.opener)'",
                    at: token.start..<token.start,
                    notes: [note]
                )
            }
            return false
        }
        let expected = if let listContext {
            "expected ',' or '\(delimiter.closerText)' in \(listContext), found \(describe(token))"
        } else {
            "expected '\(delimiter.closerText)' to close '\(delimiter.opener)', found \(describe(token))"
        }
        report(expected, at: token.range, notes: [note])
        skip(stoppingAtClosers: true, stoppingAtCommas: listContext != nil)
        if token.kind == delimiter.closer {
            advance()
            return false
        }
        return token.kind == .comma
    }
}

/// The bracket pairs the parser matches.
enum Delimiter {
    case parenthesis
    case bracket

    var opener: String { self == .parenthesis ? "(" : "[" }
    var closerText: String { self == .parenthesis ? ")" : "]" }
    var closer: TokenKind { self == .parenthesis ? .rightParen : .rightBracket }
}
