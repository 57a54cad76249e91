import TrellisExpressions
import XCTest

final class SymbolPathTests: XCTestCase {
    func testDescriptionSpellsThePathAsWritten() {
        XCTAssertEqual(SymbolPath(["parent", "width"]).description, "parent.width")
        XCTAssertEqual(SymbolPath(["header", "bottom"], isIdReference: true).description, "#header.bottom")
        XCTAssertEqual(SymbolPath(["strings.Some text!"], isEscaped: true).description, "`strings.Some text!`")
    }
}
