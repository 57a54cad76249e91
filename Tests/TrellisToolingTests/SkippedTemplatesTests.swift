import TrellisDiagnostics
import TrellisTemplates
import XCTest

/// XML files found in folders whose root element is not a component: a root naming a class
/// of the app's is checked as a template, one misspelling a component is reported as
/// skipped, never in silence; other XML is left alone.
final class SkippedTemplatesTests: XCTestCase {
    private func skipped(_ files: [String: String], included: Set<String> = []) -> (paths: [String], report: String) {
        let fileSystem = MemoryFileSystem(texts: files)
        let discovery = TemplateDiscovery.discover(["App"], fileSystem: fileSystem)
        let skipped = discovery.skippedTemplates(registry: builtinRegistry, fileSystem: fileSystem, includedFiles: included)
        let report = DiagnosticRenderer(format: .gnu, sources: skipped.sources).render(skipped.diagnostics)
        return (skipped.paths, report)
    }

    /// The templates a search of `App` finds in `files`.
    private func templates(_ files: [String: String]) -> [String] {
        let fileSystem = MemoryFileSystem(texts: files)
        return TemplateDiscovery.discover(["App"], fileSystem: fileSystem).templates(registry: builtinRegistry, fileSystem: fileSystem)
    }

    /// A root naming a class of the app's is checked as the component it most likely
    /// extends (an undeclared-component warning at the root), never skipped.
    func testAViewControllerRootIsCheckedNotSkipped() {
        let files = ["App/Home.xml": "<?xml version=\"1.0\"?>\n<HomeViewController>\n    <UILabel textColr=\"red\"/>\n</HomeViewController>"]
        XCTAssertEqual(skipped(files).paths, [])
        XCTAssertEqual(templates(files), ["App/Home.xml"])
    }

    func testRootsEndingLikeAClassAreTemplates() {
        let files = [
            "App/A.xml": "<SettingsTableViewController/>",
            "App/B.xml": "<ProfileCell/>",
            "App/C.xml": "<PhotoCollectionViewCell/>",
            "App/D.xml": "<BadgeView/>",
        ]
        XCTAssertEqual(skipped(files).paths, [])
        XCTAssertEqual(templates(files), ["App/A.xml", "App/B.xml", "App/C.xml", "App/D.xml"])
    }

    func testTemplateContentMarksACustomRoot() {
        let files = [
            "App/Components.xml": "<Card><UILabel/></Card>",
            "App/Param.xml": "<Card>\n<!-- a note -->\n<param name=\"title\" type=\"String\"/></Card>",
            "App/Macro.xml": "<Card><macro name=\"m\" value=\"1\"/></Card>",
            "App/Children.xml": "<Card><children/></Card>",
            "App/Other.xml": "<Card version=\"2\"/>",
        ]
        XCTAssertEqual(skipped(files).paths, [])
        XCTAssertEqual(templates(files), ["App/Children.xml", "App/Components.xml", "App/Macro.xml", "App/Param.xml"])
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

    /// The template that includes a file whose root is a slip reports it as an unknown
    /// component, at the same spot, so a warning would say it twice.
    func testAFileAnotherTemplateIncludesIsLeftToItsUnknownComponentError() {
        let result = skipped(["App/Badge.xml": "<UILabl/>", "App/Card.xml": "<UIStackVeiw><UILabel/></UIStackVeiw>"], included: ["App/Badge.xml"])
        XCTAssertEqual(result.paths, ["App/Card.xml"])
    }

    /// A slip of a component's name is skipped with a did-you-mean; a class-like name with
    /// no component one slip away (`ListView`, two letters from `SKView`) is the app's.
    func testAMisspeltComponentGetsADidYouMean() {
        let files = [
            "App/Cell.xml": "<UITableViewCel/>",
            "App/List.xml": "<ListView/>",
            "App/Stack.xml": "<UIStackVeiw><UILabel/></UIStackVeiw>",
        ]
        XCTAssertEqual(skipped(files).report, """
        App/Cell.xml:1:2: warning: 'App/Cell.xml' is skipped: its root element 'UITableViewCel' is not a registry component; \
        did you mean 'UITableViewCell'? [skipped-template]
        App/Stack.xml:1:2: warning: 'App/Stack.xml' is skipped: its root element 'UIStackVeiw' is not a registry component; \
        did you mean 'UIStackView'? [skipped-template]

        """)
        XCTAssertEqual(templates(files), ["App/List.xml"])
    }

    func testAFileNamedDirectlyIsCompiledNotSkipped() {
        let fileSystem = MemoryFileSystem(texts: ["App/Home.xml": "<HomeView/>"])
        let discovery = TemplateDiscovery.discover(["App", "App/Home.xml"], fileSystem: fileSystem)
        XCTAssertEqual(discovery.skippedTemplates(registry: builtinRegistry, fileSystem: fileSystem).paths, [])
    }
}
