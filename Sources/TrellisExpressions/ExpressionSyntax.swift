import TrellisRegistry

/// A parsed expression: a tree of nodes, each with the byte range it covers in the
/// expression text (so diagnostics point at the exact token).
public struct ExpressionSyntax: Hashable, Sendable, Codable {
    public var kind: Kind
    /// Byte range in the text that was parsed (an attribute value, a `{…}` segment's text
    /// positions are relative to the whole attribute value).
    public var range: Range<Int>
    /// The literal exactly as written, for color literals and for number literals the
    /// printer would otherwise spell differently (`1.50`, `1e3`, `007`, `#FFF`), so that
    /// printing reproduces the author's spelling. `nil` for plain integers such as `255`
    /// (printed as written anyway), for other nodes and for literals built in code.
    public var spelling: String?

    public init(_ kind: Kind, range: Range<Int>, spelling: String? = nil) {
        self.kind = kind
        self.range = range
        self.spelling = spelling
    }

    /// Only the cases that contain a node directly are `indirect`, so leaves (numbers,
    /// names, colors) need no allocation of their own.
    public enum Kind: Hashable, Sendable, Codable {
        /// A number literal; `isInteger` when written without a fraction or exponent.
        case number(Double, isInteger: Bool)
        /// A single-quoted string literal, escapes decoded.
        case string(String)
        /// A hex color literal (`#fff7`).
        case color(RGBAColor)
        case boolean(Bool)
        case nilLiteral
        /// A name or dotted path: `width`, `parent.width`, `#header.bottom`, `pi`, `auto`,
        /// `UIColor.header`, `strings.Signup.NameLabel`, a backtick-escaped name.
        case symbol(SymbolPath)
        /// Postfix percentage: `50%`.
        indirect case percentage(ExpressionSyntax)
        indirect case prefix(PrefixOperator, ExpressionSyntax)
        indirect case infix(InfixOperator, ExpressionSyntax, ExpressionSyntax)
        indirect case ternary(condition: ExpressionSyntax, then: ExpressionSyntax, else: ExpressionSyntax)
        /// `rgb(1, 2, 3)`, `strings.Messages.Title(name, count)`.
        case call(SymbolPath, arguments: [ExpressionSyntax])
        indirect case subscripted(ExpressionSyntax, index: ExpressionSyntax)
        /// `a...b`, `a..<b`, `1...`, `..<2`.
        indirect case range(lower: ExpressionSyntax?, RangeOperator, upper: ExpressionSyntax?)
        /// A bracketed array literal `[a, b]`.
        case array([ExpressionSyntax])
        /// A top-level comma list `a, b` (arrays and option sets without brackets).
        case list([ExpressionSyntax])
        /// `(expression)`, kept so the printer can reproduce the parentheses.
        indirect case parenthesized(ExpressionSyntax)
    }
}

/// A dotted name: `parent.width` is `["parent", "width"]`; `#header.bottom` has
/// `isIdReference` and components `["header", "bottom"]`; a backtick-escaped name is one
/// component (`strings.Some text!` between backticks is `["strings.Some text!"]` with
/// `isEscaped`).
public struct SymbolPath: Hashable, Sendable, Codable, CustomStringConvertible {
    public var components: [String]
    public var isIdReference: Bool
    public var isEscaped: Bool

    public init(_ components: [String], isIdReference: Bool = false, isEscaped: Bool = false) {
        self.components = components
        self.isIdReference = isIdReference
        self.isEscaped = isEscaped
    }

    /// The path as written (`#header.bottom`; an escaped name between backticks).
    public var description: String {
        let joined = components.joined(separator: ".")
        if isEscaped { return "`\(joined)`" }
        return isIdReference ? "#" + joined : joined
    }
}

public enum PrefixOperator: String, Hashable, Sendable, Codable {
    case minus = "-"
    case plus = "+"
    case not = "!"
}

/// Binary operators, from loosest to tightest: `??` (right-associative), `||`, `&&`,
/// comparisons (non-associative), then the range operators (``RangeOperator``, a separate
/// node), `+ -`, `* / %`. Unlike Swift, `??` binds looser than `||`, as in C#.
public enum InfixOperator: String, Hashable, Sendable, Codable, CaseIterable {
    case nilCoalescing = "??"
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
}

public enum RangeOperator: String, Hashable, Sendable, Codable {
    case closed = "..."
    case halfOpen = "..<"
}

/// A `//` comment at the end of an expression or inside a `{…}` template segment.
public struct ExpressionComment: Hashable, Sendable, Codable {
    /// The text after `//`, as written, without trailing whitespace (`" the primary color"`).
    public var text: String
    /// Byte range from the first `/` to the last non-whitespace byte of the comment.
    public var range: Range<Int>

    public init(text: String, range: Range<Int>) {
        self.text = text
        self.range = range
    }
}

/// A string-typed attribute value: literal text with `{expression}` segments.
public struct StringTemplate: Hashable, Sendable, Codable {
    public enum Segment: Hashable, Sendable, Codable {
        /// Literal text, with the byte range it came from.
        case literal(String, range: Range<Int>)
        /// A `{…}` segment; `nil` expression when the braces hold only a comment. The range
        /// covers the braces.
        case expression(ExpressionSyntax?, range: Range<Int>)
    }

    public var segments: [Segment]
    /// Comments written inside `{…}` segments, in source order; each lies inside the range
    /// of the segment it belongs to (`{name // the user's full name}`).
    public var comments: [ExpressionComment]

    public init(segments: [Segment], comments: [ExpressionComment] = []) {
        self.segments = segments
        self.comments = comments
    }
}

extension StringTemplate {
    /// Whether the template sets nothing, as Layout reads it: it has no segments (empty
    /// text) or only empty `{}` segments, and, when `blanksSetNothing`, literal text of
    /// blanks only.
    func setsNothing(blanksSetNothing: Bool) -> Bool {
        segments.allSatisfy { segment in
            switch segment {
            case .expression(nil, _): true
            case .expression: false
            case let .literal(text, _): blanksSetNothing && text.utf8.allSatisfy(\.isExpressionWhitespace)
            }
        }
    }
}
