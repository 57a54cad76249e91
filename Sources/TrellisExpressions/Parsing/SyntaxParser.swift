/// A parsed node together with the height of its subtree, so the parser can refuse trees
/// too deep for the recursive passes that walk them (checker, evaluator, printer).
struct ParsedNode {
    var syntax: ExpressionSyntax
    var height: Int
}

/// The recursive-descent parser behind ``ExpressionParser`` and ``StringTemplateParser``.
///
/// Every parse function returns `nil` after reporting an error in its part of the text;
/// parsing continues after the error so that later, independent errors are reported too.
/// Recursion is bounded by ``maximumNesting`` and tree height by ``maximumHeight``; every
/// loop consumes a token per iteration or stops, so parsing always terminates.
struct SyntaxParser {
    /// Deepest nesting of parentheses, brackets, calls, prefix operators, conditionals and
    /// `??` chains before the parser gives up with "expression is nested too deeply".
    static let maximumNesting = 128
    /// Greatest height of the syntax tree (long operator chains nest too).
    static let maximumHeight = 512
    /// Most arguments of a call, elements of an array literal or items of a `(a, b)` list:
    /// far beyond any real template, and it keeps one attribute's tree lean.
    static let maximumListLength = 1_024
    static let nestedTooDeeply = "expression is nested too deeply"
    static let chainTooLong = "expression is too long: more than \(maximumHeight) operations in one chain; split it into several attributes or params"

    let bytes: UnsafeBufferPointer<UInt8>
    var lexer: Lexer
    /// The token being looked at.
    var token: Token
    /// The token consumed last (the start of the text before anything is consumed).
    var previous: Token
    var issues: [ParseIssue] = []
    var nesting = 0
    /// Set after the nesting limit is hit: the rest of the text is skipped and nothing more
    /// is reported, so the unwinding callers add no follow-on errors.
    var isAbandoned = false
    /// Whether the first issue is a token going on after a complete expression (see
    /// ``ExpressionParseResult/continuesAfterExpression``).
    var firstIssueContinuesExpression = false
    private var lastIssueStart = -1

    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.bytes = bytes
        var lexer = Lexer(bytes: bytes, range: range)
        self.token = lexer.next()
        self.lexer = lexer
        self.previous = Token(kind: .end, start: range.lowerBound, end: range.lowerBound, isPrecededBySpace: false)
    }

    mutating func advance() {
        previous = token
        token = lexer.next()
    }

    /// The token after the current one, without consuming anything.
    func peek() -> Token {
        var lookahead = lexer
        return lookahead.next()
    }

    /// Records an error unless parsing was abandoned or an error was already reported at
    /// the same position (one mistake, one message).
    mutating func report(_ message: String, at range: Range<Int>, notes: [(message: String, range: Range<Int>)] = []) {
        guard !isAbandoned, range.lowerBound != lastIssueStart else { return }
        lastIssueStart = range.lowerBound
        issues.append(ParseIssue(message: message, range: range, notes: notes))
    }

    /// Enters one level of nesting; returns `false` (after reporting) past the limit.
    /// Callers pair it with `defer { nesting -= 1 }` placed before the call.
    mutating func enterNesting() -> Bool {
        nesting += 1
        guard nesting <= Self.maximumNesting else {
            abandon(at: token.range)
            return false
        }
        return true
    }

    mutating func abandon(at range: Range<Int>, because message: String = nestedTooDeeply) {
        report(message, at: range)
        isAbandoned = true
        lexer.skipToEnd()
        token = Token(kind: .end, start: lexer.limit, end: lexer.limit, isPrecededBySpace: false)
    }

    /// Builds a node over children whose tallest subtree is `childHeight`, or gives up if
    /// the tree would grow taller than ``maximumHeight``.
    mutating func node(
        _ kind: consuming ExpressionSyntax.Kind, _ range: Range<Int>, childHeight: Int = 0,
        spelling: consuming String? = nil
    ) -> ParsedNode? {
        guard childHeight < Self.maximumHeight else {
            abandon(at: range)
            return nil
        }
        return ParsedNode(syntax: ExpressionSyntax(kind, range: range, spelling: spelling), height: childHeight + 1)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
