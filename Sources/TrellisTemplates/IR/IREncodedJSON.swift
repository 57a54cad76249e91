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

/// The JSON text of a property member around its location, encoded once per checked
/// result and place in the IR (key path, role, type, text) and copied for every attribute
/// reusing the result: only the location differs between them.
///
/// A class so properties share it by reference (it is immutable).
final class IREncodedProperty: Sendable {
    let keyPath: String
    let role: IRPropertyRole
    let type: ValueType
    let source: String
    let isConstant: Bool
    /// `"keyPath":{…,"location":[`.
    let head: [UInt8]
    /// `]` and the members after the location, with the closing brace.
    let tail: [UInt8]

    /// The text of `property`, whose value has its expression's IR text.
    init(_ property: IRProperty) {
        keyPath = property.keyPath
        role = property.role
        type = property.type
        source = property.value.source
        isConstant = property.value.isConstant
        var head = IRByteSink(capacity: 128)
        IREncoder<IRByteSink>.propertyHead(property, into: &head)
        head.beginArray()
        self.head = head.bytes
        var tail = IRByteSink.afterMember()
        IREncoder<IRByteSink>.propertyTail(property, into: &tail)
        self.tail = [UInt8(ascii: "]")] + tail.bytes
    }

    /// Whether this is the text of `property` (its location aside).
    func describes(_ property: IRProperty) -> Bool {
        keyPath == property.keyPath && role == property.role && source == property.value.source
            && isConstant == property.value.isConstant && type == property.type
    }
}
