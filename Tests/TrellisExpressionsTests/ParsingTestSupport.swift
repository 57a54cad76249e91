import TrellisDiagnostics
import TrellisExpressions
import XCTest

/// A compact S-expression rendering of a syntax tree, to compare trees as strings:
/// `5 + width / 3` is `(+ 5 (/ width 3))`.
func dumpTree(_ syntax: ExpressionSyntax) -> String {
    switch syntax.kind {
    case .number(let value, let isInteger):
        return syntax.spelling ?? (isInteger ? String(Int(value)) : "\(value)")
    case .string(let text): return "'\(text)'"
    case .color(let color): return syntax.spelling ?? color.hexString
    case .boolean(let value): return value ? "true" : "false"
    case .nilLiteral: return "nil"
    case .symbol(let path): return path.description
    case .percentage(let operand): return "(percent \(dumpTree(operand)))"
    case .prefix(let prefix, let operand): return "(\(prefix.rawValue) \(dumpTree(operand)))"
    case .infix(let infix, let lhs, let rhs): return "(\(infix.rawValue) \(dumpTree(lhs)) \(dumpTree(rhs)))"
    case .ternary(let condition, let thenBranch, let elseBranch):
        return "(? \(dumpTree(condition)) \(dumpTree(thenBranch)) \(dumpTree(elseBranch)))"
    case .call(let path, let arguments):
        return "(call \(path)" + arguments.map { " " + dumpTree($0) }.joined() + ")"
    case .subscripted(let base, let index): return "(subscript \(dumpTree(base)) \(dumpTree(index)))"
    case .range(let lower, let rangeOperator, let upper):
        return "(\(rangeOperator.rawValue) \(lower.map(dumpTree) ?? "_") \(upper.map(dumpTree) ?? "_"))"
    case .array(let elements): return "[" + elements.map(dumpTree).joined(separator: " ") + "]"
    case .list(let items): return "(list " + items.map(dumpTree).joined(separator: " ") + ")"
    case .parenthesized(let inner): return "(paren \(dumpTree(inner)))"
    }
}

let expressionLocator = StandaloneLocator(file: "<expr>")

func parseExpression(_ text: String) -> ExpressionParseResult {
    ExpressionParser.parse(text, locator: expressionLocator)
}

/// The tree of `text` as an S-expression, or its diagnostics rendered one per line as
/// `column: message`.
func dumpParse(_ text: String) -> String {
    let result = parseExpression(text)
    if let syntax = result.syntax, result.diagnostics.isEmpty { return dumpTree(syntax) }
    return renderDiagnostics(result.diagnostics)
}

/// `column: message`, then `  note column: message` for each note, one per line.
func renderDiagnostics(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { diagnostic in
        var line = "\(diagnostic.location?.column ?? 0): \(diagnostic.message)"
        for note in diagnostic.notes {
            line += "\n  note \(note.location?.column ?? 0): \(note.message)"
        }
        return line
    }.joined(separator: "\n")
}

/// A tree with every range (and nothing else) set to `0..<0`, to compare trees structurally.
func withoutRanges(_ syntax: ExpressionSyntax) -> ExpressionSyntax {
    var copy = syntax
    copy.range = 0..<0
    switch syntax.kind {
    case .percentage(let operand): copy.kind = .percentage(withoutRanges(operand))
    case .prefix(let prefix, let operand): copy.kind = .prefix(prefix, withoutRanges(operand))
    case .infix(let infix, let lhs, let rhs): copy.kind = .infix(infix, withoutRanges(lhs), withoutRanges(rhs))
    case .ternary(let condition, let thenBranch, let elseBranch):
        copy.kind = .ternary(
            condition: withoutRanges(condition), then: withoutRanges(thenBranch), else: withoutRanges(elseBranch)
        )
    case .call(let path, let arguments): copy.kind = .call(path, arguments: arguments.map(withoutRanges))
    case .subscripted(let base, let index): copy.kind = .subscripted(withoutRanges(base), index: withoutRanges(index))
    case .range(let lower, let rangeOperator, let upper):
        copy.kind = .range(lower: lower.map(withoutRanges), rangeOperator, upper: upper.map(withoutRanges))
    case .array(let elements): copy.kind = .array(elements.map(withoutRanges))
    case .list(let items): copy.kind = .list(items.map(withoutRanges))
    case .parenthesized(let inner): copy.kind = .parenthesized(withoutRanges(inner))
    case .number, .string, .color, .boolean, .nilLiteral, .symbol: break
    }
    return copy
}

/// Every expression example of seed 003 (the Layout README), plus a few more shapes.
let expressionCorpus: [String] = [
    "5 + width / 3", "isSelected ? blue : gray", "min(width, height)", "a >= b ? a : b", "pi / 2",
    "previous.bottom + 20", "#first.left", "50%", "50% - height / 2", "100% - 20", "parent.width / 2",
    "parent.safeAreaInsets.top", "100% - parent.safeAreaInsets.right", "max(0, min(1, (position - 50) / 100))",
    "'Hello World'[1]", "'foobar'[0..<3]", "'foobar'[3...]", "flipped ? flipTransform : identityTransform",
    "contentMode == UIViewContentMode.scaleAspectFit ? 200 : 300", "phoneNumber, link",
    "['Hello', 'World']", "['Hello'] + ['And', 'Goodbye']", "'Hello', 'World'", "'Hello'",
    "firstTwoItems, 'Third'", "colors[0]", "items[1...2]", "items[..<2]", "items[1...]",
    "col == nil ? #fff : col", "col ?? #fff", "rgb(255,0,0)", "rgba(255,0,0,0.5)",
    "rgba(255, 255, 255, 1 - transparency)", "isSelected ? #00f : #ccc", "#fff7", "#ff0000", "#ff00007f",
    "colors.primary // the primary color", "auto + 20", "200%", "safeAreaInsets.top + 10",
    "backgroundColor == UIColor.header", "isSmallImage ? center : scaleAspectFit", "UIVibrancyEffect(light)",
    "`strings.Some text with spaces and punctuation!`", "strings.Signup.NameLabel",
    "strings.Messages.Title(name, messageCount)", "layer.transform.translation.z", "0.5", "500",
    "uppercased('uppercased text')", "count('foo')", "'foo' + 'bar'", "n + 1", "hasName ? name : 'World'",
    "UIFont.customFont", "UIFontDescriptorSymbolicTraits.traitBold", "-50%", "100%-5", "10 % 3",
    "!isHidden && (a || b)", "1.50", "2.5E-2", "1e3", "'it\\'s'", "a ?? b ?? c", "x ? y ? 1 : 2 : 3",
    "-(-x)", "[]", "f()", "items[1...][0]", "true, false, nil", "...2", "'\\u{1F600}'",
]
