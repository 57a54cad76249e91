/// The syntax of a type name written in a manifest: a name (`CGFloat`,
/// `UIView.ContentMode`), `[T]` for arrays and `T?` for optionals, nested at most
/// ``maximumNesting`` levels, with spaces allowed around brackets.
enum TypeNameSyntax {
    static let maximumNesting = 8

    /// A problem with a type name, at a byte range of the name.
    struct Problem: Error {
        var message: String
        var range: Range<Int>
    }

    /// The name inside the brackets and question marks, and its byte range in `text`.
    static func baseName(of text: String) -> Result<(name: String, range: Range<Int>), Problem> {
        if isDottedIdentifier(text) { return .success((text, 0..<text.utf8.count)) }
        let bytes = Array(text.utf8)
        let whole = 0..<bytes.count
        let invalid = Problem(
            message: "invalid type name \(quoted(text)); expected a name such as 'CGFloat', '[String]' or 'UIColor?'",
            range: whole)
        var index = 0
        var open = 0
        func skipSpaces() { while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 } }
        skipSpaces()
        while index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            open += 1
            index += 1
            skipSpaces()
        }
        let start = index
        while index < bytes.count, ![UInt8(ascii: " "), UInt8(ascii: "?"), UInt8(ascii: "]")].contains(bytes[index]) {
            index += 1
        }
        let range = start..<index
        let name = String(decoding: bytes[range], as: UTF8.self)
        guard isDottedIdentifier(name) else { return .failure(invalid) }
        var wrappers = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "): break
            case UInt8(ascii: "?"): wrappers += 1
            case UInt8(ascii: "]"):
                guard open > 0 else { return .failure(invalid) }
                open -= 1
            default: return .failure(invalid)
            }
            index += 1
        }
        guard open == 0 else { return .failure(invalid) }
        guard wrappers <= maximumNesting else {
            return .failure(Problem(
                message: "type name \(quoted(text)) nests too deeply; the limit is \(maximumNesting) levels", range: whole))
        }
        return .success((name, range))
    }
}
