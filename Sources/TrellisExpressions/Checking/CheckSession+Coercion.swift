import TrellisRegistry

extension CheckSession {
    /// Converts `value` to `target`, making implicit conversions explicit, or reports a
    /// type mismatch naming the position, both types and the source text.
    mutating func coerce(_ value: TypedExpression, to target: ValueType, syntax: ExpressionSyntax, role: Role) -> TypedExpression? {
        if let converted = Self.convert(value, to: target) { return converted }
        if case let .literal(.int(integer)) = value.kind, let type = typeWithRawValues(target) {
            return rawValueLiteral(integer, of: type, as: target, syntax: syntax, role: role)
        }
        if case .literal(.nil) = value.kind {
            error(.typeMismatch, "\(role) expects \(target.displayName), got nil", at: syntax.range)
        } else {
            error(.typeMismatch, "\(role) expects \(target.displayName), got \(value.type.displayName) \(quoted(syntax))", at: syntax.range)
        }
        return nil
    }

    /// The enum or option set `target` names, if its declaration gives `rawValues:`.
    func typeWithRawValues(_ target: ValueType) -> String? {
        switch target.unwrapped {
        case let .enumeration(name), let .options(name):
            registry.typeDeclaration(named: name)?.rawValues.isEmpty == false ? name : nil
        default:
            nil
        }
    }

    /// An integer literal where enum or option set `type` (which has raw values) is
    /// expected, as Layout sets the enums and option sets it types as `Int`: the case whose
    /// raw value it is (`dark` for `2`), or the options whose raw values make it up; else a
    /// type mismatch listing the raw values.
    mutating func rawValueLiteral(_ integer: Int, of type: String, as target: ValueType, syntax: ExpressionSyntax, role: Role) -> TypedExpression? {
        let isOptionSet = if case .options = target.unwrapped { true } else { false }
        let literal: Value? = isOptionSet
            ? registry.options(rawValue: integer, of: type).map { .optionSet(type: type, cases: $0) }
            : registry.enumCase(rawValue: integer, of: type).map { .enumCase(type: type, name: $0) }
        if let literal {
            return Self.convert(TypedExpression(.literal(literal), type: target.unwrapped, span: span(syntax.range)), to: target)
        }
        let rawValues = registry.typeDeclaration(named: type)?.rawValues ?? [:]
        let listed = index.cases(of: type).compactMap { name in rawValues[name].map { "\(name) (\($0))" } }.joined(separator: ", ")
        let allowed = isOptionSet ? "an integer made of the raw values of its options: \(listed)" : "a case or the raw value of one: \(listed)"
        error(.typeMismatch, "\(role) expects \(target.displayName), got Int \(quoted(syntax)); expected \(allowed)", at: syntax.range)
        return nil
    }

    /// The implicit conversions: Int to Double; String to AttributedString, Image, URL and
    /// Selector; `T` to `T?`; a single value to a one-element array; `nil` to an empty
    /// String, a missing Image or protocol value; and `Any` or optional values to anything
    /// compatible, checked at run time.
    static func convert(_ value: TypedExpression, to target: ValueType) -> TypedExpression? {
        let source = value.type
        if source == target || target == .any { return value }
        if case .literal(.nil) = value.kind { return nilValue(value, as: target) }
        let dynamic = TypedExpression(.conversion(.dynamic(target), value), type: target, span: value.span)
        if case let .optional(wrapped) = target {
            if case let .optional(inner) = source {
                return inner == .any || isConvertible(inner, to: wrapped) ? dynamic : nil
            }
            guard let converted = convert(value, to: wrapped) else { return nil }
            return TypedExpression(converted.kind, type: target, span: converted.span)
        }
        if case let .optional(inner) = source {
            if target == .string, inner == .string {
                return TypedExpression(.conversion(.toString, value), type: .string, span: value.span)
            }
            return inner == .any || isConvertible(inner, to: target) ? dynamic : nil
        }
        if source == .any { return dynamic }
        let conversion: Conversion? = switch (source, target) {
        case (.int, .double): .intToDouble
        case (.string, .attributedString): .toAttributedString
        case (.string, .image): .toImage
        case (.string, .url): .toURL
        case (.string, .selector): .toSelector
        default: nil
        }
        if let conversion {
            if conversion == .intToDouble, case let .literal(.int(integer)) = value.kind {
                return TypedExpression(.literal(.double(Double(integer))), type: .double, span: value.span)
            }
            return TypedExpression(.conversion(conversion, value), type: target, span: value.span)
        }
        if case let .array(element) = target {
            if case let .array(inner) = source {
                return isConvertible(inner, to: element) ? dynamic : nil
            }
            guard let boxed = convert(value, to: element) else { return nil }
            return TypedExpression(.conversion(.boxInArray, boxed), type: target, span: value.span)
        }
        return nil
    }

    /// Whether a value of `source` converts to `target` (ignoring optionality).
    static func isConvertible(_ source: ValueType, to target: ValueType) -> Bool {
        let probe = TypedExpression(.reference(.input("")), type: source, span: .init(file: "", line: 1, column: 1, offset: 0, length: 0))
        return convert(probe, to: target) != nil
    }

    /// `nil` where `target` is expected: allowed for optionals, `Any`, images (no image),
    /// protocols and opaque values; an empty String, AttributedString or array.
    static func nilValue(_ value: TypedExpression, as target: ValueType) -> TypedExpression? {
        let replacement: Value
        switch target {
        case .optional, .any, .image, .protocolType, .opaque, .object: replacement = .nil
        case .string: replacement = .string("")
        case .attributedString: replacement = .attributedString(AttributedText(text: "", isMarkup: false))
        case .array: replacement = .array([])
        default: return nil
        }
        return TypedExpression(.literal(replacement), type: target, span: value.span)
    }
}
