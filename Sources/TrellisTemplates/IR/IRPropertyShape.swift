import TrellisRegistry

/// What the properties made from one checked value at one key path share: everything but
/// the value's location, and, when the expression's IR text does not depend on where the
/// value is, the property's IR text before and after its location (see ``IREncodedJSON``),
/// encoded once and copied for every property of this shape.
///
/// A class so properties share it by reference (it is immutable).
@usableFromInline
final class IRPropertyShape: Sendable {
    let keyPath: String
    let type: ValueType
    let role: IRPropertyRole
    /// The value's typed expression, as checked.
    @usableFromInline let expression: IRCheckedExpression
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
