import Foundation
import Testing
import TrellisExpressions
@testable import TrellisPreviewServer

struct VariantFileTests {
    @Test func aVariantIsAddedWithSortedKeysAndTwoSpaces() throws {
        let fixture = try PreviewFixture()
        try fixture.write("Card.preview.json", #"{"zeta": {"title": "Z"}, "empty": {}}"#)
        let inputs: [String: JSONValue] = [
            "title": .string("Long \"quoted\" title"), "count": .number(3, isInteger: true), "ratio": .number(0.5, isInteger: false),
            "user": .object(["name": .string("Ada"), "tags": .array([.bool(true), .null])]),
        ]
        try VariantFile.save(inputs, as: "long text", forTemplate: fixture.root + "/Card.xml")
        #expect(fixture.read("Card.preview.json") == """
            {
              "empty": {},
              "long text": {
                "count": 3,
                "ratio": 0.5,
                "title": "Long \\"quoted\\" title",
                "user": {
                  "name": "Ada",
                  "tags": [
                    true,
                    null
                  ]
                }
              },
              "zeta": {
                "title": "Z"
              }
            }

            """)
    }

    @Test func aMalformedVariantsFileIsLeftAsItIs() throws {
        let fixture = try PreviewFixture()
        try fixture.write("Card.preview.json", #"{"empty": "#)
        let problem = #expect(throws: VariantFile.Problem.self) {
            try VariantFile.save([:], as: "new", forTemplate: fixture.root + "/Card.xml")
        }
        #expect(problem?.message == "'\(fixture.root)/Card.preview.json' is not a JSON object of named variants; it was left as it is")
        #expect(fixture.read("Card.preview.json") == #"{"empty": "#)
    }
}
