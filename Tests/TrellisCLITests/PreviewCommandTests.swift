import Foundation
import XCTest

/// `trellis preview` as a process: what it does before it serves anything.
final class PreviewCommandTests: XCTestCase {
    /// The nearest `.trellis.yml` chooses the layout mode (`legacy-layout`), so an error in
    /// it ends the command with status 2, reported at its line and column, before a port is
    /// bound.
    func testAnErrorInTheNearestConfigurationEndsItBeforeServing() throws {
        let folder = try ToolingCommandFolder()
        defer { folder.remove() }
        try folder.write("Card.xml", "<UIView/>\n")
        try folder.write(".trellis.yml", "legacy-layout: sometimes\n")
        let run = try TrellisProcess.run(["preview", "--port", "0", "."], in: folder.url, timeLimit: .seconds(60))
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, """
            .trellis.yml:1:16: error: expected 'true' or 'false' for 'legacy-layout' [invalid-configuration]
            1 | legacy-layout: sometimes
              |                ^~~~~~~~~

            """)
    }
}
