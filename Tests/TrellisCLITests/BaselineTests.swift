import Foundation
import XCTest

/// `trellis check --write-baseline FILE`, `--baseline FILE` and the configuration's
/// `baseline:`: recorded findings are located by element path and attribute, so they stay
/// recorded when lines move; only new findings are reported.
final class BaselineTests: XCTestCase {
    private var folder: ToolingCommandFolder!

    override func setUpWithError() throws {
        folder = try ToolingCommandFolder()
        try folder.write("Card.xml", """
            <UIView>
                <UILabel left="0" right="0" width="10" textAlignment="middle"/>
                <UILabel textColr="red"/>
            </UIView>

            """)
    }

    override func tearDown() {
        folder.remove()
    }

    private let unknownProperty = "error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]"

    func testWritingABaselineRecordsConfigurableFindingsByElementPathAndAttribute() throws {
        let result = try folder.trellis(["check", "--write-baseline", "baseline.json", "Card.xml"])
        XCTAssertEqual(result.standardError, "Card.xml:3:14: \(unknownProperty)\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try folder.read("baseline.json"), """
            {
              "findings" : [
                {
                  "attribute" : "textAlignment",
                  "element" : "UIView/UILabel",
                  "file" : "Card.xml",
                  "rule" : "enum-case-as-input"
                },
                {
                  "attribute" : "width",
                  "element" : "UIView/UILabel",
                  "file" : "Card.xml",
                  "rule" : "frame-conflict"
                }
              ],
              "format" : "trellis-baseline",
              "version" : 1
            }

            """)
    }

    func testABaselineReportsOnlyNewFindingsAfterLinesMove() throws {
        _ = try folder.trellis(["check", "--write-baseline", "baseline.json", "Card.xml"])
        try folder.write("Card.xml", """
            <UIView>


                <UILabel left="0" right="0" width="10" textAlignment="middle"/>
                <UILabel textColr="red"/>
                <UILabel left="0" right="0" width="10"/>
            </UIView>

            """)
        let result = try folder.trellis(["check", "--baseline", "baseline.json", "Card.xml"])
        XCTAssertEqual(result.standardError, """
            Card.xml:5:14: \(unknownProperty)
            Card.xml:6:33: warning: conflicting frame expressions: 'left', 'right' and 'width' are all set, so one of them is ignored; remove one [frame-conflict]

            """)
        XCTAssertEqual(result.status, 1)
    }

    func testTheConfigurationNamesTheBaselineRelativeToItsFolder() throws {
        try folder.write("Card.xml", "<UIView>\n    <UILabel left=\"0\" right=\"0\" width=\"10\"/>\n</UIView>\n")
        try folder.write("Config/README", "Baselines live here.\n")
        _ = try folder.trellis(["check", "--write-baseline", "Config/baseline.json", "Card.xml"])
        try folder.write(".trellis.yml", "warnings-as-errors: true\nbaseline: Config/baseline.json\n")
        let result = try folder.trellis(["check", "Card.xml"])
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.status, 0)
    }

    func testAnUnreadableBaselineIsAUsageError() throws {
        let missing = try folder.trellis(["check", "--baseline", "nowhere.json", "Card.xml"])
        XCTAssertEqual(missing.standardError, "trellis: error: cannot read baseline 'nowhere.json': no such file [file-access]\n")
        XCTAssertEqual(missing.status, 2)
        try folder.write("other.json", #"{"format": "sarif", "version": 1, "findings": []}"#)
        let other = try folder.trellis(["check", "--baseline", "other.json", "Card.xml"])
        XCTAssertEqual(other.standardError,
                       "trellis: error: cannot use baseline 'other.json': its format is 'sarif' version 1; expected 'trellis-baseline' version 1 [file-access]\n")
        XCTAssertEqual(other.status, 2)
    }
}
