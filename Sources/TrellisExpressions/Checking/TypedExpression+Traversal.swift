extension TypedExpression {
    /// The direct sub-expressions, in evaluation order.
    public var children: [TypedExpression] {
        switch kind {
        case .literal, .reference, .auto: return []
        case let .member(base, _): return [base]
        case let .percentage(value, _): return [value]
        case let .unary(_, operand): return [operand]
        case let .binary(_, left, right), let .coalesce(left, right): return [left, right]
        case let .conditional(condition, then, otherwise): return [condition, then, otherwise]
        case let .conversion(_, value): return [value]
        case let .call(_, arguments), let .localizedString(_, arguments), let .optionSet(_, arguments): return arguments
        case let .interpolation(parts):
            return parts.compactMap { if case let .value(value) = $0 { value } else { nil } }
        case let .element(base, index): return [base, index]
        case let .slice(base, lower, upper, _): return [base] + [lower, upper].compactMap { $0 }
        case let .array(elements):
            return elements.map {
                switch $0 {
                case let .element(value), let .contentsOf(value): value
                }
            }
        case let .font(base, _, size): return [base] + [size].compactMap { $0 }
        case let .fontWords(base, words): return [base, words]
        case let .colorAsset(name, fallback): return [name] + [fallback].compactMap { $0 }
        }
    }

    /// Every symbol the expression reads (for dependency ordering), sorted.
    public var references: [SymbolReference] {
        var found = Set<SymbolReference>()
        var pending = [self]
        while let next = pending.popLast() {
            if case let .reference(reference) = next.kind { found.insert(reference) }
            pending += next.children
        }
        return found.sorted()
    }

    /// Whether the expression reads something that can change between evaluations: a
    /// slot, a percentage base, `auto`, a color asset or a custom function.
    public var isConstant: Bool {
        var pending = [self]
        while let next = pending.popLast() {
            switch next.kind {
            case .reference, .percentage, .auto, .colorAsset, .call(.custom, _): return false
            default: pending += next.children
            }
        }
        return true
    }

    /// The expression with its direct sub-expressions replaced by `transform`.
    func mappingChildren(_ transform: (TypedExpression) throws(EvaluationError) -> TypedExpression) throws(EvaluationError) -> TypedExpression {
        var copy = self
        switch kind {
        case .literal, .reference, .auto: return self
        case let .member(base, name): copy.kind = .member(try transform(base), name: name)
        case let .percentage(value, base): copy.kind = .percentage(try transform(value), base)
        case let .unary(op, operand): copy.kind = .unary(op, try transform(operand))
        case let .binary(op, left, right): copy.kind = .binary(op, try transform(left), try transform(right))
        case let .coalesce(left, right): copy.kind = .coalesce(try transform(left), try transform(right))
        case let .conditional(condition, then, otherwise):
            copy.kind = .conditional(condition: try transform(condition), then: try transform(then), else: try transform(otherwise))
        case let .conversion(conversion, value): copy.kind = .conversion(conversion, try transform(value))
        case let .call(function, arguments): copy.kind = .call(function, arguments: try arguments.map(transform))
        case let .localizedString(key, arguments): copy.kind = .localizedString(key: key, arguments: try arguments.map(transform))
        case let .optionSet(type, values): copy.kind = .optionSet(type: type, try values.map(transform))
        case let .interpolation(parts):
            var mapped: [InterpolationPart] = []
            for part in parts {
                switch part {
                case .text: mapped.append(part)
                case let .value(value): mapped.append(.value(try transform(value)))
                }
            }
            copy.kind = .interpolation(mapped)
        case let .element(base, index): copy.kind = .element(try transform(base), index: try transform(index))
        case let .slice(base, lower, upper, op):
            copy.kind = .slice(try transform(base), lower: try lower.map(transform), upper: try upper.map(transform), op)
        case let .array(elements):
            var mapped: [ArrayElement] = []
            for element in elements {
                switch element {
                case let .element(value): mapped.append(.element(try transform(value)))
                case let .contentsOf(value): mapped.append(.contentsOf(try transform(value)))
                }
            }
            copy.kind = .array(mapped)
        case let .font(base, overrides, size):
            copy.kind = .font(base: try transform(base), overrides: overrides, size: try size.map(transform))
        case let .fontWords(base, words):
            copy.kind = .fontWords(base: try transform(base), words: try transform(words))
        case let .colorAsset(name, fallback):
            copy.kind = .colorAsset(name: try transform(name), fallback: try fallback.map(transform))
        }
        return copy
    }
}
