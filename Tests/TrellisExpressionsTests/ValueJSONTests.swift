import Foundation
import TrellisExpressions
import TrellisRegistry
import XCTest

/// JSON constants and state turned into values of the types their uses imply.
final class ValueJSONTests: XCTestCase {
    func json(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    func value(_ text: String, as type: ValueType) throws -> Value {
        try json(text).value(as: type, registry: checkingRegistry, fonts: FontGrammar(catalog: checkingRegistry.fonts))
    }

    func testScalars() throws {
        XCTAssertEqual(try json("true"), .bool(true))
        XCTAssertEqual(try json("3"), .number(3, isInteger: true))
        XCTAssertEqual(try json("3.5"), .number(3.5, isInteger: false))
        XCTAssertEqual(try value("3", as: .int), .int(3))
        XCTAssertEqual(try value("3", as: .double), .double(3))
        XCTAssertEqual(try value("3", as: .any), .int(3))
        XCTAssertEqual(try value("3.5", as: .any), .double(3.5))
        XCTAssertEqual(try value("null", as: .double), .nil)
        XCTAssertEqual(try value("\"x.png\"", as: .image), .image("x.png"))
        XCTAssertEqual(try value("\"http://a\"", as: .url), .url("http://a"))
    }

    func testRegistryTypes() throws {
        XCTAssertEqual(try value("\"#ff0000\"", as: .color), .color(RGBAColor(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(try value("\"red\"", as: .color), .color(RGBAColor(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(try value("\"center\"", as: .enumeration("NSTextAlignment")), .enumCase(type: "NSTextAlignment", name: "center"))
        XCTAssertEqual(try value("[\"link\", \"phoneNumber\"]", as: .options("UIDataDetectorTypes")), .options(type: "UIDataDetectorTypes", cases: ["link", "phoneNumber"]))
        XCTAssertEqual(try value("\"Courier 12\"", as: .font), .font(FontValue(family: "Courier", size: 12)))
        XCTAssertEqual(try value("{\"top\": 1, \"left\": 2.5}", as: .structure("UIEdgeInsets")),
                       .structure(type: "UIEdgeInsets", members: ["top": .double(1), "left": .double(2.5)]))
        XCTAssertEqual(try value("[1, 2]", as: .array(.double)), .array([.double(1), .double(2)]))
        XCTAssertEqual(try value("\"flip\"", as: .opaque("CATransform3D")), .opaque(OpaqueValue(typeName: "CATransform3D", identifier: "flip")))
    }

    func testMismatchesNameTheValue() {
        XCTAssertThrowsError(try value("\"yes\"", as: .bool)) { XCTAssertEqual(($0 as? EvaluationError)?.message, "expected Bool, got \"yes\"") }
        XCTAssertThrowsError(try value("2.5", as: .int)) { XCTAssertEqual(($0 as? EvaluationError)?.message, "expected Int, got 2.5") }
        let outOfRange = ["9223372036854775807": "9.223372036854776e+18", "-1e19": "-1e+19", "1e300": "1e+300"]
        for (json, read) in outOfRange {
            XCTAssertThrowsError(try value(json, as: .int)) {
                XCTAssertEqual(($0 as? EvaluationError)?.message, """
                    expected Int, got \(read), which is out of Int's range; \
                    JSON numbers are read as Doubles, exact for whole numbers up to ±2^53
                    """)
            }
        }
        XCTAssertEqual(try value("9007199254740992", as: .int), .int(9_007_199_254_740_992))
        XCTAssertThrowsError(try value("\"#ggg\"", as: .color)) { XCTAssertEqual(($0 as? EvaluationError)?.message, "expected Color, got \"#ggg\"") }
        XCTAssertThrowsError(try value("\"middle\"", as: .enumeration("NSTextAlignment"))) {
            XCTAssertEqual(($0 as? EvaluationError)?.message, "expected NSTextAlignment, got \"middle\"")
        }
        XCTAssertThrowsError(try value("{}", as: .any)) {
            XCTAssertEqual(($0 as? EvaluationError)?.message, "a JSON object needs a struct type; use its members ('name.member') instead")
        }
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        XCTAssertThrowsError(try value(deep, as: .any)) { XCTAssertEqual(($0 as? EvaluationError)?.message, "JSON value is nested too deeply") }
    }

    func testNestedObjectsFlattenToDottedNames() throws {
        let flattened = try json("{\"colors\": {\"primary\": \"#fff\", \"dark\": {\"text\": 1}}, \"n\": 2}").flattened()
        XCTAssertEqual(flattened.keys.sorted(), ["colors", "colors.dark", "colors.dark.text", "colors.primary", "n"])
        XCTAssertEqual(flattened["colors.dark.text"], .number(1, isInteger: true))
    }
}
