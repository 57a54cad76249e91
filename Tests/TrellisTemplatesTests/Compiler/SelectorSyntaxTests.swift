@testable import TrellisTemplates
import XCTest

/// The selector syntax actions accept: `name`, `name:`, `name:with:`.
final class SelectorSyntaxTests: XCTestCase {
    func testValidSelectors() {
        for selector in ["open", "open:", "tableView:didSelect:", "_private:", "a1:b2:"] {
            XCTAssertTrue(TemplateChecker.isSelector(selector), selector)
        }
    }

    func testInvalidSelectors() {
        for selector in ["", ":", "open::", ":open", "open:with", "1open", "open:2x:", "op-en", "öffnen:", "open :"] {
            XCTAssertFalse(TemplateChecker.isSelector(selector), selector)
        }
    }
}
