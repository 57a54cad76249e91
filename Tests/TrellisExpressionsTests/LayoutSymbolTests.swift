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
        XCTAssertEqual(outcome("[1, 2] + ['a']"), "1, 2, a")
        XCTAssertEqual(outcome(Check("{([1] + ['a'])[1]}", .string, attribute: true)), "a")
        XCTAssertEqual(outcome("[1] + [2.5]"), "1, 2.5")
        XCTAssertEqual(outcome("[1] + ['a']", .array(.string)), "runtime 1: expected String, got Int '1'")
    }

    /// Layout subscripts a dictionary by key (AnyExpression.swift's `_Dictionary`
    /// subscript), so a quoted key reads that member of a value of unknown type; an array
    /// or a string still takes only Int indexes.
    func testAQuotedKeyReadsAMemberOfAValueOfUnknownType() {
        let user = Value.structure(type: "User", members: ["name": .string("Ada")])
        XCTAssertEqual(outcome(Check("{user['name']}", .string, attribute: true), ["user": user]), "Ada")
        XCTAssertEqual(outcome(Check("{user['age']}", .string, attribute: true), ["user": user]), "runtime 2: User value has no member 'age'")
        var items = Check("items['a']", .string)
        items.scope = DictionaryScope(["items": .array(.string)])
        XCTAssertEqual(outcome(items), "7: the subscript index expects Int, got String 'a'")
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
