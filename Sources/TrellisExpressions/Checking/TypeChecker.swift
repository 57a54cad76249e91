import TrellisDiagnostics
import TrellisRegistry

/// Type-checks expressions and attribute values against a registry and a scope.
///
/// Typing rules (seed 003): Int converts to Double implicitly; `/` always gives a Double;
/// String converts to AttributedString, Image, URL and Selector; bare enum cases, option
/// cases and color names are allowed only where the attribute's own type expects them
/// (through `?:`, `??`, parentheses and lists), elsewhere they need their type
/// (`UIViewContentMode.center`, `UIColor.red`); `%` and `auto` only where the property
/// allows them; names that resolve to nothing known become inputs typed by their uses.
public struct TypeChecker: Sendable {
    let context: CheckerContext
    /// The inputs read as values of a known type and cast where they are used
    /// (``readingInputs(as:)``); others are typed by their uses.
    var castInputTypes: [String: ValueType] = [:]

    /// Creates a checker; without `strings`, `strings.` keys are not checked. A bare name
    /// that is no case of the enum expected (`textAlignment="middle"`), or that is close to
    /// a color name where a color is expected (`titleColor="blu"`), is read as an input,
    /// as Layout reads it, with a warning; with `strict` the warning is an error.
    public init(registry: Registry, strings: StringsTable? = nil, strict: Bool = false) {
        context = CheckerContext(registry: registry, strings: strings, isStrict: strict)
    }

    /// Whether names read as inputs where a case or color was expected are errors.
    public var isStrict: Bool { context.isStrict }

    /// The registry types, enums, colors, fonts and functions are looked up in.
    public var registry: Registry { context.registry }

    /// Localized strings to check `strings.` keys and placeholders against, if known.
    public var strings: StringsTable? { context.strings }

    /// Parses and checks an expression (the syntax of non-string attributes).
    public func check(
        expression text: String, locator: some SourceLocator, expected: ExpectedType?, scope: some CheckingScope
    ) -> CheckedExpression {
        let parsed = ExpressionParser.parse(text, locator: locator)
        guard let syntax = parsed.syntax else {
            var diagnostics = parsed.diagnostics
            if diagnostics.isEmpty {
                let what = expected.map { "'\($0.name)' expects \($0.type.displayName), got" } ?? "expected an expression, got"
                diagnostics.append(.error(.typeMismatch, "\(what) an empty value", at: locator.span(for: 0..<text.utf8.count)))
            }
            return CheckedExpression(typed: nil, type: expected?.type ?? .any, diagnostics: diagnostics)
        }
        return check(syntax, text: text, locator: locator, expected: expected, scope: scope)
    }

    /// Checks a parsed expression; `text` is the text it was parsed from (for messages). An
    /// input it uses as two types one value sets (``CheckedExpression/castInputs``) is read
    /// as that value, cast at each use: the expression is checked again reading it so.
    public func check(
        _ syntax: ExpressionSyntax, text: String, locator: some SourceLocator, expected: ExpectedType?, scope: some CheckingScope
    ) -> CheckedExpression {
        var session = makeSession(text: text, locator: locator, expected: expected, scope: scope)
        let expectation = Expectation(type: expected?.type, isContextual: true, role: .property(expected?.name ?? "expression"))
        let typed = session.check(syntax, expectation)
        let newlyCast = session.castInputs.filter { castInputTypes[$0] == nil }
        guard !newlyCast.isEmpty, !session.diagnostics.containsErrors else { return session.result(typed, expected: expected) }
        var types = castInputTypes
        for name in newlyCast { types[name] = session.inputs[name] }
        var result = readingInputs(as: types).check(syntax, text: text, locator: locator, expected: expected, scope: scope)
        result.castInputs.formUnion(session.castInputs)
        return result
    }

    func makeSession(text: String, locator: any SourceLocator, expected: ExpectedType?, scope: any CheckingScope) -> CheckSession {
        CheckSession(context: context, scope: scope, expected: expected, text: text, locator: locator, castInputTypes: castInputTypes)
    }
}

extension CheckSession {
    /// The outcome of the session: the typed tree only when there were no errors.
    func result(_ typed: TypedExpression?, expected: ExpectedType?) -> CheckedExpression {
        let failed = typed == nil || diagnostics.containsErrors
        var result = CheckedExpression(
            typed: failed ? nil : typed, type: expected?.type ?? typed?.type ?? .any, diagnostics: diagnostics,
            inputs: inputs, inputLocations: inputLocations, inputHints: inputHints
        )
        result.castInputs = castInputs
        return result
    }
}
