import Foundation
import TrellisRegistry
import XCTest

/// Loading manifests from paths: files, folders, missing paths and files that are not UTF-8.
final class ManifestFileTests: XCTestCase {
    private var folder = URL(fileURLWithPath: NSTemporaryDirectory())

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-manifests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testFolderManifestsLoadInSortedOrderAfterTheBuiltins() throws {
        _ = try write("b.yml", "components:\n  Card: {properties: {subtitle: String}}\n")
        _ = try write("a.yaml", "components:\n  Card: {extends: UIView, properties: {title: String}}\n")
        _ = try write("notes.txt", "not a manifest")
        _ = try write("nested/c.yaml", "components: {Ignored: {}}\n")
        let result = RegistryLoader().load(paths: [folder.path])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.registry.components["Card"]?.properties.map(\.name), ["title", "subtitle"])
        XCTAssertNil(result.registry.components["Ignored"])
        XCTAssertNotNil(result.registry.components["UIView"])
        XCTAssertEqual(result.sources.keys.filter { !$0.hasPrefix("<builtin>/") }.sorted(),
                       [folder.appendingPathComponent("a.yaml").path, folder.appendingPathComponent("b.yml").path])
    }

    func testBuiltinsCanBeLeftOut() throws {
        let path = try write("only.yaml", "components:\n  Card: {}\n")
        let result = RegistryLoader().load(builtins: false, paths: [path, path])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.registry.componentNames, ["Card"])
        XCTAssertEqual(Array(result.sources.keys), [path])
    }

    func testMissingPathIsAnErrorWithoutALocation() {
        let missing = folder.appendingPathComponent("missing.yaml").path
        let result = RegistryLoader().load(builtins: false, paths: [missing])
        XCTAssertEqual(result.diagnostics, [.error(.fileAccess, "cannot read manifest '\(missing)': no such file or folder", at: nil)])
    }

    func testFileThatIsNotUTF8IsReportedAtTheFirstBadByte() throws {
        let url = folder.appendingPathComponent("binary.yaml")
        try Data([0x61, 0x3A, 0x0A, 0x20, 0x20, 0x62, 0xFF, 0xFE, 0x00]).write(to: url)
        let result = RegistryLoader().load(builtins: false, paths: [url.path])
        XCTAssertEqual(result.diagnostics.map { ManifestTest.describe($0, withFile: false) }, ["2:4: manifest is not valid UTF-8"])
        XCTAssertEqual(result.sources[url.path]?.lineText(2), "  b\u{FFFD}\u{FFFD}\u{0}")
    }

    func testRandomBinaryFilesNeverCrash() throws {
        var generator = SeededGenerator(seed: 7)
        for index in 0..<20 {
            let url = folder.appendingPathComponent("random\(index).yaml")
            try Data((0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: url)
            let result = RegistryLoader().load(builtins: false, paths: [url.path])
            XCTAssertFalse(result.diagnostics.isEmpty)
            XCTAssertTrue(result.diagnostics.allSatisfy { $0.location?.file == url.path })
        }
    }
}
