import TrellisDiagnostics
import TrellisTemplates
import XCTest

/// XML files found in folders whose root element is not a component: a root naming a class
/// of the app's is checked as a template; every other file is reported as skipped, never
/// in silence.
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
        XCTAssertEqual(skipped(files).paths, ["App/Other.xml"])
        XCTAssertEqual(templates(files), ["App/Children.xml", "App/Components.xml", "App/Macro.xml", "App/Param.xml"])
    }

    /// Other XML is skipped with a warning at its root saying how to leave it out.
    func testOtherXMLIsSkippedWithAWarning() {
        let result = skipped([
            "App/Info.xml": "<plist><dict><key>UILabel</key></dict></plist>",
            "App/Feed.xml": "<?xml version=\"1.0\"?>\n<rss><!-- <UILabel/> --><channel><![CDATA[<UIView/>]]></channel></rss>",
            "App/T.xml": "<UIView/>",
        ])
        XCTAssertEqual(result.paths, ["App/Feed.xml", "App/Info.xml"])
        XCTAssertEqual(result.report, """
        App/Feed.xml:2:2: warning: 'App/Feed.xml' is skipped: its root element 'rss' is not a registry component; \
        it is not read as a template; to leave it out without a word, list it in a .trellisignore file [not-a-template]
        App/Info.xml:1:2: warning: 'App/Info.xml' is skipped: its root element 'plist' is not a registry component; \
        it is not read as a template; to leave it out without a word, list it in a .trellisignore file [not-a-template]

        """)
    }

    /// A capitalized root that is no slip of a component's and shows no mark of a template
    /// (`<Labell/>`) is skipped with a warning saying how to declare the class.
    func testACapitalizedRootWithNoTemplateMarkIsSkippedWithAWarning() {
        let result = skipped(["App/Label.xml": "<Labell/>", "App/Feed.xml": "\n  <Feed version=\"2.0\"/>"])
        XCTAssertEqual(result.paths, ["App/Feed.xml", "App/Label.xml"])
        XCTAssertEqual(result.report, """
        App/Feed.xml:2:4: warning: 'App/Feed.xml' is skipped: its root element 'Feed' is not a registry component; \
        it holds no component, template element or view property, so it is not read as a template; if 'Feed' is a class of yours, \
        declare it in a manifest in a Components folder, such as 'Components/Feed.yaml' holding 'components: {Feed: {extends: UIView}}' [skipped-template]
        App/Label.xml:1:2: warning: 'App/Label.xml' is skipped: its root element 'Labell' is not a registry component; \
        it holds no component, template element or view property, so it is not read as a template; if 'Labell' is a class of yours, \
        declare it in a manifest in a Components folder, such as 'Components/Labell.yaml' holding 'components: {Labell: {extends: UIView}}' [skipped-template]

        """)
    }

    /// A file with no root element (empty, text, a lone declaration) is skipped with a
    /// warning where its content starts.
    func testAFileWithNoRootElementIsSkippedWithAWarning() {
        let result = skipped(["App/Empty.xml": "", "App/Notes.xml": "\n\n   to do", "App/Decl.xml": "<?xml version=\"1.0\"?>\n"])
        XCTAssertEqual(result.paths, ["App/Decl.xml", "App/Empty.xml", "App/Notes.xml"])
        XCTAssertEqual(result.report, """
        App/Decl.xml:1:1: warning: 'App/Decl.xml' is skipped: it has no XML root element [not-a-template]
        App/Empty.xml:1:1: warning: 'App/Empty.xml' is skipped: it has no XML root element [not-a-template]
        App/Notes.xml:3:4: warning: 'App/Notes.xml' is skipped: it has no XML root element [not-a-template]

        """)
    }

    /// A file the search lists but cannot read is skipped with a warning (it has no line to
    /// point at).
    func testAFileThatCannotBeReadIsSkippedWithAWarning() {
        let fileSystem = UnreadableFileSystem(files: MemoryFileSystem(texts: ["App/Home.xml": "<UIView/>", "App/Locked.xml": "<UIView/>"]), unreadable: "App/Locked.xml")
        let discovery = TemplateDiscovery.discover(["App"], fileSystem: fileSystem)
        let skipped = discovery.skippedTemplates(registry: builtinRegistry, fileSystem: fileSystem)
        XCTAssertEqual(skipped.paths, ["App/Locked.xml"])
        XCTAssertEqual(DiagnosticRenderer(format: .gnu, sources: skipped.sources).render(skipped.diagnostics), """
        trellis: warning: 'App/Locked.xml' is skipped: it cannot be read [not-a-template]

        """)
        XCTAssertEqual(discovery.templates(registry: builtinRegistry, fileSystem: fileSystem), ["App/Home.xml"])
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

/// Files in memory, one of which is listed but cannot be read.
private struct UnreadableFileSystem: TemplateFileSystem {
    var files: MemoryFileSystem
    var unreadable: String

    func contents(of path: String) -> [UInt8]? { path == unreadable ? nil : files.contents(of: path) }
    func size(of path: String) -> Int? { files.size(of: path) }
    func kind(of path: String) -> FileKind? { files.kind(of: path) }
    func entries(of path: String) -> [String]? { files.entries(of: path) }
    var currentDirectory: String { files.currentDirectory }
    func realPath(of path: String) -> String? { files.realPath(of: path) }
}
