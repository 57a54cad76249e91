import TrellisDiagnostics
import XCTest
@testable import TrellisLayout

/// Conflicts and ambiguity found at build time (`trellis check`): what holds whatever the
/// inputs, the parent's size and safe area, and the frames of siblings placed by
/// expressions.
final class ConstraintCheckTests: XCTestCase {
    private func span(_ line: Int, _ column: Int, _ offset: Int, _ length: Int) -> SourceSpan {
        SourceSpan(file: "Test.xml", line: line, column: column, offset: offset, length: length)
    }

    private func check(_ xml: String) throws -> [Diagnostic] {
        let (template, diagnostics) = EngineFixture.compile(xml)
        XCTAssertEqual(diagnostics, [])
        return ConstraintCheck.diagnostics(for: try XCTUnwrap(template), registry: EngineFixture.registry)
    }

    /// A conflict that no parent size resolves: an error at the constraint left out, with
    /// a note at each constraint of the minimal conflicting set.
    func testAConflictForEveryParentSize() throws {
        let diagnostics = try check("""
        <UIView>
            <UIView id="a" constrain="top; leading; trailing.offset(-10); width >> parent.width; height >> 20"/>
        </UIView>
        """)
        XCTAssertEqual(diagnostics, [
            .error(
                .constraintConflict, "unable to satisfy the constraints of #a: this constraint conflicts with 2 other required constraints, so it is ignored",
                at: span(2, 67, 75, 21), notes: [
                    DiagnosticNote("conflicting constraint of #a", at: span(2, 36, 44, 7)),
                    DiagnosticNote("conflicting constraint of #a", at: span(2, 45, 53, 20)),
                ]
            ),
        ])
    }

    /// A constant frame attribute is held by the solver without a marker (it never
    /// changes); a conflict with it still names it among the conflicting constraints.
    func testAConflictWithAConstantFrameAttributeNamesTheAttribute() throws {
        let diagnostics = try check("""
        <UIView>
            <UIView id="a" height="30" constrain="top; leading; width >> 10; height >> 20"/>
        </UIView>
        """)
        XCTAssertEqual(diagnostics, [
            .error(
                .constraintConflict, "unable to satisfy the constraints of #a: this constraint conflicts with another required constraint, so it is ignored",
                at: span(2, 70, 78, 12), notes: [DiagnosticNote("conflicting constraint of #a", at: span(2, 28, 36, 2))]
            ),
        ])
    }

    /// A view its constants leave free is a warning naming the view and the axis.
    func testAViewFreeOnAnAxis() throws {
        let diagnostics = try check("""
        <UIView>
            <UIView id="b" constrain="top; leading; height >> 10"/>
        </UIView>
        """)
        XCTAssertEqual(diagnostics, [
            .warning(.ambiguousLayout, "ambiguous layout: the constraints leave the width of #b free", at: span(2, 6, 14, 6)),
        ])
    }

    /// What depends on the screen is left to layout time: `all; width >> 100` holds on a
    /// parent 100 wide, and constraints to a sibling placed by an expression hold wherever
    /// it is; system spacings are constants.
    func testWhatTheScreenDecidesIsNotReported() throws {
        let diagnostics = try check("""
        <UIView>
            <UIView id="c" constrain="all; width >> 100"/>
            <UIView id="p" left="offset" top="0" width="10" height="10"/>
            <UIView id="d" constrain="leading >> #p.trailing.offset(systemSpacing * 2); top >> #p.top; trailing; height >> safeArea.height"/>
        </UIView>
        """)
        XCTAssertEqual(diagnostics, [])
    }

    /// A number read from an input leaves its constraint out: the constant ones still
    /// conflict, but what is free is not known before layout.
    func testConstraintsWithInputsAreLeftOut() throws {
        let diagnostics = try check("""
        <UIView>
            <UIView id="e" constrain="width >> 100; width >> 50; height >> rowHeight"/>
        </UIView>
        """)
        XCTAssertEqual(diagnostics, [
            .error(
                .constraintConflict, "unable to satisfy the constraints of #e: this constraint conflicts with another required constraint, so it is ignored",
                at: span(2, 45, 53, 11), notes: [DiagnosticNote("conflicting constraint of #e", at: span(2, 31, 39, 12))]
            ),
        ])
    }

    /// A template without constraints costs nothing to check.
    func testATemplateWithoutConstraints() throws {
        XCTAssertEqual(try check(#"<UIView><UIView width="size"/></UIView>"#), [])
    }
}
