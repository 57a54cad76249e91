extension SyntaxParser {
    /// `condition ? then : else`, right-associative; the condition is a `??`-level
    /// expression, both branches are conditional expressions.
    mutating func parseConditional() -> ParsedNode? {
        defer { nesting -= 1 }
        guard enterNesting() else { return nil }
        let condition = parseBinary(.nilCoalescing)
        guard token.kind == .question else { return condition }
        let question = token
        advance()
        let thenBranch = parseConditional()
        guard token.kind == .colon else {
            report(
                "expected ':' in conditional expression, found \(describe(token))",
                at: token.range,
                notes: [("'?' is here", question.range)]
            )
            return nil
        }
        advance()
        let elseBranch = parseConditional()
        guard let condition, let thenBranch, let elseBranch else { return nil }
        return node(
            .ternary(condition: condition.syntax, then: thenBranch.syntax, else: elseBranch.syntax),
            condition.syntax.range.lowerBound..<elseBranch.syntax.range.upperBound,
            childHeight: max(condition.height, thenBranch.height, elseBranch.height)
        )
    }

    /// Precedence climbing over the binary operators at `minimum` and tighter.
    mutating func parseBinary(_ minimum: PrecedenceLevel) -> ParsedNode? {
        var lhs = parsePrefixed()
        while true {
            if token.kind == .unknown {
                // An unknown operator (`=`, `&`, `@`): report it and parse on past its operand.
                reportInvalidToken(token)
                advance()
                if token.kind.canStartOperand { _ = parsePrefixed() }
                lhs = nil
                continue
            }
            guard let binary = BinaryOperator(token.kind), binary.level >= minimum else { return lhs }
            let operatorToken = token
            if let lhs, Self.isUnparenthesized(binary.level, lhs.syntax) {
                report(chainingMessage(binary.level), at: operatorToken.range)
            }
            advance()
            switch binary {
            case .range(let rangeOperator):
                lhs = parseRangeUpperBound(lower: lhs, rangeOperator, operatorToken)
            case .infix(let infix):
                let rhs: ParsedNode?
                if infix == .nilCoalescing {
                    defer { nesting -= 1 }
                    rhs = enterNesting() ? parseBinary(.nilCoalescing) : nil
                } else if let tighter = binary.level.tighter {
                    rhs = parseBinary(tighter)
                } else {
                    rhs = parsePrefixed()
                }
                guard let left = lhs, let rhs else {
                    lhs = nil
                    continue
                }
                guard left.height < Self.maximumHeight || rhs.height > left.height else {
                    // A chain grows on its left: it is long, not nested.
                    abandon(at: operatorToken.range, because: Self.chainTooLong)
                    return nil
                }
                lhs = node(
                    .infix(infix, left.syntax, rhs.syntax),
                    left.syntax.range.lowerBound..<rhs.syntax.range.upperBound,
                    childHeight: max(left.height, rhs.height)
                )
            }
        }
    }

    /// After `lower...` or `lower..<`: a one-sided range when no operand follows
    /// (`1...]`, `1..., 2`), otherwise a range up to an additive expression.
    private mutating func parseRangeUpperBound(
        lower: ParsedNode?, _ rangeOperator: RangeOperator, _ operatorToken: Token
    ) -> ParsedNode? {
        guard token.kind.canStartOperand else {
            guard let lower else { return nil }
            return node(
                .range(lower: lower.syntax, rangeOperator, upper: nil),
                lower.syntax.range.lowerBound..<operatorToken.end,
                childHeight: lower.height
            )
        }
        let upper = parseBinary(.additive)
        guard let lower, let upper else { return nil }
        return node(
            .range(lower: lower.syntax, rangeOperator, upper: upper.syntax),
            lower.syntax.range.lowerBound..<upper.syntax.range.upperBound,
            childHeight: max(lower.height, upper.height)
        )
    }

    /// Whether `syntax` is itself an operation of a non-associative `level` (without
    /// parentheses), so that another operator of that level may not follow it.
    private static func isUnparenthesized(_ level: PrecedenceLevel, _ syntax: ExpressionSyntax) -> Bool {
        switch (level, syntax.kind) {
        case (.comparison, .infix(let infix, _, _)): infix.level == .comparison
        case (.range, .range): true
        default: false
        }
    }

    private func chainingMessage(_ level: PrecedenceLevel) -> String {
        level == .range
            ? "range operators cannot be chained; add parentheses to say which range comes first"
            : "comparison operators cannot be chained; combine comparisons with '&&'"
    }

    /// Prefix `-`, `+`, `!` (binding looser than postfix `%` and subscripts, so `-50%` is
    /// `-(50%)`) and prefix ranges `..<2`, `...2`.
    mutating func parsePrefixed() -> ParsedNode? {
        let operatorToken = token
        let prefix: PrefixOperator
        switch token.kind {
        case .minus: prefix = .minus
        case .plus: prefix = .plus
        case .bang: prefix = .not
        case .halfOpenRange, .closedRange:
            return parsePrefixRange()
        default:
            return parsePostfix()
        }
        advance()
        defer { nesting -= 1 }
        guard enterNesting(), let operand = parsePrefixed() else { return nil }
        return node(
            .prefix(prefix, operand.syntax),
            operatorToken.start..<operand.syntax.range.upperBound,
            childHeight: operand.height
        )
    }

    private mutating func parsePrefixRange() -> ParsedNode? {
        let operatorToken = token
        let rangeOperator: RangeOperator = token.kind == .closedRange ? .closed : .halfOpen
        advance()
        defer { nesting -= 1 }
        guard enterNesting(), let upper = parseBinary(.additive) else { return nil }
        return node(
            .range(lower: nil, rangeOperator, upper: upper.syntax),
            operatorToken.start..<upper.syntax.range.upperBound,
            childHeight: upper.height
        )
    }

    /// A primary expression followed by subscripts and postfix `%`.
    mutating func parsePostfix() -> ParsedNode? {
        var result = parsePrimary()
        var isPercentage = false
        while true {
            switch token.kind {
            case .leftBracket where !isPercentage:
                result = parseSubscript(of: result)
            case .percent where isPostfixPercent():
                advance()
                isPercentage = true
                guard let operand = result else { continue }
                result = node(
                    .percentage(operand.syntax),
                    operand.syntax.range.lowerBound..<previous.end,
                    childHeight: operand.height
                )
            case .dot:
                reportMisplacedMember()
                result = nil
            case .dotName where !token.isPrecededBySpace:
                reportMisplacedMember()
                result = nil
            default:
                return result
            }
        }
    }

    /// Decides whether the current `%` is postfix percentage (`50%`) or the remainder
    /// operator (`a % b`). With `next` the token after the `%`, it is a percentage when:
    /// 1. `next` cannot start an operand (end, `)`, `]`, `,`, `?`, `:`, a binary-only
    ///    operator, a comment): `50%`, `(50%)`, `50% * 2`;
    /// 2. otherwise, when `next` is an operator with whitespace on both sides, as Layout
    ///    reads it: `50 % + 10%` is `50% + 10%`;
    /// 3. otherwise, never when whitespace precedes the `%`: `10 % 3`, `width % 2`, `10 %-3`;
    /// 4. otherwise, when whitespace follows the `%`: `100% - 5`, `50% + 2`;
    /// 5. otherwise, when `next` is an operator glued to the `%`: `100%-5` is `100% - 5`.
    /// In every other case (`10%3`, `a%b`, `a%(b)`) it is the remainder operator.
    private func isPostfixPercent() -> Bool {
        var lookahead = lexer
        let next = lookahead.next()
        if !next.kind.canStartOperand { return true }
        if next.kind.isOperator, next.isPrecededBySpace, lookahead.next().isPrecededBySpace { return true }
        if token.isPrecededBySpace { return false }
        if next.isPrecededBySpace { return true }
        return next.kind.isOperator
    }

    /// `.member` after something that is not a name (`'abc'.count`), or a `.` that starts
    /// no member (`parent.`, `parent.5`).
    private mutating func reportMisplacedMember() {
        if token.kind == .dot {
            report("expected member name after '.'", at: token.range)
            advance()
            if !token.isPrecededBySpace, token.kind == .number || token.kind == .identifier {
                advance()
            }
        } else {
            report(
                "unexpected \(describe(token)); only names can have members, as in 'parent.width'",
                at: token.range
            )
            advance()
        }
    }
}
