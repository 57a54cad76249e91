import Foundation
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
}
