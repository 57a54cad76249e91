import Foundation
import XCTest

/// `trellis strings`: keys listed sorted and once; checks against a strings table.
final class StringsCommandTests: XCTestCase {
    private var folder: ToolingCommandFolder?

    override func setUpWithError() throws { folder = try ToolingCommandFolder() }
    override func tearDown() { folder?.remove() }

    private var files: ToolingCommandFolder {
        get throws { try XCTUnwrap(folder) }
    }

    private func writeTemplates() throws {
        try files.write("Screens/A.xml", """
        <UIView>
            <UILabel text="{strings.Title(name, 'two')}"/>
            <UILabel>{`strings.Tap here!`} and <b>{strings.Body}</b></UILabel>
        </UIView>
        """)
        try files.write("Screens/B.xml", "<UILabel text=\"{strings.Body} {strings.Missing}\"/>")
    }

    func testListsEveryKeySortedAndOnce() throws {
        try writeTemplates()
        let run = try files.trellis(["strings", "Screens"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "Body\nMissing\nTap here!\nTitle\n")
    }

    func testChecksKeysAndPlaceholdersAgainstATable() throws {
        try writeTemplates()
        try files.write("Localizable.strings", """
        "Title" = "Hello %@, you have %d messages";
        "Body" = "Body";
        "Tap here!" = "Tap";
        """)
        let run = try files.trellis(["strings", "Screens", "--table", "Localizable.strings"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "Body\nMissing\nTap here!\nTitle\n")
        XCTAssertEqual(run.standardError, """
        Screens/A.xml:2:41: error: argument 2 of 'strings.Title' is a string, but its placeholder ('%d') expects an integer [invalid-string-format]
        Screens/B.xml:1:32: error: unknown localized string 'Missing' [unknown-localized-string]

        """)
    }

    func testAMissingTableExitsWithTwo() throws {
        try writeTemplates()
        let run = try files.trellis(["strings", "Screens", "--table", "Nope.strings"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, "trellis: error: cannot read 'Nope.strings' [file-access]\n")
    }
}
