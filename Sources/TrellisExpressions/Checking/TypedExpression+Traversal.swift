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
        case let .element(base, index), let .keyed(base, index): return [base, index]
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

    /// Whether `predicate` holds for every direct sub-expression (those of ``children``, in
    /// evaluation order), asked in place: no array of them is built, and the first that
    /// fails ends the walk.
    package func allChildrenSatisfy(_ predicate: (TypedExpression) throws -> Bool) rethrows -> Bool {
        switch kind {
        case .literal, .reference, .auto: return true
        case let .member(base, _): return try predicate(base)
        case let .percentage(value, _): return try predicate(value)
        case let .unary(_, operand): return try predicate(operand)
        case let .binary(_, left, right), let .coalesce(left, right): return try predicate(left) && predicate(right)
        case let .conditional(condition, then, otherwise): return try predicate(condition) && predicate(then) && predicate(otherwise)
        case let .conversion(_, value): return try predicate(value)
        case let .call(_, arguments), let .localizedString(_, arguments), let .optionSet(_, arguments):
            return try arguments.allSatisfy(predicate)
        case let .interpolation(parts):
            for case let .value(value) in parts where try !predicate(value) { return false }
            return true
        case let .element(base, index), let .keyed(base, index): return try predicate(base) && predicate(index)
        case let .slice(base, lower, upper, _):
            return try predicate(base) && (lower.map(predicate) ?? true) && (upper.map(predicate) ?? true)
        case let .array(elements):
            for element in elements {
                switch element {
                case let .element(value), let .contentsOf(value): if try !predicate(value) { return false }
                }
            }
            return true
        case let .font(base, _, size): return try predicate(base) && (size.map(predicate) ?? true)
        case let .fontWords(base, words): return try predicate(base) && predicate(words)
        case let .colorAsset(name, fallback): return try predicate(name) && (fallback.map(predicate) ?? true)
        }
    }

    /// Calls `body` with the expression and every sub-expression, each before its own
    /// sub-expressions, in evaluation order. (It recurses once per level: tree height is
    /// bounded by the parser.)
    package func forEachSubexpression(_ body: (TypedExpression) -> Void) {
        body(self)
        _ = allChildrenSatisfy { child in
            child.forEachSubexpression(body)
            return true
        }
    }

    /// Every symbol the expression reads (for dependency ordering), sorted, without repeats.
    public var references: [SymbolReference] {
        var found: [SymbolReference] = []
        forEachSubexpression { if case let .reference(reference) = $0.kind { found.append(reference) } }
        guard found.count > 1 else { return found }
        found.sort()
        // A repeat sorts among the references of the same text form, which precede it.
        var unique: [SymbolReference] = []
        unique.reserveCapacity(found.count)
        for reference in found {
            var index = unique.endIndex
            var isRepeat = false
            while index > unique.startIndex, !(unique[index - 1] < reference) {
                index -= 1
                if unique[index] == reference {
                    isRepeat = true
                    break
                }
            }
            if !isRepeat { unique.append(reference) }
        }
        return unique
    }

    /// Whether the expression reads nothing that can change between evaluations: no slot,
    /// percentage base, `auto`, color asset or custom function.
    public var isConstant: Bool {
        isPure && allChildrenSatisfy(\.isConstant)
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
        case let .keyed(base, key): copy.kind = .keyed(try transform(base), key: try transform(key))
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
