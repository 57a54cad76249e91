import TrellisDiagnostics
import TrellisTemplates
import XCTest

/// Inputs meant to break a parser: each must end with a document or a diagnostic, never a
/// crash, and in time and memory proportional to the input.
final class XMLReaderHostileInputTests: XCTestCase {
    func testHundredThousandNestedElementsStopAtTheDepthLimit() {
        let text = String(repeating: "<a>", count: 100_000)
        let result = readXML(text)
        // The 513th start tag begins at offset 512 * 3; its name one byte later.
        XCTAssertEqual(result.diagnostics.map(describe), [
            "1:1538: element 'a' is nested 513 levels deep; the maximum depth is 512",
        ])
        XCTAssertNil(result.document)
    }

    func testNestingExactlyAtTheLimitIsFine() throws {
        let text = String(repeating: "<a>", count: 512) + String(repeating: "</a>", count: 512)
        let result = readXML(text)
        XCTAssertEqual(result.diagnostics, [])
        var depth = 1
        var element = try XCTUnwrap(result.document?.root)
        while case .element(let child)? = element.children.first {
            element = child
            depth += 1
        }
        XCTAssertEqual(depth, 512)
    }

    func testBillionLaughsGivesOneErrorAndExpandsNothing() {
        var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE lolz [", " <!ENTITY lol \"lol\">"]
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            lines.append(" <!ENTITY lol\(level) \"\(String(repeating: "&\(previous);", count: 10))\">")
        }
        lines += ["]>", "<lolz>&lol9;</lolz>"]
        let result = readXML(lines.joined(separator: "\n"))
        XCTAssertEqual(result.diagnostics.map(describe), [
            "3:2: entity declarations are not supported: Trellis never expands entities; write the text in place, "
                + "or a character reference such as '&#xA0;', and remove the declaration",
        ])
        XCTAssertNil(result.document)
        // Without the DTD, the reference is just an unknown entity.
        XCTAssertEqual(readXML("<lolz>&lol9;</lolz>").diagnostics.count, 1)
    }

    func testRandomBinaryGarbageGivesADiagnostic() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<50 {
            let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let result = XMLReader().read(bytes, path: "t.xml")
            XCTAssertNil(result.document)
            XCTAssertFalse(result.diagnostics.isEmpty)
            assertLocationsInBounds(result, count: bytes.count)
        }
    }

    func testRandomMarkupLikeGarbageNeverCrashes() {
        let alphabet = Array("<<>>/=\"'&;#x!?-[]CDATA aAbB1é\n\t\r".utf8)
        var generator = SplitMix64(seed: 7)
        for round in 0..<400 {
            let length = 1 + round % 200
            var bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            if round % 2 == 0 { bytes = Array("<a>".utf8) + bytes }
            // Cutting inside 'é' makes invalid UTF-8, which must be reported too.
            let result = XMLReader().read(bytes, path: "t.xml")
            XCTAssertTrue(result.document != nil || !result.diagnostics.isEmpty)
            assertLocationsInBounds(result, count: bytes.count)
        }
    }

    func testEveryTruncationOfATemplateGivesADiagnosticOrADocument() {
        let template = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- A cell -->
            <UIView top='0' title="Caf&#xE9; &amp; {name}">
                <UILabel text="é &lt; {a}"><![CDATA[x]]>Hi <b>{name}</b></UILabel>
                <?marker here?>
                <UIImageView image="icon"/>
            </UIView>

            """.utf8)
        for length in 0..<template.count {
            let prefix = Array(template[..<length])
            let result = XMLReader().read(prefix, path: "t.xml")
            XCTAssertTrue(
                result.document != nil || !result.diagnostics.isEmpty, "no result for the first \(length) bytes"
            )
            assertLocationsInBounds(result, count: length)
            // The root closes only at the very end, so every shorter prefix is an error.
            if length < template.count - 1 {
                XCTAssertNil(result.document, "a document from the first \(length) bytes")
            }
        }
        let whole = XMLReader().read(template, path: "t.xml")
        XCTAssertEqual(whole.diagnostics, [])
        XCTAssertNotNil(whole.document)
    }

    func testManySiblingsAndLongValues() throws {
        let siblings = "<a>" + String(repeating: "<b/>", count: 20_000) + "</a>"
        let wide = readXML(siblings)
        XCTAssertEqual(wide.diagnostics, [])
        XCTAssertEqual(wide.document?.root.children.count, 20_000)
        let longValue = String(repeating: "x&amp;", count: 10_000)
        let long = readXML("<a v=\"\(longValue)\"/>")
        XCTAssertEqual(long.diagnostics, [])
        let attribute = try XCTUnwrap(long.document?.root.attributes.first)
        XCTAssertEqual(attribute.value.utf8.count, 20_000)
        // The last decoded byte maps to the last '&amp;' of the source.
        XCTAssertEqual(attribute.locator.span(for: 19_999..<20_000).offset, 6 + 60_000 - 5)
    }

    private func assertLocationsInBounds(
        _ result: XMLReadResult, count: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        for diagnostic in result.diagnostics {
            let spans = [diagnostic.location] + diagnostic.notes.map(\.location)
            for span in spans.compactMap({ $0 }) {
                XCTAssertTrue(span.offset >= 0 && span.endOffset <= count, "\(span) outside the input", file: file, line: line)
                XCTAssertTrue(span.line >= 1 && span.column >= 1, "\(span) has no position", file: file, line: line)
            }
        }
    }
}

/// A small deterministic random number generator, so that "random" inputs are the same in
/// every run.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
