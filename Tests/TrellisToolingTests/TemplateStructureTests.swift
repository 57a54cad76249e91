import TrellisDiagnostics
import TrellisTemplates
@testable import TrellisTooling
import XCTest

/// What ``TemplateStructure`` considers the same template, and the formatter's check of its
/// own output.
final class TemplateStructureTests: XCTestCase {
    private func same(_ left: String, _ right: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let first = document(left, file: file, line: line), let second = document(right, file: file, line: line) else { return false }
        return TemplateStructure(first, registry: builtinRegistry) == TemplateStructure(second, registry: builtinRegistry)
    }

    func testLayoutAttributeOrderQuotesAndExpressionSpacingDoNotMatter() {
        XCTAssertTrue(same("<UIView top=\"1+2\" left='a'><UILabel/></UIView>", "<UIView\n  left=\"a\"\n  top=\"1 + 2\">\n\n<UILabel></UILabel></UIView>"))
    }

    func testDeclarationsAndCommentsMayMoveWithinTheirParent() {
        XCTAssertTrue(same(
            "<UIView><UILabel/><!-- c --><macro name=\"A\" value=\"1\"/><param name=\"p\" type=\"Int\"/></UIView>",
            "<UIView><macro name=\"A\" value=\"1\"/><param name=\"p\" type=\"Int\"/><!-- c --><UILabel/></UIView>"
        ))
    }

    func testValuesTextCommentsAndOrderOfChildrenMatter() {
        XCTAssertFalse(same("<UIView top=\"1 + 2\"/>", "<UIView top=\"(1 + 2)\"/>"))
        XCTAssertFalse(same("<UILabel text=\"a+b\"/>", "<UILabel text=\"a + b\"/>"))
        XCTAssertFalse(same("<UIView subtitle=\"a+b\"/>", "<UIView subtitle=\"a + b\"/>"))
        XCTAssertFalse(same("<UILabel>Hi  there</UILabel>", "<UILabel>Hi there</UILabel>"))
        XCTAssertFalse(same("<UIView><!-- a --></UIView>", "<UIView><!-- b --></UIView>"))
        XCTAssertFalse(same("<UIView><UILabel/><UIButton/></UIView>", "<UIView><UIButton/><UILabel/></UIView>"))
        XCTAssertFalse(same("<UIView><macro name=\"A\" value=\"1\"/><macro name=\"B\" value=\"2\"/></UIView>",
                            "<UIView><macro name=\"B\" value=\"2\"/><macro name=\"A\" value=\"1\"/></UIView>"))
    }

    func testTheFormatterRefusesAnOutputThatChangesTheTemplate() throws {
        let original = try XCTUnwrap(document("<UIView>\n  <UILabel text=\"a\"/>\n</UIView>", path: "Screens/A.xml"))
        var classifier = AttributeClassifier(registry: builtinRegistry)
        let formatter = TemplateFormatter(registry: builtinRegistry)
        XCTAssertNil(formatter.verify(Array("<UIView><UILabel text=\"a\"/></UIView>".utf8), against: original, classifier: &classifier))
        let changed = formatter.verify(Array("<UIView><UILabel text=\"b\"/></UIView>".utf8), against: original, classifier: &classifier)
        XCTAssertEqual(changed?.message, "formatting 'Screens/A.xml' would change what it means; the file is left unchanged (please report this)")
        XCTAssertEqual(changed?.location?.line, 1)
        XCTAssertEqual(changed?.location?.column, 2)
        XCTAssertNotNil(formatter.verify(Array("<UIView>".utf8), against: original, classifier: &classifier))
    }
}
