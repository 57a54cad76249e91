import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// Names as the compiler resolved them: params, macros and a node's own properties.
final class EngineScopeTests: XCTestCase {
    func testParamsTakeTheImportersValueElseTheirDefault() throws {
        let card = """
        <UIView>
            <param name="title" type="String"/>
            <param name="gap" type="CGFloat"/>
            <UILabel id="label" top="gap" text="{title}"/>
        </UIView>
        """
        let result = try XCTUnwrap(EngineFixture.layout(
            #"<UIView><UIView template="Card.xml" title="Hi" gap="12"/></UIView>"#, others: ["Card.xml": card]
        ))
        XCTAssertEqual(result.diagnostics, [])
        let label = try XCTUnwrap(result.nodes.first { $0.id == "label" })
        XCTAssertEqual(label.value("text"), .string("Hi"))
        XCTAssertEqual(label.frame, frame(0, 12, 18, 20))
    }

    func testParamsWithoutValueReadTheInputOfTheirName() throws {
        let card = #"<UIView><param name="title" type="String"/><UILabel text="{title}"/></UIView>"#
        let result = try XCTUnwrap(EngineFixture.layout(
            #"<UIView template="Card.xml"/>"#, state: ["title": .string("Hi")], others: ["Card.xml": card]
        ))
        XCTAssertEqual(result.nodes.last?.value("text"), .string("Hi"))
    }

    func testMacrosAreExpanded() throws {
        let result = try XCTUnwrap(EngineFixture.layout(#"<UIView><macro name="GAP" value="12"/><UIView top="GAP * 2" height="GAP"/></UIView>"#))
        XCTAssertEqual(result.frames.last, frame(0, 24, 320, 12))
    }

    func testOwnPropertiesAndStructMembers() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIScrollView id="scroll" contentInset.top="10" contentInset.bottom="5" height="contentInset.top + contentInset.bottom"/>
            <UIScrollView id="whole" top="50" contentInset="scroll.contentInset" height="contentInset.top * 2"/>
        </UIView>
        """, state: ["scroll.contentInset": .structure(type: "UIEdgeInsets", members: [
            "top": .double(7), "left": .double(0), "bottom": .double(0), "right": .double(0),
        ])]))
        XCTAssertEqual(result.frame("scroll"), frame(0, 0, 320, 15))
        XCTAssertEqual(result.frame("whole"), frame(0, 50, 320, 14))
    }
}
