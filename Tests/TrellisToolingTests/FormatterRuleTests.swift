import TrellisDiagnostics
@testable import TrellisTooling
import XCTest

/// One case per rule of ``TemplateFormatter``.
final class FormatterRuleTests: XCTestCase {
    func testIndentsFourSpacesPerLevel() {
        let input = "<UIView>\n<UIView>\n  <UILabel/>\n</UIView>\n</UIView>"
        XCTAssertEqual(formattedText(input), "<UIView>\n    <UIView>\n        <UILabel/>\n    </UIView>\n</UIView>\n")
    }

    func testOneAttributeStaysOnTheTagLine() {
        XCTAssertEqual(formattedText("<UILabel   text='Hello'  />"), "<UILabel text=\"Hello\"/>\n")
    }

    func testTwoAttributesGoOnTheirOwnLinesWithTheClosingAlignedWithTheTag() {
        let input = "<UIView><UILabel text=\"Hi\" width=\"100%\"/></UIView>"
        let expected = """
        <UIView>
            <UILabel
                text="Hi"
                width="100%"
            />
        </UIView>

        """
        XCTAssertEqual(formattedText(input), expected)
    }

    func testOpeningTagWithChildrenClosesOnItsOwnLine() {
        let input = "<UIView width=\"100%\" height=\"100%\"><UILabel/></UIView>"
        let expected = """
        <UIView
            height="100%"
            width="100%"
        >
            <UILabel/>
        </UIView>

        """
        XCTAssertEqual(formattedText(input), expected)
    }

    func testIdentityAttributesComeFirstThenTheRestInByteOrder() {
        let input = "<UILabel width=\"10\" text=\"a\" outlet=\"label\" backgroundColor=\"red\" id=\"title\" center.x=\"50%\"/>"
        let expected = """
        <UILabel
            id="title"
            outlet="label"
            backgroundColor="red"
            center.x="50%"
            text="a"
            width="10"
        />

        """
        XCTAssertEqual(formattedText(input), expected)
    }

    func testTemplateComesBeforeOtherAttributes() {
        let input = "<UIView width=\"1\" template=\"Base.xml\"/>"
        XCTAssertEqual(formattedText(input), "<UIView\n    template=\"Base.xml\"\n    width=\"1\"\n/>\n")
    }

    func testParamsAndMacrosMoveFirstKeepingTheirOrderAndComments() {
        let input = """
        <UIView>
            <UILabel text="{title}"/>
            <!-- the spacing -->
            <macro name="SPACING" value="20"/>
            <param name="title" type="String"/>
        </UIView>
        """
        let expected = """
        <UIView>
            <!-- the spacing -->
            <macro name="SPACING" value="20"/>
            <param name="title" type="String"/>
            <UILabel text="{title}"/>
        </UIView>

        """
        XCTAssertEqual(formattedText(input), expected)
    }

    func testExpressionsAreReprintedWithCanonicalSpacing() {
        let input = "<UIView top=\"10-5* 4\" left=\"previous.right+(8)\"/>"
        XCTAssertEqual(formattedText(input), "<UIView\n    left=\"previous.right + (8)\"\n    top=\"10 - 5 * 4\"\n/>\n")
    }

    func testStringAttributesChangeOnlyInsideBraces() {
        let input = "<UILabel text=\"a+b  {a+b}  // not a comment\"/>"
        XCTAssertEqual(formattedText(input), "<UILabel text=\"a+b  {a + b}  // not a comment\"/>\n")
    }

    func testCommentsInExpressionsAreKept() {
        let input = "<UILabel text=\"{name// the user's full name}\" alpha=\"0.5*2 // half\"/>"
        let expected = "<UILabel\n    alpha=\"0.5 * 2 // half\"\n    text=\"{name // the user's full name}\"\n/>\n"
        XCTAssertEqual(formattedText(input), expected)
    }

    /// As Layout's formatter (FormatterTests.testFormatUnknown…): text outside braces is
    /// kept, `{…}` segments are re-printed, and a `…Color` written with `rgb(` is an expression.
    func testUnknownAttributesAreFormattedAsLayoutFormatsThem() {
        let input = "<UIView template=\"Card.xml\" subtitle=\"a+b {a+b}\" tintColor=\"rgb(1,2,3)\" badgeColor=\"rgb(1,2,3)\" shadeColor=\"{rgb(1,2,3)}\"/>"
        let expected = """
        <UIView
            template="Card.xml"
            badgeColor="rgb(1, 2, 3)"
            shadeColor="{rgb(1, 2, 3)}"
            subtitle="a+b {a + b}"
            tintColor="rgb(1, 2, 3)"
        />

        """
        XCTAssertEqual(formattedText(input), expected)
        XCTAssertEqual(formattedText("<Foo bar=\"{foo-bar}\"/>"), "<Foo bar=\"{foo - bar}\"/>\n")
        XCTAssertEqual(formattedText("<Foo><a href=\"{foo-bar}\">x</a></Foo>"), "<Foo><a href=\"{foo-bar}\">x</a></Foo>\n")
    }

    /// A commented-out string value is a comment: the blanks around it go.
    func testCommentedOutStringValuesAreTrimmed() {
        XCTAssertEqual(formattedText("<UILabel text=\"  // hello world  \"/>"), "<UILabel text=\"// hello world\"/>\n")
        XCTAssertEqual(formattedText("<UIImageView image=\" // MyImage.png\"/>"), "<UIImageView image=\"// MyImage.png\"/>\n")
        XCTAssertEqual(formattedText("<Foo url=\"\n // http://example.com \"/>"), "<Foo url=\"// http://example.com\"/>\n")
    }

    func testParamsDeclaredOnTheElementGiveTheirType() {
        let input = "<UIView count=\"1+1\" title=\"x+y\"><param name=\"count\" type=\"Int\"/><param name=\"title\" type=\"String\"/></UIView>"
        let expected = """
        <UIView
            count="1 + 1"
            title="x+y"
        >
            <param name="count" type="Int"/>
            <param name="title" type="String"/>
        </UIView>

        """
        XCTAssertEqual(formattedText(input), expected)
    }

    func testMacroValuesAreExpressions() {
        XCTAssertEqual(
            formattedText("<UIView><macro name=\"TOP\" value=\"previous.bottom+SPACING\"/></UIView>"),
            "<UIView>\n    <macro name=\"TOP\" value=\"previous.bottom + SPACING\"/>\n</UIView>\n"
        )
    }

    func testValuesWithSyntaxErrorsAreKept() {
        XCTAssertEqual(formattedText("<UIView top=\"10 +\"/>"), "<UIView top=\"10 +\"/>\n")
    }

    func testEntitiesStayEscaped() {
        let input = "<UIView isHidden=\"a&amp;&amp;b\" alpha=\"a &gt; b ? 1 : 0\"/>"
        let expected = "<UIView\n    alpha=\"a &gt; b ? 1 : 0\"\n    isHidden=\"a &amp;&amp; b\"\n/>\n"
        XCTAssertEqual(formattedText(input), expected)
    }

    func testLiteralTextKeepsItsReferences() {
        let input = "<UILabel text=\"Tom &amp; Jerry {a+b} &#x4E2D;\"/>"
        XCTAssertEqual(formattedText(input), "<UILabel text=\"Tom &amp; Jerry {a + b} &#x4E2D;\"/>\n")
    }

    func testSingleQuotedValuesMoveToDoubleQuotes() {
        XCTAssertEqual(formattedText("<UILabel text='say \"hi\"'/>"), "<UILabel text=\"say &quot;hi&quot;\"/>\n")
    }

    func testColorsKeepTheirSpellingAndReprintExpressions() {
        let input = "<UIView backgroundColor=\"#FFF\" tintColor=\"isOn ?#f00:gray\"/>"
        XCTAssertEqual(formattedText(input), "<UIView\n    backgroundColor=\"#FFF\"\n    tintColor=\"isOn ? #f00 : gray\"\n/>\n")
    }

    func testFontsChangeOnlyInsideBraces() {
        XCTAssertEqual(formattedText("<UILabel font=\"{size+2}  bold\"/>"), "<UILabel font=\"{size + 2}  bold\"/>\n")
    }

    func testBodyTextAndInlineHTMLAreKeptExactly() {
        let input = "<UIView><UILabel   font=\"bold\">  Hello <b>{name}</b>,\n   you  </UILabel></UIView>"
        XCTAssertEqual(formattedText(input), "<UIView>\n    <UILabel font=\"bold\">  Hello <b>{name}</b>,\n   you  </UILabel>\n</UIView>\n")
    }

    func testCDATAIsKeptExactly() {
        XCTAssertEqual(formattedText("<UILabel><![CDATA[a < b]]></UILabel>"), "<UILabel><![CDATA[a < b]]></UILabel>\n")
    }

    func testCommentsAreKeptOnTheirLineOrAfterTheirNode() {
        let input = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- header -->
        <UIView>
          <!-- first
               line two -->
          <children/>   <!-- children go here -->



          <UILabel/>
        </UIView>
        <!-- footer -->
        """
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- header -->
        <UIView>
            <!-- first
               line two -->
            <children/> <!-- children go here -->

            <UILabel/>
        </UIView>
        <!-- footer -->

        """
        XCTAssertEqual(formattedText(input), expected)
    }

    func testEmptyElementsBecomeSelfClosing() {
        XCTAssertEqual(formattedText("<UIView>\n   \n</UIView>"), "<UIView/>\n")
    }

    func testByteOrderMarkAndCRLFLineEndsAreKept() {
        let input = "\u{FEFF}<UIView>\r\n<UILabel/>\r\n</UIView>\r\n"
        XCTAssertEqual(formattedText(input), "\u{FEFF}<UIView>\r\n    <UILabel/>\r\n</UIView>\r\n")
    }

    func testLoneCarriageReturnLineEndsAndBlankLinesAreKept() {
        // Classic Mac line ends: each CR is a line end, so the blank line between the
        // children stays and the file keeps its CR line ends.
        let input = "<UIView>\r<UILabel/>\r\r<UIButton/>\r</UIView>\r"
        XCTAssertEqual(formattedText(input), "<UIView>\r    <UILabel/>\r\r    <UIButton/>\r</UIView>\r")
    }

    func testDocumentTypeDeclarationIsKeptAsWritten() {
        let input = "<?xml version=\"1.0\"?>\n<!DOCTYPE UIView  SYSTEM 'layout.dtd'>\n<UIView><UILabel/></UIView>"
        XCTAssertEqual(
            formattedText(input),
            "<?xml version=\"1.0\"?>\n<!DOCTYPE UIView  SYSTEM 'layout.dtd'>\n<UIView>\n    <UILabel/>\n</UIView>\n"
        )
    }

    func testFormattingIsIdempotent() {
        let input = "<UIView top=\"1+2\" left=\"3\"><!-- c --><UILabel text=\"{a+b}\" font=\"bold\">x</UILabel></UIView>"
        let once = formattedText(input)
        XCTAssertEqual(formattedText(once), once)
        XCTAssertFalse(formatted(once).isChanged)
    }

    func testAFileWithXMLErrorsIsLeftUntouched() {
        let input = "<UIView><UILabel></UIView>"
        let result = formatted(input, path: "Broken.xml")
        XCTAssertFalse(result.isChanged)
        XCTAssertEqual(result.output, Array(input.utf8))
        XCTAssertEqual(result.diagnostics.first?.message, "mismatched end tag '</UIView>'; expected '</UILabel>'")
        XCTAssertEqual(result.diagnostics.first?.location?.line, 1)
        XCTAssertEqual(result.diagnostics.first?.location?.column, 18)
    }
}

extension FormatterRuleTests {
    /// Layout's optional braces are dropped and comments spaced as Layout prints them
    /// (LayoutExpressionTests: `{4 + 5 // hello} // world` is `4 + 5 // hello // world`).
    func testDropsOptionalBracesAroundExpressions() {
        XCTAssertEqual(formattedText("<UIView top=\"{10-5* 4//foo}\"/>"), "<UIView top=\"10 - 5 * 4 // foo\"/>\n")
        XCTAssertEqual(
            formattedText("<UIView top=\"{4 + 5 // hello} // world\" backgroundColor=\"{isOn ? red:blue}\"/>"),
            "<UIView\n    backgroundColor=\"isOn ? red : blue\"\n    top=\"4 + 5 // hello // world\"\n/>\n"
        )
        XCTAssertEqual(formattedText("<UILabel text=\"{n+1} items\" alpha=\"{}\"/>"), "<UILabel\n    alpha=\"{}\"\n    text=\"{n + 1} items\"\n/>\n")
        XCTAssertEqual(formattedText("<UIView backgroundColor=\"color-{level+1}\"/>"), "<UIView backgroundColor=\"color-{level + 1}\"/>\n")
    }
}
