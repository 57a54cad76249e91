import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

/// The `hardcoded-text` rule: what it flags and what it leaves alone.
final class HardcodedTextTests: XCTestCase {
    private func fixture(_ template: String) -> CompilerFixture {
        var fixture = CompilerFixture(template: template)
        fixture.lintOptions = LintOptions(enabledRules: [.hardcodedText])
        return fixture
    }

    func testLiteralWordsInTextPropertiesAndBodiesAreWarningsAtTheWords() {
        let template = """
            <UIView>
                <UILabel text="  Hello {name}!"/>
                <UITextField placeholder="{strings.email} or phone"/>
                <UIButton normalTitle="Sign in"/>
                <UILabel>
                    Welcome <b>back</b>
                </UILabel>
            </UIView>
            """
        XCTAssertEqual(fixture(template).messages(), [
            "T.xml:2:22: warning: literal text 'Hello' in 'text' cannot be translated; put it in the strings table and write {strings.key} [hardcoded-text]",
            "T.xml:3:47: warning: literal text 'or phone' in 'placeholder' cannot be translated; put it in the strings table and write {strings.key} [hardcoded-text]",
            "T.xml:4:28: warning: literal text 'Sign in' in 'normalTitle' cannot be translated; put it in the strings table and write {strings.key} [hardcoded-text]",
            "T.xml:6:9: warning: literal text 'Welcome' in the body cannot be translated; put it in the strings table and write {strings.key} [hardcoded-text]",
        ])
        XCTAssertEqual(CompilerFixture(template: template).messages(), [])
    }

    func testTextFromStringsParamsAndStateAndTextWithoutLettersIsLeftAlone() {
        XCTAssertEqual(fixture("""
            <UIView>
                <UILabel text="{strings.title}"/>
                <UILabel text="{name} • {count}"/>
                <UILabel text="100%"/>
                <UILabel>{strings.body}</UILabel>
                <UILabel textColor="red" accessibilityIdentifier="title"/>
            </UIView>
            """).messages(), [])
    }

    func testLiteralWordsAreFoundOutsideBracesOnly() {
        XCTAssertEqual(TemplateChecker.firstLiteralWords(in: "{a ? 'x' : 'y'} 12 {b}"), nil)
        XCTAssertEqual(TemplateChecker.firstLiteralWords(in: "{a} Hi {b} there"), 4..<6)
        XCTAssertEqual(TemplateChecker.firstLiteralWords(in: "Größe"), 0..<7)
        XCTAssertEqual(TemplateChecker.firstLiteralWords(in: "Hi {unclosed"), 0..<2)
        XCTAssertEqual(TemplateChecker.firstLiteralWords(in: "{unclosed Hi"), nil)
    }
}
