import TrellisRegistry

extension CheckSession {
    /// Converts `value` to `target`, making implicit conversions explicit, or reports a
    /// type mismatch naming the position, both types and the source text.
    mutating func coerce(_ value: TypedExpression, to target: ValueType, syntax: ExpressionSyntax, role: Role) -> TypedExpression? {
        if case let .literal(.int(integer)) = value.kind, let table = rawValueTable(for: target) {
            return rawValueLiteral(integer, of: table, as: target, syntax: syntax, role: role)
        }
        if case .property = role, let converted = layoutCast(value, to: target) { return converted }
        if let converted = Self.convert(value, to: target) { return converted }
        if case .literal(.nil) = value.kind {
            error(.typeMismatch, "\(role) expects \(target.displayName), got nil", at: syntax.range)
        } else {
            error(.typeMismatch, "\(role) expects \(target.displayName), got \(value.type.displayName) \(quoted(syntax))", at: syntax.range)
        }
        return nil
    }

    /// The raw values of the enum or option set `target` names, if its declaration gives
    /// `rawValues:`.
    func rawValueTable(for target: ValueType) -> RawValueTable? {
        Self.rawValueTable(for: target, in: registry)
    }

    /// The raw values of the enum or option set `target` names in `registry`, if its
    /// declaration gives `rawValues:`.
    static func rawValueTable(for target: ValueType, in registry: Registry) -> RawValueTable? {
        switch target.unwrapped {
        case let .enumeration(name), let .options(name): RawValueTable(type: name, in: registry)
        default: nil
        }
    }

    /// An integer literal where the enum or option set of `table` is expected, as Layout
    /// sets the enums and option sets it types as `Int`: the case whose raw value it is
    /// (`dark` for `2`), or the options whose raw values make it up; else a type mismatch
    /// listing the raw values.
    mutating func rawValueLiteral(_ integer: Int, of table: RawValueTable, as target: ValueType, syntax: ExpressionSyntax, role: Role) -> TypedExpression? {
        if let literal = table.value(forRawValue: integer) {
            return Self.convert(TypedExpression(.literal(literal), type: target.unwrapped, span: span(syntax.range)), to: target)
        }
        error(.typeMismatch, "\(role) expects \(target.displayName), got Int \(quoted(syntax)); expected \(table.allowedValues)", at: syntax.range)
        return nil
    }

    /// The conversions Layout's runtime cast (RuntimeType.cast) makes when it sets a
    /// property, beyond the implicit ones: through NSNumber a Bool to a number (1 or 0), a
    /// number to a Bool (true unless zero) and a Double to an Int (truncated toward zero);
    /// a number, a Bool or a value of unknown type to an enum or option set with raw values
    /// by its raw value, as Layout casts the enums it types as `Int`
    /// (`overrideUserInterfaceStyle="{style}"`); a String to a Color as a color asset's
    /// name. Each applies to an optional value too, whose nil converts as ``convert(_:to:)``
    /// converts nil of the optional target (none where a value is required). `nil` for
    /// other types.
    func layoutCast(_ value: TypedExpression, to target: ValueType) -> TypedExpression? {
        Self.layoutCast(value, to: target, in: registry)
    }

    /// ``layoutCast(_:to:)`` with the raw values of the enums and option sets of `registry`.
    static func layoutCast(_ value: TypedExpression, to target: ValueType, in registry: Registry) -> TypedExpression? {
        let source = value.type.unwrapped
        let cast: TypedExpression
        switch (source, target.unwrapped) {
        case (.int, .enumeration), (.double, .enumeration), (.bool, .enumeration), (.any, .enumeration),
             (.int, .options), (.double, .options), (.bool, .options), (.any, .options):
            guard let table = rawValueTable(for: target, in: registry) else { return nil }
            return TypedExpression(.conversion(.rawValue(table), value), type: target, span: value.span)
        case (.double, .int) where value.type == .double:
            cast = TypedExpression(.conversion(.doubleToInt, value), type: .int, span: value.span)
        case (.double, .int), (.bool, .int), (.bool, .double), (.int, .bool), (.double, .bool):
            return TypedExpression(.conversion(.dynamic(target), value), type: target, span: value.span)
        case (.string, .color):
            // Layout reads a text where a color is expected as the name of a color asset; an
            // optional text's nil is no color, which sets no Color (Trellis's nil color).
            let color: ValueType = value.type == .string ? .color : .optional(.color)
            cast = TypedExpression(.colorAsset(name: value, fallback: nil), type: color, span: value.span)
        default:
            return nil
        }
        return Self.convert(cast, to: target)
    }

    /// The implicit conversions: Int to Double; String to AttributedString, Image, URL and
    /// Selector; `T` to `T?`; a single value to a one-element array; `nil` to an empty
    /// String, a missing Image or protocol value; and `Any` or optional values to anything
    /// compatible, checked at run time (nil stays nil where the target is optional).
    static func convert(_ value: TypedExpression, to target: ValueType) -> TypedExpression? {
        let source = value.type
        if source == target || target == .any { return value }
        if case .literal(.nil) = value.kind { return nilValue(value, as: target) }
        let dynamic = TypedExpression(.conversion(.dynamic(target), value), type: target, span: value.span)
        if case let .optional(wrapped) = target {
            if case let .optional(inner) = source {
                return inner == .any || isConvertible(inner, to: wrapped) ? dynamic : nil
            }
            // A value of unknown type keeps its nil, which `??` then falls back on.
            if source == .any { return dynamic }
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
        convert(probe(of: source), to: target) != nil
    }

    /// Whether a value of `source` sets a property of type `target` in `registry`: the same
    /// type, an implicit conversion, one Layout's runtime cast makes (``layoutCast(_:to:)``),
    /// or a text read as a font description where a font is expected.
    static func isSettable(_ source: ValueType, as target: ValueType, in registry: Registry) -> Bool {
        if source == target || (source, target) == (.string, .font) { return true }
        let probe = probe(of: source)
        return layoutCast(probe, to: target, in: registry) != nil || convert(probe, to: target) != nil
    }

    /// A read of a value of `type`, to ask which conversions apply to it.
    private static func probe(of type: ValueType) -> TypedExpression {
        TypedExpression(.reference(.input("")), type: type, span: .init(file: "", line: 1, column: 1, offset: 0, length: 0))
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
