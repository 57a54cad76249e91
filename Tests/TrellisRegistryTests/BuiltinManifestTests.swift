import TrellisDiagnostics
import TrellisRegistry
import XCTest

final class BuiltinManifestTests: XCTestCase {
    func testBuiltinManifestsLoadWithoutDiagnostics() {
        let result = RegistryLoader().load(paths: [])
        let rendered = DiagnosticRenderer(format: .gnu, sources: result.sources).render(result.diagnostics.sortedForReport())
        XCTAssertEqual(rendered, "")
        XCTAssertFalse(result.registry.components.isEmpty)
    }
}
