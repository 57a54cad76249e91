/// Names as templates write them: identifiers (ASCII letters, digits and `_`, not starting
/// with a digit) joined by dots.
enum DottedName {
    /// Whether `name` is one or more identifiers joined by dots (`title`, `MyApp.FooView`).
    static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
            return part.utf8.allSatisfy(isNameByte)
        }
    }
}

/// Whether `byte` may appear in an identifier.
func isNameByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
}
