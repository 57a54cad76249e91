import Testing
import TrellisExpressions
import TrellisLayout
@testable import TrellisPreviewServer

struct ClientMessageTests {
    @Test func openWithViewsAndInputs() {
        let text = """
            {"type": "open", "template": "Card.xml", "inputs": {"title": "Hi"},
             "views": [{"key": "a", "width": 375, "height": 812, "direction": "rtl", "appearance": "dark", "variant": "long"}]}
            """
        let expected = ClientMessage.open(
            template: "Card.xml",
            views: [ViewRequest(key: "a", size: Size(width: 375, height: 812), direction: .rightToLeft, appearance: .dark, variant: "long")],
            inputs: ["title": .string("Hi")]
        )
        #expect(ClientMessage.parse(text) == .success(expected))
    }

    @Test(arguments: [
        ("{", "invalid JSON: expected a string key"),
        ("{\"type\": \"open\", \"template\": \"A.xml\", \"views\": [{\"key\": \"a\", \"width\": 1e999, \"height\": 1}]}",
         "invalid JSON: number 1e999 is out of range"),
        ("[1]", "a message must be a JSON object with a \"type\""),
        ("{\"type\": \"close\"}", "unknown message type 'close'; expected 'open' or 'saveVariant'"),
        ("{\"type\": \"open\", \"views\": []}", "\"template\" must be a string"),
        ("{\"type\": \"open\", \"template\": \"A.xml\"}", "\"views\" must be an array of views"),
        ("{\"type\": \"open\", \"template\": \"A.xml\", \"views\": [{\"key\": \"a\", \"width\": 0, \"height\": 1}]}",
         "the \"width\" of view 'a' must be a number above 0 and at most 100000"),
        ("{\"type\": \"open\", \"template\": \"A.xml\", \"views\": [{\"key\": \"a\", \"width\": 1, \"height\": 1, \"appearance\": \"dim\"}]}",
         "the \"appearance\" of view 'a' must be \"light\" or \"dark\""),
        ("{\"type\": \"saveVariant\", \"template\": \"A.xml\", \"name\": \"\"}", "\"name\" must not be empty"),
        ("[" + String(repeating: " ", count: PreviewServer.maximumMessageSize) + "]",
         "a message of 1048578 bytes is longer than the limit of 1048576 bytes"),
    ])
    func badMessages(text: String, message: String) {
        #expect(ClientMessage.parse(text) == .failure(ClientMessage.Problem(message)))
    }
}
