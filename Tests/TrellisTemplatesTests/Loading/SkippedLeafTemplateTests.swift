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
        XCTAssertEqual(discovery.skippedTemplates(registry: .builtin, fileSystem: fileSystem).paths, ["App/Feed.xml"])
    }

    /// Other XML setting attributes views have too is skipped, with a warning.
    func testOtherXMLWithViewLikeAttributesIsSkippedWithAWarning() {
        XCTAssertEqual(report([
            "App/Icon.xml": "<svg width=\"10\" height=\"10\"><rect width=\"10\"/></svg>\n",
            "App/Main.xml": "<LinearLayout xmlns:android=\"x\" android:layout_width=\"match_parent\"/>\n",
            "App/Broken.xml": "<Badge backgroundColor=\"red\"\n",
        ]), """
        App/Broken.xml:1:2: warning: 'App/Broken.xml' is skipped: its root element 'Badge' is not a registry component; \
        it is not well-formed XML, so it is not read as a template; name it on the command line to see why [skipped-template]
        App/Icon.xml:1:2: warning: 'App/Icon.xml' is skipped: its root element 'svg' is not a registry component; \
        it is not read as a template; to leave it out without a word, list it in a .trellisignore file [not-a-template]
        App/Main.xml:1:2: warning: 'App/Main.xml' is skipped: its root element 'LinearLayout' is not a registry component; \
        it holds no component, template element or view property, so it is not read as a template; if 'LinearLayout' is a class of yours, \
        declare it in a manifest in a Components folder, such as 'Components/LinearLayout.yaml' holding 'components: {LinearLayout: {extends: UIView}}' [skipped-template]

        """)
    }
}
