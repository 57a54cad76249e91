import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

/// Body text as Layout gets it from Foundation's `XMLParser` (libxml2) and its own
/// `XMLParser` wrapper and `Layout+XML.swift`: CDATA never reaches Layout, and the text is
/// trimmed and collapsed with Foundation's and ICU's notion of white space.
final class BodyTextXMLTests: XCTestCase {
    /// The source text of the body property `keyPath` of node `node`.
    private func body(_ template: IRTemplate?, node: Int = 0, _ keyPath: String = "text") -> String? {
        template?.nodes[node].properties.first { $0.keyPath == keyPath }?.value.source
    }

    private let droppedCDATA = "this CDATA section is dropped: Layout's XML parser delegate never receives CDATA, so its "
        + "text is not shown; write it as text, with '&lt;' for '<' and '&amp;' for '&' [dropped-cdata]"

    func testCDATABodyIsDroppedWithAWarning() throws {
        let result = CompilerFixture(template: "<UILabel><![CDATA[a < b]]></UILabel>").compile()
        XCTAssertEqual(render(result.diagnostics), ["T.xml:1:10: warning: " + droppedCDATA])
        let template = try XCTUnwrap(result.template)
        XCTAssertNil(body(template))
    }

    func testCDATABetweenTextIsLeftOut() {
        let result = CompilerFixture(template: "<UILabel>Hello <![CDATA[<b>]]>world</UILabel>").compile()
        XCTAssertEqual(render(result.diagnostics), ["T.xml:1:16: warning: " + droppedCDATA])
        XCTAssertEqual(body(result.template), "Hello world")
    }

    func testCDATAInAViewWithoutBodyTextIsNoBodyText() {
        // Layout reads no text here, so the view takes none: a warning, not invalid-body-text.
        XCTAssertEqual(CompilerFixture(template: "<UIView>\n    <![CDATA[x]]>\n    <UILabel/>\n</UIView>").messages(), [
            "T.xml:2:5: warning: " + droppedCDATA,
        ])
    }

    func testCDATAInsideInlineHTMLIsLeftOut() {
        let result = CompilerFixture(template: "<UILabel><b><![CDATA[x]]>y</b></UILabel>").compile()
        XCTAssertEqual(render(result.diagnostics), ["T.xml:1:13: warning: " + droppedCDATA])
        XCTAssertEqual(body(result.template, "attributedText"), "<b>y</b>")
    }

    /// `trimmingCharacters(in: .whitespacesAndNewlines)` and ICU's `\s` both take the
    /// Unicode space separators: a no-break space is trimmed at the ends and collapsed with
    /// the white space around it.
    func testUnicodeSpacesAreTrimmedAndCollapsedAsLayoutDoes() {
        XCTAssertEqual(body(assertCompiles("<UILabel>&#xA0;Price:&#xA0;&#xA0; 5\u{3000}</UILabel>")), "Price: 5")
        XCTAssertEqual(body(assertCompiles("<UILabel>a\u{2009}\u{200A}b\u{2028}c\u{205F}d\u{202F}e\u{1680}f</UILabel>")), "a b c d e f")
        // Not separators: a zero-width space and a narrow letter stay.
        XCTAssertEqual(body(assertCompiles("<UILabel>a\u{200B}b\u{2010}c</UILabel>")), "a\u{200B}b\u{2010}c")
        XCTAssertEqual(body(assertCompiles("<UILabel><b>x</b>&#xA0;&#xA0;y</UILabel>"), "attributedText"), "<b>x</b> y")
    }

    func testABodyOfUnicodeSpacesIsNoBody() {
        XCTAssertEqual(CompilerFixture(template: "<UIView>&#xA0;\u{3000}</UIView>").messages(), [])
    }
}
