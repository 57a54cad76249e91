import TrellisExpressions
import TrellisRegistry
import XCTest
@testable import TrellisLayout

/// Exact SVG output of ``PreviewRenderer`` for the rules it documents.
final class PreviewRendererTests: XCTestCase {
    private func render(
        _ xml: String, width: Double = 200, height: Double = 100, state: [String: Value] = [:],
        renderer: PreviewRenderer = PreviewRenderer(), options: LayoutOptions = LayoutOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String] {
        let result = try XCTUnwrap(EngineFixture.layout(xml, width: width, height: height, state: state, options: options, file: file, line: line))
        let lines = renderer.render(result).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">", file: file, line: line)
        XCTAssertEqual(lines.last, "</svg>", file: file, line: line)
        return Array(lines.dropFirst().dropLast())
    }

    func testBackgroundCornersAndBorderDrawnInsideTheFrame() throws {
        let lines = try render("""
        <UIView width="100%" height="100%">
            <UIView left="10" top="20" width="100" height="50" backgroundColor="#ff000080"
                    layer.cornerRadius="8" layer.borderWidth="4" layer.borderColor="blue"/>
            <UIView left="0" top="0" width="10" height="10" layer.borderWidth="1"/>
        </UIView>
        """)
        XCTAssertEqual(lines, [
            "<g transform=\"translate(0 0)\">",
            "<g transform=\"translate(10 20)\">",
            "<rect x=\"0\" y=\"0\" width=\"100\" height=\"50\" rx=\"8\" ry=\"8\" fill=\"#ff0000\" fill-opacity=\"0.5\"/>",
            "<rect x=\"2\" y=\"2\" width=\"96\" height=\"46\" rx=\"6\" ry=\"6\" fill=\"none\" stroke=\"#0000ff\" stroke-width=\"4\"/>",
            "</g>",
            "<g transform=\"translate(0 0)\">",
            "<rect x=\"0.5\" y=\"0.5\" width=\"9\" height=\"9\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>",
            "</g>",
            "</g>",
        ])
    }

    func testHiddenAndTransparentSubtreesAreSkippedAndAlphaMultiplies() throws {
        let lines = try render("""
        <UIView width="100%" height="100%">
            <UIView isHidden="true" backgroundColor="red"><UIView backgroundColor="blue"/></UIView>
            <UIView alpha="0" backgroundColor="red"/>
            <UIView layer.isHidden="true" backgroundColor="red"/>
            <UIView alpha="0.5" width="10" height="10" backgroundColor="red">
                <UIView alpha="0.5" width="5" height="5" backgroundColor="#00ff0080"/>
            </UIView>
        </UIView>
        """)
        XCTAssertEqual(lines, [
            "<g transform=\"translate(0 0)\">",
            "<g transform=\"translate(0 0)\">",
            "<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"#ff0000\" fill-opacity=\"0.5\"/>",
            "<g transform=\"translate(0 0)\">",
            "<rect x=\"0\" y=\"0\" width=\"5\" height=\"5\" fill=\"#00ff00\" fill-opacity=\"0.13\"/>",
            "</g>",
            "</g>",
            "</g>",
        ])
    }

    func testLimaChildrenThatAreNotDisplayableAreNotDrawn() throws {
        let lines = try render("""
        <LMRowView width="100%" height="100%">
            <UIView isDisplayable="false" backgroundColor="red"/>
        </LMRowView>
        """)
        XCTAssertEqual(lines, ["<g transform=\"translate(0 0)\">", "</g>"])
    }

    func testLabelTextIsWrappedIntoTheLinesLayoutMeasured() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView width="100%" height="100%">
            <UILabel width="120" numberOfLines="0" text="\(text)" font="15" textColor="#333"/>
        </UIView>
        """, width: 200, height: 200))
        let label = try XCTUnwrap(result.nodes.last)
        let measured = TextMeasurer().measure(text, font: FontSpec(size: 15), maxWidth: 120)
        XCTAssertEqual(label.frame.height, measured.size.height)
        XCTAssertGreaterThan(measured.lines.count, 1)
        let drawn = PreviewRenderer().render(result).split(separator: "\n").filter { $0.hasPrefix("<text") }
        XCTAssertEqual(drawn.map { $0.split(separator: ">")[1].split(separator: "<")[0] }.map(String.init), measured.lines.map(\.text))
        XCTAssertEqual(String(drawn[0]), "<text x=\"0\" y=\"13.92\" font-family=\"DejaVu Sans\" font-size=\"15\" fill=\"#333333\">The quick</text>")
    }

    func testOneLineLabelsAreNotWrapped() throws {
        let lines = try render("""
        <UIView width="100%" height="100%">
            <UILabel width="40" height="20" text="Too long to fit" font="10"/>
        </UIView>
        """)
        XCTAssertEqual(lines.filter { $0.hasPrefix("<text") }, [
            "<text x=\"0\" y=\"13.28\" font-family=\"DejaVu Sans\" font-size=\"10\" fill=\"#000000\">Too long to fit</text>"
        ])
    }

    func testNaturalAlignmentFollowsTheDirection() throws {
        let lines = try render("""
        <UIView width="100%" height="100%">
            <UILabel width="100" height="20" text="Hi" font="10"/>
        </UIView>
        """, renderer: PreviewRenderer(direction: .rightToLeft), options: LayoutOptions(direction: .rightToLeft))
        XCTAssertEqual(lines.filter { $0.hasPrefix("<text") }, [
            "<text x=\"100\" y=\"13.28\" font-family=\"DejaVu Sans\" font-size=\"10\" text-anchor=\"end\" fill=\"#000000\">Hi</text>"
        ])
    }

    func testButtonsUseTheSelectedStateAndTheSystemTint() throws {
        let lines = try render("""
        <UIView width="100%" height="100%">
            <UIButton width="100" height="30" title="Plain"/>
            <UIButton top="40" width="100" height="30" title="Off" selectedTitle="On" isSelected="true"
                      titleColor="black" selectedTitleColor="red"/>
        </UIView>
        """)
        XCTAssertEqual(lines.filter { $0.hasPrefix("<text") }, [
            "<text x=\"50\" y=\"19.92\" font-family=\"DejaVu Sans\" font-size=\"15\" text-anchor=\"middle\" fill=\"#007aff\">Plain</text>",
            "<text x=\"50\" y=\"19.92\" font-family=\"DejaVu Sans\" font-size=\"15\" text-anchor=\"middle\" fill=\"#ff0000\">On</text>",
        ])
    }

    func testTextFieldsShowTextOrBulletsOrThePlaceholderInGrey() throws {
        let lines = try render("""
        <UIView width="100%" height="100%">
            <UITextField width="100" height="30" font="10" text="{name}" placeholder="Name"/>
            <UITextField top="30" width="100" height="30" font="10" text="abc" isSecureTextEntry="true"/>
        </UIView>
        """, state: ["name": .string("")])
        XCTAssertEqual(lines.filter { $0.hasPrefix("<text") }, [
            "<text x=\"0\" y=\"18.28\" font-family=\"DejaVu Sans\" font-size=\"10\" fill=\"#3c3c43\" fill-opacity=\"0.3\">Name</text>",
            "<text x=\"0\" y=\"18.28\" font-family=\"DejaVu Sans\" font-size=\"10\" fill=\"#000000\">\u{2022}\u{2022}\u{2022}</text>",
        ])
    }

    func testTextViewsStartAtTheTopInsideTheirInsets() throws {
        let lines = try render("""
        <UIView width="100%" height="100%">
            <UITextView width="100" height="80" font="10" text="Top"/>
        </UIView>
        """)
        XCTAssertEqual(lines.filter { $0.hasPrefix("<text") }, [
            "<text x=\"5\" y=\"17.28\" font-family=\"DejaVu Sans\" font-size=\"10\" fill=\"#000000\">Top</text>"
        ])
    }

    func testCustomComponentsShowTheirTextAndBoxesWithoutAnAreaShowNone() throws {
        let registry = EngineFixture.registry(adding: """
        components:
          Badge:
            extends: UIView
            properties: {text: String?}
            body: text
        """)
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView width="100%" height="100%">
            <Badge width="50" height="20">New</Badge>
            <Badge top="30" width="0" height="20">Hidden</Badge>
            <UILabel top="60" width="40" height="0" text="Hidden"/>
        </UIView>
        """, registry: registry))
        let texts = PreviewRenderer().render(result).split(separator: "\n").filter { $0.hasPrefix("<text") }
        XCTAssertEqual(texts.count, 1)
        XCTAssertTrue(texts[0].hasSuffix(">New</text>"))
    }

    func testDebugLabelNamesTheComponentAndId() throws {
        let result = try XCTUnwrap(EngineFixture.layout("<UIView width=\"100%\" height=\"100%\"><UILabel id=\"title\"/></UIView>"))
        XCTAssertEqual(PreviewRenderer.debugLabel(result.node(0)), "UIView")
        XCTAssertEqual(PreviewRenderer.debugLabel(result.node(1)), "UILabel #title")
    }

    func testAnEmptyResultIsAnEmptyDocument() throws {
        var template = try XCTUnwrap(EngineFixture.compile("<UIView/>").0)
        template.nodes = []
        let result = LayoutEngine(template: template, registry: EngineFixture.registry).evaluate(size: Size(width: 10, height: 5))
        XCTAssertEqual(PreviewRenderer().render(result), """
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5">
        </svg>

        """)
    }
}
