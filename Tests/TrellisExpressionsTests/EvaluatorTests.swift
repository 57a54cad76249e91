import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

/// Evaluation semantics: IEEE division, Int overflow and remainders, subscripts, nil,
/// custom functions, binding and constant folding. Every failure is an error at a column.
final class EvaluatorTests: XCTestCase {
    func testDivisionFollowsIEEE() {
        XCTAssertEqual(outcome("1 / 0", .double), "inf")
        XCTAssertEqual(outcome("-1 / 0", .double), "-inf")
        XCTAssertEqual(outcome("0 / 0", .double), "nan")
        XCTAssertEqual(outcome("7 / 2", .double), "3.5")
        XCTAssertEqual(outcome("5.5 % 0", .double), "nan")
        XCTAssertEqual(outcome("7.5 % 2", .double), "1.5")
    }

    /// An image's name built from text and `{…}` (Layout's ImageExpressionTests): an Image
    /// value in it, which the checker cannot see in an input of unknown type, fails there.
    func testAnImageInAnImageNameIsAnError() {
        let name = Check("{icon} // test", .image, property: "image", attribute: true)
        XCTAssertEqual(outcome(name, ["icon": .image("rocket")]), "runtime 2: an Image cannot be part of an image name; give it alone, in braces")
        XCTAssertEqual(outcome(name, ["icon": .string("rocket")]), "rocket // test")
        XCTAssertEqual(outcome(Check("{icon}", .image, property: "image", attribute: true), ["icon": .image("rocket")]), "rocket")
    }

    func testIntOverflowAndRemainderAreErrors() {
        XCTAssertEqual(outcome("a + 1", .int, ["a": .int(Int.max)]), "runtime 1: integer overflow in '+'")
        XCTAssertEqual(outcome("a * 2", .int, ["a": .int(Int.min)]), "runtime 1: integer overflow in '*'")
        XCTAssertEqual(outcome("-a", .int, ["a": .int(Int.min)]), "runtime 1: integer overflow in '-'")
        XCTAssertEqual(outcome("abs(a)", .int, ["a": .int(Int.min)]), "runtime 1: integer overflow in 'abs'")
        XCTAssertEqual(outcome("7 % a", .int, ["a": .int(0)]), "runtime 1: remainder by zero")
        XCTAssertEqual(outcome("a % -1", .int, ["a": .int(Int.min)]), "runtime 1: integer overflow in '%'")
        XCTAssertEqual(outcome("mod(7, a)", .int, ["a": .int(0)]), "runtime 1: remainder by zero")
        XCTAssertEqual(outcome("7 % 3", .int), "1")
        XCTAssertEqual(outcome("-7 % 3", .int), "-1")
    }

    /// A Double where an Int is expected is truncated toward zero, as Layout's `Int` cast
    /// truncates it.
    func testWholeNumberConversions() {
        XCTAssertEqual(outcome("2.5", .int), "2")
        XCTAssertEqual(outcome("-7 / 2", .int), "-3")
        XCTAssertEqual(outcome("floor(7 / 2)", .int), "3")
        XCTAssertEqual(outcome("round(2.5)", .int), "3")
        XCTAssertEqual(outcome("ceil(a)", .int, ["a": .double(1e300)]), "runtime 1: 1e+300 cannot be converted to Int")
        XCTAssertEqual(outcome("n + 1", .int, ["n": .double(2)]), "3")
        XCTAssertEqual(outcome("n + 1", .int, ["n": .double(2.5)]), "runtime 1: expected an Int, got 2.5")
        XCTAssertEqual(outcome("n + 1", .int, ["n": .double(0x1p63)]), "runtime 1: expected an Int, got 9.223372036854776e+18, which is out of Int's range")
    }

    func testSubscriptsOutOfRange() {
        let items: [String: Value] = ["items": .array([.string("a"), .string("b"), .string("c")])]
        XCTAssertEqual(outcome("items[3]", .string, items), "runtime 1: index 3 is out of range for an array of 3 elements")
        XCTAssertEqual(outcome("items[-1]", .string, items), "runtime 1: index -1 is out of range for an array of 3 elements")
        XCTAssertEqual(outcome("items[1...3]", .array(.string), items), "runtime 1: range 1...3 is out of bounds for an array of 3 elements")
        XCTAssertEqual(outcome("items[a...1]", .array(.string), items.merging(["a": .int(2)]) { $1 }), "runtime 1: range 2...1 is out of bounds for an array of 3 elements")
        XCTAssertEqual(outcome("'héllo'[5]", .string), "runtime 1: index 5 is out of range for a string of 5 characters")
        XCTAssertEqual(outcome("'héllo'[1]", .string), "é")
        XCTAssertEqual(outcome("'héllo'[..<9]", .string), "runtime 1: range ..<9 is out of bounds for a string of 5 characters")
        XCTAssertEqual(outcome("'héllo'[1..<3]", .string), "él")
        XCTAssertEqual(outcome("items[a]", .string, ["items": .int(3), "a": .int(0)]), "runtime 1: cannot subscript Int '3'")
    }

    func testNilWhereAValueIsRequired() {
        XCTAssertEqual(outcome("width + 1", .double, ["width": .nil]), "runtime 1: nil where a number is required")
        XCTAssertEqual(outcome("col ?? #fff", .color, ["col": .nil]), "#ffffffff")
        XCTAssertEqual(outcome("flag ? 1 : 2", .int, ["flag": .nil]), "runtime 1: nil where a Bool is required")
    }

    func testWrongInputTypesAreErrors() {
        XCTAssertEqual(outcome("count + 1", .double, ["count": .string("x")]), "runtime 1: expected a number, got String 'x'")
        XCTAssertEqual(outcome("!flag", .bool, ["flag": .int(3)]), "runtime 2: expected a Bool, got Int '3'")
    }

    /// An Int where an enum or option set with `rawValues:` is expected, as Layout sets the
    /// enums it types as `Int`: the case (or the options) its raw value stands for when it
    /// runs; an integer that stands for none is an error naming the type, the value and the
    /// raw values. A value of unknown type may hold the integer or the case itself.
    func testAnIntConvertsToTheCaseOfItsRawValue() {
        var style = Check("style", .enumeration("UIUserInterfaceStyle"))
        style.scope = DictionaryScope(["style": .int])
        XCTAssertEqual(outcome(style, ["style": .int(2)]), "dark")
        XCTAssertEqual(outcome(style, ["style": .int(5)]),
                       "runtime 1: 5 is not a raw value of UIUserInterfaceStyle; expected a case or the raw value of one: unspecified (0), light (1), dark (2)")
        var optionalStyle = Check("n + 1", .optional(.enumeration("UIUserInterfaceStyle")))
        optionalStyle.scope = DictionaryScope(["n": .int])
        XCTAssertEqual(outcome(optionalStyle, ["n": .int(0)]), "light")
        var strategy = Check("n * 3", .options("NSLineBreakStrategy"))
        strategy.scope = DictionaryScope(["n": .int])
        XCTAssertEqual(outcome(strategy, ["n": .int(1)]), "hangulWordPriority, pushOut")
        XCTAssertEqual(outcome(strategy, ["n": .int(0)]), "")
        XCTAssertEqual(outcome(strategy, ["n": .int(2)]),
                       "runtime 1: 6 is not a raw value of NSLineBreakStrategy; expected an integer made of the raw values of its options: pushOut (1), hangulWordPriority (2), standard (65535)")
        var strategyOf = Check("n", .options("NSLineBreakStrategy"))
        strategyOf.scope = DictionaryScope(["n": .int])
        XCTAssertEqual(outcome(strategyOf, ["n": .int(65535)]), "hangulWordPriority, pushOut, standard")
        XCTAssertEqual(outcome(strategyOf, ["n": .int(-1)]),
                       "runtime 1: -1 is not a raw value of NSLineBreakStrategy; expected an integer made of the raw values of its options: pushOut (1), hangulWordPriority (2), standard (65535)")
        var unknown = Check("value", .enumeration("UIUserInterfaceStyle"))
        unknown.scope = DictionaryScope(["value": .any])
        XCTAssertEqual(outcome(unknown, ["value": .int(1)]), "light")
        XCTAssertEqual(outcome(unknown, ["value": .enumCase(type: "UIUserInterfaceStyle", name: "dark")]), "dark")
        XCTAssertEqual(outcome(unknown, ["value": .string("dark")]), "runtime 1: expected UIUserInterfaceStyle, got String 'dark'")
        XCTAssertEqual(outcome(unknown, ["value": .nil]), "runtime 1: nil where UIUserInterfaceStyle is required")
    }

    /// A text where a color is expected names a color asset, as in Layout's color
    /// expressions; an asset that does not exist is an error where it is read.
    func testATextWhereAColorIsExpectedNamesAColorAsset() {
        var name = Check("name", .color)
        name.scope = DictionaryScope(["name": .string])
        XCTAssertEqual(outcome(name, ["name": .string("MyColor")]), "#ff0000ff")
        XCTAssertEqual(outcome(name, ["name": .string("Nope")]), "runtime 1: unknown color asset 'Nope'")
    }

    func testCustomFunctions() {
        XCTAssertEqual(outcome("fail() + 1", .int), "runtime 1: 'fail' failed: always fails")
        XCTAssertEqual(outcome("count(5)", .int), "runtime 1: 'count' failed: count() expects an Array or String")
        let typed = Check("uppercased('a')", .string).checked()?.typed
        XCTAssertThrowsError(try XCTUnwrap(typed).compile()) { error in
            XCTAssertEqual((error as? EvaluationError)?.message, "no implementation is registered for the function 'uppercased'")
            XCTAssertEqual((error as? EvaluationError)?.location?.column, 1)
        }
    }

    func testUnboundReferencesFailToCompile() throws {
        let typed = try XCTUnwrap(Check("a + b", .double).checked()?.typed)
        XCTAssertEqual(typed.references, [.input("a"), .input("b")])
        XCTAssertThrowsError(try CompiledExpression.compile(typed) { $0 == .input("a") ? 0 : nil }) { error in
            XCTAssertEqual((error as? EvaluationError)?.message, "'input b' is not bound to a value")
        }
    }

    func testEachSymbolIsBoundOnceInTextOrderAndEveryReadUsesItsOwnSlot() throws {
        let typed = try XCTUnwrap(Check("d - c * b + a * c - d + e", .double).checked()?.typed)
        XCTAssertEqual(typed.references, [.input("a"), .input("b"), .input("c"), .input("d"), .input("e")])
        var asked: [SymbolReference] = []
        let compiled = try CompiledExpression.compile(typed) { reference in
            asked.append(reference)
            return asked.count - 1
        }
        XCTAssertEqual(asked, typed.references)
        // a = 2, b = 3, c = 5, d = 7, e = 11: 7 - 15 + 10 - 7 + 11.
        let slots: [Value] = [.double(2), .double(3), .double(5), .double(7), .double(11)]
        XCTAssertEqual(try compiled.evaluateDouble(in: SlotEnvironment(slots: slots)), 6)
    }

    func testSlotsKnownBeforehandBindTheSymbolsAndAMissingOneFailsWhereItIsRead() throws {
        let typed = try XCTUnwrap(Check("a * 2 + b", .double).checked()?.typed)
        let compiled = try CompiledExpression.compile(typed, slots: [.input("a"): 1, .input("b"): 0])
        XCTAssertEqual(try compiled.evaluateDouble(in: SlotEnvironment(slots: [.double(1), .int(4)])), 9)
        XCTAssertThrowsError(try CompiledExpression.compile(typed, slots: [.input("a"): 0])) { error in
            XCTAssertEqual((error as? EvaluationError)?.message, "'input b' is not bound to a value")
            XCTAssertEqual((error as? EvaluationError)?.location?.column, 9)
        }
    }

    func testConstantFolding() throws {
        let constant = try XCTUnwrap(Check("1 + 2 * 3 > 6 ? 'yes' : 'no'", .string).checked()?.typed).compile()
        XCTAssertEqual(constant.constantValue, .string("yes"))
        let variable = try XCTUnwrap(Check("a + 2 * 3", .double).checked()?.typed).compile()
        XCTAssertNil(variable.constantValue)
        let failing = try XCTUnwrap(Check("'abc'[7]", .string).checked()?.typed).compile()
        XCTAssertNil(failing.constantValue)
        XCTAssertThrowsError(try failing.evaluate(in: SlotEnvironment()))
    }

    func testUnboxedEntryPoints() throws {
        let number = try XCTUnwrap(Check("a * 2 + 1", .double).checked()?.typed).compile()
        XCTAssertEqual(try number.evaluateDouble(in: SlotEnvironment(slots: [.int(4)])), 9)
        let flag = try XCTUnwrap(Check("a > 1 && !b", .bool).checked()?.typed).compile()
        XCTAssertEqual(try flag.evaluateBool(in: SlotEnvironment(slots: [.double(2), .bool(false)])), true)
        let text = try XCTUnwrap(Check("a", .string).checked()?.typed).compile()
        XCTAssertThrowsError(try text.evaluateDouble(in: SlotEnvironment(slots: [.string("x")])))
    }

    func testEnvironmentErrorsAreLocated() throws {
        let sizing = RelativeSizing(keyPath: "width")
        let typed = try XCTUnwrap(Check("10 + 50%", .double, property: "width", relative: sizing).checked()?.typed)
        let compiled = try CompiledExpression.compile(typed) { _ in nil }
        XCTAssertThrowsError(try compiled.evaluate(in: SlotEnvironment())) { error in
            XCTAssertEqual((error as? EvaluationError)?.message, "percentages need the parent width here, which is not known")
            XCTAssertEqual((error as? EvaluationError)?.location?.column, 6)
        }
        XCTAssertEqual(try compiled.evaluateDouble(in: SlotEnvironment(percentageBases: [.parentWidth: 300])), 160)
    }

    func testComparisonsAndEquality() {
        XCTAssertEqual(outcome("1 == 1.0", .bool), "true")
        XCTAssertEqual(outcome("'abc' < 'abd'", .bool), "true")
        XCTAssertEqual(outcome("a == b", .bool, ["a": .array([.int(1)]), "b": .array([.double(1)])]), "true")
        XCTAssertEqual(outcome("a != nil", .bool, ["a": .nil]), "false")
        XCTAssertEqual(outcome("NSTextAlignment.center == a", .bool, ["a": .enumCase(type: "NSTextAlignment", name: "center")]), "true")
        XCTAssertEqual(outcome("a && b || c", .bool, ["a": .bool(true), "b": .bool(false), "c": .bool(true)]), "true")
    }

    func testBuiltinFunctions() {
        XCTAssertEqual(outcome("min(3, 1, 2)", .int), "1")
        XCTAssertEqual(outcome("max(3, 1.5)", .double), "3")
        XCTAssertEqual(outcome("abs(-2.5)", .double), "2.5")
        XCTAssertEqual(outcome("sqrt(16) + pow(2, 3) + exp(0) + log(1)", .double), "13")
        XCTAssertEqual(outcome("sin(0) + cos(0) + tan(0) + asin(0) + acos(1) + atan(0) + atan2(0, 1)", .double), "1")
        XCTAssertEqual(outcome("floor(-1.5) + ceil(1.2) + round(0.5)", .double), "1")
        XCTAssertEqual(outcome("mod(7.5, 2)", .double), "1.5")
        XCTAssertEqual(outcome("rgb(300, -5, 127.5)", .color), "#ff0080ff")
        XCTAssertEqual(outcome("rgba(0, 0, 0, 2)", .color), "#000000ff")
    }

    func testStringification() {
        func text(_ template: String, _ inputs: [String: Value]) -> String {
            outcome(Check(template, .string, attribute: true), inputs)
        }
        XCTAssertEqual(text("{a}|{b}|{c}|{d}", ["a": .double(7.5), "b": .double(6), "c": .bool(true), "d": .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))]),
                       "7.5|6|true|#ff000080")
        XCTAssertEqual(text("{a}|{b}|{c}|{d}", ["a": .enumCase(type: "NSTextAlignment", name: "center"), "b": .options(type: "UIDataDetectorTypes", cases: ["link", "phoneNumber"]),
                                               "c": .array([.int(1), .string("x")]), "d": .nil]), "center|link, phoneNumber|[1, x]|")
        XCTAssertEqual(Value.double(1e20).description, "1e+20")
        XCTAssertEqual(Value.double(-0.25).description, "-0.25")
        XCTAssertEqual(Value.font(FontValue(family: "Courier", weight: "bold", traits: ["italic"], size: 12)).description, "Courier italic bold 12")
        XCTAssertEqual(Value.structure(type: "UIEdgeInsets", members: ["top": .int(1), "left": .int(2)]).description, "UIEdgeInsets(left: 2, top: 1)")
    }

    /// An array becomes text as Layout's AnyExpression.swift `stringify` writes it (which
    /// LayoutExpression.swift's `stringify` calls for a text property): in brackets, elements
    /// joined with ", ", each stringified in turn, so strings are unquoted, nested arrays keep
    /// their brackets, whole numbers have no fraction and a nil element is `nil`.
    func testArraysAreTextAsLayoutWritesThem() {
        func text(_ template: String, _ inputs: [String: Value] = [:]) -> String {
            outcome(Check(template, .string, attribute: true), inputs)
        }
        XCTAssertEqual(text("{[1, 2]}"), "[1, 2]")
        XCTAssertEqual(text("items: {items}", ["items": .array([.array([.int(1), .double(2.5)]), .array([.string("a b"), .nil]), .array([])])]),
                       "items: [[1, 2.5], [a b, nil], []]")
        XCTAssertEqual(text("{items}", ["items": .array([.double(3), .bool(false), .string("")])]), "[3, false, ]")
        XCTAssertEqual(text("{items}", ["items": .array([])]), "[]")
        XCTAssertEqual(Value.array([.structure(type: "CGSize", members: ["width": .int(1), "height": .int(2)])]).description, "[CGSize(height: 2, width: 1)]")
    }

    func testLocalizedStringsWithoutATableUseTheKey() throws {
        let unchecked = TypeChecker(registry: checkingRegistry)
        let checked = unchecked.check(expression: "strings.Missing.Key", locator: StandaloneLocator(file: "<expr>"), expected: ExpectedType(.string, name: "text"), scope: DictionaryScope())
        let compiled = try CompiledExpression.compile(try XCTUnwrap(checked.typed)) { _ in nil }
        XCTAssertEqual(try compiled.evaluate(in: SlotEnvironment()), .string("Missing.Key"))
    }

    func testColorAssetsFallBackToTheInput() {
        XCTAssertEqual(outcome(Check("brandColor", .color, attribute: true), ["brandColor": .color(RGBAColor(red: 0, green: 1, blue: 0))]), "#00ff00ff")
        XCTAssertEqual(outcome(Check("my color", .color, attribute: true)), "runtime 1: unknown color asset 'my color'")
    }
}

extension TypedExpression {
    /// Compiles with no custom functions and no slots.
    func compile() throws -> CompiledExpression {
        try CompiledExpression.compile(self) { reference in
            if case let .input(name) = reference { return ["a", "b"].firstIndex(of: name) }
            return nil
        }
    }
}

extension EvaluatorTests {
    /// `+` with a String operand joins the other operand's text, as Layout's `+` does
    /// (Expression's AnyExpressionTests: `'foo' + 5` is `foo5`).
    func testAddingToAStringJoinsTexts() {
        XCTAssertEqual(outcome("'foo' + 5", .string), "foo5")
        XCTAssertEqual(outcome("5 + 'foo'", .string), "5foo")
        XCTAssertEqual(outcome("'x' + 1.5 + true", .string), "x1.5true")
        XCTAssertEqual(outcome("name + '!'", .string, ["name": .int(3)]), "3!")
        XCTAssertEqual(outcome("1 + ['a']", .double), "1: operator '+' cannot add Int and [String]")
    }
}
