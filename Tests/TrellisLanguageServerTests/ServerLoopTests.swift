import Foundation
@testable import TrellisLanguageServer
import XCTest

/// The stdio transport over real pipes: framing both ways, the debounced publication and
/// the exit status.
final class ServerLoopTests: XCTestCase {
    private func write(_ message: JSONValue, to pipe: Pipe) throws {
        pipe.fileHandleForWriting.write(Data(MessageWriter.frame(Array(try JSONEncoder().encode(message)))))
    }

    func testMessagesOverPipesAndDebouncedDiagnostics() throws {
        let folder = NSTemporaryDirectory() + "trellis-loop-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = Pipe()
        let output = Pipe()
        let loop = ServerLoop(output: output.fileHandleForWriting, debounce: .milliseconds(150))
        let status = LockedStatus()
        let done = expectation(description: "loop ends")
        Thread {
            status.value = loop.run(input: input.fileHandleForReading.fileDescriptor)
            done.fulfill()
        }.start()

        let uri = URL(fileURLWithPath: folder + "/Screen.xml").absoluteString
        try write(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["rootUri": .string(URL(fileURLWithPath: folder).absoluteString)]], to: input)
        try write(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string(uri), "languageId": "xml", "version": 1, "text": "<UIView alphaa=\"1\"/>\n"]]], to: input)
        let opened = Date()
        input.fileHandleForWriting.write(Data("Content-Type: none\r\n\r\n".utf8))
        try write(["jsonrpc": "2.0", "id": 2, "method": "shutdown"], to: input)

        var reader = MessageReader(source: FileDescriptorSource(descriptor: output.fileHandleForReading.fileDescriptor))
        var received: [JSONValue] = []
        while received.count < 4, case let .message(content)? = reader.next() {
            received.append(try JSONDecoder().decode(JSONValue.self, from: Data(content)))
        }
        let published = Date()
        XCTAssertEqual(received[0]["id"], 1)
        XCTAssertEqual(received[1], ["jsonrpc": "2.0", "id": .null, "error": ["code": -32700, "message": "missing or invalid Content-Length header"]])
        XCTAssertEqual(received[2], ["jsonrpc": "2.0", "id": 2, "result": .null])
        XCTAssertEqual(received[3]["method"], "textDocument/publishDiagnostics", "published after the quiet period, behind the answers")
        XCTAssertEqual(received[3]["params"]?["diagnostics"]?.arrayCount, 1)
        XCTAssertGreaterThanOrEqual(published.timeIntervalSince(opened), 0.15)

        try write(["jsonrpc": "2.0", "method": "exit"], to: input)
        wait(for: [done], timeout: 10)
        XCTAssertEqual(status.value, 0)
    }
}

/// The loop's exit status, handed from its thread to the test.
private final class LockedStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int32?

    var value: Int32? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
