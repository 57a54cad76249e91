import TrellisDiagnostics

/// A problem found while evaluating a compiled expression: an out-of-range subscript,
/// `nil` where a value is required, a failing custom function, an unbound symbol.
/// Evaluation never traps; every such problem is one of these, located at the
/// expression (or sub-expression) that caused it.
///
/// The message and location live in one immutable box, so the error is a single
/// reference: closures that may throw it keep small frames on their fast path.
public struct EvaluationError: Error, Sendable, Hashable {
    private final class Storage: Sendable {
        let message: String
        let location: SourceSpan?

        init(message: String, location: SourceSpan?) {
            self.message = message
            self.location = location
        }
    }

    private let storage: Storage

    /// Creates an error, located when the place is known.
    public init(_ message: String, at location: SourceSpan? = nil) {
        storage = Storage(message: message, location: location)
    }

    /// What went wrong, in the style of every Trellis diagnostic.
    public var message: String { storage.message }

    /// Where the failing expression was written, when known.
    public var location: SourceSpan? { storage.location }

    /// The error as a diagnostic.
    public var diagnostic: Diagnostic {
        .error(.evaluationError, message, at: location)
    }

    /// The error located at `span` unless it already has a location.
    func located(_ span: SourceSpan) -> EvaluationError {
        guard location == nil else { return self }
        return EvaluationError(message, at: span)
    }

    /// Errors are equal when their messages and locations are.
    public static func == (lhs: EvaluationError, rhs: EvaluationError) -> Bool {
        lhs.message == rhs.message && lhs.location == rhs.location
    }

    /// Hashes the message and location.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(location)
    }
}
