import Foundation
import XCTest

/// `trellis format`: rewriting, `--check`, files with errors, exit statuses.
final class FormatCommandTests: XCTestCase {
    private var folder: ToolingCommandFolder?

    override func setUpWithError() throws { folder = try ToolingCommandFolder() }
    override func tearDown() { folder?.remove() }

    private var files: ToolingCommandFolder {
        get throws { try XCTUnwrap(folder) }
    }

    func testRewritesUnformattedTemplatesAndListsThem() throws {
        try files.write("Screens/A.xml", "<UIView top=\"1+2\" left=\"3\"><UILabel text=\"{a+b}\"/></UIView>")
        try files.write("Screens/B.xml", "<UILabel text=\"done\"/>\n")
        let run = try files.trellis(["format", "Screens"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "Screens/A.xml\n")
        XCTAssertEqual(try files.read("Screens/A.xml"), "<UIView\n    left=\"3\"\n    top=\"1 + 2\"\n>\n    <UILabel text=\"{a + b}\"/>\n</UIView>\n")
        XCTAssertEqual(try files.read("Screens/B.xml"), "<UILabel text=\"done\"/>\n")
    }

    func testCheckChangesNothingAndFailsOnUnformattedFiles() throws {
        let text = "<UIView top=\"1+2\"/>"
        try files.write("A.xml", text)
        try files.write("B.xml", "<UIView/>\n")
        let run = try files.trellis(["format", "--check", "."])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "A.xml\n")
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(try files.read("A.xml"), text)
        XCTAssertEqual(try files.trellis(["format", "--check", "B.xml"]).status, 0)
    }

    func testLeavesFilesWithXMLErrorsUntouched() throws {
        let text = "<UIView top=\"1+2\"><UILabel></UIView>"
        try files.write("Broken.xml", text)
        let run = try files.trellis(["format", "Broken.xml"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "Broken.xml:1:28: error: mismatched end tag '</UIView>'; expected '</UILabel>' [xml-syntax]\n"
                       + "Broken.xml:1:20: note: 'UILabel' opened here\n")
        XCTAssertEqual(try files.read("Broken.xml"), text)
    }

    func testUsesCustomComponentsToClassifyAttributes() throws {
        try files.write("Components/Badge.yaml", "components:\n  Badge: {extends: UIView, properties: {count: Int, caption: String}}\n")
        try files.write("B.xml", "<Badge count=\"n+1\" caption=\"n+1\"/>")
        let run = try files.trellis(["format", "--components", "Components", "B.xml"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(try files.read("B.xml"), "<Badge\n    caption=\"n+1\"\n    count=\"n + 1\"\n/>\n")
    }

    func testMissingPathsExitWithTwo() throws {
        let run = try files.trellis(["format", "Nowhere"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, "trellis: error: cannot read 'Nowhere': no such file or folder [file-access]\n")
    }
}
