@testable import TrellisCodegen
import XCTest

final class SwiftIdentifiersTests: XCTestCase {
    func testMemberNamesJoinWordsInLowerCamelCase() {
        XCTAssertEqual(SwiftIdentifiers.memberName("titleLabel"), "titleLabel")
        XCTAssertEqual(SwiftIdentifiers.memberName("user.name"), "userName")
        XCTAssertEqual(SwiftIdentifiers.memberName("title-label"), "titleLabel")
        XCTAssertEqual(SwiftIdentifiers.memberName("1x"), "_1x")
        XCTAssertEqual(SwiftIdentifiers.memberName("..."), "_")
        XCTAssertEqual(SwiftIdentifiers.memberName("größe"), "größe")
        // Template names may hold any scalar Swift allows in names (as Expression reads them).
        XCTAssertEqual(SwiftIdentifiers.memberName("🤡"), "🤡")
        XCTAssertEqual(SwiftIdentifiers.memberName("a🤡.名前"), "a🤡名前")
        XCTAssertEqual(SwiftIdentifiers.memberName("a×b"), "aB")
    }

    func testTypeNamesCapitalizeEveryWord() {
        XCTAssertEqual(SwiftIdentifiers.typeName("login-cell"), "LoginCell")
        XCTAssertEqual(SwiftIdentifiers.typeName("Screens/Login"), "ScreensLogin")
        XCTAssertEqual(SwiftIdentifiers.typeName("404"), "_404")
        XCTAssertEqual(SwiftIdentifiers.typeName(""), "_")
    }

    func testKeywordsAreEscaped() {
        XCTAssertEqual(SwiftIdentifiers.escaped("default"), "`default`")
        XCTAssertEqual(SwiftIdentifiers.escaped("self"), "`self`")
        XCTAssertEqual(SwiftIdentifiers.escaped("title"), "title")
        XCTAssertEqual(SwiftIdentifiers.escaped("_"), "`_`")
        XCTAssertEqual(SwiftIdentifiers.escaped("__"), "__")
    }

    func testIdentifierCheck() {
        XCTAssertTrue(SwiftIdentifiers.isIdentifier("wasPressed"))
        XCTAssertTrue(SwiftIdentifiers.isIdentifier("_x1"))
        XCTAssertTrue(SwiftIdentifiers.isIdentifier("😀"))
        XCTAssertFalse(SwiftIdentifiers.isIdentifier("1x"))
        XCTAssertFalse(SwiftIdentifiers.isIdentifier("was pressed"))
        XCTAssertFalse(SwiftIdentifiers.isIdentifier(""))
    }

    func testStringLiteralsEscapeQuotesBackslashesAndControlCharacters() {
        XCTAssertEqual(SwiftIdentifiers.stringLiteral(#"say "hi"\n"#), #""say \"hi\"\\n""#)
        XCTAssertEqual(SwiftIdentifiers.stringLiteral("a\nb\tc\u{1}"), #""a\nb\tc\u{1}""#)
        XCTAssertEqual(SwiftIdentifiers.stringLiteral("\u{7F}é"), #""\u{7f}é""#)
    }

    func testNumbersAndComments() {
        XCTAssertEqual(SwiftIdentifiers.doubleLiteral(0.2), "0.2")
        XCTAssertEqual(SwiftIdentifiers.doubleLiteral(17), "17.0")
        XCTAssertEqual(SwiftIdentifiers.doubleLiteral(.infinity), "0.0")
        XCTAssertEqual(SwiftIdentifiers.commentText("a\nb\r\nc"), "a b c")
    }

    func testUniqueNamesSuffixRepeats() {
        var names = UniqueNames(reserved: ["Type"])
        XCTAssertEqual(names.claim("Login"), "Login")
        XCTAssertEqual(names.claim("Login"), "Login_2")
        XCTAssertEqual(names.claim("Login"), "Login_3")
        XCTAssertEqual(names.claim("Type"), "Type_2")
    }
}
