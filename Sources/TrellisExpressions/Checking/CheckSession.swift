import TrellisDiagnostics
import TrellisRegistry

/// What the position being checked expects.
struct Expectation {
    /// The type required (or hoped for, for inputs and literals) here; `nil` when any
    /// type will do.
    var type: ValueType?
    /// Whether bare enum cases and color names of `type` are allowed: true along the
    /// attribute's own value, through `?:` branches, `??`, parentheses and lists; false
    /// in operands and arguments.
    var isContextual: Bool
    /// How messages name the position: `'numberOfLines'`, `argument 2 of 'pow'`.
    var role: Role

    static func free(_ role: Role) -> Expectation { Expectation(type: nil, isContextual: false, role: role) }
    static func operand(_ type: ValueType?, _ role: Role) -> Expectation {
        Expectation(type: type, isContextual: false, role: role)
    }
}

/// A position in an expression, spelled out only when a message needs it (so checking
/// builds no strings on the way).
enum Role: CustomStringConvertible {
    case property(String)
    case argument(Int, of: String)
    case operation(String)
    case percentOperand
    case condition
    case branches
    case subscriptBase
    case subscriptIndex
    case rangeBound
    case fontSegment
    case macro(String)

    var description: String {
        switch self {
        case let .property(name): "'\(name)'"
        case let .argument(index, function): "argument \(index) of '\(function)'"
        case let .operation(symbol): "operator '\(symbol)'"
        case .percentOperand: "the operand of '%'"
        case .condition: "the condition of '?:'"
        case .branches: "the branches of '?:'"
        case .subscriptBase: "the subscripted value"
        case .subscriptIndex: "the subscript index"
        case .rangeBound: "a range bound"
        case .fontSegment: "a font segment"
        case let .macro(name): "macro '\(name)'"
        }
    }
}

/// A macro being expanded and where it is used, for the notes of errors inside it.
struct MacroExpansion {
    var name: String
    var use: SourceSpan
}

/// The state of one type-checking run over one attribute value: diagnostics, inputs and
/// their types, the macro expansion stack and the recursion depth.
///
/// Not generic over the scope: the checker's code is compiled once, concretely, and the
/// scope is called through its protocol.
struct CheckSession {
    static var maximumDepth: Int { 600 }
    static var maximumMacroDepth: Int { 32 }
    /// The most macro text one attribute may expand to. Macros expand where they are used,
    /// so a chain of macros each using the one before twice doubles at every level; the
    /// limit keeps the checked expression, and so the IR, proportional to the template.
    static var maximumExpandedMacroBytes: Int { 65_536 }

    let context: CheckerContext
    let scope: any CheckingScope
    let relativeSizing: RelativeSizing?
    /// The property name for `%`/`auto` messages.
    let propertyName: String
    /// The declared type name of the property being checked, for its named values.
    let declaredTypeName: String?
    /// The inputs read as values of a known type, converted where they are used
    /// (``TypeChecker/readingInputs(as:)``).
    let castInputTypes: [String: ValueType]
    var diagnostics: [Diagnostic] = []
    var inputs: [String: ValueType] = [:]
    var inputLocations: [String: SourceSpan] = [:]
    var inputHints: [String: InputHint] = [:]
    /// The inputs used as two types one value sets (``inputs`` holds that value's type):
    /// the uses read them right only when checked again reading them cast.
    var castInputs: Set<String> = []
    /// The macros being expanded, outermost first.
    var expansions: [MacroExpansion] = []
    /// The bytes of macro text expanded so far (``maximumExpandedMacroBytes``), and whether
    /// going past the limit was reported.
    var expandedMacroBytes = 0
    var reportedExpansionLimit = false
    /// The text being checked (the attribute value, or the definition of the macro
    /// being expanded) and where it is in its file.
    var bytes: [UInt8]
    var locator: any SourceLocator
    var depth = 0

    init(
        context: CheckerContext, scope: any CheckingScope, expected: ExpectedType?, text: String, locator: any SourceLocator,
        castInputTypes: [String: ValueType]
    ) {
        self.context = context
        self.castInputTypes = castInputTypes
        self.scope = scope
        self.relativeSizing = expected?.relativeSizing
        self.declaredTypeName = expected?.typeName
        self.propertyName = expected?.name ?? "expression"
        self.bytes = Array(text.utf8)
        self.locator = locator
    }

    var registry: Registry { context.registry }
    var index: RegistryIndex { context.index }
    var strings: StringsTable? { context.strings }
    var fonts: FontGrammar { context.fonts }

    // MARK: Locations and messages

    func span(_ range: Range<Int>) -> SourceSpan {
        locator.span(for: range)
    }

    /// The source text of a range of the current text.
    func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The source of a node for messages: string literals as written (already quoted),
    /// anything else in single quotes.
    func quoted(_ syntax: ExpressionSyntax) -> String {
        let written = text(syntax.range)
        if case .string = syntax.kind { return written }
        return "'\(written)'"
    }

    /// An error at `range`, with notes for the macro expansions it is in; `replacement`
    /// is a fix-it for the bytes of `fixItRange` (by default, `range`).
    mutating func error(
        _ rule: RuleID, _ message: String, at range: Range<Int>, notes: [DiagnosticNote] = [], fixIt replacement: String? = nil,
        replacing fixItRange: Range<Int>? = nil
    ) {
        let location = span(range)
        let fixItSpan = fixItRange.map(span) ?? location
        var allNotes = notes
        for expansion in expansions.reversed() {
            allNotes.append(DiagnosticNote("in macro '\(expansion.name)' used here", at: expansion.use))
        }
        diagnostics.append(.error(rule, message, at: location, notes: allNotes, fixIt: replacement.map { FixIt(span: fixItSpan, replacement: $0) }))
    }

    /// A warning, or an error in strict mode (``TypeChecker/isStrict``); `replacement` is a
    /// fix-it for the bytes of `fixItRange` (by default, `range`).
    mutating func strictWarning(
        _ rule: RuleID, _ message: String, at range: Range<Int>, fixIt replacement: String? = nil, replacing fixItRange: Range<Int>? = nil
    ) {
        let location = span(range)
        let notes = expansions.reversed().map { DiagnosticNote("in macro '\($0.name)' used here", at: $0.use) }
        let fixIt = replacement.map { FixIt(span: fixItRange.map(span) ?? location, replacement: $0) }
        diagnostics.append(
            context.isStrict ? .error(rule, message, at: location, notes: notes, fixIt: fixIt) : .warning(rule, message, at: location, notes: notes, fixIt: fixIt))
    }

    /// An error whose message ends by suggesting `match` for the misspelt `name` written
    /// at `range` (`; did you mean 'text'?`), with `match` as its fix-it.
    mutating func error(_ rule: RuleID, _ message: String, at range: Range<Int>, misspelt name: String, suggesting match: String?) {
        error(rule, message + Suggestions.didYouMean(match), at: range, fixIt: suggestionFixIt(match, replacing: name, at: range))
    }

    /// `match` when `range` holds exactly the bytes of `name` in the source too (no
    /// reference or escape in between), so that replacing it fixes the spelling.
    func suggestionFixIt(_ match: String?, replacing name: String, at range: Range<Int>) -> String? {
        guard let match, text(range) == name, span(range).length == name.utf8.count else { return nil }
        return match
    }

    // MARK: Entry points

    /// Checks `syntax` and converts it to the expected type.
    mutating func check(_ syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        guard let typed = synthesize(syntax, expectation) else { return nil }
        guard let type = expectation.type else { return typed }
        return coerce(typed, to: type, syntax: syntax, role: expectation.role)
    }

    /// Types `syntax` bottom-up, using the expectation as a hint for literals, inputs and
    /// bare names. The result may still need ``coerce(_:to:syntax:role:)``.
    mutating func synthesize(_ syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            if depth == Self.maximumDepth + 1 { error(.inputLimit, "expression is nested too deeply", at: syntax.range) }
            return nil
        }
        let here = span(syntax.range)
        switch syntax.kind {
        case let .number(value, isInteger):
            guard value.isFinite else {
                error(.expressionSyntax, "number \(quoted(syntax)) is too large", at: syntax.range)
                return nil
            }
            return numberLiteral(value, isInteger: isInteger, hint: expectation.type, span: here)
        case let .string(value):
            return TypedExpression(.literal(.string(value)), type: .string, span: here)
        case let .color(color):
            return TypedExpression(.literal(.color(color)), type: .color, span: here)
        case let .boolean(value):
            return TypedExpression(.literal(.bool(value)), type: .bool, span: here)
        case .nilLiteral:
            return nilLiteral(hint: expectation.type, span: here)
        case let .symbol(path):
            return symbol(path, syntax: syntax, expectation)
        case let .percentage(operand):
            return percentage(operand, syntax: syntax)
        case let .prefix(op, operand):
            return prefix(op, operand, syntax: syntax, expectation)
        case let .infix(op, left, right):
            return infix(op, left, right, syntax: syntax, expectation)
        case let .ternary(condition, then, otherwise):
            return conditional(condition, then, otherwise, syntax: syntax, expectation)
        case let .call(path, arguments):
            return call(path, arguments, syntax: syntax, expectation)
        case let .subscripted(base, index):
            return subscripted(base, index: index, syntax: syntax, expectation)
        case .range:
            error(.expressionSyntax, "a range is only allowed as a subscript, as in 'items[1...2]'", at: syntax.range)
            return nil
        case let .array(elements):
            return list(elements, splicingArrays: false, syntax: syntax, expectation)
        case let .list(elements):
            return list(elements, splicingArrays: true, syntax: syntax, expectation)
        case let .parenthesized(inner):
            guard var typed = synthesize(inner, expectation) else { return nil }
            typed.span = here
            return typed
        }
    }

    func numberLiteral(_ value: Double, isInteger: Bool, hint: ValueType?, span: SourceSpan) -> TypedExpression {
        let wantsDouble = hint?.unwrapped == .double
        if isInteger, !wantsDouble, let integer = Int(exactly: value) {
            return TypedExpression(.literal(.int(integer)), type: .int, span: span)
        }
        return TypedExpression(.literal(.double(value)), type: .double, span: span)
    }

    func nilLiteral(hint: ValueType?, span: SourceSpan) -> TypedExpression {
        let type: ValueType = switch hint {
        case let .optional(wrapped)?: .optional(wrapped)
        case let hint?: .optional(hint)
        case nil: .optional(.any)
        }
        return TypedExpression(.literal(.nil), type: type, span: span)
    }

    /// `50%`: allowed only where the property allows relative sizes.
    mutating func percentage(_ operand: ExpressionSyntax, syntax: ExpressionSyntax) -> TypedExpression? {
        guard let sizing = relativeSizing else {
            error(
                .typeMismatch, "'%' is not allowed in '\(propertyName)'; percentages are allowed only in frame properties, 'contentSize.*' and properties ending in left, right, x, width, top, bottom, y or height",
                at: syntax.range
            )
            return nil
        }
        guard let value = check(operand, .operand(.double, .percentOperand)) else { return nil }
        return TypedExpression(.percentage(value, sizing.percentageBase), type: .double, span: span(syntax.range))
    }
}
