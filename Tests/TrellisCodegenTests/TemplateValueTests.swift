import Foundation
import TrellisExpressions
import TrellisRegistry
import TrellisRuntime
import XCTest

/// Swift values handed to templates become the expression language's values.
final class TemplateValueTests: XCTestCase {
    func testPrimitives() {
        XCTAssertEqual(3.templateValue, .int(3))
        XCTAssertEqual(2.5.templateValue, .double(2.5))
        XCTAssertEqual(true.templateValue, .bool(true))
        XCTAssertEqual("a".templateValue, .string("a"))
        XCTAssertEqual(URL(string: "images/a.png")?.templateValue, .url("images/a.png"))
    }

    func testRuntimeTypes() {
        XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0).templateValue, .color(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
        XCTAssertEqual(
            Font(weight: "bold", traits: ["italic"], size: 20).templateValue,
            .font(FontValue(family: "System", weight: "bold", traits: ["italic"], size: 20))
        )
        XCTAssertEqual(Image(name: "avatar").templateValue, .image("avatar"))
        XCTAssertNil(Image(name: "avatar").standardImageProperty)
        XCTAssertEqual(Image(name: "UIImage.checkmark").standardImageProperty, "checkmark")
        XCTAssertNil(Image(name: "UIImage.appLogo").standardImageProperty)
        XCTAssertEqual(ActionSelector("wasPressed:").templateValue, .selector("wasPressed:"))
        let literal: ActionSelector = "refresh"
        XCTAssertEqual(literal.name, "refresh")
        XCTAssertEqual(TemplateAttributedText(text: "<b>x</b>", isMarkup: true).templateValue, .attributedString(.init(text: "<b>x</b>", isMarkup: true)))
        XCTAssertEqual(TemplateOpaqueValue(typeName: "CGPath", identifier: "p").templateValue, .opaque(.init(typeName: "CGPath", identifier: "p")))
    }

    func testCollectionsAndOptionals() {
        XCTAssertEqual([1, 2].templateValue, .array([.int(1), .int(2)]))
        XCTAssertEqual((nil as String?).templateValue, .nil)
        XCTAssertEqual(("x" as String?).templateValue, .string("x"))
        XCTAssertEqual(TemplateValue.int(4).templateValue, .int(4))
    }
}
