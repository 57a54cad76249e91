import Foundation
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// The golden corpus in `Tests/TrellisTemplatesTests/Corpus`: every case is a folder whose
/// `Main.xml` is compiled (with the folder as template root, its `Components/*.yaml`
/// manifests, its `Assets.xcassets` catalog and its `Localizable.strings`, when present).
///
/// - `valid/CASE`: `Main.trellis.json` is the exact IR; `Main.expected` (if present) lists
///   the warnings.
/// - `invalid/CASE`: `Main.expected` lists the exact diagnostics, one
///   `file:line:column: severity: message` line each, notes included.
///
/// Run with `TRELLIS_UPDATE_SNAPSHOTS=1` to rewrite the expectations from the output
/// (then review the diff); by default the test compares.
final class CorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
    static let updating = ProcessInfo.processInfo.environment["TRELLIS_UPDATE_SNAPSHOTS"] == "1"

    func testValidCases() throws {
        let cases = try Self.cases("valid")
        XCTAssertGreaterThanOrEqual(cases.count, 15)
        for folder in cases {
            let result = Self.compile(folder)
            let name = folder.lastPathComponent
            let diagnostics = Self.lines(result.diagnostics, folder: folder)
            try Self.compare(diagnostics.isEmpty ? nil : diagnostics.joined(separator: "\n") + "\n", folder.appendingPathComponent("Main.expected"), case: name)
            guard let template = result.template else {
                XCTFail("\(name) does not compile:\n\(diagnostics.joined(separator: "\n"))")
                continue
            }
            let bytes = IRWriter.encode(IRDocument(templates: [template]))
            try Self.compare(String(decoding: bytes, as: UTF8.self), folder.appendingPathComponent("Main.trellis.json"), case: name)
            XCTAssertTrue(try IRLoader.load(bytes, path: name).get() == IRDocument(templates: [template]), "\(name): the IR does not read back")
        }
    }

    func testInvalidCases() throws {
        let cases = try Self.cases("invalid")
        XCTAssertGreaterThanOrEqual(cases.count, 40)
        for folder in cases {
            let result = Self.compile(folder)
            let lines = Self.lines(result.diagnostics, folder: folder)
            XCTAssertFalse(lines.isEmpty, "\(folder.lastPathComponent) has no diagnostic")
            try Self.compare(lines.joined(separator: "\n") + "\n", folder.appendingPathComponent("Main.expected"), case: folder.lastPathComponent)
        }
    }

    static func cases(_ kind: String) throws -> [URL] {
        let folder = corpus.appendingPathComponent(kind)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func compile(_ folder: URL) -> TemplateCompilation {
        let root = folder.path
        let fileSystem = DiskFileSystem()
        let discovery = TemplateDiscovery.discover([root], fileSystem: fileSystem)
        let registry = discovery.manifests.isEmpty ? Registry.builtin : RegistryLoader().load(paths: discovery.manifests).registry
        let assetsPath = root + "/Assets.xcassets"
        let assets = fileSystem.kind(of: assetsPath) == .folder ? AssetCatalog.load([assetsPath], fileSystem: fileSystem).catalog : nil
        let strings = fileSystem.contents(of: root + "/Localizable.strings").map { StringsTable.parse($0, path: "Localizable.strings").table }
        var compiler = TemplateCompiler(
            registry: registry, roots: TemplateRoots(folders: [root], currentDirectory: fileSystem.currentDirectory),
            fileSystem: fileSystem, assets: assets, strings: strings
        )
        return compiler.compile(path: root + "/Main.xml")
    }

    /// The diagnostics in the gnu format with paths relative to the case folder (`.`).
    static func lines(_ diagnostics: [Diagnostic], folder: URL) -> [String] {
        return render(diagnostics).map {
            $0.replacingOccurrences(of: folder.path + "/", with: "").replacingOccurrences(of: folder.path, with: ".")
        }
    }

    /// Compares `actual` with the file (absent meaning `nil`), or rewrites the file when updating.
    static func compare(_ actual: String?, _ file: URL, case name: String, line: UInt = #line) throws {
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if updating {
            if let actual {
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } else if expected != nil {
                try FileManager.default.removeItem(at: file)
            }
            return
        }
        XCTAssertEqual(actual, expected, "\(name): \(file.lastPathComponent) differs (TRELLIS_UPDATE_SNAPSHOTS=1 rewrites it)", line: line)
    }
}
