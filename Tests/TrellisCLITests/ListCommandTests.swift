import Foundation
import XCTest

/// `trellis list`: templates found, skipped folders and files, ignore files.
final class ListCommandTests: XCTestCase {
    private var folder: ToolingCommandFolder?

    override func setUpWithError() throws { folder = try ToolingCommandFolder() }
    override func tearDown() { folder?.remove() }

    private var files: ToolingCommandFolder {
        get throws { try XCTUnwrap(folder) }
    }

    func testListsTemplatesSkippingIgnoredHiddenBuildAndWarningAboutNonTemplateFiles() throws {
        try files.write("App/Main.xml", "<UIView/>")
        try files.write("App/Cells/Cell.xml", "<?xml version=\"1.0\"?>\n<UITableViewCell/>")
        try files.write("App/Info.xml", "<plist/>")
        try files.write("App/.hidden/H.xml", "<UIView/>")
        try files.write("App/build/B.xml", "<UIView/>")
        try files.write("App/App.xcodeproj/P.xml", "<UIView/>")
        try files.write("App/Generated/G.xml", "<UIView/>")
        try files.write("App/Old/O.xml", "<UIView/>")
        try files.write("App/.trellisignore", "# generated code\nGenerated\n")
        try files.write("App/.layout-ignore", "Old/\n")
        let run = try files.trellis(["list", "App"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "App/Cells/Cell.xml\nApp/Main.xml\n")
        XCTAssertEqual(run.standardError, "App/Info.xml:1:2: warning: 'App/Info.xml' is skipped: its root element 'plist' is not a registry component; "
            + "it is not read as a template; to leave it out without a word, list it in a .trellisignore file [not-a-template]\n")
    }

    /// `list` and `format` tell templates from other XML by the rule `check` follows and
    /// report the files they skip as `check` does.
    func testListAndFormatReportSkippedFilesAsCheckDoes() throws {
        try files.write("App/Main.xml", "<UIView/>\n")
        try files.write("App/Home.xml", "<HomeViewController/>\n")
        try files.write("App/Info.xml", "<plist/>")
        try files.write("App/Cell.xml", "<UITableViewCel/>")
        let cell = "App/Cell.xml:1:2: warning: 'App/Cell.xml' is skipped: its root element 'UITableViewCel' is not a registry component; "
            + "did you mean 'UITableViewCell'? [skipped-template]\n"
        let info = "App/Info.xml:1:2: warning: 'App/Info.xml' is skipped: its root element 'plist' is not a registry component; "
            + "it is not read as a template; to leave it out without a word, list it in a .trellisignore file [not-a-template]\n"
        let skipped = cell + info
        let list = try files.trellis(["list", "--diagnostics-format", "gnu", "App"])
        XCTAssertEqual(list.standardOutput, "App/Home.xml\nApp/Main.xml\n")
        XCTAssertEqual(list.standardError, skipped)
        XCTAssertEqual(list.status, 0)
        let formatCheck = try files.trellis(["format", "--check", "--diagnostics-format", "gnu", "App"])
        XCTAssertEqual(formatCheck.standardOutput, "")
        XCTAssertEqual(formatCheck.standardError, skipped)
        XCTAssertEqual(formatCheck.status, 0)
        let format = try files.trellis(["format", "--diagnostics-format", "gnu", "App"])
        XCTAssertEqual(format.standardOutput, "")
        XCTAssertEqual(format.standardError, skipped)
        XCTAssertEqual(format.status, 0)
        let check = try files.trellis(["check", "--diagnostics-format", "gnu", "App"])
        XCTAssertEqual(check.standardError, cell + "App/Home.xml:1:2: warning: 'HomeViewController' is not a registry component, "
            + "so it is read as a class of yours and checked as UIViewController; to check the attributes UIViewController lacks, "
            + "declare it in a manifest in a Components folder, such as 'Components/HomeViewController.yaml' holding "
            + "'components: {HomeViewController: {extends: UIViewController}}' [undeclared-component]\n" + info)
    }

    /// `strings`, `rename` and `schema --templates` find templates as `list` does and
    /// report the files they skip with the same warning.
    func testStringsRenameAndSchemaReportSkippedFilesAsCheckDoes() throws {
        try files.write("App/Main.xml", "<UILabel text=\"{strings.Title}\"/>\n")
        try files.write("App/Info.xml", "<plist/>\n")
        let skipped = "App/Info.xml:1:2: warning: 'App/Info.xml' is skipped: its root element 'plist' is not a registry component; "
            + "it is not read as a template; to leave it out without a word, list it in a .trellisignore file [not-a-template]\n"
        let strings = try files.trellis(["strings", "--diagnostics-format", "gnu", "App"])
        XCTAssertEqual(strings.standardOutput, "Title\n")
        XCTAssertEqual(strings.standardError, skipped)
        XCTAssertEqual(strings.status, 0)
        let rename = try files.trellis(["rename", "--diagnostics-format", "gnu", "App", "plist", "list"])
        XCTAssertEqual(rename.standardOutput, "")
        XCTAssertEqual(rename.standardError, skipped)
        XCTAssertEqual(rename.status, 0)
        XCTAssertEqual(try files.read("App/Info.xml"), "<plist/>\n")
        let schema = try files.trellis(["schema", "--xsd", "--templates", "App", "--diagnostics-format", "gnu", "-o", "schema.xsd"])
        XCTAssertEqual(schema.standardError, skipped)
        XCTAssertEqual(schema.status, 0)
    }

    func testWarnsAboutNamedFilesThatAreNotTemplates() throws {
        try files.write("Info.xml", "<plist/>")
        let run = try files.trellis(["list", "Info.xml"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "Info.xml:1:2: warning: 'Info.xml' is not a template: its root element 'plist' is not a registry component [not-a-template]\n")
    }

    func testCustomComponentsMakeTemplates() throws {
        try files.write("Components/Badge.yaml", "components:\n  Badge: {extends: UIView}\n")
        try files.write("B.xml", "<Badge/>")
        XCTAssertEqual(try files.trellis(["list", "B.xml"]).standardOutput, "")
        XCTAssertEqual(try files.trellis(["list", "--components", "Components", "B.xml"]).standardOutput, "B.xml\n")
    }

    func testLoadsTheManifestsInComponentsFoldersOfAFolderAsCheckDoes() throws {
        try files.write("App/Components/Screens.yaml", "components:\n  HomeViewController: {extends: UIViewController}\n")
        try files.write("App/Home.xml", "<HomeViewController><UILabel/></HomeViewController>")
        try files.write("App/Main.xml", "<UIView/>")
        let run = try files.trellis(["list", "App"])
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, "App/Home.xml\nApp/Main.xml\n")
        let format = try files.trellis(["format", "--check", "App"])
        XCTAssertEqual(format.standardOutput, "App/Home.xml\nApp/Main.xml\n")
        XCTAssertEqual(format.status, 1)
    }

    func testMissingPathsExitWithTwo() throws {
        let run = try files.trellis(["list", "Nowhere"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, "trellis: error: cannot read 'Nowhere': no such file or folder [file-access]\n")
    }
}
