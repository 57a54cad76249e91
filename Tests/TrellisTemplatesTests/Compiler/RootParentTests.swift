import TrellisDiagnostics
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// What the root node's `parent.` reads: the view the templates of the run place the
/// template in, else any view (Layout resolves it at run time).
final class RootParentTests: XCTestCase {
    /// Layout's SampleApp page template: its root is placed in a scroll view.
    private let page = "<UIView height=\"parent.contentSize.height - 20\" width=\"100%\"/>\n"

    private func batch(_ files: [String: String], _ paths: [String]) -> [TemplateCompilation] {
        let fileSystem = MemoryFileSystem(texts: files, currentDirectory: "/work")
        let batch = TemplateBatch(registry: .builtin, roots: TemplateRoots(folders: ["."], currentDirectory: "/work"), fileSystem: fileSystem)
        return batch.compile(paths, workers: 1)
    }

    func testUnplacedRootReadsAMemberSomeComponentDeclares() {
        let result = CompilerFixture(template: page).compile()
        XCTAssertEqual(render(result.diagnostics), [])
        XCTAssertTrue(result.readsUnplacedRootParent)
        XCTAssertNotNil(result.template)
    }

    func testUnplacedRootReadsTheTypeTheDeclaringComponentsGive() {
        let messages = CompilerFixture(template: "<UIView isHidden=\"parent.contentSize\"/>\n").messages()
        XCTAssertEqual(messages, ["T.xml:1:19: error: 'isHidden' expects Bool, got CGSize 'parent.contentSize' [type-mismatch]"])
    }

    func testUnplacedRootReadingAMemberNoComponentDeclaresIsAnError() {
        let messages = CompilerFixture(template: "<UIView height=\"parent.contentSiz.height\"/>\n").messages()
        XCTAssertEqual(messages, [
            "T.xml:1:24: error: unknown member 'contentSiz' of parent (the view the template is placed in; no component declares it); did you mean 'contentSize'? [unknown-symbol]",
        ])
    }

    /// `style` is a UITableViewStyle on a table view, a UISwitchStyle on a switch, …: a
    /// read of a member the declaring components disagree on is not typed.
    func testUnplacedRootReadsAnyValueWhereTheDeclaringComponentsDisagree() {
        let result = CompilerFixture(template: "<UIView isHidden=\"parent.style\" tag=\"parent.style\"/>\n").compile()
        XCTAssertEqual(render(result.diagnostics), [])
        XCTAssertEqual(Registry.builtin.resolveKeyPathOnAnyComponent("style")?.type, .any)
        XCTAssertEqual(Registry.builtin.resolveKeyPathOnAnyComponent("contentSize.width")?.type, .double)
        XCTAssertNil(Registry.builtin.resolveKeyPathOnAnyComponent("contentSiz"))
    }

    func testRootOfATemplatePlacedInAScrollViewReadsTheScrollView() {
        let files = [
            "Pages.xml": "<UIScrollView>\n    <UIView template=\"Page.xml\"/>\n</UIScrollView>\n",
            "Page.xml": page,
        ]
        let results = batch(files, ["Page.xml", "Pages.xml"])
        XCTAssertEqual(results.map { render($0.diagnostics) }, [[], []])
        XCTAssertEqual(results.map(\.readsUnplacedRootParent), [false, false])
    }

    func testRootOfATemplatePlacedInAPlainViewCannotReadScrollViewMembers() {
        let files = [
            "Main.xml": "<UIView>\n    <UIView template=\"Page.xml\"/>\n</UIView>\n",
            "Page.xml": page,
        ]
        let results = batch(files, ["Page.xml", "Main.xml"])
        XCTAssertEqual(render(results[0].diagnostics), [
            "Page.xml:1:24: error: unknown member 'contentSize' of parent UIView; did you mean 'contentMode'? [unknown-symbol]",
        ])
        XCTAssertEqual(render(results[1].diagnostics), [
            "Page.xml:1:24: error: unknown member 'contentSize' of parent UIView; did you mean 'contentMode'? [unknown-symbol]",
            "Main.xml:2:13: note: in template 'Page.xml' included here",
        ])
    }

    func testIncludersThatDisagreeShareTheirNearestCommonClass() {
        var containers = RootContainers()
        containers.record("Page.xml", placedIn: "UITableView")
        containers.record("Page.xml", placedIn: "UIScrollView")
        XCTAssertEqual(containers.container(of: "Page.xml", in: .builtin), "UIScrollView")
        containers.record("Page.xml", placedIn: "UILabel")
        XCTAssertEqual(containers.container(of: "Page.xml", in: .builtin), "UIView")
        containers.record("Page.xml", placedIn: "UIViewController")
        XCTAssertNil(containers.container(of: "Page.xml", in: .builtin), "views and controllers share no class: any view is read")
        XCTAssertNil(containers.container(of: "Other.xml", in: .builtin))
    }

    func testATemplateMergedIntoTheRootRecordsNoPlacement() {
        let result = CompilerFixture([
            "T.xml": "<UIView template=\"Page.xml\"/>\n",
            "Page.xml": page,
        ]).compile()
        XCTAssertTrue(result.placements.isEmpty)
        XCTAssertTrue(result.readsUnplacedRootParent)
    }
}
