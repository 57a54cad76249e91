import TrellisDiagnostics
import TrellisExpressions
import TrellisTemplates
@testable import TrellisTooling
import XCTest

/// Finding `strings.` keys in templates and checking them against a strings table.
final class LocalizedStringTests: XCTestCase {
    private func uses(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [LocalizedStringUse] {
        guard let document = document(text, file: file, line: line) else { return [] }
        return LocalizedStringCollector(registry: builtinRegistry).uses(in: document)
    }

    private func check(_ text: String, table: String) -> [Diagnostic] {
        let parsed = StringsTable.parse(Array(table.utf8), path: "Localizable.strings")
        XCTAssertEqual(parsed.diagnostics, [])
        return LocalizedStringChecker(table: parsed.table).check(uses(text))
    }

    func testFindsKeysInExpressionsTemplatesMacrosBodiesAndHTML() {
        let text = """
        <UIView accessibilityLabel="{strings.A11y.Root}" alpha="strings.Alpha == '' ? 0 : 1">
            <macro name="TITLE" value="strings.Macro.Title"/>
            <UILabel>Hi {strings.Body.Greeting} <b>{strings.Body.Bold}</b></UILabel>
        </UIView>
        """
        XCTAssertEqual(uses(text).map(\.key), ["A11y.Root", "Alpha", "Macro.Title", "Body.Greeting", "Body.Bold"])
    }

    func testFindsBacktickKeys() {
        let found = uses("<UILabel text=\"{`strings.Some text with spaces!`}\"/>")
        XCTAssertEqual(found.map(\.key), ["Some text with spaces!"])
        XCTAssertEqual(found.first?.name, "`strings.Some text with spaces!`")
        XCTAssertEqual(found.first?.location.column, 17)
        XCTAssertEqual(found.first?.location.length, 32)
    }

    func testFindsCallsWithTheirArguments() {
        let found = uses("<UILabel text=\"{strings.Messages.Title(name, count + 1)}\"/>")
        XCTAssertEqual(found.map(\.key), ["Messages.Title"])
        XCTAssertEqual(found.first?.arguments?.map(\.location.column), [40, 46])
    }

    func testIgnoresLiteralTextAndOtherNames() {
        XCTAssertEqual(uses("<UILabel text=\"strings.NotAKey {stringsX.Y} {strings}\"/>").map(\.key), [])
    }

    func testReadsUnknownAttributesAsTemplatesOrExpressions() {
        let text = "<UIView template=\"Card.xml\" title=\"{strings.Card.Title}\" count=\"strings.Count\" label=\"strings.Label text\"/>"
        XCTAssertEqual(uses(text).map(\.key), ["Card.Title", "Count"])
    }

    func testReportsMissingKeysWithASuggestion() {
        let diagnostics = check("<UILabel\n  text=\"{strings.Signup.NameLabl}\"/>", table: "\"Signup.NameLabel\" = \"Name\";")
        XCTAssertEqual(diagnostics.map(\.message), ["unknown localized string 'Signup.NameLabl'; did you mean 'Signup.NameLabel'?"])
        XCTAssertEqual(diagnostics.first?.location?.line, 2)
        XCTAssertEqual(diagnostics.first?.location?.column, 10)
        XCTAssertEqual(diagnostics.first?.location?.length, 23)
        XCTAssertEqual(diagnostics.first?.fixIt?.replacement, "Signup.NameLabel", "the key, after 'strings.'")
        XCTAssertEqual(diagnostics.first?.fixIt?.span.line, 2)
        XCTAssertEqual(diagnostics.first?.fixIt?.span.column, 18)
        XCTAssertEqual(diagnostics.first?.fixIt?.span.length, 15)
    }

    func testReportsPlaceholderCountMismatches() {
        let diagnostics = check("<UILabel text=\"{strings.Title(name)}\"/>", table: "\"Title\" = \"Hello %s, you have %i new messages\";")
        XCTAssertEqual(diagnostics.map(\.message), ["'strings.Title' expects 2 arguments, got 1"])
        XCTAssertEqual(diagnostics.first?.location?.column, 17)
    }

    func testReportsPlaceholderTypeMismatchesAtTheArgument() {
        let diagnostics = check(
            "<UILabel text=\"{strings.Title(name, 'five')} {strings.Title(2, 1.5)} {strings.Title(x, 3)}\"/>",
            table: "\"Title\" = \"Hello %s, you have %i new messages\";"
        )
        XCTAssertEqual(diagnostics.map(\.message), [
            "argument 2 of 'strings.Title' is a string, but its placeholder ('%i') expects an integer",
            "argument 2 of 'strings.Title' is a fractional number, but its placeholder ('%i') expects an integer",
        ])
        XCTAssertEqual(diagnostics.map { $0.location?.column }, [37, 64])
    }

    func testAcceptsIntegersForFloatingPointPlaceholdersAndAnythingForObjects() {
        XCTAssertEqual(check("<UILabel text=\"{strings.Price(3, true)}\"/>", table: "\"Price\" = \"%1.2f %@\";"), [])
    }

    func testWarnsWhenAFormatIsUsedWithoutArguments() {
        let diagnostics = check("<UILabel text=\"{strings.Title}\"/>", table: "\"Title\" = \"Hello %s\";")
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(diagnostics.map(\.message), [
            "localized string 'Title' has a placeholder but is used without arguments; call it as 'strings.Title(…)'",
        ])
    }

    func testReportsInvalidFormats() {
        let diagnostics = check("<UILabel text=\"{strings.Bad(1)}\"/>", table: "\"Bad\" = \"%k\";")
        XCTAssertEqual(diagnostics.map(\.message), ["localized string 'Bad' has an invalid format: unknown conversion in placeholder '%k'"])
    }

    func testChecksBacktickKeysAndBodyText() {
        let diagnostics = check("<UILabel>Hi {`strings.Hello there!`}</UILabel>", table: "\"Hello there\" = \"Hi\";")
        XCTAssertEqual(diagnostics.map(\.message), ["unknown localized string 'Hello there!'; did you mean 'Hello there'?"])
        XCTAssertEqual(diagnostics.first?.location?.column, 14)
    }
}
