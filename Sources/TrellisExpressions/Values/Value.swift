import TrellisRegistry

/// A runtime value of the expression language: what a constant, a state variable, a
/// property or an evaluated expression holds.
///
/// Values are plain data (Sendable, Hashable, Codable) so that they can be stored in the
/// compiled IR, passed between threads and compared in tests.
public enum Value: Sendable, Hashable, Codable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    indirect case attributedString(AttributedText)
    indirect case color(RGBAColor)
    indirect case font(FontValue)
    /// An image, by asset or file name (`default-avatar`, `MyBundle:MyImage`).
    case image(String)
    /// A URL as written (`http://example.com`, `images/foo.jpg`, `~/Documents/report.pdf`).
    case url(String)
    /// An Objective-C selector name (`wasPressed:`).
    case selector(String)
    /// A case of a declared enum: `enumCase(type: "NSTextAlignment", name: "center")`.
    indirect case enumCase(type: String, name: String)
    /// A value of a declared option set; `cases` are sorted and unique.
    indirect case options(type: String, cases: [String])
    /// A value of a declared struct type with its members by name.
    indirect case structure(type: String, members: [String: Value])
    case array([Value])
    case `nil`
    /// A value the expression language cannot spell (a transform, a delegate), supplied by
    /// the caller and passed through unchanged.
    indirect case opaque(OpaqueValue)

    /// An option set value, with its cases sorted and deduplicated.
    public static func optionSet(type: String, cases: some Sequence<String>) -> Value {
        .options(type: type, cases: Array(Set(cases)).sorted())
    }

    /// The number held by an `int` or `double` value.
    public var numberValue: Double? {
        switch self {
        case let .int(value): Double(value)
        case let .double(value): value
        default: nil
        }
    }

    /// Whether the value is `nil`.
    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }
}

/// A caller-supplied value of a type with no literal syntax. Trellis only carries the
/// identifier; the caller maps it back to the real object.
public struct OpaqueValue: Sendable, Hashable, Codable {
    /// The registry type name (`CATransform3D`), or `Any`.
    public var typeName: String
    /// The caller's key for the object.
    public var identifier: String

    /// Creates a reference to a caller's object of type `typeName`.
    public init(typeName: String, identifier: String) {
        self.typeName = typeName
        self.identifier = identifier
    }
}

/// Styled text: either plain text, or text with inline (X)HTML markup
/// (`I <i>can't believe</i> this`) that a backend renders as an attributed string.
public struct AttributedText: Sendable, Hashable, Codable {
    /// The text, with markup when `isMarkup`.
    public var text: String
    /// Whether `text` contains markup; plain text spliced into markup is escaped.
    public var isMarkup: Bool

    /// Creates styled text.
    public init(text: String, isMarkup: Bool) {
        self.text = text
        self.isMarkup = isMarkup
    }

    /// Joins two pieces, escaping the plain piece when the other one is markup.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        switch (lhs.isMarkup, rhs.isMarkup) {
        case (false, false), (true, true): AttributedText(text: lhs.text + rhs.text, isMarkup: lhs.isMarkup)
        case (true, false): AttributedText(text: lhs.text + Self.escaped(rhs.text), isMarkup: true)
        case (false, true): AttributedText(text: Self.escaped(lhs.text) + rhs.text, isMarkup: true)
        }
    }

    /// Whether `text` contains something that looks like a tag (`<b>`, `</i>`, `<br/>`).
    public static func containsMarkup(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 1) where bytes[index] == UInt8(ascii: "<") {
            let next = bytes[index + 1]
            if next == UInt8(ascii: "/") || isASCIILetter(next) { return true }
        }
        return false
    }

    /// `text` with `&`, `<` and `>` replaced by entities.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
        else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}

func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
}
