import TrellisDiagnostics
import TrellisTemplates
import XCTest

/// XML files found in folders whose root element is not a component: those that look like
/// templates are reported, never skipped in silence; other XML is left alone.
final class SkippedTemplatesTests: XCTestCase {
    private func skipped(_ files: [String: String], included: Set<String> = []) -> (paths: [String], report: String) {
        let fileSystem = MemoryFileSystem(texts: files)
        let discovery = TemplateDiscovery.discover(["App"], fileSystem: fileSystem)
        let skipped = discovery.skippedTemplates(registry: builtinRegistry, fileSystem: fileSystem, includedFiles: included)
        let report = DiagnosticRenderer(format: .gnu, sources: skipped.sources).render(skipped.diagnostics)
        return (skipped.paths, report)
    }

    func testAViewControllerRootIsReportedWithHowToDeclareIt() {
        let result = skipped(["App/Home.xml": "<?xml version=\"1.0\"?>\n<HomeViewController>\n    <UILabel textColr=\"red\"/>\n</HomeViewController>"])
        XCTAssertEqual(result.paths, ["App/Home.xml"])
        XCTAssertEqual(result.report, """
        App/Home.xml:2:2: warning: 'App/Home.xml' is skipped: its root element 'HomeViewController' is not a registry component; \
        to check it, declare it in a manifest in a Components folder, such as 'Components/HomeViewController.yaml' holding \
        'components: {HomeViewController: {extends: UIViewController}}' [skipped-template]

        """)
    }

    func testTheSuggestedSuperclassIsTheComponentTheNameEndsWith() {
        let result = skipped([
            "App/A.xml": "<SettingsTableViewController/>",
            "App/B.xml": "<ProfileCell/>",
            "App/C.xml": "<PhotoCollectionViewCell/>",
            "App/D.xml": "<BadgeView/>",
        ])
        XCTAssertEqual(result.paths, ["App/A.xml", "App/B.xml", "App/C.xml", "App/D.xml"])
        let superclasses = result.report.split(separator: "\n").map { $0.split(separator: "extends: ").last?.split(separator: "}").first }
        XCTAssertEqual(superclasses, ["UITableViewController", "UITableViewCell", "UICollectionViewCell", "UIView"])
    }

    func testTemplateContentMarksACustomRoot() {
        let result = skipped([
            "App/Components.xml": "<Card><UILabel/></Card>",
            "App/Param.xml": "<Card>\n<!-- a note -->\n<param name=\"title\" type=\"String\"/></Card>",
            "App/Macro.xml": "<Card><macro name=\"m\" value=\"1\"/></Card>",
            "App/Children.xml": "<Card><children/></Card>",
        ])
        XCTAssertEqual(result.paths, ["App/Children.xml", "App/Components.xml", "App/Macro.xml", "App/Param.xml"])
    }

    func testOtherXMLIsSkippedSilently() {
        let result = skipped([
            "App/Info.xml": "<plist><dict><key>UILabel</key></dict></plist>",
            "App/Feed.xml": "<rss><!-- <UILabel/> --><channel><![CDATA[<UIView/>]]></channel></rss>",
            "App/T.xml": "<UIView/>",
        ])
        XCTAssertEqual(result.paths, [])
        XCTAssertEqual(result.report, "")
    }

    /// The template that includes such a file already reports its root as an unknown
    /// component, at the same spot, so a warning would say it twice.
    func testAFileAnotherTemplateIncludesIsLeftToItsUnknownComponentError() {
        let result = skipped(["App/Badge.xml": "<BadgeView/>", "App/Card.xml": "<CardView/>"], included: ["App/Badge.xml"])
        XCTAssertEqual(result.paths, ["App/Card.xml"])
        XCTAssertEqual(result.report, """
        App/Card.xml:1:2: warning: 'App/Card.xml' is skipped: its root element 'CardView' is not a registry component; \
        to check it, declare it in a manifest in a Components folder, such as 'Components/CardView.yaml' holding \
        'components: {CardView: {extends: UIView}}' [skipped-template]

        """)
    }

    func testAMisspeltComponentGetsADidYouMean() {
        let result = skipped([
            "App/Cell.xml": "<UITableViewCel/>",
            "App/List.xml": "<ListView/>",
        ])
        XCTAssertEqual(result.report, """
        App/Cell.xml:1:2: warning: 'App/Cell.xml' is skipped: its root element 'UITableViewCel' is not a registry component; \
        did you mean 'UITableViewCell'? [skipped-template]
        App/List.xml:1:2: warning: 'App/List.xml' is skipped: its root element 'ListView' is not a registry component; \
        did you mean 'SKView'? If 'ListView' is a class of yours, declare it in a manifest in a Components folder, such as \
        'Components/ListView.yaml' holding 'components: {ListView: {extends: UIView}}' [skipped-template]

        """)
    }

    func testAFileNamedDirectlyIsCompiledNotSkipped() {
        let fileSystem = MemoryFileSystem(texts: ["App/Home.xml": "<HomeView/>"])
        let discovery = TemplateDiscovery.discover(["App", "App/Home.xml"], fileSystem: fileSystem)
        XCTAssertEqual(discovery.skippedTemplates(registry: builtinRegistry, fileSystem: fileSystem).paths, [])
    }
}
