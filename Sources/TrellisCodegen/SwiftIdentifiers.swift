import TrellisExpressions

/// Turns names from templates and manifests (file names, params, inputs, selectors, enum
/// cases) into Swift identifiers, and writes Swift literals.
enum SwiftIdentifiers {
    /// Words that must be escaped with backticks to be used as a name: Swift's keywords
    /// and `_`, the wildcard (`` var `_` `` declares a property named `_`).
    static let keywords: Set<String> = [
        "_", "Any", "Self", "Type", "Protocol", "as", "associatedtype", "await", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "open", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
        "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while",
    ]

    /// Names a generated type may not take: those that mean something else after a dot
    /// (`Templates.Type` is the metatype), and the types the generated code spells without
    /// a module prefix, which a template or registry type of that name would shadow.
    static let reservedTypeNames: Set<String> = [
        "Any", "Self", "Type", "Protocol",
        "Templates", "TemplateTypes", "TrellisRuntime", "Foundation",
        "Bundle", "URL", "String", "Int", "Double", "Bool", "Set", "Optional", "Array", "Dictionary",
        "Sendable", "Hashable", "CaseIterable", "ExpressibleByArrayLiteral",
        "TemplateLibrary", "TemplateLibraryError", "CompiledTemplate", "TemplateValue", "TemplateValues",
        "TemplateValueConvertible", "TemplateOpaqueValue", "TemplateAttributedText", "ActionSender", "ActionSelector",
    ]

    /// `name` with backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A member name: the words of `raw` (split at characters that cannot appear in an
    /// identifier) joined in lower camel case, the first word as written (`user.name` →
    /// `userName`, `title-label` → `titleLabel`); `_` first when it would start with a digit.
    static func memberName(_ raw: String) -> String {
        let parts = words(raw)
        guard let first = parts.first else { return "_" }
        return leadingDigitGuard(first + parts.dropFirst().map(capitalized).joined())
    }

    /// A type name: the words of `raw` each capitalized (`login-cell` → `LoginCell`).
    static func typeName(_ raw: String) -> String {
        let name = leadingDigitGuard(words(raw).map(capitalized).joined())
        return name.isEmpty ? "_" : name
    }

    /// The runs of identifier characters (ASCII letters, digits, `_`, non-ASCII letters).
    static func words(_ raw: String) -> [String] {
        var result: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            if isIdentifierScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                result.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { result.append(String(current)) }
        return result
    }

    /// Whether `raw` is already a plain identifier (no separator, not starting with a digit).
    static func isIdentifier(_ raw: String) -> Bool {
        guard let first = raw.unicodeScalars.first, !isDigit(first) else { return false }
        return raw.unicodeScalars.allSatisfy(isIdentifierScalar)
    }

    /// A Swift string literal for `text`, with quotes, backslashes and control characters
    /// escaped.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A Swift floating-point literal (`0.2`, `17.0`); non-finite numbers, which manifests
    /// cannot declare, become `0.0`.
    static func doubleLiteral(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "0.0"
    }

    /// Text for a `///` comment on one line: line breaks become spaces.
    static func commentText(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        IdentifierCharacters.isNameScalar(scalar.value, isHead: false)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func leadingDigitGuard(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, isDigit(first) else { return name }
        return "_" + name
    }
}

/// Gives each name a Swift identifier no other name in the same scope has: the first
/// claimant keeps the candidate, later ones get `_2`, `_3`, …. Callers claim in a
/// deterministic order, so the result is the same on every run.
struct UniqueNames {
    private var taken: Set<String>

    /// A scope where `reserved` names are already taken.
    init(reserved: Set<String> = []) {
        self.taken = reserved
    }

    /// `candidate`, or `candidate_N` with the smallest N ≥ 2 not yet taken.
    mutating func claim(_ candidate: String) -> String {
        if taken.insert(candidate).inserted { return candidate }
        var suffix = 2
        while !taken.insert("\(candidate)_\(suffix)").inserted {
            suffix += 1
        }
        return "\(candidate)_\(suffix)"
    }
}
