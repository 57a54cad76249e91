import TrellisRegistry
import TrellisTooling

/// Where the cursor is inside an attribute value, from the value typed before it and the
/// value's syntax: in literal text, or in an expression after a name (`parent.wi` → base
/// `parent`, partial `wi`).
struct ValuePosition: Equatable {
    /// Whether the cursor is in an expression: anywhere in a value that is one (numbers,
    /// enums, …), inside an unclosed `{` of a text or color value.
    var isInExpression: Bool
    /// The name before the cursor up to its last `.` (`parent`, `#title`, `size`), `nil`
    /// when the name has no dot.
    var base: String?
    /// The name typed after the last `.` (or the whole name).
    var partial: String

    init(prefix: String, syntax: AttributeSyntax) {
        let bytes = Array(prefix.utf8)
        switch syntax {
        case .expression:
            isInExpression = true
        case .template, .color, .unknown:
            let open = bytes.lastIndex(of: UInt8(ascii: "{"))
            let close = bytes.lastIndex(of: UInt8(ascii: "}"))
            isInExpression = open.map { open in close.map { $0 < open } ?? true } ?? false
        case .text:
            isInExpression = false
        }
        var start = bytes.count
        while start > 0, Self.isNameByte(bytes[start - 1]) { start -= 1 }
        let name = String(decoding: bytes[start...], as: UTF8.self)
        if let dot = name.lastIndex(of: ".") {
            base = String(name[..<dot])
            partial = String(name[name.index(after: dot)...])
        } else {
            base = nil
            partial = name
        }
    }

    /// Letters, digits, `_`, `.`, `#` and any non-ASCII byte.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "#"):
            true
        default:
            byte >= 0x80
        }
    }
}
