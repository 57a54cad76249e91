import TrellisDiagnostics
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// A template of an app's own class with no children (`<Badge backgroundColor="red"/>`)
/// has none of the other marks of a template, yet must not go unchecked: a capitalized
/// root setting what every view has, or an outlet, marks it, and it is checked.
final class SkippedLeafTemplateTests: XCTestCase {
    private func report(_ files: [String: String]) -> String {
        let fileSystem = MemoryFileSystem(texts: files)
        let discovery = TemplateDiscovery.discover(["App"], fileSystem: fileSystem)
        let skipped = discovery.skippedTemplates(registry: .builtin, fileSystem: fileSystem)
        return DiagnosticRenderer(format: .gnu, sources: skipped.sources).render(skipped.diagnostics)
    }

    func testALeafRootSettingViewPropertiesIsCheckedAsATemplate() {
        let fileSystem = MemoryFileSystem(texts: [
            "App/Badge.xml": "<Badge\n    backgroundColor=\"red\"\n    height=\"20\"/>\n",
            "App/Avatar.xml": "<Brand.Avatar layer.cornerRadius=\"{size / 2}\"/>\n",
            "App/Title.xml": "<Heading outlet=\"titleLabel\"/>\n",
            "App/Feed.xml": "<Feed version=\"2.0\"/>\n",
        ])
        let discovery = TemplateDiscovery.discover(["App"], fileSystem: fileSystem)
        XCTAssertEqual(discovery.templates(registry: .builtin, fileSystem: fileSystem), ["App/Avatar.xml", "App/Badge.xml", "App/Title.xml"])
        XCTAssertEqual(discovery.skippedTemplates(registry: .builtin, fileSystem: fileSystem).paths, [])
    }

    func testOtherXMLWithViewLikeAttributesIsLeftAlone() {
        XCTAssertEqual(report([
            "App/Icon.xml": "<svg width=\"10\" height=\"10\"><rect width=\"10\"/></svg>\n",
            "App/Main.xml": "<LinearLayout xmlns:android=\"x\" android:layout_width=\"match_parent\"/>\n",
            "App/Feed.xml": "<Feed version=\"2.0\"/>\n",
            "App/Broken.xml": "<Badge backgroundColor=\"red\"\n",
        ]), "")
    }
}
