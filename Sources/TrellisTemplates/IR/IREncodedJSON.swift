import TrellisDiagnostics
import TrellisExpressions

/// JSON text of one IR value written once by an ``IRByteSink``, copied into every document
/// holding the value.
///
/// The compiler checks a repeated attribute value once and reuses the typed expression
/// (see ``IRValue``); an expression whose spans all lie inside the value is written with
/// spans relative to the value, so its text is the same wherever the value is, and is
/// encoded once per checked expression rather than once per attribute.
struct IREncodedJSON: Sendable {
    let bytes: [UInt8]

    /// The IR text of `expression`, checked at `origin`, or `nil` when one of its spans lies
    /// outside `origin` (in a macro's definition): its text then depends on where the value is.
    static func expression(_ expression: TypedExpression, origin: SourceSpan) -> IREncodedJSON? {
        let value = IRValue(expression: expression, origin: origin, isConstant: false, source: "", location: origin)
        guard allSpansInside(expression, value) else { return nil }
        var sink = IRByteSink(capacity: 128)
        IRExpressionEncoder(value: value).expression(expression, into: &sink)
        return IREncodedJSON(bytes: sink.bytes)
    }

    /// Whether every span of the tree lies inside the value's origin (explicit stack; the
    /// type checker bounds the depth).
    private static func allSpansInside(_ expression: TypedExpression, _ value: IRValue) -> Bool {
        var pending = [expression]
        while let next = pending.popLast() {
            guard value.isInsideOrigin(next.span) else { return false }
            pending += next.children
        }
        return true
    }
}
