import TrellisDiagnostics
import TrellisExpressions
@testable import TrellisTemplates
import XCTest

/// Every "did you mean" diagnostic of a template offers its suggestion as a fix-it that
/// replaces exactly the misspelt bytes; the text renderings do not repeat it.
final class DidYouMeanFixItTests: XCTestCase {
    /// The gnu lines of compiling the fixture's `T.xml`, and the fix-it of its first diagnostic.
    private func finding(_ fixture: CompilerFixture) -> (lines: [String], fixIt: FixIt?) {
        let diagnostics = fixture.compile().diagnostics.sortedForReport()
        return (render(diagnostics), diagnostics.first?.fixIt)
    }

    private func finding(_ template: String) -> (lines: [String], fixIt: FixIt?) {
        finding(CompilerFixture(template: template))
    }

    /// A fix-it in `T.xml`.
    private func fixIt(_ line: Int, _ column: Int, offset: Int, length: Int, _ replacement: String) -> FixIt {
        FixIt(span: SourceSpan(file: "T.xml", line: line, column: column, offset: offset, length: length), replacement: replacement)
    }

    /// A template whose root holds `element` on line 2, after four spaces.
    private static func wrapped(_ element: String) -> String {
        "<UIView>\n    \(element)\n</UIView>\n"
    }

    // MARK: Attributes and elements

    /// A key path misspelt in its first or a middle part gets the path with that part (and
    /// any misspelt part after it) corrected, when the whole corrected path is settable (misspellings of real
    /// templates: den2k/TIMII3's `titleLabel.font` and `tabBarItem.imageInsets.top`).
    func testAKeyPathMisspeltBeforeItsLastPartIsCorrectedThere() {
        let button = finding("<UIButton titleLable.font=\"Avenir Next 70\"/>\n")
        XCTAssertEqual(button.lines, [
            "T.xml:1:11: error: unknown property 'titleLable.font' of UIButton; did you mean 'titleLabel.font'? [unknown-property]",
        ])
        XCTAssertEqual(button.fixIt, fixIt(1, 11, offset: 10, length: 15, "titleLabel.font"))
        let controller = finding("<UIViewController tabBarItem.imageInset.top=\"0\"/>\n")
        XCTAssertEqual(controller.lines, [
            "T.xml:1:19: error: unknown property 'tabBarItem.imageInset.top' of UIViewController; did you mean 'tabBarItem.imageInsets.top'? [unknown-property]",
        ])
        XCTAssertEqual(finding("<UIButton titleLable.fnt=\"Avenir Next 70\"/>\n").lines, [
            "T.xml:1:11: error: unknown property 'titleLable.fnt' of UIButton; did you mean 'titleLabel.font'? [unknown-property]",
        ])
        XCTAssertEqual(finding("<UIViewController tabBarItm.imageInset.tp=\"0\"/>\n").lines, [
            "T.xml:1:19: error: unknown property 'tabBarItm.imageInset.tp' of UIViewController; did you mean 'tabBarItem.imageInsets.top'? [unknown-property]",
        ])
        XCTAssertEqual(finding("<UIButton titleLable.xyzzy=\"1\"/>\n").lines, [
            "T.xml:1:11: error: unknown property 'titleLable.xyzzy' of UIButton [unknown-property]",
        ])
    }

    func testUnknownAttributeNameIsReplaced() {
        let result = finding("<UILabel txt=\"Hi\"/>\n")
        XCTAssertEqual(result.lines, ["T.xml:1:10: error: unknown property 'txt' of UILabel; did you mean 'text'? [unknown-property]"])
        XCTAssertEqual(result.fixIt, fixIt(1, 10, offset: 9, length: 3, "text"))
    }

    /// The attributes of an element that includes a template set that template's params,
    /// so a misspelt param name is matched against them too (`txt` is closer to the
    /// included `text` param than to any property of a UIView).
    func testUnknownAttributeNameIsMatchedAgainstTheIncludedParams() {
        let fixture = CompilerFixture([
            "T.xml": "<UIScrollView>\n    <UIView template=\"Page.xml\" txt=\"Page 3\"/>\n</UIScrollView>\n",
            "Page.xml": "<UIView>\n    <param name=\"text\" type=\"String\"/>\n    <UILabel text=\"{text}\"/>\n</UIView>\n",
        ])
        let result = finding(fixture)
        XCTAssertEqual(result.lines, ["T.xml:2:33: error: unknown property 'txt' of UIView; did you mean 'text'? [unknown-property]"])
        XCTAssertEqual(result.fixIt, fixIt(2, 33, offset: 47, length: 3, "text"))
    }

    func testUnknownComponentStartTagIsReplaced() {
        let result = finding(Self.wrapped("<UILabl/>"))
        XCTAssertEqual(result.lines, ["T.xml:2:6: error: unknown component 'UILabl'; did you mean 'UILabel'? [unknown-component]"])
        XCTAssertEqual(result.fixIt, fixIt(2, 6, offset: 14, length: 6, "UILabel"))
    }

    func testUnknownAssetNameIsReplaced() {
        var fixture = CompilerFixture(template: "<UIImageView image=\"Logoo\"/>\n")
        fixture.assets = AssetCatalog(images: ["Logo"])
        let result = finding(fixture)
        XCTAssertEqual(result.lines, ["T.xml:1:21: error: unknown image asset 'Logoo'; did you mean 'Logo'? [unknown-asset]"])
        XCTAssertEqual(result.fixIt, fixIt(1, 21, offset: 20, length: 5, "Logo"))
    }

    func testAssetReadAsAnInputIsReplaced() {
        var fixture = CompilerFixture(template: "<UILabel textColor=\"Acent\"/>\n")
        fixture.assets = AssetCatalog(colors: ["Accent"])
        let result = finding(fixture)
        XCTAssertEqual(result.lines, [
            "T.xml:1:21: warning: 'Acent' is not a color asset, so it reads an input of that name; did you mean 'Accent'? [asset-as-input]",
        ])
        XCTAssertEqual(result.fixIt, fixIt(1, 21, offset: 20, length: 5, "Accent"))
    }

    func testUnknownRuleOfASuppressionIsReplaced() {
        let source = SourceText(path: "T.xml", text: "<UIView>\n    <!-- trellis:ignore frame-conflit -->\n    <UILabel/>\n</UIView>\n")
        let diagnostics = Suppressions.apply(to: [], sources: ["T.xml": source])
        XCTAssertEqual(render(diagnostics), [
            "T.xml:2:25: warning: unknown rule 'frame-conflit' in a trellis:ignore comment; did you mean 'frame-conflict'? [unused-suppression]",
        ])
        XCTAssertEqual(diagnostics.first?.fixIt, fixIt(2, 25, offset: 33, length: 13, "frame-conflict"))
    }

    // MARK: Constraints

    func testUnknownConstraintAttributeIsReplaced() {
        let result = finding(Self.wrapped("<UIView constrain=\"widht >> 100\"/>"))
        XCTAssertEqual(result.lines, ["T.xml:2:24: error: unknown constraint attribute 'widht'; did you mean 'width'? [constraint-syntax]"])
        XCTAssertEqual(result.fixIt, fixIt(2, 24, offset: 32, length: 5, "width"))
    }

    func testUnknownConstraintTargetIsReplaced() {
        let result = finding(Self.wrapped("<UIView constrain=\"heigth.at(0.2)\"/>"))
        XCTAssertEqual(result.lines, ["T.xml:2:24: error: unknown constraint target 'heigth'; did you mean 'height'? [constraint-syntax]"])
        XCTAssertEqual(result.fixIt, fixIt(2, 24, offset: 32, length: 6, "height"))
    }

    func testUnknownOffsetLabelIsReplaced() {
        let result = finding(Self.wrapped("<UIView constrain=\"allButTop(leadingOfset: 5)\"/>"))
        XCTAssertEqual(result.lines, [
            "T.xml:2:34: error: 'allButTop' has no offset 'leadingOfset'; did you mean 'leadingOffset'? [constraint-syntax]",
        ])
        XCTAssertEqual(result.fixIt, fixIt(2, 34, offset: 42, length: 12, "leadingOffset"))
    }

    func testUnknownConstraintIDIsReplacedAfterItsHash() {
        let template = "<UIView>\n    <UILabel id=\"header\" text=\"Title\"/>\n    <UIView constrain=\"top >> #heder.bottom\"/>\n</UIView>\n"
        let result = finding(template)
        XCTAssertEqual(result.lines, ["T.xml:3:31: error: no view has the id 'heder'; did you mean 'header'? [invalid-constraint]"])
        XCTAssertEqual(result.fixIt, fixIt(3, 32, offset: 80, length: 5, "header"))
    }

    // MARK: Expressions

    func testUnknownCaseOfAQualifiedEnumIsReplaced() {
        let result = finding("<UIImageView contentMode=\"UIViewContentMode.scaleAspectFitt\"/>\n")
        XCTAssertEqual(result.lines, [
            "T.xml:1:45: error: 'scaleAspectFitt' is not a case of UIViewContentMode; did you mean 'scaleAspectFit'? [unknown-symbol]",
        ])
        XCTAssertEqual(result.fixIt, fixIt(1, 45, offset: 44, length: 15, "scaleAspectFit"))
    }

    func testUnknownQualifiedColorIsReplaced() {
        let result = finding("<UILabel textColor=\"UIColor.redd\"/>\n")
        XCTAssertEqual(result.lines, ["T.xml:1:29: error: unknown color 'redd'; did you mean 'red'? [unknown-symbol]"])
        XCTAssertEqual(result.fixIt, fixIt(1, 29, offset: 28, length: 4, "red"))
    }

    func testCaseReadAsAnInputIsReplaced() {
        let result = finding("<UILabel textAlignment=\"centre\"/>\n")
        XCTAssertEqual(result.lines, [
            "T.xml:1:25: warning: 'centre' is not a case of NSTextAlignment, so it is read as an input of that name; did you mean 'center'? [enum-case-as-input]",
        ])
        XCTAssertEqual(result.fixIt, fixIt(1, 25, offset: 24, length: 6, "center"))
    }

    /// `flase` for `false` (a letter left out, added or swapped) is read as a Bool input,
    /// as Layout reads it, with a warning; a name a letter away otherwise (`falls`) is
    /// an input like any other.
    func testASlipOfABoolLiteralReadAsAnInputIsReplaced() {
        let result = finding("<UIView clipsToBounds=\"flase\"/>\n")
        XCTAssertEqual(result.lines, [
            "T.xml:1:24: warning: 'flase' is not a Bool literal, so it is read as an input of that name; did you mean 'false'? [enum-case-as-input]",
        ])
        XCTAssertEqual(result.fixIt, fixIt(1, 24, offset: 23, length: 5, "false"))
        XCTAssertEqual(finding("<UIView isHidden=\"ture\"/>\n").lines, [
            "T.xml:1:19: warning: 'ture' is not a Bool literal, so it is read as an input of that name; did you mean 'true'? [enum-case-as-input]",
        ])
        XCTAssertEqual(finding("<UIView clipsToBounds=\"falls\"/>\n").lines, [])
    }

    func testColorNameReadAsAnInputIsReplaced() {
        let result = finding("<UILabel textColor=\"blu\"/>\n")
        XCTAssertEqual(result.lines, [
            "T.xml:1:21: warning: 'blu' is not a color name, so it is read as an input of that name; did you mean 'blue'? [color-name-as-input]",
        ])
        XCTAssertEqual(result.fixIt, fixIt(1, 21, offset: 20, length: 3, "blue"))
    }

    func testUnknownMemberOfParentIsReplaced() {
        let result = finding("<UIView height=\"parent.contentSiz.height\"/>\n")
        XCTAssertEqual(result.lines, [
            "T.xml:1:24: error: unknown member 'contentSiz' of parent (the view the template is placed in; no component declares it); did you mean 'contentSize'? [unknown-symbol]",
        ])
        XCTAssertEqual(result.fixIt, fixIt(1, 24, offset: 23, length: 10, "contentSize"))
    }

    func testUnknownStructMemberIsReplaced() {
        let result = finding("<UIView width=\"layoutMargins.lfet\"/>\n")
        XCTAssertEqual(result.lines, ["T.xml:1:30: error: unknown member 'lfet' of UIEdgeInsets; did you mean 'left'? [unknown-symbol]"])
        XCTAssertEqual(result.fixIt, fixIt(1, 30, offset: 29, length: 4, "left"))
    }

    func testUnknownMemberOfAViewByIDIsReplaced() {
        let result = finding("<UIView>\n    <UILabel id=\"a\"/>\n    <UILabel width=\"#a.alph\"/>\n</UIView>\n")
        XCTAssertEqual(result.lines, ["T.xml:3:24: error: unknown member 'alph' of #a UILabel; did you mean 'alpha'? [unknown-symbol]"])
        XCTAssertEqual(result.fixIt, fixIt(3, 24, offset: 54, length: 4, "alpha"))
    }

    func testUnknownPropertyOfAViewsKeyPathIsReplaced() {
        let result = finding("<UIView>\n    <UILabel id=\"a\"/>\n    <UILabel width=\"#a.layer.cornerRadus\"/>\n</UIView>\n")
        XCTAssertEqual(result.lines, ["T.xml:3:30: error: unknown property 'cornerRadus' of CALayer; did you mean 'cornerRadius'? [unknown-property]"])
        XCTAssertEqual(result.fixIt, fixIt(3, 30, offset: 60, length: 11, "cornerRadius"))
    }

    func testUnknownFunctionIsReplaced() {
        let result = finding("<UIView width=\"flor(2.5)\"/>\n")
        XCTAssertEqual(result.lines, ["T.xml:1:16: error: unknown function 'flor'; did you mean 'floor'? [unknown-function]"])
        XCTAssertEqual(result.fixIt, fixIt(1, 16, offset: 15, length: 4, "floor"))
    }

    func testUnknownLocalizedStringKeyIsReplacedAfterItsPrefix() {
        var fixture = CompilerFixture(template: "<UILabel text=\"{strings.Login.Titel}\"/>\n")
        fixture.strings = StringsTable(entries: ["Login.Title": "Log in"])
        let result = finding(fixture)
        XCTAssertEqual(result.lines, ["T.xml:1:17: error: unknown localized string 'Login.Titel'; did you mean 'Login.Title'? [unknown-localized-string]"])
        XCTAssertEqual(result.fixIt, fixIt(1, 25, offset: 24, length: 11, "Login.Title"))
    }

    func testMisspellingInAMacroIsReplacedInTheMacro() {
        let result = finding("<UIView>\n    <macro name=\"m\" value=\"flor(2.5)\"/>\n    <UIView width=\"m\"/>\n</UIView>\n")
        XCTAssertEqual(result.lines, [
            "T.xml:2:28: error: unknown function 'flor'; did you mean 'floor'? [unknown-function]",
            "T.xml:3:20: note: in macro 'm' used here",
        ])
        XCTAssertEqual(result.fixIt, fixIt(2, 28, offset: 36, length: 4, "floor"))
    }

    func testNameSpelledWithAReferenceGetsNoFixIt() {
        let result = finding("<UIView width=\"fl&#111;r(2.5)\"/>\n")
        XCTAssertEqual(result.lines, ["T.xml:1:16: error: unknown function 'flor'; did you mean 'floor'? [unknown-function]"])
        XCTAssertNil(result.fixIt, "replacing the bytes would drop the reference's neighbours")
    }

    // MARK: Rendering

    func testTextFormatsSpellOutOnlyFixItsTheMessageDoesNotName() {
        let span = SourceSpan(file: "T.xml", line: 1, column: 10, offset: 9, length: 3)
        let named = Diagnostic.error(
            .unknownProperty, "unknown property 'txt' of UILabel; did you mean 'text'?", at: span, fixIt: FixIt(span: span, replacement: "text"))
        let other = Diagnostic.error(.enumCaseOutOfContext, "write 'A.b'", at: span, fixIt: FixIt(span: span, replacement: "A.b"))
        XCTAssertEqual(DiagnosticRenderer(format: .gnu).render([named, other]), """
            T.xml:1:10: error: unknown property 'txt' of UILabel; did you mean 'text'? [unknown-property]
            T.xml:1:10: error: write 'A.b' [enum-case-out-of-context]
            T.xml:1:10: note: replace with 'A.b'

            """)
        XCTAssertEqual(DiagnosticRenderer(format: .human).render([named, other]), """
            T.xml:1:10: error: unknown property 'txt' of UILabel; did you mean 'text'? [unknown-property]
            T.xml:1:10: error: write 'A.b' [enum-case-out-of-context]
              fix-it: replace with 'A.b'

            """)
        XCTAssertEqual(DiagnosticRenderer(format: .github).render(named),
                       "::error file=T.xml,line=1,col=10,endLine=1,endColumn=13,title=unknown-property::unknown property 'txt' of UILabel; did you mean 'text'?\n")
    }
}
