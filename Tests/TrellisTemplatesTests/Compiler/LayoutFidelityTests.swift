import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// Templates Layout accepts, checked as Layout reads them: optional braces, empty values,
/// input typing, self-references in definitions, expression syntax and scopes. Values come
/// from Layout's and Expression's test suites (the peer test is named where there is one).
final class LayoutFidelityTests: XCTestCase {
    /// The value of `keyPath` on node `node`, evaluated with `inputs` (others nil; params
    /// read the input of their name), as text.
    func value(_ template: IRTemplate?, node: Int = 0, _ keyPath: String, inputs: [String: Value] = [:],
               file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let property = template?.nodes[node].properties.first(where: { $0.keyPath == keyPath }) else {
            XCTFail("node \(node) does not set '\(keyPath)'", file: file, line: line)
            return nil
        }
        return evaluate(property.value.expression, inputs: inputs)
    }

    /// `expression` evaluated with `inputs` (others nil; params read the input of their
    /// name), as text; a failure's message.
    func evaluate(_ expression: TypedExpression, inputs: [String: Value]) -> String {
        let names = inputs.keys.sorted()
        var slots = names.map { inputs[$0] ?? .nil }
        do {
            let compiled = try CompiledExpression.compile(expression) { reference in
                let name: String
                switch reference {
                case let .input(input), let .parameter(input): name = input
                case .node: return nil
                }
                if let index = names.firstIndex(of: name) { return index }
                slots.append(.nil)
                return slots.count - 1
            }
            return try compiled.evaluate(in: SlotEnvironment(slots: slots)).description
        } catch {
            return "error: \(error.message)"
        }
    }

    /// The key paths node `node` sets (manifest defaults left out).
    func keyPaths(_ template: IRTemplate?, node: Int = 0) -> [String] {
        template?.nodes[node].properties.filter { $0.role != .default }.map(\.keyPath) ?? []
    }

    // MARK: Optional braces

    func testBracesAroundEveryKindOfValue() {
        let template = assertCompiles("""
        <UIView top="{4 + 5 // hello} // world" alpha="{0.5}" isHidden="{false}" backgroundColor="{red}">
            <UILabel textAlignment="{center}" numberOfLines="{2}" left="{10}" width="{50% - 10}"/>
            <UIScrollView contentInset.top="{1 + 2}" keyboardDismissMode="{interactive}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, "top"), "9") // testParseExpressionWithCommentInAndAfterBraces
        XCTAssertEqual(value(template, "alpha"), "0.5")
        XCTAssertEqual(value(template, "isHidden"), "false")
        XCTAssertEqual(value(template, "backgroundColor"), "#ff0000ff")
        XCTAssertEqual(value(template, node: 1, "textAlignment"), "center")
        XCTAssertEqual(value(template, node: 1, "numberOfLines"), "2")
        XCTAssertEqual(value(template, node: 1, "left"), "10")
        XCTAssertEqual(value(template, node: 2, "contentInset.top"), "3")
        XCTAssertEqual(value(template, node: 2, "keyboardDismissMode"), "interactive")
    }

    func testBracesInMacrosParamsAndConstructorParameters() {
        let template = assertCompiles("""
        <UIView>
            <macro name="INSET" value="{gap * 2 // twice the gap}"/>
            <UIButton type="{system}" top="{INSET}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, node: 1, "top", inputs: ["gap": .double(3)]), "6")
        XCTAssertEqual(value(template, node: 1, "type"), "system")
    }

    func testMisplacedBracesStillFail() {
        XCTAssertEqual(CompilerFixture(template: "<UIView top=\"{4 + 5} px\" left=\"{{1}\"/>").messages(), [
            "T.xml:1:22: error: unexpected text after '}'; only a '//' comment may follow an expression in braces [expression-syntax]",
            "T.xml:1:33: error: unexpected '{'; braces may only wrap a whole expression, as in '{4 + 5}' [expression-syntax]",
        ])
    }

    // MARK: Expression syntax

    /// Double-quoted strings, written `&quot;…&quot;` in a double-quoted attribute or bare in
    /// a single-quoted one, are strings, as Layout's engine reads them (testDoubleQuotedIdentifier).
    func testDoubleQuotedStringsInAttributes() {
        let template = assertCompiles("""
        <UIView accessibilityIdentifier="{&quot;it's&quot; + 'x'}">
            <UILabel text='{"a}b"} and {"\\"q\\""}' accessibilityLabel='"plain"'/>
        </UIView>
        """)
        XCTAssertEqual(value(template, "accessibilityIdentifier"), "it'sx")
        XCTAssertEqual(value(template, node: 1, "text"), "a}b and \"q\"")
        XCTAssertEqual(value(template, node: 1, "accessibilityLabel"), "\"plain\"")
    }

    func testAnUnterminatedDoubleQuotedStringIsReported() {
        XCTAssertEqual(CompilerFixture(template: "<UIView alpha='{\"a} + 1'>\n<UILabel text='x {\"b}'/></UIView>").messages(), [
            "T.xml:1:16: error: unterminated '{'; expected '}' to end the expression [expression-syntax]",
            "T.xml:1:17: error: unterminated string; expected a closing double quote [expression-syntax]",
            "T.xml:2:18: error: unterminated '{'; expected '}' to end the expression [expression-syntax]",
            "T.xml:2:19: error: unterminated string; expected a closing double quote [expression-syntax]",
        ])
    }

    /// Names of non-ASCII characters (`größe`, `🤡`) are inputs like any other name.
    func testNonASCIINamesAreInputs() {
        let template = assertCompiles("""
        <UIView>
            <UILabel width="größe * 2" text="{🤡}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, node: 1, "width", inputs: ["größe": .double(3)]), "6")
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["🤡": .string("clown")]), "clown")
    }

    /// An id of non-ASCII letters is referable as `#id.…`, as the name it is in Expression.
    func testNonASCIIIDsAreReferable() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView>
            <UIView id="größe" height="20"/>
            <UIView top="#größe.bottom" height="10"/>
        </UIView>
        """).messages(), [])
    }

    // MARK: Empty values

    func testEmptyValuesSetNothing() {
        let template = assertCompiles("""
        <UIView backgroundColor="" top=" " left="{}" width="{ // later }" alpha="">
            <UILabel outlet="" id="" text="" font=" " textAlignment="" left="10" right="10" width=""/>
            <UIButton touchUpInside="" type="" title=""/>
            <UITableView style=""/>
        </UIView>
        """)
        XCTAssertEqual(keyPaths(template), [])
        XCTAssertEqual(keyPaths(template, node: 1), ["left", "right"])
        XCTAssertNil(template?.nodes[1].outlet)
        XCTAssertNil(template?.nodes[1].id)
        XCTAssertEqual(template?.outlets.count, 0)
        XCTAssertEqual(template?.actions.count, 0)
        XCTAssertEqual(keyPaths(template, node: 2), [])
        XCTAssertEqual(keyPaths(template, node: 3), [])
    }

    func testAnEmptyValueDrawsNoFrameConflict() {
        XCTAssertEqual(CompilerFixture(template: "<UIView><UIView left=\"0\" right=\"0\" width=\" \"/></UIView>").messages(), [])
        XCTAssertEqual(CompilerFixture(template: "<UIView><UIView left=\"0\" right=\"0\" width=\"10\"/></UIView>").messages(), [
            "T.xml:1:36: warning: conflicting frame expressions: 'left', 'right' and 'width' are all set, so one of them is ignored; remove one [frame-conflict]",
        ])
    }

    func testAnUnknownPropertyWithAnEmptyValueIsStillReported() {
        XCTAssertEqual(CompilerFixture(template: "<UILabel textColr=\"\"/>").messages(), [
            "T.xml:1:10: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]",
        ])
    }
}

extension LayoutFidelityTests {
    /// The inputs of `template` as `name: Type` lines.
    func inputs(_ template: IRTemplate?) -> [String] {
        template?.inputs.map { "\($0.name): \($0.type.displayName)" } ?? []
    }

    // MARK: Input types

    func testInterpolationTypesNothing() {
        let template = assertCompiles("""
        <UIView>
            <UILabel text="{count}" isHidden="count == -1"/>
            <UILabel text="{name}"/>
            <UILabel text="{when}" numberOfLines="when"/>
            <UIImageView image="{icon}" isHidden="icon == nil"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["count: Int", "icon: Image", "name: String", "when: Int"])
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["count": .int(7)]), "7")
        XCTAssertEqual(value(template, node: 1, "isHidden", inputs: ["count": .int(-1)]), "true")
        XCTAssertEqual(value(template, node: 1, "isHidden", inputs: ["count": .int(2)]), "false")
        XCTAssertEqual(value(template, node: 3, "text", inputs: ["when": .int(3)]), "3")
        XCTAssertEqual(value(template, node: 3, "text", inputs: ["when": .double(2.5)]), "2.5")
    }

    func testComparingWithALiteralOfAnotherKindTypesNothing() {
        let template = assertCompiles("""
        <UIView>
            <UILabel numberOfLines="lines" isHidden="lines == 'none' || lines == nil"/>
            <UILabel isHidden="mode == 'edit'" isEnabled="flag != nil"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["flag: Any", "lines: Int", "mode: String"])
        XCTAssertEqual(value(template, node: 1, "isHidden", inputs: ["lines": .int(2)]), "false")
        XCTAssertEqual(value(template, node: 2, "isHidden", inputs: ["mode": .string("edit")]), "true")
    }

    func testAddingToTextJoinsTexts() {
        let template = assertCompiles("""
        <UIView>
            <UILabel text="{a + b}"/>
            <UILabel text="{'foo' + 5}"/>
            <UILabel text="{'n = ' + n}" numberOfLines="n"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["a: Any", "b: Any", "n: Int"])
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["a": .string("foo"), "b": .string("bar")]), "foobar")
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["a": .int(1), "b": .int(2)]), "3")
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["a": .string("n"), "b": .int(2)]), "n2")
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["a": .bool(true), "b": .int(2)]), "error: '+' cannot add Bool 'true' and Int '2'")
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["a": .string("n"), "b": .nil]), "error: '+' cannot add String 'n' and nil")
        XCTAssertEqual(value(template, node: 2, "text"), "foo5")
        XCTAssertEqual(value(template, node: 3, "text", inputs: ["n": .int(4)]), "n = 4")
    }

    /// Layout assigns a delegate or data source by casting the value to the protocol at each
    /// use, so one object may serve several protocols (a controller as a table's data source
    /// and delegate): the input keeps the first protocol it is used as.
    func testOneInputMayServeSeveralProtocols() {
        let template = assertCompiles("""
        <UIView>
            <UITableView dataSource="owner" delegate="owner"/>
            <UICollectionView dataSource="{owner}" delegate="owner"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["owner: UITableViewDataSource?"])
    }

    func testAnInputUsedAsAProtocolAndAsAValueStillConflicts() {
        XCTAssertEqual(CompilerFixture(template: "<UIView><UITableView delegate=\"owner\" rowHeight=\"owner\"/></UIView>").messages(), [
            "T.xml:1:50: error: conflicting uses of input 'owner': Double here, UITableViewDelegate? before [conflicting-input-types]",
            "T.xml:1:32: note: used as UITableViewDelegate? here",
        ])
    }

    /// Uses no one value sets stay a conflict: Layout's cast turns no number into a color
    /// and no color into a number, and reads no text as a number.
    func testRealInputConflictsAreStillErrors() {
        XCTAssertEqual(CompilerFixture(template: "<UIView><UILabel textColor=\"flag\" numberOfLines=\"flag\"/></UIView>").messages(), [
            "T.xml:1:50: error: conflicting uses of input 'flag': Int here, Color before [conflicting-input-types]",
            "T.xml:1:29: note: used as Color here",
        ])
        XCTAssertEqual(CompilerFixture(template: """
        <UIView backgroundColor="{c}" alpha="{c}">
            <UILabel textColor="{s}" font="{s}" alpha="{s}"/>
        </UIView>
        """).messages(), [
            "T.xml:1:39: error: conflicting uses of input 'c': Double here, Color before [conflicting-input-types]",
            "T.xml:1:27: note: used as Color here",
            "T.xml:2:49: error: conflicting uses of input 's': Double here, String before [conflicting-input-types]",
            "T.xml:2:26: note: used as String here",
        ])
    }

    /// Layout's state is whatever the app passes, cast by each property it sets
    /// (RuntimeType.cast), so one input may set a Bool and a number, or an enum with raw
    /// values and an Int: it is the number, which each use converts as Layout's cast does
    /// (true unless zero, the case of the raw value), in either order.
    func testAnInputSettingANumberAndABoolIsANumber() {
        let template = assertCompiles("""
        <UIView isHidden="{x}" alpha="{x}">
            <UILabel textAlignment="{n}" tag="{n}" isEnabled="{n}"/>
            <UILabel isHidden="{flag}" textAlignment="{flag}"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["flag: Int", "n: Int", "x: Double"])
        XCTAssertEqual(value(template, "isHidden", inputs: ["x": .double(0.5)]), "true")
        XCTAssertEqual(value(template, "isHidden", inputs: ["x": .double(0)]), "false")
        XCTAssertEqual(value(template, "alpha", inputs: ["x": .double(0.5)]), "0.5")
        XCTAssertEqual(value(template, node: 1, "textAlignment", inputs: ["n": .int(2)]), "right")
        XCTAssertEqual(value(template, node: 1, "tag", inputs: ["n": .int(2)]), "2")
        XCTAssertEqual(value(template, node: 1, "isEnabled", inputs: ["n": .int(0)]), "false")
        XCTAssertEqual(value(template, node: 2, "isHidden", inputs: ["flag": .int(1)]), "true")
        XCTAssertEqual(value(template, node: 2, "textAlignment", inputs: ["flag": .int(1)]), "center")
        XCTAssertEqual(value(template, node: 2, "textAlignment", inputs: ["flag": .int(9)]),
                       "error: 9 is not a raw value of NSTextAlignment; expected a case or the raw value of one: left (0), center (1), right (2), justified (3), natural (4)")
    }

    /// One value may read an input in two roles one value fills: Layout's expressions read
    /// a Bool as a number and a number as a Bool (AnyExpression.swift: `?:` takes
    /// `loadNumber(args[0])` and picks `number != 0 ? args[1] : args[2]`; `&&`, `!` and
    /// arithmetic read each operand with `loadNumber`, and a Bool is an NSNumber), and the
    /// property casts the result. Each was a conflicting-input-types error.
    func testAnInputInTwoRolesOfOneValueIsCast() {
        let template = assertCompiles("""
        <UIView alpha="{flag ? 1 : flag}">
            <UILabel isHidden="{count &amp;&amp; count + 1 > 3}" numberOfLines="{n ? n : 1}"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["count: Double", "flag: Double", "n: Int"])
        XCTAssertEqual(value(template, "alpha", inputs: ["flag": .double(0.5)]), "1")
        XCTAssertEqual(value(template, "alpha", inputs: ["flag": .double(0)]), "0")
        XCTAssertEqual(value(template, node: 1, "isHidden", inputs: ["count": .double(3)]), "true")
        XCTAssertEqual(value(template, node: 1, "isHidden", inputs: ["count": .double(2)]), "false")
        XCTAssertEqual(value(template, node: 1, "isHidden", inputs: ["count": .double(0)]), "false")
        XCTAssertEqual(value(template, node: 1, "numberOfLines", inputs: ["n": .int(3)]), "3")
        XCTAssertEqual(value(template, node: 1, "numberOfLines", inputs: ["n": .int(0)]), "1")
    }

    /// `?:` yields either branch's value as it is, and a text shows any value, so an input
    /// used as the condition and as a branch of a text is the condition's type: Layout shows
    /// `false` for `{x ? 'yes' : x}` (AnyExpression.stringify). It was a
    /// conflicting-input-types error ("String here, Bool before").
    func testAnInputUsedAsConditionAndBranchOfATextKeepsItsType() {
        let template = assertCompiles("""
        <UIView>
            <UILabel text="{x ? 'yes' : x}"/>
            <UILabel text="{y ? y : 'none'}"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["x: Bool", "y: Bool"])
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["x": .bool(false)]), "false")
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["x": .bool(true)]), "yes")
        XCTAssertEqual(value(template, node: 2, "text", inputs: ["y": .bool(true)]), "true")
    }

    /// Uses of one value that no one value fills stay a conflict: Layout's `?:` needs a
    /// number or Bool as its condition (AnyExpression.swift throws a type mismatch
    /// otherwise), which no color is.
    func testAnInputInTwoRolesOfOneValueNoValueFillsConflicts() {
        XCTAssertEqual(CompilerFixture(template: "<UIView backgroundColor=\"{c ? c : red}\"/>").messages(), [
            "T.xml:1:31: error: conflicting uses of input 'c': Color here, Bool before [conflicting-input-types]",
            "T.xml:1:27: note: used as Bool here",
        ])
    }

    /// `!` reads a number as Layout does (AnyExpression.swift's Bool operators read each
    /// operand with `loadNumber` and give `!= 0`): after an input was typed a number by its
    /// uses as a number and a Bool, `{!x}` is true for zero. It was "operator '!' expects
    /// Bool, got Double 'x'".
    func testNotReadsAnInputCastToANumber() {
        let template = assertCompiles("""
        <UIView alpha="{x}" isHidden="{x}">
            <UILabel isEnabled="{!x}"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["x: Double"])
        XCTAssertEqual(value(template, node: 1, "isEnabled", inputs: ["x": .double(0)]), "true")
        XCTAssertEqual(value(template, node: 1, "isEnabled", inputs: ["x": .double(0.5)]), "false")
        let alone = assertCompiles("<UIView alpha=\"{x}\"><UILabel isEnabled=\"{!x}\"/></UIView>")
        XCTAssertEqual(inputs(alone), ["x: Double"])
        XCTAssertEqual(value(alone, node: 1, "isEnabled", inputs: ["x": .double(2)]), "false")
    }

    /// A text set as a color is a color asset's name and as a font a font description, so
    /// an input setting both is the text, which the font reads as it is.
    func testAnInputSettingAColorAndAFontIsAText() throws {
        let template = assertCompiles("""
        <UILabel textColor="{name}" font="{name}"/>
        """)
        XCTAssertEqual(inputs(template), ["name: String"])
        XCTAssertEqual(value(template, "textColor", inputs: ["name": .string("brand")]), "error: unknown color asset 'brand'")
        let font = try XCTUnwrap(template?.nodes[0].properties.first { $0.keyPath == "font" }?.value.expression)
        var reads: [ValueType] = []
        var pending = [font]
        while let next = pending.popLast() {
            if next.kind == .reference(.input("name")) { reads.append(next.type) }
            pending += next.children
        }
        XCTAssertEqual(reads, [.string])
    }
}

extension LayoutFidelityTests {
    // MARK: Names inside their own definition

    func testAMacroReadsTheStateOfItsOwnName() {
        let template = assertCompiles("""
        <UIView>
            <macro name="title" value="title + '!'"/>
            <UILabel text="{title}"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["title: String"])
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["title": .string("Hi")]), "Hi!")
    }

    func testMacrosReferringToEachOtherReadTheState() {
        let template = assertCompiles("""
        <UIView>
            <macro name="A" value="B + 1"/>
            <macro name="B" value="A * 2"/>
            <UIView left="A"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["A: Double"])
        XCTAssertEqual(value(template, node: 1, "left", inputs: ["A": .double(3)]), "7")
    }

    func testAMacroInsideItselfReadsTheEnclosingMacro() {
        let template = assertCompiles("""
        <UIView>
            <macro name="GAP" value="8"/>
            <UIView>
                <macro name="GAP" value="GAP * 2"/>
                <UIView left="GAP"/>
            </UIView>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), [])
        XCTAssertEqual(value(template, node: 2, "left"), "16")
    }

    func testAParamValueReadsTheEnclosingNameOfItsOwnName() {
        let template = assertCompiles("""
        <UIView title="{title}">
            <param name="title" type="String"/>
            <UILabel text="{title}"/>
        </UIView>
        """)
        XCTAssertEqual(inputs(template), ["title: String"])
        XCTAssertEqual(template?.params.first.map { "\($0.name) = \($0.value?.source ?? "")" }, "title = {title}")
        XCTAssertEqual(template.flatMap { $0.params.first?.value.map { evaluate($0.expression, inputs: ["title": .string("Hey")]) } }, "Hey")
    }

    func testAnIncludedTemplatesParamReadsTheIncludingState() {
        var fixture = CompilerFixture([
            "T.xml": "<UIView><UIView template=\"Card.xml\" name=\"{name}\"/></UIView>",
            "Card.xml": "<UIView><param name=\"name\" type=\"String\"/><UILabel text=\"{name}\"/></UIView>",
        ])
        fixture.roots = ["."]
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [])
        XCTAssertEqual(inputs(result.template), ["name: String"])
    }
}

extension LayoutFidelityTests {
    // MARK: Scopes

    /// A file composed with `xml=` into a view controller may have a class of the app's at
    /// its root (`<HomeScreen view.backgroundColor="white">` in den2k/TIMII's tab bar):
    /// Layout creates that class by name when the file loads and accepts it if it is the
    /// node's class or a subclass, which only the app knows. The including node is the
    /// best guess at its superclass, so it is no mismatch; a name alone reads as a view.
    func testAnAppClassAtTheRootOfAComposedFileIsCheckedAsTheIncludingClass() {
        let fixture = CompilerFixture([
            "T.xml": "<UITabBarController>\n<UIViewController xml=\"Home.xml\" title=\"Home\"/>\n</UITabBarController>\n",
            "Home.xml": "<HomeScreen view.backgroundColor=\"white\">\n<UILabel text=\"Hi\"/>\n</HomeScreen>\n",
        ])
        XCTAssertEqual(fixture.messages(), [
            "Home.xml:1:2: warning: 'HomeScreen' is not a registry component, so it is read as a class of yours and checked as "
                + "UIViewController; to check the attributes UIViewController lacks, declare it in a manifest in a Components folder, "
                + "such as 'Components/HomeScreen.yaml' holding 'components: {HomeScreen: {extends: UIViewController}}' [undeclared-component]",
            "T.xml:2:19: note: in 'Home.xml' composed here",
        ])
        XCTAssertEqual(fixture.messages("Home.xml").first?.contains("checked as UIView;"), true)
    }

    /// Layout looks a color written on `UIColor` up as a class property when the template
    /// runs, so an app's `@objc static let lightTan` (den2k/TIMII's Colors.swift) is a color
    /// there. It is three edits from UIKit's `lightGray`, no slip of it (one letter off, as
    /// `redd` of `red` is), so it is read as the app's color: a warning that keeps the
    /// suggestion and its fix-it.
    func testAnAppColorCloseToAUIKitColorIsAWarningWithTheSuggestion() {
        let result = CompilerFixture(template: "<UIView backgroundColor=\"UIColor.lightTan\"/>\n").compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:1:34: warning: 'lightTan' is no named color, so it is read as a color of yours on UIColor, whose value is not known here; "
                + "to check it, declare it in a manifest in a Components folder, such as 'colors: {lightTan: \"#RRGGBB\"}'; "
                + "did you mean 'lightGray'? [undeclared-color]",
        ])
        XCTAssertEqual(result.diagnostics.first?.fixIt?.replacement, "lightGray")
    }

    /// Apps commonly add the British spellings of UIKit's grays to UIColor (`lightGrey`,
    /// `darkGrey`, `grey`: den2k/TIMII's Colors.swift, and many a Zeplin-style
    /// `@nonobjc class var darkGrey: UIColor`), which Layout reads as class properties of
    /// UIColor when the template runs. A name that differs from a UIKit color only by `Grey`
    /// for `Gray`, in any case, is such a color, not a slip of it: a warning that keeps the
    /// suggestion and its fix-it.
    func testABritishGreyOfAUIKitGrayIsAnAppColorWithTheSuggestion() {
        let result = CompilerFixture(template: """
        <UIView backgroundColor="UIColor.lightGrey">
            <UILabel textColor="UIColor.DARKGREY"/>
            <UILabel textColor="UIColor.grey"/>
        </UIView>
        """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            Self.undeclaredColor("lightGrey", suggesting: "lightGray", at: "1:34"),
            Self.undeclaredColor("DARKGREY", suggesting: "darkGray", at: "2:33"),
            Self.undeclaredColor("grey", suggesting: "gray", at: "3:33"),
        ])
        XCTAssertEqual(result.diagnostics.map(\.fixIt?.replacement), ["lightGray", "darkGray", "gray"])
    }

    /// A letter off a UIKit color that is not the British grey stays a slip: an error.
    func testASlipBesideTheBritishGreyStaysAnError() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView backgroundColor="UIColor.blak">
            <UILabel textColor="UIColor.lightGrah"/>
        </UIView>
        """).messages(), [
            "T.xml:1:34: error: unknown color 'blak'; did you mean 'black'? [unknown-symbol]",
            "T.xml:2:33: error: unknown color 'lightGrah'; did you mean 'lightGray'? [unknown-symbol]",
        ])
    }

    private static func undeclaredColor(_ name: String, suggesting match: String, at location: String) -> String {
        "T.xml:\(location): warning: '\(name)' is no named color, so it is read as a color of yours on UIColor, whose value is not known here; "
            + "to check it, declare it in a manifest in a Components folder, such as 'colors: {\(name): \"#RRGGBB\"}'; "
            + "did you mean '\(match)'? [undeclared-color]"
    }

    func testEachViewControllerOwnsItsOutlets() {
        let template = assertCompiles("""
        <UITabBarController>
            <UIViewController outlet="layoutNode"><UILabel outlet="titleLabel"/></UIViewController>
            <UIViewController outlet="layoutNode"><UILabel outlet="titleLabel"/></UIViewController>
        </UITabBarController>
        """)
        XCTAssertEqual(template?.outlets.map { "\($0.node): \($0.name ?? "")" }, ["1: layoutNode", "2: titleLabel", "3: layoutNode", "4: titleLabel"])
    }

    /// Layout binds each node's outlet in turn, so of two nodes bound to one outlet the
    /// last stays bound (a copied text field in wpcfan/iosexample's SignUpViewController).
    func testAnOutletBoundTwiceKeepsTheLastNodeWithAWarning() {
        let result = CompilerFixture(template: """
        <UIView>
            <UITextField outlet="mobileField"/>
            <UITextField outlet="mobileField"/>
        </UIView>
        """).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:3:26: warning: outlet 'mobileField' is bound again; as in Layout, this node stays bound and the earlier one binds nothing [duplicate-outlet]",
            "T.xml:2:26: note: bound before here",
        ])
        XCTAssertEqual(result.template?.outlets.map { "\($0.node): \($0.name ?? "")" }, ["2: mobileField"])
        XCTAssertEqual(result.template?.nodes.map(\.outlet), [nil, nil, "mobileField"])
    }

    /// Layout replaces the children of a node composed with `xml=` by the loaded file's as
    /// soon as it loads (at once for a local file), so a subtree written there is never
    /// shown: a warning, as sulami/above-the-horizon-layout's screens lost their table view
    /// this way. One childless view is the README's placeholder, and remote files keep
    /// their children until they load.
    func testChildrenReplacedByALocalXMLFileAreReported() {
        var fixture = CompilerFixture([
            "T.xml": """
            <UIView>
                <UIView xml="Background.xml">
                    <UITableView><UITableViewCell/></UITableView>
                </UIView>
                <UIView xml="Background.xml"><UILabel text="Loading..."/></UIView>
                <UIView xml="Background.xml"><UILabel/><UIButton/></UIView>
                <UIView xml="https://example.com/Remote.xml"><UILabel text="Loading..."/></UIView>
                <UIView template="Background.xml"><UILabel text="Kept"/></UIView>
            </UIView>
            """,
            "Background.xml": "<UIView backgroundColor=\"red\"/>",
        ])
        fixture.roots = ["."]
        XCTAssertEqual(fixture.messages(), [
            "T.xml:2:13: warning: the children of this node are replaced by the contents of 'Background.xml', so they are never shown; "
                + "include it with 'template' to keep them [dropped-children]",
            "T.xml:6:13: warning: the children of this node are replaced by the contents of 'Background.xml', so they are never shown; "
                + "include it with 'template' to keep them [dropped-children]",
            "T.xml:7:18: warning: remote file 'https://example.com/Remote.xml' is not checked at compile time; it is loaded at run time [remote-template]",
        ])
    }

    func testBodyTextAroundChildrenIsAppended() {
        let template = assertCompiles("<UILabel>Foo<UIView/>Bar</UILabel>")
        XCTAssertEqual(value(template, "text"), "FooBar")
        XCTAssertEqual(template?.nodes[0].children, [1])
    }

    /// Layout's `bodyExpression`: a table cell's body sets `textLabel.attributedText`
    /// (UITableView+Layout.swift); elsewhere the first String or NSAttributedString property
    /// of `attributedText`, `attributedTitle`, `text`, `title` (UIView+Layout.swift), so a
    /// refresh control, a search bar and a switch take body text too. A view with none of
    /// them keeps its error.
    func testBodyTextGoesWhereLayoutPutsIt() {
        let cell = assertCompiles("<UITableViewCell>Hello <b>{name}</b></UITableViewCell>")
        XCTAssertEqual(value(cell, "textLabel.attributedText", inputs: ["name": .string("you")]), "Hello <b>you</b>")
        XCTAssertEqual(value(assertCompiles("<UIRefreshControl>Pull</UIRefreshControl>"), "attributedTitle"), "Pull")
        XCTAssertEqual(value(assertCompiles("<UISearchBar>Query</UISearchBar>"), "text"), "Query")
        XCTAssertEqual(value(assertCompiles("<UISwitch>Wi-Fi</UISwitch>"), "title"), "Wi-Fi")
        XCTAssertEqual(CompilerFixture(template: "<UITableViewCell textLabel.attributedText=\"A\">B</UITableViewCell>").messages(), [
            "T.xml:1:47: error: 'textLabel.attributedText' is set both by an attribute and by body text [invalid-body-text]",
            "T.xml:1:18: note: set here",
        ])
        XCTAssertEqual(CompilerFixture(template: "<UISegmentedControl>A</UISegmentedControl>").messages(), [
            "T.xml:1:21: error: UISegmentedControl takes no body text; set a property instead [invalid-body-text]",
        ])
    }

    func testStandardInlineHTMLIsAccepted() {
        let template = assertCompiles(#"<UILabel>Hi <img src="a.png"/> <span>there</span> <a href="x">link</a></UILabel>"#)
        XCTAssertEqual(value(template, "attributedText"), #"Hi <img src="a.png"/> <span>there</span> <a href="x">link</a>"#)
        XCTAssertEqual(CompilerFixture(template: "<UILabel>Some <strog>text</strog> <blink>!</blink></UILabel>").messages(), [
            "T.xml:1:16: error: unknown HTML element 'strog' in body text; did you mean 'strong'? [invalid-html]",
            "T.xml:1:36: warning: 'blink' is not a standard HTML element; it is passed to the HTML parser as is [nonstandard-html]",
        ])
    }
}

extension LayoutFidelityTests {
    // MARK: Param types

    /// RuntimeType.type(named:): `Array<T>`, `[T]`, `NSArray`, `NSString`, the `CG…Ref`
    /// names, class names.
    func testParamTypesLayoutAccepts() {
        let table: [(String, String)] = [
            ("Array&lt;Int&gt;", "[Int]"), ("Array&lt;Array&lt;String&gt;&gt;", "[[String]]"), ("[NSString]", "[String]"),
            ("NSArray", "[Any]"), ("NSMutableArray", "[Any]"), ("NSString", "String"), ("Array&lt;Int&gt;?", "[Int]?"),
            ("CGColorRef", "Color"), ("CGImageRef", "Image"), ("CGPathRef", "CGPath"), ("NSNumber", "Double"),
            ("AnyObject", "Any"), ("CGFloat", "Double"), ("UIColor", "Color"),
        ]
        for (written, type) in table {
            XCTAssertEqual(unreadParamType(written), type, written)
        }
        XCTAssertEqual(CompilerFixture(template: "<UIView><param name=\"p\" type=\"Array&lt;UIColr&gt;\"/></UIView>").messages(), [
            "T.xml:1:10: warning: param 'p' is never read in its template; remove it or read it in an expression [unused-param]",
            "T.xml:1:31: warning: param 'p' has type 'UIColr', which no manifest declares, so its value is read as Any and its uses are not type-checked; "
                + "if you meant 'UIColor', write that; otherwise declare it under 'types:' in a manifest, with its members, to check them [untyped-param]",
        ])
    }

    /// Dictionaries (`[String: Any]`, `Dictionary<String, Int>`) are untyped, as Layout's
    /// NSDictionary; an app's own type (`User`, `MyApp.Theme`, `[User]`) is read as Any with a
    /// warning, since Layout finds any class by name at run time. So is a name close to a
    /// known type: apps name their models `Post`, `Size` or `Label`, near UIKit's `Font`,
    /// `CGSize` and `UILabel`. The warning names the type one letter or a framework prefix
    /// away (`Strng`, `Size`), not a wider guess (`Post`); only text that spells no type is
    /// an error.
    func testParamTypesOfTheAppAreReadAsAnyWithAWarning() {
        for written in ["[String: Any]", "Dictionary&lt;String, Int&gt;"] {
            XCTAssertEqual(unreadParamType(written), "Any", written)
        }
        let fixture = CompilerFixture(template: """
        <UIView>
            <param name="user" type="User"/>
            <param name="theme" type="MyApp.Theme"/>
            <param name="users" type="[User]"/>
            <param name="typo" type="Strng"/>
            <param name="garbage" type="12x"/>
            <param name="post" type="Post"/>
            <param name="size" type="Size"/>
            <param name="label" type="Label"/>
            <param name="bracket" type="Int]"/>
            <UILabel text="{user.name}" textColor="{theme.ink}" numberOfLines="{users.count}"/>
            <UILabel text="{post.title}" width="{size.width}" textColor="{label.ink}"/>
        </UIView>
        """)
        let unchecked = "which no manifest declares, so its value is read as Any and its uses are not type-checked; "
        let declare = "declare it under 'types:' in a manifest, with its members, to check them [untyped-param]"
        XCTAssertEqual(fixture.messages(), [
            "T.xml:2:30: warning: param 'user' has type 'User', \(unchecked)\(declare)",
            "T.xml:3:31: warning: param 'theme' has type 'MyApp.Theme', \(unchecked)\(declare)",
            "T.xml:4:31: warning: param 'users' has type 'User', \(unchecked)\(declare)",
            "T.xml:5:30: warning: param 'typo' has type 'Strng', \(unchecked)if you meant 'String', write that; otherwise \(declare)",
            "T.xml:6:33: error: unknown type '12x' of param 'garbage' [unknown-type]",
            "T.xml:7:30: warning: param 'post' has type 'Post', \(unchecked)\(declare)",
            "T.xml:8:30: warning: param 'size' has type 'Size', \(unchecked)if you meant 'CGSize', write that; otherwise \(declare)",
            "T.xml:9:31: warning: param 'label' has type 'Label', \(unchecked)if you meant 'UILabel', write that; otherwise \(declare)",
            "T.xml:10:33: error: unknown type 'Int]' of param 'bracket' [unknown-type]",
        ])
    }

    /// The type of a param `p` of type `written` that nothing reads, asserting that the
    /// template's only finding is that `p` is unused.
    private func unreadParamType(_ written: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let result = CompilerFixture(template: "<UIView><param name=\"p\" type=\"\(written)\"/></UIView>").compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:1:10: warning: param 'p' is never read in its template; remove it or read it in an expression [unused-param]",
        ], file: file, line: line)
        return result.template?.params.first?.type.displayName
    }

    func testAnArrayParamTakesAList() {
        let template = assertCompiles("""
        <UIView sizes="1, 2, 3">
            <param name="sizes" type="Array&lt;Int&gt;"/>
            <UIView width="sizes[1] * 10"/>
        </UIView>
        """)
        XCTAssertEqual(template?.params.first.map { "\($0.name): \($0.type.displayName)" }, "sizes: [Int]")
        XCTAssertEqual(template?.params.first?.value.map { evaluate($0.expression, inputs: [:]) }, "[1, 2, 3]")
    }
}

extension LayoutFidelityTests {
    // MARK: Names read as inputs where a case or a color was expected

    static let unknownNames = """
    <UIView>
        <UILabel textAlignment="middle" textColor="blu"/>
        <UILabel textAlignment="isRTL ? right : centre" backgroundColor="brandColor"/>
    </UIView>
    """

    func testNamesThatAreNoCaseOrColorAreInputsWithAWarning() {
        let result = CompilerFixture(template: Self.unknownNames).compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:29: warning: 'middle' is not a case of NSTextAlignment, so it is read as an input of that name; valid cases are left, center, right, justified, natural [enum-case-as-input]",
            "T.xml:2:48: warning: 'blu' is not a color name, so it is read as an input of that name; did you mean 'blue'? [color-name-as-input]",
            "T.xml:3:45: warning: 'centre' is not a case of NSTextAlignment, so it is read as an input of that name; did you mean 'center'? [enum-case-as-input]",
        ])
        XCTAssertEqual(inputs(result.template), ["blu: Color", "brandColor: Color?", "centre: NSTextAlignment", "isRTL: Bool", "middle: NSTextAlignment"])
    }

    func testNamesThatReadLikeVariablesDrawNoWarning() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView>
            <UITableView style="tableStyle"/>
            <UILabel textAlignment="{middle}" lineBreakMode="isShort ? mode : byClipping"/>
        </UIView>
        """).messages(), [])
    }

    func testStrictModeMakesThemErrors() {
        var fixture = CompilerFixture(template: Self.unknownNames)
        fixture.strict = true
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [
            "T.xml:2:29: error: 'middle' is not a case of NSTextAlignment, so it is read as an input of that name; valid cases are left, center, right, justified, natural [enum-case-as-input]",
            "T.xml:2:48: error: 'blu' is not a color name, so it is read as an input of that name; did you mean 'blue'? [color-name-as-input]",
            "T.xml:3:45: error: 'centre' is not a case of NSTextAlignment, so it is read as an input of that name; did you mean 'center'? [enum-case-as-input]",
        ])
        XCTAssertNil(result.template)
    }

    func testAPathThroughAnUnavailablePropertyIsUnknown() {
        XCTAssertEqual(CompilerFixture(template: "<UIView><UIView top=\"frame.foo.bar\" left=\"center.x\"/></UIView>").messages(), [
            "T.xml:1:22: error: unknown property 'frame.foo.bar' of UIView; Layout manages the frame; use top, left, width and height instead [unknown-property]",
        ])
    }

    /// Layout marks `backgroundColor` unavailable on `UITableViewHeaderFooterView`, so setting
    /// it fails at run time with a hint to colour the content view (Layout's
    /// UITableView+Layout.swift, as the README's header example sets
    /// `backgroundView.backgroundColor`); the content and background views' colours stay settable.
    func testAHeaderFooterViewsBackgroundColorIsUnavailable() {
        XCTAssertEqual(CompilerFixture(template: """
        <UITableView>
            <UITableViewHeaderFooterView backgroundColor="red" reuseIdentifier="header"/>
            <UITableViewHeaderFooterView contentView.backgroundColor="red" backgroundView.backgroundColor="#fff" reuseIdentifier="footer"/>
        </UITableView>
        """).messages(), [
            "T.xml:2:34: error: 'backgroundColor' is not available on UITableViewHeaderFooterView; "
                + "Layout does not support it there; set contentView.backgroundColor instead [unavailable-property]",
        ])
    }

    /// Layout's UIStackView+Layout.swift marks the drawing properties of a stack view
    /// unavailable (it is a non-drawing view, as Layout's README says), so setting one fails
    /// at run time; its children keep theirs.
    func testAStackViewsDrawingPropertiesAreUnavailable() {
        let hint = "a UIStackView draws nothing, so Layout does not set it; put the stack view in a UIView and set it on that view [unavailable-property]"
        XCTAssertEqual(CompilerFixture(template: """
        <UIView>
            <UIStackView backgroundColor="red" layer.cornerRadius="4" layer.shadowOffset.height="2" contentMode="center" axis="vertical">
                <UILabel backgroundColor="red" layer.cornerRadius="4" text="Kept"/>
            </UIStackView>
        </UIView>
        """).messages(), [
            "T.xml:2:18: error: 'backgroundColor' is not available on UIStackView; " + hint,
            "T.xml:2:40: error: 'layer.cornerRadius' is not available on UIStackView; " + hint,
            "T.xml:2:63: error: 'layer.shadowOffset.height' is not available on UIStackView; " + hint,
            "T.xml:2:93: error: 'contentMode' is not available on UIStackView; " + hint,
        ])
    }

    /// Where the property's enum has a case named `auto`, the bare name is that case, as
    /// Layout looks enum names up in the type's own values (`cameraFlashMode`'s off, auto, on
    /// in Layout's RuntimeTypes.swift); elsewhere `auto` stays the frame keyword.
    func testAnEnumsOwnAutoCaseIsThatCase() {
        let template = assertCompiles("""
        <UIImagePickerController cameraFlashMode="auto"/>
        """)
        XCTAssertEqual(value(template, "cameraFlashMode"), "auto")
        XCTAssertEqual(CompilerFixture(template: "<UIView><UILabel numberOfLines=\"auto\"/></UIView>").messages(), [
            "T.xml:1:33: error: 'auto' is not allowed in 'numberOfLines'; it is allowed only in frame properties, 'contentSize.*' and properties ending in left, right, x, width, top, bottom, y or height [type-mismatch]",
        ])
    }

    /// Layout's extra spellings of cases (RuntimeTypes.swift): `url` for the URL keyboard
    /// and `allowsIndirectInteraction`, its name for the allowsDirectInteraction trait.
    func testLayoutsAliasesOfCasesAreCases() {
        let template = assertCompiles("""
        <UIView accessibilityTraits="button, allowsIndirectInteraction">
            <UITextField keyboardType="url"/>
            <UITextView keyboardType="url"/>
            <UISearchBar keyboardType="url"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, "accessibilityTraits"), value(assertCompiles("""
        <UIView accessibilityTraits="button, allowsDirectInteraction"/>
        """), "accessibilityTraits"))
        XCTAssertEqual(value(template, node: 1, "keyboardType"), "url")
    }

    /// Layout creates a share sheet from its `activityItems` and `applicationActivities`
    /// constructor parameters (UIViewController+Layout.swift's UIActivityViewController
    /// parameterTypes); they were undeclared properties, errors with --strict.
    func testAShareSheetsActivityItemsAreConstructorParameters() {
        var fixture = CompilerFixture(template: """
        <UIActivityViewController activityItems="{items}" applicationActivities="{activities}"/>
        """)
        fixture.strict = true
        XCTAssertEqual(fixture.messages(), [])
        XCTAssertEqual(fixture.compile().template?.nodes[0].properties.filter { $0.role == .parameter }.map(\.keyPath),
                       ["activityItems", "applicationActivities"])
    }

    /// A collection view controller's `collectionViewLayout` is settable, as Layout's
    /// UICollectionView+Layout.swift types it and creates the controller with it; its
    /// members stay settable beside it.
    func testACollectionViewControllersLayoutIsSettable() {
        let template = assertCompiles("""
        <UICollectionViewController collectionViewLayout="{layout}" collectionViewLayout.itemSize.width="40"/>
        """)
        XCTAssertEqual(keyPaths(template), ["collectionViewLayout", "collectionViewLayout.itemSize.width"])
    }

    // MARK: Enums Layout types as Int

    /// Layout has no names for newer enums (UIView+Layout.swift, UIButton's `role`), so it
    /// types them as `Int` and sets them from integers; an integer that is a raw value of
    /// the enum sets that case, beside the case names.
    func testAnIntegerRawValueSetsTheEnumCase() {
        let template = assertCompiles("""
        <UIView overrideUserInterfaceStyle="2">
            <UIButton role="3" preferredBehavioralStyle="{1}"/>
            <UIDatePicker preferredDatePickerStyle="0"/>
            <UILabel preferredVibrancy="1" overrideUserInterfaceStyle="dark"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, "overrideUserInterfaceStyle"), "dark")
        XCTAssertEqual(template?.nodes[0].properties.first { $0.keyPath == "overrideUserInterfaceStyle" }?.value.expression.kind,
                       .literal(.enumCase(type: "UIUserInterfaceStyle", name: "dark")))
        XCTAssertEqual(value(template, node: 1, "role"), "destructive")
        XCTAssertEqual(value(template, node: 1, "preferredBehavioralStyle"), "pad")
        XCTAssertEqual(value(template, node: 2, "preferredDatePickerStyle"), "automatic")
        XCTAssertEqual(value(template, node: 3, "preferredVibrancy"), "automatic")
        XCTAssertEqual(value(template, node: 3, "overrideUserInterfaceStyle"), "dark")
    }

    /// Layout types a label's `lineBreakStrategy` and a web view's `dataDetectorTypes` as
    /// `Int` too: an integer made of the options' raw values sets those options (shown on
    /// a text view, whose data detector types share the web view's type).
    func testAnIntegerOfRawValuesSetsTheOptions() {
        let template = assertCompiles("""
        <UIView>
            <UILabel lineBreakStrategy="3"/>
            <UITextView dataDetectorTypes="6"/>
            <UITextView dataDetectorTypes="0"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, node: 1, "lineBreakStrategy"), "hangulWordPriority, pushOut")
        XCTAssertEqual(value(template, node: 2, "dataDetectorTypes"), "address, link")
        XCTAssertEqual(value(template, node: 3, "dataDetectorTypes"), "")
    }

    /// An integer that is no raw value of the enum is an error listing the cases and their
    /// raw values, and so is one not made of an option set's raw values. Accessibility
    /// traits take names only: Layout's caster for them (RuntimeTypes.swift) takes a trait
    /// or an array of traits, and casts no number.
    func testAnIntegerThatIsNoRawValueIsAnError() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView overrideUserInterfaceStyle="5">
            <UILabel textAlignment="7" lineBreakStrategy="4"/>
            <UITextField keyboardAppearance="3" accessibilityTraits="1"/>
        </UIView>
        """).messages(), [
            "T.xml:1:37: error: 'overrideUserInterfaceStyle' expects UIUserInterfaceStyle, got Int '5'; expected a case or the raw value of one: unspecified (0), light (1), dark (2) [type-mismatch]",
            "T.xml:2:29: error: 'textAlignment' expects NSTextAlignment, got Int '7'; expected a case or the raw value of one: left (0), center (1), right (2), justified (3), natural (4) [type-mismatch]",
            "T.xml:2:51: error: 'lineBreakStrategy' expects NSLineBreakStrategy, got Int '4'; expected an integer made of the raw values of its options: pushOut (1), hangulWordPriority (2), standard (65535) [type-mismatch]",
            "T.xml:3:38: error: 'keyboardAppearance' expects UIKeyboardAppearance, got Int '3'; expected a case or the raw value of one: default (0), dark (1), light (2) [type-mismatch]",
            "T.xml:3:62: error: 'accessibilityTraits' expects UIAccessibilityTraits, got Int '1' [type-mismatch]",
        ])
    }

    /// An Int expression sets those enums and option sets too (Layout casts the value to
    /// `Int`): the case or options its raw value stands for when it runs, and an error
    /// naming the type, the value and the raw values when it stands for none.
    func testAnIntExpressionSetsTheCaseOfItsRawValue() {
        let template = assertCompiles("""
        <UIView overrideUserInterfaceStyle="{style}">
            <param name="style" type="Int"/>
            <param name="n" type="Int"/>
            <UIButton role="{n + 1}"/>
            <UILabel lineBreakStrategy="{n}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, "overrideUserInterfaceStyle", inputs: ["style": .int(2)]), "dark")
        XCTAssertEqual(value(template, "overrideUserInterfaceStyle", inputs: ["style": .int(7)]),
                       "error: 7 is not a raw value of UIUserInterfaceStyle; expected a case or the raw value of one: unspecified (0), light (1), dark (2)")
        XCTAssertEqual(value(template, node: 1, "role", inputs: ["n": .int(2)]), "destructive")
        XCTAssertEqual(value(template, node: 2, "lineBreakStrategy", inputs: ["n": .int(3)]), "hangulWordPriority, pushOut")
    }

    /// Text is no raw value: Layout's `Int` cast does not read a String as a number.
    func testATextExpressionIsNoRawValue() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView overrideUserInterfaceStyle="{name}">
            <param name="name" type="String"/>
        </UIView>
        """).messages(), [
            "T.xml:1:38: error: 'overrideUserInterfaceStyle' expects UIUserInterfaceStyle, got String 'name' [type-mismatch]",
        ])
    }

    /// Layout's runtime cast sets the enums it names from their raw values too
    /// (RuntimeType's caster for RawRepresentable types), for constructor parameters and
    /// properties alike.
    func testTheEnumsLayoutNamesTakeTheirRawValues() {
        let template = assertCompiles("""
        <UIView>
            <param name="n" type="Int"/>
            <UILabel textAlignment="{n}" lineBreakMode="4"/>
            <UIButton type="{n + 1}" contentHorizontalAlignment="2"/>
            <UITableView style="{n}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, node: 1, "textAlignment", inputs: ["n": .int(1)]), "center")
        XCTAssertEqual(value(template, node: 1, "lineBreakMode"), "byTruncatingTail")
        XCTAssertEqual(value(template, node: 2, "type", inputs: ["n": .int(0)]), "system")
        XCTAssertEqual(value(template, node: 2, "contentHorizontalAlignment"), "right")
        XCTAssertEqual(value(template, node: 3, "style", inputs: ["n": .int(2)]), "insetGrouped")
    }

    /// The text input traits, bar styles, presentation styles and view modes Layout names
    /// (RuntimeTypes.swift) take their UIKit raw values too, for a literal and an Int
    /// alike; an alias case (UIKeyboardAppearance's `alert`, 1 as `dark` is) has none of
    /// its own, and an integer no case has is an error when it runs.
    func testTheUIKitEnumsTakeTheirRawValues() {
        let template = assertCompiles("""
        <UIView semanticContentAttribute="4" tintAdjustmentMode="{n - 7}">
            <param name="n" type="Int"/>
            <UITextField keyboardAppearance="{1}" returnKeyType="{n}" autocorrectionType="2" smartQuotesType="{n - 8}"/>
            <UIToolbar barStyle="{n - 7}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, "semanticContentAttribute"), "forceRightToLeft")
        XCTAssertEqual(value(template, "tintAdjustmentMode", inputs: ["n": .int(9)]), "dimmed")
        XCTAssertEqual(value(template, node: 1, "keyboardAppearance"), "dark")
        XCTAssertEqual(value(template, node: 1, "returnKeyType", inputs: ["n": .int(9)]), "done")
        XCTAssertEqual(value(template, node: 1, "returnKeyType", inputs: ["n": .int(12)]),
                       "error: 12 is not a raw value of UIReturnKeyType; expected a case or the raw value of one: default (0), go (1), google (2), join (3), next (4), route (5), search (6), send (7), yahoo (8), done (9), emergencyCall (10), continue (11)")
        XCTAssertEqual(value(template, node: 1, "autocorrectionType"), "yes")
        XCTAssertEqual(value(template, node: 1, "smartQuotesType", inputs: ["n": .int(9)]), "no")
        XCTAssertEqual(value(template, node: 2, "barStyle", inputs: ["n": .int(9)]), "blackTranslucent")
        XCTAssertEqual(value(template, node: 2, "barStyle", inputs: ["n": .int(10)]),
                       "error: 3 is not a raw value of UIBarStyle; expected a case or the raw value of one: default (0), black (1), blackTranslucent (2)")
    }

    /// So do the enums and option sets of the controls, lists, scroll views, bars and
    /// controllers Layout names (RuntimeTypes.swift), by their UIKit raw values.
    func testTheControlAndScrollViewEnumsTakeTheirRawValues() {
        let template = assertCompiles("""
        <UIView layer.maskedCorners="5">
            <param name="n" type="Int"/>
            <UIScrollView indicatorStyle="2" contentInsetAdjustmentBehavior="{n}"/>
            <UITextField clearButtonMode="3"/>
            <UIActivityIndicatorView style="101"/>
            <UIDatePicker datePickerMode="{n}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, "layer.maskedCorners"), "layerMinXMaxYCorner, layerMinXMinYCorner")
        XCTAssertEqual(value(template, node: 1, "indicatorStyle"), "white")
        XCTAssertEqual(value(template, node: 1, "contentInsetAdjustmentBehavior", inputs: ["n": .int(2)]), "never")
        XCTAssertEqual(value(template, node: 2, "clearButtonMode"), "always")
        XCTAssertEqual(value(template, node: 3, "style"), "large")
        XCTAssertEqual(value(template, node: 4, "datePickerMode", inputs: ["n": .int(2)]), "dateAndTime")
        XCTAssertEqual(value(template, node: 4, "datePickerMode", inputs: ["n": .int(5)]),
                       "error: 5 is not a raw value of UIDatePickerMode; expected a case or the raw value of one: time (0), date (1), dateAndTime (2), countDownTimer (3), yearAndMonth (4)")
    }

    // MARK: Values Layout's runtime cast converts

    /// Layout casts each value to its property's type when it runs (RuntimeType.cast):
    /// through NSNumber a Bool sets a number (1 or 0), a number sets a Bool (true unless
    /// zero), a Double sets an Int truncated toward zero, and an enum Layout types as
    /// `Int` takes any of them by raw value.
    func testNumbersAndBoolsConvertAsLayoutsCastConvertsThem() {
        let template = assertCompiles("""
        <UIView>
            <param name="flag" type="Bool"/>
            <param name="n" type="Int"/>
            <param name="x" type="Double"/>
            <UILabel numberOfLines="{x / 2}" tag="{flag}" alpha="{flag}" isHidden="{n}"/>
            <UIView isHidden="{x}" overrideUserInterfaceStyle="{x}" width="{flag}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, node: 1, "numberOfLines", inputs: ["x": .double(5)]), "2")
        XCTAssertEqual(value(template, node: 1, "numberOfLines", inputs: ["x": .double(-5)]), "-2")
        XCTAssertEqual(value(template, node: 1, "numberOfLines", inputs: ["x": .double(.infinity)]), "error: inf cannot be converted to Int")
        XCTAssertEqual(value(template, node: 1, "tag", inputs: ["flag": .bool(true)]), "1")
        XCTAssertEqual(value(template, node: 1, "alpha", inputs: ["flag": .bool(false)]), "0")
        XCTAssertEqual(value(template, node: 1, "isHidden", inputs: ["n": .int(3)]), "true")
        XCTAssertEqual(value(template, node: 2, "isHidden", inputs: ["x": .double(0)]), "false")
        XCTAssertEqual(value(template, node: 2, "overrideUserInterfaceStyle", inputs: ["x": .double(1.5)]), "light")
        XCTAssertEqual(value(template, node: 2, "width", inputs: ["flag": .bool(true)]), "1")
    }

    /// Layout reads a text where a color is expected as the name of a color asset
    /// (LayoutExpression's color expressions), found when it runs.
    func testATextSetsAColorByAssetName() {
        let template = assertCompiles("""
        <UIView backgroundColor="{name}" tintColor="{flag ? 'brand' : name}">
            <param name="name" type="String"/>
            <param name="flag" type="Bool"/>
        </UIView>
        """)
        let name = TypedExpression(.reference(.parameter("name")), type: .string, span: SourceSpan(file: "T.xml", line: 1, column: 27, offset: 26, length: 4))
        XCTAssertEqual(template?.nodes[0].properties.first { $0.keyPath == "backgroundColor" }?.value.expression.kind,
                       .colorAsset(name: name, fallback: nil))
        XCTAssertEqual(value(template, "backgroundColor", inputs: ["name": .string("missing")]), "error: unknown color asset 'missing'")
        XCTAssertEqual(value(template, "tintColor", inputs: ["flag": .bool(true)]), "error: unknown color asset 'brand'")
    }

    /// An optional value sets what its value sets through Layout's cast (an optional text
    /// a color by asset name, an optional Int an enum by raw value or a Bool, an optional
    /// Double an Int, an optional Bool a number); its nil is Trellis's nil for the property:
    /// a nil color fails and leaves the color unset (PeerKnownIssues.nilColor), as a nil
    /// enum, Int or number does.
    func testOptionalsSetWhatTheirValuesSet() {
        let template = assertCompiles("""
        <UIView backgroundColor="{c}">
            <param name="c" type="String?"/>
            <param name="n" type="Int?"/>
            <param name="d" type="Double?"/>
            <param name="b" type="Bool?"/>
            <UILabel textAlignment="{n}" numberOfLines="{d}" alpha="{b}" isHidden="{n}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, "backgroundColor", inputs: ["c": .string("brand")]), "error: unknown color asset 'brand'")
        XCTAssertEqual(value(template, "backgroundColor", inputs: ["c": .nil]), "error: nil where Color is required")
        XCTAssertEqual(value(template, node: 1, "textAlignment", inputs: ["n": .int(1)]), "center")
        XCTAssertEqual(value(template, node: 1, "textAlignment", inputs: ["n": .nil]), "error: nil where NSTextAlignment is required")
        XCTAssertEqual(value(template, node: 1, "isHidden", inputs: ["n": .int(0)]), "false")
        XCTAssertEqual(value(template, node: 1, "numberOfLines", inputs: ["d": .double(2.7)]), "2")
        XCTAssertEqual(value(template, node: 1, "numberOfLines", inputs: ["d": .nil]), "error: nil where Int is required")
        XCTAssertEqual(value(template, node: 1, "alpha", inputs: ["b": .bool(true)]), "1")
        XCTAssertEqual(value(template, node: 1, "alpha", inputs: ["b": .nil]), "error: nil where Double is required")
    }

    /// Layout's `?:` yields either branch's value as it is, so branches of different types
    /// make a text; what Layout's cast rejects stays an error (a String for a number).
    func testBranchesOfDifferentTypesMakeAText() {
        let template = assertCompiles("""
        <UILabel text="{count > 0 ? count : 'none'}">
            <param name="count" type="Int"/>
        </UILabel>
        """)
        XCTAssertEqual(value(template, "text", inputs: ["count": .int(3)]), "3")
        XCTAssertEqual(value(template, "text", inputs: ["count": .int(0)]), "none")
        XCTAssertEqual(CompilerFixture(template: """
        <UILabel alpha="{name}" numberOfLines="{flag ? 1 : name}">
            <param name="name" type="String"/>
            <param name="flag" type="Bool"/>
        </UILabel>
        """).messages(), [
            "T.xml:1:18: error: 'alpha' expects Double, got String 'name' [type-mismatch]",
            "T.xml:1:52: error: 'numberOfLines' expects Int, got String 'name' [type-mismatch]",
        ])
    }

    /// What Layout's cast rejects stays an error: a struct takes only a value of that struct
    /// (RuntimeType.swift cast(_:), `.struct`: an NSValue of the struct's objCType), so no
    /// number sets insets, an offset or a size.
    func testANumberSetsNoStruct() {
        XCTAssertEqual(CompilerFixture(template: """
        <UIView layer.shadowOffset="{5}">
            <param name="n" type="Int"/>
            <UIScrollView contentInset="{10}" contentOffset="{n}"/>
        </UIView>
        """).messages(), [
            "T.xml:1:30: error: 'layer.shadowOffset' expects CGSize, got Int '5' [type-mismatch]",
            "T.xml:3:34: error: 'contentInset' expects UIEdgeInsets, got Int '10' [type-mismatch]",
            "T.xml:3:55: error: 'contentOffset' expects CGPoint, got Int 'n' [type-mismatch]",
        ])
    }

    // MARK: A subview's center

    /// Layout marks only a view's own `center` unavailable (UIView+Layout.swift), not the
    /// members of a subview's center, so `titleLabel.center.y` sets the label's center; the
    /// node's own center.x and center.y stay frame properties.
    func testTheMembersOfASubviewsCenterAreSettable() {
        let template = assertCompiles("""
        <UIView center.x="50%" center.y="20">
            <UIButton titleLabel.center.y="10" imageView.center.x="{4 + 1}"/>
        </UIView>
        """)
        XCTAssertEqual(keyPaths(template), ["center.x", "center.y"])
        XCTAssertEqual(value(template, "center.y"), "20")
        XCTAssertEqual(keyPaths(template, node: 1), ["imageView.center.x", "titleLabel.center.y"])
        XCTAssertEqual(value(template, node: 1, "titleLabel.center.y"), "10")
        XCTAssertEqual(value(template, node: 1, "imageView.center.x"), "5")
    }

    /// A view's own `center` and a subview's whole `center` stay unavailable, with the hint.
    func testACenterItselfStaysUnavailable() {
        let hint = "Layout manages the center; use center.x and center.y, or top, left, width and height instead [unavailable-property]"
        XCTAssertEqual(CompilerFixture(template: """
        <UIView>
            <UIButton center="{point}" titleLabel.center="{point}"/>
        </UIView>
        """).messages(), [
            "T.xml:2:15: error: 'center' is not available on UIButton; " + hint,
            "T.xml:2:32: error: 'titleLabel.center' is not available on UIButton; " + hint,
        ])
    }

    // MARK: Layout's symbols

    /// UIFont's sizes are numbers in a font, as Layout reads the class property
    /// (LayoutExpression.swift's static constants), and a quoted key reads a member of a
    /// dictionary constant (AnyExpression's dictionary subscript); both were warnings or
    /// errors: two undeclared-font warnings, and "the subscript index expects Int".
    func testUIFontSizesAndDictionaryKeysReadAsInLayout() {
        let template = assertCompiles("""
        <UIView>
            <UILabel font="{UIFont.systemFontSize} bold" text="{user['name']}"/>
            <UIView width="UIFont.labelFontSize * 2" height="10"/>
        </UIView>
        """)
        let user = Value.structure(type: "User", members: ["name": .string("Ada")])
        XCTAssertEqual(value(template, node: 1, "font"), "System bold 14")
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["user": user]), "Ada")
        XCTAssertEqual(value(template, node: 2, "width"), "34")
    }

    /// A component author declares the number constants of their own types with
    /// `constants:`, read as Layout reads a class property (`Theme.spacing`); a name the
    /// type does not declare stays an error.
    func testConstantsDeclaredInAManifestAreNumbers() {
        let manifest = "types:\n  Theme: {opaque: true, constants: {spacing: 8, ratio: 1.5}}\n"
        let loaded = RegistryLoader().load(sources: BuiltinManifests.sources + [("<test>/Theme.yaml", manifest)])
        XCTAssertEqual(loaded.diagnostics, [])
        var fixture = CompilerFixture(template: "<UIView width=\"Theme.spacing * 2\" alpha=\"{Theme.ratio / 3}\"/>")
        fixture.registry = loaded.registry
        let result = fixture.compile()
        XCTAssertEqual(render(result.diagnostics), [])
        XCTAssertEqual(value(result.template, "width"), "16")
        XCTAssertEqual(value(result.template, "alpha"), "0.5")
        fixture.files = ["T.xml": "<UIView width=\"Theme.margin\"/>"]
        XCTAssertEqual(fixture.messages(), [
            "T.xml:1:22: error: type 'Theme' has no constant 'margin' whose value is known here; Layout looks it up as the class "
                + "property 'margin' or 'marginTheme' of Theme when the template runs: pass the value as an input instead, such as "
                + "'{margin}' [unknown-symbol]",
        ])
    }

    /// UIKit's constant names for text styles (`UIFontTextStyleBody`, `UICTFontTextStyleTitle1`)
    /// are no font words in Layout: LayoutExpression.swift's fontPart(for:) looks a word up in
    /// RuntimeType.uiFontTextStyle, keyed by the short names (`body`, `title1`), and
    /// UIFont(name:) finds no such font, so Layout throws "Invalid font name or specifier".
    /// The warning stays, and names the short name to write.
    func testUIKitTextStyleConstantNamesAreNoFontWords() {
        let unknown = "is no font family, weight, trait, text style or named font, so it is read as a font your app bundles "
            + "or a font of yours on UIFont, which is not known here; to check it, declare it in a manifest in a Components folder, "
        XCTAssertEqual(CompilerFixture(template: """
        <UIView>
            <UILabel font="UIFontTextStyleBody"/>
            <UILabel font="UICTFontTextStyleTitle1 bold"/>
            <UILabel font="UIFontTextStyleBodyText"/>
        </UIView>
        """).messages(), [
            "T.xml:2:20: warning: 'UIFontTextStyleBody' \(unknown)such as 'fonts: {families: [UIFontTextStyleBody]}'; "
                + "if you meant the text style, write 'body' [undeclared-font]",
            "T.xml:3:20: warning: 'UICTFontTextStyleTitle1' \(unknown)such as 'fonts: {families: [UICTFontTextStyleTitle1]}'; "
                + "if you meant the text style, write 'title1' [undeclared-font]",
            "T.xml:4:20: warning: 'UIFontTextStyleBodyText' \(unknown)such as 'fonts: {families: [UIFontTextStyleBodyText]}' [undeclared-font]",
        ])
    }

    /// A key known only when the template runs subscripts a value of unknown type, as
    /// AnyExpression's subscript does (a dictionary by any key, an array by an Int): this
    /// was "T.xml:3:26: error: the subscript index expects Int, got String 'key'". A String
    /// key on a String array stays an error, as Layout's "incompatible index type" is.
    func testAKeyKnownWhenTheTemplateRunsSubscriptsAValueOfUnknownType() {
        let template = assertCompiles("""
        <UIView>
            <param name="key" type="String"/>
            <UILabel text="{user[key]}"/>
        </UIView>
        """)
        let user = Value.structure(type: "User", members: ["name": .string("Ada")])
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["user": user, "key": .string("name")]), "Ada")
        XCTAssertEqual(value(template, node: 1, "text", inputs: ["user": user, "key": .string("age")]), "")
        XCTAssertEqual(CompilerFixture(template: """
        <UIView>
            <param name="key" type="String"/>
            <param name="names" type="[String]"/>
            <UILabel text="{names[key]}"/>
        </UIView>
        """).messages(), ["T.xml:4:27: error: the subscript index expects Int, got String 'key' [type-mismatch]"])
    }

    /// A missing member reads nil, as Layout's dictionary subscript gives `self[key] as Any`,
    /// and `??` then falls back, as AnyExpression's `??` does for nil: the labels read ""
    /// and "none" (a quoted key was "User value has no member 'age'"), the alpha 0.5 (it
    /// was "nil where Double is required": the nil was converted to a Double before `??`).
    func testAMissingMemberReadsNilAndCoalescingFallsBack() {
        let template = assertCompiles("""
        <UIView>
            <param name="key" type="String"/>
            <UILabel text="{user['age']}"/>
            <UILabel text="{user[key] ?? 'none'}"/>
            <UILabel text="{user['age'] ?? 'none'}"/>
            <UIView alpha="user[key] ?? 0.5"/>
        </UIView>
        """)
        let inputs: [String: Value] = ["user": .structure(type: "User", members: ["name": .string("Ada")]), "key": .string("age")]
        XCTAssertEqual(value(template, node: 1, "text", inputs: inputs), "")
        XCTAssertEqual(value(template, node: 2, "text", inputs: inputs), "none")
        XCTAssertEqual(value(template, node: 3, "text", inputs: inputs), "none")
        XCTAssertEqual(value(template, node: 2, "text", inputs: inputs.merging(["key": .string("name")]) { $1 }), "Ada")
        XCTAssertEqual(value(template, node: 4, "alpha", inputs: inputs), "0.5")
    }

    /// Text set from an array reads as Layout's `stringify` writes it: `[1, 2]`, strings
    /// unquoted; it was `1, 2`.
    func testAnArrayIsTextInBrackets() {
        let template = assertCompiles("""
        <UIView>
            <UILabel text="{[1, 2]}"/>
            <UILabel text="items: {['a', 2.5]}"/>
        </UIView>
        """)
        XCTAssertEqual(value(template, node: 1, "text"), "[1, 2]")
        XCTAssertEqual(value(template, node: 2, "text"), "items: [a, 2.5]")
    }
}
