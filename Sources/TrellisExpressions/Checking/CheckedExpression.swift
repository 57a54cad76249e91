import TrellisDiagnostics
import TrellisRegistry

/// The result of type-checking an expression.
public struct CheckedExpression: Sendable, Hashable {
    /// The typed tree, or `nil` when there were errors.
    public var typed: TypedExpression?
    /// The type the expression produces (the expected type when it checked).
    public var type: ValueType
    /// Every problem found, in source order.
    public var diagnostics: [Diagnostic]
    /// Names that resolved to nothing known: constants or state the caller must supply,
    /// with the type inferred from their uses.
    public var inputs: [String: ValueType]
    /// Where each input was first used.
    public var inputLocations: [String: SourceSpan]
    /// The types uses suggest for inputs without requiring them (``InputHint``); an
    /// input whose ``inputs`` type is `Any` takes its hint's type.
    public var inputHints: [String: InputHint]
    /// The inputs the expression uses as two types one value sets, as Layout's runtime cast
    /// sets both (`alpha="{flag ? 1 : flag}"`); ``inputs`` gives each that value's type,
    /// and ``typed`` reads them right only when checked again reading them as it
    /// (``TypeChecker/readingInputs(as:)``).
    public var castInputs: Set<String> = []

    /// Creates a result from its parts.
    public init(
        typed: TypedExpression?, type: ValueType, diagnostics: [Diagnostic],
        inputs: [String: ValueType] = [:], inputLocations: [String: SourceSpan] = [:], inputHints: [String: InputHint] = [:]
    ) {
        self.typed = typed
        self.type = type
        self.diagnostics = diagnostics
        self.inputs = inputs
        self.inputLocations = inputLocations
        self.inputHints = inputHints
    }
}

/// How the uses of an input combine into one type.
public enum InputTypes {
    /// The type satisfying both uses, or `nil` when they conflict: `Any` gives way to
    /// anything, Int and Double give Double, `T` and `T?` give `T?`.
    public static func unify(_ first: ValueType, _ second: ValueType) -> ValueType? {
        unify(first, second, depth: 0)
    }

    private static func unify(_ first: ValueType, _ second: ValueType, depth: Int) -> ValueType? {
        guard depth < 16 else { return nil }
        switch (first, second) {
        case _ where first == second: return first
        case (.any, _): return second
        case (_, .any): return first
        case (.int, .double), (.double, .int): return .double
        case let (.optional(left), .optional(right)):
            return unify(left, right, depth: depth + 1).map { .optional($0) }
        case let (.optional(left), other), let (other, .optional(left)):
            return unify(left, other, depth: depth + 1).map { .optional($0) }
        case let (.array(left), .array(right)):
            return unify(left, right, depth: depth + 1).map { .array($0) }
        default: return nil
        }
    }
}
