import Foundation
import Testing
@testable import TrellisPreviewServer

/// `trellis preview --legacy-layout`: every panel is laid out in Layout's legacy mode.
struct LegacyLayoutTests {
    /// The frame of the one child of `Edges.xml` (`left="10" right="60"`) at 375×812, laid
    /// out by a page's live connection of a server started in the given mode.
    private func childFrame(isLegacyLayoutMode: Bool) async throws -> String {
        let fixture = try PreviewFixture(files: ["Edges.xml": """
            <UIView width="100%" height="100%">
                <UIView id="bar" left="10" right="60" top="0" height="10"/>
            </UIView>

            """])
        let workspace = try PreviewWorkspace(options: PreviewOptions(paths: [fixture.root], isLegacyLayoutMode: isLegacyLayoutMode))
        let layout = await LiveConnection(workspace: workspace).reply(to: openMessage("Edges.xml", width: 375, height: 812))
        let child = try #require(layout.range(of: #""id":"bar","#))
        let frame = try #require(layout.range(of: #""frame":\{[^}]*\}"#, options: .regularExpression, range: child.upperBound..<layout.endIndex))
        return String(layout[frame])
    }

    @Test func rightIsMeasuredFromTheFarEdgeInTheNewMode() async throws {
        #expect(try await childFrame(isLegacyLayoutMode: false) == #""frame":{"x":10,"y":0,"width":305,"height":10}"#)
    }

    @Test func rightIsACoordinateInTheLegacyMode() async throws {
        #expect(try await childFrame(isLegacyLayoutMode: true) == #""frame":{"x":10,"y":0,"width":50,"height":10}"#)
    }
}
