import TrellisDiagnostics
import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// Run-time problems: each is a diagnostic with its template location, and evaluation goes
/// on with 0 or `nil` in place of what failed.
final class EngineDiagnosticsTests: XCTestCase {
    private func span(_ line: Int, _ column: Int, _ offset: Int, _ length: Int) -> SourceSpan {
        SourceSpan(file: "Test.xml", line: line, column: column, offset: offset, length: length)
    }

    private struct Loud: Error, CustomStringConvertible {
        var description: String { "too loud" }
    }

    func testMissingInputIsOneErrorListingEveryUse() throws {
        let result = try XCTUnwrap(EngineFixture.layout(#"<UIView><UILabel text="{title}"/><UILabel top="30" text="Hello {title}"/></UIView>"#))
        XCTAssertEqual(result.diagnostics, [
            .error(.missingInput, "no value for 'title' (String); give it in the state or the constants", at: span(1, 25, 24, 5), notes: [
                DiagnosticNote("'title' is read here", at: span(1, 25, 24, 5)),
                DiagnosticNote("'title' is read here", at: span(1, 65, 64, 5)),
            ]),
        ])
        // Both labels are still laid out, with empty text.
        XCTAssertEqual(result.frames, [frame(0, 0, 320, 480), frame(0, 0, 0, 0), frame(0, 30, 0, 0)])
        XCTAssertEqual(result.nodes[2].value("text"), .nil)
    }

    /// A page template is placed in a scroll view; laid out on its own, its root's parent is
    /// a plain view, whose unset scroll-view members read their zero values, with a warning.
    func testRootParentMemberOnlyOtherViewsHaveReadsItsUnsetValueWithAWarning() throws {
        let engine = try XCTUnwrap(EngineFixture.engine(#"<UIView height="parent.contentSize.height + 20" top="parent.width / 4"/>"#))
        XCTAssertEqual(engine.diagnostics, [
            .warning(
                .rootParent, "the root's parent is laid out as a plain UIView, which has no 'contentSize.height'; 'parent.contentSize.height' reads 0",
                at: span(1, 2, 1, 6)
            ),
        ])
        let result = engine.evaluate(constants: [:], state: [:], size: Size(width: 320, height: 480))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.frames, [frame(0, 80, 320, 20)])
    }

    func testStateShadowsConstants() throws {
        let result = try XCTUnwrap(EngineFixture.layout(
            #"<UIView><UILabel text="{title}"/></UIView>"#, constants: ["title": .string("A")], state: ["title": .string("Hello")]
        ))
        XCTAssertEqual(result.nodes[1].value("text"), .string("Hello"))
        XCTAssertEqual(result.diagnostics, [])
    }

    func testOutOfRangeSubscript() throws {
        let result = try XCTUnwrap(EngineFixture.layout(#"<UIView><UILabel text="{'abc'[5]}"/></UIView>"#))
        XCTAssertEqual(result.diagnostics, [.error(.evaluationError, "index 5 is out of range for a string of 3 characters", at: span(1, 25, 24, 8))])
    }

    /// A value written identically twice is checked once and compiled with its spans where
    /// it was first checked; each use still reports its errors where it is.
    func testErrorsOfARepeatedValueAreReportedWhereEachUseIs() throws {
        let result = try XCTUnwrap(EngineFixture.layout(#"<UIView><UILabel text="{'abc'[5]}"/><UILabel top="9" text="{'abc'[5]}"/></UIView>"#))
        XCTAssertEqual(result.diagnostics, [
            .error(.evaluationError, "index 5 is out of range for a string of 3 characters", at: span(1, 25, 24, 8)),
            .error(.evaluationError, "index 5 is out of range for a string of 3 characters", at: span(1, 61, 60, 8)),
        ])
        let registry = EngineFixture.registry(adding: "functions:\n  shout: {parameters: [String], returns: String}\n")
        let engine = try XCTUnwrap(EngineFixture.engine(
            #"<UIView><UILabel text="{shout('a')}"/><UILabel top="9" text="{shout('a')}"/></UIView>"#, registry: registry
        ))
        XCTAssertEqual(engine.diagnostics, [
            .error(.evaluationError, "no implementation is registered for the function 'shout'", at: span(1, 25, 24, 10)),
            .error(.evaluationError, "no implementation is registered for the function 'shout'", at: span(1, 63, 62, 10)),
        ])
    }

    func testFailingCustomFunction() throws {
        let registry = EngineFixture.registry(adding: "functions:\n  shout: {parameters: [String], returns: String}\n")
        var options = LayoutOptions()
        options.functions.register("shout") { _ in throw Loud() }
        let result = try XCTUnwrap(EngineFixture.layout(#"<UIView><UILabel text="{shout('a')}"/></UIView>"#, registry: registry, options: options))
        XCTAssertEqual(result.diagnostics, [.error(.evaluationError, "'shout' failed: too loud", at: span(1, 25, 24, 10))])
    }

    func testFunctionWithoutImplementationIsReportedWhenTheEngineIsBuilt() throws {
        let registry = EngineFixture.registry(adding: "functions:\n  shout: {parameters: [String], returns: String}\n")
        let engine = try XCTUnwrap(EngineFixture.engine(#"<UIView><UILabel text="{shout('a')}"/></UIView>"#, registry: registry))
        XCTAssertEqual(engine.diagnostics, [.error(.evaluationError, "no implementation is registered for the function 'shout'", at: span(1, 25, 24, 10))])
        XCTAssertEqual(engine.evaluate(size: Size(width: 10, height: 10)).diagnostics, [])
    }

    func testCycleBetweenTwoExpressions() throws {
        let result = try XCTUnwrap(EngineFixture.layout(#"<UIView><UIView width="height" height="width"/></UIView>"#))
        XCTAssertEqual(result.diagnostics, [
            .error(
                .dependencyCycle, "dependency cycle: height -> width -> height; break it by giving one of these a value that does not depend on the others",
                at: span(1, 40, 39, 5),
                notes: [
                    DiagnosticNote("'height' of UIView is computed here", at: span(1, 40, 39, 5)),
                    DiagnosticNote("'width' of UIView is computed here", at: span(1, 24, 23, 6)),
                ]
            ),
        ])
        XCTAssertEqual(result.frames.last, frame(0, 0, 0, 0))
    }

    func testCycleThroughAutoBetweenParentAndChild() throws {
        let result = try XCTUnwrap(EngineFixture.layout(
            #"<UIView><UIView id="box" width="auto" height="auto"><UIView width="parent.height" height="parent.width"/></UIView></UIView>"#
        ))
        XCTAssertEqual(result.messages, [
            "dependency cycle: #box.width -> UIView(Test.xml:1:54).width -> #box.height -> UIView(Test.xml:1:54).height -> #box.width; "
                + "break it by giving one of these a value that does not depend on the others",
        ])
    }

    func testCycleThroughSiblingsNamesNodesWithoutIDByTheirPlace() throws {
        let result = try XCTUnwrap(EngineFixture.layout(
            #"<UIView><UIView top="next.top" height="10"/><UIView id="b" top="previous.top" height="10"/></UIView>"#
        ))
        XCTAssertEqual(result.diagnostics, [
            .error(
                .dependencyCycle, "dependency cycle: UIView(Test.xml:1:10).top -> #b.top -> UIView(Test.xml:1:10).top; "
                    + "break it by giving one of these a value that does not depend on the others",
                at: span(1, 10, 9, 6),
                notes: [
                    DiagnosticNote("'top' of UIView is computed here", at: span(1, 10, 9, 6)),
                    DiagnosticNote("'top' of #b is computed here", at: span(1, 46, 45, 6)),
                ]
            ),
        ])
    }

    func testNonFiniteFramePropertiesWarnAtTheirExpression() throws {
        let engine = try XCTUnwrap(EngineFixture.engine(
            #"<UIView><UIView left="big * big" top="-1 / zero" width="zero / zero" height="10" alpha="1 / zero"/></UIView>"#
        ))
        let result = engine.evaluate(state: ["zero": .double(0), "big": .double(1e300)], size: Size(width: 100, height: 100))
        let suffix = ", which no frame can use (a division by zero or an overflow?); it is ignored"
        XCTAssertEqual(result.diagnostics, [
            .warning(.invalidFrameValue, "'left' evaluates to infinity" + suffix, at: span(1, 23, 22, 9)),
            .warning(.invalidFrameValue, "'top' evaluates to -infinity" + suffix, at: span(1, 39, 38, 9)),
            .warning(.invalidFrameValue, "'width' evaluates to NaN" + suffix, at: span(1, 57, 56, 11)),
        ])
        XCTAssertEqual(result.frames.last, frame(0, 0, 0, 10))
        let fixed = engine.setState(["zero": .double(1), "big": .double(1)])
        XCTAssertEqual(fixed.diagnostics, [], "the warnings go once the values are finite")
        XCTAssertEqual(fixed.frames.last, frame(1, -1, 1, 10))
    }

    func testCycleOnlySomeValuesTakeIsReportedOnlyThen() throws {
        let engine = try XCTUnwrap(EngineFixture.engine(
            #"<UIView><UIView width="loop ? height : 10" height="loop ? width : 20"/></UIView>"#
        ))
        let fine = engine.evaluate(state: ["loop": .bool(false)], size: Size(width: 100, height: 100))
        XCTAssertEqual(fine.diagnostics, [])
        XCTAssertEqual(fine.frames.last, frame(0, 0, 10, 20))
        let looping = engine.setState(["loop": .bool(true)])
        XCTAssertEqual(looping.messages.count, 1)
        XCTAssertTrue(looping.messages.first?.hasPrefix("dependency cycle: ") ?? false)
    }

    func testInconsistentIRIsReportedNotLaidOut() throws {
        let (compiled, _) = EngineFixture.compile("<UIView><UIView/></UIView>")
        var template = try XCTUnwrap(compiled)
        template.nodes[1].parent = 5
        let engine = LayoutEngine(template: template, registry: EngineFixture.registry)
        XCTAssertEqual(engine.diagnostics.map(\.message), ["the compiled template 'Test.xml' is inconsistent at node 0; compile it again"])
        XCTAssertEqual(engine.evaluate(size: Size(width: 10, height: 10)).nodeCount, 0)
    }
}
