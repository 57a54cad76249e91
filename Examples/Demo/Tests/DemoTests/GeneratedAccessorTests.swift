import DesignSystem
import TrellisRuntime
import XCTest
@testable import Demo

/// Uses the Swift the TrellisPlugin generated for the Demo target, and the compiled
/// templates it bundled as a resource.
final class GeneratedAccessorTests: XCTestCase {
    func testTheBundledLibraryHoldsEveryTemplate() throws {
        let library = try Templates.library()
        XCTAssertEqual(library.sources, ["Cells/Card.xml", "Screens/Login.xml", "Screens/Profile.xml", "Views/Avatar.xml"])
    }

    func testLoginLoadsWithItsParamsInputsOutletsAndActions() throws {
        let login = try Templates.Login.load()
        XCTAssertEqual(login.source, Templates.Login.source)
        XCTAssertEqual(login.nodes.first?.component, "UIView")
        XCTAssertEqual(login.params.map(\.name), ["alignment", "title"])
        XCTAssertEqual(login.inputs.map(\.name), ["canSubmit", "username"])
        XCTAssertEqual(login.outlets.compactMap(\.name).sorted(), Templates.Login.Outlet.allCases.map(\.rawValue))
        XCTAssertEqual(login.actions.flatMap(\.selectors), Templates.Login.selectors)
        XCTAssertEqual(login.dependencies, ["Cells/Card.xml"])
    }

    func testProfileUsesTheCustomComponentFromTheDemoManifest() throws {
        let profile = try Templates.Profile.load(from: Templates.library())
        XCTAssertTrue(profile.nodes.contains { $0.component == "BadgeView" })
        XCTAssertEqual(Templates.Profile.Outlet.badge.rawValue, "badge")
        XCTAssertEqual(profile.dependencies, ["Views/Avatar.xml"])
    }

    func testTypedValuesConvertToTemplateValues() {
        let flow = SignInFlow()
        flow.username = "ada"
        XCTAssertEqual(flow.loginParams.templateValues, [
            "alignment": .enumCase(type: "NSTextAlignment", name: "center"),
            "title": .string("Welcome back"),
        ])
        XCTAssertEqual(flow.loginState.templateValues, ["canSubmit": .bool(true), "username": .string("ada")])
        XCTAssertEqual(flow.profileState(unread: 3).templateValues, [
            "avatar": .image("avatar-ada"),
            "isOnline": .bool(false),
            "name": .string("ada"),
            "unreadCount": .int(3),
        ])
    }

    func testPerformDispatchesTheTemplatesSelectors() {
        let flow = SignInFlow()
        let sender = ActionSender(template: Templates.Profile.source, node: 4, event: "touchUpInside")
        XCTAssertTrue(Templates.Login.perform("signIn:", on: flow, sender: sender))
        XCTAssertTrue(Templates.Profile.perform("signOut:", on: flow, sender: sender))
        XCTAssertTrue(Templates.Profile.perform("reconnect", on: flow, sender: sender))
        XCTAssertFalse(Templates.Profile.perform("signIn:", on: flow, sender: sender))
        XCTAssertEqual(flow.performed, ["signIn:", "signOut:", "reconnect"])
        XCTAssertTrue(flow.isOnline)
    }

    func testManifestColorsAndFontsAreTypedConstants() {
        XCTAssertEqual(Color.brand, Color(red: 0.2, green: 0.4, blue: 1.0))
        XCTAssertEqual(Color.accent.templateValue, .color(.init(red: 1, green: 149.0 / 255.0, blue: 0, alpha: 1)))
        XCTAssertEqual(Font.heading, Font(family: "System", weight: "bold", size: 24))
        XCTAssertEqual(Font.caption.traits, ["italic"])
    }
}
