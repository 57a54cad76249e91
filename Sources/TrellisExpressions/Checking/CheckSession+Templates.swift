import TrellisDiagnostics
import TrellisRegistry

extension CheckSession {
    /// A string-typed attribute (String, AttributedString, URL, Selector, Image): literal
    /// text with `{…}` segments whose values, of any type, are stringified. A template that
    /// is exactly one segment keeps the segment's value when it already has the target type
    /// (`url="{someURL}"`, `text="{styledText}"`); an input shown so (`text="{count}"`)
    /// may be of any type, and is suggested the target type (``InputHint``).
    mutating func template(_ template: StringTemplate, target: ValueType, range: Range<Int>) -> TypedExpression? {
        let here = span(range)
        let expressions = template.segments.compactMap { segment -> ExpressionSyntax? in
            if case let .expression(syntax?, _) = segment { return syntax }
            return nil
        }
        let hasLiteralText = template.segments.contains { if case .literal = $0 { true } else { false } }
        if expressions.count == 1, !hasLiteralText, let syntax = expressions.first {
            guard let value = synthesize(syntax, .free(.property(propertyName))) else { return nil }
            if case let .reference(.input(name)) = value.kind { suggest(target.unwrapped, forInput: name, source: .interpolation) }
            return textValue(value, as: target, syntax: syntax)
        }
        let textType: ValueType = target.unwrapped == .attributedString ? .attributedString : .string
        var parts: [InterpolationPart] = []
        var failed = false
        for segment in template.segments {
            switch segment {
            case let .literal(text, _):
                parts.append(.text(text))
            case .expression(nil, _):
                break
            case let .expression(syntax?, _):
                guard let value = synthesize(syntax, .free(.property(propertyName))) else {
                    failed = true
                    continue
                }
                if target.unwrapped == .image, value.type.unwrapped == .image {
                    // Layout builds such a name as text, which no image converts to.
                    error(
                        .typeMismatch, "\(quoted(syntax)) is an Image, which cannot be part of an image name; give it alone, "
                            + "as the whole value of '\(propertyName)' in braces",
                        at: syntax.range
                    )
                    failed = true
                    continue
                }
                parts.append(.value(value))
            }
        }
        guard !failed else { return nil }
        let joined: TypedExpression
        if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
            let text = parts.map { if case let .text(text) = $0 { text } else { "" } }.joined()
            let value: Value = textType == .attributedString
                ? .attributedString(AttributedText(text: text, isMarkup: AttributedText.containsMarkup(text)))
                : .string(text)
            joined = TypedExpression(.literal(value), type: textType, span: here)
        } else {
            joined = TypedExpression(.interpolation(parts), type: textType, span: here)
        }
        return textConversion(joined, to: target)
    }

    /// The single value of a template as the target type: kept when it has that type,
    /// else converted from its text.
    mutating func textValue(_ value: TypedExpression, as target: ValueType, syntax: ExpressionSyntax) -> TypedExpression? {
        let wrapped = target.unwrapped
        if value.type.unwrapped == wrapped { return Self.convert(value, to: target) ?? value }
        switch (value.type, wrapped) {
        case (.any, _), (.optional(.any), _):
            return textConversion(value, to: target)
        case (.optional, .string), (.optional, .attributedString), (.optional, .image):
            return textConversion(value, to: target)
        default:
            if wrapped == .image, value.type.unwrapped != .string, value.type.unwrapped != .any {
                error(.typeMismatch, "'\(propertyName)' expects Image, got \(value.type.displayName) \(quoted(syntax))", at: syntax.range)
                return nil
            }
            return textConversion(value, to: target)
        }
    }

    /// Converts any value to the text-like target through its text (`toString`, `toURL`, …).
    func textConversion(_ value: TypedExpression, to target: ValueType) -> TypedExpression {
        let conversion: Conversion? = switch target.unwrapped {
        case .string: value.type == .string ? nil : .toString
        case .attributedString: value.type == .attributedString ? nil : .toAttributedString
        case .url: .toURL
        case .selector: .toSelector
        case .image: .toImage
        default: nil
        }
        guard let conversion else { return value }
        if case let .literal(literal) = value.kind, let folded = Self.foldText(literal, conversion) {
            return TypedExpression(.literal(folded), type: target.unwrapped, span: value.span)
        }
        return TypedExpression(.conversion(conversion, value), type: target.unwrapped, span: value.span)
    }

    /// A text conversion of a constant, done now.
    static func foldText(_ value: Value, _ conversion: Conversion) -> Value? {
        guard case let .string(text) = value else { return nil }
        return switch conversion {
        case .toURL: .url(text)
        case .toSelector: .selector(text)
        case .toImage: .image(text)
        case .toAttributedString: .attributedString(AttributedText(text: text, isMarkup: false))
        default: nil
        }
    }
}
