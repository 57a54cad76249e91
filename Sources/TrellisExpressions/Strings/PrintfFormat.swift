/// What kind of argument a printf placeholder takes.
public enum FormatArgumentKind: String, Sendable, Hashable, Codable {
    /// `%d %i %o %u %x %X %c`
    case integer
    /// `%f %F %e %E %g %G %a %A`
    case floatingPoint
    /// `%@ %s %S %p`: any value, as text.
    case object
}

/// Why a format string is invalid.
public struct PrintfFormatError: Error, Sendable, Hashable {
    /// What is wrong with the format.
    public var message: String
}

/// A printf-style format string of a localized string (`Hello %s, you have %i new
/// messages`, `%1.3f`, `%3$0x`), split into literal text and placeholders.
///
/// Written by hand rather than handing the whole string to `String(format:)`: the
/// placeholders must be checked against the arguments' types before formatting, and a
/// format from a strings file must never read arguments that were not passed.
public struct PrintfFormat: Sendable, Hashable {
    /// Literal text or a placeholder.
    public enum Piece: Sendable, Hashable {
        case text(String)
        case placeholder(Placeholder)
    }

    /// One `%…` conversion.
    public struct Placeholder: Sendable, Hashable {
        /// The 0-based argument it formats (`%3$x` formats argument 2).
        public var argument: Int
        /// Flags among `-+ 0#'`, as written.
        public var flags: String
        /// The minimum width, if written.
        public var width: Int?
        /// The precision after `.`, if written.
        public var precision: Int?
        /// The conversion character (`d`, `f`, `@`, …).
        public var conversion: Character
        /// What kind of argument the conversion takes.
        public var kind: FormatArgumentKind
    }

    /// The format's pieces, in order.
    public var pieces: [Piece]
    /// The kind of each argument, by position; positions no placeholder uses take any value.
    public var argumentKinds: [FormatArgumentKind]

    static let maximumArguments = 64
    /// The largest width or precision accepted, so a format cannot build huge strings.
    static let maximumWidth = 512

    /// Parses `format`; `%%` is a literal percent sign.
    public static func parse(_ format: String) -> Result<PrintfFormat, PrintfFormatError> {
        var scanner = FormatScanner(bytes: Array(format.utf8))
        return scanner.scan()
    }
}

/// Reads the pieces of a format string.
private struct FormatScanner {
    let bytes: [UInt8]
    var offset = 0
    var pieces: [PrintfFormat.Piece] = []
    var kinds: [Int: FormatArgumentKind] = [:]
    var nextArgument = 0
    var text: [UInt8] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func scan() -> Result<PrintfFormat, PrintfFormatError> {
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            guard byte == UInt8(ascii: "%") else {
                text.append(byte)
                continue
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "%") {
                text.append(byte)
                offset += 1
                continue
            }
            flushText()
            switch placeholder() {
            case let .success(placeholder): pieces.append(.placeholder(placeholder))
            case let .failure(problem): return .failure(problem)
            }
        }
        flushText()
        let count = (kinds.keys.max() ?? -1) + 1
        let argumentKinds = (0..<count).map { kinds[$0] ?? .object }
        return .success(PrintfFormat(pieces: pieces, argumentKinds: argumentKinds))
    }

    mutating func flushText() {
        guard !text.isEmpty else { return }
        pieces.append(.text(String(decoding: text, as: UTF8.self)))
        text = []
    }

    /// The placeholder after a `%`.
    mutating func placeholder() -> Result<PrintfFormat.Placeholder, PrintfFormatError> {
        let start = offset - 1
        var argument: Int?
        let positionStart = offset
        if let number = digits(), offset < bytes.count, bytes[offset] == UInt8(ascii: "$") {
            guard number >= 1, number <= PrintfFormat.maximumArguments else {
                return .failure(PrintfFormatError(message: "argument position \(number) is out of range 1...\(PrintfFormat.maximumArguments)"))
            }
            argument = number - 1
            offset += 1
        } else {
            offset = positionStart
        }
        var flags = ""
        while offset < bytes.count, "-+ 0#'".utf8.contains(bytes[offset]) {
            flags.append(Character(UnicodeScalar(bytes[offset])))
            offset += 1
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "*") {
            return .failure(PrintfFormatError(message: "'*' widths and precisions are not supported"))
        }
        let width = digits()
        var precision: Int?
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "*") {
                return .failure(PrintfFormatError(message: "'*' widths and precisions are not supported"))
            }
            precision = digits() ?? 0
        }
        while offset < bytes.count, "hlqLzjt".utf8.contains(bytes[offset]) {
            offset += 1
        }
        guard offset < bytes.count else {
            return .failure(PrintfFormatError(message: "incomplete placeholder '\(String(decoding: bytes[start...], as: UTF8.self))' at the end"))
        }
        let conversion = bytes[offset]
        offset += 1
        let kind: FormatArgumentKind
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "c"):
            kind = .integer
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"):
            kind = .floatingPoint
        case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"):
            kind = .object
        default:
            let written = String(decoding: bytes[start..<offset], as: UTF8.self)
            return .failure(PrintfFormatError(message: "unknown conversion in placeholder '\(written)'"))
        }
        if let large = [width, precision].compactMap({ $0 }).first(where: { $0 > PrintfFormat.maximumWidth }) {
            return .failure(PrintfFormatError(message: "width or precision \(large) is larger than \(PrintfFormat.maximumWidth)"))
        }
        let index = argument ?? nextArgument
        if argument == nil { nextArgument += 1 }
        guard index < PrintfFormat.maximumArguments else {
            return .failure(PrintfFormatError(message: "more than \(PrintfFormat.maximumArguments) placeholders"))
        }
        if let previous = kinds[index], previous != kind {
            return .failure(PrintfFormatError(message: "argument \(index + 1) is used both as \(previous.rawValue) and as \(kind.rawValue)"))
        }
        kinds[index] = kind
        return .success(PrintfFormat.Placeholder(
            argument: index, flags: flags, width: width, precision: precision,
            conversion: Character(UnicodeScalar(conversion)), kind: kind
        ))
    }

    /// A run of decimal digits (capped so it cannot overflow), or `nil` when there is none.
    mutating func digits() -> Int? {
        var value: Int?
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            value = min((value ?? 0) * 10 + Int(bytes[offset] - UInt8(ascii: "0")), 1_000_000)
            offset += 1
        }
        return value
    }
}
