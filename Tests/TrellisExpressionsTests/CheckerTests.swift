import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

/// One test per kind of type-checking error: exact message and column.
final class CheckerTests: XCTestCase {
    let contentMode = ValueType.enumeration("UIViewContentMode")
    let insets: ValueType = .structure("UIEdgeInsets")

    func scoped(_ text: String, _ type: ValueType?, _ names: [String: ValueType], property: String = "value") -> Check {
        var check = Check(text, type, property: property)
        check.scope = DictionaryScope(names)
        return check
    }

    func testTypeMismatchNamesPropertyTypesAndSource() {
        XCTAssertEqual(outcome(Check("'many'", .int, property: "numberOfLines")), "1: 'numberOfLines' expects Int, got String 'many'")
        XCTAssertEqual(outcome(Check("[2]", .int, property: "numberOfLines")), "1: 'numberOfLines' expects Int, got [Int] '[2]'")
        XCTAssertEqual(outcome(Check("nil", .double, property: "alpha")), "1: 'alpha' expects Double, got nil")
        XCTAssertEqual(outcome(Check("1 + ['a']", .double, property: "alpha")), "1: operator '+' cannot add Int and [String]")
    }

    /// An Int expression where an enum with `rawValues:` is expected is converted by raw
    /// value when it runs (Layout types these enums as `Int`); the table travels in the
    /// checked tree. Other types, and enums without raw values, are still mismatches.
    func testAnIntExpressionWhereAnEnumWithRawValuesIsExpectedIsConvertedByRawValue() throws {
        let style = ValueType.enumeration("UIUserInterfaceStyle")
        let checked = try XCTUnwrap(scoped("n + 1", style, ["n": .int]).checked())
        XCTAssertEqual(checked.diagnostics, [])
        let table = RawValueTable(type: "UIUserInterfaceStyle", isOptionSet: false, entries: [
            .init(name: "unspecified", rawValue: 0), .init(name: "light", rawValue: 1), .init(name: "dark", rawValue: 2),
        ])
        guard case let .conversion(.rawValue(carried), _)? = checked.typed?.kind else {
            return XCTFail("not a raw value conversion: \(String(describing: checked.typed?.kind))")
        }
        XCTAssertEqual(carried, table)
        XCTAssertEqual(checked.typed?.type, style)
        XCTAssertEqual(outcome(scoped("name", style, ["name": .string], property: "overrideUserInterfaceStyle")),
                       "1: 'overrideUserInterfaceStyle' expects UIUserInterfaceStyle, got String 'name'")
        XCTAssertEqual(outcome(scoped("n", .options("UIAccessibilityTraits"), ["n": .int], property: "accessibilityTraits")),
                       "1: 'accessibilityTraits' expects UIAccessibilityTraits, got Int 'n'")
    }

    func testNumbersTooLargeForADouble() {
        let syntax = ExpressionSyntax(.number(.infinity, isInteger: false), range: 0..<5)
        let checked = checker.check(syntax, text: "1e999", locator: StandaloneLocator(file: "<expr>"), expected: nil, scope: DictionaryScope())
        XCTAssertEqual(describe(checked.diagnostics), "1: number '1e999' is too large")
    }

    func testEmptyValue() {
        XCTAssertEqual(outcome(Check("", .int, property: "numberOfLines")), "1: 'numberOfLines' expects Int, got an empty value")
    }

    func testUnknownStructMemberSuggestsOne() {
        let check = scoped("insets.tpo + 1", .double, ["insets": insets])
        XCTAssertEqual(outcome(check), "8: unknown member 'tpo' of UIEdgeInsets; did you mean 'top'?")
        XCTAssertEqual(outcome(scoped("width.foo", .double, ["width": .double])), "7: value of type Double has no member 'foo'")
    }

    func testUnknownFunctionSuggestsOne() {
        XCTAssertEqual(outcome("flor(2.5)", .double), "1: unknown function 'flor'; did you mean 'floor'?")
        XCTAssertEqual(outcome("Flor(2.5)", .double), "1: unknown function 'Flor'; did you mean 'floor'?")
    }

    /// A call that is no slip of a function's name is one of the app's (`len`, two letters
    /// from `min`): a warning, typed as the position needs; it runs only where an
    /// implementation is registered.
    func testAFarUnknownFunctionIsTheApps() throws {
        XCTAssertEqual(try XCTUnwrap(Check("len(x)", .int).checked()).diagnostics.map(\.rule), [.undeclaredFunction])
        let checked = try XCTUnwrap(Check("frobnicate(2.5, x)", .double).checked())
        XCTAssertEqual(checked.diagnostics.map(\.rule), [.undeclaredFunction])
        XCTAssertEqual(checked.typed?.type, .double)
        XCTAssertEqual(checked.inputs, ["x": .any])
        XCTAssertEqual(outcome("frobnicate(2.5)", .double), "runtime 1: no implementation is registered for the function 'frobnicate'")
    }

    func testWrongArity() {
        XCTAssertEqual(outcome("pow(2)", .double), "1: 'pow' expects 2 arguments, got 1")
        XCTAssertEqual(outcome("sqrt(1, 2)", .double), "1: 'sqrt' expects 1 argument, got 2")
        XCTAssertEqual(outcome("min(1)", .double), "1: 'min' expects at least 2 arguments, got 1")
        XCTAssertEqual(outcome("count()", .int), "1: 'count' expects 1 argument, got 0")
        XCTAssertEqual(outcome("sum()", .double), "1: 'sum' expects at least 1 argument, got 0")
        XCTAssertEqual(outcome("sum(1, 2, 3)", .double), "6")
    }

    func testEnumArgumentsOfRegistryFunctionsMayBeBareCases() {
        let checked = Check("UIBlurEffect(dark)", .opaque("UIVisualEffect")).checked()
        XCTAssertEqual(checked?.diagnostics, [])
        XCTAssertEqual(checked?.typed?.kind, .call(.custom("UIBlurEffect"), arguments: [
            TypedExpression(.literal(.enumCase(type: "UIBlurEffectStyle", name: "dark")), type: .enumeration("UIBlurEffectStyle"),
                            span: StandaloneLocator(file: "<expr>").span(for: 13..<17)),
        ]))
    }

    func testArgumentTypes() {
        XCTAssertEqual(outcome("pow('2', 3)", .double), "5: argument 1 of 'pow' expects a number, got String '2'")
        XCTAssertEqual(outcome("uppercased(5)", .string), "12: argument 1 of 'uppercased' expects String, got Int '5'")
    }

    func testBareEnumCaseOutsideItsTypeShowsQualifiedSpelling() {
        let check = scoped("contentMode == scaleAspectFit ? 200 : 300", .double, ["contentMode": contentMode], property: "height")
        guard let diagnostic = check.checked()?.diagnostics.first else { return XCTFail("expected a diagnostic") }
        XCTAssertEqual(diagnostic.message, "bare enum case 'scaleAspectFit' is only allowed in an expression of type UIViewContentMode; write 'UIViewContentMode.scaleAspectFit'")
        XCTAssertEqual(diagnostic.location?.column, 16)
        XCTAssertEqual(diagnostic.location?.length, 14)
        XCTAssertEqual(diagnostic.fixIt?.replacement, "UIViewContentMode.scaleAspectFit")
    }

    func testEnumCaseNotInEnum() {
        XCTAssertEqual(outcome("UIViewContentMode.scaleAspectFitt", contentMode),
                       "19: 'scaleAspectFitt' is not a case of UIViewContentMode; did you mean 'scaleAspectFit'?")
        XCTAssertEqual(outcome("NSTextAlignment.middle", .enumeration("NSTextAlignment")),
                       "17: 'middle' is not a case of NSTextAlignment; valid cases are left, center, right, justified, natural")
        XCTAssertEqual(describe(Check("scaleAspectFitt", contentMode, property: "contentMode").checked()?.diagnostics ?? []),
                       "1: 'scaleAspectFitt' is not a case of UIViewContentMode, so it is read as an input of that name; did you mean 'scaleAspectFit'?")
        XCTAssertEqual(describe(Check("phoneNumber, lnk", .options("UIDataDetectorTypes")).checked()?.diagnostics ?? []),
                       "14: 'lnk' is not a case of UIDataDetectorTypes, so it is read as an input of that name; did you mean 'link'?")
        XCTAssertEqual(outcome("UIView.ContentMode.center", contentMode), "center")
    }

    func testPercentAndAutoOnlyWhereAllowed() {
        XCTAssertEqual(outcome(Check("50%", .double, property: "alpha")),
                       "1: '%' is not allowed in 'alpha'; percentages are allowed only in frame properties, 'contentSize.*' and properties ending in left, right, x, width, top, bottom, y or height")
        XCTAssertEqual(outcome(Check("auto + 1", .double, property: "alpha")),
                       "1: 'auto' is not allowed in 'alpha'; it is allowed only in frame properties, 'contentSize.*' and properties ending in left, right, x, width, top, bottom, y or height")
    }

    /// An input used as a Bool and a number in one expression is the number, read as a Bool
    /// where a Bool is needed (Layout's `?:` takes `loadNumber(args[0]) != 0`); uses no one
    /// value sets name both.
    func testInputUsesOneValueSetsAreCastAndConflictingUsesNameBoth() {
        let cast = Check("flag ? flag + 1 : 0", .double).checked()
        XCTAssertEqual(cast?.inputs, ["flag": .double])
        XCTAssertEqual(cast?.castInputs, ["flag"])
        XCTAssertEqual(outcome(Check("flag ? flag + 1 : 0", .double), ["flag": .double(2)]), "3")
        XCTAssertEqual(outcome(Check("flag ? flag + 1 : 0", .double), ["flag": .double(0)]), "0")
        XCTAssertEqual(outcome(Check("c ? c : red", .color)),
                       "5: conflicting uses of input 'c': Color here, Bool before\n  note 1: used as Bool here")
    }

    func testInputTypesAreInferredFromUse() {
        let checked = Check("a + 1 > b ? title : 'x'", .string).checked()
        XCTAssertEqual(checked?.inputs, ["a": .double, "b": .double, "title": .string])
        let interpolated = Check("{name} {count}", .string, attribute: true).checked()
        XCTAssertEqual(interpolated?.inputs, ["name": .any, "count": .any])
        let coalesced = Check("col ?? #fff", .color).checked()
        XCTAssertEqual(coalesced?.inputs, ["col": .optional(.color)])
        XCTAssertEqual(Check("items[0]", .string).checked()?.inputs, ["items": .any])
    }

    func testUnknownNamedFontOffersTheClosestAsAFixIt() {
        let diagnostic = Check("UIFont.customFnt", .font).checked()?.diagnostics.first
        XCTAssertEqual(diagnostic?.message, "unknown font 'customFnt'; did you mean 'customFont'?")
        XCTAssertEqual(diagnostic?.fixIt, FixIt(span: SourceSpan(file: "<expr>", line: 1, column: 8, offset: 7, length: 9), replacement: "customFont"))
    }

    func testNamedColorsAndFonts() {
        XCTAssertEqual(outcome("UIColor.redd", .color), "9: unknown color 'redd'; did you mean 'red'?")
        XCTAssertEqual(outcome("UIFont.customFnt", .font), "8: unknown font 'customFnt'; did you mean 'customFont'?")
        XCTAssertEqual(outcome(scoped("backgroundColor == header", .bool, ["backgroundColor": .color])),
                       "20: color name 'header' is only allowed in a color expression; write 'UIColor.header'")
        XCTAssertEqual(outcome("CGFloat.zero", .double), "9: type 'CGFloat' has no constant 'zero'")
    }

    func testSubscriptsAndRanges() {
        XCTAssertEqual(outcome("5[0]", .int), "1: cannot subscript a value of type Int '5'; only arrays and strings have subscripts")
        XCTAssertEqual(outcome("'abc'[1.5]", .string), "7: the subscript index expects Int, got Double '1.5'")
        XCTAssertEqual(outcome("1...3", .int), "1: a range is only allowed as a subscript, as in 'items[1...2]'")
    }

    func testOperatorOperands() {
        XCTAssertEqual(outcome("'a' - 1", .double), "1: operator '-' expects a number, got String 'a'")
        XCTAssertEqual(outcome("!5", .bool), "2: operator '!' expects Bool, got Int '5'")
        XCTAssertEqual(outcome("'a' && true", .bool), "1: operator '&&' expects Bool, got String 'a'")
        XCTAssertEqual(outcome("1 == 'a'", .bool), "1: operator '==' cannot compare Int and String")
        XCTAssertEqual(outcome("true < false", .bool), "1: operator '<' expects a number, got Bool 'true'\n8: operator '<' expects a number, got Bool 'false'")
        XCTAssertEqual(outcome(Check("{flag ? 1 : 'a'}", .string, attribute: true), ["flag": .bool(false)]), "a")
        XCTAssertEqual(outcome("5 ? 1 : 2", .int), "1: the condition of '?:' expects Bool, got Int '5'")
    }

    func testLocalizedStrings() {
        XCTAssertEqual(outcome(Check("{strings.Signup.NameLabl}", .string, attribute: true)),
                       "2: unknown localized string 'Signup.NameLabl'; did you mean 'Signup.NameLabel'?")
        XCTAssertEqual(outcome(Check("{strings.Messages.Title(name)}", .string, attribute: true)),
                       "2: 'strings.Messages.Title' expects 2 arguments, got 1")
        XCTAssertEqual(outcome(Check("{strings.Messages.Title(name, 2.5)}", .string, attribute: true)),
                       "31: argument 2 of 'strings.Messages.Title' expects Int, got Double '2.5'")
    }

    /// As in Layout, a macro's name inside its own expansion is the state of that name.
    func testMacrosDoNotRecurse() {
        let locator = StandaloneLocator(file: "<macro>")
        var check = Check("A + 1", .double)
        check.scope = DictionaryScope(macros: [
            "A": MacroDefinition(name: "A", text: "B * 2", locator: locator),
            "B": MacroDefinition(name: "B", text: "A", locator: locator),
        ])
        XCTAssertEqual(outcome(check, ["A": .int(3)]), "7")
        XCTAssertEqual(check.checked()?.inputs, ["A": .double])
        check.scope = DictionaryScope(macros: ["SELF": MacroDefinition(name: "SELF", text: "SELF", locator: locator)])
        check.text = "SELF"
        XCTAssertEqual(outcome(check, ["SELF": .double(2)]), "2")
    }

    func testErrorsInsideMacrosPointAtTheDefinition() {
        let locator = StandaloneLocator(file: "<macro>")
        var check = Check("  WIDTH", .double)
        check.scope = DictionaryScope(macros: ["WIDTH": MacroDefinition(name: "WIDTH", text: "1 + ['x']", locator: locator)])
        let diagnostics = check.checked()?.diagnostics ?? []
        XCTAssertEqual(diagnostics.map(\.message), ["operator '+' cannot add Int and [String]"])
        XCTAssertEqual(diagnostics.first?.location?.file, "<macro>")
        XCTAssertEqual(diagnostics.first?.notes.first?.location?.file, "<expr>")
        XCTAssertEqual(diagnostics.first?.notes.first?.location?.column, 3)
        check.scope = DictionaryScope(macros: ["WIDTH": MacroDefinition(name: "WIDTH", text: "1 +", locator: locator)])
        let parseError = ExpressionParser.parse("1 +", locator: locator).diagnostics
        XCTAssertEqual(parseError.count, 1)
        let reported = check.checked()?.diagnostics ?? []
        XCTAssertEqual(reported.map(\.message), parseError.map(\.message))
        XCTAssertEqual(reported.first?.location, parseError.first?.location)
        XCTAssertEqual(reported.first?.notes, [DiagnosticNote("in macro 'WIDTH' used here", at: StandaloneLocator(file: "<expr>").span(for: 2..<7))])
    }

    func testNodeReferencesTheScopeDoesNotKnow() {
        XCTAssertEqual(outcome("#header.bottom + 1", .double), "1: unknown symbol '#header.bottom'")
        XCTAssertEqual(outcome("previous.bottom", .double), "1: unknown symbol 'previous.bottom'")
    }

    func testScopeUnknownMember() {
        struct NodeScope: CheckingScope {
            func resolve(_ path: SymbolPath) -> SymbolResolution? {
                guard path.components.first == "parent" else { return nil }
                if path.components.dropFirst().first == "width" { return .value(.node(.parent, keyPath: "width"), type: .double, consumed: 2) }
                return .unknownMember(index: 1, owner: "parent UIView", candidates: ["width", "height"])
            }
        }
        var check = Check("parent.widht / 2", .double)
        XCTAssertEqual(outcome(check, [:]), "1: unknown symbol 'parent.widht'")
        let checked = checker.check(expression: check.text, locator: StandaloneLocator(file: "<expr>"), expected: ExpectedType(.double, name: "width"), scope: NodeScope())
        XCTAssertEqual(describe(checked.diagnostics), "8: unknown member 'widht' of parent UIView; did you mean 'width'?")
        check.text = "parent.width / 2"
        let valid = checker.check(expression: check.text, locator: StandaloneLocator(file: "<expr>"), expected: ExpectedType(.double, name: "width"), scope: NodeScope())
        XCTAssertEqual(valid.typed?.references, [.node(.parent, keyPath: "width")])
    }

    func testSeveralIndependentErrorsAreAllReported() {
        XCTAssertEqual(outcome("pow('a', 2) + flor(1) + 'b' * 2", .double),
                       "5: argument 1 of 'pow' expects a number, got String 'a'\n15: unknown function 'flor'; did you mean 'floor'?\n25: operator '*' expects a number, got String 'b'")
    }

    func testFontAttributeErrors() {
        XCTAssertEqual(outcome(Check("Helvetica bld", .font, attribute: true)), "11: unknown font attribute 'bld'; did you mean 'bold'?")
        XCTAssertEqual(outcome(Check("{true} bold", .font, attribute: true)), "2: a '{…}' segment of a font must be a Font, a number, a weight or traits, got Bool 'true'")
        XCTAssertEqual(outcome(Check("{a} {UIFont.customFont} 12", .font, attribute: true)), "6: a font expression can contain only one font value")
        XCTAssertEqual(outcome(Check("{a} {1} {2}", .font, attribute: true)), "10: a font expression can contain only one size")
        XCTAssertEqual(outcome(Check("{a} {b} {c}", .font, attribute: true)), "10: a font expression can contain only one size")
    }

    /// As in Layout, the text of a constant String segment joins the words around it
    /// (`{'Helvetica'}-Bold` is `Helvetica-Bold`), and a misspelt word it gives is reported
    /// at the segment, while one of the literal text keeps its exact column.
    func testFontAttributeReadsConstantTextSegmentsAsWords() {
        XCTAssertEqual(outcome(Check("{'bold'} 17", .font, attribute: true)), "System bold 17")
        XCTAssertEqual(outcome(Check("Courier {'italic'} 20", .font, attribute: true)), "Courier italic 20")
        XCTAssertEqual(outcome(Check("{'Helvetica'}-Bold 12", .font, attribute: true)), "Helvetica-Bold 12")
        XCTAssertEqual(outcome(Check("{UIFont.customFont} {'bold'}", .font, attribute: true)), "System bold 42")
        XCTAssertEqual(outcome(Check("{'bo' + 'ld'} {'helvetica' + ' neue'} 12", .font, attribute: true)), "Helvetica Neue bold 12")
        XCTAssertEqual(outcome(Check("{'bld'} 17", .font, attribute: true)), "2: unknown font attribute 'bld'; did you mean 'bold'?")
        XCTAssertEqual(outcome(Check("{'bold'} 17 italc", .font, attribute: true)), "13: unknown font attribute 'italc'; did you mean 'italic'?")
        XCTAssertEqual(outcome(Check("{a} {'bold'} italc", .font, attribute: true)), "14: unknown font attribute 'italc'; did you mean 'italic'?")
    }

    /// A String the caller supplies has no words to read before it runs, so it is reported
    /// rather than guessed at.
    /// A String segment known only as the template runs (Layout's `{fontName} 17`): its words
    /// are read then by the font grammar, over the base font; literal words not glued to it
    /// are still checked now.
    func testFontAttributeReadsVariableTextWhenItRuns() throws {
        var check = Check("{fontName} 17", .font, attribute: true)
        check.scope = DictionaryScope(["fontName": .string])
        let checked = try XCTUnwrap(check.checked())
        XCTAssertEqual(describe(checked.diagnostics), "")
        let span = { (offset: Int, length: Int) in
            SourceSpan(file: "<expr>", line: 1, column: offset + 1, offset: offset, length: length)
        }
        let words = TypedExpression(
            .interpolation([.value(TypedExpression(.reference(.input("fontName")), type: .string, span: span(1, 8))), .text(" 17")]),
            type: .string, span: span(0, 13)
        )
        let base = TypedExpression(.literal(.font(FontValue(size: 17))), type: .font, span: span(0, 13))
        XCTAssertEqual(checked.typed, TypedExpression(.fontWords(base: base, words: words), type: .font, span: span(0, 13)))
        XCTAssertEqual(outcome(check, ["fontName": .string("Helvetica-Bold")]), "Helvetica-Bold 17")
        XCTAssertEqual(outcome(check, ["fontName": .string("bold")]), "System bold 17")
        XCTAssertEqual(outcome(check, ["fontName": .string("Montserrat-Bold")]), "Montserrat-Bold 17")
        XCTAssertEqual(outcome(check, ["fontName": .string("Helvtica")]), "runtime 1: font 'Helvtica 17': unknown font attribute 'Helvtica'; did you mean 'Helvetica'?")

        var style = Check("{style}", .font, attribute: true)
        style.scope = DictionaryScope(["style": .string])
        XCTAssertEqual(outcome(style, ["style": .string("italic body")]), "System italic body 17")

        var sized = Check("{fontName} {size}", .font, attribute: true)
        sized.scope = DictionaryScope(["fontName": .string, "size": .double])
        XCTAssertEqual(outcome(sized, ["fontName": .string("Courier"), "size": .double(21.5)]), "Courier 21.5")

        var misspelt = Check("{family}-Bold 17 blod", .font, attribute: true)
        misspelt.scope = DictionaryScope(["family": .string])
        XCTAssertEqual(outcome(misspelt), "18: unknown font attribute 'blod'; did you mean 'bold'?")
    }

    /// Unknown names in a font: the first is the base Font input, unless the literal words
    /// name the font themselves; an unknown name after that is the size, as in Layout's
    /// `{fontName} {fontSize}` and `Helvetica {size}`.
    func testFontAttributeInfersTheBaseThenTheSize() {
        let courier = Value.font(FontValue(family: "Courier", size: 17))
        let pair = Check("{fontName} {fontSize}", .font, attribute: true)
        XCTAssertEqual(pair.checked()?.inputs, ["fontName": .font, "fontSize": .double])
        XCTAssertEqual(outcome(pair, ["fontName": courier, "fontSize": .double(30)]), "Courier 30")
        let named = Check("Helvetica {size}", .font, attribute: true)
        XCTAssertEqual(named.checked()?.inputs, ["size": .double])
        XCTAssertEqual(outcome(named, ["size": .double(21)]), "Helvetica 21")
        let themed = Check("{themeFont} 25 bold", .font, attribute: true)
        XCTAssertEqual(themed.checked()?.inputs, ["themeFont": .font])
        XCTAssertEqual(outcome(themed, ["themeFont": courier]), "Courier bold 25")
    }

    func testColorAttributeErrors() {
        XCTAssertEqual(outcome(Check("#ggg", .color, attribute: true)), "1: invalid color literal '#ggg'; expected '#' and 3, 4, 6 or 8 hex digits")
        let incomplete = "isSelected ? #00f :"
        let parseError = ExpressionParser.parse(incomplete, locator: StandaloneLocator(file: "<expr>")).diagnostics
        XCTAssertFalse(parseError.isEmpty)
        XCTAssertEqual(Check(incomplete, .color, attribute: true).checked()?.diagnostics, parseError)
    }

    func testImageAttributeErrors() {
        XCTAssertEqual(outcome(Check("{5}", .image, property: "image", attribute: true)), "2: 'image' expects Image, got Int '5'")
    }

    func testStringTemplateErrors() {
        XCTAssertEqual(outcome(Check("Hello {name", .string, attribute: true)), "7: unterminated '{'; expected '}' to end the expression")
    }

    func testAssetReferencesAreReported() {
        let locator = StandaloneLocator(file: "<expr>")
        let color = checker.checkAttribute("MyColor", locator: locator, expected: ExpectedType(.color, name: "backgroundColor"), scope: DictionaryScope())
        XCTAssertEqual(color.assets.map(\.name), ["MyColor"])
        XCTAssertEqual(color.assets.first?.hasFallback, true)
        let spaced = checker.checkAttribute("my color", locator: locator, expected: ExpectedType(.color, name: "backgroundColor"), scope: DictionaryScope())
        XCTAssertEqual(spaced.assets.map(\.name), ["my color"])
        XCTAssertEqual(spaced.assets.first?.hasFallback, false)
        let image = checker.checkAttribute("default-avatar", locator: locator, expected: ExpectedType(.image, name: "image"), scope: DictionaryScope())
        XCTAssertEqual(image.assets.map(\.kind), [.image])
        let named = checker.checkAttribute("Red", locator: locator, expected: ExpectedType(.color, name: "backgroundColor"), scope: DictionaryScope())
        XCTAssertEqual(named.assets, [])
        XCTAssertEqual(named.expression?.typed?.kind, .literal(.color(RGBAColor(red: 1, green: 0, blue: 0))))
    }

    func testTypedTreesEncodeDeterministically() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try XCTUnwrap(Check("a > 1 ? max(b, 2) : 50%", .double, property: "width", relative: RelativeSizing(keyPath: "width")).checked()?.typed)
        let second = try XCTUnwrap(Check("a > 1 ? max(b, 2) : 50%", .double, property: "width", relative: RelativeSizing(keyPath: "width")).checked()?.typed)
        XCTAssertEqual(try encoder.encode(first), try encoder.encode(second))
        XCTAssertEqual(try JSONDecoder().decode(TypedExpression.self, from: encoder.encode(first)), first)
    }
}
