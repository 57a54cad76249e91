import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

/// The symbols Layout's expressions have (Expression 0.12.11, which Layout vendors in
/// Layout/Vendor, with AnyExpression's and LayoutExpression.swift's own), checked and
/// evaluated as Layout evaluates them; what Layout rejects stays an error.
final class LayoutSymbolTests: XCTestCase {
    /// UIFont's sizes are numbers: Layout reads `UIFont.systemFontSize` as the class
    /// property (LayoutExpression.swift's `staticConstant(for:)`), not as a named font.
    func testUIFontSizesAreNumbers() {
        XCTAssertEqual(outcome("UIFont.systemFontSize", .double), "14")
        XCTAssertEqual(outcome("UIFont.smallSystemFontSize * 2", .double), "24")
        XCTAssertEqual(outcome("UIFont.labelFontSize", .double), "17")
        XCTAssertEqual(outcome("UIFont.buttonFontSize", .int), "18")
        XCTAssertEqual(outcome(Check("{UIFont.systemFontSize} bold", .font, attribute: true)), "System bold 14")
        XCTAssertEqual(outcome(Check("{UIFont.labelFontSize}", .font, attribute: true)), "System 17")
        XCTAssertEqual(outcome("UIFont.systemFontSize", .font), "1: 'value' expects Font, got Double 'UIFont.systemFontSize'")
    }

    /// Layout's font grammar has no unit: it fails on `pt` ("Invalid font name or
    /// specifier `pt`", LayoutExpression.swift); Trellis warns of it as of any word it
    /// cannot read, which may be a font the app bundles.
    func testAUnitAfterAFontSizeIsAnUnknownFontWord() throws {
        let checked = try XCTUnwrap(Check("{UIFont.systemFontSize}pt bold", .font, attribute: true).checked())
        XCTAssertEqual(
            describe(checked.diagnostics),
            "24: 'pt' is no font family, weight, trait, text style or named font, so it is read as a font your app bundles or a font of yours "
                + "on UIFont, which is not known here; to check it, declare it in a manifest in a Components folder, such as 'fonts: {families: [pt]}'"
        )
    }

    /// Layout joins any two arrays with `+` (AnyExpression.swift: `lhs.values + rhs.values`);
    /// elements of different types make an array of `Any`, which text shows and a
    /// subscript reads; where an array of one type is expected, each element is checked
    /// when the template runs, as Layout casts the array then.
    func testArraysOfDifferentElementTypesJoinIntoAnArrayOfAny() throws {
        let joined = try XCTUnwrap(Check("[1, 2] + ['a']").checked())
        XCTAssertEqual(joined.diagnostics, [])
        XCTAssertEqual(joined.typed?.type, .array(.any))
        XCTAssertEqual(outcome("[1, 2] + ['a']"), "[1, 2, a]")
        XCTAssertEqual(outcome(Check("{([1] + ['a'])[1]}", .string, attribute: true)), "a")
        XCTAssertEqual(outcome("[1] + [2.5]"), "[1, 2.5]")
        XCTAssertEqual(outcome("[1] + ['a']", .array(.string)), "runtime 1: expected String, got Int '1'")
    }

    /// Layout's array literal keeps its elements as they are (AnyExpression.swift's
    /// `.function("[]", _)`: `box.store($0.map(box.load))`), so an array in an array literal
    /// stays one element; only a top-level comma list splices arrays in
    /// (LayoutExpression.swift's `.infix(",")`: `args.flatMap { $0 as? [Any] ?? [$0] }`).
    /// `[[1, 2], ['a', nil]]` has two elements; it had four (`[1, 2, a, nil]`).
    func testAnArrayLiteralKeepsTheArraysInIt() throws {
        XCTAssertEqual(outcome("[[1, 2], ['a', nil]]"), "[[1, 2], [a, nil]]")
        XCTAssertEqual(try XCTUnwrap(Check("[[1, 2], [3]]").checked()).typed?.type, .array(.array(.int)))
        XCTAssertEqual(outcome(Check("{[[1, 2], ['a', nil]][1]}", .string, attribute: true)), "[a, nil]")
        XCTAssertEqual(outcome(Check("{[[1, 2], [3]][1][0]}", .string, attribute: true)), "3")
        XCTAssertEqual(outcome("[[1, 2], 3]"), "[[1, 2], 3]")
        XCTAssertEqual(outcome("[1, 2], [3]", .array(.int)), "[1, 2, 3]")
        XCTAssertEqual(outcome("[[1, 2]], [3]"), "[[1, 2], 3]")
    }

    /// AnyExpression's `+` reads a String operand first (`case let (lhs as _String, any)` and
    /// `(any, rhs as _String)`, before `(lhs as _Array, rhs as _Array)`): the other operand,
    /// an array too, is added as its text (Expression's testAddStringToArray: `'foo' + [1,2]`
    /// is `foo[1, 2]`); it was "operator '+' cannot add String and [Int]". Only two arrays
    /// join, and an array still adds to nothing else.
    func testAStringAddsAnArrayAsItsText() throws {
        XCTAssertEqual(outcome("'foo' + [1, 2]"), "foo[1, 2]")
        XCTAssertEqual(outcome("[1, 2] + 'foo'"), "[1, 2]foo")
        XCTAssertEqual(outcome("'x' + [[1, 2], ['a', nil]]"), "x[[1, 2], [a, nil]]")
        XCTAssertEqual(try XCTUnwrap(Check("'foo' + [1, 2]").checked()).typed?.type, .string)
        XCTAssertEqual(outcome(Check("{'foo' + [1, 2]}", .string, attribute: true)), "foo[1, 2]")
        XCTAssertEqual(outcome("[1] + [2]"), "[1, 2]")
        XCTAssertEqual(outcome("[1] + 2"), "1: operator '+' cannot add [Int] and Int")
    }

    /// Layout subscripts a dictionary by key (AnyExpression.swift's `_Dictionary`
    /// subscript), so a quoted key reads that member of a value of unknown type, nil when it
    /// has none (`self[key] as Any`; it was "User value has no member 'age'"); a dotted read
    /// of a typed value keeps its check-time error, and an array or a string still takes
    /// only Int indexes.
    func testAQuotedKeyReadsAMemberOfAValueOfUnknownType() {
        let user = Value.structure(type: "User", members: ["name": .string("Ada")])
        XCTAssertEqual(outcome(Check("{user['name']}", .string, attribute: true), ["user": user]), "Ada")
        XCTAssertEqual(outcome(Check("{user['age']}", .string, attribute: true), ["user": user]), "")
        XCTAssertEqual(outcome("user['age'] == nil", nil, ["user": user]), "true")
        XCTAssertEqual(outcome(Check("{user['name']}", .string, attribute: true), ["user": .array([.string("a")])]),
                       "runtime 2: cannot subscript Array with incompatible index type String 'name'")
        var typed = Check("size.depth", .double)
        typed.scope = DictionaryScope(["size": .structure("CGSize")])
        XCTAssertEqual(outcome(typed, ["size": .structure(type: "CGSize", members: ["width": .int(1), "height": .int(2)])]), "6: unknown member 'depth' of CGSize")
        var items = Check("items['a']", .string)
        items.scope = DictionaryScope(["items": .array(.string)])
        XCTAssertEqual(outcome(items), "7: the subscript index expects Int, got String 'a'")
    }

    /// Layout's subscript takes any key there (AnyExpression.swift's `arrayEvaluator`): a
    /// dictionary by its key, nil when it has no such member (`Dictionary.value(for:)` gives
    /// `self[key] as Any`), an array or a string by an Int; another key is "Attempted to
    /// subscript … with incompatible index type …". So a String key, or one of unknown type,
    /// on a value of unknown type is looked up when the template runs.
    func testAKeyKnownWhenItRunsSubscriptsAValueOfUnknownType() throws {
        let user = Value.structure(type: "User", members: ["name": .string("Ada")])
        var keyed = Check("{user[key]}", .string, attribute: true)
        keyed.scope = DictionaryScope(["user": .any, "key": .string])
        let checked = try XCTUnwrap(keyed.checked())
        XCTAssertEqual(checked.diagnostics, [])
        var keyedTypes: [ValueType] = []
        checked.typed?.forEachSubexpression { if case .keyed = $0.kind { keyedTypes.append($0.type) } }
        XCTAssertEqual(keyedTypes, [.any])
        XCTAssertEqual(outcome(keyed, ["user": user, "key": .string("name")]), "Ada")
        XCTAssertEqual(outcome(keyed, ["user": user, "key": .string("age")]), "")
        XCTAssertEqual(outcome(keyed, ["user": .array([.string("a"), .string("b")]), "key": .string("1")]),
                       "runtime 2: cannot subscript Array with incompatible index type String '1'")
        XCTAssertEqual(outcome(keyed, ["user": .string("Ada"), "key": .string("name")]),
                       "runtime 2: cannot subscript String with incompatible index type String 'name'")
        XCTAssertEqual(outcome(keyed, ["user": .int(5), "key": .string("name")]), "runtime 2: cannot subscript Int '5'")
        XCTAssertEqual(outcome(keyed, ["user": .nil, "key": .string("name")]), "runtime 2: cannot subscript nil")
        var optionalKey = Check("{user[key]}", .string, attribute: true)
        optionalKey.scope = DictionaryScope(["user": .any, "key": .optional(.string)])
        XCTAssertEqual(outcome(optionalKey, ["user": user, "key": .nil]), "runtime 2: cannot subscript User with incompatible index type nil")

        var unknownKey = Check("items[position]", .string)
        unknownKey.scope = DictionaryScope(["items": .any, "position": .any])
        let items = Value.array([.string("a"), .string("b")])
        XCTAssertEqual(outcome(unknownKey, ["items": items, "position": .int(1)]), "b")
        XCTAssertEqual(outcome(unknownKey, ["items": items, "position": .double(1.7)]), "b")
        XCTAssertEqual(outcome(unknownKey, ["items": .string("xyz"), "position": .int(2)]), "z")
        XCTAssertEqual(outcome(unknownKey, ["items": items, "position": .int(2)]), "runtime 1: index 2 is out of range for an array of 2 elements")
        XCTAssertEqual(outcome(unknownKey, ["items": user, "position": .string("name")]), "Ada")
        XCTAssertEqual(outcome(unknownKey, ["items": user, "position": .int(0)]), "runtime 1: cannot subscript User with incompatible index type Int '0'")
    }

    /// An undeclared name as the key of a value of unknown type is of unknown type too: Layout
    /// reads a dictionary by a String key as readily as an array by an Int
    /// (AnyExpression.swift's `arrayEvaluator`), so the key is looked up when it runs; it was
    /// an Int input, which a String key failed. An array's or a string's index stays Int.
    func testAnUndeclaredKeyOfAValueOfUnknownTypeIsOfUnknownType() throws {
        let user = Value.structure(type: "User", members: ["name": .string("Ada")])
        let keyed = Check("{user[key]}", .string, attribute: true)
        let checked = try XCTUnwrap(keyed.checked())
        XCTAssertEqual(checked.diagnostics, [])
        XCTAssertEqual(checked.inputs, ["user": .any, "key": .any])
        XCTAssertEqual(outcome(keyed, ["user": user, "key": .string("name")]), "Ada")
        XCTAssertEqual(outcome(keyed, ["user": .array([.string("a"), .string("b")]), "key": .int(1)]), "b")
        var onArray = Check("items[key]", .string)
        onArray.scope = DictionaryScope(["items": .array(.string)])
        XCTAssertEqual(try XCTUnwrap(onArray.checked()).inputs, ["key": .int])
        XCTAssertEqual(try XCTUnwrap(Check("'abc'[key]").checked()).inputs, ["key": .int])
    }

    /// A dotted read of a value of unknown type fails when the value has no such member, as
    /// Layout's does: LayoutNode.swift's `value(forKeyPath:in:)` finds `user`, reads `age`
    /// from it (a dictionary's key or a Mirror child) and, finding none, throws "Unknown
    /// property age in user" (a subscript, `user['age']`, reads nil instead). A member that is
    /// there reads its value, a nil one nil.
    func testADottedReadOfAMissingMemberOfAValueOfUnknownTypeFails() {
        let user = Value.structure(type: "User", members: ["name": .string("Ada"), "nickname": .nil])
        var dotted = Check("{user.age}", .string, attribute: true)
        dotted.scope = DictionaryScope(["user": .any])
        XCTAssertEqual(outcome(dotted, ["user": user]), "runtime 2: User value has no member 'age'")
        dotted.text = "{user.name}"
        XCTAssertEqual(outcome(dotted, ["user": user]), "Ada")
        dotted.text = "{user.nickname ?? 'none'}"
        XCTAssertEqual(outcome(dotted, ["user": user]), "none")
    }

    /// `??` falls back when a value of unknown type is nil, as AnyExpression's `??` tests
    /// its left side for nil (`AnyExpression.isNil`): where a type is expected, a missing
    /// member's nil is no longer converted to it first (it read "" where text is expected,
    /// and "nil where Double is required").
    func testCoalescingFallsBackWhenAValueOfUnknownTypeIsNil() {
        let user = Value.structure(type: "User", members: ["name": .string("Ada")])
        var keyed = Check("{user[key] ?? 'none'}", .string, attribute: true)
        keyed.scope = DictionaryScope(["user": .any, "key": .string])
        XCTAssertEqual(outcome(keyed, ["user": user, "key": .string("age")]), "none")
        XCTAssertEqual(outcome(keyed, ["user": user, "key": .string("name")]), "Ada")
        XCTAssertEqual(outcome(Check("{user['age'] ?? 'none'}", .string, attribute: true), ["user": user]), "none")
        XCTAssertEqual(outcome(Check("user['age'] ?? 'none'", .string), ["user": user]), "none")
        XCTAssertEqual(outcome(Check("user['age'] ?? 2.5", .double), ["user": user]), "2.5")
        XCTAssertEqual(outcome(Check("user ?? 'none'", .string), ["user": .nil]), "none")
        XCTAssertEqual(outcome(Check("user ?? 'none'", .string), ["user": .string("")]), "")
        XCTAssertEqual(outcome(Check("user['name'] ?? 2.5", .double), ["user": user]), "runtime 1: expected Double, got String 'Ada'")
    }

    /// What Layout's subscript rejects stays an error: a String key on an array (an array
    /// takes an Int), a Bool key on a value of unknown type (neither a dictionary's String
    /// key nor an Int); an Int key on a value of unknown type still reads an element.
    func testKeysLayoutRejectsStayErrors() {
        var onArray = Check("items[key]", .string)
        onArray.scope = DictionaryScope(["items": .array(.string), "key": .string])
        XCTAssertEqual(outcome(onArray), "7: the subscript index expects Int, got String 'key'")
        var boolKey = Check("user[flag]", .string)
        boolKey.scope = DictionaryScope(["user": .any, "flag": .bool])
        XCTAssertEqual(outcome(boolKey), "6: the subscript index expects Int, got Bool 'flag'")
        var intKey = Check("user[position]", .string)
        intKey.scope = DictionaryScope(["user": .any, "position": .int])
        XCTAssertEqual(outcome(intKey, ["user": .array([.string("a")]), "position": .int(0)]), "a")
    }

    /// Layout reads a dotted name as a key path of a constant or state value (Mirror
    /// children, LayoutNode.swift's `value(forKeyPath:in:)`), which an array or a string
    /// has none of; Expression cannot read a member of a literal. Both stay errors.
    func testCountStaysUnknown() {
        var check = Check("items.count", .int)
        check.scope = DictionaryScope(["items": .array(.string)])
        XCTAssertEqual(outcome(check), "7: value of type [String] has no member 'count'")
        XCTAssertEqual(outcome("[1, 2, 3].count", .int), "10: unexpected '.count'; only names can have members, as in 'parent.width'")
    }

    /// Expression 0.12.11's math symbols have no `hypot`: a call of it is read as a
    /// function the app passes, with a warning.
    func testHypotIsTheApps() throws {
        let checked = try XCTUnwrap(Check("hypot(3, 4)", .double).checked())
        XCTAssertEqual(
            describe(checked.diagnostics),
            "1: 'hypot' is no built-in or manifest function, so it is read as a function of yours (a closure constant the app passes to Layout), "
                + "whose signature is not known here; to check it, declare it in a manifest in a Components folder, "
                + "such as 'functions: {hypot: {parameters: [Any, Any], returns: Any}}' with its types"
        )
    }
}
