import TrellisRegistry

typealias DoubleCode = @Sendable (any EvaluationEnvironment) throws(EvaluationError) -> Double
typealias IntCode = @Sendable (any EvaluationEnvironment) throws(EvaluationError) -> Int
typealias BoolCode = @Sendable (any EvaluationEnvironment) throws(EvaluationError) -> Bool
typealias ValueCode = @Sendable (any EvaluationEnvironment) throws(EvaluationError) -> Value

/// A typed expression compiled once into a tree of closures for repeated evaluation.
///
/// Compiling folds constant sub-expressions, binds every ``SymbolReference`` to a slot
/// index (so evaluation never looks names up) and specialises numeric and boolean
/// sub-trees to closures returning `Double`, `Int` or `Bool` without boxing.
///
/// Evaluation never traps. Division follows IEEE doubles (`1 / 0` is `inf`); Int
/// arithmetic that overflows, a remainder by zero, an out-of-range subscript, `nil`
/// where a value is required and a failing custom function throw an
/// ``EvaluationError`` located at the sub-expression.
///
/// It is an immutable class so that evaluating it never copies or retains its closures.
public final class CompiledExpression: Sendable {
    /// The type of the value the expression produces.
    public let type: ValueType
    /// The value, when the whole expression folded to a constant.
    public let constantValue: Value?
    /// The expression as a Double, as a Bool and as a Value; the ones that do not match
    /// the expression's type convert (and throw when they cannot).
    let number: DoubleCode
    let boolean: BoolCode
    let value: ValueCode

    init(type: ValueType, constantValue: Value?, number: @escaping DoubleCode, boolean: @escaping BoolCode, value: @escaping ValueCode) {
        self.type = type
        self.constantValue = constantValue
        self.number = number
        self.boolean = boolean
        self.value = value
    }

    /// Compiles `typed`. `bind` returns the slot index of each symbol the expression
    /// reads (see ``TypedExpression/references``); `functions` supplies the custom
    /// functions it calls, `strings` the localized strings and `fonts` reads the words of
    /// fonts known only when they run (see ``TypedExpression/Kind/fontWords(base:words:)``). Throws when a symbol has
    /// no slot or a function has no implementation.
    public static func compile(
        _ typed: TypedExpression, functions: FunctionLibrary = FunctionLibrary(), strings: StringsTable? = nil,
        fonts: FontGrammar? = nil, bind: (SymbolReference) -> Int?
    ) throws(EvaluationError) -> CompiledExpression {
        // A literal, the most common attribute value, reads nothing: no walk for its symbols.
        let references = if case .literal = typed.kind { [SymbolReference]() } else { typed.references }
        var slots: [Int] = []
        slots.reserveCapacity(references.count)
        for reference in references {
            guard let slot = bind(reference) else {
                throw EvaluationError("'\(reference.description)' is not bound to a value")
            }
            slots.append(slot)
        }
        return try compile(typed, functions: functions, strings: strings, fonts: fonts, slots: .sorted(references, slots: slots))
    }

    /// Compiles `typed` with its symbols bound to `slots`, known beforehand (from compiling
    /// the same expression elsewhere): the expression is not walked for its symbols first.
    /// A symbol without a slot throws, located where it is read.
    public static func compile(
        _ typed: TypedExpression, functions: FunctionLibrary = FunctionLibrary(), strings: StringsTable? = nil,
        fonts: FontGrammar? = nil, slots: [SymbolReference: Int]
    ) throws(EvaluationError) -> CompiledExpression {
        try compile(typed, functions: functions, strings: strings, fonts: fonts, slots: .table(slots))
    }

    /// Compiles `typed` with its symbols bound to `slots`.
    private static func compile(
        _ typed: TypedExpression, functions: FunctionLibrary, strings: StringsTable?, fonts: FontGrammar?, slots: SymbolSlots
    ) throws(EvaluationError) -> CompiledExpression {
        let compiler = ExpressionCompiler(functions: functions, strings: strings, fonts: fonts, slots: slots)
        let folded = try ConstantFolder(compiler: compiler).fold(typed)
        let constant: Value? = if case let .literal(value) = folded.kind { value } else { nil }
        switch folded.type {
        case .double:
            let number = try compiler.double(folded)
            let value = compiler.boxed(number)
            return CompiledExpression(type: typed.type, constantValue: constant, number: number, boolean: asBool(value), value: value)
        case .int:
            let integer = try compiler.int(folded)
            let value = compiler.boxed(integer)
            let number: DoubleCode = { environment throws(EvaluationError) in Double(try integer(environment)) }
            return CompiledExpression(type: typed.type, constantValue: constant, number: number, boolean: asBool(value), value: value)
        case .bool:
            let boolean = try compiler.bool(folded)
            let value = compiler.boxed(boolean)
            return CompiledExpression(type: typed.type, constantValue: constant, number: asNumber(value), boolean: boolean, value: value)
        default:
            let value = try compiler.value(folded)
            return CompiledExpression(type: typed.type, constantValue: constant, number: asNumber(value), boolean: asBool(value), value: value)
        }
    }

    private static func asNumber(_ value: @escaping ValueCode) -> DoubleCode {
        { environment throws(EvaluationError) in try value(environment).number() }
    }

    private static func asBool(_ value: @escaping ValueCode) -> BoolCode {
        { environment throws(EvaluationError) in try value(environment).boolean() }
    }

    /// Evaluates the expression.
    public func evaluate(in environment: any EvaluationEnvironment) throws(EvaluationError) -> Value {
        try value(environment)
    }

    /// Evaluates a numeric expression without boxing the result.
    public func evaluateDouble(in environment: any EvaluationEnvironment) throws(EvaluationError) -> Double {
        try number(environment)
    }

    /// Evaluates a Bool expression without boxing the result.
    public func evaluateBool(in environment: any EvaluationEnvironment) throws(EvaluationError) -> Bool {
        try boolean(environment)
    }
}

/// Folds constant sub-expressions to literals, bottom-up, by compiling and running them
/// once. A sub-expression whose evaluation fails stays as it is, so the error surfaces
/// (with its location) when the expression is evaluated.
struct ConstantFolder {
    let compiler: ExpressionCompiler

    /// `expression` with its constant sub-expressions folded: as it is (not rebuilt) when
    /// none of them can fold.
    func fold(_ expression: TypedExpression) throws(EvaluationError) -> TypedExpression {
        guard expression.containsFoldableNode else { return expression }
        return try foldNodes(expression)
    }

    private func foldNodes(_ expression: TypedExpression) throws(EvaluationError) -> TypedExpression {
        if expression.isLiteral { return expression }
        let folded = try expression.mappingChildren { child throws(EvaluationError) in try foldNodes(child) }
        guard folded.isFoldable else { return folded }
        guard let value = try? compiler.value(folded)(ConstantEnvironment.shared) else { return folded }
        return TypedExpression(.literal(value), type: folded.type, span: folded.span)
    }
}

extension TypedExpression {
    /// Whether this node, given constant children, always gives the same value.
    var isPure: Bool {
        switch kind {
        case .reference, .percentage, .auto, .colorAsset, .call(.custom, _): false
        default: true
        }
    }

    /// Whether the node is a constant already.
    var isLiteral: Bool {
        if case .literal = kind { true } else { false }
    }

    /// Whether constant folding tries this node: a pure node, not yet a literal, whose
    /// children are all literals.
    var isFoldable: Bool {
        !isLiteral && isPure && allChildrenSatisfy(\.isLiteral)
    }

    /// Whether folding tries a node of the expression. Folding works bottom-up and a node
    /// becomes a literal only by folding, so without such a node folding changes nothing.
    var containsFoldableNode: Bool {
        !isLiteral && (isFoldable || !allChildrenSatisfy { !$0.containsFoldableNode })
    }
}

/// The environment constant folding runs in: it has no slots, sizes or assets.
final class ConstantEnvironment: EvaluationEnvironment, Sendable {
    static let shared = ConstantEnvironment()

    func value(ofSlot slot: Int) throws(EvaluationError) -> Value {
        throw EvaluationError("no slots while folding constants")
    }

    func percentageBase(_ base: PercentageBase) throws(EvaluationError) -> Double {
        throw EvaluationError("no sizes while folding constants")
    }

    func autoSize(_ axis: SizeAxis) throws(EvaluationError) -> Double {
        throw EvaluationError("no sizes while folding constants")
    }

    func colorAsset(named name: String) -> RGBAColor? { nil }
}
