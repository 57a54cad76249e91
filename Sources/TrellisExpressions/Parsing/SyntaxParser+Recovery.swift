extension SyntaxParser {
    /// Skips tokens, keeping track of nested brackets, up to a comma (when
    /// `stoppingAtCommas`) or a closing bracket (when `stoppingAtClosers`) at the current
    /// level, or the end. The stopping token is not consumed. Always consumes the current
    /// token first unless it is a stopping token, so callers make progress.
    mutating func skip(stoppingAtClosers: Bool, stoppingAtCommas: Bool = true) {
        var depth = 0
        while token.kind != .end {
            switch token.kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                if depth > 0 {
                    depth -= 1
                } else if stoppingAtClosers {
                    return
                }
            case .comma where depth == 0 && stoppingAtCommas:
                return
            default:
                break
            }
            advance()
        }
    }

    /// `'text'`, shortened to 32 bytes, or "end of expression".
    func describe(_ described: Token) -> String {
        guard described.kind != .end else { return "end of expression" }
        var end = described.end
        var suffix = ""
        if end - described.start > 32 {
            end = described.start + 32
            while end > described.start, bytes[end] & 0xC0 == 0x80 {
                end -= 1
            }
            suffix = "…"
        }
        return "'\(text(described.start..<end))\(suffix)'"
    }

    /// Reports an operand missing where the current token stands: "expected expression
    /// after '+'" when an operator precedes it (pointing at that operator at the end of the
    /// text), otherwise "expected expression, found …".
    mutating func reportMissingOperand() {
        if previous.kind.isOperator {
            let operatorText = text(previous.range)
            if token.kind == .end {
                report("expected expression after '\(operatorText)'", at: previous.range)
            } else {
                report("expected expression after '\(operatorText)', found \(describe(token))", at: token.range)
            }
        } else if token.kind == .end {
            report("expected expression", at: token.start..<token.start)
        } else {
            report("expected expression, found \(describe(token))", at: token.range)
        }
    }

    /// Reports a token that follows a complete expression but continues nothing.
    mutating func reportUnexpectedAfterExpression() {
        if issues.isEmpty, token.kind != .rightParen, token.kind != .rightBracket {
            firstIssueContinuesExpression = true
        }
        switch token.kind {
        case .rightParen, .rightBracket:
            let opener = token.kind == .rightParen ? "(" : "["
            report("unexpected \(describe(token)) without a matching '\(opener)'", at: token.range)
        case .colon:
            report("unexpected ':' without a matching '?'", at: token.range)
        case .invalidNumber, .unterminatedString, .unterminatedEscapedName, .unknown:
            reportInvalidToken(token)
        default:
            report("expected operator, found \(describe(token))", at: token.range)
        }
    }

    /// Reports a token the lexer marked as malformed.
    mutating func reportInvalidToken(_ invalid: Token) {
        let spelling = text(invalid.range)
        switch invalid.kind {
        case .invalidNumber:
            report("invalid number '\(spelling)'", at: invalid.range)
        case .unterminatedString:
            let quote = bytes[invalid.start] == Byte.doubleQuote ? "double" : "single"
            report("unterminated string; expected a closing \(quote) quote", at: invalid.range)
        case .unterminatedEscapedName:
            report("unterminated escaped name; expected a closing '`'", at: invalid.range)
        case .dotName:
            report(
                "expected expression, found '\(spelling)'; write the type name before the dot, as in 'TypeName\(spelling)'",
                at: invalid.range
            )
        default:
            report(unknownMessage(spelling, invalid), at: invalid.range)
        }
    }

    private func unknownMessage(_ spelling: String, _ unknown: Token) -> String {
        switch spelling {
        case "=": return "unknown operator '='; use '==' to compare values"
        case "&": return "unknown operator '&'; use '&&' for logical and"
        case "|": return "unknown operator '|'; use '||' for logical or"
        case "..": return "unknown operator '..'; use '...' or '..<' for a range"
        case "{": return "unexpected '{'; braces may only wrap a whole expression, as in '{4 + 5}'"
        case "}": return "unexpected '}' without a matching '{'"
        default: break
        }
        let first = bytes[unknown.start]
        guard let scalar = spelling.unicodeScalars.first else { return "unknown character" }
        let code = "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
            + String(scalar.value, radix: 16, uppercase: true)
        if first < 0x20 || first == 0x7F {
            return "unknown character \(code)"
        }
        if first >= 0x80 {
            return "unknown character '\(spelling)' (\(code))"
        }
        return "unknown character '\(spelling)'"
    }
}
