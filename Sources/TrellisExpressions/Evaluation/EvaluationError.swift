import TrellisDiagnostics

/// A problem found while evaluating a compiled expression: an out-of-range subscript,
/// `nil` where a value is required, a failing custom function, an unbound symbol.
/// Evaluation never traps; every such problem is one of these, located at the
/// expression (or sub-expression) that caused it.
public struct EvaluationError: Error, Sendable, Hashable {
    public var message: String
    /// Where the failing expression was written, when known.
    public var location: SourceSpan?

    public init(_ message: String, at location: SourceSpan? = nil) {
        self.message = message
        self.location = location
    }

    /// The error as a diagnostic.
    public var diagnostic: Diagnostic {
        .error(message, at: location)
    }

    /// The error located at `span` unless it already has a location.
    func located(_ span: SourceSpan) -> EvaluationError {
        guard location == nil else { return self }
        return EvaluationError(message, at: span)
    }
}
