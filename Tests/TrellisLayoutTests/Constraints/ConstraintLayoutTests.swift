import TrellisDiagnostics
import TrellisTemplates
import XCTest
@testable import TrellisLayout

final class ConstraintLayoutTests: XCTestCase {
    private let layout = ConstraintLayout(size: Size(width: 375, height: 812))

    // GetLaid README: `addForAutoLayout(header) >> allButBottom` with a height.
    func testHeaderPinnedToThreeEdges() {
        let header = child([
            pin(.top, .parent(.top)), pin(.leading, .parent(.leading)), pin(.trailing, .parent(.trailing)), size(.height, 44),
        ])
        XCTAssertEqual(frames([header]), [Rect(x: 0, y: 0, width: 375, height: 44)])
    }

    // GetLaid README: `subview >> allButBottom; subview >> height.at(0.2)`.
    func testHeightAtAFifthOfTheParent() {
        let subview = child([
            pin(.top, .parent(.top)), pin(.leading, .parent(.leading)), pin(.trailing, .parent(.trailing)),
            pin(.height, .parent(.height), multiplier: 0.2),
        ])
        XCTAssertEqual(frames([subview]), [Rect(x: 0, y: 0, width: 375, height: 162.4)])
    }

    func testCenteredSquare() {
        let box = child([pin(.centerX, .parent(.centerX)), pin(.centerY, .parent(.centerY)), size(.width, 100), size(.height, 100)])
        XCTAssertEqual(frames([box]), [Rect(x: 137.5, y: 356, width: 100, height: 100)])
    }

    func testChainToThePreviousSibling() {
        let first = child([pin(.leading, .parent(.leading), constant: 16), pin(.top, .parent(.top), constant: 20), size(.width, 50), size(.height, 50)])
        let second = child([pin(.leading, .child(0, .trailing), constant: 8), pin(.top, .child(0, .top)), size(.width, 60), size(.height, 30)])
        XCTAssertEqual(frames([first, second]), [Rect(x: 16, y: 20, width: 50, height: 50), Rect(x: 74, y: 20, width: 60, height: 30)])
    }

    func testRightToLeftOffsetsMoveInwards() {
        let rtl = ConstraintLayout(size: Size(width: 375, height: 812), direction: .rightToLeft)
        let first = child([pin(.leading, .parent(.leading), constant: 16), pin(.top, .parent(.top)), size(.width, 100), size(.height, 20)])
        let second = child([pin(.leading, .child(0, .trailing), constant: 8), pin(.top, .parent(.top)), size(.width, 50), size(.height, 20)])
        XCTAssertEqual(rtl.solve([first, second]).frames, [Rect(x: 259, y: 0, width: 100, height: 20), Rect(x: 201, y: 0, width: 50, height: 20)])
    }

    func testSafeAreaInsets() {
        let inset = ConstraintLayout(size: Size(width: 375, height: 812), safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let content = child([
            pin(.top, .safeArea(.top)), pin(.leading, .safeArea(.leading)), pin(.bottom, .safeArea(.bottom)), pin(.trailing, .safeArea(.trailing)),
        ])
        XCTAssertEqual(inset.solve([content]).frames, [Rect(x: 0, y: 44, width: 375, height: 734)])
    }

    // MARK: Intrinsic size and priorities

    func testIntrinsicSizeGivesTheSizeWhereConstraintsLeaveIt() {
        let label = child([pin(.leading, .parent(.leading), constant: 16), pin(.centerY, .parent(.centerY))], intrinsic: Size(width: 80, height: 20))
        XCTAssertEqual(frames([label]), [Rect(x: 16, y: 396, width: 80, height: 20)])
    }

    func testRequiredEdgesCompressALongLabel() {
        let label = child(
            [pin(.leading, .parent(.leading), constant: 16), pin(.trailing, .parent(.trailing), constant: -16), pin(.top, .parent(.top))],
            intrinsic: Size(width: 400, height: 20)
        )
        XCTAssertEqual(frames([label]), [Rect(x: 16, y: 0, width: 343, height: 20)])
    }

    func testHuggingKeepsALabelShortUnlessAHigherPriorityStretchesIt() {
        func label(widthPriority: Int) -> ConstrainedChild {
            child([
                pin(.leading, .parent(.leading), constant: 16), pin(.top, .parent(.top)),
                pin(.trailing, .parent(.trailing), relation: .lessThanOrEqual, constant: -16),
                EvaluatedConstraint(source: .width, relation: .equal, target: nil, constant: 200, priority: ConstraintPriority(widthPriority)),
            ], intrinsic: Size(width: 80, height: 20))
        }
        XCTAssertEqual(frames([label(widthPriority: 249)]).first?.width, 80)
        XCTAssertEqual(frames([label(widthPriority: 251)]).first?.width, 200)
    }

    func testBaselines() {
        let title = child([pin(.top, .parent(.top), constant: 10), pin(.leading, .parent(.leading))], intrinsic: Size(width: 100, height: 40), baselines: (15, 35))
        let detail = child([pin(.firstBaseline, .child(0, .lastBaseline), constant: 8), pin(.leading, .parent(.leading))], intrinsic: Size(width: 60, height: 20), baselines: (16, 16))
        // detail.y + 16 == 10 + 35 + 8
        XCTAssertEqual(frames([title, detail]), [Rect(x: 0, y: 10, width: 100, height: 40), Rect(x: 0, y: 37, width: 60, height: 20)])
    }

    // MARK: Diagnostics

    func testConflictingRequiredConstraintsAreReportedWithEveryMember() {
        let (a, b, c) = (span(1, 5), span(2, 5), span(3, 5))
        let box = child([
            pin(.leading, .parent(.leading), constant: 10, at: a), pin(.top, .parent(.top)), size(.height, 10),
            pin(.trailing, .parent(.trailing), constant: -10, at: b), size(.width, 100, at: c),
        ], name: "UIView 'box'")
        let (rects, diagnostics) = layout.solve([box])
        XCTAssertEqual(rects, [Rect(x: 10, y: 0, width: 355, height: 10)], "the refused constraint is left out")
        XCTAssertEqual(render(diagnostics), [
            "T.xml:3:5: error: unable to satisfy the constraints of UIView 'box': this constraint conflicts with 2 other required constraints, so it is ignored [constraint-conflict]",
            "T.xml:1:5: note: conflicting constraint of UIView 'box'",
            "T.xml:2:5: note: conflicting constraint of UIView 'box'",
        ])
    }

    /// Constraints with literal numbers are held without markers (`isFixed`); a conflict
    /// among them names the same constraints as among marked ones.
    func testAConflictAmongFixedConstraintsIsReportedAsAmongMarkedOnes() {
        func row(isFixed: Bool) -> [ConstrainedChild] {
            func fixed(_ constraint: EvaluatedConstraint) -> EvaluatedConstraint {
                var copy = constraint
                copy.isFixed = isFixed
                return copy
            }
            return [
                child([pin(.leading, .parent(.leading)), pin(.top, .parent(.top)), fixed(size(.width, 100)), fixed(size(.height, 10))], name: "UIView 'a'"),
                child([
                    fixed(pin(.leading, .child(0, .trailing), constant: 8, at: span(3, 5))), fixed(size(.width, 50, at: span(4, 5))),
                    fixed(pin(.trailing, .child(0, .trailing), constant: 20, at: span(5, 5))), pin(.top, .parent(.top)), fixed(size(.height, 10)),
                ], name: "UIView 'b'"),
            ]
        }
        let (frames, diagnostics) = layout.solve(row(isFixed: true))
        XCTAssertEqual(frames, [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 108, y: 0, width: 50, height: 10)])
        XCTAssertEqual(render(diagnostics), [
            "T.xml:5:5: error: unable to satisfy the constraints of UIView 'b': this constraint conflicts with 2 other required constraints, so it is ignored [constraint-conflict]",
            "T.xml:3:5: note: conflicting constraint of UIView 'b'",
            "T.xml:4:5: note: conflicting constraint of UIView 'b'",
        ])
        XCTAssertEqual(render(layout.solve(row(isFixed: false)).diagnostics), render(diagnostics))
    }

    /// A kept solver is not moved when a fixed constraint's constant would change: it is
    /// solved anew.
    func testAChangedFixedConstantIsSolvedAnew() {
        func screen(width: Double) -> [ConstrainedChild] {
            var width = size(.width, width)
            width.isFixed = true
            return [child([pin(.leading, .parent(.leading)), pin(.top, .parent(.top)), width, size(.height, 10)])]
        }
        var retained = layout.solveRetaining(screen(width: 100)).system
        XCTAssertNil(layout.update(&retained, to: screen(width: 120)))
        XCTAssertEqual(frames(screen(width: 120)), [Rect(x: 0, y: 0, width: 120, height: 10)])
    }

    func testFreeAxesAreReportedAsAmbiguous() {
        let box = child([pin(.top, .parent(.top)), size(.height, 10), pin(.leading, .parent(.leading), relation: .greaterThanOrEqual)], name: "UIView 'box'", location: span(7, 3))
        XCTAssertEqual(render(layout.solve([box]).diagnostics), [
            "T.xml:7:3: warning: ambiguous layout: the constraints leave the horizontal position and width of UIView 'box' free [ambiguous-layout]"
        ])
        let sized = child([pin(.top, .parent(.top)), pin(.leading, .parent(.leading)), size(.width, 10)], name: "UIView 'box'", location: span(7, 3))
        XCTAssertEqual(render(layout.solve([sized]).diagnostics), [
            "T.xml:7:3: warning: ambiguous layout: the constraints leave the height of UIView 'box' free [ambiguous-layout]"
        ])
    }

    func testABaselineOfAViewWithoutTextIsAnError() {
        let box = child([pin(.firstBaseline, .parent(.top), at: span(4, 9)), pin(.leading, .parent(.leading)), size(.width, 1), size(.height, 1)], name: "UIView")
        XCTAssertEqual(render(layout.solve([box]).diagnostics).first, "T.xml:4:9: error: UIView has no baseline to constrain: it shows no text [invalid-constraint]")
    }

    // MARK: Helpers

    /// New constants move the kept solver in place (a label's intrinsic size, an offset,
    /// the parent's size) and give what a new solve gives; a new factor, a conflict or a
    /// free child needs a new solve.
    func testConstantsMoveTheKeptSolverInPlace() throws {
        func screen(gap: Double, labelWidth: Double, factor: Double = 0.5) -> [ConstrainedChild] {
            [
                child([pin(.leading, .parent(.leading), constant: 16), pin(.top, .parent(.top), constant: 20)], intrinsic: Size(width: labelWidth, height: 20)),
                child([
                    pin(.leading, .child(0, .trailing), constant: gap), pin(.top, .child(0, .bottom)),
                    pin(.width, .parent(.width), multiplier: factor), size(.height, 10),
                ]),
            ]
        }
        var retained = layout.solveRetaining(screen(gap: 8, labelWidth: 40)).system
        let moved = try XCTUnwrap(layout.update(&retained, to: screen(gap: 12, labelWidth: 60)))
        XCTAssertEqual(moved, [Rect(x: 16, y: 20, width: 60, height: 20), Rect(x: 88, y: 40, width: 187.5, height: 10)])
        XCTAssertEqual(moved, frames(screen(gap: 12, labelWidth: 60)))
        let wider = ConstraintLayout(size: Size(width: 414, height: 896))
        XCTAssertEqual(wider.update(&retained, to: screen(gap: 12, labelWidth: 60)), wider.solve(screen(gap: 12, labelWidth: 60)).frames)
        XCTAssertNil(wider.update(&retained, to: screen(gap: 12, labelWidth: 60, factor: 0.25)), "a factor is not a constant")
        XCTAssertNil(wider.update(&retained, to: screen(gap: 12, labelWidth: 60)), "a refused update spends the kept solver")
        var conflicting = wider.solveRetaining(screen(gap: 8, labelWidth: 40) + [child([size(.width, 10), size(.width, 20)])]).system
        XCTAssertNil(wider.update(&conflicting, to: screen(gap: 9, labelWidth: 40) + [child([size(.width, 10), size(.width, 20)])]))
    }

    /// Moving only the changed children reads back only the children whose variables the
    /// solver moved: a gap in a chain moves the views after it, not the view before it nor
    /// a view beside the chain.
    func testChangedChildrenMoveOnlyTheChildrenTheSolverMoved() throws {
        func screen(gap: Double) -> [ConstrainedChild] {
            [
                child([pin(.leading, .parent(.leading), constant: 16), pin(.top, .parent(.top)), size(.width, 20), size(.height, 10)]),
                child([pin(.leading, .child(0, .trailing), constant: gap), pin(.top, .parent(.top)), size(.width, 20), size(.height, 10)]),
                child([pin(.leading, .child(1, .trailing), constant: 8), pin(.top, .parent(.top)), size(.width, 20), size(.height, 10)]),
                child([pin(.leading, .parent(.leading), constant: 16), pin(.top, .parent(.top), constant: 50), size(.width, 20), size(.height, 10)]),
            ]
        }
        var retained = layout.solveRetaining(screen(gap: 8)).system
        let moved = try XCTUnwrap(layout.update(&retained, changing: [(1, screen(gap: 12)[1])]))
        XCTAssertEqual(moved, [1, 2])
        XCTAssertEqual(retained.frames, [
            Rect(x: 16, y: 0, width: 20, height: 10), Rect(x: 48, y: 0, width: 20, height: 10),
            Rect(x: 76, y: 0, width: 20, height: 10), Rect(x: 16, y: 50, width: 20, height: 10),
        ])
        XCTAssertEqual(retained.frames, frames(screen(gap: 12)))
        XCTAssertEqual(layout.update(&retained, changing: [(1, screen(gap: 12)[1])]), [], "the same constants move nothing")
    }

    /// A change that loosens a tight pair of inequalities leaves the child free: moving in
    /// place then refuses, as a new solve reports the ambiguity.
    func testAChangeThatFreesAChildIsNotMovedInPlace() {
        func box(maximum: Double) -> ConstrainedChild {
            child([
                pin(.leading, .parent(.leading)), pin(.top, .parent(.top)), size(.height, 10),
                EvaluatedConstraint(source: .width, relation: .lessThanOrEqual, target: nil, constant: maximum),
                EvaluatedConstraint(source: .width, relation: .greaterThanOrEqual, target: nil, constant: 10),
            ])
        }
        var retained = layout.solveRetaining([box(maximum: 10)]).system
        XCTAssertTrue(retained.isClean)
        XCTAssertNil(layout.update(&retained, changing: [(0, box(maximum: 20))]))
        XCTAssertEqual(render(layout.solve([box(maximum: 20)]).diagnostics), [
            "trellis: warning: ambiguous layout: the constraints leave the width of UIView free [ambiguous-layout]"
        ])
    }

    private func frames(_ children: [ConstrainedChild]) -> [Rect] {
        let (frames, diagnostics) = layout.solve(children)
        XCTAssertEqual(render(diagnostics), [])
        return frames
    }

    private func child(
        _ constraints: [EvaluatedConstraint], intrinsic: Size? = nil, baselines: (first: Double, last: Double)? = nil,
        name: String = "UIView", location: SourceSpan? = nil
    ) -> ConstrainedChild {
        ConstrainedChild(name: name, location: location, constraints: constraints, intrinsicSize: intrinsic, baselines: baselines)
    }

    private func pin(
        _ source: LayoutAnchor, _ target: EvaluatedConstraint.Target, relation: ConstraintSpec.Relation = .equal, multiplier: Double = 1,
        constant: Double = 0, at location: SourceSpan? = nil
    ) -> EvaluatedConstraint {
        EvaluatedConstraint(source: source, relation: relation, target: target, multiplier: multiplier, constant: constant, location: location)
    }

    private func size(_ source: LayoutAnchor, _ value: Double, at location: SourceSpan? = nil) -> EvaluatedConstraint {
        EvaluatedConstraint(source: source, relation: .equal, target: nil, constant: value, location: location)
    }

    private func span(_ line: Int, _ column: Int) -> SourceSpan {
        SourceSpan(file: "T.xml", line: line, column: column, offset: 0, length: 1)
    }

    private func render(_ diagnostics: [Diagnostic]) -> [String] {
        DiagnosticRenderer(format: .gnu).render(diagnostics).split(separator: "\n").map(String.init)
    }
}
