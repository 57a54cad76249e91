import Foundation
import TrellisRegistry
import XCTest

/// `BuiltinManifests` holds the text of every `Components/*.yaml` as written by
/// `Scripts/embed-builtin-manifests.sh`; these fail when the script was not run after a
/// manifest changed.
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
        let components = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Components")
        for source in BuiltinManifests.sources {
            let name = String(source.path.dropFirst("<builtin>/".count))
            let text = try String(contentsOf: components.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(source.text, text, "\(name) differs from Components/\(name): run Scripts/embed-builtin-manifests.sh")
        }
    }
}
