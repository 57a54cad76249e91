import TrellisDiagnostics
import TrellisExpressions

extension TypedExpression {
    /// The expression with every span (its own and its sub-expressions') replaced by
    /// `transform`; used to move a checked value to another place of a file and to write
    /// spans relative to the template root in the IR.
    ///
    /// Recursion follows the tree, whose depth the type checker bounds.
    func mappingSpans(_ transform: (SourceSpan) -> SourceSpan) -> TypedExpression {
        func map(_ expression: TypedExpression) -> TypedExpression { expression.mappingSpans(transform) }
        let kind: Kind
        switch self.kind {
        case .literal, .reference, .auto:
            kind = self.kind
        case let .member(base, name):
            kind = .member(map(base), name: name)
        case let .percentage(value, base):
            kind = .percentage(map(value), base)
        case let .unary(operation, operand):
            kind = .unary(operation, map(operand))
        case let .binary(operation, left, right):
            kind = .binary(operation, map(left), map(right))
        case let .conditional(condition, then, otherwise):
            kind = .conditional(condition: map(condition), then: map(then), else: map(otherwise))
        case let .coalesce(left, right):
            kind = .coalesce(map(left), map(right))
        case let .conversion(conversion, value):
            kind = .conversion(conversion, map(value))
        case let .call(function, arguments):
            kind = .call(function, arguments: arguments.map(map))
        case let .localizedString(key, arguments):
            kind = .localizedString(key: key, arguments: arguments.map(map))
        case let .interpolation(parts):
            kind = .interpolation(parts.map { part in
                switch part {
                case .text: part
                case let .value(value): .value(map(value))
                }
            })
        case let .element(base, index):
            kind = .element(map(base), index: map(index))
        case let .keyed(base, key):
            kind = .keyed(map(base), key: map(key))
        case let .slice(base, lower, upper, range):
            kind = .slice(map(base), lower: lower.map(map), upper: upper.map(map), range)
        case let .array(elements):
            kind = .array(elements.map { element in
                switch element {
                case let .element(value): .element(map(value))
                case let .contentsOf(value): .contentsOf(map(value))
                }
            })
        case let .optionSet(type, values):
            kind = .optionSet(type: type, values.map(map))
        case let .font(base, overrides, size):
            kind = .font(base: map(base), overrides: overrides, size: size.map(map))
        case let .fontWords(base, words):
            kind = .fontWords(base: map(base), words: map(words))
        case let .colorAsset(name, fallback):
            kind = .colorAsset(name: map(name), fallback: fallback.map(map))
        }
        return TypedExpression(kind, type: type, span: transform(span))
    }
}
