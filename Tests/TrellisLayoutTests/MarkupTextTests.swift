import XCTest
@testable import TrellisLayout

/// The visible text of inline markup.
final class MarkupTextTests: XCTestCase {
    func testTagsBreaksAndEntities() {
        XCTAssertEqual(MarkupText.plainText("<b>Bold</b> &amp; <i>more</i><br/>next<p>para</p>end&#x41;<br><br>"), "Bold & more\nnextpara\nendA")
    }

    func testALessThanSignWithoutATagIsText() {
        XCTAssertEqual(MarkupText.plainText("1 < 2 <b>and</b> 3 <"), "1 and 3 <")
        XCTAssertEqual(MarkupText.plainText("a < b"), "a < b")
    }

    func testTextFullOfLessThanSignsIsReadInLinearTime() {
        // Every `<` used to look for its `>` through the rest of the text.
        let markup = String(repeating: "<", count: 1_000_000)
        var plain = ""
        let elapsed = ContinuousClock().measure { plain = MarkupText.plainText(markup) }
        XCTAssertEqual(plain, markup)
        XCTAssertLessThan(elapsed, .seconds(5), "budget: about 5 × a debug build's time")
    }
}
