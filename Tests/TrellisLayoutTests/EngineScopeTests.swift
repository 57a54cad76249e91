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

    /// The compiler checks one attribute text once for every node writing it; the engine
    /// binds its names for each node (a param of the node's own include, its own previous
    /// sibling, its own parent's size).
    func testAttributesOfTheSameTextReadTheirOwnNodesValues() throws {
        let card = #"<UIView><param name="gap" type="CGFloat"/><UIView id="inner" top="gap" width="50%" height="gap"/></UIView>"#
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="first" template="Card.xml" gap="12" width="100" height="auto"/>
            <UIView id="second" template="Card.xml" gap="30" top="previous.bottom + 5" width="200" height="auto"/>
            <UIView id="third" top="previous.bottom + 5" width="50%" height="gap"/>
        </UIView>
        """, state: ["gap": .double(7)], others: ["Card.xml": card]))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frames, [
            frame(0, 0, 320, 480), frame(0, 0, 100, 24), frame(0, 12, 50, 12), frame(0, 29, 200, 60), frame(0, 30, 100, 30),
            frame(0, 94, 160, 7),
        ])
    }

    /// A node with many properties (more than the engine finds by scanning) reads and is
    /// read by key path like any other.
    func testANodeWithManyPropertiesReadsThemByKeyPath() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="many" left="10" top="20" width="30" height="width + layer.cornerRadius" alpha="0.5" tag="3"
                    backgroundColor="#fff" clipsToBounds="true" isHidden="false" layer.cornerRadius="4" layer.borderWidth="1"
                    contentMode="center" isUserInteractionEnabled="false" accessibilityLabel="Many"/>
            <UIView id="next" top="#many.bottom" height="#many.alpha * 12 + #many.layer.borderWidth"/>
        </UIView>
        """))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("many"), frame(10, 20, 30, 34))
        XCTAssertEqual(result.frame("next"), frame(0, 54, 320, 7))
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

    /// `minX`, `midX`, `maxX` (and their y counterparts) are computed from a rect's origin
    /// and size, its virtual `x`/`width` included; `layer.contentsCenter` is UIKit's unit
    /// rectangle until set.
    /// Layout's `topLayoutGuide.length` and `bottomLayoutGuide.length` (still in its sample
    /// app) read the safe area's top and bottom insets on every view.
    func testLayoutGuideLengthsReadTheSafeArea() throws {
        let options = LayoutOptions(safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIScrollView id="scroll" top="topLayoutGuide.length" bottom="bottomLayoutGuide.length"/>
            <UIView id="bar" top="parent.topLayoutGuide.length + 8" height="bottomLayoutGuide.length"/>
        </UIView>
        """, options: options))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("scroll"), frame(0, 44, 320, 402))
        XCTAssertEqual(result.frame("bar"), frame(0, 52, 320, 34))
    }

    func testRectMembersAreComputedAndContentsCenterDefaultsToTheUnitRectangle() throws {
        let rect = Value.structure(type: "CGRect", members: [
            "origin": .structure(type: "CGPoint", members: ["x": .double(10), "y": .double(20)]),
            "size": .structure(type: "CGSize", members: ["width": .double(30), "height": .double(40)]),
        ])
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <param name="area" type="CGRect"/>
            <UIView id="param" left="area.maxX" top="area.midY" width="area.width" height="area.minX"/>
            <UIView id="unset" left="layer.contentsCenter.maxX" top="layer.contentsCenter.midY" width="layer.contentsCenter.size.width"
                    height="layer.contentsCenter.height"/>
            <UIView id="members" layer.contentsCenter.origin.x="5" layer.contentsCenter.width="10" left="layer.contentsCenter.minX"
                    width="layer.contentsCenter.maxX" top="layer.contentsCenter.maxY"/>
            <UIView id="whole" layer.contentsCenter="rect" left="layer.contentsCenter.midX" top="layer.contentsCenter.maxY"
                    width="layer.contentsCenter.maxX" height="layer.contentsCenter.minY"/>
        </UIView>
        """, state: ["rect": rect, "area": rect]))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frame("param"), frame(40, 40, 30, 10))
        XCTAssertEqual(result.frame("unset"), frame(1, 0.5, 1, 1))
        XCTAssertEqual(result.frame("members"), frame(5, 1, 15, 480))
        XCTAssertEqual(result.frame("whole"), frame(25, 60, 40, 20))
    }
}
