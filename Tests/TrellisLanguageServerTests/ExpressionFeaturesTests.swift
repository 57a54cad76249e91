@testable import TrellisLanguageServer
import XCTest

/// Completion, hover and definitions of values and of names in expressions, answered from
/// the compiler's scope of the attribute and the registry.
final class ExpressionFeaturesTests: XCTestCase {
    static let manifest = """
        components:
          BadgeView:
            extends: UIView
            properties:
              style: BadgeStyle
        types:
          BadgeStyle: {enum: [plain, bold]}
        functions:
          scaled: {parameters: [CGFloat, CGFloat], returns: CGFloat}
        """

    static let card = """
        <UIView>
            <param name="title" type="String"/>
            <param name="style" type="BadgeStyle"/>
            <UILabel text="{title}"/>
        </UIView>

        """

    /// Line 4 (0-based) is the one most tests point into.
    static let screen = """
        <UIView>
            <macro name="gap" value="8"/>
            <param name="count" type="Int"/>
            <UILabel id="header" text="{count} items" outlet="headerLabel"/>
            <UILabel top="#header.bottom + gap" text="{userName}" font="bold 17" textColor="red"/>
            <UIView template="Card.xml" title="Hi"/>
            <BadgeView style="bold"/>
        </UIView>

        """

    private func harness(_ screen: String = screen) throws -> ServerHarness {
        let harness = try ServerHarness(files: ["Components/Badge.yaml": Self.manifest, "Card.xml": Self.card, "Screen.xml": screen])
        harness.initialize()
        harness.open("Screen.xml", screen)
        return harness
    }

    private func request(_ harness: ServerHarness, _ method: String, _ path: String = "Screen.xml", line: Int, character: Int) -> JSONValue? {
        harness.request(method, [
            "textDocument": ["uri": .string(harness.uri(path))], "position": ["line": .number(Double(line)), "character": .number(Double(character))],
        ])?["result"]
    }

    private func items(_ harness: ServerHarness, _ path: String = "Screen.xml", line: Int, character: Int) -> [JSONValue] {
        guard case let .array(items)? = request(harness, "textDocument/completion", path, line: line, character: character)?["items"] else { return [] }
        return items
    }

    private func labels(_ items: [JSONValue]) -> [String] { items.compactMap { $0["label"]?.stringValue } }

    // MARK: Completion

    func testNamesInScopeInAnExpression() throws {
        let harness = try harness()
        // After "gap" in `top="#header.bottom + gap"`: a CGFloat value, no literals.
        let items = items(harness, line: 4, character: 38)
        XCTAssertEqual(Array(items.prefix(7)), [
            ["label": "gap", "kind": 21, "detail": "macro Int"],
            ["label": "count", "kind": 6, "detail": "param Int"],
            ["label": "userName", "kind": 6, "detail": "input String"],
            ["label": "parent", "kind": 14, "detail": "parent node: UIView"],
            ["label": "previous", "kind": 14, "detail": "previous node: UILabel"],
            ["label": "next", "kind": 14, "detail": "next node: UIView"],
            ["label": "#header", "kind": 18, "detail": "node UILabel"],
        ])
        XCTAssertTrue(items.contains(["label": "min", "kind": 3, "detail": "min(Number, Number, …) -> Number"]))
        XCTAssertTrue(items.contains(["label": "scaled", "kind": 3, "detail": "scaled(CGFloat, CGFloat) -> CGFloat"]))
    }

    /// Names may hold non-ASCII letters (`größe`): the name before the cursor ends where
    /// the expression lexer ends a name, at `×` (no name character) as at `+`.
    func testMembersOfANonASCIIName() throws {
        let typed = "    <UIView width=\"größe.width×größe."
        let screen = "<UIView>\n    <param name=\"größe\" type=\"CGSize\"/>\n\(typed)\"/>\n</UIView>\n"
        let harness = try harness(screen)
        let members: [JSONValue] = [["label": "width", "kind": 10, "detail": "CGFloat"], ["label": "height", "kind": 10, "detail": "CGFloat"]]
        XCTAssertEqual(items(harness, line: 2, character: typed.utf16.count), members)
        XCTAssertEqual(items(harness, line: 2, character: typed.utf16.count - "width×größe.".utf16.count), members, "after the first 'größe.'")
        let names = items(harness, line: 2, character: typed.utf16.count - 1)
        XCTAssertEqual(names.first, ["label": "größe", "kind": 6, "detail": "param CGSize"], "in the name 'größe'")
    }

    func testMembersOfAnIDReference() throws {
        let harness = try harness()
        // After "#header." in `top="#header.bottom"`.
        let items = items(harness, line: 4, character: 26)
        XCTAssertTrue(items.contains(["label": "bottom", "kind": 10, "detail": "CGFloat"]))
        XCTAssertTrue(items.contains { $0["label"] == "text" && $0["detail"] == "String?" })
        XCTAssertFalse(labels(items).contains("gap"), "after a dot only members")
    }

    func testMembersOfParentAreTheParentsComponent() throws {
        let harness = try harness(Self.screen.replacingOccurrences(of: "#header.bottom + gap", with: "parent.la"))
        let labels = labels(items(harness, line: 4, character: 27))
        XCTAssertTrue(labels.contains("layoutMargins"))
        XCTAssertFalse(labels.contains("text"), "the parent is a UIView")
    }

    func testStringValueOffersNamesOnlyInsideBraces() throws {
        let harness = try harness()
        XCTAssertEqual(items(harness, line: 3, character: 33).first, ["label": "gap", "kind": 21, "detail": "macro Int"], "inside {count}")
        XCTAssertEqual(items(harness, line: 3, character: 40), [], "in the text after the braces")
    }

    func testFontValueOffersItsWords() throws {
        let harness = try harness()
        let items = items(harness, line: 4, character: 67)
        XCTAssertTrue(items.contains(["label": "bold", "kind": 20, "detail": "font weight"]))
        XCTAssertTrue(items.contains(["label": "italic", "kind": 20, "detail": "font trait"]))
        XCTAssertTrue(items.contains(["label": "title1", "kind": 20, "detail": "text style, 28 pt"]))
        XCTAssertTrue(items.contains(["label": "Helvetica", "kind": 12, "detail": "font family"]))
    }

    func testColorValueOffersNamedColorsAndAssets() throws {
        let harness = try harness()
        let items = items(harness, line: 4, character: 87)
        XCTAssertTrue(items.contains(["label": "red", "kind": 16, "detail": "color"]))
        XCTAssertFalse(labels(items).contains("min"), "a color value is literal until a brace")
    }

    func testImageValueOffersAssetCatalogImages() throws {
        let assets = NSTemporaryDirectory() + "trellis-assets-\(UUID().uuidString)/Assets.xcassets"
        try FileManager.default.createDirectory(atPath: assets + "/Rocket.imageset", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: assets + "/Brand.colorset", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let harness = try ServerHarness(files: ["Screen.xml": ""], assets: [assets])
        harness.initialize()
        harness.open("Screen.xml", "<UIView>\n    <UIImageView image=\"\" tintColor=\"\"/>\n</UIView>\n")
        XCTAssertEqual(items(harness, line: 1, character: 24), [["label": "Rocket", "kind": 17, "detail": "image asset"]])
        XCTAssertTrue(items(harness, line: 1, character: 37).contains(["label": "Brand", "kind": 16, "detail": "color asset"]))
    }

    func testTemplatePathsAreTheWorkspaceTemplates() throws {
        let harness = try harness()
        XCTAssertEqual(items(harness, line: 5, character: 22), [["label": "Card.xml", "kind": 17, "detail": .string(harness.folder + "/Card.xml")]])
    }

    func testIncludingElementOffersTheIncludedTemplatesParams() throws {
        let harness = try harness()
        let items = items(harness, line: 5, character: 32)
        XCTAssertTrue(items.contains(["label": "title", "kind": 6, "detail": "param String"]))
        XCTAssertTrue(items.contains(["label": "style", "kind": 6, "detail": "param BadgeStyle"]))
    }

    func testParamValueOffersTheParamsTypeValues() throws {
        let harness = try harness(Self.screen.replacingOccurrences(of: "title=\"Hi\"", with: "style=\"\""))
        XCTAssertEqual(Array(items(harness, line: 5, character: 39).prefix(2)), [
            ["label": "plain", "kind": 20, "detail": "BadgeStyle"], ["label": "bold", "kind": 20, "detail": "BadgeStyle"],
        ])
    }

    func testManifestCompletionOffersComponentsAfterExtendsAndTypesElsewhere() throws {
        let harness = try harness()
        harness.open("Components/Badge.yaml", Self.manifest)
        let superclasses = labels(items(harness, "Components/Badge.yaml", line: 2, character: 13))
        XCTAssertTrue(superclasses.contains("UIView"))
        XCTAssertFalse(superclasses.contains("BadgeStyle"))
        let types = items(harness, "Components/Badge.yaml", line: 4, character: 13)
        XCTAssertTrue(types.contains(["label": "BadgeStyle", "kind": 13, "detail": "enum"]))
        XCTAssertTrue(types.contains(["label": "String", "kind": 14, "detail": "built-in type"]))
        XCTAssertTrue(types.contains { $0["label"] == "BadgeView" })
    }

    // MARK: Hover

    private func hover(_ harness: ServerHarness, line: Int, character: Int) -> JSONValue? {
        request(harness, "textDocument/hover", line: line, character: character)?["contents"]?["value"]
    }

    func testHoverOnExpressionNamesShowsTypeAndOrigin() throws {
        let harness = try harness()
        XCTAssertEqual(hover(harness, line: 4, character: 36), "```\ngap: Int\n```\n\nmacro defined at Screen.xml:2")
        XCTAssertEqual(hover(harness, line: 3, character: 32), "```\ncount: Int\n```\n\nparam declared at Screen.xml:3")
        XCTAssertEqual(hover(harness, line: 4, character: 50),
                       "```\nuserName: String\n```\n\ninput: a constant or state the caller supplies, typed by its uses in the template")
        XCTAssertEqual(hover(harness, line: 4, character: 22), "```\n#header.bottom: Double\n```\n\nproperty of #header (UILabel)")
        XCTAssertEqual(request(harness, "textDocument/hover", line: 4, character: 22)?["range"], range(4, 19, 4, 32))
    }

    func testHoverOnAMemberOfAStructParamIsThatParams() throws {
        let harness = try harness("<UIView>\n    <param name=\"insets\" type=\"UIEdgeInsets\"/>\n    <UILabel top=\"insets.top\"/>\n</UIView>\n")
        XCTAssertEqual(hover(harness, line: 2, character: 20), "```\ninsets.top: Double\n```\n\nparam declared at Screen.xml:2")
    }

    func testHoverOnACallShowsTheSignature() throws {
        let harness = try harness(Self.screen.replacingOccurrences(of: "#header.bottom + gap", with: "scaled(gap, 2) + min(1, 2)"))
        XCTAssertEqual(hover(harness, line: 4, character: 20), "```\nscaled(CGFloat, CGFloat) -> CGFloat\n```\n\nfunction declared in the registry")
        XCTAssertEqual(hover(harness, line: 4, character: 36), "```\nmin(Number, Number, …) -> Number\n```\n\nbuilt-in function")
    }

    // MARK: Definition

    private func definition(_ harness: ServerHarness, _ path: String = "Screen.xml", line: Int, character: Int) -> JSONValue? {
        request(harness, "textDocument/definition", path, line: line, character: character)
    }

    func testMacroAndParamUsesGoToTheirDeclarations() throws {
        let harness = try harness()
        XCTAssertEqual(definition(harness, line: 4, character: 36), [["uri": .string(harness.uri("Screen.xml")), "range": range(1, 29, 1, 30)]])
        XCTAssertEqual(definition(harness, line: 3, character: 32), [["uri": .string(harness.uri("Screen.xml")), "range": range(2, 5, 2, 10)]])
        XCTAssertEqual(definition(harness, line: 4, character: 50), [], "an input is declared nowhere")
    }

    func testIncludedParamAttributeGoesToItsParam() throws {
        let harness = try harness()
        XCTAssertEqual(definition(harness, line: 5, character: 33), [["uri": .string(harness.uri("Card.xml")), "range": range(1, 5, 1, 10)]])
    }

    func testComponentsAndTypesGoToTheirManifests() throws {
        let harness = try harness()
        XCTAssertEqual(definition(harness, line: 6, character: 8), [["uri": .string(harness.uri("Components/Badge.yaml")), "range": range(1, 2, 1, 11)]])
        harness.open("Components/Badge.yaml", Self.manifest)
        XCTAssertEqual(definition(harness, "Components/Badge.yaml", line: 4, character: 17),
                       [["uri": .string(harness.uri("Components/Badge.yaml")), "range": range(6, 2, 6, 12)]])
    }

    func testBuiltinComponentsAreWrittenReadOnlyToTheCacheFolder() throws {
        let harness = try harness()
        let locations = definition(harness, line: 3, character: 6)
        let path = harness.folder + "/.builtin/UIKit-Views.yaml"
        XCTAssertEqual(locations?.first?["uri"], .string(URL(fileURLWithPath: path).absoluteString))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let line = try XCTUnwrap(locations?.first?["range"]?["start"]?["line"].flatMap { if case let .number(n) = $0 { Int(n) } else { nil } })
        XCTAssertEqual(text.components(separatedBy: "\n")[line], "  UILabel:")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o444)
    }
}
