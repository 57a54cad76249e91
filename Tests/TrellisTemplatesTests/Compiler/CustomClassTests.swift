import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

/// An element naming a class of the app's own that no manifest declares: real Layout apps
/// are full of them (`EditToolbar`, `PostTableViewController`, `Module.BrandLabel`), and
/// each gets one error saying how to declare it, not a did-you-mean that would replace the
/// class by the component it extends. Misspelt components keep their did-you-mean, and a
/// component named without its `View`, `Controller` or `Cell` gets one.
final class CustomClassTests: XCTestCase {
    func testAnUndeclaredClassOfTheAppsIsExplainedWithTheManifestToWrite() {
        let result = CompilerFixture(template: """
            <UIView>
                <EditToolbar top="previous.bottom"/>
                <StoriesViewToolbar/>
                <PostTableViewController/>
                <StyleCell/>
                <Brand.BrandLabel text="Hi"/>
            </UIView>
            """).compile()
        let advice = "; if it is a class of yours, declare it in a manifest in a Components folder, such as "
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:6: error: unknown component 'EditToolbar'\(advice)'Components/EditToolbar.yaml' holding "
                + "'components: {EditToolbar: {extends: UIToolbar}}' [unknown-component]",
            "T.xml:3:6: error: unknown component 'StoriesViewToolbar'\(advice)'Components/StoriesViewToolbar.yaml' holding "
                + "'components: {StoriesViewToolbar: {extends: UIToolbar}}' [unknown-component]",
            "T.xml:4:6: error: unknown component 'PostTableViewController'\(advice)'Components/PostTableViewController.yaml' holding "
                + "'components: {PostTableViewController: {extends: UITableViewController}}' [unknown-component]",
            "T.xml:5:6: error: unknown component 'StyleCell'\(advice)'Components/StyleCell.yaml' holding "
                + "'components: {StyleCell: {extends: UITableViewCell}}' [unknown-component]",
            "T.xml:6:6: error: unknown component 'Brand.BrandLabel'\(advice)'Components/Brand.BrandLabel.yaml' holding "
                + "'components: {Brand.BrandLabel: {extends: UILabel}}' [unknown-component]",
        ])
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.fixIt == nil })
    }

    /// A capitalized name close to no component is a class of the app's whatever its
    /// ending (wpcfan/iosexample's `PasswordField`, a `UITextField`), guessed from its
    /// last word where a component ends with it.
    func testAnyCapitalizedNameWithNoCloseComponentGetsTheAdvice() {
        let advice = "; if it is a class of yours, declare it in a manifest in a Components folder, such as "
        XCTAssertEqual(CompilerFixture(template: """
            <UIView>
                <PasswordField enableIcon="false"/>
                <Gauge/>
            </UIView>
            """).messages(), [
            "T.xml:2:6: error: unknown component 'PasswordField'\(advice)'Components/PasswordField.yaml' holding "
                + "'components: {PasswordField: {extends: UITextField}}' [unknown-component]",
            "T.xml:3:6: error: unknown component 'Gauge'\(advice)'Components/Gauge.yaml' holding "
                + "'components: {Gauge: {extends: UIView}}' [unknown-component]",
        ])
    }

    func testMisspeltComponentsKeepTheirDidYouMean() {
        let result = CompilerFixture(template: """
            <UIView>
                <UIScrolView/>
                <UILabl/>
                <UIImage/>
                <UIActivityIndicator/>
            </UIView>
            """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:6: error: unknown component 'UIScrolView'; did you mean 'UIScrollView'? [unknown-component]",
            "T.xml:3:6: error: unknown component 'UILabl'; did you mean 'UILabel'? [unknown-component]",
            "T.xml:4:6: error: unknown component 'UIImage'; did you mean 'UIImageView'? [unknown-component]",
            "T.xml:5:6: error: unknown component 'UIActivityIndicator'; did you mean 'UIActivityIndicatorView'? [unknown-component]",
        ])
        XCTAssertEqual(result.diagnostics.first?.fixIt?.replacement, "UIScrollView")
    }
}
