@testable import TrellisCodegen
import XCTest

final class ActionMethodTests: XCTestCase {
    func testSelectorWithoutArguments() throws {
        let method = try XCTUnwrap(ActionMethod(selector: "refresh"))
        XCTAssertEqual(method.declaration, "func refresh()")
        XCTAssertEqual(method.call, "owner.refresh()")
    }

    func testSelectorWithTheSender() throws {
        let method = try XCTUnwrap(ActionMethod(selector: "wasPressed:"))
        XCTAssertEqual(method.declaration, "func wasPressed(_ sender: ActionSender)")
        XCTAssertEqual(method.call, "owner.wasPressed(sender)")
    }

    func testSelectorWithLabels() throws {
        let method = try XCTUnwrap(ActionMethod(selector: "tapped:withEvent:"))
        XCTAssertEqual(method.declaration, "func tapped(_ sender: ActionSender, withEvent argument2: ActionSender)")
        XCTAssertEqual(method.call, "owner.tapped(sender, withEvent: sender)")
    }

    func testKeywordBaseNamesAreEscaped() throws {
        XCTAssertEqual(try XCTUnwrap(ActionMethod(selector: "default:")).declaration, "func `default`(_ sender: ActionSender)")
    }

    func testSelectorsThatNameNoMethod() {
        for selector in ["", ":", "was pressed:", "a::", "a:b", "1a:", "a:b c:"] {
            XCTAssertNil(ActionMethod(selector: selector), selector)
        }
    }
}
