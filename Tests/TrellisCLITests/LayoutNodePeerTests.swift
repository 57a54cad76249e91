import Testing
import TrellisExpressions
import TrellisLayout

/// Layout's node, frame, state, XML, stack view, type-name, loading and mounting tests
/// (LayoutTests: LayoutNodeTests, LayoutFrameTests, StateTests, XMLTests, StackViewTests,
/// RuntimeTypeTests, LayoutLoaderTests, LayoutViewControllerTests, ReloadManagerTests,
/// LayoutMountingTests, TableViewTests) as template rows.
@Suite struct LayoutNodePeerTests {
    static let errors: [PeerBehaviour] = [
        behaviour("LayoutNodeTests.testInvalidExpression", "<UIView foobar=\"5\"/>", .fails("unknown property 'foobar' of UIView")),
        behaviour("LayoutNodeTests.testCircularReference1", "<UIView top=\"top\"/>", .fails("no value for 'top' (Double); give it in the state or the constants")),
        behaviour("LayoutNodeTests.testCircularReference2", "<UIView top=\"bottom\" bottom=\"top\"/>", .fails("dependency cycle: top -> height -> top; break it by giving one of these a value that does not depend on the others")),
        behaviour(
            "LayoutNodeTests.testCircularReference3",
            // Layout's test gives the image view an image (20 × 10): one with no image has no
            // intrinsic size and is sized as a plain view.
            "<UIView width=\"100%\" height=\"auto\"><UIImageView image=\"photo\" width=\"max(auto, height)\" height=\"max(auto, width)\"/></UIView>",
            .fails("dependency cycle: width -> height -> width; break it by giving one of these a value that does not depend on the others")
        ),
        behaviour("LayoutNodeTests.testNonexistentViewProperty", "<UIView width=\"5 + layer.foobar\"/>", .fails("unknown property 'foobar' of CALayer")),
        behaviour("LayoutNodeTests.testNestedNonexistentViewProperty", "<UIView width=\"5 + layer.foo.bar\"/>", .fails("unknown property 'foo' of CALayer")),
        behaviour("LayoutNodeTests.testNonexistentRectViewProperty", "<UIView width=\"5 + frame.foo.bar\"/>", .fails("unknown property 'frame.foo.bar' of UIView; Layout manages the frame; use top, left, width and height instead")),
        behaviour(
            "LayoutNodeTests.testNilViewProperty", "<UIView><UIView id=\"v\" width=\"layer.contents == nil ? 5 : 10\" height=\"5\"/></UIView>",
            .frame(id: "v", Rect(x: 0, y: 0, width: 5, height: 5))
        ),
    ]

    static let shadowing: [PeerBehaviour] = [
        behaviour(
            "LayoutNodeTests.testExpressionShadowsConstant", "<UIView><UIView id=\"v\" top=\"top\" height=\"5\"/></UIView>",
            .frame(id: "v", Rect(x: 0, y: 10, width: 320, height: 5)), constants: ["top": .int(10)]
        ),
        behaviour(
            "LayoutNodeTests.testExpressionShadowsVariable", "<UIView><UIView id=\"v\" top=\"top\" height=\"5\"/></UIView>",
            .frame(id: "v", Rect(x: 0, y: 10, width: 320, height: 5)), state: ["top": .int(10)]
        ),
        behaviour(
            "LayoutNodeTests.testStateShadowsConstant", "<UIView><UIView id=\"v\" top=\"foo\" height=\"5\"/></UIView>",
            .frame(id: "v", Rect(x: 0, y: 10, width: 320, height: 5)), constants: ["foo": .int(5)], state: ["foo": .int(10)]
        ),
        behaviour(
            "LayoutNodeTests.testStateShadowsInheritedConstant", "<UIView><UIView id=\"v\" top=\"foo\" height=\"5\"/></UIView>",
            .frame(id: "v", Rect(x: 0, y: 10, width: 320, height: 5)), constants: ["foo": .int(5)], state: ["foo": .int(10)]
        ),
        behaviour(
            "LayoutNodeTests.testConstantShadowsViewProperty", "<UIView id=\"x\" layer.cornerRadius=\"tag\"/>",
            .value(keyPath: "layer.cornerRadius", text: "5"), constants: ["tag": .int(5)]
        ),
    ]

    /// Layout's auto-sizing tests: the node under test is `p`, inside a root of 320 × 480.
    static func autoSizing(_ peer: String, width: String, height: String, firstWidth: String, first: Rect, parent: Rect) -> [PeerBehaviour] {
        let template = """
            <UIView>
                <UIView id="p" width="\(width)" height="\(height)">
                    <UIView id="c" width="\(firstWidth)" height="20"/>
                    <UIView top="previous.bottom + 10" width="150" height="20"/>
                </UIView>
            </UIView>
            """
        return [
            behaviour(peer, template, .frame(id: "p", parent)),
            behaviour(peer + " (first child)", template, .frame(id: "c", first)),
        ]
    }

    static let frames: [PeerBehaviour] =
        autoSizing(
            "LayoutFrameTests.testAutoSizeParentToFitChildren", width: "auto", height: "auto", firstWidth: "100",
            first: Rect(x: 0, y: 0, width: 100, height: 20), parent: Rect(x: 0, y: 0, width: 150, height: 50)
        )
        + autoSizing(
            "LayoutFrameTests.testAutosizeParentHeightToFitChildren", width: "auto", height: "10", firstWidth: "100",
            first: Rect(x: 0, y: 0, width: 100, height: 20), parent: Rect(x: 0, y: 0, width: 150, height: 10)
        )
        + autoSizing(
            "LayoutFrameTests.testAutosizeParentWidthToFitChildren", width: "50", height: "auto", firstWidth: "100",
            first: Rect(x: 0, y: 0, width: 100, height: 20), parent: Rect(x: 0, y: 0, width: 50, height: 50)
        )
        + autoSizing(
            "LayoutFrameTests.testAutosizeParentWhenChildHasPercentageWidth", width: "auto", height: "auto", firstWidth: "50%",
            first: Rect(x: 0, y: 0, width: 75, height: 20), parent: Rect(x: 0, y: 0, width: 150, height: 50)
        )
        + autoSizing(
            "LayoutFrameTests.testAutosizeParentWhenChildHasAutoWidth", width: "auto", height: "auto", firstWidth: "auto",
            first: Rect(x: 0, y: 0, width: 150, height: 20), parent: Rect(x: 0, y: 0, width: 150, height: 50)
        )
        + [
            behaviour(
                "LayoutFrameTests.testLayoutFrameSizeMatchesView", "<UIView><UIView id=\"v\" left=\"5\" top=\"15\" width=\"200\" height=\"300\"/></UIView>",
                .frame(id: "v", Rect(x: 5, y: 15, width: 200, height: 300))
            ),
        ]

    static let state: [PeerBehaviour] = [
        text("StateTests.testStateDictionary", "{foo} {bar}", "5 baz", state: ["foo": .int(5), "bar": .string("baz")]),
        text("StateTests.testNestedStateDictionary", "{foo.bar}", "baz", state: ["foo.bar": .string("baz")]),
        behaviour(
            "StateTests.testStateContainingOptionals", "<UILabel text=\"{foo} {bar}\"/>", .fails("nil where String is required"), state: ["foo": .int(5), "bar": .nil]
        ),
        text("StateTests.testStateStruct", "{foo} {bar}", "10 baz", state: ["foo": .int(10), "bar": .string("baz")]),
        text("StateTests.testOptionalDictionary", "{foo} {bar}", "5 baz", state: ["foo": .int(5), "bar": .string("baz")]),
        text("StateTests.testOptionalStruct", "{foo}", "10", state: ["foo": .int(10), "bar": .string("baz")]),
        behaviour(
            "StateTests.testStateDictionaryUpdates", "<UIView><UIView id=\"v\" top=\"foo\" height=\"5\"/></UIView>",
            .frame(id: "v", Rect(x: 0, y: 6, width: 320, height: 5)), state: ["foo": .int(6), "bar": .string("baz")]
        ),
        behaviour(
            "StateTests.testStateStructUpdates", "<UIView><UIView id=\"v\" top=\"foo\" height=\"5\"/></UIView>",
            .frame(id: "v", Rect(x: 0, y: 6, width: 320, height: 5)), state: ["foo": .int(6), "bar": .string("baz")]
        ),
        behaviour(
            "StateTests.testNestedStateStruct", "<UIView id=\"x\" isHidden=\"bar.baz\"/>", .value(keyPath: "isHidden", text: "false"),
            state: ["foo": .int(5), "bar.baz": .bool(false)]
        ),
    ]

    static let xml: [PeerBehaviour] = [
        behaviour("XMLTests.testViewInsideHTML", "<p><UIView/></p>", .fails("unknown component 'p'")),
        behaviour("XMLTests.testViewInsideHTMLInsideLabel", "<UILabel><p><UIView/></p></UILabel>", .fails("component 'UIView' cannot appear inside inline HTML")),
        behaviour("XMLTests.testInvalidHTML", "<UILabel>Some <bold>bold</bold> text</UILabel>", .fails("unknown HTML element 'bold' in body text; did you mean 'ol'?")),
    ]

    static let stackViews: [PeerBehaviour] = [
        behaviour(
            "StackViewTests.testFixedSizeElementsInAutoSizedStack",
            "<UIView><UIStackView id=\"s\" axis=\"vertical\"><UIView width=\"200\" height=\"100\"/><UIView width=\"200\" height=\"50\"/></UIStackView></UIView>",
            .frame(id: "s", Rect(x: 0, y: 0, width: 200, height: 150))
        ),
        behaviour(
            "StackViewTests.testAutoSizeElementsInFixedWidthStack",
            "<UIView><UIStackView id=\"s\" width=\"300\" axis=\"vertical\"><UILabel text=\"Hello World\"/><UILabel text=\"Goodbye World\"/></UIStackView></UIView>",
            .accepted
        ),
        behaviour(
            "StackViewTests.testAutoSizeElementsInAutoSizedStack",
            "<UIView><UIStackView axis=\"vertical\"><UILabel text=\"Hello World\"/><UILabel text=\"Goodbye World\"/></UIStackView></UIView>",
            .accepted
        ),
    ]

    static func parameter(_ peer: String, type: String) -> PeerBehaviour {
        // The param is read (text interpolates any type), so it is not an unused param.
        behaviour(peer, "<UIView><param name=\"foo\" type=\"\(type)\"/><UILabel text=\"foo is {foo}\"/></UIView>", .compiles)
    }

    static let parameterTypes: [PeerBehaviour] = [
        parameter("RuntimeTypeTests.testArrayTypeByName", type: "Array&lt;Int&gt;"),
        parameter("RuntimeTypeTests.testArrayTypeByShortName", type: "[Int]"),
        parameter("RuntimeTypeTests.testNSArrayTypeByName", type: "NSArray"),
        parameter("RuntimeTypeTests.testStringTypeByName", type: "String"),
        parameter("RuntimeTypeTests.testNSStringTypeByName", type: "NSString"),
        parameter("RuntimeTypeTests.testEnumType", type: "NSLineBreakMode"),
        parameter("RuntimeTypeTests.testCGRectType", type: "CGRect"),
        parameter("RuntimeTypeTests.testCGColorType", type: "CGColor"),
        parameter("RuntimeTypeTests.testCGImageType", type: "CGImage"),
        parameter("RuntimeTypeTests.testProtocolType", type: "UITableViewDelegate"),
        parameter("RuntimeTypeTests.testSanitizeUINavigationItem_LargeTitleDisplayModeName", type: "UINavigationItem.LargeTitleDisplayMode"),
        behaviour(
            "RuntimeTypeTests.testCastStringArray", "<UIView><param name=\"foo\" type=\"[String]\"/><UILabel id=\"x\" text=\"{foo[0]}\"/></UIView>",
            .value(keyPath: "text", text: "a"), constants: ["foo": .array([.string("a")])]
        ),
    ]

    /// The template of Layout's table view test: a table with insets read from the safe
    /// area, and a cell template filling the cell.
    static let tableViewTest = """
        <UIView>
            <UITableView
                contentInset.bottom="safeAreaInsets.bottom"
                contentInset.top="safeAreaInsets.top"
                contentInsetAdjustmentBehavior="never"
                contentOffset.y="-safeAreaInsets.top"
                outlet="tableView"
                rowHeight="44"
                scrollIndicatorInsets.bottom="safeAreaInsets.bottom"
                scrollIndicatorInsets.top="safeAreaInsets.top"
                style="plain">

                <!-- Table cell template -->
                <UITableViewCell reuseIdentifier="testCell">
                    <UIView height="100%" width="100%"/>
                </UITableViewCell>
            </UITableView>
        </UIView>
        """

    static let loading: [PeerBehaviour] = [
        behaviour("LayoutLoaderTests.testFindXMLSourceFile", "<UIView xml=\"Other.xml\"/>", .accepted, others: ["Other.xml": "<UIView/>"]),
        behaviour("LayoutLoaderTests.testFindNonexistentSourceFileThrowsError", "<UIView xml=\"DoesntExist.xml\"/>", .fails("cannot find file 'DoesntExist.xml': no file at '/t/T/DoesntExist.xml'")),
        behaviour(
            "LayoutLoaderTests.testFindXMLSourceFile (another folder)", "<UIView xml=\"Examples.xml\"/>", .accepted,
            others: ["SampleApp/Examples.xml": "<UIView/>"]
        ),
        behaviour(
            "LayoutLoaderTests.testFindXMLSourceFileWithPath", "<UIView xml=\"SampleApp/Examples.xml\"/>", .accepted,
            others: ["SampleApp/Examples.xml": "<UIView/>"]
        ),
        behaviour(
            "LayoutLoaderTests.testFindNonexistentSourceFileThrowsError (template=)", "<UIView template=\"DoesntExist.xml\"/>",
            .fails("cannot find template 'DoesntExist.xml': no file at '/t/T/DoesntExist.xml'")
        ),
        behaviour("LayoutViewControllerTests.testLayoutDidLoadWithValidXML", "<UIView/>\n", .accepted),
        behaviour("LayoutViewControllerTests.testCompatibilityLayoutDidLoadWithValidXML", "<UIView>\n</UIView>\n", .accepted),
        behaviour(
            "LayoutViewControllerTests.testCompatibilityLayoutDidLoadWithInvalidXML", "<UIView>\n    <THIS IS INVALID XML\n</UIView>\n",
            .fails("unexpected 'I' after attribute name 'IS'; expected '='")
        ),
        behaviour("ReloadManagerTests.testReload", "<UIView>\n</UIView>\n", .accepted),
        behaviour(
            "LayoutViewControllerTests.testLayoutDidLoadWithInvalidXML", "<UIView>\n    <THIS IS INVALID XML\n</UIView>\n",
            .fails("unexpected 'I' after attribute name 'IS'; expected '='")
        ),
        behaviour("LayoutMountingTests.testMountUninitializedViewControllerNodeInUninitializedViewController", "<UIViewController><UIView/></UIViewController>", .accepted),
        behaviour("LayoutMountingTests.testMountUninitializedUITableViewInUninitializedTableViewController", "<UITableViewController/>", .accepted),
        behaviour("TableViewTests.testTableCellSizing (TableViewTest.xml)", tableViewTest, .accepted),
        behaviour("TableViewTests.testTableCellSizing", "<UITableView><UITableViewCell reuseIdentifier=\"testCell\"><UILabel text=\"Hello\"/></UITableViewCell></UITableView>", .accepted),
    ]

    /// Layout's `update(with:)` tests, as an `xml=` file replacing a node: the file's root
    /// must be the node's class or a subclass of it.
    static let replacing: [PeerBehaviour] = [
        behaviour("LayoutNodeTests.testUpdateViewWithSameClass", "<UIView xml=\"View.xml\"/>", .accepted, others: ["View.xml": "<UIView/>"]),
        behaviour("LayoutNodeTests.testUpdateViewWithSubclass", "<UIView xml=\"Label.xml\"/>", .accepted, others: ["Label.xml": "<UILabel/>"]),
        behaviour(
            "LayoutNodeTests.testUpdateViewWithSuperclass", "<UILabel xml=\"View.xml\"/>",
            .fails("the root of 'View.xml' is UIView, which is not UILabel or a subclass of it"), others: ["View.xml": "<UIView/>"]
        ),
        behaviour(
            "LayoutNodeTests.testUpdateViewControllerWithSameClass", "<UIViewController xml=\"Controller.xml\"/>", .accepted,
            others: ["Controller.xml": "<UIViewController/>"]
        ),
        behaviour(
            "LayoutNodeTests.testUpdateViewControllerWithSubclass", "<UIViewController xml=\"Tabs.xml\"/>", .accepted,
            others: ["Tabs.xml": "<UITabBarController/>"]
        ),
        behaviour(
            "LayoutNodeTests.testUpdateViewControllerWithSuperclass", "<UITabBarController xml=\"Controller.xml\"/>",
            .fails("the root of 'Controller.xml' is UIViewController, which is not UITabBarController or a subclass of it"),
            others: ["Controller.xml": "<UIViewController/>"]
        ),
    ]

    static let rows = errors + shadowing + frames + state + xml + stackViews + parameterTypes + loading + replacing

    @Test(arguments: rows) func matchesLayout(_ row: PeerBehaviour) {
        verify(row)
    }
}
