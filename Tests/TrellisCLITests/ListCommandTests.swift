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

    func testListsTemplatesSkippingIgnoredHiddenBuildAndNonTemplateFiles() throws {
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
        XCTAssertEqual(run.standardError, "")
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
