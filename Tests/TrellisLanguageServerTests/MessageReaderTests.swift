@testable import TrellisLanguageServer
import XCTest

/// Bytes handed out in chunks of a fixed size, as a pipe may deliver them.
private struct ChunkedSource: ByteSource {
    var bytes: [UInt8]
    let chunk: Int
    var position = 0

    mutating func read(maximum: Int) -> [UInt8] {
        let end = min(bytes.count, position + min(chunk, maximum))
        defer { position = end }
        return Array(bytes[position..<end])
    }
}

final class MessageReaderTests: XCTestCase {
    private func messages(_ text: String, chunk: Int = 3) -> [FramedMessage] {
        var reader = MessageReader(source: ChunkedSource(bytes: Array(text.utf8), chunk: chunk))
        var result: [FramedMessage] = []
        while let message = reader.next() { result.append(message) }
        return result
    }

    func testSplitsFramedMessagesWhateverTheChunkSize() {
        let text = "Content-Length: 2\r\n\r\n{}Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 8\r\n\r\n[1,\"é\"]"
        for chunk in [1, 2, 5, 1_000] {
            XCTAssertEqual(messages(text, chunk: chunk), [.message(Array("{}".utf8)), .message(Array("[1,\"é\"]".utf8))])
        }
    }

    func testHeaderWithoutContentLengthIsReportedAndReadingGoesOn() {
        let text = "Content-Type: x\r\n\r\nContent-Length: abc\r\n\r\nContent-Length: 2\r\n\r\n{}"
        XCTAssertEqual(messages(text), [
            .invalidHeader("missing or invalid Content-Length header"),
            .invalidHeader("missing or invalid Content-Length header"),
            .message(Array("{}".utf8)),
        ])
    }

    func testNegativeOrOverflowingContentLengthIsReportedAndReadingGoesOn() {
        let text = "Content-Length: -3\r\n\r\nContent-Length: 99999999999999999999999\r\n\r\nContent-Length:\r\n\r\nContent-Length: 2\r\n\r\n{}"
        XCTAssertEqual(messages(text), [
            .invalidHeader("missing or invalid Content-Length header"),
            .invalidHeader("missing or invalid Content-Length header"),
            .invalidHeader("missing or invalid Content-Length header"),
            .message(Array("{}".utf8)),
        ])
    }

    func testOverlongHeaderIsDroppedAndTheNextMessageRead() {
        let text = String(repeating: "x", count: 20_000) + "\r\nContent-Length: 2\r\n\r\n{}"
        for chunk in [7, 65_536] {
            XCTAssertEqual(messages(text, chunk: chunk), [.message(Array("{}".utf8))])
        }
    }

    func testContentLongerThanTheLimitIsSkippedAndTheStreamEndsWithIt() {
        let length = MessageReader<ChunkedSource>.maximumContentLength + 1
        XCTAssertEqual(messages("Content-Length: \(length)\r\n\r\n{}", chunk: 1_000), [])
    }

    func testMessageCutShortEndsTheStream() {
        XCTAssertEqual(messages("Content-Length: 10\r\n\r\n{}"), [])
    }

    func testFrameWritesContentLengthInBytes() {
        XCTAssertEqual(String(decoding: MessageWriter.frame(Array("\"é\"".utf8)), as: UTF8.self), "Content-Length: 4\r\n\r\n\"é\"")
    }
}
