import Foundation
import Testing
import TrellisLayout
import TrellisRegistry
@testable import TrellisPreviewServer

/// What a change on disk makes the workspace forget and report.
struct PreviewWorkspaceTests {
    private func backgroundColor(_ workspace: PreviewWorkspace, _ id: String, _ appearance: Appearance) async throws -> String? {
        let compiled = try #require(await workspace.compiled(id, appearance: appearance))
        let template = try #require(compiled.compilation.template)
        let root = LayoutEngine(template: template, registry: compiled.registry).evaluate(size: Size(width: 10, height: 10)).root
        guard case let .color(color)? = root?.value("backgroundColor") else { return nil }
        return color.hexString
    }

    @Test func anIncludeChangeAffectsTheTemplatesReadingIt() async throws {
        let fixture = try PreviewFixture()
        let workspace = try PreviewWorkspace(options: PreviewOptions(paths: [fixture.root]))
        _ = await workspace.compiled("Screens/Login.xml", appearance: .light)
        _ = await workspace.compiled("Card.xml", appearance: .light)
        #expect(await workspace.filesChanged([fixture.root + "/Parts/Badge.xml"]) == ["Screens/Login.xml"])
        #expect(await workspace.filesChanged([fixture.root + "/Card.preview.json"]) == ["Card.xml"])
        // Parts/Badge.xml itself was never compiled: a change of it alone affects no socket.
        #expect(await workspace.filesChanged([fixture.root + "/Notes/readme.txt"]) == [])
    }

    @Test func aNewTemplateIsServedOnceItIsSaved() async throws {
        let fixture = try PreviewFixture()
        let workspace = try PreviewWorkspace(options: PreviewOptions(paths: [fixture.root]))
        try fixture.write("Screens/Signup.xml", "<UIView width=\"10\" height=\"10\"/>\n")
        #expect(await workspace.filesChanged([fixture.root + "/Screens/Signup.xml"]) == [])
        #expect(await workspace.templates.map(\.id) == ["Card.xml", "Parts/Badge.xml", "Screens/Login.xml", "Screens/Signup.xml"])
    }

    @Test func aManifestChangeAffectsEveryTemplateInBothAppearances() async throws {
        let fixture = try PreviewFixture()
        try fixture.write("Components/App.yaml", "colors:\n  brand: {light: \"#ff0000\", dark: \"#00ff00\"}\n")
        try fixture.write("Card.xml", "<UIView backgroundColor=\"brand\" width=\"10\" height=\"10\"/>\n")
        let workspace = try PreviewWorkspace(options: PreviewOptions(paths: [fixture.root]))
        #expect(try await backgroundColor(workspace, "Card.xml", .light) == "#ff0000ff")
        #expect(try await backgroundColor(workspace, "Card.xml", .dark) == "#00ff00ff")
        try fixture.write("Components/App.yaml", "colors:\n  brand: {light: \"#0000ff\", dark: \"#00ff00\"}\n")
        #expect(await workspace.filesChanged([fixture.root + "/Components/App.yaml"]) == ["Card.xml", "Parts/Badge.xml", "Screens/Login.xml"])
        #expect(try await backgroundColor(workspace, "Card.xml", .light) == "#0000ffff")
    }

    /// Other XML in a served folder is not served, with the warning `trellis check` gives it
    /// among the problems every page shows.
    @Test func otherXMLInTheFolderIsSkippedWithAWarning() async throws {
        let fixture = try PreviewFixture()
        try fixture.write("Info.xml", "<plist/>\n")
        let workspace = try PreviewWorkspace(options: PreviewOptions(paths: [fixture.root]))
        #expect(await workspace.templates.map(\.id) == ["Card.xml", "Parts/Badge.xml", "Screens/Login.xml"])
        let compiled = try #require(await workspace.compiled("Card.xml", appearance: .light))
        #expect(compiled.setupDiagnostics.map(\.message) == [
            "'\(fixture.root)/Info.xml' is skipped: its root element 'plist' is not a registry component; "
                + "it is not read as a template; to leave it out without a word, list it in a .trellisignore file",
        ])
        #expect(compiled.setupDiagnostics.first?.location?.line == 1)
        #expect(compiled.setupDiagnostics.first?.location?.column == 2)
    }

    @Test func aMissingPathIsASetupError() {
        let error = #expect(throws: PreviewWorkspace.SetupError.self) {
            try PreviewWorkspace(options: PreviewOptions(paths: ["/no/such/folder"]))
        }
        #expect(error?.description == "cannot read '/no/such/folder': no such file or folder")
    }
}
