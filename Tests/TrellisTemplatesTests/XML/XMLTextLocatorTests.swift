import TrellisDiagnostics
import TrellisTemplates
import XCTest

final class XMLTextLocatorTests: XCTestCase {
    private func attribute(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> XMLAttribute {
        let result = readXML(text)
        XCTAssertEqual(result.diagnostics, [], file: file, line: line)
        return try XCTUnwrap(result.document?.root.attributes.first, file: file, line: line)
    }

    /// The decoded byte range of `part` in `value` (first occurrence).
    private func range(of part: String, in value: String) throws -> Range<Int> {
        let haystack = Array(value.utf8)
        let needle = Array(part.utf8)
        let start = try XCTUnwrap((0...(haystack.count - needle.count)).first {
            Array(haystack[$0..<$0 + needle.count]) == needle
        })
        return start..<start + needle.count
    }

    func testPlainValueMapsOneToOne() throws {
        let text = try attribute("<a text=\"Hello {name}\"/>")
        XCTAssertEqual(text.locator.startOffset, 9)
        XCTAssertEqual(text.locator.source.path, "t.xml")
        XCTAssertEqual(spanText(text.locator.span(for: try range(of: "{name}", in: text.value))), "1:16+6")
    }

    func testRangeAfterAmpersandEntityPointsPastTheWholeEntity() throws {
        // Source value `x &amp; {y}` starts at offset 6; decoded `x & {y}`.
        let value = try attribute("<a b=\"x &amp; {y}\"/>")
        XCTAssertEqual(value.value, "x & {y}")
        let braces = value.locator.span(for: try range(of: "{y}", in: value.value))
        XCTAssertEqual(braces, SourceSpan(file: "t.xml", line: 1, column: 15, offset: 14, length: 3))
        // The decoded '&' is the five source bytes of '&amp;'.
        XCTAssertEqual(spanText(value.locator.span(for: 2..<3)), "1:9+5")
        // A range from before the entity to after it covers it whole.
        XCTAssertEqual(spanText(value.locator.span(for: 0..<5)), "1:7+9")
    }

    func testRangeAfterHexCharacterReference() throws {
        let value = try attribute("<a b=\"&#x41;BC\"/>")
        XCTAssertEqual(value.value, "ABC")
        XCTAssertEqual(spanText(value.locator.span(for: 1..<3)), "1:13+2")
        XCTAssertEqual(spanText(value.locator.span(for: 0..<1)), "1:7+6")
    }

    func testRangeInsideAMultiByteReferenceGrowsToTheReference() throws {
        // '&#x4E2D;' decodes to the three bytes of '中'.
        let value = try attribute("<a b=\"x&#x4E2D;y\"/>")
        XCTAssertEqual(value.value, "x中y")
        XCTAssertEqual(spanText(value.locator.span(for: 2..<3)), "1:8+8")
        XCTAssertEqual(spanText(value.locator.span(for: 4..<5)), "1:16+1")
        XCTAssertEqual(value.locator.sourceOffset(ofDecodedStart: 2), 7)
        XCTAssertEqual(value.locator.sourceOffset(ofDecodedEnd: 2), 15)
    }

    func testRangeAfterANewlineInsideAValue() throws {
        // The line feed becomes a space in the value but the span is on line 2.
        let value = try attribute("<a b=\"x\n  {y}\"/>")
        XCTAssertEqual(value.value, "x   {y}")
        let braces = value.locator.span(for: try range(of: "{y}", in: value.value))
        XCTAssertEqual(braces, SourceSpan(file: "t.xml", line: 2, column: 3, offset: 10, length: 3))
        XCTAssertEqual(spanText(value.valueSpan), "1:7+7")
    }

    func testRangeAfterCarriageReturnLineFeedInsideAValue() throws {
        // CR LF is two source bytes for one decoded space.
        let value = try attribute("<a b=\"x\r\n{y} &lt; z\"/>")
        XCTAssertEqual(value.value, "x {y} < z")
        XCTAssertEqual(spanText(value.locator.span(for: try range(of: "{y}", in: value.value))), "2:1+3")
        XCTAssertEqual(spanText(value.locator.span(for: try range(of: "< z", in: value.value))), "2:5+6")
        XCTAssertEqual(spanText(value.locator.span(for: 1..<2)), "1:8+2")
    }

    func testEmptyRangeIsAPoint() throws {
        let value = try attribute("<a b=\"&amp;x\"/>")
        XCTAssertEqual(spanText(value.locator.span(for: 1..<1)), "1:12+0")
        XCTAssertEqual(spanText(value.locator.span(for: 0..<0)), "1:7+0")
    }

    func testTextNodeLocator() throws {
        let root = try XCTUnwrap(readXML("<a>\n  &lt;{x}</a>").document?.root)
        guard case .text(let text) = root.children.first else { return XCTFail("expected text") }
        XCTAssertEqual(text.text, "\n  <{x}")
        XCTAssertEqual(spanText(text.locator.span(for: try range(of: "{x}", in: text.text))), "2:7+3")
    }

    func testCDATALocatorStartsAfterTheOpening() throws {
        let root = try XCTUnwrap(readXML("<a><![CDATA[ {x}\r\n{y}]]></a>").document?.root)
        guard case .text(let text) = root.children.first else { return XCTFail("expected text") }
        XCTAssertEqual(text.text, " {x}\n{y}")
        XCTAssertEqual(text.locator.startOffset, 12)
        XCTAssertEqual(spanText(text.locator.span(for: try range(of: "{x}", in: text.text))), "1:14+3")
        XCTAssertEqual(spanText(text.locator.span(for: try range(of: "{y}", in: text.text))), "2:1+3")
    }

    func testVerbatimLocatorForCopiedText() {
        let source = SourceText(path: "v.xml", text: "ab\ncd")
        let locator = XMLTextLocator(source: source, startOffset: 1)
        XCTAssertEqual(locator.span(for: 2..<4), SourceSpan(file: "v.xml", line: 2, column: 1, offset: 3, length: 2))
    }
}
