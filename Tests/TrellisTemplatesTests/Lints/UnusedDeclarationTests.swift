import TrellisDiagnostics
import XCTest

/// The `unused-param` and `unused-macro` rules: what they flag and what they leave alone.
final class UnusedDeclarationTests: XCTestCase {
    func testAParamNoExpressionReadsIsAWarningAtItsElement() {
        let fixture = CompilerFixture(template: """
            <UIView>
                <param name="title" type="String"/>
                <param name="subtitle" type="String"/>
                <UILabel text="{title}"/>
            </UIView>
            """)
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:3:6: warning: param 'subtitle' is never read in its template; remove it or read it in an expression [unused-param]",
        ])
        XCTAssertEqual(result.diagnostics.map(\.rule), [.unusedParam])
        XCTAssertNotNil(result.template)
    }

    func testAnInputSpeltLikeAnUnusedParamIsReportedWhereItIsRead() throws {
        // `{titel}` for the param `title`: the typo is read as an input and the param is
        // never read, so the warning is at the typo with the param's name as its fix-it.
        let fixture = CompilerFixture(template: """
            <UIView>
                <param name="title" type="String"/>
                <UILabel text="Hello {titel}"/>
            </UIView>
            """)
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:3:27: warning: 'titel' is read as an input while the param 'title' is never read; did you mean 'title'? [unused-param]",
            "T.xml:2:6: note: param 'title' declared here",
        ])
        let fixIt = try XCTUnwrap(result.diagnostics.first?.fixIt)
        XCTAssertEqual([fixIt.span.line, fixIt.span.column, fixIt.span.length], [3, 27, 5])
    }

    func testAnInputSpeltLikeAnUnusedMacroIsReportedWhereItIsRead() {
        let fixture = CompilerFixture(template: """
            <UIView>
                <macro name="GAP" value="8"/>
                <UILabel top="GPA + 4"/>
            </UIView>
            """)
        XCTAssertEqual(fixture.messages(), [
            "T.xml:3:19: warning: 'GPA' is read as an input while the macro 'GAP' is never used; did you mean 'GAP'? [unused-macro]",
            "T.xml:2:30: note: macro 'GAP' defined here",
        ])
    }

    func testAnUnusedParamFarFromEveryInputKeepsItsPlainWarning() {
        let fixture = CompilerFixture(template: """
            <UIView>
                <param name="title" type="String"/>
                <UILabel text="{headline}"/>
            </UIView>
            """)
        XCTAssertEqual(fixture.messages(), [
            "T.xml:2:6: warning: param 'title' is never read in its template; remove it or read it in an expression [unused-param]",
        ])
    }

    func testAMacroNoExpressionUsesIsAWarningAtItsValue() {
        let fixture = CompilerFixture(template: """
            <UIView>
                <macro name="GAP" value="8"/>
                <macro name="WIDE" value="20"/>
                <UILabel left="GAP"/>
            </UIView>
            """)
        XCTAssertEqual(fixture.messages(), [
            "T.xml:3:31: warning: macro 'WIDE' is never used; remove it or use it in an expression [unused-macro]",
        ])
    }

    func testAMacroUsedOnlyInsideAnUnusedMacroIsReportedToo() {
        let fixture = CompilerFixture(template: """
            <UIView>
                <macro name="GAP" value="8"/>
                <macro name="LEFT" value="GAP * 2"/>
            </UIView>
            """)
        XCTAssertEqual(fixture.messages(), [
            "T.xml:2:30: warning: macro 'GAP' is never used; remove it or use it in an expression [unused-macro]",
            "T.xml:3:31: warning: macro 'LEFT' is never used; remove it or use it in an expression [unused-macro]",
        ])
    }

    func testMacrosUsedThroughOtherMacrosAndInnerScopesAreUsed() {
        // The inner GAP is used where LEFT expands inside the inner view.
        assertCompiles("""
            <UIView>
                <macro name="GAP" value="8"/>
                <macro name="LEFT" value="GAP * 2"/>
                <UILabel left="LEFT"/>
                <UIView left="GAP">
                    <macro name="GAP" value="4"/>
                    <UILabel left="LEFT"/>
                </UIView>
            </UIView>
            """)
    }

    func testParamsReadInBodyTextConstraintsAndNestedViewsAreUsed() {
        assertCompiles("""
            <UIView>
                <param name="name" type="String"/>
                <param name="gap" type="CGFloat"/>
                <param name="color" type="UIColor"/>
                <UIView backgroundColor="color">
                    <UILabel left="gap">Hello {name}</UILabel>
                </UIView>
            </UIView>
            """)
    }

    func testAnIncludedTemplatesParamReadByItsOwnViewsIsUsed() {
        let fixture = CompilerFixture([
            "T.xml": "<UIView><UIView template=\"Card.xml\" name=\"{name}\"/></UIView>",
            "Card.xml": "<UIView><param name=\"name\" type=\"String\"/><UILabel text=\"{name}\"/></UIView>",
        ])
        XCTAssertEqual(fixture.messages(), [])
    }

    func testAnIncludedTemplatesUnusedParamIsReportedOnceInItsFile() {
        let fixture = CompilerFixture([
            "T.xml": "<UIView><UIView template=\"Card.xml\" name=\"A\"/><UIView template=\"Card.xml\" name=\"B\"/></UIView>",
            "Card.xml": "<UIView><param name=\"name\" type=\"String\"/><UILabel text=\"Card\"/></UIView>",
        ])
        XCTAssertEqual(fixture.messages(), [
            "Card.xml:1:10: warning: param 'name' is never read in its template; remove it or read it in an expression [unused-param]",
        ])
    }

    func testAParamSetByAColorNameIsNotReadByTheColorName() {
        // `textColor="red"` is the color red, not the param called red.
        let fixture = CompilerFixture(template: """
            <UIView>
                <param name="red" type="UIColor"/>
                <UILabel textColor="red"/>
            </UIView>
            """)
        XCTAssertEqual(fixture.messages(), [
            "T.xml:2:6: warning: param 'red' is never read in its template; remove it or read it in an expression [unused-param]",
        ])
    }

    func testATemplateWithAnErrorReportsNoUnusedDeclarations() {
        let fixture = CompilerFixture(template: """
            <UIView>
                <param name="title" type="String"/>
                <macro name="GAP" value="8"/>
                <UILabel textColr="{title + GAP}"/>
            </UIView>
            """)
        XCTAssertEqual(fixture.compile().diagnostics.map(\.rule), [.unknownProperty])
    }
}

extension UnusedDeclarationTests {
    func testAParamNamedLikeAPropertyOfItsViewSetsItAndIsUsed() {
        let fixture = CompilerFixture([
            "T.xml": "<UIView><UILabel template=\"Label.xml\" text=\"Set by the includer\"/></UIView>",
            "Label.xml": "<UILabel text=\"Default\"><param name=\"text\" type=\"String\"/></UILabel>",
        ])
        XCTAssertEqual(fixture.messages(), [])
    }
}
