@testable import TrellisExpressions
import XCTest

final class LexerTests: XCTestCase {
    private func tokens(_ text: String) -> [String] {
        withUTF8(text) { bytes in
            var lexer = Lexer(bytes: bytes, range: 0..<bytes.count)
            var result: [String] = []
            while true {
                let token = lexer.next()
                let spelling = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
                result.append("\(token.kind)\(token.isPrecededBySpace ? "_" : ""):\(spelling)")
                if token.kind == .end { return result }
            }
        }
    }

    func testSplitsOperatorsAndNames() {
        XCTAssertEqual(tokens("a.b..<c...d"), ["identifier:a.b", "halfOpenRange:..<", "identifier:c", "closedRange:...", "identifier:d", "end:"])
        XCTAssertEqual(tokens("x>=1&&y!=2||!z??w"), [
            "identifier:x", "greaterOrEqual:>=", "number:1", "and:&&", "identifier:y", "notEqual:!=", "number:2",
            "or:||", "bang:!", "identifier:z", "nilCoalescing:??", "identifier:w", "end:",
        ])
        XCTAssertEqual(tokens("a == b < c <= d > e"), [
            "identifier:a", "equal_:==", "identifier_:b", "less_:<", "identifier_:c", "lessOrEqual_:<=",
            "identifier_:d", "greater_:>", "identifier_:e", "end:",
        ])
    }

    func testNumbers() {
        XCTAssertEqual(tokens("1 1.5 2.5E-2 3e+4 1... 12px 1e 1.2.3"), [
            "number:1", "number_:1.5", "number_:2.5E-2", "number_:3e+4", "number_:1", "closedRange:...",
            "invalidNumber_:12px", "invalidNumber_:1e", "invalidNumber_:1.2.3", "end:",
        ])
    }

    func testStringsNamesAndHashes() {
        XCTAssertEqual(tokens("'a\\'b' \"c\\\"'\" `d e` #fff #a.b .x . 'open"), [
            "string:'a\\'b'", "string_:\"c\\\"'\"", "escapedName_:`d e`", "hash_:#fff", "hash_:#a.b",
            "dotName_:.x", "dot_:.", "unterminatedString_:'open", "end:",
        ])
        XCTAssertEqual(tokens("parent.5"), ["identifier:parent.5", "end:"])
        XCTAssertEqual(tokens("foo' .5"), ["identifier:foo'", "number_:.5", "end:"])
        XCTAssertEqual(tokens("\"open 'x'"), ["unterminatedString:\"open 'x'", "end:"])
    }

    /// Names take the characters of Expression's identifiers: beyond ASCII letters, the
    /// scalars Swift allows in names (`é`, `ß`, `🤡`, CJK), and after the first character
    /// combining marks too; a scalar outside them (`×`, an operator there) starts no name.
    func testNonASCIINames() {
        XCTAssertEqual(tokens("🤡+café.größe1 名前 é\u{301}x ×"), [
            "identifier:🤡", "plus:+", "identifier:café.größe1", "identifier_:名前", "identifier_:é\u{301}x",
            "unknown_:×", "end:",
        ])
        XCTAssertEqual(tokens("\u{301}a"), ["unknown:\u{301}", "identifier:a", "end:"])
        XCTAssertEqual(tokens("a.é .ü #ö.x"), ["identifier:a.é", "dotName_:.ü", "hash_:#ö.x", "end:"])
    }

    func testCommentBecomesTheEndToken() {
        XCTAssertEqual(tokens("a // b 'c"), ["identifier:a", "end_:// b 'c"])
        XCTAssertEqual(tokens("'//'"), ["string:'//'", "end:"])
    }

    func testUnknownCharactersCoverWholeScalars() {
        XCTAssertEqual(tokens("= & | .. @ ×"), ["unknown:=", "unknown_:&", "unknown_:|", "unknown_:..", "unknown_:@", "unknown_:×", "end:"])
    }
}
