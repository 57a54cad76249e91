import Foundation
import XCTest

/// End-to-end tests of `trellis compile`.
final class CompileCommandTests: XCTestCase {
    private var folder = URL(fileURLWithPath: NSTemporaryDirectory())

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("Templates/Screens/Home.xml", #"<UIView><UILabel text="Hello {name}"/><UIView xml="../Parts/Badge.xml"/></UIView>"#)
        try write("Templates/Parts/Badge.xml", ##"<UIView width="24" height="24" backgroundColor="#f00"/>"##)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func read(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    private func trellis(_ arguments: [String]) throws -> TrellisProcess.Result {
        try TrellisProcess.run(arguments, in: folder)
    }

    func testWritesOneFilePerTemplateMirroringFolders() throws {
        let run = try trellis(["compile", "Templates", "-o", "Out"])
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)
        let home = try read("Out/Screens/Home.trellis.json")
        XCTAssertTrue(home.hasPrefix(#"{"format":"trellis-ir","templates":["#), home)
        XCTAssertTrue(home.contains(#""dependencies":["Parts/Badge.xml"]"#), home)
        XCTAssertTrue(home.contains(#""source":"Screens/Home.xml""#), home)
        XCTAssertTrue(home.hasSuffix("\"version\":4}\n"), home)
        XCTAssertTrue(try read("Out/Parts/Badge.trellis.json").contains(#""source":"Parts/Badge.xml""#))
    }

    func testSameInputGivesTheSameBytes() throws {
        XCTAssertEqual(try trellis(["compile", "Templates", "-o", "bundle1.json"]).status, 0)
        XCTAssertEqual(try trellis(["compile", "Templates", "-o", "bundle2.json"]).status, 0)
        let first = try read("bundle1.json")
        XCTAssertEqual(first, try read("bundle2.json"))
        XCTAssertTrue(first.contains(#""source":"Parts/Badge.xml"}"#) && first.contains(#""source":"Screens/Home.xml"}"#), first)
    }

    func testWritesNothingWhenATemplateHasErrors() throws {
        try write("Templates/Screens/Broken.xml", #"<UIView><UILabl/></UIView>"#)
        let run = try trellis(["compile", "Templates", "-o", "Out"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "Templates/Screens/Broken.xml:1:10: error: unknown component 'UILabl'; did you mean 'UILabel'? [unknown-component]\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
    }
}
