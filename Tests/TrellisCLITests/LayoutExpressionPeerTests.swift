import Testing
import TrellisExpressions
import TrellisLayout
import TrellisRegistry

/// Layout's expression tests (LayoutTests: LayoutExpressionTests, AnyExpressionTests,
/// OptionalExpressionTests, ColorExpressionTests, EnumExpressionTests,
/// OptionSetExpressionTests, ArrayExpressionTests, GeometryExpressionTests,
/// StringConstantTests, FontExpressionTests, AttributedStringExpressionTests,
/// SelectorExpressionTests, ImageExpressionTests) as template rows.
@Suite struct LayoutExpressionPeerTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)

    static let parsing: [PeerBehaviour] = [
        number("LayoutExpressionTests.testParseExpressionWithoutBraces", "4 + 5", "9"),
        number("LayoutExpressionTests.testParseExpressionWithBraces", "{4 + 5}", "9"),
        number("LayoutExpressionTests.testParseExpressionWithBracesAndWhitespace", " {4 + 5} ", "9"),
        invalidNumber("LayoutExpressionTests.testParseExpressionWithLeadingGarbage", "foo {4 + 5}", "unexpected '{'; braces may only wrap a whole expression, as in '{4 + 5}'"),
        invalidNumber("LayoutExpressionTests.testParseExpressionWithTrailingGarbage", "{4 + 5} foo", "unexpected text after '}'; only a '//' comment may follow an expression in braces"),
        number("LayoutExpressionTests.testParseExpressionWithBracesWithLeadingWhitespace", "{ 4 + 5}", "9"),
        number("LayoutExpressionTests.testParseExpressionWithLeadingWhitespace", " 4 + 5", "9"),
        behaviour("LayoutExpressionTests.testParseEmptyExpression", "<UIView id=\"x\" layer.cornerRadius=\"\"/>", .unset(keyPath: "layer.cornerRadius")),
        behaviour("LayoutExpressionTests.testParseExpressionWithEmptyBraces", "<UIView id=\"x\" layer.cornerRadius=\"{}\"/>", .unset(keyPath: "layer.cornerRadius")),
        invalidNumber("LayoutExpressionTests.testParseExpressionOpeningBrace", "{", "unterminated '{'; expected '}' to end the expression"),
        invalidNumber("LayoutExpressionTests.testParseExpressionWithClosingBrace", "}", "unexpected '}' without a matching '{'"),
        invalidNumber("LayoutExpressionTests.testParseExpressionWithMissingClosingBrace", "{4 + 5", "unterminated '{'; expected '}' to end the expression"),
        invalidNumber("LayoutExpressionTests.testParseExpressionWithMissingOpeningBrace", "4 + 5}", "unexpected '}' without a matching '{'"),
        invalidNumber("LayoutExpressionTests.testParseExpressionWithExtraOpeningBrace", "{{4 + 5}", "unexpected '{'; braces may only wrap a whole expression, as in '{4 + 5}'"),
        invalidNumber("LayoutExpressionTests.testParseExpressionWithExtraClosingBrace", "{4 + 5}}", "unexpected text after '}'; only a '//' comment may follow an expression in braces"),
        boolean("LayoutExpressionTests.testParseExpressionWithClosingBraceInQuotes", "{'}' == '}'}", true),
        boolean("LayoutExpressionTests.testParseExpressionWithOpeningBraceInQuotes", "{'{' == '{'}", true),
        boolean("LayoutExpressionTests.testParseExpressionWithBracesInQuotes", "{'{foo}' == '{foo}'}", true),
    ]

    static let stringParsing: [PeerBehaviour] = [
        text("LayoutExpressionTests.testParseStringExpressionWithoutBraces", "4 + 5", "4 + 5"),
        text("LayoutExpressionTests.testParseStringExpressionWithBraces", "{4 + 5}", "9"),
        text("LayoutExpressionTests.testParseStringExpressionWithBracesAndWhitespace", " {4 + 5} ", " 9 "),
        text("LayoutExpressionTests.testParseStringExpressionWithMultipleBraces", "{4} + {5}", "4 + 5"),
        behaviour("LayoutExpressionTests.testParseEmptyStringExpression", "<UILabel id=\"x\" text=\"\"/>", .unset(keyPath: "text")),
        behaviour("LayoutExpressionTests.testParseStringExpressionWithEmptyBraces", "<UILabel id=\"x\" text=\"{}\"/>", .accepted),
        behaviour("LayoutExpressionTests.testParseStringExpressionOpeningBrace", "<UILabel text=\"{\"/>", .fails("unterminated '{'; expected '}' to end the expression")),
        behaviour("LayoutExpressionTests.testParseStringExpressionClosingBrace", "<UILabel text=\"}\"/>", .fails("unexpected '}'; write {'}'} for a literal brace")),
        behaviour("LayoutExpressionTests.testParseStringExpressionWithMissingClosingBrace", "<UILabel text=\"{4 + 5\"/>", .fails("unterminated '{'; expected '}' to end the expression")),
        behaviour("LayoutExpressionTests.testParseStringExpressionWithMissingOpeningBrace", "<UILabel text=\"4 + 5}\"/>", .fails("unexpected '}'; write {'}'} for a literal brace")),
        behaviour("LayoutExpressionTests.testParseStringExpressionWithExtraOpeningBrace", "<UILabel text=\"{{4 + 5}\"/>", .fails("unterminated '{'; expected '}' to end the expression")),
        behaviour("LayoutExpressionTests.testParseStringExpressionWithExtraClosingBrace", "<UILabel text=\"{4 + 5}}\"/>", .fails("unexpected '}'; write {'}'} for a literal brace")),
        text("LayoutExpressionTests.testParseStringExpressionWithClosingBraceInQuotes", "{'}'}", "}"),
        text("LayoutExpressionTests.testParseStringExpressionWithOpeningBraceInQuotes", "{'{'}", "{"),
        text("LayoutExpressionTests.testParseStringExpressionWithBracesInQuotes", "{'{foo}'}", "{foo}"),
    ]

    static let comments: [PeerBehaviour] = [
        number("LayoutExpressionTests.testParseExpressionWithCommentWithoutBraces", "4 + 5 // hello", "9"),
        behaviour("LayoutExpressionTests.testCommentedOutExpressionWithoutBraces", "<UIView id=\"x\" layer.cornerRadius=\" //4 + 5\"/>", .unset(keyPath: "layer.cornerRadius")),
        number("LayoutExpressionTests.testParseExpressionWithCommentInBraces", "{4 + 5 // hello}", "9"),
        number("LayoutExpressionTests.testParseExpressionWithCommentAfterBraces", "{4 + 5} // hello", "9"),
        number("LayoutExpressionTests.testParseExpressionWithCommentInAndAfterBraces", "{4 + 5 // hello} // world", "9"),
        behaviour("LayoutExpressionTests.testCommentedOutExpressionWithBraces", "<UIView id=\"x\" layer.cornerRadius=\"{ //4 + 5}\"/>", .unset(keyPath: "layer.cornerRadius")),
        behaviour("LayoutExpressionTests.testParseExpressionWithCommentBeforeBraces", "<UIView id=\"x\" layer.cornerRadius=\" //{4 + 5}\"/>", .unset(keyPath: "layer.cornerRadius")),
        text("LayoutExpressionTests.testParseStringExpressionWithComment", "foo {4 + 5 // hello } bar", "foo 9 bar"),
        text("LayoutExpressionTests.testParseStringExpressionWithCommentedOutClause", "foo {// 4 + 5} bar", "foo  bar"),
        behaviour("LayoutExpressionTests.testCommentedOutStringExpression", "<UILabel id=\"x\" text=\" //hello {'world'}\"/>", .unset(keyPath: "text")),
        behaviour("LayoutExpressionTests.testCommentedOutColorExpression", "<UIView id=\"x\" backgroundColor=\"// red\"/>", .unset(keyPath: "backgroundColor")),
        behaviour("LayoutExpressionTests.testCommentedOutImageExpression", "<UIImageView id=\"x\" image=\"// MyImage.png\"/>", .unset(keyPath: "image")),
        color("LayoutExpressionTests.testColorExpressionWithComment", "red // comment", "#ff0000ff"),
    ]

    static let symbols: [PeerBehaviour] = [
        color("LayoutExpressionTests.testUIColorPropertyInColorExpression", "UIColor.red", "#ff0000ff"),
        behaviour("LayoutExpressionTests.testEnumPropertyInEnumExpression", "<UIView id=\"x\" contentMode=\"UIViewContentMode.center\"/>", .value(keyPath: "contentMode", text: "center")),
        behaviour(
            "LayoutExpressionTests.testOptionSetPropertyInEnumExpression",
            "<UITextView id=\"x\" dataDetectorTypes=\"UIDataDetectorTypes.phoneNumber, UIDataDetectorTypes.link\"/>",
            .value(keyPath: "dataDetectorTypes", text: "link, phoneNumber")
        ),
        number("LayoutExpressionTests.testOptionalBracesInNumberExpression", "{4 + 5}", "9"),
        color("LayoutExpressionTests.testOptionalBracesInColorExpression", "{white}", "#ffffffff"),
        invalidNumber("LayoutExpressionTests.testOptionalMultipleExpressionBodiesDisallowedInNumberExpression", "{5}{6}", "unexpected text after '}'; only a '//' comment may follow an expression in braces"),
        boolean("LayoutExpressionTests.testFalseTreatedAsConstant", "false", false),
        behaviour(
            "LayoutExpressionTests.testSetLayerContentsWithUIImageConstant", "<UIView id=\"x\" layer.contents=\"{image}\"/>",
            .value(keyPath: "layer.contents", text: "MyImage"), constants: ["image": .image("MyImage")]
        ),
        behaviour(
            "LayoutExpressionTests.testSetLayerContentsWithUIImageConstant (no braces)", "<UIView id=\"x\" layer.contents=\"image\"/>",
            .value(keyPath: "layer.contents", text: "MyImage"), constants: ["image": .image("MyImage")]
        ),
        behaviour(
            "LayoutExpressionTests.testSetLayerContentsWithCGImageConstant", "<UIView id=\"x\" layer.contents=\"{image}\"/>",
            .value(keyPath: "layer.contents", text: "MyImage"), constants: ["image": .image("MyImage")]
        ),
        behaviour("LayoutExpressionTests.testSetLayerShadowPathWithConstant", "<UIView layer.shadowPath=\"path\"/>", .compiles),
        // A class property of the app's (`@objc static var foo` of TestClass), read when the template runs.
        behaviour("LayoutExpressionTests.testClassPropertyInDoubleExpression", "<UIView alpha=\"TestClass.foo\"/>", .compiles),
        // Layout reads the whole text as the image's name, which no asset has, so it fails there.
        behaviour(
            "LayoutExpressionTests.testImageExpressionWithComment", "<UIImageView id=\"x\" image=\"MyImage.png // comment\"/>",
            .value(keyPath: "image", text: "MyImage.png // comment")
        ),
        behaviour(
            "LayoutExpressionTests.testThrowErrorForConstantExpression", "<UIView backgroundColor=\"{foo}\"/>", .fails("expected Color, got String 'Not a color'"),
            constants: ["foo": .string("Not a color")]
        ),
    ]

    static let constants: [PeerBehaviour] = [
        number("LayoutExpressionTests.testLiteral", "5 + 6", "11"),
        number("LayoutExpressionTests.testConstant", "foo + 6", "11", constants: ["foo": .int(5)]),
        number("LayoutExpressionTests.testState", "foo + 6", "11", state: ["foo": .int(5)]),
        behaviour(
            "LayoutExpressionTests.testInheritedConstant", "<UIView><UIView id=\"x\" layer.cornerRadius=\"foo + 6\"/></UIView>",
            .value(keyPath: "layer.cornerRadius", text: "11"), constants: ["foo": .int(5)]
        ),
        behaviour(
            "LayoutExpressionTests.testParentLiteralExpression", "<UIView height=\"5\"><UIView id=\"x\" layer.cornerRadius=\"parent.height + 6\"/></UIView>",
            .value(keyPath: "layer.cornerRadius", text: "11")
        ),
        behaviour(
            "LayoutExpressionTests.testParentConstantExpression",
            "<UIView height=\"foo + 6\"><UIView id=\"x\" layer.cornerRadius=\"parent.height + 6\"/></UIView>",
            .value(keyPath: "layer.cornerRadius", text: "17"), constants: ["foo": .int(5)]
        ),
        behaviour(
            "LayoutExpressionTests.testLiteralParameter",
            "<UIView foo=\"5\"><param name=\"foo\" type=\"Int\"/><UIView id=\"x\" layer.cornerRadius=\"foo + 6\"/></UIView>",
            .value(keyPath: "layer.cornerRadius", text: "11")
        ),
        behaviour(
            "LayoutExpressionTests.testConstantParameter",
            "<UIView foo=\"bar + 3\"><param name=\"foo\" type=\"Int\"/><UIView id=\"x\" layer.cornerRadius=\"foo + 6\"/></UIView>",
            .value(keyPath: "layer.cornerRadius", text: "14"), constants: ["bar": .int(5)]
        ),
        behaviour(
            "LayoutExpressionTests.testLiteralMacro",
            "<UIView><macro name=\"BAR\" value=\"5\"/><UIView id=\"x\" layer.cornerRadius=\"BAR + 6\"/></UIView>",
            .value(keyPath: "layer.cornerRadius", text: "11")
        ),
        behaviour(
            "LayoutExpressionTests.testArrayMacro", "<UIView id=\"x\" layer.cornerRadius=\"ITEMS[1]\"><macro name=\"ITEMS\" value=\"1,2,3\"/></UIView>",
            .value(keyPath: "layer.cornerRadius", text: "2")
        ),
        text(
            "LayoutExpressionTests.testArrayConstant", "{items[0]}", "foo",
            constants: ["items": .array([.string("foo"), .string("bar"), .string("baz")])]
        ),
        behaviour(
            "LayoutExpressionTests.testPercentOperatorSpacingAmbiguity", "<UIView width=\"50\"><UIView id=\"c\" width=\"100%-5\" height=\"10\"/></UIView>",
            .frame(id: "c", Rect(x: 0, y: 0, width: 45, height: 10))
        ),
    ]

    static let anyExpressions: [PeerBehaviour] = [
        number("AnyExpressionTests.testAddNumbers", "4 + 5", "9"),
        number("AnyExpressionTests.testAddNumericConstants", "a + b", "9", constants: ["a": .int(4), "b": .int(5)]),
        number("AnyExpressionTests.testNaN", "NaN + 5", "nan", constants: ["NaN": .double(.nan)]),
        number("AnyExpressionTests.testInfinity", "1/0", "inf"),
        text("AnyExpressionTests.testAddStringConstants", "{a + b}", "foobar", constants: ["a": .string("foo"), "b": .string("bar")]),
        text(
            "AnyExpressionTests.testAddNumericConstantsWithString", "{a + b == 9 ? c : ''}", "foo",
            constants: ["a": .int(4), "b": .int(5), "c": .string("foo")]
        ),
        text("AnyExpressionTests.testAddNumberToString", "{5 + 'foo'}", "5foo"),
        text("AnyExpressionTests.testAddStringToNumber", "{'foo' + 5}", "foo5"),
        color("AnyExpressionTests.testMixedConstantsAndVariables2", "foo ? #F00 : #00F", "#ff0000ff", state: ["foo": .bool(true)]),
        boolean("AnyExpressionTests.testEquateStrings", "a == b", false, constants: ["a": .string("foo"), "b": .string("bar")]),
        boolean("AnyExpressionTests.testEquateStrings (a != b)", "a != b", true, constants: ["a": .string("foo"), "b": .string("bar")]),
        boolean("AnyExpressionTests.testEquateStrings (b == c)", "b == c", true, constants: ["b": .string("bar"), "c": .string("bar")]),
        text("AnyExpressionTests.testStringLiterals", "{'foo' + 'bar'}", "foobar"),
        behaviour("AnyExpressionTests.testNilString", "<UILabel text=\"{foo + 'bar'}\"/>", .fails("nil where String is required"), constants: ["foo": .nil]),
        text("AnyExpressionTests.testNilString2", "{foo == nil ? 'bar' : foo}", "bar", constants: ["foo": .nil]),
        text("AnyExpressionTests.testNilString2 (not nil)", "{foo == nil ? 'bar' : foo}", "foo", constants: ["foo": .string("foo")]),
        color("AnyExpressionTests.testNilColor", "foo == nil ? bar : foo", "#ff0000ff", constants: ["foo": .nil, "bar": .color(red)]),
        text("AnyExpressionTests.testNullCoalescing", "{foo ?? 'bar'}", "bar", constants: ["foo": .nil]),
        behaviour("AnyExpressionTests.testUnknownOperator", "<UILabel text=\"{'foo' %% 'bar'}\"/>", .fails("expected operator, found ''bar''")),
        invalidNumber("AnyExpressionTests.testTypeMismatch", "5 / 'foo'", "operator '/' expects a number, got String 'foo'"),
    ]

    static let optionals: [PeerBehaviour] = [
        boolean("OptionalExpressionTests.testEquateOptionalNumbers", "foo == 5", true, constants: ["foo": .double(5)]),
        number("OptionalExpressionTests.testAddOptionalNumbers", "foo + 5", "10", constants: ["foo": .double(5)]),
        number("OptionalExpressionTests.testMultiplyOptionalNumbers", "foo * 5", "25", constants: ["foo": .double(5)]),
        boolean("OptionalExpressionTests.testEquateOptionalStrings", "foo == 'foo'", true, constants: ["foo": .string("foo")]),
        text("OptionalExpressionTests.testAddOptionalStrings", "{foo + 'bar'}", "foobar", constants: ["foo": .string("foo")]),
        number("OptionalExpressionTests.testNullCoalescingInNumberExpression", "foo ?? 5", "5", constants: ["foo": .nil]),
        text("OptionalExpressionTests.testNullStringExpression", "{foo}", "", constants: ["foo": .nil]),
        text("OptionalExpressionTests.testOptionalStringExpression", "{foo}", "foo", constants: ["foo": .string("foo")]),
        behaviour("OptionalExpressionTests.testNullImageExpression", "<UIImageView image=\"{foo}\"/>", .accepted, constants: ["foo": .nil]),
    ]

    static let colors: [PeerBehaviour] = [
        color("ColorExpressionTests.testRed", "#f00", "#ff0000ff"),
        color("ColorExpressionTests.testRedOrBlue", "true ? #f00 : #00f", "#ff0000ff"),
        color("ColorExpressionTests.testRedOrBlue2", "foo ? #f00 : #00f", "#ff0000ff", state: ["foo": .bool(true)]),
        behaviour("ColorExpressionTests.testNilColor", "<UIView backgroundColor=\"color\"/>", .fails("nil where Color is required"), constants: ["color": .nil]),
        color("ColorExpressionTests.testSetBackgroundColor", "#f00", "#ff0000ff"),
        behaviour("ColorExpressionTests.testSetLayerBackgroundColor", "<UIView id=\"x\" layer.backgroundColor=\"#f00\"/>", .value(keyPath: "layer.backgroundColor", text: "#ff0000ff")),
        behaviour(
            "ColorExpressionTests.testSetLayerBackgroundColorWithCGColorConstant", "<UIView id=\"x\" layer.backgroundColor=\"color\"/>",
            .value(keyPath: "layer.backgroundColor", text: "#ff0000ff"), constants: ["color": .color(red)]
        ),
        behaviour(
            "ColorExpressionTests.testSetLayerBackgroundColorWithUIColorConstant", "<UIView id=\"x\" layer.backgroundColor=\"color\"/>",
            .value(keyPath: "layer.backgroundColor", text: "#ff0000ff"), constants: ["color": .color(red)]
        ),
    ]

    static let enumsAndOptions: [PeerBehaviour] = [
        behaviour("EnumExpressionTests.testContentModeLiteral", "<UIView id=\"x\" contentMode=\"center\"/>", .value(keyPath: "contentMode", text: "center")),
        behaviour(
            "EnumExpressionTests.testContentModeConstant", "<UIView id=\"x\" contentMode=\"mode\"/>", .value(keyPath: "contentMode", text: "center"),
            constants: ["mode": .enumCase(type: "UIViewContentMode", name: "center")]
        ),
        behaviour("EnumExpressionTests.testReturnKeyLiteral", "<UITextField id=\"x\" returnKeyType=\"go\"/>", .value(keyPath: "returnKeyType", text: "go")),
        behaviour(
            "EnumExpressionTests.testReturnKeyConstant", "<UITextField id=\"x\" returnKeyType=\"type\"/>", .value(keyPath: "returnKeyType", text: "go"),
            constants: ["type": .enumCase(type: "UIReturnKeyType", name: "go")]
        ),
        behaviour("OptionSetExpressionTests.testSingleDataDetectorType", "<UITextView id=\"x\" dataDetectorTypes=\"phoneNumber\"/>", .value(keyPath: "dataDetectorTypes", text: "phoneNumber")),
        behaviour(
            "OptionSetExpressionTests.testMultipleDataDetectorTypes", "<UITextView id=\"x\" dataDetectorTypes=\"phoneNumber, address, link\"/>",
            .value(keyPath: "dataDetectorTypes", text: "address, link, phoneNumber")
        ),
    ]

    static let arrays: [PeerBehaviour] = [
        behaviour("ArrayExpressionTests.testSetSegmentedControlTitlesWithLiteral", "<UISegmentedControl id=\"x\" items=\"'foo', 'bar', 'baz'\"/>", .value(keyPath: "items", text: "[foo, bar, baz]")),
        behaviour("ArrayExpressionTests.testSetSingleSegmentedControlTitle", "<UISegmentedControl id=\"x\" items=\"'foo'\"/>", .value(keyPath: "items", text: "[foo]")),
        behaviour(
            "ArrayExpressionTests.testSetSegmentedControlTitlesWithConstant", "<UISegmentedControl id=\"x\" items=\"items\"/>", .value(keyPath: "items", text: "[foo, bar, baz]"),
            constants: ["items": .array([.string("foo"), .string("bar"), .string("baz")])]
        ),
        behaviour(
            "ArrayExpressionTests.testSetSegmentedControlTitlesWithMixedConstantAndLiteral", "<UISegmentedControl id=\"x\" items=\"items, 'baz', 'quux'\"/>",
            .value(keyPath: "items", text: "[foo, bar, baz, quux]"), constants: ["items": .array([.string("foo"), .string("bar")])]
        ),
    ]

    static let point = Value.structure(type: "CGPoint", members: ["x": .double(5), "y": .double(10)])
    static let size = Value.structure(type: "CGSize", members: ["width": .double(5), "height": .double(10)])
    static let rect = Value.structure(
        type: "CGRect", members: ["origin": .structure(type: "CGPoint", members: ["x": .double(1), "y": .double(2)]), "size": size]
    )

    static let geometry: [PeerBehaviour] = [
        behaviour("GeometryExpressionTests.testGetContentOffsetX", "<UIScrollView id=\"x\" layer.cornerRadius=\"contentOffset.x\"/>", .value(keyPath: "layer.cornerRadius", text: "0")),
        behaviour(
            "GeometryExpressionTests.testSetContentOffset", "<UIScrollView id=\"x\" contentOffset=\"offset\"/>", .value(keyPath: "contentOffset", text: "CGPoint(x: 5, y: 10)"),
            state: ["offset": point]
        ),
        behaviour("GeometryExpressionTests.testSetContentOffsetX", "<UIScrollView id=\"x\" contentOffset.x=\"5\"/>", .value(keyPath: "contentOffset.x", text: "5")),
        behaviour("GeometryExpressionTests.testGetContentSizeWidth", "<UIScrollView id=\"x\" layer.cornerRadius=\"contentSize.width\"/>", .value(keyPath: "layer.cornerRadius", text: "0")),
        behaviour(
            "GeometryExpressionTests.testSetContentSize", "<UIScrollView id=\"x\" contentSize=\"size\"/>", .value(keyPath: "contentSize", text: "CGSize(height: 10, width: 5)"),
            state: ["size": size]
        ),
        behaviour("GeometryExpressionTests.testSetContentSizeWidth", "<UIScrollView id=\"x\" contentSize.width=\"5\"/>", .value(keyPath: "contentSize.width", text: "5")),
        behaviour(
            "GeometryExpressionTests.testGetContentsCenterMinX", "<UIView id=\"x\" layer.contentsCenter.origin.x=\"1\" layer.cornerRadius=\"layer.contentsCenter.minX\"/>",
            .value(keyPath: "layer.cornerRadius", text: "1")
        ),
        behaviour(
            "GeometryExpressionTests.testGetContentsCenterSizeWidth", "<UIView id=\"x\" layer.cornerRadius=\"layer.contentsCenter.size.width\"/>",
            .value(keyPath: "layer.cornerRadius", text: "1")
        ),
        behaviour(
            "GeometryExpressionTests.testSetContentsCenter", "<UIView id=\"x\" layer.contentsCenter=\"rect\"/>",
            .value(keyPath: "layer.contentsCenter", text: "CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(height: 10, width: 5))"), state: ["rect": rect]
        ),
        behaviour(
            "GeometryExpressionTests.testGetContentsCenterX", "<UIView id=\"x\" layer.contentsCenter.x=\"1\" layer.cornerRadius=\"layer.contentsCenter.x\"/>",
            .value(keyPath: "layer.cornerRadius", text: "1")
        ),
        behaviour(
            "GeometryExpressionTests.testGetContentsCenterWidth", "<UIView id=\"x\" layer.cornerRadius=\"layer.contentsCenter.width\"/>",
            .value(keyPath: "layer.cornerRadius", text: "1")
        ),
        behaviour(
            "GeometryExpressionTests.testGetContentsCenterOriginX",
            "<UIView id=\"x\" layer.contentsCenter.origin.x=\"1\" layer.cornerRadius=\"layer.contentsCenter.origin.x\"/>",
            .value(keyPath: "layer.cornerRadius", text: "1")
        ),
        behaviour(
            "GeometryExpressionTests.testSetContentsCenterOrigin", "<UIView id=\"x\" layer.contentsCenter.origin=\"origin\"/>",
            .value(keyPath: "layer.contentsCenter.origin", text: "CGPoint(x: 1, y: 2)"),
            state: ["origin": .structure(type: "CGPoint", members: ["x": .double(1), "y": .double(2)])]
        ),
        behaviour(
            "GeometryExpressionTests.testSetContentsCenterSize", "<UIView id=\"x\" layer.contentsCenter.size=\"size\"/>",
            .value(keyPath: "layer.contentsCenter.size", text: "CGSize(height: 2, width: 1)"),
            state: ["size": .structure(type: "CGSize", members: ["width": .double(1), "height": .double(2)])]
        ),
        behaviour("GeometryExpressionTests.testSetContentsCenterX", "<UIView id=\"x\" layer.contentsCenter.x=\"5.0\"/>", .value(keyPath: "layer.contentsCenter.x", text: "5")),
        behaviour("GeometryExpressionTests.testSetContentsCenterWidth", "<UIView id=\"x\" layer.contentsCenter.width=\"5.0\"/>", .value(keyPath: "layer.contentsCenter.width", text: "5")),
        behaviour("GeometryExpressionTests.testSetContentsCenterOriginX", "<UIView id=\"x\" layer.contentsCenter.origin.x=\"5.0\"/>", .value(keyPath: "layer.contentsCenter.origin.x", text: "5")),
        behaviour("GeometryExpressionTests.testSetContentsCenterSizeWidth", "<UIView id=\"x\" layer.contentsCenter.size.width=\"5.0\"/>", .value(keyPath: "layer.contentsCenter.size.width", text: "5")),
        behaviour("GeometryExpressionTests.testSetViewTransformRotation", "<UIView id=\"x\" transform.rotation=\"pi\"/>", .value(keyPath: "transform.rotation", text: "\(Double.pi)")),
        behaviour("GeometryExpressionTests.testSetViewTransformTranslation", "<UIView id=\"x\" transform.translation.x=\"5\"/>", .value(keyPath: "transform.translation.x", text: "5")),
        behaviour("GeometryExpressionTests.testSetLayerTransformRotation", "<UIView id=\"x\" layer.transform.rotation=\"pi\"/>", .value(keyPath: "layer.transform.rotation", text: "\(Double.pi)")),
        behaviour(
            "GeometryExpressionTests.testSetSublayerTransformRotation", "<UIView id=\"x\" layer.sublayerTransform.rotation=\"pi\"/>",
            .value(keyPath: "layer.sublayerTransform.rotation", text: "\(Double.pi)")
        ),
        behaviour("PropertiesTests.testCGPointNestedPropertyType", "<UIView id=\"x\" layer.anchorPoint.x=\"1\"/>", .value(keyPath: "layer.anchorPoint.x", text: "1")),
        behaviour(
            "PropertiesTests.testCGRectNestedPropertyType", "<UIView id=\"x\" layer.contentsRect.size.width=\"0.5\"/>",
            .value(keyPath: "layer.contentsRect.size.width", text: "0.5")
        ),
        behaviour("PropertiesTests.testViewDoubleNestedPropertyType", "<UIView id=\"x\" layer.contentsCenter.x=\"2\"/>", .value(keyPath: "layer.contentsCenter.x", text: "2")),
        behaviour("PropertiesTests.testNestedNonexistentPropertyType", "<UIScrollView contentOffset.foo=\"5\"/>", .fails("unknown property 'contentOffset.foo' of UIScrollView; did you mean 'contentOffset.x'?")),
        behaviour("PropertiesTests.testUnavailablePropertyType", "<UIView frame=\"rect\"/>", .fails("'frame' is not available on UIView; Layout manages the frame; use top, left, width and height instead"), state: ["rect": rect]),
        behaviour("PropertiesTests.testNestedUnavailablePropertyType", "<UIView frame.origin.x=\"5\"/>", .fails("'frame.origin.x' is not available on UIView; Layout manages the frame; use top, left, width and height instead")),
    ]

    static let stringsTable = """
        "hello" = "Hello World";
        "greeting" = "Hello %s";
        "percent" = "Hello %% World";
        "count" = "Hello %i";
        """

    static let localizedStrings: [PeerBehaviour] = [
        text("StringConstantTests.testSimpleStringConstant", "{strings.hello}", "Hello World", strings: stringsTable),
        text("StringConstantTests.testParameterizedStringConstant", "{strings.greeting('World')}", "Hello World", strings: stringsTable),
        text("StringConstantTests.testParameterizedStringConstanWithNoArguments", "{strings.percent()}", "Hello % World", strings: stringsTable),
        behaviour(
            "StringConstantTests.testInvalidParameterizedStringConstantReference", "<UILabel text=\"{strings.greeting('World', 'Universe')}\"/>",
            .fails("'strings.greeting' expects 1 argument, got 2"), strings: stringsTable
        ),
        behaviour("StringConstantTests.testInvalidParameterizedStringConstantReference2", "<UILabel text=\"{strings.greeting()}\"/>", .fails("'strings.greeting' expects 1 argument, got 0"), strings: stringsTable),
        behaviour("StringConstantTests.testInvalidParameterizedStringConstantReference3", "<UILabel text=\"{strings.count('World')}\"/>", .fails("argument 1 of 'strings.count' expects Int, got String 'World'"), strings: stringsTable),
    ]

    static func font(_ peer: String, _ value: String, _ expected: String) -> PeerBehaviour {
        behaviour(peer, "<UILabel id=\"x\" font=\"\(value)\"/>", .value(keyPath: "font", text: expected))
    }

    static let fonts: [PeerBehaviour] = [
        font("FontExpressionTests.testBold", "bold", "System bold 17"),
        font("FontExpressionTests.testBoldItalic", "bold italic", "System italic bold 17"),
        font("FontExpressionTests.testFontName", "helvetica", "Helvetica 17"),
        font("FontExpressionTests.testEscapedFontNameWithSpaces", "'helvetica neue'", "Helvetica Neue 17"),
        font("FontExpressionTests.testBoldEscapedFontNameWithSpaces", "'helvetica neue' bold", "Helvetica Neue bold 17"),
        font("FontExpressionTests.testBoldUnescapedFontNameWithSpaces", "helvetica neue bold", "Helvetica Neue bold 17"),
        behaviour("FontExpressionTests.testNilFont", "<UILabel font=\"{font} bold\"/>", .fails("nil where Font is required"), constants: ["font": .nil]),
        font("FontExpressionTests.testFontTextStyle", "caption1", "System caption1 12"),
        font("FontExpressionTests.testCustomFontTextStyle", "courier title1", "Courier title1 28"),
        font("FontExpressionTests.testFontSize", "19", "System 19"),
        font("FontExpressionTests.testRelativeFontSize", "150%", "System 25.5"),
        font("FontExpressionTests.testFontTextStyleWithRelativeSize", "body 150%", "System body 25.5"),
    ]

    static let attributedStrings: [PeerBehaviour] = [
        behaviour("AttributedStringExpressionTests.testAttributedStringExpressionTextAndFont", "<UILabel id=\"x\" attributedText=\"foo\"/>", .value(keyPath: "attributedText", text: "foo")),
        behaviour("AttributedStringExpressionTests.testAttributedStringHTMLExpression", "<UILabel id=\"x\" attributedText=\"&lt;b&gt;foo&lt;/b&gt;\"/>", .value(keyPath: "attributedText", text: "<b>foo</b>")),
        behaviour(
            "AttributedStringExpressionTests.testAttributedStringContainingUnicode", "<UILabel id=\"x\" attributedText=\"&lt;i&gt;🤔😂&lt;/i&gt;\"/>",
            .value(keyPath: "attributedText", text: "<i>🤔😂</i>")
        ),
        behaviour(
            "AttributedStringExpressionTests.testAttributedStringContainingToken", "<UILabel id=\"x\" attributedText=\"hello $(0) world {bar}\"/>",
            .value(keyPath: "attributedText", text: "hello $(0) world bar"), constants: ["bar": .string("bar")]
        ),
        behaviour(
            "AttributedStringExpressionTests.testAttributedStringInheritsFont", "<UILabel id=\"x\" font=\"Courier 57\" attributedText=\"foo\"/>",
            .value(keyPath: "attributedText", text: "foo")
        ),
        behaviour(
            "AttributedStringExpressionTests.testAttributedStringInheritsTextColor", "<UILabel id=\"x\" textColor=\"red\" attributedText=\"foo\"/>",
            .value(keyPath: "attributedText", text: "foo")
        ),
        behaviour(
            "AttributedStringExpressionTests.testAttributedStringInheritsTextAlignment",
            "<UILabel id=\"x\" textAlignment=\"right\" attributedText=\"foo\"/>", .value(keyPath: "attributedText", text: "foo")
        ),
        behaviour(
            "AttributedStringExpressionTests.testAttributedStringInheritsLinebreakMode",
            "<UILabel id=\"x\" lineBreakMode=\"byTruncatingHead\" attributedText=\"foo\"/>", .value(keyPath: "attributedText", text: "foo")
        ),
    ]

    static let selectors: [PeerBehaviour] = [
        behaviour("SelectorExpressionTests.testSetControlAction", "<UIControl touchUpInside=\"foo:\"/>", .accepted),
        behaviour("SelectorExpressionTests.testSetControlAction (UIButton)", "<UIButton touchUpInside=\"foo:\"/>", .accepted),
        // A Selector property (Layout's test view declares one; UIKit's bar button items have `action`).
        behaviour(
            "SelectorExpressionTests.testSetCustomSelector", "<UIViewController navigationItem.rightBarButtonItem.action=\"foo:\"/>",
            .value(keyPath: "navigationItem.rightBarButtonItem.action", text: "foo:")
        ),
    ]

    /// Image attributes: a constant, with comments and braces, and asset names in a bundle
    /// (`Module:Name`, `{bundle}:Name`), which Layout looks up as the view is created.
    static let images: [PeerBehaviour] = [
        image("ImageExpressionTests.testImageConstant", "testImage"),
        image("ImageExpressionTests.testImageConstantWithComment", "testImage // test"),
        image("ImageExpressionTests.testBracedImageConstant", "{testImage}"),
        image("ImageExpressionTests.testBracedImageConstantWithComment", "{testImage // test}"),
        behaviour(
            "ImageExpressionTests.testBracedImageConstantWithCommentOutsideBraces", "<UIImageView image=\"{testImage} // test\"/>",
            .fails("an Image cannot be part of an image name; give it alone, in braces"),
            constants: ["testImage": .image("rocket")]
        ),
        behaviour("ImageExpressionTests.testImageAssetInFrameworkBundleByID", "<UIImageView image=\"com.TestFramework:Boxes\"/>", .compiles),
        behaviour("ImageExpressionTests.testQuotedNonexistentImageAssetInMainBundle", "<UIImageView id=\"x\" image=\"'MyImage'\"/>", .value(keyPath: "image", text: "MyImage")),
        behaviour("ImageExpressionTests.testNonexistentQuotedImageName", "<UIImageView id=\"x\" image=\"{'MyImage'}\"/>", .value(keyPath: "image", text: "MyImage")),
        behaviour("ImageExpressionTests.testNonexistentImageAssetWithExpression", "<UIImageView id=\"x\" image=\"MyImage{5}\"/>", .value(keyPath: "image", text: "MyImage5")),
        behaviour("ImageExpressionTests.testImageAssetInModuleByID", "<UIImageView image=\"com.LayoutTests:MyImage\"/>", .compiles),
        behaviour("ImageExpressionTests.testImageAssetInModuleByName", "<UIImageView image=\"LayoutTests:MyImage\"/>", .compiles),
        behaviour("ImageExpressionTests.testImageAssetInFrameworkBundleByName", "<UIImageView image=\"TestFramework:Boxes\"/>", .compiles),
        behaviour("ImageExpressionTests.testImageAssetInFrameworkBundle", "<UIImageView image=\"{bundle}:Boxes\"/>", .compiles),
        behaviour(
            "ImageExpressionTests.testNonexistentImageVariable", "<UIImageView image=\"{MyImage}\"/>",
            .fails("no value for 'MyImage' (Image); give it in the state or the constants")
        ),
    ]

    static let rows = parsing + stringParsing + comments + symbols + constants + anyExpressions + optionals + colors + enumsAndOptions
        + arrays + geometry + localizedStrings + fonts + attributedStrings + selectors + images

    @Test(arguments: rows) func matchesLayout(_ row: PeerBehaviour) {
        verify(row)
    }
}
