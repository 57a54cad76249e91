import TrellisDiagnostics
import TrellisRegistry

extension TypeChecker {
    /// Checks an attribute value as written in a template, choosing its syntax from the
    /// expected type (seed 003):
    /// - String, AttributedString, URL, Selector: literal text with `{…}` segments;
    /// - Font: font grammar words with `{font}` or `{size}` segments (`{themeFont} 25 bold`);
    /// - Color: a hex literal, a registry color name (any case, with or without a `Color`
    ///   suffix), an asset name, or an expression (`isSelected ? #00f : gray`);
    /// - Image: a name template (`image_{index}.png`), or one `{…}` expression;
    /// - everything else: an expression.
    ///
    /// Any value may be wrapped in one pair of braces (`{4 + 5}`), as in Layout. A value
    /// that sets nothing makes the attribute absent (``CheckedAttribute/unset``): one that
    /// starts with `//`, an empty one, one of only blanks (except in string values, where
    /// blanks are text), and empty braces (`{}`, `{// note}`).
    public func checkAttribute(
        _ text: String, locator: some SourceLocator, expected: ExpectedType, scope: some CheckingScope
    ) -> CheckedAttribute {
        guard !Self.isCommentedOut(text) else { return .unset }
        switch expected.type.unwrapped {
        case .string, .attributedString, .url, .selector, .image:
            return textAttribute(text, locator: locator, expected: expected, scope: scope)
        case .font:
            return templateAttribute(text, locator: locator, expected: expected, scope: scope, blanksSetNothing: true) { session, template, range in
                session.font(template, range: range)
            }
        case .color:
            return colorAttribute(text, locator: locator, expected: expected, scope: scope)
        default:
            let parsed = ExpressionParser.parse(text, locator: locator)
            return checkExpressionAttribute(parsed, text: text, locator: locator, expected: expected, scope: scope)
        }
    }

    /// Checks `text`, already parsed as an expression (`parsed` is
    /// `ExpressionParser.parse(text, locator: locator)`), as
    /// ``checkAttribute(_:locator:expected:scope:)`` checks a value whose type reads as an
    /// expression (`expected` is no String, Font, Color or Image), without parsing it again:
    /// an expression, or nothing.
    public func checkExpressionAttribute(
        _ parsed: ExpressionParseResult, text: String, locator: some SourceLocator, expected: ExpectedType, scope: some CheckingScope
    ) -> CheckedAttribute {
        guard !Self.isCommentedOut(text) else { return .unset }
        guard let syntax = parsed.syntax else {
            guard !parsed.diagnostics.isEmpty else { return .unset }
            return CheckedAttribute(expression: CheckedExpression(typed: nil, type: expected.type, diagnostics: parsed.diagnostics))
        }
        return CheckedAttribute(expression: check(syntax, text: text, locator: locator, expected: expected, scope: scope))
    }

    /// Whether the first non-blank bytes of `text` are `//`.
    static func isCommentedOut(_ text: String) -> Bool {
        let trimmed = text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        return trimmed.starts(with: "//".utf8)
    }

    /// Parses `text` as a string template and hands it to `body` in a fresh session; a
    /// template of empty braces only (or of nothing) sets nothing, as does one of blank text
    /// when `blanksSetNothing`.
    func templateAttribute(
        _ text: String, locator: some SourceLocator, expected: ExpectedType, scope: any CheckingScope,
        blanksSetNothing: Bool = false, _ body: (inout CheckSession, StringTemplate, Range<Int>) -> TypedExpression?
    ) -> CheckedAttribute {
        let (template, diagnostics) = StringTemplateParser.parse(text, locator: locator)
        guard let template else {
            return CheckedAttribute(expression: CheckedExpression(typed: nil, type: expected.type, diagnostics: diagnostics))
        }
        guard !template.setsNothing(blanksSetNothing: blanksSetNothing) else { return .unset }
        var session = makeSession(text: text, locator: locator, expected: expected, scope: scope)
        session.diagnostics = diagnostics
        let typed = body(&session, template, 0..<text.utf8.count)
        return CheckedAttribute(expression: session.result(typed, expected: expected))
    }

    /// String-like attributes; a literal image name is reported as an asset, unless it
    /// names a standard image (`UIImage.checkmark`).
    func textAttribute(_ text: String, locator: some SourceLocator, expected: ExpectedType, scope: some CheckingScope) -> CheckedAttribute {
        if expected.type.unwrapped == .image, let (name, range) = Self.quotedName(text, locator: locator) {
            let here = locator.span(for: range)
            let typed = TypedExpression(.literal(.image(name)), type: .image, span: here)
            return CheckedAttribute(
                expression: CheckedExpression(typed: typed, type: expected.type, diagnostics: []),
                assets: name.isEmpty ? [] : [AssetReference(kind: .image, name: name, location: here, hasFallback: false)]
            )
        }
        var result = templateAttribute(text, locator: locator, expected: expected, scope: scope) { session, template, range in
            session.template(template, target: expected.type, range: range)
        }
        if expected.type.unwrapped == .image, case let .literal(.image(name))? = result.expression?.typed?.kind, !name.isEmpty,
           StandardImages.property(ofImageNamed: name) == nil {
            result.assets = [AssetReference(kind: .image, name: name, location: locator.span(for: 0..<text.utf8.count), hasFallback: false)]
        }
        return result
    }

    /// The string and its byte range when `text` is one quoted string (`'MyImage'`,
    /// `"My Image"`), which Layout reads as an expression, the string, where an image's
    /// name is expected.
    static func quotedName(_ text: String, locator: some SourceLocator) -> (String, Range<Int>)? {
        guard let first = text.trimmingBlanks.text.utf8.first, first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") else { return nil }
        let parsed = ExpressionParser.parse(text, locator: locator)
        guard parsed.diagnostics.isEmpty, let syntax = parsed.syntax, case let .string(name) = syntax.kind else { return nil }
        return (name, syntax.range)
    }

    /// Color attributes: hex literal, registry color, `{…}` expression or asset name
    /// template, bare asset name, expression.
    func colorAttribute(_ text: String, locator: some SourceLocator, expected: ExpectedType, scope: some CheckingScope) -> CheckedAttribute {
        let trimmed = text.trimmingBlanks
        guard !trimmed.text.isEmpty else { return .unset }
        let here = locator.span(for: trimmed.range)
        func constant(_ color: RGBAColor) -> CheckedAttribute {
            let typed = TypedExpression(.literal(.color(color)), type: .color, span: here)
            return CheckedAttribute(expression: CheckedExpression(typed: typed, type: expected.type, diagnostics: []))
        }
        if trimmed.text.hasPrefix("#"), trimmed.text.utf8.dropFirst().allSatisfy(isASCIIAlphanumeric) {
            guard let color = RGBAColor(hex: trimmed.text) else {
                let message = "invalid color literal '\(trimmed.text)'; expected '#' and 3, 4, 6 or 8 hex digits"
                return CheckedAttribute(expression: CheckedExpression(typed: nil, type: expected.type, diagnostics: [.error(.expressionSyntax, message, at: here)]))
            }
            return constant(color)
        }
        if let color = registryColor(trimmed.text) { return constant(color) }
        let parsed = ExpressionParser.parse(text, locator: locator)
        if text.utf8.contains(UInt8(ascii: "{")) {
            let isBraced = trimmed.text.utf8.first == UInt8(ascii: "{")
            guard isBraced, parsed.diagnostics.isEmpty else {
                return templateAttribute(text, locator: locator, expected: expected, scope: scope) { session, template, range in
                    session.colorTemplate(template, range: range)
                }
            }
            // `{expression}` with an optional comment after it: a color expression.
            guard let syntax = parsed.syntax else { return .unset }
            var session = makeSession(text: text, locator: locator, expected: expected, scope: scope)
            let typed = session.check(syntax, Expectation(type: .color, isContextual: true, role: .property(expected.name)))
            return CheckedAttribute(expression: session.result(typed, expected: expected))
        }
        func asset() -> CheckedAttribute {
            let typed = TypedExpression(.colorAsset(name: TypedExpression(.literal(.string(trimmed.text)), type: .string, span: here), fallback: nil), type: .color, span: here)
            return CheckedAttribute(
                expression: CheckedExpression(typed: typed, type: expected.type, diagnostics: []),
                assets: [AssetReference(kind: .color, name: trimmed.text, location: here, hasFallback: false)]
            )
        }
        guard let syntax = parsed.syntax else {
            guard Self.looksLikeAssetName(trimmed.text) else {
                return CheckedAttribute(expression: check(expression: text, locator: locator, expected: expected, scope: scope))
            }
            return asset()
        }
        var session = makeSession(text: text, locator: locator, expected: expected, scope: scope)
        let expectation = Expectation(type: expected.type, isContextual: true, role: .property(expected.name))
        if case let .symbol(path) = syntax.kind, path.components.count == 1, !path.isEscaped, session.isUnresolvedName(syntax),
           session.contextualName(path.components[0], hint: .color, span: here) == nil {
            let fallback = session.check(syntax, expectation)
            var checked = session.result(fallback, expected: expected)
            if let input = checked.typed {
                let name = TypedExpression(.literal(.string(path.components[0])), type: .string, span: input.span)
                checked.typed = TypedExpression(.colorAsset(name: name, fallback: input), type: .color, span: input.span)
            }
            return CheckedAttribute(
                expression: checked,
                assets: [AssetReference(kind: .color, name: path.components[0], location: locator.span(for: syntax.range), hasFallback: true)]
            )
        }
        let typed = session.check(syntax, expectation)
        let checked = session.result(typed, expected: expected)
        // Layout looks the text up as an asset before reading it as an expression, so a
        // name in a catalog's namespace (`Brand/Primary`) or with dashes (`brand-primary`)
        // is a color although its arithmetic is not.
        if Self.readsAsAssetPath(trimmed.text), checked.diagnostics.contains(where: { $0.severity == .error }) {
            return asset()
        }
        return CheckedAttribute(expression: checked)
    }

    /// Whether text that parses as arithmetic reads as a color asset's name when the
    /// arithmetic fails: an asset name (``looksLikeAssetName(_:)``) with a `/` or `-` and no
    /// `.`, which would make it a member of a type or input (`UIColor.redd`).
    static func readsAsAssetPath(_ text: String) -> Bool {
        looksLikeAssetName(text) && !text.utf8.contains(UInt8(ascii: "."))
            && text.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "-") }
    }

    /// The registry color named `name`, ignoring case, with or without a `Color` suffix.
    func registryColor(_ name: String) -> RGBAColor? {
        if let color = registry.namedColor(name) { return color.color }
        return context.index.colorsByLowercasedName[name.lowercased()]
    }

    /// Whether text that is not an expression reads as an asset name: letters, digits,
    /// spaces and `-_.:/@` only (`my color`, `MyBundle:MyColor`).
    static func looksLikeAssetName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            isASCIIAlphanumeric(byte) || " -_.:/@".utf8.contains(byte)
        }
    }
}

extension CheckSession {
    /// A color attribute with braces: one `{…}` is an expression (`{themeColor}`), text
    /// with segments is an asset name built at run time (`color-number-{level}`).
    mutating func colorTemplate(_ template: StringTemplate, range: Range<Int>) -> TypedExpression? {
        let expressions = template.segments.compactMap { segment -> ExpressionSyntax? in
            if case let .expression(syntax?, _) = segment { return syntax }
            return nil
        }
        let hasLiteralText = template.segments.contains { if case .literal = $0 { true } else { false } }
        if expressions.count == 1, !hasLiteralText, let syntax = expressions.first {
            return check(syntax, Expectation(type: .color, isContextual: true, role: .property(propertyName)))
        }
        guard let name = self.template(template, target: .string, range: range) else { return nil }
        return TypedExpression(.colorAsset(name: name, fallback: nil), type: .color, span: span(range))
    }
}

func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
}

extension String {
    /// The text without leading and trailing blanks, and its byte range in `self`.
    var trimmingBlanks: (text: String, range: Range<Int>) {
        let bytes = Array(utf8)
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        var lower = 0
        var upper = bytes.count
        while lower < upper, isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, isBlank(bytes[upper - 1]) { upper -= 1 }
        return (String(decoding: bytes[lower..<upper], as: UTF8.self), lower..<upper)
    }
}
