import Foundation
import XCTest

/// `--appearance light|dark` of `eval`, `layout` and `render`: named colors with a `dark:`
/// value take it in the dark appearance.
final class AppearanceCommandTests: XCTestCase {
    private var folder: ToolingCommandFolder!

    override func setUpWithError() throws {
        folder = try ToolingCommandFolder()
        try folder.write("Colors.yaml", """
            colors:
              ink: {light: "#111", dark: "#eee"}
              brand: "#4a90e2"
            """)
        try folder.write("Screen.xml", """
            <UIView backgroundColor="ink">
                <UILabel text="Hi" textColor="brand"/>
            </UIView>
            """)
    }

    override func tearDown() {
        folder.remove()
    }

    private func eval(_ options: [String], _ expression: String) throws -> TrellisProcess.Result {
        try TrellisProcess.run(["eval", "--components", "Colors.yaml", "--type", "UIColor"] + options + ["--", expression], in: folder.url)
    }

    func testEvalResolvesNamedColorsForTheAppearance() throws {
        let light = try eval([], "ink")
        XCTAssertEqual([light.standardOutput, light.standardError], ["#111111ff\n", ""])
        let dark = try eval(["--appearance", "dark"], "inkColor")
        XCTAssertEqual([dark.standardOutput, dark.standardError], ["#eeeeeeff\n", ""])
        let plain = try eval(["--appearance", "dark"], "brand")
        XCTAssertEqual(plain.standardOutput, "#4a90e2ff\n")
    }

    func testLayoutValuesFollowTheAppearance() throws {
        for (appearance, ink) in [("light", "#111111ff"), ("dark", "#eeeeeeff")] {
            let run = try folder.trellis(["layout", "Screen.xml", "--components", "Colors.yaml", "--size", "100x100", "--values", "--appearance", appearance])
            XCTAssertEqual(run.status, 0, run.standardError)
            XCTAssertTrue(run.standardOutput.contains("\"backgroundColor\": \"\(ink)\""), run.standardOutput)
            XCTAssertTrue(run.standardOutput.contains("\"textColor\": \"#4a90e2ff\""), run.standardOutput)
        }
    }

    func testRenderDrawsTheDarkColors() throws {
        let run = try folder.trellis(["render", "Screen.xml", "--components", "Colors.yaml", "--size", "100x100", "--appearance", "dark", "-o", "dark.svg"])
        XCTAssertEqual([run.standardError], [""])
        XCTAssertTrue(try folder.read("dark.svg").contains("fill=\"#eeeeee\""))
    }

    func testAnUnknownAppearanceIsAUsageError() throws {
        let run = try folder.trellis(["layout", "Screen.xml", "--size", "100x100", "--appearance", "dim"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("The value 'dim' is invalid for '--appearance <appearance>'"), run.standardError)
    }
}
