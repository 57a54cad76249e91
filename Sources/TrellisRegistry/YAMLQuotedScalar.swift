/// Where a quoted YAML scalar ends, for the byte scans that run before Yams composes.
enum YAMLQuotedScalar {
    /// The index just past the quoted scalar whose opening `quote` (`'` or `"`) is at
    /// `start`: it may span lines; `''` in single quotes and `\"` in double quotes do not
    /// end it. `bytes.count` when it is not closed, an escape on the last byte included.
    static func end(in bytes: [UInt8], openingAt start: Int, quote: UInt8) -> Int {
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            index += 1
            if byte == quote {
                guard quote == UInt8(ascii: "'"), index < bytes.count, bytes[index] == quote else { return index }
                index += 1
            }
        }
        return min(index, bytes.count)
    }
}
