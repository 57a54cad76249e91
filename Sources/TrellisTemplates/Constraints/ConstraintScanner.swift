/// Byte-level scanning of a `constrain` attribute value: statements, `>>`, dotted
/// components with call arguments. Expressions inside are left as byte ranges for the
/// expression checker; brackets and quotes are only balanced so that their commas,
/// semicolons and parentheses are not taken for the constraint syntax's own.
struct ConstraintScanner {
    let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// `range` without blanks at either end.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, isBlank(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// The parts of `range` between top-level occurrences of `separator`.
    func split(_ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        forEachTopLevel(range) { position in
            if bytes[position] == separator {
                parts.append(start..<position)
                start = position + 1
            }
            return true
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// The position of the first top-level `>>` in `range`.
    func firstArrow(in range: Range<Int>) -> Int? {
        var found: Int?
        forEachTopLevel(range) { position in
            if bytes[position] == UInt8(ascii: ">"), position + 1 < range.upperBound, bytes[position + 1] == UInt8(ascii: ">") {
                found = position
                return false
            }
            return true
        }
        return found
    }

    /// The position of the `)` matching the `(` at `open`, within `limit`.
    func closingParenthesis(from open: Int, before limit: Int) -> Int? {
        var found: Int?
        forEachTopLevel(open + 1..<limit) { position in
            if bytes[position] == UInt8(ascii: ")") {
                found = position
                return false
            }
            return true
        }
        return found
    }

    /// The end of the identifier starting at `position` (letters, digits, `_`).
    func identifierEnd(from position: Int, before limit: Int) -> Int {
        var end = position
        while end < limit, isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }

    func skipBlanks(from position: Int, before limit: Int) -> Int {
        var position = position
        while position < limit, isBlank(bytes[position]) { position += 1 }
        return position
    }

    /// Calls `body` with each position of `range` outside brackets and quotes (opening
    /// brackets at depth 0 included, and closing brackets that close nothing) until it
    /// returns false.
    private func forEachTopLevel(_ range: Range<Int>, _ body: (Int) -> Bool) {
        var depth = 0
        var quote: UInt8?
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = bytes[position]
            if let open = quote {
                if byte == UInt8(ascii: "\\") {
                    position += 1
                } else if byte == open {
                    quote = nil
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    quote = byte
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if depth == 0, !body(position) { return }
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 {
                        if !body(position) { return }
                    } else {
                        depth -= 1
                    }
                default:
                    if depth == 0, !body(position) { return }
                }
            }
            position += 1
        }
    }
}

func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}

func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
}
