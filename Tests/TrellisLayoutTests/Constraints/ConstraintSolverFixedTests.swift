import XCTest
@testable import TrellisLayout

/// Required equalities added with `isFixed`: no dummy marker, the same solution,
/// conflicts and ambiguity as with markers, and no moving or removing them.
final class ConstraintSolverFixedTests: XCTestCase {
    func testAFixedChainOfEqualitiesHasTheMarkedSolutionWithoutDummies() throws {
        // top₀ == 0, topᵢ == topᵢ₋₁ + heightᵢ₋₁ + 8, heightᵢ == 44.
        var systems = [(solver: ConstraintSolver(), isFixed: false), (solver: ConstraintSolver(), isFixed: true)]
        var tops: [[ConstraintVariable]] = [[], []]
        for index in systems.indices {
            var previous: (top: ConstraintVariable, height: ConstraintVariable)?
            for _ in 0..<50 {
                let (top, height) = (systems[index].solver.makeVariable(), systems[index].solver.makeVariable())
                let above = previous.map { LinearExpression([($0.top, 1), ($0.height, 1)], constant: 8) } ?? LinearExpression()
                try systems[index].solver.add(LinearConstraint(LinearExpression(top), .equal, above), isFixed: systems[index].isFixed)
                try systems[index].solver.add(
                    LinearConstraint(LinearExpression(height), .equal, LinearExpression(constant: 44)), isFixed: systems[index].isFixed
                )
                tops[index].append(top)
                previous = (top, height)
            }
        }
        let (marked, fixed) = (systems[0].solver, systems[1].solver)
        XCTAssertEqual(marked.kinds.filter { $0 == .dummy }.count, 100)
        XCTAssertEqual(fixed.kinds.filter { $0 == .dummy }.count, 0)
        XCTAssertEqual(fixed.rows.compactMap { $0?.count }.reduce(0, +), 0, "every variable is a constant")
        XCTAssertEqual(fixed.value(of: tops[1][49]), 49 * 52, accuracy: 1e-9)
        XCTAssertEqual(zip(tops[0], tops[1]).map { marked.value(of: $0) - fixed.value(of: $1) }, Array(repeating: 0, count: 50))
    }

    func testAConflictWithFixedEqualitiesNamesWhatTheMarkedSolverNames() throws {
        for isFixed in [false, true] {
            var solver = ConstraintSolver()
            let (x, y, z) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
            try solver.add(LinearConstraint(LinearExpression(z), .equal, LinearExpression(constant: 3)), isFixed: isFixed)
            try solver.add(LinearConstraint(LinearExpression(x), .equal, LinearExpression(constant: 10)), isFixed: isFixed)
            try solver.add(LinearConstraint(LinearExpression(y), .equal, LinearExpression([(x, 1)], constant: 5)), isFixed: isFixed)
            XCTAssertThrowsError(try solver.add(LinearConstraint(LinearExpression(y), .equal, LinearExpression(constant: 20)), isFixed: isFixed)) {
                XCTAssertEqual(
                    $0 as? ConstraintSolverError,
                    .unsatisfiable(rejected: ConstraintID(index: 3), conflict: [1, 2, 3].map(ConstraintID.init(index:))), "isFixed \(isFixed)"
                )
            }
            // Through phase one: an inequality against the fixed chain.
            XCTAssertThrowsError(try solver.add(LinearConstraint(LinearExpression([(y, 1), (z, 1)]), .lessThanOrEqual, LinearExpression(constant: 12)))) {
                XCTAssertEqual(
                    $0 as? ConstraintSolverError,
                    .unsatisfiable(rejected: ConstraintID(index: 4), conflict: [0, 1, 2, 4].map(ConstraintID.init(index:))), "isFixed \(isFixed)"
                )
            }
            XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        }
    }

    func testFixedEqualitiesLeaveTheSameVariablesAmbiguous() throws {
        var solver = ConstraintSolver()
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        try solver.add(LinearConstraint(LinearExpression([(x, 1), (y, 1)]), .equal, LinearExpression(constant: 10)), isFixed: true)
        XCTAssertTrue(solver.isAmbiguous(x))
        XCTAssertTrue(solver.isAmbiguous(y))
        try solver.add(LinearConstraint(LinearExpression(x), .equal, LinearExpression(constant: 3)), isFixed: true)
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertFalse(solver.isAmbiguous(y))
        XCTAssertEqual(solver.value(of: y), 7, accuracy: 1e-9)
    }

    func testAFixedConstraintIsNeitherMovedNorRemoved() throws {
        var solver = ConstraintSolver()
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        let equality = try solver.add(LinearConstraint(LinearExpression(x), .equal, LinearExpression(constant: 3)), isFixed: true)
        let bound = try solver.add(LinearConstraint(LinearExpression(y), .greaterThanOrEqual, LinearExpression([(x, 1)])), isFixed: true)
        for id in [equality, bound] {
            XCTAssertThrowsError(try solver.setConstant(5, of: id)) { XCTAssertEqual($0 as? ConstraintSolverError, .fixedConstraint) }
            XCTAssertThrowsError(try solver.remove(id)) { XCTAssertEqual($0 as? ConstraintSolverError, .fixedConstraint) }
        }
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
        XCTAssertEqual(solver.constraint(equality)?.expression.constant, -3)
    }

    func testAMovedConstantReachesThroughFixedEqualities() throws {
        // gap is movable; bottom == top + 44 and next == bottom + gap are chained through it.
        var solver = ConstraintSolver()
        let (top, bottom, next) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let gap = try solver.add(LinearConstraint(LinearExpression(top), .equal, LinearExpression(constant: 8)))
        try solver.add(LinearConstraint(LinearExpression(bottom), .equal, LinearExpression([(top, 1)], constant: 44)), isFixed: true)
        try solver.add(LinearConstraint(LinearExpression(next), .equal, LinearExpression([(bottom, 1)], constant: 8)), isFixed: true)
        XCTAssertEqual(solver.value(of: next), 60, accuracy: 1e-9)
        try solver.setConstant(-20, of: gap)
        XCTAssertEqual(solver.value(of: next), 72, accuracy: 1e-9)
    }
}
