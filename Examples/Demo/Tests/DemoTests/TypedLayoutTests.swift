import TrellisLayout
import TrellisRuntime
import XCTest
@testable import Demo

/// The typed entry point to the layout core that the plugin generates because the Demo
/// target depends on TrellisLayout: frames and values by the templates' ids and outlets.
final class TypedLayoutTests: XCTestCase {
    private let phone = Size(width: 375, height: 812)

    func testProfileLaysOutTheDesignSystemsBadgeByOutlet() throws {
        let flow = SignInFlow()
        flow.username = "ada"
        let layout = try Templates.Profile.layout(size: phone, state: flow.profileState(unread: 3))
        XCTAssertEqual(layout.result.diagnostics.map(\.message), [])
        // The avatar (16, 16, 64 × 64), the name label 12 points after it ("ada" is 23 points
        // wide in System italic 12), the badge 8 points after that at its manifest's 24 × 24.
        XCTAssertEqual(layout.frame(.badge), Rect(x: 123, y: 16, width: 24, height: 24))
        XCTAssertEqual(layout.result.node(2).frame, Rect(x: 92, y: 16, width: 23, height: 14))
        XCTAssertEqual(layout.value("count", of: .badge), .int(3))
        XCTAssertEqual(layout.value("style", of: .badge), .enumCase(type: "BadgeStyle", name: "pill"))
        XCTAssertEqual(Templates.Profile.LayoutResult.node(.badge), 3)
    }

    func testLoginLaysOutByIdAndOutlet() throws {
        let flow = SignInFlow()
        flow.username = "ada"
        let layout = try Templates.Login.layout(size: phone, state: flow.loginState, params: flow.loginParams)
        XCTAssertEqual(layout.result.diagnostics.map(\.message), [])
        // Inside the card's content view (16, 52 in the card at y 20): the text field fills
        // the width, the button sits 12 points below it.
        XCTAssertEqual(layout.frame(.usernameField), Rect(x: 0, y: 0, width: 343, height: 20))
        XCTAssertEqual(layout.frame(.submit), Rect(x: 0, y: 32, width: 52, height: 30))
        XCTAssertEqual(layout.frame(.submitButton), layout.frame(.submit))
        XCTAssertEqual(layout.result.frameInRoot(Templates.Login.LayoutResult.node(.submit)), Rect(x: 16, y: 104, width: 52, height: 30))
        XCTAssertEqual(layout.value("isEnabled", of: .submit), .bool(true))
        XCTAssertEqual(layout.value("text", of: .usernameField), .string("ada"))
    }
}
