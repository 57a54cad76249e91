import TrellisRegistry
import XCTest
@testable import TrellisLayout

final class SVGWriterTests: XCTestCase {
    func testWritesAnExactDocument() {
        var svg = SVGWriter(size: Size(width: 200, height: 100))
        svg.rect(rect(0, 0, 200, 100), fill: RGBAColor(red: 1, green: 1, blue: 1))
        svg.rect(rect(10.5, 10.25, 80, 30), fill: RGBAColor(red: 0, green: 0.5, blue: 1, alpha: 0.5),
                 stroke: RGBAColor(red: 0, green: 0, blue: 0), strokeWidth: 2, cornerRadius: 6)
        svg.beginGroup(offset: Point(x: 10, y: 50))
        let text = TextMeasurer().measure("A & <B>", font: FontSpec(weight: .bold, size: 16))
        svg.text(text, in: rect(0, 0, 100, 40), font: FontSpec(weight: .bold, size: 16), color: RGBAColor(red: 0.2, green: 0.2, blue: 0.2), alignment: .center)
        svg.endGroup()
        svg.imagePlaceholder(rect(120, 10, 40, 30), stroke: RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
        svg.debugOutline(rect(120, 50, 60, 40), label: "avatar\"s")
        let expected = """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
        <rect x="0" y="0" width="200" height="100" fill="#ffffff"/>
        <rect x="10.5" y="10.25" width="80" height="30" rx="6" ry="6" fill="#0080ff" fill-opacity="0.5" stroke="#000000" stroke-width="2"/>
        <g transform="translate(10 50)">
        <text x="50" y="25.35" font-family="DejaVu Sans" font-size="16" font-weight="bold" text-anchor="middle" fill="#333333">A &amp; &lt;B&gt;</text>
        </g>
        <rect x="120" y="10" width="40" height="30" fill="none" stroke="#808080" stroke-width="1"/>
        <line x1="120" y1="10" x2="160" y2="40" stroke="#808080" stroke-width="1"/>
        <line x1="120" y1="40" x2="160" y2="10" stroke="#808080" stroke-width="1"/>
        <rect x="120" y="50" width="60" height="40" fill="none" stroke="#ff00ff" stroke-width="0.5" stroke-dasharray="2 2"/>
        <text x="121" y="58" font-family="DejaVu Sans" font-size="7" fill="#ff00ff">avatar&quot;s</text>
        </svg>

        """
        XCTAssertEqual(svg.finish(), expected)
    }

    func testTextAlignmentFollowsDirectionAndLines() {
        var svg = SVGWriter(size: Size(width: 100, height: 60))
        let font = FontSpec(family: "Georgia", traits: .italic, size: 16)
        let text = TextMeasurer().measure("Hello World", font: font, maxWidth: 60)
        svg.text(text, in: rect(0, 0, 100, 38), font: font, color: RGBAColor(red: 0, green: 0, blue: 0), direction: .rightToLeft)
        svg.text(text, in: rect(0, 0, 100, 38), font: font, color: RGBAColor(red: 0, green: 0, blue: 0), alignment: .left)
        let lines = svg.finish().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], ##"<text x="100" y="14.85" font-family="DejaVu Serif" font-size="16" font-style="italic" text-anchor="end" fill="#000000">Hello</text>"##)
        XCTAssertEqual(lines[2], ##"<text x="100" y="33.48" font-family="DejaVu Serif" font-size="16" font-style="italic" text-anchor="end" fill="#000000">World</text>"##)
        XCTAssertEqual(lines[3], ##"<text x="0" y="14.85" font-family="DejaVu Serif" font-size="16" font-style="italic" fill="#000000">Hello</text>"##)
    }

    func testGroupsAreBalancedAndInvalidNumbersAreZero() {
        var svg = SVGWriter(size: Size(width: .nan, height: -5))
        svg.endGroup()
        svg.beginGroup(offset: Point(x: .infinity, y: -0.001))
        svg.rect(rect(.nan, 1e12, -4, 3), fill: nil, cornerRadius: 10)
        XCTAssertEqual(svg.finish(), """
        <svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" viewBox="0 0 0 0">
        <g transform="translate(0 0)">
        <rect x="0" y="1000000000" width="0" height="3" fill="none"/>
        </g>
        </svg>

        """)
    }

    func testNumberFormattingAndEscaping() {
        XCTAssertEqual([0.0, -0.0, 1, 1.5, 1.25, 1.05, 1.005, -2.5, 1234.567, 0.004].map(SVGNumber.format),
                       ["0", "0", "1", "1.5", "1.25", "1.05", "1", "-2.5", "1234.57", "0"])
        XCTAssertEqual(SVGWriter.escaped("a'b\"c&d<e>f\u{1}g\th\u{FFFE}"), "a&apos;b&quot;c&amp;d&lt;e&gt;fg\th")
    }
}
