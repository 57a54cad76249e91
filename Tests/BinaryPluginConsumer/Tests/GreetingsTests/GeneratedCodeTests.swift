import TrellisRuntime
import XCTest
@testable import Greetings

/// Uses the Swift that the prebuilt tool generated and the compiled templates it bundled.
final class GeneratedCodeTests: XCTestCase {
    func testTheBundledLibraryHoldsTheTemplate() throws {
        XCTAssertEqual(try Templates.library().sources, ["Screens/Welcome.xml"])
        let welcome = try Templates.Welcome.load()
        XCTAssertEqual(welcome.nodes.map(\.component), ["UIView", "UILabel", "StarView"])
        XCTAssertEqual(welcome.inputs.map(\.name), ["isFavourite", "name"])
    }

    func testTheStateConvertsToTemplateValues() {
        let guest = Guest(name: "Ada", isFavourite: true)
        XCTAssertEqual(guest.welcomeState.templateValues, ["isFavourite": .bool(true), "name": .string("Ada")])
    }

    func testTheManifestColorIsATypedConstant() {
        XCTAssertEqual(Color.highlight, Color(red: 1, green: 0.8, blue: 0))
    }
}
