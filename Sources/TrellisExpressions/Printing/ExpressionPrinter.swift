/// Prints syntax trees back to canonical text: one space around binary operators, `?` and
/// `:`; `, ` between list items and arguments; no space after prefix operators, before
/// postfix `%`, around range operators or inside brackets; parentheses only where the tree
/// has a `.parenthesized` node. Number and color literals keep their original spelling;
/// strings are re-quoted with single quotes and escaped.
///
/// For any tree the parser produced, parsing the printed text gives the same tree (ranges
/// aside). Printing recurses once per tree level, which the parser bounds.
public enum ExpressionPrinter {
    /// The canonical text of `syntax`.
    public static func print(_ syntax: ExpressionSyntax) -> String {
        var output = ""
        write(syntax, to: &output)
        return output
    }

    /// The canonical text of a parsed expression with its trailing comment, if any:
    /// `colors.primary // the primary color`, or just `// someValue` when the whole value
    /// was commented out. As Layout prints them, comments start with `// ` (`a//b` is
    /// `a // b`).
    public static func print(_ syntax: ExpressionSyntax?, comment: ExpressionComment?) -> String {
        var output = ""
        if let syntax { write(syntax, to: &output) }
        if let comment {
            if !output.isEmpty { output += " " }
            output += "//"
            let text = comment.text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if !text.isEmpty { output += " " + text }
        }
        return output
    }

    /// The text of a string template: literal segments as they are (so a literal must not
    /// contain braces), `{…}` segments with the canonical expression and the segment's
    /// comment inside.
    public static func print(_ template: StringTemplate) -> String {
        var output = ""
        var comments = template.comments[...]
        for segment in template.segments {
            switch segment {
            case .literal(let text, _):
                output += text
            case .expression(let syntax, let range):
                while let first = comments.first, first.range.lowerBound < range.lowerBound {
                    comments = comments.dropFirst()
                }
                var comment: ExpressionComment?
                if let first = comments.first, range.contains(first.range.lowerBound) {
                    comment = first
                    comments = comments.dropFirst()
                }
                output += "{" + print(syntax, comment: comment) + "}"
            }
        }
        return output
    }

    private static func write(_ syntax: ExpressionSyntax, to output: inout String) {
        switch syntax.kind {
        case .number(let value, let isInteger):
            output += syntax.spelling ?? spell(value, isInteger: isInteger)
        case .string(let text):
            writeQuoted(text, to: &output)
        case .color(let color):
            output += syntax.spelling ?? color.hexString
        case .boolean(let value):
            output += value ? "true" : "false"
        case .nilLiteral:
            output += "nil"
        case .symbol(let path):
            output += path.description
        case .percentage(let operand):
            write(operand, to: &output)
            output += "%"
        case .prefix(let prefix, let operand):
            output += prefix.rawValue
            write(operand, to: &output)
        case .infix(let infix, let lhs, let rhs):
            write(lhs, to: &output)
            output += " " + infix.rawValue + " "
            write(rhs, to: &output)
        case .ternary(let condition, let thenBranch, let elseBranch):
            write(condition, to: &output)
            output += " ? "
            write(thenBranch, to: &output)
            output += " : "
            write(elseBranch, to: &output)
        case .call(let path, let arguments):
            output += path.description + "("
            writeList(arguments, to: &output)
            output += ")"
        case .subscripted(let base, let index):
            write(base, to: &output)
            output += "["
            write(index, to: &output)
            output += "]"
        case .range(let lower, let rangeOperator, let upper):
            if let lower { write(lower, to: &output) }
            output += rangeOperator.rawValue
            if let upper { write(upper, to: &output) }
        case .array(let elements):
            output += "["
            writeList(elements, to: &output)
            output += "]"
        case .list(let items):
            writeList(items, to: &output)
        case .parenthesized(let inner):
            output += "("
            write(inner, to: &output)
            output += ")"
        }
    }

    private static func writeList(_ items: [ExpressionSyntax], to output: inout String) {
        for (index, item) in items.enumerated() {
            if index > 0 { output += ", " }
            write(item, to: &output)
        }
    }

    /// A number built in code: integers without a fraction, others in Swift's shortest
    /// round-tripping form.
    private static func spell(_ value: Double, isInteger: Bool) -> String {
        if isInteger, value.magnitude < 1e15, value == value.rounded() {
            return String(Int(value))
        }
        return "\(value)"
    }

    /// `'text'` with `'`, `\` and control characters escaped as the parser reads them.
    private static func writeQuoted(_ text: String, to output: inout String) {
        output += "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "'": output += "\\'"
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\0": output += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                output += "\\u{" + String(scalar.value, radix: 16) + "}"
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "'"
    }
}
