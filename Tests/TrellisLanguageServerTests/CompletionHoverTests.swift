@testable import TrellisLanguageServer
import XCTest

/// Completion and hover in an open template, answered from the registry (the built-in
/// manifests and the workspace's own).
final class CompletionHoverTests: XCTestCase {
    private static let manifest = """
        components:
          BadgeView:
            extends: UIView
            doc: "A small rounded badge."
            properties:
              count: Int
              style: BadgeStyle
            defaults: {count: "0"}
        types:
          BadgeStyle: {enum: [plain, bold], doc: "How a badge is drawn."}
        """

    private func harness(_ template: String) throws -> ServerHarness {
        let harness = try ServerHarness(files: ["Components/Badge.yaml": Self.manifest])
        harness.initialize()
        harness.open("Screen.xml", template)
        return harness
    }

    private func items(_ harness: ServerHarness, line: Int, character: Int) -> [JSONValue] {
        let response = harness.request("textDocument/completion", [
            "textDocument": ["uri": .string(harness.uri("Screen.xml"))], "position": ["line": .number(Double(line)), "character": .number(Double(character))],
        ])
        guard case let .array(items)? = response?["result"]?["items"] else { return [] }
        return items
    }

    private func labels(_ items: [JSONValue]) -> [String] { items.compactMap { $0["label"]?.stringValue } }

    func testElementNamesIncludeCustomComponentsWithSuperclassAndDoc() throws {
        let harness = try harness("<UIView>\n    <Bad\n</UIView>\n")
        let items = items(harness, line: 1, character: 8)
        XCTAssertEqual(items.first { $0["label"] == "BadgeView" },
                       ["label": "BadgeView", "kind": 7, "detail": "BadgeView : UIView", "documentation": ["kind": "markdown", "value": "A small rounded badge."]])
        XCTAssertFalse(labels(items).contains("CALayer"), "a component that is not an element is not offered")
    }

    func testAttributeNamesAreTheElementsSymbolsLayoutAndReservedNames() throws {
        let harness = try harness("<UIView>\n    <BadgeView c\n</UIView>\n")
        let labels = labels(items(harness, line: 1, character: 16))
        for expected in ["count", "style", "backgroundColor", "width", "id", "outlet", "template"] {
            XCTAssertTrue(labels.contains(expected), expected)
        }
        XCTAssertEqual(labels, labels.sorted())
    }

    func testKeyPathOffersTheMembersOfTheObject() throws {
        let harness = try harness("<UIView>\n    <BadgeView layer.\n</UIView>\n")
        let items = items(harness, line: 1, character: 21)
        XCTAssertEqual(items.first { $0["label"] == "cornerRadius" }, ["label": "cornerRadius", "kind": 10, "detail": "CGFloat"])
        XCTAssertFalse(labels(items).contains("count"))
    }

    func testEnumAttributeOffersItsCases() throws {
        let harness = try harness("<UIView>\n    <BadgeView style=\"b\"/>\n</UIView>\n")
        let items = items(harness, line: 1, character: 22)
        XCTAssertEqual(Array(items.prefix(2)), [
            ["label": "plain", "kind": 20, "detail": "BadgeStyle"],
            ["label": "bold", "kind": 20, "detail": "BadgeStyle"],
        ])
        XCTAssertFalse(labels(items).contains("b"), "the name being typed is no input to offer")
        XCTAssertTrue(labels(items).contains("parent"), "an enum value is an expression")
    }

    func testNothingIsOfferedInText() throws {
        let harness = try harness("<UILabel>Hello wor</UILabel>\n")
        XCTAssertEqual(items(harness, line: 0, character: 17), [])
    }

    private func hover(_ harness: ServerHarness, line: Int, character: Int) -> JSONValue? {
        harness.request("textDocument/hover", [
            "textDocument": ["uri": .string(harness.uri("Screen.xml"))], "position": ["line": .number(Double(line)), "character": .number(Double(character))],
        ])?["result"]
    }

    func testHoverOnAnElementShowsItsComponent() throws {
        let harness = try harness("<UIView>\n    <BadgeView style=\"bold\"/>\n</UIView>\n")
        XCTAssertEqual(hover(harness, line: 1, character: 8), [
            "contents": ["kind": "markdown", "value": "```\nBadgeView : UIView\n```\n\nA small rounded badge."],
            "range": range(1, 5, 1, 14),
        ])
    }

    func testHoverOnAnAttributeShowsTypeValuesAndDefault() throws {
        let harness = try harness("<UIView>\n    <BadgeView style=\"bold\" count=\"2\"/>\n</UIView>\n")
        XCTAssertEqual(hover(harness, line: 1, character: 17)?["contents"]?["value"], "```\nstyle: BadgeStyle\n```\n\nValues: `plain`, `bold`")
        XCTAssertEqual(hover(harness, line: 1, character: 30)?["contents"]?["value"], "```\ncount: Int\n```\n\nDefault: `0`")
    }

    func testHoverInTextIsNull() throws {
        let harness = try harness("<UILabel>Hello</UILabel>\n")
        XCTAssertEqual(hover(harness, line: 0, character: 11), .null)
    }

    func testPositionOutsideTheDocumentIsInvalidParams() throws {
        let harness = try harness("<UIView/>\n")
        let response = harness.request("textDocument/hover", ["textDocument": ["uri": .string(harness.uri("Screen.xml"))], "position": ["line": 9, "character": 0]])
        XCTAssertEqual(response?["error"], ["code": -32602, "message": .string("position 9:0 is outside '\(harness.uri("Screen.xml"))'")])
    }
}

/// The scan that finds where a position lies in unfinished markup.
final class MarkupContextTests: XCTestCase {
    private func context(_ text: String) -> MarkupContext {
        MarkupContext.at(text.utf8.count, in: Array(text.utf8))
    }

    func testContextsWhileTyping() {
        XCTAssertEqual(context("<UIView>\n  <UIL"), .elementName(prefix: "UIL"))
        XCTAssertEqual(context("<UIView>\n  <UILabel text=\"a>b\" layer.cor"), .attributeName(element: "UILabel", prefix: "layer.cor"))
        XCTAssertEqual(context("<UIView>\n  <UILabel textAlignment=\"cen"), .attributeValue(element: "UILabel", attribute: "textAlignment", prefix: "cen"))
        XCTAssertEqual(context("<UIView>\n  <UILabel/>\n  "), .other)
        XCTAssertEqual(context("<!-- <UILabel te"), .other)
        XCTAssertEqual(context("<?xml version=\"1.0\"?>\n<UIView al"), .attributeName(element: "UIView", prefix: "al"))
    }

    func testUnfinishedTagEndsWhereTheNextBegins() {
        XCTAssertEqual(context("<UIView>\n  <Bad\n  <BadgeView s"), .attributeName(element: "BadgeView", prefix: "s"))
    }
}
