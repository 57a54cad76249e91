import TrellisRegistry

extension CheckSession {
    /// Converts `value` to `target`, making implicit conversions explicit, or reports a
    /// type mismatch naming the position, both types and the source text.
    mutating func coerce(_ value: TypedExpression, to target: ValueType, syntax: ExpressionSyntax, role: Role) -> TypedExpression? {
        if let converted = Self.convert(value, to: target) { return converted }
        if case .literal(.nil) = value.kind {
            error(.typeMismatch, "\(role) expects \(target.displayName), got nil", at: syntax.range)
        } else {
            error(.typeMismatch, "\(role) expects \(target.displayName), got \(value.type.displayName) \(quoted(syntax))", at: syntax.range)
        }
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
