import Foundation
import TrellisRegistry
import XCTest

/// `BuiltinManifests` lists the embedded files by name (SwiftPM's `.embedInCode` gives one
/// static property per file and no way to enumerate them); this keeps the list complete.
final class BuiltinManifestListTests: XCTestCase {
    func testEveryComponentsManifestIsEmbeddedInFileNameOrder() throws {
        let components = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Components")
        let names = try FileManager.default.contentsOfDirectory(atPath: components.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .sorted()
        XCTAssertEqual(BuiltinManifests.sources.map(\.path), names.map { "<builtin>/\($0)" })
    }

    func testEmbeddedTextIsTheFileText() throws {
        let core = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Components/Core.yaml")
        let text = try String(contentsOf: core, encoding: .utf8)
        XCTAssertEqual(BuiltinManifests.sources.first { $0.path == "<builtin>/Core.yaml" }?.text, text)
    }
}
