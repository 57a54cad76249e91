import TrellisDiagnostics
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// Every template example of seed 003 (the Layout README), compiled against the built-in
/// UIKit manifest. Examples that name custom views (`MyView`, `FooView`, `SomeView`) or
/// custom colors and functions use `SeedCustom.yaml`, declared here as an app would.
/// Examples the README shows as wrong, and its typos, are checked for their diagnostics.
/// XML does not allow `<` in attribute values, so `..<` ranges are written `..&lt;` here
/// (the XML reader reports the README's spelling with a fix-it).
final class SeedExampleTests: XCTestCase {
    static let customManifest = """
    colors:
      header: "#996666"
    functions:
      count: {parameters: [Any], returns: Int}
      uppercased: {parameters: [String], returns: String}
    components:
      MyView:
        extends: UIView
        properties: {url: URL}
      FooView:
        extends: UIView
      SomeView:
        extends: UIView
    """

    static let registry: Registry = {
        let loaded = RegistryLoader().load(sources: BuiltinManifests.sources + [("SeedCustom.yaml", customManifest)])
        return loaded.registry
    }()

    /// Compiles each template as `T.xml` (with `extra` files beside it) and expects no
    /// diagnostic at all.
    /// Asserts that each template compiles with no diagnostics but `warnings`.
    func assertCompile(
        _ templates: [String], extra: [String: String] = [:], warnings: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) {
        for template in templates {
            var fixture = CompilerFixture(extra.merging(["T.xml": template]) { _, new in new })
            fixture.registry = Self.registry
            let result = fixture.compile()
            XCTAssertEqual(render(result.diagnostics), warnings, "in:\n\(template)", file: file, line: line)
            XCTAssertNotNil(result.template, "in:\n\(template)", file: file, line: line)
        }
    }

    /// Compiles a template and returns its diagnostics as lines.
    func messages(_ template: String, extra: [String: String] = [:]) -> [String] {
        var fixture = CompilerFixture(extra.merging(["T.xml": template]) { _, new in new })
        fixture.registry = Self.registry
        return fixture.messages()
    }

    func testIntegrationAndConstants() {
        assertCompile([
            """
            <UIView
                width="100%"
                height="100%"
                backgroundColor="#fff">

                <UILabel
                    width="100%"
                    top="50% - height / 2"
                    textAlignment="center"
                    font="Courier bold 30"
                    text="Hello World"
                />
            </UIView>
            """,
            """
            <UIView>
                <UILabel
                    width="100%"
                    textColor="titleColor"
                    font="{titleFont}"
                    text="{title}"
                />
            </UIView>
            """,
        ])
    }

    func testActionsOutletsAndDelegates() {
        assertCompile([
            #"<UIButton touchUpInside="wasPressed"/>"#,
            #"<UIButton touchUpInside="wasPressed:"/>"#,
            #"<UIButton touchUpInside="{isSelected ? 'deselect:' : 'select:'}"/>"#,
            """
            <UIView>
                <UILabel
                    outlet="labelNode"
                    text="Hello World"
                />
            </UIView>
            """,
            """
            <UIView>
                <param name="labelOutlet" type="String"/>

                <UILabel
                    outlet="{labelOutlet}"
                    text="Hello World"
                />
            </UIView>
            """,
            #"<UITextField delegate="nil"/>"#,
            #"<UIView alpha="max(0, min(1, (position - 50) / 100))"/>"#,
        ])
    }

    func testSafeAreaInsets() {
        assertCompile([
            """
            <UIView
                top="parent.safeAreaInsets.top"
                left="parent.safeAreaInsets.left"
                bottom="100% - parent.safeAreaInsets.bottom"
                right="100% - parent.safeAreaInsets.right"
            />
            """,
            """
            <UIScrollView
                contentInsetAdjustmentBehavior="never"
                contentInset="parent.safeAreaInsets"
                scrollIndicatorInsets.top="parent.safeAreaInsets.top"
                scrollIndicatorInsets.bottom="parent.safeAreaInsets.bottom"
            />
            """,
        ])
    }

    func testExpressionsAndLayoutProperties() {
        assertCompile([
            """
            <UIView>
                <UILabel text="Foo"/>

                <!-- this label will be 20pts below its previous sibling -->
                <UILabel
                    top="previous.bottom + 20"
                    text="Bar"
                />
            </UIView>
            """,
            """
            <UIView>
                <UILabel id="first" left="20" text="Foo"/>
                <UILabel right="20" text="Bar"/>

                <!-- this label will be aligned with the first label -->
                <UILabel
                    left="#first.left"
                    top="previous.bottom + 20"
                    text="Bar"
                />
            </UIView>
            """,
            #"<UIView right="50%"/>"#,
            #"<UIView right="parent.width / 2"/>"#,
        ])
    }

    func testGeometry() {
        assertCompile([
            #"<UIView layer.transform="flipped ? flipTransform : identityTransform"/>"#,
            #"<UIScrollView contentInset.top="safeAreaInsets.top + 10"/>"#,
            """
            <UIScrollView
                contentSize.width="200%"
                contentSize.height="auto + 20"
            />
            """,
            #"<UIView transform.rotation="pi / 2"/>"#,
            #"<UIView transform.scale="0.5"/>"#,
            #"<UIView layer.transform.translation.z="500"/>"#,
        ])
    }

    func testStrings() {
        assertCompile([
            #"<UILabel text="title"/>"#,
            #"<UILabel text="{title}"/>"#,
            #"<UILabel text="Hello {name}, you have {n + 1} new messages"/>"#,
            #"<UILabel text="Hello {hasName ? name : 'World'}"/>"#,
            #"<UILabel text="Open brace: {'{'}. Close brace: {'}'}."/>"#,
            #"<UILabel text="{'foo'}{'bar'}"/>"#,
            #"<UILabel text="{'foo' + 'bar'}"/>"#,
            #"<UILabel text="{'Hello World'[1]}"/>"#,
            #"<UILabel text="{'foobar'[0..&lt;3]}"/>"#,
            #"<UILabel text="{'foobar'[3...]}"/>"#,
            #"<UILabel text="{strings.Signup.NameLabel}"/>"#,
            #"<UILabel text="{`strings.Some text with spaces and punctuation!`}"/>"#,
            #"<UILabel text="{strings.Messages.Title(name, messageCount)}"/>"#,
        ])
    }

    func testAttributedStringsAndURLs() {
        assertCompile([
            #"<UILabel text="This is some {styledText} embedded in unstyled text" />"#,
            #"<UILabel>This is a pretty <b>bold</b> solution</UILabel>"#,
            #"<UILabel>Hello <b>{name}</b></UILabel>"#,
            #"<MyView url="index.html"/>"#,
            #"<MyView url="{someURL}"/>"#,
            #"<MyView url="http://example.com"/>"#,
            #"<MyView url="images/foo.jpg"/>"#,
            #"<MyView url="~/Documents/report.pdf"/>"#,
        ])
    }

    func testFonts() {
        assertCompile([
            #"<UILabel font="Courier"/>"#,
            #"<UILabel font="helvetica neue"/>"#,
            #"<UILabel font="'times new roman'"/>"#,
            #"<UILabel font="SystemBold"/>"#,
            #"<UILabel text="Font with bold weight" font="bold"/>"#,
            #"<UILabel font="Courier bold"/>"#,
            #"<UILabel font="System black"/>"#,
            #"<UILabel font="helvetica neue ultraLight"/>"#,
            #"<UILabel font="Courier 150%"/>"#,
            #"<UILabel font="Helvetica 30 italic"/>"#,
            #"<UILabel font="helvetica body bold 120%"/>"#,
            #"<UILabel font="{themeFont} 25 bold"/>"#,
        ])
    }

    func testColorsAndImages() {
        assertCompile([
            #"<UILabel textColor="isSelected ? #00f : #ccc"/>"#,
            #"<UIView backgroundColor="rgba(255, 255, 255, 1 - transparency)"/>"#,
            #"<UIView backgroundColor="headerColor"/>"#,
            #"<UIView backgroundColor="header"/>"#,
            #"<UIView isHidden="backgroundColor == UIColor.header"/>"#,
            #"<UIView backgroundColor="MyColor"/>"#,
            #"<UIView backgroundColor="my color"/>"#,
            #"<UIView backgroundColor="color-number-{level}"/>"#,
            #"<UIView backgroundColor="com.example.MyBundle:MyColor"/>"#,
            #"<UIView backgroundColor="MyBundle:MyColor"/>"#,
            #"<UIImageView image="{bundle}:MyColor"/>"#,
            #"<UIImageView image="default-avatar"/>"#,
            #"<UIImageView image="{imageConstant}"/>"#,
            #"<UIImageView image="image_{index}.png"/>"#,
            #"<UIImageView image="com.example.MyBundle:MyImage"/>"#,
            #"<UIImageView image="MyBundle:MyImage"/>"#,
            #"<UIImageView image="{bundle}:MyImage"/>"#,
        ])
    }

    func testEnumsOptionSetsAndArrays() {
        assertCompile([
            #"<UIImageView contentMode="scaleAspectFit"/>"#,
            #"<UIImageView contentMode="isSmallImage ? center : scaleAspectFit"/>"#,
            #"<UIImageView height="contentMode == UIViewContentMode.scaleAspectFit ? 200 : 300"/>"#,
            #"<UITextView dataDetectorTypes="phoneNumber, link"/>"#,
            #"<UISegmentedControl items="['Hello', 'World']"/>"#,
            #"<UISegmentedControl items="['Hello'] + ['And', 'Goodbye']"/>"#,
            #"<UISegmentedControl items="'Hello', 'World'"/>"#,
            #"<UISegmentedControl items="'Hello'"/>"#,
            #"<UISegmentedControl items="firstTwoItems, 'Third'"/>"#,
            #"<UILabel textColor="colors[0]"/>"#,
            #"<UISegmentedControl items="items[1...2]"/>"#,
            #"<UISegmentedControl items="items[..&lt;2]"/>"#,
            #"<UISegmentedControl items="items[1...]"/>"#,
        ])
    }

    func testFunctionsOptionalsAndComments() {
        assertCompile([
            #"<UILabel text="'foo' contains {count('foo')} characters"/>"#,
            #"<UIView backgroundColor="col == nil ? #fff : col"/>"#,
            #"<UIView backgroundColor="col ?? #fff"/>"#,
            """
            <UIView>
                <!-- `name` is the user's full name -->
                <UILabel text="{name}"/>
            </UIView>
            """,
            """
            <UILabel
                text="{name // the user's full name}"
                backgroundColor="colors.primary // the primary color"
            />
            """,
            #"<UIView temporarilyDisabledProperty="// someValue"/>"#,
            #"<UIImageView image="MyImage.png{// comment}"/>"#,
            #"<UIImageView image="{'MyImage.png' // comment}"/>"#,
            #"<UIImageView image="// MyImage.png"/>"#,
            #"<UILabel text="// this is a comment"/>"#,
            #"<UILabel text="{// this is also a comment}"/>"#,
            #"<UILabel text="{'// this is not a comment'}"/>"#,
            #"<UILabel text="{'//'} this is also not a comment"/>"#,
        ])
    }

    func testStandardComponents() {
        assertCompile([
            #"<SomeView outlet="someView"/>"#,
            #"<UISegmentedControl items="'First', 'Second', 'Third'"/>"#,
            #"<UISegmentedControl items="hello, world"/>"#,
            #"<UISegmentedControl items="segmentItems"/>"#,
            """
            <UIStackView
                alignment="center"
                axis="vertical"
                spacing="10">

                <UILabel text="First row"/>
                <UILabel text="Second row"/>
            </UIStackView>
            """,
            """
            <UITableView
                backgroundColor="#fff"
                outlet="tableView"
                style="plain"
            />
            """,
            """
            <UITableView
                backgroundColor="#fff"
                outlet="tableView"
                style="plain">

                <UITableViewCell
                    reuseIdentifier="cell"
                    textLabel.text="{title}">

                    <UIImageView
                        top="50% - height / 2"
                        right="100% - 20"
                        width="auto"
                        height="auto"
                        image="{image}"
                        tintColor="#999"
                    />
                </UITableViewCell>

            </UITableView>
            """,
            """
            <UITableView estimatedSectionHeaderHeight="20">

                <UITableViewHeaderFooterView
                    backgroundView.backgroundColor="#fff"
                    height="auto + 10"
                    reuseIdentifier="templateHeader"
                    textLabel.text="Section Header"
                />

            </UITableView>
            """,
            """
            <UITableViewController
                backgroundColor="#fff"
                tableView.separatorStyle="none"
                tableView.contentInset.top="20"
                style="plain">

                <UITableViewCell
                    reuseIdentifier="cell"
                    textLabel.text="{title}"
                />
            </UITableViewController>
            """,
        ])
    }

    func testCollectionsAndEffects() {
        assertCompile([
            """
            <UICollectionView
                backgroundColor="#fff"
                collectionViewLayout.itemSize.height="100"
                collectionViewLayout.itemSize.width="100"
                collectionViewLayout.minimumInteritemSpacing="10"
                collectionViewLayout.scrollDirection="horizontal"
            />
            """,
            """
            <UICollectionView
                backgroundColor="#fff"
                collectionViewLayout.itemSize.height="100"
                collectionViewLayout.itemSize.width="100">

                <UICollectionViewCell
                    clipsToBounds="true"
                    reuseIdentifier="cell">

                    <UIImageView
                        contentMode="scaleAspectFit"
                        height="100%"
                        width="100%"
                        image="{image}"
                        tintColor="#999"
                    />
                </UICollectionViewCell>

            </UICollectionView>
            """,
            #"<UIVisualEffectView effect="blurEffect"/>"#,
            #"<UIVisualEffectView effect="UIVibrancyEffect(light)"/>"#,
        ])
    }

    func testWebViews() {
        assertCompile([
            #"<UIWebView request="http://apple.com"/>"#,
            #"<UIWebView request="{urlRequestConstant}"/>"#,
            #"<UIWebView request="pages/index.html"/>"#,
            #"<UIWebView request="~/Documents/homepage.html"/>"#,
            #"<UIWebView htmlString="&lt;p&gt;Hello World&lt;/p&gt;"/>"#,
            #"<UIWebView htmlString="{htmlConstant}"/>"#,
            """
            <UIWebView>
                <p>Hello World</p>
            </UIWebView>
            """,
            """
            <UIWebView
                baseURL="http://example.com"
                htmlString="&lt;img href=&quot;/someImage.jpg&quot;&gt;"
            />
            """,
            """
            <UIWebView
                scrollView.contentInsetAdjustmentBehavior="never"
                scrollView.contentInset.bottom="safeAreaInsets.bottom"
                scrollView.scrollIndicatorInsets="scrollView.contentInset"
                request="..."
            />
            """,
        ], warnings: ["T.xml:1:2: warning: 'UIWebView' is deprecated: use WKWebView (iOS 12) [deprecated-property]"])
        assertCompile([
            """
            <WKWebView
                readAccessURL="~/Documents"
                fileURL="~/Documents/homepage.html"
            />
            """,
            """
            <WKWebView
                configuration="baseConfiguration"
                request="..."
            />
            """,
            """
            <WKWebView
                configuration.allowsAirPlayForMediaPlayback="true"
                configuration.allowsInlineMediaPlayback="false"
                request="..."
            />
            """,
        ])
    }

    func testControllers() {
        assertCompile([
            """
            <UITabBarController>
                <UIViewController
                    tabBarItem.title="Foo"
                    tabBarItem.image="Bar.png"
                />
            </UITabBarController>
            """,
            """
            <UITabBarController>
                <UITabBar
                    backgroundImage="Background.png"
                    barStyle="default"
                    isTranslucent="false"
                />
            </UITabBarController>
            """,
            """
            <UINavigationController>
                <UIViewController
                    title="Root View"
                />
                <UIViewController
                    title="Middle View"
                />
                <UIViewController
                    title="Topmost View"
                />
            </UINavigationController>
            """,
            """
            <UINavigationController>
                <UIViewController
                    navigationItem.title="Form"
                    navigationItem.leftBarButtonItem.title="Submit"
                    navigationItem.leftBarButtonItem.action="submit:"
                />
            </UINavigationController>
            """,
            """
            <UINavigationController
                navigationBarClass="MyNavigationBar"
                toolbarClass="MyToolbar">
            </UINavigationController>
            """,
            """
            <UINavigationController>
                <UINavigationBar
                    backgroundImage="Background.png"
                    barStyle="default"
                    isTranslucent="false"
                />
            </UINavigationController>
            """,
        ])
    }

    func testCustomComponents() {
        assertCompile([#"<MyApp.FooView/>"#, #"<FooView/>"#])
    }

    func testCompositionTemplatesParametersAndMacros() {
        let myView = #"<UIImageView image="avatar"/>"#
        assertCompile([#"<UIView xml="MyView.xml"/>"#], extra: ["MyView.xml": myView])
        assertCompile([
            """
            <UIView backgroundColor="#fff" xml="MyView.xml">
                <UILabel text="Loading..."/>
            </UIView>
            """,
        ], extra: ["MyView.xml": myView])
        let appendingTemplate = """
        <!-- MyTemplate.xml -->
        <UIView backgroundColor="#fff">
            <UILabel>Shared Heading</UILabel>

            <!-- children of the importing node will be inserted here -->
        </UIView>
        """
        let placingTemplate = """
        <!-- MyTemplate.xml -->
        <UIView backgroundColor="#fff">
            <UILabel>Shared Heading</UILabel>
            <UIView>
                <children/> <!-- children of the importing node will be inserted here -->
            </UIView>
            <UILabel>Shared Footer</UILabel>
        </UIView>
        """
        let importer = """
        <UIView template="MyTemplate.xml">
            <UILabel>Some unique content</UILabel>
        </UIView>
        """
        assertCompile([importer], extra: ["MyTemplate.xml": appendingTemplate])
        assertCompile([importer], extra: ["MyTemplate.xml": placingTemplate])
        let parameterTemplate = """
        <!-- MyTemplate.xml -->
        <UIView>
            <param name="text" type="String"/>
            <param name="image" type="UIImage"/>

            <UIImageView image="{image}"/>
            <UILabel text="{text}"/>
        </UIView>
        """
        assertCompile([
            """
            <UIView
                template="MyTemplate.xml"
                text="Lorem ipsum sit dolor "
                image="Rocket.png"
            />
            """,
        ], extra: ["MyTemplate.xml": parameterTemplate])
        assertCompile([
            """
            <!-- MyTemplate.xml -->
            <UIView title="Default text">
                <param name="title" type="String"/>
                <UILabel text="{title}"/>
            </UIView>
            """,
            """
            <UIView>
                <UILabel left="20" right="100% - 20" top="20" text="Foo"/>
                <UILabel left="20" right="100% - 20" top="previous.bottom + 20" text="Bar"/>
                <UILabel left="20" right="100% - 20" top="previous.bottom + 20" text="Baz"/>
            </UIView>
            """,
            """
            <UIView>
               <macro name="SPACING" value="20"/>
               <macro name="LEFT" value="SPACING"/>
               <macro name="RIGHT" value="100% - SPACING"/>
               <macro name="TOP" value="previous.bottom + SPACING"/>

               <UILabel left="LEFT" right="RIGHT" top="TOP" text="Foo"/>
               <UILabel left="LEFT" right="RIGHT" top="TOP" text="Bar"/>
               <UILabel left="LEFT" right="RIGHT" top="TOP" text="Baz"/>
            </UIView>
            """,
        ])
    }

    /// The README's counter-examples and typos, with the diagnostics they get.
    func testExamplesTheReadmeShowsAsWrong() {
        XCTAssertEqual(messages(#"<UIImageView height="contentMode == scaleAspectFit ? 200 : 300"/>"#), [
            "T.xml:1:37: error: bare enum case 'scaleAspectFit' is only allowed in an expression of type UIViewContentMode; write 'UIViewContentMode.scaleAspectFit' [enum-case-out-of-context]",
            "T.xml:1:37: note: replace with 'UIViewContentMode.scaleAspectFit'",
        ])
        XCTAssertEqual(messages(#"<UILabel text="{uppercased('uppercased text'}"/>"#).first,
                       "T.xml:1:45: error: expected ')' to close '(' [expression-syntax]")
        XCTAssertEqual(messages(#"<UIImage image="MyImage.png // comment"/>"#), [
            "T.xml:1:2: error: unknown component 'UIImage'; did you mean 'UIImageView'? [unknown-component]",
        ])
        XCTAssertEqual(messages(#"<UILabel text="{'foobar'[0..<3]}"/>"#), [
            "T.xml:1:29: error: '<' is not allowed in an attribute value; write '&lt;' [xml-syntax]",
            "T.xml:1:29: note: replace with '&lt;'",
        ])
        XCTAssertEqual(messages("""
        <UIView>
            <macro name="ITEMS" items="'First', 'Second'"/>
            <UISegmentedControl items="ITEMS"/>
        </UIView>
        """), [
            "T.xml:2:6: error: '<macro name=\"ITEMS\">' needs a 'value' attribute [invalid-declaration]",
            "T.xml:2:25: error: unexpected attribute 'items' of '<macro>'; expected 'name' and 'value' [invalid-declaration]",
        ])
    }
}
