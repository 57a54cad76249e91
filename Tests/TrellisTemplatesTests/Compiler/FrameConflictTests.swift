import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

/// Conflicting frame expressions on one axis: an expression computed from the others is
/// consistent with them; one computed from only some of them still conflicts.
final class FrameConflictTests: XCTestCase {
    func testCenterBesideALiteralLeftAndWidthConflicts() {
        XCTAssertEqual(CompilerFixture(template: #"<UIView width="100" left="0" center.x="50%"/>"#).messages(), [
            "T.xml:1:30: warning: conflicting frame expressions: 'width', 'left' and 'center.x' are all set, so one of them is ignored; remove one [frame-conflict]",
        ])
    }

    func testCenterBesideALeftComputedFromTheWidthConflictsToo() {
        XCTAssertEqual(CompilerFixture(template: #"<UIView width="100" left="50% - width / 2" center.x="50%"/>"#).messages(), [
            "T.xml:1:44: warning: conflicting frame expressions: 'width', 'left' and 'center.x' are all set, so one of them is ignored; remove one [frame-conflict]",
        ])
    }

    func testAnEdgeComputedFromAllTheOthersIsConsistent() {
        XCTAssertEqual(CompilerFixture(template: #"<UIView left="10" width="100" right="left + width"/>"#).messages(), [])
        XCTAssertEqual(CompilerFixture(template: #"<UIView top="10" height="40" center.y="top + height / 2"/>"#).messages(), [])
    }
}
