import TrellisRegistry
import XCTest

/// `components:`: every key, inheritance, and every way a declaration can be malformed.
final class ComponentDeclarationTests: XCTestCase {
    private let prelude = """
        types:
          CGFloat: {alias: Double}
          UIControlState: {enum: [normal]}
        """

    private func messages(_ components: String) -> [String] {
        ManifestTest.messages(prelude + "\ncomponents:\n" + components)
    }

    func testEveryKeyIsRead() throws {
        let yaml = prelude + """

            components:
              UIView:
                doc: "A view."
                properties: {alpha: CGFloat, layer: CALayer}
                readonly: {safeAreaInsets: CGFloat}
                defaults: {width: auto, layer.cornerRadius: 4}
                unavailable: {frame: "use top, left, width and height"}
              CALayer:
                element: false
                properties: {cornerRadius: CGFloat}
              UIControl:
                extends: UIView
                actions: [touchUpInside, valueChanged]
              UIButton:
                extends: UIControl
                parameters: {type: Int}
                families:
                  - prefixes: [normal, highlighted]
                    properties: {title: String?, titleColor: Color}
                  - prefixes: [selected]
                    includeBase: false
                    properties: {image: Image}
                body: title
                layout: stack
            """
        let result = ManifestTest.load(yaml)
        XCTAssertEqual(result.diagnostics, [])
        let registry = result.registry
        let button = try XCTUnwrap(registry.components["UIButton"])
        XCTAssertEqual(button.superclass, "UIControl")
        XCTAssertEqual(button.properties.map(\.name), [
            "title", "normalTitle", "highlightedTitle", "titleColor", "normalTitleColor", "highlightedTitleColor", "selectedImage",
        ])
        XCTAssertEqual(button.parameters.map(\.name), ["type"])
        XCTAssertEqual(button.body, "title")
        XCTAssertEqual(button.layout, "stack")
        XCTAssertEqual(registry.symbols(of: "UIButton", roles: [.action]).map(\.name), ["touchUpInside", "valueChanged"])
        XCTAssertEqual(registry.symbol("touchUpInside", of: "UIButton")?.typeName, "Selector")
        XCTAssertEqual(registry.defaultExpression("width", of: "UIButton"), "auto")
        XCTAssertEqual(registry.unavailableHint("frame", of: "UIButton"), "use top, left, width and height")
        XCTAssertEqual(registry.components["UIView"]?.documentation, "A view.")
        XCTAssertEqual(registry.components["CALayer"]?.isElement, false)
        XCTAssertEqual(registry.resolveKeyPath("layer.cornerRadius", on: "UIButton")?.type, .double)
        let location = try XCTUnwrap(registry.symbol("highlightedTitleColor", of: "UIButton")?.location)
        XCTAssertEqual([location.line, location.column], [22, 38])
    }

    func testUnknownComponentKeySuggestsTheRightOne() {
        XCTAssertEqual(messages("  A:\n    propertes: {}\n    extend: B\n"), [
            "6:5: unknown key 'propertes' in component 'A'; did you mean 'properties'?",
            "7:5: unknown key 'extend' in component 'A'; did you mean 'extends'?",
        ])
    }

    func testUnknownTopLevelKeySuggestsTheRightOne() {
        XCTAssertEqual(ManifestTest.messages("component: {}\nfont: {}\n"), [
            "1:1: unknown top-level key 'component'; did you mean 'components'?",
            "2:1: unknown top-level key 'font'; did you mean 'fonts'?",
        ])
    }

    func testUnknownSuperclassSuggestsAComponent() {
        XCTAssertEqual(messages("  UIView: {}\n  UILabel: {extends: UIVew}\n"), [
            "6:22: unknown superclass 'UIVew' of UILabel; did you mean 'UIView'?",
        ])
    }

    func testInheritanceCycleIsReportedOnceWithTheChain() {
        XCTAssertEqual(messages("  A: {extends: B}\n  B: {extends: C}\n  C: {extends: A}\n  D: {extends: A}\n  E: {extends: E}\n"), [
            "5:16: component 'A' inherits from itself: A -> B -> C -> A",
            "9:16: component 'E' inherits from itself: E -> E",
        ])
    }

    func testDuplicateSymbolsAcrossSectionsOfOneDeclaration() {
        let yaml = """
              A:
                properties: {title: String}
                readonly: {title: String}
                actions: [tap, tap]
                families:
                  - prefixes: [normal]
                    properties: {title: String}
            """
        XCTAssertEqual(messages(yaml + "\n"), [
            "7:16: duplicate read-only symbol 'title' of A [6:18: first declared here]",
            "8:20: duplicate action 'tap' of A [8:15: first declared here]",
            "11:22: duplicate property 'title' of A [6:18: first declared here]",
        ])
    }

    func testSymbolNamesAndTypesMustBeWellFormed() {
        XCTAssertEqual(messages("  A:\n    properties: {'my title': String, count: [Int, Int], size: {w: Int}}\n    actions: [1tap]\n"), [
            "6:18: invalid property name 'my title' of A; expected an identifier",
            "6:45: expected a type name for property 'count' of A",
            "6:63: property 'size' of A needs 'type'",
            "6:64: unknown key 'w' in property 'size' of A",
            "7:15: invalid action name '1tap' of A; expected an identifier",
        ])
    }

    func testFamilyRules() {
        let yaml = """
              A:
                families:
                  - prefixes: [normal]
                    propertes: {title: String}
                  - {prefixes: [bad-prefix], includeBase: maybe, properties: {}}
                  - title
            """
        XCTAssertEqual(messages(yaml + "\n"), [
            "7:9: a family of A needs 'properties'",
            "8:9: unknown key 'propertes' in a family of A; did you mean 'properties'?",
            "9:21: invalid prefix 'bad-prefix' in a family of A; expected an identifier",
            "9:47: expected 'true' or 'false' for 'includeBase' of a family of A",
            "10:9: expected a mapping for a family of A",
        ])
    }

    func testBodyMustNameAStringProperty() {
        let yaml = """
              A:
                properties: {text: String?, count: Int}
                readonly: {label: String}
              B: {extends: A, body: txt}
              C: {extends: A, body: count}
              D: {extends: A, body: label}
              E: {extends: A, body: text}
            """
        XCTAssertEqual(messages(yaml + "\n"), [
            "8:25: unknown body property 'txt' of B; did you mean 'text'?",
            "9:25: body property 'count' of C has type 'Int'; expected a settable String or AttributedString property",
            "10:25: body property 'label' of D is a read-only symbol; expected a settable String or AttributedString property",
        ])
    }

    /// A body reached through a subview, as Layout's `UITableViewCell` sets
    /// `textLabel.attributedText`: the path is resolved member by member, so the subview may
    /// be read-only while the property at the end must be a settable text property.
    func testBodyMayBeAPropertyOfASubview() {
        let yaml = """
              Label:
                element: false
                properties: {attributedText: AttributedString?, lines: Int}
                readonly: {length: Int}
              Cell:
                readonly: {textLabel: Label}
              A: {extends: Cell, body: textLabel.attributedText}
              B: {extends: Cell, body: textLabel.attributedTxt}
              C: {extends: Cell, body: textLabel.lines}
              D: {extends: Cell, body: textLabel.length}
            """
        XCTAssertEqual(messages(yaml + "\n"), [
            "12:28: unknown body property 'textLabel.attributedTxt' of B",
            "13:28: body property 'textLabel.lines' of C has type 'Int'; expected a settable String or AttributedString property",
            "14:28: body property 'textLabel.length' of D is a read-only symbol; expected a settable String or AttributedString property",
        ])
    }

    func testLayoutPolicyMustBeKnown() {
        XCTAssertEqual(messages("  A: {layout: rows}\n  B: {layout: grid}\n"), [
            "5:15: unknown layout policy 'rows' for A; did you mean 'row'?",
            "6:15: unknown layout policy 'grid' for B; expected one of absolute, row, column, anchor, root, spacer, stack, "
                + "scroll, table, collection, navigation, tabs",
        ])
    }

    func testDefaultsMustNameKnownProperties() {
        let yaml = """
            types:
              Insets: {struct: {top: Double}}
            components:
              A:
                properties: {alpha: Double, inset: Insets}
                defaults: {alpha: 1, width: 100%, inset.top: 0, alhpa: 0, inset.tp: 0}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "6:53: default for unknown property 'alhpa' of A; did you mean 'alpha'?",
            "6:63: default for unknown property 'inset.tp' of A; did you mean 'inset'?",
        ])
    }

    func testElementMustBeABool() {
        XCTAssertEqual(messages("  A: {element: no}\n"), ["5:16: expected 'true' or 'false' for 'element' of A"])
    }

    func testComponentsMustBeMappings() {
        XCTAssertEqual(messages("  A: [properties]\n  B:\n"), ["5:6: expected a mapping for component 'A'"])
        XCTAssertEqual(ManifestTest.messages("components: [A]\n"), ["1:13: expected a mapping for 'components'"])
    }

    func testComponentCanBeUsedAsAPropertyType() {
        let yaml = """
              UILabel:
                properties: {text: String}
              UITableViewCell:
                properties: {textLabel: UILabel?}
            """
        let result = ManifestTest.load(prelude + "\ncomponents:\n" + yaml)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.registry.resolveKeyPath("textLabel.text", on: "UITableViewCell")?.type, .string)
    }
}
