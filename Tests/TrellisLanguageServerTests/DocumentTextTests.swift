@testable import TrellisLanguageServer
import XCTest

final class DocumentTextTests: XCTestCase {
    // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units.
    private let text = DocumentText(path: "/t.xml", text: "<a b=\"é😀\"/>\nxy\n")

    func testByteOffsetsBecomeUTF16Positions() {
        XCTAssertEqual(text.position(ofOffset: 6), Position(line: 0, character: 6))  // é
        XCTAssertEqual(text.position(ofOffset: 8), Position(line: 0, character: 7))  // 😀
        XCTAssertEqual(text.position(ofOffset: 12), Position(line: 0, character: 9))  // closing quote
        XCTAssertEqual(text.position(ofOffset: 17), Position(line: 1, character: 1))
        XCTAssertEqual(text.position(ofOffset: 100), Position(line: 2, character: 0))
    }

    func testPositionsBecomeByteOffsets() {
        XCTAssertEqual(text.offset(of: Position(line: 0, character: 7)), 8)
        XCTAssertEqual(text.offset(of: Position(line: 0, character: 9)), 12)
        XCTAssertEqual(text.offset(of: Position(line: 0, character: 8)), 8, "inside a surrogate pair: the character's start")
        XCTAssertEqual(text.offset(of: Position(line: 1, character: 99)), 18, "past the line's end: the end of the line")
        XCTAssertEqual(text.offset(of: Position(line: 2, character: 0)), 19)
        XCTAssertNil(text.offset(of: Position(line: 3, character: 0)))
        XCTAssertNil(text.offset(of: Position(line: 0, character: -1)))
    }

    func testIncrementalChangeReplacesTheRange() throws {
        let change = TextDocumentContentChangeEvent(
            range: LSPRange(start: Position(line: 0, character: 7), end: Position(line: 0, character: 9)), text: "ü")
        let changed = try XCTUnwrap(text.applying(change))
        XCTAssertEqual(String(decoding: changed.bytes, as: UTF8.self), "<a b=\"éü\"/>\nxy\n")
    }

    func testChangeOutsideTheTextIsRefused() {
        let pastEnd = TextDocumentContentChangeEvent(
            range: LSPRange(start: Position(line: 5, character: 0), end: Position(line: 5, character: 1)), text: "x")
        XCTAssertNil(text.applying(pastEnd))
        let backwards = TextDocumentContentChangeEvent(
            range: LSPRange(start: Position(line: 1, character: 1), end: Position(line: 0, character: 1)), text: "x")
        XCTAssertNil(text.applying(backwards))
    }
}
