import TrellisDiagnostics
import TrellisRegistry
import XCTest

/// The `unused-outlet-in-template` rule: an outlet the view controller owning it declares
/// no property for, checked only where a project manifest declares that controller.
final class UnusedOutletTests: XCTestCase {
    private static let manifest = """
        components:
          HomeViewController:
            extends: UIViewController
            properties: {titleLabel: UILabel, saveButton: UIButton}
        """

    private func fixture(_ template: String) -> CompilerFixture {
        var fixture = CompilerFixture(template: template)
        fixture.registry = RegistryLoader().load(sources: BuiltinManifests.sources + [("App.yaml", Self.manifest)]).registry
        return fixture
    }

    func testAnOutletTheOwningControllerDoesNotDeclareIsAWarningWithItsFix() {
        let result = fixture("""
            <UIView>
                <HomeViewController>
                    <UIView>
                        <UILabel outlet="titleLable"/>
                        <UIButton outlet="footer"/>
                    </UIView>
                </HomeViewController>
            </UIView>
            """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:4:30: warning: outlet 'titleLable' binds nothing: HomeViewController declares no property 'titleLable'; "
                + "did you mean 'titleLabel'? [unused-outlet-in-template]",
            "T.xml:5:31: warning: outlet 'footer' binds nothing: HomeViewController declares no property 'footer' [unused-outlet-in-template]",
        ])
        XCTAssertEqual(result.diagnostics.first?.fixIt?.replacement, "titleLabel")
        XCTAssertEqual(result.diagnostics.first?.fixIt?.span.column, 30)
        XCTAssertEqual(result.diagnostics.first?.fixIt?.span.length, 10)
        XCTAssertNil(result.diagnostics.last?.fixIt)
        XCTAssertNotNil(result.template)
    }

    /// A controller declared only by name and base class (the manifest the skipped-template
    /// warning suggests) says nothing of its properties, so its outlets are not judged:
    /// Layout binds them at run time to whatever the app's class declares.
    func testAControllerDeclaredWithoutPropertiesLeavesItsOutletsAlone() {
        var fixture = CompilerFixture(template: """
            <FeedViewController>
                <UITableView outlet="tableView"/>
                <UIPageControl outlet="pager"/>
            </FeedViewController>
            """)
        fixture.registry = RegistryLoader().load(sources: BuiltinManifests.sources + [
            ("App.yaml", "components:\n  FeedViewController: {extends: UIViewController}\n"),
        ]).registry
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [])
        XCTAssertNotNil(result.template)
    }

    func testOutletsTheCompilerCannotJudgeAreLeftAlone() {
        let result = fixture("""
            <UIView>
                <UILabel outlet="anything"/>
                <HomeViewController outlet="home">
                    <UILabel outlet="titleLabel"/>
                    <UIButton outlet="{'save' + 'Button'}"/>
                    <UIView outlet="view.subview"/>
                    <UIViewController>
                        <UILabel outlet="other"/>
                    </UIViewController>
                </HomeViewController>
            </UIView>
            """).compile()
        XCTAssertEqual(render(result.diagnostics), [])
    }
}
