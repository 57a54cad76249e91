import Foundation
import XCTest

/// `<!-- trellis:ignore rule-id -->` before an element and `<!-- trellis:ignore-file rule-id -->`,
/// and the `unused-suppression` warnings for comments that silence nothing.
final class SuppressionTests: XCTestCase {
    private var folder: ToolingCommandFolder!

    override func setUpWithError() throws {
        folder = try ToolingCommandFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let frameConflictMessage = "conflicting frame expressions: 'left', 'right' and 'width' are all set, so one of them is ignored; remove one [frame-conflict]"
    private let caseMessage = "'middle' is not a case of NSTextAlignment, so it is read as an input of that name; "
        + "valid cases are left, center, right, justified, natural [enum-case-as-input]"

    func testACommentSilencesItsRulesForTheNextElementAndItsAttributesOnly() throws {
        try folder.write("Card.xml", """
            <UIView>
                <!-- trellis:ignore frame-conflict -->
                <UILabel left="0" right="0" width="10" textAlignment="middle">
                    <UILabel left="0" right="0" width="10"/>
                </UILabel>
                <!-- trellis:ignore enum-case-as-input, frame-conflict -->
                <!-- a note between the comment and the element -->
                <UILabel
                    textAlignment="middle"
                    left="0" right="0" width="10"/>
            </UIView>

            """)
        let result = try folder.trellis(["check", "Card.xml"])
        XCTAssertEqual(result.standardError, """
            Card.xml:3:59: warning: \(caseMessage)
            Card.xml:4:37: warning: \(frameConflictMessage)

            """)
        XCTAssertEqual(result.status, 0)
    }

    func testAFileCommentSilencesItsRulesEverywhereInTheFile() throws {
        try folder.write("Card.xml", """
            <UIView>
                <UILabel left="0" right="0" width="10"/>
                <UILabel left="0" right="0" width="10" textAlignment="middle"/>
            </UIView>
            <!-- trellis:ignore-file frame-conflict -->

            """)
        let result = try folder.trellis(["check", "Card.xml"])
        XCTAssertEqual(result.standardError, "Card.xml:3:59: warning: \(caseMessage)\n")
    }

    func testSuppressionsThatSilenceNothingAreWarnings() throws {
        try folder.write("Card.xml", """
            <!-- trellis:ignore-file color-name-as-input -->
            <UIView>
                <!-- trellis:ignore unknown-property frame-conflit -->
                <UILabel textColr="red"/>
                <!-- trellis:ignore frame-conflict -->
                <UILabel/>
                <!-- trellis:ignore frame-conflict -->
            </UIView>

            """)
        let result = try folder.trellis(["check", "Card.xml"])
        XCTAssertEqual(result.standardError, """
            Card.xml:1:26: warning: unused suppression: this file has no 'color-name-as-input' finding [unused-suppression]
            Card.xml:3:25: warning: 'unknown-property' cannot be suppressed: its errors leave a template without valid IR [unused-suppression]
            Card.xml:3:42: warning: unknown rule 'frame-conflit' in a trellis:ignore comment; did you mean 'frame-conflict'? [unused-suppression]
            Card.xml:4:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]
            Card.xml:5:25: warning: unused suppression: the element after this comment has no 'frame-conflict' finding [unused-suppression]
            Card.xml:7:25: warning: unused suppression: no element follows this comment [unused-suppression]

            """)
        XCTAssertEqual(result.status, 1)
    }

    func testUnusedSuppressionIsConfigurableAndOtherCommentsAreNoSuppressions() throws {
        try folder.write("Card.xml", """
            <!-- trellis:ignorefile frame-conflict -->
            <!-- TODO: trellis:ignore frame-conflict -->
            <UIView>
                <!-- trellis:ignore frame-conflict -->
                <UILabel/>
            </UIView>

            """)
        XCTAssertEqual(try folder.trellis(["check", "Card.xml"]).standardError,
                       "Card.xml:4:25: warning: unused suppression: the element after this comment has no 'frame-conflict' finding [unused-suppression]\n")
        try folder.write(".trellis.yml", "rules: {unused-suppression: {severity: off}}\n")
        XCTAssertEqual(try folder.trellis(["check", "Card.xml"]).standardError, "")
    }

    func testASuppressedWarningNoLongerFailsAWarningsAsErrorsCheck() throws {
        try folder.write(".trellis.yml", "warnings-as-errors: true\n")
        try folder.write("Card.xml", "<UIView>\n    <UILabel left=\"0\" right=\"0\" width=\"10\"/>\n</UIView>\n")
        let failing = try folder.trellis(["check", "Card.xml"])
        XCTAssertEqual(failing.standardError, "Card.xml:2:33: error: \(frameConflictMessage)\n")
        XCTAssertEqual(failing.status, 1)
        try folder.write("Card.xml", "<UIView>\n    <!-- trellis:ignore frame-conflict -->\n    <UILabel left=\"0\" right=\"0\" width=\"10\"/>\n</UIView>\n")
        let passing = try folder.trellis(["check", "Card.xml"])
        XCTAssertEqual(passing.standardError, "")
        XCTAssertEqual(passing.status, 0)
    }
}

extension SuppressionTests {
    func testASuppressionOfARuleOffByDefaultIsUsedOnlyWhenTheConfigurationTurnsItOn() throws {
        try folder.write("Card.xml", """
            <UIView>
                <!-- trellis:ignore hardcoded-text -->
                <UILabel text="Hello"/>
                <UILabel text="World"/>
            </UIView>

            """)
        XCTAssertEqual(
            try folder.trellis(["check", "Card.xml"]).standardError,
            "Card.xml:2:25: warning: unused suppression: the element after this comment has no 'hardcoded-text' finding [unused-suppression]\n")
        try folder.write(".trellis.yml", "rules: {hardcoded-text: {severity: warning}}\n")
        XCTAssertEqual(
            try folder.trellis(["check", "Card.xml"]).standardError,
            "Card.xml:4:20: warning: literal text 'World' in 'text' cannot be translated; put it in the strings table and write "
                + "{strings.key} [hardcoded-text]\n")
    }
}
