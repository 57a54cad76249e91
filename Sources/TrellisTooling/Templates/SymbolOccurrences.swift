import TrellisExpressions

/// A name written in an expression: a symbol or the name of a call.
public struct SymbolOccurrence: Hashable, Sendable {
    /// The name as parsed.
    public var path: SymbolPath
    /// The bytes of the name in the parsed text: from `#` or the first letter (or the
    /// opening backtick) to the end of the last component (or the closing backtick).
    public var range: Range<Int>
    /// The arguments when the name is called (`strings.Title(name, count)`), else `nil`.
    public var arguments: [ExpressionSyntax]?
}

extension ParsedAttributeValue {
    /// The root syntax trees of the value: the expression, or each `{…}` segment's.
    var syntaxTrees: [ExpressionSyntax] {
        switch self {
        case .expression(let syntax, _):
            return syntax.map { [$0] } ?? []
        case .template(let template):
            return template.segments.compactMap { segment in
                if case let .expression(syntax?, _) = segment { return syntax }
                return nil
            }
        case .unparsed:
            return []
        }
    }

    /// Every symbol and call name in the value, in source order. The trees are walked
    /// with an explicit stack (their height is bounded by the parser).
    public var symbolOccurrences: [SymbolOccurrence] {
        var found: [SymbolOccurrence] = []
        var pending = Array(syntaxTrees.reversed())
        while let node = pending.popLast() {
            var children: [ExpressionSyntax] = []
            switch node.kind {
            case .symbol(let path):
                found.append(SymbolOccurrence(path: path, range: node.range, arguments: nil))
            case let .call(path, arguments):
                let length = path.description.utf8.count
                found.append(SymbolOccurrence(path: path, range: node.range.lowerBound..<node.range.lowerBound + length, arguments: arguments))
                children = arguments
            case .percentage(let operand), .prefix(_, let operand), .parenthesized(let operand):
                children = [operand]
            case let .infix(_, lhs, rhs):
                children = [lhs, rhs]
            case let .ternary(condition, thenBranch, elseBranch):
                children = [condition, thenBranch, elseBranch]
            case let .subscripted(base, index):
                children = [base, index]
            case let .range(lower, _, upper):
                children = [lower, upper].compactMap { $0 }
            case .array(let elements), .list(let elements):
                children = elements
            case .number, .string, .color, .boolean, .nilLiteral:
                break
            }
            pending += children.reversed()
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
