/// The longest name (key, identifier, type name) a manifest may use, in bytes.
let maximumNameLength = 256

/// The longest scalar (documentation, default expression, font) a manifest may use, in bytes.
let maximumScalarLength = 65_536

/// `name` in single quotes for a message, shortened to its first 60 bytes (on a character
/// boundary) when longer, so that a huge scalar never floods the output.
func quoted(_ name: String) -> String {
    let limit = 60
    guard name.utf8.count > limit else { return "'\(name)'" }
    var prefix = ""
    for character in name {
        guard prefix.utf8.count + character.utf8.count <= limit else { break }
        prefix.append(character)
    }
    return "'\(prefix)…'"
}

/// Whether `name` is an identifier: an ASCII letter or `_`, then letters, digits or `_`.
func isIdentifier(_ name: some StringProtocol) -> Bool {
    var bytes = name.utf8.makeIterator()
    guard let first = bytes.next(), isIdentifierHead(first) else { return false }
    while let byte = bytes.next() {
        guard isIdentifierHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
    }
    return true
}

/// Whether `name` is one or more identifiers joined by dots (`UIView.ContentMode`,
/// `translation.z`).
func isDottedIdentifier(_ name: String) -> Bool {
    var count = 0
    var atStart = true
    for byte in name.utf8 {
        count += 1
        if byte == UInt8(ascii: ".") {
            guard !atStart else { return false }
            atStart = true
        } else if atStart {
            guard isIdentifierHead(byte) else { return false }
            atStart = false
        } else {
            guard isIdentifierHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
        }
    }
    return !atStart && count <= maximumNameLength
}

private func isIdentifierHead(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || byte == UInt8(ascii: "_")
}
