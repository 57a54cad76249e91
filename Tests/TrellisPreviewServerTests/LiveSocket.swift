import Foundation
import HummingbirdTesting
import HummingbirdWSTesting
import Testing
import WSCore
@testable import TrellisPreviewServer

/// Runs `body` with a live socket to a server of `fixture`: `send` writes a text message,
/// `next` waits for the next one (at most `timeout`).
func withLiveSocket(
    _ fixture: PreviewFixture, pushObserver: PreviewServer.PushObserver? = nil,
    _ body: @escaping @Sendable (_ send: (String) async throws -> Void, _ next: () async throws -> String?) async throws -> Void
) async throws {
    let server = try PreviewServer(options: PreviewOptions(paths: [fixture.root]), pushObserver: pushObserver)
    _ = try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
        try await client.ws("/api/live") { inbound, outbound, _ in
            var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
            try await body(
                { text in try await outbound.write(.text(text)) },
                {
                    guard case let .text(text)? = try await messages.next() else { return nil }
                    return text
                }
            )
        }
    }
}

/// An `open` message of `template` with one panel `main` of `width`×`height`.
func openMessage(_ template: String, width: Int = 200, height: Int = 100, inputs: String = "{}", extra: String = "") -> String {
    #"{"type": "open", "template": "\#(template)", "inputs": \#(inputs), "views": [{"key": "main", "width": \#(width), "height": \#(height), "direction": "ltr", "appearance": "light", "variant": null}\#(extra)]}"#
}
