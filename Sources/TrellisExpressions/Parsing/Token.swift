/// The kinds of token the expression lexer produces. Malformed input gets a token kind of
/// its own (`invalidNumber`, `unterminatedString`, `unknown`, …) so the parser can report it
/// with an exact range when, and only when, it consumes the token.
enum TokenKind: UInt8, Sendable {
    /// The end of the expression; its range covers a trailing `//` comment, if any.
    case end
    /// `12`, `1.5`, `2.5E-2`.
    case number
    /// Digits followed by letters or further dots (`12px`, `1.2.3`) or an empty exponent (`1e`).
    case invalidNumber
    /// `'text'` or `"text"`, quotes included; escapes are decoded by the parser.
    case string
    /// `'text` or `"text` running to the end of the expression.
    case unterminatedString
    /// `#` followed by a name and optional `.member`s: a color literal or a node reference.
    case hash
    /// A name or dotted path: `width`, `parent.safeAreaInsets.top`.
    case identifier
    /// `` `any text` ``, backticks included.
    case escapedName
    /// `` `text `` running to the end of the expression.
    case unterminatedEscapedName
    /// `.name` where no path precedes it (a Swift-style leading-dot enum case).
    case dotName
    /// A `.` that starts nothing valid (`parent.`, `parent.5`).
    case dot
    case leftParen, rightParen, leftBracket, rightBracket, comma, question, colon
    case plus, minus, star, slash, percent, bang
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case and, or, nilCoalescing
    case closedRange, halfOpenRange
    /// A byte (or UTF-8 scalar, or `..`, `=`, `&`, `|`) that starts no token.
    case unknown

    /// Whether a token of this kind can begin an operand (used by the `%` rule and by
    /// one-sided ranges).
    var canStartOperand: Bool {
        switch self {
        case .number, .invalidNumber, .string, .unterminatedString, .hash,
             .identifier, .escapedName, .unterminatedEscapedName, .dotName, .leftParen, .leftBracket,
             .plus, .minus, .bang, .closedRange, .halfOpenRange:
            true
        default:
            false
        }
    }

    /// Whether the token is an operator spelled with punctuation (used by the `%` rule).
    var isOperator: Bool {
        switch self {
        case .plus, .minus, .star, .slash, .percent, .bang, .equal, .notEqual, .less, .lessOrEqual,
             .greater, .greaterOrEqual, .and, .or, .nilCoalescing, .question, .colon, .closedRange,
             .halfOpenRange:
            true
        default:
            false
        }
    }
}

/// One token: its kind, its byte range in the text, and whether whitespace precedes it.
struct Token: Sendable {
    var kind: TokenKind
    var start: Int
    var end: Int
    var isPrecededBySpace: Bool

    var range: Range<Int> { start..<end }
}
