import XCTest
@testable import TrellisLayout

/// A tableau row's cell updates: substituting a symbol merges the other row and drops the
/// symbol's cell in one pass, wherever that cell lies; solving for a symbol removes its
/// cell while scaling the rest.
final class SolverRowTests: XCTestCase {
    func testSubstitutingASymbolBelowTheOtherRowsSymbolsClosesUpItsCell() {
        // 1 + 2·s1 + 3·s5 + 4·s9, with s1 = 10 + 1·s7.
        var row = makeRow(constant: 1, [(1, 2), (5, 3), (9, 4)])
        var changes: [String] = []
        row.substitute(symbol(1), by: makeRow(constant: 10, [(7, 1)])) { changes.append("\($1) s\($0.id)") }
        XCTAssertEqual(row.constant, 21)
        XCTAssertEqual(cells(of: row), [Pair(5, 3), Pair(7, 2), Pair(9, 4)])
        XCTAssertEqual(changes, ["removed s1", "inserted s7"])
    }

    func testSubstitutingASymbolAmongTheMergedCellsDropsItAndACancelledCell() {
        // 2·s1 + 1·s4 + 1·s6, with s4 = 3 − 1·s6 + 5·s8: s6 cancels.
        var row = makeRow(constant: 0, [(1, 2), (4, 1), (6, 1)])
        var changes: [String] = []
        row.substitute(symbol(4), by: makeRow(constant: 3, [(6, -1), (8, 5)])) { changes.append("\($1) s\($0.id)") }
        XCTAssertEqual(row.constant, 3)
        XCTAssertEqual(cells(of: row), [Pair(1, 2), Pair(8, 5)])
        XCTAssertEqual(changes, ["removed s4", "inserted s8", "removed s6"])
    }

    func testSubstitutingASymbolByAConstantRemovesItsCell() {
        // 1·s2 + 2·s3 + 4·s7, with s3 = 7.
        var row = makeRow(constant: 0, [(2, 1), (3, 2), (7, 4)])
        row.substitute(symbol(3), by: makeRow(constant: 7, []))
        XCTAssertEqual(row.constant, 14)
        XCTAssertEqual(cells(of: row), [Pair(2, 1), Pair(7, 4)])
    }

    func testSubstitutingASymbolTheRowDoesNotHoldChangesNothing() {
        var row = makeRow(constant: 1, [(2, 1)])
        var changes: [String] = []
        row.substitute(symbol(3), by: makeRow(constant: 7, [(4, 1)])) { changes.append("\($1) s\($0.id)") }
        XCTAssertEqual(row.constant, 1)
        XCTAssertEqual(cells(of: row), [Pair(2, 1)])
        XCTAssertEqual(changes, [])
    }

    func testSolvingForASymbolRemovesItsCellAndDividesTheRestByItsNegatedCoefficient() {
        // 0 = 4 + 2·s1 − 4·s3 + 1·s5  ⇒  s3 = 1 + 0.5·s1 + 0.25·s5.
        var row = makeRow(constant: 4, [(1, 2), (3, -4), (5, 1)])
        row.solve(for: symbol(3))
        XCTAssertEqual(row.constant, 1)
        XCTAssertEqual(cells(of: row), [Pair(1, 0.5), Pair(5, 0.25)])
    }

    private struct Pair: Equatable, CustomStringConvertible {
        let symbol: Int32
        let coefficient: Double
        init(_ symbol: Int32, _ coefficient: Double) {
            self.symbol = symbol
            self.coefficient = coefficient
        }
        var description: String { "\(coefficient)·s\(symbol)" }
    }

    private func symbol(_ id: Int32) -> SolverSymbol {
        SolverSymbol(id: id)
    }

    private func makeRow(constant: Double, _ cells: [(Int32, Double)]) -> SolverRow {
        var row = SolverRow(constant: constant)
        for (id, coefficient) in cells { row.add(coefficient, times: symbol(id)) }
        return row
    }

    private func cells(of row: SolverRow) -> [Pair] {
        row.cells.map { Pair($0.symbol.id, $0.coefficient) }
    }
}
