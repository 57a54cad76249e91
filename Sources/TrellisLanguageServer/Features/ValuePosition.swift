import TrellisExpressions
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
        let scalars = prefix.unicodeScalars
        let start = scalars.lastIndex { !Self.isNameScalar($0) }.map(scalars.index(after:)) ?? scalars.startIndex
        let name = String(scalars[start...])
        if let dot = name.lastIndex(of: ".") {
            base = String(name[..<dot])
            partial = String(name[name.index(after: dot)...])
        } else {
            base = nil
            partial = name
        }
    }

    /// What a name before the cursor may hold: the scalars the expression lexer reads
    /// names by (non-ASCII letters and symbols included), `.` between its parts and the
    /// `#` of a node reference.
    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "#" || IdentifierCharacters.isNameScalar(scalar.value, isHead: false)
    }
}
