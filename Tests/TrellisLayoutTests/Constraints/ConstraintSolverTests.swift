import XCTest
@testable import TrellisLayout

final class ConstraintSolverTests: XCTestCase {
    private var solver = ConstraintSolver()

    override func setUp() {
        solver = ConstraintSolver()
    }

    // MARK: Required constraints

    func testTwoRequiredEqualitiesHaveTheirOnlySolution() throws {
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        try solver.add(LinearConstraint(sum(x, y), .equal, constant(10)))
        try solver.add(LinearConstraint(sum(x, (y, -1)), .equal, constant(2)))
        XCTAssertEqual(solver.value(of: x), 6, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 4, accuracy: 1e-9)
    }

    func testARequiredInequalityBeatsAnOptionalEquality() throws {
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(sum(x), .greaterThanOrEqual, constant(10)))
        try solver.add(LinearConstraint(sum(x), .equal, constant(5), priority: ConstraintPriority(999)))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testAnUntouchedInequalityLeavesTheOptionalValue() throws {
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(sum(x), .lessThanOrEqual, constant(10)))
        try solver.add(LinearConstraint(sum(x), .equal, constant(5), priority: .defaultLow))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
    }

    func testMultipliersAndConstantsOnBothSides() throws {
        // width == 0.5 · parent + 10, parent == 300  →  width = 160; left + width == 300.
        let (parent, width, left) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        try solver.add(LinearConstraint(sum(parent), .equal, constant(300)))
        try solver.add(LinearConstraint(sum(width), .equal, LinearExpression([(parent, 0.5)], constant: 10)))
        try solver.add(LinearConstraint(sum(left, width), .equal, sum(parent)))
        XCTAssertEqual(solver.value(of: width), 160, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: left), 140, accuracy: 1e-9)
    }

    // MARK: Priorities

    func testAHigherPriorityOutweighsAnyNumberOfLowerOnes() throws {
        // Summed weights (251 against 2 × 250) would choose 0; priority order chooses 10.
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(sum(x), .equal, constant(10), priority: ConstraintPriority(251)))
        try solver.add(LinearConstraint(sum(x), .equal, constant(0), priority: .defaultLow))
        try solver.add(LinearConstraint(sum(x), .equal, constant(0), priority: .defaultLow))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testErrorsAtOnePriorityAddUp() throws {
        // |x − 0| + 2·|x − 10| is least at x = 10.
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(sum(x), .equal, constant(0), priority: ConstraintPriority(500)))
        try solver.add(LinearConstraint(sum(x), .equal, constant(10), priority: ConstraintPriority(500)))
        try solver.add(LinearConstraint(sum(x), .equal, constant(10), priority: ConstraintPriority(500)))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testHuggingAndCompressionResistanceAgainstARequiredWidth() throws {
        // An intrinsic width of 80: hugging (width <= 80 @ 250) and compression
        // resistance (width >= 80 @ 750); a required maximum of 60 wins, and a width pulled
        // to 100 at 500 beats hugging but not the required maximum.
        let width = solver.makeVariable()
        try solver.add(LinearConstraint(sum(width), .lessThanOrEqual, constant(80), priority: .defaultLow))
        try solver.add(LinearConstraint(sum(width), .greaterThanOrEqual, constant(80), priority: .defaultHigh))
        XCTAssertEqual(solver.value(of: width), 80, accuracy: 1e-9)
        try solver.add(LinearConstraint(sum(width), .equal, constant(100), priority: ConstraintPriority(500)))
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        let maximum = try solver.add(LinearConstraint(sum(width), .lessThanOrEqual, constant(60)))
        XCTAssertEqual(solver.value(of: width), 60, accuracy: 1e-9)
        try solver.remove(maximum)
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
    }

    // MARK: Edits

    func testSuggestedValuesAreResolvedAgainstRequiredBounds() throws {
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        try solver.add(LinearConstraint(sum(y), .equal, LinearExpression([(x, 1)], constant: 10)))
        try solver.add(LinearConstraint(sum(y), .lessThanOrEqual, constant(100)))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(50, for: x)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 60, accuracy: 1e-9)
        try solver.suggestValue(120, for: x)
        XCTAssertEqual(solver.value(of: x), 90, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 100, accuracy: 1e-9)
        try solver.suggestValue(20, for: x)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 30, accuracy: 1e-9)
        try solver.removeEditVariable(x)
        XCTAssertThrowsError(try solver.suggestValue(1, for: x)) { XCTAssertEqual($0 as? ConstraintSolverError, .notAnEditVariable) }
    }

    func testTwoEditsAtDifferentPrioritiesShareARequiredSum() throws {
        // left + width == 300; the higher-priority edit wins the conflict.
        let (left, width) = (solver.makeVariable(), solver.makeVariable())
        try solver.add(LinearConstraint(sum(left, width), .equal, constant(300)))
        try solver.addEditVariable(left, priority: ConstraintPriority(900))
        try solver.addEditVariable(width, priority: ConstraintPriority(800))
        try solver.suggestValue(100, for: left)
        try solver.suggestValue(100, for: width)
        XCTAssertEqual(solver.value(of: left), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: width), 200, accuracy: 1e-9)
        try solver.suggestValue(250, for: width)
        try solver.suggestValue(40, for: left)
        XCTAssertEqual(solver.value(of: left), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: width), 260, accuracy: 1e-9)
    }

    func testEditErrors() throws {
        let x = solver.makeVariable()
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: .required)) {
            XCTAssertEqual($0 as? ConstraintSolverError, .requiredEditVariable)
        }
        XCTAssertThrowsError(try solver.suggestValue(1, for: x)) { XCTAssertEqual($0 as? ConstraintSolverError, .notAnEditVariable) }
        XCTAssertThrowsError(try solver.remove(ConstraintID(index: 7))) { XCTAssertEqual($0 as? ConstraintSolverError, .unknownConstraint) }
        var other = ConstraintSolver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        XCTAssertThrowsError(try solver.add(LinearConstraint(sum(foreign), .equal, constant(1)))) {
            XCTAssertEqual($0 as? ConstraintSolverError, .unknownVariable)
        }
        XCTAssertThrowsError(try solver.addEditVariable(foreign, priority: .defaultHigh)) {
            XCTAssertEqual($0 as? ConstraintSolverError, .unknownVariable)
        }
        XCTAssertEqual(solver.value(of: foreign), 0)
        XCTAssertFalse(solver.isAmbiguous(foreign))
    }

    // MARK: Conflicts

    func testContradictoryEqualitiesNameEveryConstraintOfTheConflictAndNoOther() throws {
        let (x, y, z) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        try solver.add(LinearConstraint(sum(z), .equal, constant(3)))
        try solver.add(LinearConstraint(sum(x), .equal, constant(10)))
        try solver.add(LinearConstraint(sum(y), .equal, LinearExpression([(x, 1)], constant: 5)))
        XCTAssertThrowsError(try solver.add(LinearConstraint(sum(y), .equal, constant(20)))) {
            XCTAssertEqual(
                $0 as? ConstraintSolverError,
                .unsatisfiable(rejected: ConstraintID(index: 3), conflict: [1, 2, 3].map(ConstraintID.init(index:)))
            )
        }
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9, "the refused constraint leaves the solution as it was")
        let next = try solver.add(LinearConstraint(sum(z), .lessThanOrEqual, constant(4)))
        XCTAssertEqual(next, ConstraintID(index: 4), "a refused constraint keeps its ID")
    }

    func testContradictoryInequalitiesAreReducedToAMinimalSet() throws {
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(sum(x), .greaterThanOrEqual, constant(10)))
        try solver.add(LinearConstraint(sum(x), .greaterThanOrEqual, constant(20)))
        try solver.add(LinearConstraint(sum(x), .equal, constant(30), priority: .defaultLow))
        XCTAssertThrowsError(try solver.add(LinearConstraint(sum(x), .lessThanOrEqual, constant(15)))) {
            XCTAssertEqual(
                $0 as? ConstraintSolverError,
                .unsatisfiable(rejected: ConstraintID(index: 3), conflict: [1, 3].map(ConstraintID.init(index:)))
            )
        }
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
    }

    func testAChainOfInequalitiesConflictsThroughEveryLink() throws {
        // a ≤ b − 10, b ≤ c − 10, c ≤ 15, a ≥ 0 leaves no room.
        let (a, b, c) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        try solver.add(LinearConstraint(sum(a), .lessThanOrEqual, LinearExpression([(b, 1)], constant: -10)))
        try solver.add(LinearConstraint(sum(b), .lessThanOrEqual, LinearExpression([(c, 1)], constant: -10)))
        try solver.add(LinearConstraint(sum(c), .lessThanOrEqual, constant(15)))
        XCTAssertThrowsError(try solver.add(LinearConstraint(sum(a), .greaterThanOrEqual, constant(0)))) {
            XCTAssertEqual(
                $0 as? ConstraintSolverError,
                .unsatisfiable(rejected: ConstraintID(index: 3), conflict: [0, 1, 2, 3].map(ConstraintID.init(index:)))
            )
        }
    }

    // MARK: Ambiguity

    func testAmbiguityOfUnderdeterminedVariables() throws {
        let (x, y, width) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        XCTAssertTrue(solver.isAmbiguous(x), "an unconstrained variable")
        try solver.add(LinearConstraint(sum(x, y), .equal, constant(10)))
        XCTAssertTrue(solver.isAmbiguous(x))
        XCTAssertTrue(solver.isAmbiguous(y))
        try solver.add(LinearConstraint(sum(x), .equal, constant(3)))
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertFalse(solver.isAmbiguous(y))

        try solver.add(LinearConstraint(sum(width), .greaterThanOrEqual, constant(100)))
        XCTAssertTrue(solver.isAmbiguous(width), "a lower bound alone")
        try solver.add(LinearConstraint(sum(width), .lessThanOrEqual, constant(100), priority: .defaultLow))
        XCTAssertFalse(solver.isAmbiguous(width), "hugging settles it")
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
    }

    func testOptionalConstraintsDetermineAVariable() throws {
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(sum(x), .equal, constant(42), priority: ConstraintPriority(1)))
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertEqual(solver.value(of: x), 42, accuracy: 1e-9)
    }

    // MARK: Helpers

    private func sum(_ variables: ConstraintVariable...) -> LinearExpression {
        LinearExpression(variables.map { ($0, 1) })
    }

    private func sum(_ variable: ConstraintVariable, _ weighted: (ConstraintVariable, Double)) -> LinearExpression {
        LinearExpression([(variable, 1), weighted])
    }

    private func constant(_ value: Double) -> LinearExpression {
        LinearExpression(constant: value)
    }
}

final class ConstraintSolverChangeTests: XCTestCase {
    func testRemovingAnOptionalInequalityWhoseSlackIsBasicFreesTheVariable() throws {
        // The slack of `x <= 50 @ 600` is basic once x sits at 50; removing the constraint
        // must not take that slack for an error term.
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let bound = try solver.add(LinearConstraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(constant: 50), priority: ConstraintPriority(600)))
        try solver.add(LinearConstraint(LinearExpression(x), .equal, LinearExpression(constant: 100), priority: ConstraintPriority(300)))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        try solver.remove(bound)
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    }

    func testChangingConstantsMovesWhatTheyReach() throws {
        // left == 16, width == 100 @ 750, right == left + width, right <= 300, next == right + 8,
        // width >= 0.
        var solver = ConstraintSolver()
        let (left, width, right, next) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let leftID = try solver.add(LinearConstraint(LinearExpression(left), .equal, LinearExpression(constant: 16)))
        let widthID = try solver.add(LinearConstraint(LinearExpression(width), .equal, LinearExpression(constant: 100), priority: .defaultHigh))
        try solver.add(LinearConstraint(LinearExpression(right), .equal, LinearExpression([(left, 1), (width, 1)])))
        let maximum = try solver.add(LinearConstraint(LinearExpression(right), .lessThanOrEqual, LinearExpression(constant: 300)))
        try solver.add(LinearConstraint(LinearExpression(next), .equal, LinearExpression([(right, 1)], constant: 8)))
        let positive = try solver.add(LinearConstraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression()))
        XCTAssertEqual(solver.value(of: next), 124, accuracy: 1e-9)
        // `left − 16 == 0` becomes `left − 40 == 0`: the constant of lhs − rhs is −40.
        try solver.setConstant(-40, of: leftID)
        XCTAssertEqual(solver.value(of: left), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: next), 148, accuracy: 1e-9)
        try solver.setConstant(-400, of: widthID)
        XCTAssertEqual(solver.value(of: width), 260, accuracy: 1e-9, "the required maximum wins over the optional width")
        try solver.setConstant(-200, of: maximum)
        XCTAssertEqual(solver.value(of: width), 160, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setConstant(-500, of: leftID)) {
            XCTAssertEqual(
                $0 as? ConstraintSolverError,
                .unsatisfiable(rejected: leftID, conflict: [leftID, ConstraintID(index: 2), maximum, positive])
            )
        }
        XCTAssertEqual(solver.value(of: left), 40, accuracy: 1e-9, "a refused constant keeps the old one")
        XCTAssertEqual(solver.value(of: width), 160, accuracy: 1e-9)
    }

    func testRecordedChangesNameTheVariablesAConstantMoved() throws {
        // left == 16, width == 100 @ 750, right == left + width, right <= 300,
        // next == right + 8, apart == 5.
        var solver = ConstraintSolver()
        let (left, width, right, next, apart) = (
            solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable()
        )
        let leftID = try solver.add(LinearConstraint(LinearExpression(left), .equal, LinearExpression(constant: 16)))
        let widthID = try solver.add(LinearConstraint(LinearExpression(width), .equal, LinearExpression(constant: 100), priority: .defaultHigh))
        try solver.add(LinearConstraint(LinearExpression(right), .equal, LinearExpression([(left, 1), (width, 1)])))
        try solver.add(LinearConstraint(LinearExpression(right), .lessThanOrEqual, LinearExpression(constant: 300)))
        try solver.add(LinearConstraint(LinearExpression(next), .equal, LinearExpression([(right, 1)], constant: 8)))
        try solver.add(LinearConstraint(LinearExpression(apart), .equal, LinearExpression(constant: 5)))
        solver.startRecordingChanges()
        try solver.setConstant(-40, of: leftID)
        let shifted = solver.stopRecordingChanges()
        XCTAssertFalse(shifted.hasPivoted)
        XCTAssertEqual(Set(try XCTUnwrap(solver.movedVariables(shifted))), [left, right, next])
        XCTAssertFalse(try XCTUnwrap(solver.variablesWithMovedAmbiguity(shifted)).contains(apart))
        XCTAssertNil(solver.changes, "recording stopped")
        // The width's pull past the maximum pivots the tableau: anything may have moved.
        solver.startRecordingChanges()
        try solver.setConstant(-400, of: widthID)
        let capped = solver.stopRecordingChanges()
        XCTAssertTrue(capped.hasPivoted)
        XCTAssertNil(solver.movedVariables(capped))
        XCTAssertNil(solver.variablesWithMovedAmbiguity(capped))
        XCTAssertEqual(solver.value(of: width), 260, accuracy: 1e-9)
    }
}
