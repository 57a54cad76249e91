import Foundation
import XCTest

/// `trellis rename`: edits in place, reports, usage errors.
final class RenameCommandTests: XCTestCase {
    private var folder: ToolingCommandFolder?

    override func setUpWithError() throws { folder = try ToolingCommandFolder() }
    override func tearDown() { folder?.remove() }

    private var files: ToolingCommandFolder {
        get throws { try XCTUnwrap(folder) }
    }

    func testRenamesClassesAndSymbolsKeepingEverythingElse() throws {
        try files.write("A.xml", "<UIView   alpha='level * 2'>\n  <FooView top=\"level\"></FooView>\n  <UILabel>level: {level}</UILabel>\n</UIView>")
        try files.write("B.xml", "<UIView/>")
        let symbol = try files.trellis(["rename", "A.xml", "B.xml", "level", "depth"])
        XCTAssertEqual(symbol.status, 0, symbol.standardError)
        XCTAssertEqual(symbol.standardOutput, "A.xml: 3 replacements\n")
        let type = try files.trellis(["rename", ".", "FooView", "BarView"])
        XCTAssertEqual(type.standardOutput, "A.xml: 2 replacements\n")
        XCTAssertEqual(try files.read("A.xml"),
                       "<UIView   alpha='depth * 2'>\n  <BarView top=\"depth\"></BarView>\n  <UILabel>level: {depth}</UILabel>\n</UIView>")
        XCTAssertEqual(try files.read("B.xml"), "<UIView/>")
    }

    func testWarnsAboutValuesOfUnknownAttributes() throws {
        try files.write("A.xml", "<UIView template=\"Card.xml\" title=\"{name}\"/>")
        let run = try files.trellis(["rename", "A.xml", "name", "user"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "A.xml:1:36: warning: 'name' in the value of 'title' is not renamed: 'title' is not a "
                       + "known attribute of 'UIView', so its value may be literal text; rename it by hand if it is an expression [rename-skipped]\n")
    }

    func testRejectsInvalidNamesAndMissingArguments() throws {
        let invalid = try files.trellis(["rename", ".", "a-b", "c"])
        XCTAssertEqual(invalid.status, 2)
        XCTAssertTrue(invalid.standardError.hasPrefix("Error: 'a-b' is not a name; expected letters, digits and '_', with '.' between components"),
                      invalid.standardError)
        let missing = try files.trellis(["rename", "old", "new"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.hasPrefix("Error: expected at least one path, then the old and the new name"), missing.standardError)
    }
}
