import Foundation
import TrellisDiagnostics
import TrellisRegistry
import XCTest

@testable import TrellisTemplates

/// Nothing is read outside the template roots: symbolic links are followed before the
/// roots are checked, and a file that is not XML is never shown.
final class TemplateConfinementTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-confinement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        folder = try XCTUnwrap(DiskFileSystem().realPath(of: url.path))
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/\(name)", withDestinationPath: destination)
    }

    /// The diagnostics of compiling `App/Main.xml` with the root `App`, and the IR's files.
    private func compileMain() -> (messages: [String], files: [String]) {
        var compiler = TemplateCompiler(registry: .builtin, roots: TemplateRoots(folders: ["\(folder)/App"], currentDirectory: folder))
        let result = compiler.compile(path: "\(folder)/App/Main.xml")
        let messages = render(result.diagnostics).map { $0.replacingOccurrences(of: folder, with: "$TMP") }
        return (messages, result.template.map { [$0.source] + $0.dependencies.sorted() } ?? [])
    }

    func testALinkedFileLeadingOutsideTheRootsIsRefusedUnread() throws {
        try write("Outside/Secret.xml", "<UILabel text=\"top secret\"/>")
        try write("App/Main.xml", "<UIView><UILabel xml=\"link.xml\"/></UIView>")
        try link("App/link.xml", to: "../Outside/Secret.xml")
        XCTAssertEqual(compileMain().messages, [
            "trellis: error: template '$TMP/App/link.xml' leads to '$TMP/Outside/Secret.xml' through a symbolic link, outside the template roots ('$TMP/App') [outside-roots]",
            "$TMP/App/Main.xml:1:18: note: in 'link.xml' composed here",
        ])
    }

    func testALinkedFolderLeadingOutsideTheRootsIsRefused() throws {
        try write("Outside/Card.xml", "<UIView/>")
        try write("App/Main.xml", "<UIView><UIView template=\"Shared/Card.xml\"/></UIView>")
        try link("App/Shared", to: "\(folder)/Outside")
        XCTAssertEqual(compileMain().messages, [
            "trellis: error: template '$TMP/App/Shared/Card.xml' leads to '$TMP/Outside/Card.xml' through a symbolic link, outside the template roots ('$TMP/App') [outside-roots]",
            "$TMP/App/Main.xml:1:17: note: in template 'Shared/Card.xml' included here",
        ])
    }

    func testALinkToAFileThatIsNotXMLNeverShowsItsText() throws {
        try write("passwd", "root:x:0:0:root:/root:/bin/bash\n")
        try write("App/Main.xml", "<UIView><UILabel xml=\"users.xml\"/></UIView>")
        try link("App/users.xml", to: "\(folder)/passwd")
        XCTAssertEqual(compileMain().messages, [
            "trellis: error: template '$TMP/App/users.xml' leads to '$TMP/passwd' through a symbolic link, outside the template roots ('$TMP/App') [outside-roots]",
            "$TMP/App/Main.xml:1:18: note: in 'users.xml' composed here",
        ])
        try write("App/passwd.xml", "root:x:0:0:root:/root:/bin/bash\n")
        try write("App/Main.xml", "<UIView><UILabel xml=\"passwd.xml\"/></UIView>")
        XCTAssertEqual(compileMain().messages, [
            "trellis: error: '$TMP/App/passwd.xml' is not a template: it does not start with '<' [file-access]",
            "$TMP/App/Main.xml:1:18: note: in 'passwd.xml' composed here",
        ])
    }

    func testLinksThatStayInsideTheRootsAreFollowed() throws {
        try write("App/Parts/Card.xml", "<UIView/>")
        try write("App/Main.xml", "<UIView><UIView template=\"Card.xml\"/></UIView>")
        try link("App/Card.xml", to: "Parts/Card.xml")
        XCTAssertEqual(compileMain().messages, [])
        XCTAssertEqual(compileMain().files, ["Main.xml", "Card.xml"])
    }

    func testARootThatIsALinkIsFollowedToo() throws {
        try write("Real/Main.xml", "<UIView><UIView template=\"Card.xml\"/></UIView>")
        try write("Real/Card.xml", "<UIView/>")
        try link("App", to: "\(folder)/Real")
        XCTAssertEqual(compileMain().messages, [])
    }
}
