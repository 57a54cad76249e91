import TrellisDiagnostics

/// The outcome of parsing one expression.
public struct ExpressionParseResult: Hashable, Sendable {
    /// The syntax tree; `nil` when the text is empty, only a `//` comment, or has errors.
    public var syntax: ExpressionSyntax?
    /// The `//` comment that ends the expression, if any (the whole text when it starts
    /// with `//`); the printer reproduces it.
    public var comment: ExpressionComment?
    /// Syntax errors, in source order; empty when `syntax` is set.
    public var diagnostics: [Diagnostic]
    /// Whether the first syntax error is text going on after a complete expression with no
    /// operator between, as prose and URLs do (`Hello world`, `Sign in!`, `Don't`,
    /// `https://…`); `false` for an expression left incomplete or unbalanced (`zoom +`,
    /// `(width - 10`, `a ? b`) and for a malformed first operand (`1.2.3`, `* 3`).
    public var continuesAfterExpression: Bool

    public init(syntax: ExpressionSyntax?, comment: ExpressionComment?, diagnostics: [Diagnostic], continuesAfterExpression: Bool = false) {
        self.syntax = syntax
        self.comment = comment
        self.diagnostics = diagnostics
        self.continuesAfterExpression = continuesAfterExpression
    }
}

/// Parses the expression language of template attributes (seed 003, "Expressions").
///
/// The grammar, loosest binding first:
/// ```
/// expression   := conditional (',' conditional)*          a list: `phoneNumber, link`
/// conditional  := coalescing ('?' conditional ':' conditional)?
/// coalescing   := or ('??' coalescing)?                  right-associative
/// or           := and ('||' and)*
/// and          := comparison ('&&' comparison)*
/// comparison   := range (('=='|'!='|'<'|'<='|'>'|'>=') range)?   not chainable
/// range        := additive (('...'|'..<') additive?)?     not chainable; `1...` one-sided
/// additive     := multiplicative (('+'|'-') multiplicative)*
/// multiplicative := prefixed (('*'|'/'|'%') prefixed)*
/// prefixed     := ('-'|'+'|'!') prefixed | ('...'|'..<') additive | postfix
/// postfix      := primary ('[' conditional ']' | '%')*     `%` as described below
/// primary      := number | 'string' | "string" | true | false | nil | #hex | #id.member… | name
///               | name '(' arguments ')' | '(' conditional ')' | '[' elements ']'
/// name         := identifier ('.' identifier)* | `escaped name`
/// ```
/// Numbers are decimal with an optional fraction and exponent (`1`, `1.50`, `2.5E-2`).
/// Strings are single- or double-quoted, as in Expression, with the escapes `\'`, `\"`,
/// `\\`, `\n`, `\t`, `\r`, `\0` and `\u{…}`; `''` is the empty string (there is no
/// doubled-quote escape). Identifiers are Expression's: ASCII letters, `_` and the non-ASCII
/// scalars of `IdentifierCharacters`, then digits and combining marks too. `#` followed
/// by a name with `.member`s is a node reference (`#first.left`; a color literal is never
/// followed by `.`, so `#fff.x` is a reference to the node `fff`); otherwise it must be a
/// color literal of 3, 4, 6 or 8 hex digits. `pi` and `auto` are ordinary names.
///
/// A `%` after an operand is postfix percentage or the remainder operator. With `next`
/// the token after the `%`, it is a percentage when:
/// 1. `next` cannot start an operand (end, `)`, `]`, `,`, `?`, `:`, a binary-only
///    operator such as `*`, a comment): `50%`, `(50%)`, `50% * 2`;
/// 2. otherwise never when whitespace precedes the `%`: `10 % 3`, `width % 2`, `10 %-3`;
/// 3. otherwise when whitespace follows the `%`: `100% - 5`, `50% + 2`;
/// 4. otherwise when `next` is an operator glued to the `%`: `100%-5` is `100% - 5`.
/// Anything else is the remainder operator: `10%3`, `a%b`, `a%(b)`. Postfix `%` binds
/// tighter than prefix operators (`-50%` is `-(50%)`); a percentage takes no subscript.
///
/// `??` is right-associative and, unlike Swift, binds looser than `||` (`a || b ?? c` is
/// `(a || b) ?? c`). Comparisons and ranges do not chain (`a < b < c` is an error).
///
/// `//` outside a string starts a comment that runs to the end of the text; text that
/// starts with `//` is entirely commented out. As in Layout, the whole expression may be
/// wrapped in one pair of braces, followed only by a comment: `{4 + 5 // a} // b`. All positions are byte offsets in `text`,
/// mapped to file locations by the caller's locator. Parentheses, brackets, prefix
/// operators and conditionals may nest 128 levels deep.
public enum ExpressionParser {
    /// Parses `text` as one expression (or a comma list), optionally wrapped in braces as
    /// Layout allows around any non-string value: `{4 + 5}`, `{4 + 5 // note} // more`
    /// (the comments are joined: ` note // more`). `{}` is empty, like empty text.
    public static func parse(_ text: String, locator: some SourceLocator) -> ExpressionParseResult {
        if let tooLong = ExpressionLengthLimit.diagnostic(text, locator: locator) {
            return ExpressionParseResult(syntax: nil, comment: nil, diagnostics: [tooLong])
        }
        return withUTF8(text) { bytes in
            guard let braces = OptionalBraces(bytes) else {
                return parse(bytes: bytes, range: 0..<bytes.count, locator: locator)
            }
            return parse(bytes: bytes, braces: braces, locator: locator)
        }
    }

    /// Parses the expression inside `braces`, then the `//` comment that may follow them.
    private static func parse(
        bytes: UnsafeBufferPointer<UInt8>, braces: OptionalBraces, locator: some SourceLocator
    ) -> ExpressionParseResult {
        let open = braces.open
        guard let close = braces.close else {
            // Report the errors of the expression too (an unterminated string, usually).
            let inner = parse(bytes: bytes, range: open + 1..<bytes.count, locator: locator)
            let unterminated = Diagnostic.error(
                .expressionSyntax, "unterminated '{'; expected '}' to end the expression", at: locator.span(for: open..<open + 1)
            )
            return ExpressionParseResult(syntax: nil, comment: nil, diagnostics: [unterminated] + inner.diagnostics)
        }
        var result = parse(bytes: bytes, range: open + 1..<close, locator: locator)
        var lexer = Lexer(bytes: bytes, range: close + 1..<bytes.count)
        let following = lexer.next()
        guard following.kind == .end else {
            var end = bytes.count
            while end > following.start, bytes[end - 1].isExpressionWhitespace { end -= 1 }
            result.syntax = nil
            result.diagnostics.append(.error(
                .expressionSyntax, "unexpected text after '}'; only a '//' comment may follow an expression in braces",
                at: locator.span(for: following.start..<end)
            ))
            return result
        }
        if let trailing = SyntaxParser.comment(covering: following, in: bytes) {
            result.comment = result.comment.map { inner in
                ExpressionComment(text: inner.text + " //" + trailing.text, range: inner.range.lowerBound..<trailing.range.upperBound)
            } ?? trailing
        }
        return result
    }

    /// Parses the bytes in `range` of a larger text (a `{…}` segment of a template);
    /// ranges in the result are offsets in the larger text.
    static func parse(
        bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, locator: some SourceLocator
    ) -> ExpressionParseResult {
        var parser = SyntaxParser(bytes: bytes, range: range)
        let (syntax, comment) = parser.parseExpression()
        return ExpressionParseResult(
            syntax: syntax, comment: comment, diagnostics: parser.issues.diagnostics(locator: locator),
            continuesAfterExpression: parser.firstIssueContinuesExpression
        )
    }
}

/// Runs `body` over the UTF-8 bytes of `text`, copying only when the string is not
/// stored contiguously (a bridged string).
func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) {
        return result
    }
    var copy = text
    return copy.withUTF8(body)
}
