import Foundation
import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// SVG previews of whole templates compared with the committed files in `Goldens/`.
/// Regenerate them with `TRELLIS_WRITE_GOLDENS=1 swift test --filter PreviewGoldenTests`
/// (and look at what changed before committing).
final class PreviewGoldenTests: XCTestCase {
    static var goldens: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// Renders `xml` laid out in `width × height` and compares it with `Goldens/name.svg`.
    private func assertGolden(
        _ name: String, _ xml: String, width: Double = 320, height: Double = 480, state: [String: Value] = [:],
        debug: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try XCTUnwrap(EngineFixture.layout(xml, width: width, height: height, state: state, file: file, line: line))
        XCTAssertEqual(result.messages, [], file: file, line: line)
        let svg = PreviewRenderer(showsDebugOutlines: debug).render(result)
        let url = Self.goldens.appendingPathComponent(name + ".svg")
        if ProcessInfo.processInfo.environment["TRELLIS_WRITE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(svg, golden, "\(name).svg differs; regenerate with TRELLIS_WRITE_GOLDENS=1 and review", file: file, line: line)
    }

    /// A screen: backgrounds, a rounded bordered card, wrapped and aligned labels, a text
    /// field with its placeholder, a button, an image placeholder, a switch, a segmented
    /// control, a translucent view and hidden views that are not drawn.
    func testScreen() throws {
        try assertGolden("Screen", """
        <UIView width="100%" height="100%" backgroundColor="#f2f2f7">
            <UIView left="16" top="16" width="288" height="120" backgroundColor="white"
                    layer.cornerRadius="12" layer.borderWidth="2" layer.borderColor="#d1d1d6">
                <UILabel left="12" top="12" width="264" font="headline" text="Welcome back" textColor="#1c1c1e"/>
                <UILabel left="12" top="40" width="264" numberOfLines="0" font="15" textAlignment="center" textColor="gray"
                         text="Your order has shipped and will arrive on Thursday between 9 and 5."/>
            </UIView>
            <UITextField left="16" top="152" width="288" height="44" borderStyle="roundedRect" placeholder="Email"/>
            <UIButton left="16" top="212" width="288" height="50" backgroundColor="#007aff" layer.cornerRadius="10"
                      titleColor="white">Continue</UIButton>
            <UIImageView left="16" top="278" width="60" height="60"/>
            <UISwitch left="92" top="292" isOn="true"/>
            <UISegmentedControl left="16" top="354" width="288" items="['Day', 'Week', 'Month']" selectedSegmentIndex="1"/>
            <UIView left="16" top="402" width="288" height="20" backgroundColor="red" alpha="0.5"/>
            <UILabel left="16" top="430" text="Hidden" isHidden="true"/>
            <UIView left="16" top="430" width="10" height="10" backgroundColor="red" alpha="0"/>
        </UIView>
        """)
    }

    /// Lima containers: a row sharing its width by weight (1/6, 1/3, 1/2), a row with a
    /// spacer between labels, a column of labels, and a spacer taking the rest.
    func testLimaRowAndColumn() throws {
        try assertGolden("LimaRowColumn", """
        <LMColumnView width="100%" height="100%" margin="16" spacing="12" backgroundColor="white">
            <LMRowView height="44" spacing="8">
                <UIView weight="1" backgroundColor="#ffcc00"/>
                <UIView weight="2" backgroundColor="#34c759"/>
                <UIView weight="3" backgroundColor="#007aff"/>
            </LMRowView>
            <LMRowView verticalAlignment="center">
                <UILabel font="title3 bold" text="Today"/>
                <LMSpacer/>
                <UILabel font="footnote" text="12 items" textColor="gray"/>
            </LMRowView>
            <LMColumnView spacing="4" backgroundColor="#eef4ff" margin="8">
                <UILabel text="First line"/>
                <UILabel text="Second line" textAlignment="right"/>
            </LMColumnView>
            <LMSpacer/>
        </LMColumnView>
        """)
    }

    /// A horizontal stack filled equally, and a vertical one centering its labels.
    func testStackViews() throws {
        try assertGolden("StackViews", """
        <UIView width="100%" height="100%" backgroundColor="white">
            <UIStackView left="16" top="16" width="288" height="44" spacing="8" distribution="fillEqually">
                <UIButton title="Day" backgroundColor="#e5e5ea"/>
                <UIButton title="Week" backgroundColor="#007aff" titleColor="white"/>
                <UIButton title="Month" backgroundColor="#e5e5ea"/>
            </UIStackView>
            <UIStackView left="16" top="76" width="288" axis="vertical" alignment="center" spacing="6">
                <UILabel font="title2" text="{title}"/>
                <UILabel font="subheadline" text="Centered under the title" textColor="gray"/>
            </UIStackView>
        </UIView>
        """, state: ["title": .string("Stacks")])
    }

    /// Debug outlines labelled with components and ids, over nested frames.
    func testDebugOutlines() throws {
        try assertGolden("Debug", """
        <UIView width="100%" height="100%" backgroundColor="white">
            <UIView id="card" left="20" top="20" width="200" height="100" backgroundColor="#eef4ff">
                <UILabel id="title" left="10" top="10" text="Card title"/>
                <UIImageView left="10" top="40" width="40" height="40"/>
            </UIView>
            <UILabel left="20" top="140" text="No id"/>
        </UIView>
        """, width: 240, height: 200, debug: true)
    }
}
