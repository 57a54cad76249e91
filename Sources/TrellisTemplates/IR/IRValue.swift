import TrellisDiagnostics
import TrellisExpressions

/// A checked expression with the text it was written as and where.
///
/// The compiler checks a value once and reuses the result at other attributes with the
/// same text, so the expression is kept as first checked, with its spans where it was
/// first checked (in the file as the compiler named it); ``expression`` moves them to
/// ``location`` when asked. The IR stores spans relative to ``location``, so reuse costs nothing.
public struct IRValue: Sendable, Hashable {
    /// The expression as checked, shared by every value reusing it.
    let shared: IRCheckedExpression
    /// The attribute value (or body text, or manifest default) as written.
    public var source: String
    /// The attribute value in its file.
    public var location: SourceSpan
    /// Whether the value never changes (no input, node property, `%`, `auto` or asset).
    public var isConstant: Bool

    /// The typed expression as checked, with spans at ``origin``.
    var checked: TypedExpression { shared.typed }
    /// Where ``checked`` was checked: this value, or an identical one elsewhere.
    var origin: SourceSpan { shared.origin }
    /// ``checked`` already written as IR text, when the compiler memoized it.
    var encodedExpression: IREncodedJSON? { shared.encoded }

    /// A value whose expression's spans lie in the file of `location`.
    public init(expression: TypedExpression, source: String, location: SourceSpan) {
        self.init(expression: expression, origin: location, source: source, location: location)
    }

    init(expression: TypedExpression, origin: SourceSpan, source: String, location: SourceSpan) {
        self.init(expression: expression, origin: origin, isConstant: expression.isConstant, source: source, location: location)
    }

    init(expression: TypedExpression, origin: SourceSpan, isConstant: Bool, source: String, location: SourceSpan) {
        self.init(shared: IRCheckedExpression(typed: expression, origin: origin, encoded: nil), isConstant: isConstant, source: source, location: location)
    }

    init(shared: IRCheckedExpression, isConstant: Bool, source: String, location: SourceSpan) {
        self.shared = shared
        self.source = source
        self.location = location
        self.isConstant = isConstant
    }

    /// The typed expression, with every span in the value's file: spans inside the value
    /// where it was first checked move with it to ``location``; others (a macro's definition, in the same file) keep
    /// their position.
    public var expression: TypedExpression {
        guard origin != location else { return checked }
        return checked.mappingSpans(relocated)
    }

    /// The typed expression as first checked, with its spans where it was checked (an
    /// identical value elsewhere, for a value reusing it): what ``expression`` gives without
    /// rebuilding the tree, for a user that needs spans rarely and maps each one with
    /// ``relocated(_:)``.
    public var checkedExpression: TypedExpression { checked }

    /// The identity of ``checkedExpression``, shared by every value reusing it: values with
    /// the same identity have the same checked expression, so a consumer can compile it once.
    public var checkedExpressionIdentity: ObjectIdentifier { ObjectIdentifier(shared) }

    /// `span` (of ``checkedExpression``) as a span of the value's file: what the same span
    /// is in ``expression``.
    public func relocated(_ span: SourceSpan) -> SourceSpan {
        guard isInsideOrigin(span) else {
            var moved = span
            moved.file = location.file
            return moved
        }
        if span.offset == origin.offset, span.length == origin.length { return location }
        return SourceSpan(
            file: location.file, line: location.line + span.line - origin.line,
            column: span.line == origin.line ? span.column - origin.column + location.column : span.column,
            offset: span.offset - origin.offset + location.offset, length: span.length
        )
    }

    /// Whether `span` (of ``checked``) lies inside the value as first checked.
    func isInsideOrigin(_ span: SourceSpan) -> Bool {
        span.file == origin.file && span.offset >= origin.offset && span.endOffset <= origin.endOffset
    }

    public static func == (lhs: IRValue, rhs: IRValue) -> Bool {
        lhs.source == rhs.source && lhs.location == rhs.location && lhs.isConstant == rhs.isConstant && lhs.expression == rhs.expression
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(location)
    }
}

/// A typed expression with where it was checked and, when the compiler memoized it, its
/// IR text (not part of a value's identity: it is the text the expression encodes to).
///
/// A class so the values reusing one checked result share it (immutable) instead of
/// copying the tree, the span and the text into each.
@usableFromInline
final class IRCheckedExpression: Sendable {
    @usableFromInline let typed: TypedExpression
    let origin: SourceSpan
    let encoded: IREncodedJSON?

    init(typed: TypedExpression, origin: SourceSpan, encoded: IREncodedJSON?) {
        self.typed = typed
        self.origin = origin
        self.encoded = encoded
    }
}
