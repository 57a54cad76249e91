@testable import TrellisTemplates
import XCTest

/// CGRect's computed members (`minX`, `midX`, `maxX` and their y counterparts) can be read
/// but, as in UIKit, not set.
final class RectMemberTests: XCTestCase {
    func testComputedMembersAreReadable() {
        assertCompiles("<UIView layer.cornerRadius=\"layer.contentsCenter.maxX + layer.contentsCenter.midY\"/>\n")
    }

    func testComputedMembersCannotBeSet() {
        let messages = CompilerFixture(template: "<UIView layer.contentsCenter.x=\"1\" layer.contentsCenter.minX=\"5\"/>\n").messages()
        XCTAssertEqual(messages, [
            "T.xml:1:36: error: cannot set 'layer.contentsCenter.minX': a CGRect computes it from its origin and size; set 'layer.contentsCenter.origin' and 'layer.contentsCenter.size' instead [unavailable-property]",
        ])
    }
}
