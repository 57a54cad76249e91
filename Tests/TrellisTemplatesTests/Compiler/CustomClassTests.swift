import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

/// An element naming a class of the app's own that no manifest declares: real Layout apps
/// are full of them (`EditToolbar`, `PostTableViewController`, `Module.BrandLabel`), and a
/// template checked without the app's manifests gets one warning per class, saying how to
/// declare it, while the node is checked as the component the class most likely extends.
/// Misspelt components (one slip from a component's name, or its prefix kept) stay errors
/// with their did-you-mean, and a component named without its `View`, `Controller` or
/// `Cell` gets one.
final class CustomClassTests: XCTestCase {
    private static func undeclared(_ name: String, _ base: String, at position: String, meant twin: String? = nil) -> String {
        "T.xml:\(position): warning: '\(name)' is not a registry component, so it is read as a class of yours and checked as \(base)"
            + (twin.map { "; if you meant UIKit's '\($0)', write that" } ?? "")
            + "; to check the attributes \(base) lacks, declare it in a manifest in a Components folder, such as "
            + "'Components/\(name).yaml' holding 'components: {\(name): {extends: \(base)}}' [undeclared-component]"
    }

    func testAnUndeclaredClassOfTheAppsIsAWarningWithTheManifestToWrite() {
        let result = CompilerFixture(template: """
            <UIView>
                <EditToolbar top="previous.bottom"/>
                <StoriesViewToolbar/>
                <PostTableViewController/>
                <StyleCell/>
                <Brand.BrandLabel text="Hi"/>
                <EditToolbar/>
            </UIView>
            """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            Self.undeclared("EditToolbar", "UIToolbar", at: "2:6"),
            Self.undeclared("StoriesViewToolbar", "UIToolbar", at: "3:6"),
            Self.undeclared("PostTableViewController", "UITableViewController", at: "4:6"),
            Self.undeclared("StyleCell", "UITableViewCell", at: "5:6"),
            Self.undeclared("Brand.BrandLabel", "UILabel", at: "6:6"),
        ])
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.fixIt == nil })
        let nodes = try? XCTUnwrap(result.template).nodes
        XCTAssertEqual(nodes?.map(\.component), ["UIView", "UIToolbar", "UIToolbar", "UITableViewController", "UITableViewCell", "UILabel", "UIToolbar"])
        XCTAssertEqual(nodes?.map(\.element), [nil, "EditToolbar", "StoriesViewToolbar", "PostTableViewController", "StyleCell", "Brand.BrandLabel", "EditToolbar"])
    }

    /// A capitalized name no component is one slip from is a class of the app's whatever
    /// its ending (wpcfan/iosexample's `PasswordField`, a `UITextField`), guessed from its
    /// last word where a component ends with it; `MyView` is two letters from `SKView`, but
    /// keeps none of its prefix, so it is no slip.
    func testAnyCapitalizedNameWithNoSlipOfAComponentIsAClassOfTheApps() {
        XCTAssertEqual(CompilerFixture(template: """
            <UIView>
                <PasswordField enableIcon="false"/>
                <Gauge/>
                <MyView/>
                <PagesViewController/>
            </UIView>
            """).messages(), [
            Self.undeclared("PasswordField", "UITextField", at: "2:6"),
            Self.undeclared("Gauge", "UIView", at: "3:6"),
            Self.undeclared("MyView", "UIView", at: "4:6"),
            Self.undeclared("PagesViewController", "UIViewController", at: "5:6"),
        ])
    }

    /// A class that merely ends like one of Lima's containers (`SettingsRowView`,
    /// `ProfileColumnView`, `FlexSpacer`) is, in public code, a plain `UIView` subclass; read
    /// as `LMRowView` its children would be laid out in a row, ignoring their `left` and
    /// `right`. Lima's containers are guessed only for a name with Lima's prefix.
    func testANameEndingLikeALimaContainerIsAPlainView() {
        let result = CompilerFixture(template: """
            <UIView>
                <SettingsRowView height="44"/>
                <ProfileColumnView/>
                <HeaderAnchorView/>
                <FlexSpacer/>
                <LMCardRowView/>
            </UIView>
            """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            Self.undeclared("SettingsRowView", "UIView", at: "2:6"),
            Self.undeclared("ProfileColumnView", "UIView", at: "3:6"),
            Self.undeclared("HeaderAnchorView", "UIView", at: "4:6"),
            Self.undeclared("FlexSpacer", "UIView", at: "5:6"),
            Self.undeclared("LMCardRowView", "LMRowView", at: "6:6"),
        ])
        XCTAssertEqual(result.template?.nodes.map(\.component), ["UIView", "UIView", "UIView", "UIView", "UIView", "LMRowView"])
    }

    /// `TableViewController` is UIKit's name without its prefix: Layout creates the app's
    /// class of that name, so it is one, checked as the UIKit component, whose name the
    /// warning gives in case it was meant.
    func testAComponentNameWithoutItsPrefixIsAClassOfTheAppsNamingTheComponent() {
        XCTAssertEqual(CompilerFixture(template: "<TableViewController>\n    <UILabel/>\n</TableViewController>\n").messages(), [
            Self.undeclared("TableViewController", "UITableViewController", at: "1:2", meant: "UITableViewController"),
        ])
    }

    /// The root of a template may be an undeclared class too: the template is checked, so an
    /// error inside it is found, and the properties of the likely superclass are type-checked.
    func testAnUndeclaredRootIsCheckedAsItsLikelySuperclass() {
        XCTAssertEqual(CompilerFixture(template: """
            <BoxesViewController view.alpha="'x'" backgroundTint="red">
                <UILabel textColr="red"/>
            </BoxesViewController>
            """).messages(), [
            Self.undeclared("BoxesViewController", "UIViewController", at: "1:2"),
            "T.xml:1:34: error: 'view.alpha' expects Double, got String 'x' [type-mismatch]",
            "T.xml:2:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]",
        ])
    }

    /// Attributes the likely superclass lacks are the class's own; its body text too.
    func testAttributesAndBodyTheLikelySuperclassLacksAreTheClasssOwn() {
        let result = CompilerFixture(template: "<UIView>\n    <RatingView stars=\"4\" tint=\"red\">Five</RatingView>\n</UIView>\n").compile()
        XCTAssertEqual(render(result.diagnostics), [Self.undeclared("RatingView", "UIView", at: "2:6")])
        XCTAssertEqual(result.template?.nodes.last?.properties.map(\.keyPath), ["height", "width"])
    }

    func testStrictMakesAnUndeclaredClassAnError() {
        var fixture = CompilerFixture(template: "<UIView>\n    <EditToolbar/>\n</UIView>\n")
        fixture.strict = true
        XCTAssertEqual(fixture.messages(), [
            Self.undeclared("EditToolbar", "UIToolbar", at: "2:6").replacingOccurrences(of: ": warning: ", with: ": error: "),
        ])
    }

    func testMisspeltComponentsKeepTheirDidYouMean() {
        let result = CompilerFixture(template: """
            <UIView>
                <UIScrolView/>
                <UILabl/>
                <UIImage/>
                <UIActivityIndicator/>
                <UIStackVeiw/>
                <UIlabel/>
            </UIView>
            """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:6: error: unknown component 'UIScrolView'; did you mean 'UIScrollView'? [unknown-component]",
            "T.xml:3:6: error: unknown component 'UILabl'; did you mean 'UILabel'? [unknown-component]",
            "T.xml:4:6: error: unknown component 'UIImage'; did you mean 'UIImageView'? [unknown-component]",
            "T.xml:5:6: error: unknown component 'UIActivityIndicator'; did you mean 'UIActivityIndicatorView'? [unknown-component]",
            "T.xml:6:6: error: unknown component 'UIStackVeiw'; did you mean 'UIStackView'? [unknown-component]",
            "T.xml:7:6: error: unknown component 'UIlabel'; did you mean 'UILabel'? [unknown-component]",
        ])
        XCTAssertEqual(result.diagnostics.first?.fixIt?.replacement, "UIScrollView")
    }
}
