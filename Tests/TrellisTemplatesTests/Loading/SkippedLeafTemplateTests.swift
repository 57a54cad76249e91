import TrellisDiagnostics
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// A template of an app's own class with no children (`<Badge backgroundColor="red"/>`)
/// has none of the other marks of a template, yet must not go unchecked in silence: a
/// capitalized root setting what every view has, or an outlet, marks it.
final class SkippedLeafTemplateTests: XCTestCase {
    private func report(_ files: [String: String]) -> String {
        let fileSystem = MemoryFileSystem(texts: files)
        let discovery = TemplateDiscovery.discover(["App"], fileSystem: fileSystem)
        let skipped = discovery.skippedTemplates(registry: .builtin, fileSystem: fileSystem)
        return DiagnosticRenderer(format: .gnu, sources: skipped.sources).render(skipped.diagnostics)
    }

    func testALeafRootSettingViewPropertiesIsReported() {
        XCTAssertEqual(report([
            "App/Badge.xml": "<Badge\n    backgroundColor=\"red\"\n    height=\"20\"/>\n",
            "App/Avatar.xml": "<Brand.Avatar layer.cornerRadius=\"{size / 2}\"/>\n",
            "App/Title.xml": "<Heading outlet=\"titleLabel\"/>\n",
        ]), """
        App/Avatar.xml:1:2: warning: 'App/Avatar.xml' is skipped: its root element 'Brand.Avatar' is not a registry component; \
        to check it, declare it in a manifest in a Components folder, such as 'Components/Brand.Avatar.yaml' holding \
        'components: {Brand.Avatar: {extends: UIView}}' [skipped-template]
        App/Badge.xml:1:2: warning: 'App/Badge.xml' is skipped: its root element 'Badge' is not a registry component; \
        to check it, declare it in a manifest in a Components folder, such as 'Components/Badge.yaml' holding \
        'components: {Badge: {extends: UIView}}' [skipped-template]
        App/Title.xml:1:2: warning: 'App/Title.xml' is skipped: its root element 'Heading' is not a registry component; \
        to check it, declare it in a manifest in a Components folder, such as 'Components/Heading.yaml' holding \
        'components: {Heading: {extends: UIView}}' [skipped-template]

        """)
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
