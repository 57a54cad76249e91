import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import Synchronization
import Testing
@testable import TrellisPreviewServer

/// The live WebSocket: layouts for `open`, errors for bad messages, `saveVariant`, pushes.
@Suite(.serialized) struct LiveSocketTests {
    @Test func openGivesTheLayout() async throws {
        let fixture = try PreviewFixture()
        let card = fixture.root + "/Card.xml"
        try await withLiveSocket(fixture) { send, next in
            try await send(openMessage("Card.xml", inputs: #"{"title": "Hello"}"#))
            #expect(try await next() == """
                {"type":"layout","template":"Card.xml","generation":1,"inputs":[{"name":"title","type":"String","value":"Hello"}],"variants":[],\
                "views":[{"key":"main","root":{"path":[0],"component":"UIView","id":null,"outlet":null,\
                "frame":{"x":0,"y":0,"width":200,"height":24},"absolute":{"x":0,"y":0},"source":{"file":"\(card)","line":1,"column":2},\
                "attributes":[{"name":"backgroundColor","expression":"#ffffff","value":"#ffffffff"},\
                {"name":"height","expression":"auto","value":24},{"name":"width","expression":"100%","value":200}],\
                "style":{"backgroundColor":"#ffffffff","text":null,"textColor":null,"font":null,"cornerRadius":null,"borderWidth":null,\
                "borderColor":null,"image":null,"textAlignment":null,"opacity":1,"visible":true},\
                "children":[{"path":[0,0],"component":"UILabel","id":"title","outlet":"titleLabel",\
                "frame":{"x":0,"y":4,"width":200,"height":20},"absolute":{"x":0,"y":4},"source":{"file":"\(card)","line":2,"column":6},\
                "attributes":[{"name":"text","expression":"{title}","value":"Hello"},{"name":"textColor","expression":"#111111","value":"#111111ff"},\
                {"name":"top","expression":"4","value":4},{"name":"width","expression":"100%","value":200}],\
                "style":{"backgroundColor":null,"text":"Hello","textColor":"#111111ff","font":{"family":"System","size":17,"weight":"regular"},\
                "cornerRadius":null,"borderWidth":null,"borderColor":null,"image":null,"textAlignment":"natural","opacity":1,"visible":true},\
                "children":[]}]}}],"diagnostics":[]}
                """)
        }
    }

    @Test func aTemplateWithErrorsGivesNoViewsAndItsDiagnostics() async throws {
        let fixture = try PreviewFixture()
        try fixture.write("Card.xml", "<UIView width=\"100%\">\n    <UILabel text=\"é\" textColr=\"#111111\"/>\n</UIView>\n")
        let card = fixture.root + "/Card.xml"
        try await withLiveSocket(fixture) { send, next in
            try await send(openMessage("Card.xml"))
            #expect(try await next() == """
                {"type":"layout","template":"Card.xml","generation":1,"inputs":[],"variants":[],"views":[],"diagnostics":[\
                {"severity":"error","rule":"unknown-property","message":"unknown property 'textColr' of UILabel; did you mean 'textColor'?",\
                "file":"\(card)","line":2,"column":23,"endLine":2,"endColumn":31,\
                "sourceLine":"    <UILabel text=\\"é\\" textColr=\\"#111111\\"/>"}]}
                """)
        }
    }

    @Test func aBadMessageIsAnErrorAndTheSocketKeepsWorking() async throws {
        let fixture = try PreviewFixture()
        try await withLiveSocket(fixture) { send, next in
            try await send("{not json")
            #expect(try await next() == #"{"type":"error","message":"invalid JSON: expected a string key"}"#)
            try await send(#"{"type": "open", "template": "../Outside/Secret.xml", "views": []}"#)
            #expect(try await next() == #"{"type":"error","message":"unknown template '../Outside/Secret.xml'"}"#)
            try await send(#"{"type": "open", "template": "Linked.xml", "views": []}"#)
            #expect(try await next() == #"{"type":"error","message":"unknown template 'Linked.xml'"}"#)
            try await send(#"{"type": "reload"}"#)
            #expect(try await next() == #"{"type":"error","message":"unknown message type 'reload'; expected 'open' or 'saveVariant'"}"#)
            try await send(openMessage("Parts/Badge.xml"))
            let layout = try #require(try await next())
            #expect(layout.hasPrefix(#"{"type":"layout","template":"Parts/Badge.xml","generation":1,"inputs":[],"variants":[],"views":[{"key":"main","root":{"path":[0],"component":"UIView","id":null,"outlet":null,"frame":{"x":0,"y":0,"width":20,"height":20}"#))
            #expect(layout.contains(#""style":{"backgroundColor":null,"text":null,"textColor":null,"font":null,"cornerRadius":10,"#))
        }
    }

    @Test func saveVariantWritesTheFileAndListsTheVariant() async throws {
        let fixture = try PreviewFixture()
        try await withLiveSocket(fixture) { send, next in
            try await send(openMessage("Card.xml", inputs: #"{"title": "Hi"}"#))
            #expect(try await next()?.contains(#""generation":1,"inputs":[{"name":"title","type":"String","value":"Hi"}],"variants":[],"#) == true)
            try await send(#"{"type": "saveVariant", "template": "Card.xml", "name": "long text", "inputs": {"title": "A much longer title"}}"#)
            let reply = try #require(try await next())
            #expect(reply.contains(#""generation":2,"inputs":[{"name":"title","type":"String","value":"Hi"}],"variants":["long text"],"#))
            #expect(fixture.read("Card.preview.json") == "{\n  \"long text\": {\n    \"title\": \"A much longer title\"\n  }\n}\n")
            // A panel showing the variant lays its title out; the page's inputs give none.
            try await send(openMessage("Card.xml", width: 100, extra: #", {"key": "long", "width": 100, "height": 100, "variant": "long text"}"#))
            let both = try #require(try await next())
            #expect(both.contains(#""inputs":[{"name":"title","type":"String","value":null}]"#))
            let panels = both.components(separatedBy: #"{"key":"long""#)
            #expect(panels.count == 2)
            #expect(panels.first?.contains(#"{"name":"text","expression":"{title}","value":null}"#) == true)
            #expect(panels.last?.contains(#"{"name":"text","expression":"{title}","value":"A much longer title"}"#) == true)
            try await send(#"{"type": "saveVariant", "template": "Screens/Login.xml", "name": "x", "inputs": {}}"#)
            // The watcher may push Card.xml's layout first: its variants file was written above.
            var answer = try await next()
            while answer?.hasPrefix(#"{"type":"layout","template":"Card.xml""#) == true { answer = try await next() }
            #expect(answer == #"{"type":"error","message":"variant 'x' saved, but template 'Screens/Login.xml' is not open on this connection"}"#)
        }
    }

    @Test func aBurstOfSavesIsPushedOnce() async throws {
        let fixture = try PreviewFixture()
        let pushes = Mutex(0)
        try await withLiveSocket(fixture, pushObserver: { _, _ in pushes.withLock { $0 += 1 } }) { send, next in
            try await send(openMessage("Screens/Login.xml"))
            #expect(try await next()?.contains(#""generation":1,"#) == true)
            try await Task.sleep(for: .milliseconds(200))
            // Five saves of the included part, 5 ms apart: within the 30 ms quiet period.
            for size in 21...25 {
                try fixture.write("Parts/Badge.xml", "<UIView width=\"\(size)\" height=\"20\"/>\n")
                try await Task.sleep(for: .milliseconds(5))
            }
            let pushed = try #require(try await next())
            #expect(pushed.contains(#""generation":2,"#))
            #expect(pushed.contains(#""frame":{"x":0,"y":0,"width":25,"height":20}"#))
            try await Task.sleep(for: .milliseconds(300))
            try await send(openMessage("Screens/Login.xml"))
            #expect(try await next()?.contains(#""generation":3,"#) == true)
            #expect(pushes.withLock { $0 } == 1)
        }
    }

    @Test func aLayoutLargerThanAWebSocketFrameDefaultArrivesWhole() async throws {
        let fixture = try PreviewFixture()
        let rows = (0..<200).map { "    <UILabel text=\"Row \($0)\" top=\"previous.bottom\" width=\"100%\"/>\n" }.joined()
        try fixture.write("Card.xml", "<UIView width=\"100%\" height=\"auto\">\n" + rows + "</UIView>\n")
        try await withLiveSocket(fixture) { send, next in
            try await send(openMessage("Card.xml"))
            let layout = try #require(try await next())
            #expect(layout.utf8.count > 16 * 1024)
            #expect(layout.components(separatedBy: #"{"path":"#).count - 1 == 201)
            #expect(layout.hasSuffix(#""children":[]}]}}],"diagnostics":[]}"#))
        }
    }

    @Test func hostileMessagesAreErrorsAndTheSocketKeepsWorking() async throws {
        let fixture = try PreviewFixture()
        try await withLiveSocket(fixture) { send, next in
            let messages = [
                String(repeating: "[", count: 100_000),
                "",
                #"{"type": "open", "template": "Card.xml", "views": [{"key": "a", "width": 1e999, "height": 1}]}"#,
                #"{"type": "open", "template": "Card.xml", "views": "all"}"#,
                #"{"type": "open", "template": "\u0000../Card.xml", "views": []}"#,
                #"{"type": "saveVariant", "template": "../Outside/Secret.xml", "name": "x"}"#,
            ]
            var replies: [String?] = []
            for message in messages {
                try await send(message)
                replies.append(try await next())
            }
            #expect(replies == [
                #"{"type":"error","message":"invalid JSON: nested more than 64 levels deep"}"#,
                #"{"type":"error","message":"invalid JSON: unexpected end of file"}"#,
                #"{"type":"error","message":"invalid JSON: number 1e999 is out of range"}"#,
                #"{"type":"error","message":"\"views\" must be an array of views"}"#,
                #"{"type":"error","message":"unknown template '\u0000../Card.xml'"}"#,
                #"{"type":"error","message":"unknown template '../Outside/Secret.xml'"}"#,
            ])
            try await send(openMessage("Parts/Badge.xml"))
            #expect(try #require(try await next()).hasPrefix(#"{"type":"layout","template":"Parts/Badge.xml""#))
        }
    }

    @Test func binaryAndOversizedMessagesAreErrorsAndAnOversizedFrameEndsOnlyItsOwnSocket() async throws {
        let fixture = try PreviewFixture()
        _ = try await fixture.server().makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            try await client.ws("/api/live", configuration: .init(maxFrameSize: 1 << 25)) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 25).makeAsyncIterator()
                func next() async throws -> String? {
                    guard case let .text(text)? = try await messages.next() else { return nil }
                    return text
                }
                try await outbound.write(.binary(ByteBuffer(string: openMessage("Card.xml"))))
                #expect(try await next() == #"{"type":"error","message":"invalid JSON: unexpected end of file"}"#)
                try await outbound.write(.text(openMessage("Card.xml", extra: String(repeating: " ", count: PreviewServer.maximumMessageSize))))
                #expect(try await next() == #"{"type":"error","message":"a message of 1048747 bytes is longer than the limit of 1048576 bytes"}"#)
                try await outbound.write(.text(openMessage("Parts/Badge.xml")))
                #expect(try await next()?.hasPrefix(#"{"type":"layout","template":"Parts/Badge.xml""#) == true)
                try await outbound.write(.text(String(repeating: " ", count: PreviewServer.maximumFrameSize + 1)))
                let afterOversizedFrame = try? await next()
                #expect(afterOversizedFrame == nil, "the server closes a socket sending a frame over its limit")
            }
            try await client.ws("/api/live") { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                try await outbound.write(.text(openMessage("Parts/Badge.xml")))
                guard case let .text(layout)? = try await messages.next() else { throw CancellationError() }
                #expect(layout.hasPrefix(#"{"type":"layout","template":"Parts/Badge.xml""#))
            }
            #expect(try await client.execute(uri: "/api/templates", method: .get).status == .ok)
        }
    }
}
