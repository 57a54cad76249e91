import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

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

/// What the properties made from one checked value at one key path share: everything but
/// the value's location, and, when the expression's IR text does not depend on where the
/// value is, the property's IR text before and after its location (see ``IREncodedJSON``),
/// encoded once and copied for every property of this shape.
///
/// A class so properties share it by reference (it is immutable).
final class IRPropertyShape: Sendable {
    let keyPath: String
    let type: ValueType
    let role: IRPropertyRole
    /// The value's typed expression, as checked.
    let expression: IRCheckedExpression
    /// The value as written.
    let source: String
    let isConstant: Bool
    /// `"keyPath":{…,"location":[` and `]`, the members after the location and the closing
    /// brace; `nil` when the expression's text depends on the place.
    let encoded: (head: [UInt8], tail: [UInt8])?

    /// The shape of a property setting `keyPath` to `value` (whose location is left out).
    init(keyPath: String, type: ValueType, role: IRPropertyRole, value: IRValue) {
        self.keyPath = keyPath
        self.type = type
        self.role = role
        self.expression = value.shared
        self.source = value.source
        self.isConstant = value.isConstant
        guard value.encodedExpression != nil else {
            encoded = nil
            return
        }
        var head = IRByteSink(capacity: 128)
        IREncoder<IRByteSink>.propertyHead(keyPath: keyPath, value: value, into: &head)
        head.beginArray()
        var tail = IRByteSink.afterMember()
        IREncoder<IRByteSink>.propertyTail(role: role, source: source, type: type, into: &tail)
        encoded = (head.bytes, [UInt8(ascii: "]")] + tail.bytes)
    }

}
