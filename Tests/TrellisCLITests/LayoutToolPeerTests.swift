import Testing

/// LayoutTool's tests (LayoutToolTests: FormatterTests, FormatTests, RenamerTests,
/// RenameTests, StringsTests, ValidationTests) as rows for `trellis format`, `trellis
/// rename`, `trellis strings` and `trellis check`.
@Suite struct LayoutToolPeerTests {
    static let formatting: [PeerBehaviour] = [
        format(
            "FormatterTests.testNoAttributes",
            "<Foo/>",
            "<Foo/>\n"
        ),
        format(
            "FormatterTests.testSingleAttribute",
            "<Foo bar=\"baz\"/>",
            "<Foo bar=\"baz\"/>\n"
        ),
        format(
            "FormatterTests.testMultipleAttributes",
            "<Foo bar=\"baz\" baz=\"quux\" />",
            "<Foo\n    bar=\"baz\"\n    baz=\"quux\"\n/>\n"
        ),
        format(
            "FormatterTests.testSortAttributes",
            "<Foo b=\"b\" c=\"c\" a=\"a\"/>",
            "<Foo\n    a=\"a\"\n    b=\"b\"\n    c=\"c\"\n/>\n"
        ),
        format(
            "FormatterTests.testEmptyNode",
            "<Foo>\n</Foo>",
            "<Foo/>\n"
        ),
        format(
            "FormatterTests.testWhiteSpaceAroundNodeWithNoAttributes",
            "<Foo> <Bar/> </Foo>",
            "<Foo>\n    <Bar/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testWhiteSpaceAroundNodeWithOneAttribute",
            "<Foo bar=\"bar\"> <Bar/> </Foo>",
            "<Foo bar=\"bar\">\n    <Bar/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testWhiteSpaceAroundNodeWithMultipleAttributes",
            "<Foo\n    bar=\"bar\"\n    baz=\"baz\"> <Bar/> </Foo>",
            "<Foo\n    bar=\"bar\"\n    baz=\"baz\">\n\n    <Bar/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testShortTextNode",
            "<Foo>\n    bar\n</Foo>",
            "<Foo>bar</Foo>\n"
        ),
        format(
            "FormatterTests.testTextWithChildBefore",
            "<Foo><Baz/>bar</Foo>",
            "<Foo>\n    <Baz/>\n    bar\n</Foo>\n"
        ),
        format(
            "FormatterTests.testTextWithChildAfter",
            "<Foo>bar<Baz/></Foo>",
            "<Foo>\n    bar\n    <Baz/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testTextWithCommentBefore",
            "<Foo><!-- bar -->bar</Foo>",
            "<Foo>\n\n    <!-- bar -->\n    bar\n</Foo>\n"
        ),
        format(
            "FormatterTests.testTextWithCommentAfter",
            "<Foo>bar<!-- bar --></Foo>",
            "<Foo>\n    bar\n\n    <!-- bar -->\n</Foo>\n"
        ),
        format(
            "FormatterTests.testTextWithInterleavedComments",
            "<Foo><!-- bar -->bar<!-- baz -->baz</Foo>",
            "<Foo>\n\n    <!-- bar -->\n    bar\n\n    <!-- baz -->\n    baz\n</Foo>\n"
        ),
        format(
            "FormatterTests.testNoTrimSpaceInHTML",
            "<Foo>hello<span> world</span></Foo>",
            "<Foo>\n    hello<span> world</span>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testIndentList",
            "<ul><li>foo</li><li>bar</li></ul>",
            "<ul>\n    <li>foo</li>\n    <li>bar</li>\n</ul>\n"
        ),
        format(
            "FormatterTests.testPreserveListIndenting",
            "<ul>\n    <li>foo</li>\n    <li>bar</li>\n</ul>",
            "<ul>\n    <li>foo</li>\n    <li>bar</li>\n</ul>\n"
        ),
        format(
            "FormatterTests.testIndentMultilineText",
            "<Foo><p>foo\nbar</p></Foo>",
            "<Foo>\n    <p>foo\n    bar</p>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testPreserveMultilineTextIndent",
            "<Foo>\n    <p>\n        foo\n        <b>bar</b> baz\n    </p>\n</Foo>",
            "<Foo>\n    <p>\n        foo\n        <b>bar</b> baz\n    </p>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testLayoutdNodeInsideHTMLP",
            "<p><Foo/></p>",
            "<p>\n    <Foo/>\n</p>\n"
        ),
        format(
            "FormatterTests.testLayoutNodeInsideHTMLBR",
            "<br><Foo/></br>",
            "<br>\n    <Foo/>\n</br>\n"
        ),
        format(
            "FormatterTests.testNoRemoveSpaceAfterFirstHTMLTag",
            "<UIView height=\"auto\">\n    <i>hello</i> cruel <b>world</b>\n</UIView>",
            "<UIView height=\"auto\">\n    <i>hello</i> cruel <b>world</b>\n</UIView>\n"
        ),
        format(
            "FormatterTests.testNoRemoveIndentForClosingHTMLTag",
            "<UILabel>\n    <p>\n        hello world\n    </p>\n</UILabel>",
            "<UILabel>\n    <p>\n        hello world\n    </p>\n</UILabel>\n"
        ),
        format(
            "FormatterTests.testNoInsertBlankLineInHTMLTagWithAttributes",
            "<UILabel>\n    <p bar=\"bar\" baz=\"baz\">\n        hello <b>world</b>\n    </p>\n</UILabel>",
            "<UILabel>\n    <p bar=\"bar\" baz=\"baz\">\n        hello <b>world</b>\n    </p>\n</UILabel>\n"
        ),
        format(
            "FormatterTests.testLeadingComment",
            "<!-- foo --><Foo/>",
            "<!-- foo -->\n<Foo/>\n"
        ),
        format(
            "FormatterTests.testInnerComment",
            "<Foo><!-- foo --></Foo>",
            "<Foo><!-- foo --></Foo>\n"
        ),
        format(
            "FormatterTests.testNoMultipleLinebreaksBetweenNodeAndComment",
            "<Foo>\n\n    <Bar/>\n\n    <!-- baz -->\n    <Baz/>\n\n</Foo>",
            "<Foo>\n    <Bar/>\n\n    <!-- baz -->\n    <Baz/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testNoMultipleLinebreaksAfterAttributesBeforeComment",
            "<Foo\n    bar=\"bar\"\n    baz=\"baz\">\n\n    <!-- bar -->\n    <Bar/>\n\n</Foo>",
            "<Foo\n    bar=\"bar\"\n    baz=\"baz\">\n\n    <!-- bar -->\n    <Bar/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testViewWithParameterAndChildren",
            "<Foo>\n\n    <Bar/>\n\n    <param name=\"baz\" type=\"String\"/>\n    <Baz/>\n\n</Foo>",
            "<Foo>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testViewWithMultipleParametersAndChildren",
            "<Foo>\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>",
            "<Foo>\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testViewWithMultipleParametersWithCommentsAndChildren",
            "<Foo>\n    <param name=\"foo\" type=\"String\"/>\n\n    <!-- bar -->\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n</Foo>",
            "<Foo>\n    <param name=\"foo\" type=\"String\"/>\n\n    <!-- bar -->\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testViewWithMacroAndChildren",
            "<Foo>\n\n    <Bar/>\n\n    <macro name=\"baz\" value=\"5\"/>\n    <Baz/>\n\n</Foo>",
            "<Foo>\n    <macro name=\"baz\" value=\"5\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testViewWithChildrenTag",
            "<Foo>\n\n    <children/>\n\n</Foo>",
            "<Foo>\n    <children/>\n</Foo>\n"
        ),
        format(
            "FormatterTests.testEncodeAmpersandInText",
            "<Foo>bar &amp; baz</Foo>",
            "<Foo>bar &amp; baz</Foo>\n"
        ),
        format(
            "FormatterTests.testNoEncodeDoubleQuoteInText",
            "<Foo>\"bar\"</Foo>",
            "<Foo>\"bar\"</Foo>\n"
        ),
        format(
            "FormatterTests.testEncodeAmpersandInAttribute",
            "<Foo\n    bar=\"baz &amp; quux\"\n    baz=\"baz\"\n/>",
            "<Foo\n    bar=\"baz &amp; quux\"\n    baz=\"baz\"\n/>\n"
        ),
        format(
            "FormatterTests.testEncodeDoubleQuoteInAttribute",
            "<Foo\n    bar=\"&quot;bar&quot;\"\n    baz=\"baz\"\n/>",
            "<Foo\n    bar=\"&quot;bar&quot;\"\n    baz=\"baz\"\n/>\n"
        ),
        format(
            "FormatterTests.testNoEncodeCommentBody",
            "<!-- <Foo>\"bar & baz\"</Foo> --><Bar/>",
            "<!-- <Foo>\"bar & baz\"</Foo> -->\n<Bar/>\n"
        ),
        format(
            "FormatterTests.testFormatKnownExpressionAttribute",
            "<Foo top=\"10-5* 4\"/>",
            "<Foo top=\"10 - 5 * 4\"/>\n"
        ),
        format(
            "FormatterTests.testFormatUnknownExpressionAttribute",
            "<Foo bar=\"foo-bar\"/>",
            "<Foo bar=\"foo-bar\"/>\n"
        ),
        format(
            "FormatterTests.testFormatUnknownEscapedExpressionAttribute",
            "<Foo bar=\"{foo-bar}\"/>",
            "<Foo bar=\"{foo - bar}\"/>\n"
        ),
        format(
            "FormatterTests.testFormatUnknownColorAttribute",
            "<Foo barColor=\"rgb(255,255,0)\"/>",
            "<Foo barColor=\"rgb(255, 255, 0)\"/>\n"
        ),
        format(
            "FormatterTests.testFormatTextAttribute",
            "<Foo text=\" foo ( bar ) \"/>",
            "<Foo text=\" foo ( bar ) \"/>\n"
        ),
        format(
            "FormatterTests.testExpressionWithComment",
            "<Foo top=\"10-5* 4//foo\"/>",
            "<Foo top=\"10 - 5 * 4 // foo\"/>\n"
        ),
        format(
            "FormatterTests.testExpressionWithCommentInBraces",
            "<Foo top=\"{10-5* 4//foo}\"/>",
            "<Foo top=\"10 - 5 * 4 // foo\"/>\n"
        ),
        format(
            "FormatterTests.testStringExpressionWithComment",
            "<Foo text=\"hello {10-5* 4//foo} world\"/>",
            "<Foo text=\"hello {10 - 5 * 4 // foo} world\"/>\n"
        ),
        format(
            "FormatterTests.testCommentedOutExpression",
            "<Foo top=\"//10-5* 4 \"/>",
            "<Foo top=\"// 10-5* 4\"/>\n"
        ),
        format(
            "FormatterTests.testCommentedOutExpressionInBraces",
            "<Foo top=\" {//10-5* 4} \"/>",
            "<Foo top=\"// 10-5* 4\"/>\n"
        ),
        format(
            "FormatterTests.testCommentBeforeExpressionInBraces",
            "<Foo top=\" //{10-5* 4} \"/>",
            "<Foo top=\"// {10-5* 4}\"/>\n"
        ),
        format(
            "FormatterTests.testCommentedOutStringExpression",
            "<Foo text=\" //hello world\"/>",
            "<Foo text=\"// hello world\"/>\n"
        ),
        format(
            "FormatterTests.testCommentedOutStringExpressionClause",
            "<Foo text=\"{ //10-5* 4 }\"/>",
            "<Foo text=\"{// 10-5* 4}\"/>\n"
        ),
        format(
            "FormatterTests.testCommentedOutStringExpressionClause2",
            "<Foo text=\"foo { //10-5* 4 }bar\"/>",
            "<Foo text=\"foo {// 10-5* 4}bar\"/>\n"
        ),
        format(
            "FormatterTests.testCommentedOutColorExpression",
            "<UIImageView image=\" //MyColor\"/>",
            "<UIImageView image=\"// MyColor\"/>\n"
        ),
        format(
            "FormatterTests.testCommentedOutImageExpression",
            "<UIImageView image=\" //MyImage.png\"/>",
            "<UIImageView image=\"// MyImage.png\"/>\n"
        ),
        format(
            "FormatterTests.testCommentedOutURLExpressionWithoutComment",
            "<Foo url=\"//http://example.com\"/>",
            "<Foo url=\"// http://example.com\"/>\n"
        ),
    ]

    static let formattingErrors: [PeerBehaviour] = [
        behaviour("FormatterTests.testMalformedExpression", "<UIView left=\"+\"/>", .fails("expected expression after '+'")),
        behaviour("FormatterTests.testMalformedExpression2", "<UIView left=\"foo bar\"/>", .fails("expected operator, found 'bar'")),
        behaviour("FormatterTests.testUndefinedOperator", "<UIView left=\"a^b\"/>", .fails("unknown character '^'")),
        behaviour("FormatterTests.testRGBFunctionArity", "<UIView backgroundColor=\"rgb(1,2,3,4)\"/>", .fails("'rgb' expects 3 arguments, got 4")),
        behaviour("ValidationTests.testMissingClosingChevron", "<UIView left=\"5\"></UIView", .fails("unterminated end tag '</UIView'; expected '>' before the end of the file")),
        behaviour("ValidationTests.testMissingClosingQuote", "<UIView left=\"5/>", .fails("unterminated value of attribute 'left'; expected a closing double quote before the end of the file")),
        behaviour("ValidationTests.testMalformedXML", "<UIView>\n    <UIView/>\n</UILabel>\n", .fails("mismatched end tag '</UILabel>'; expected '</UIView>'")),
        behaviour("ValidationTests.testUIViewPropertyOfUnknownControllerNode", "<UIViewController view.contentMode=\"center\"/>", .compiles),
        behaviour("ValidationTests.testUIViewControllerPropertyOfUnknownControllerNode", "<UIViewController tabBarItem.systemItem=\"favorites\"/>", .compiles),
        behaviour("ValidationTests.testNonStringViewPropertyType", "<UILabel numberOfLines=\"2\"/>", .accepted),
        behaviour("ValidationTests.testStringViewPropertyType", "<UILabel text=\"2 + 2\" id=\"x\"/>", .value(keyPath: "text", text: "2 + 2")),
    ]

    static let renaming: [PeerBehaviour] = [
        behaviour("RenamerTests.testRenameStandaloneVariable", "<UIView left=\"foo\"/>", .renamed(old: "foo", new: "bar", output: "<UIView left=\"bar\"/>")),
        behaviour(
            "RenamerTests.testRenameVariableInExpression", "<UIView left=\"(foo + bar) * 5\"/>",
            .renamed(old: "foo", new: "bar", output: "<UIView left=\"(bar + bar) * 5\"/>")
        ),
        behaviour("RenamerTests.testNoRenameTextInStringExpression", "<UILabel text=\"foo + bar\"/>", .renamed(old: "foo", new: "bar", output: "<UILabel text=\"foo + bar\"/>")),
        behaviour(
            "RenamerTests.testRenameVariableInEscapedStringExpression", "<UILabel text=\"{foo + bar}\"/>",
            .renamed(old: "foo", new: "bar", output: "<UILabel text=\"{bar + bar}\"/>")
        ),
        behaviour("RenamerTests.testRenameClass", "<Foo bar=\"bar\"/>", .renamed(old: "Foo", new: "Bar", output: "<Bar bar=\"bar\"/>")),
        behaviour(
            "RenamerTests.testNoRenameHTML", "<UILabel textAlignment=\"center\">\n    <center>foo</center>\n</UILabel>\n",
            .renamed(old: "center", new: "centered", output: "<UILabel textAlignment=\"centered\">\n    <center>foo</center>\n</UILabel>\n")
        ),
    ]

    static let strings: [PeerBehaviour] = [
        behaviour("StringsTests.testFindStringsInAttributes", "<UILabel text=\"{strings.foo} {strings.bar}\"/>", .strings(["bar", "foo"])),
        behaviour("StringsTests.testFindStringsInBody", "<UILabel>{strings.foo} {strings.bar}</UILabel>", .strings(["bar", "foo"])),
        behaviour("StringsTests.testIgnoreDuplicateStrings", "<UILabel>{strings.foo} {strings.bar} {strings.foo}</UILabel>", .strings(["bar", "foo"])),
        behaviour("StringsTests.testFindEscapedString", "<UILabel text=\"{`strings.hello\\nworld`}\"/>", .strings(["hello\nworld"])),
        behaviour("StringsTests.testFindParameterizedString", "<UILabel text=\"{strings.foo(arg1, arg2)}\"/>", .strings(["foo"])),
        behaviour("StringsTests.testFindEscapedParameterizedString", "<UILabel text=\"{`strings.foo`(arg1, arg2)}\"/>", .strings(["foo"])),
    ]

    static let rows = formatting + formattingErrors + renaming + strings

    @Test(arguments: rows) func matchesLayoutTool(_ row: PeerBehaviour) {
        verify(row)
    }
}
