import TrellisRegistry
import XCTest

/// `types:`: every form, and every way a declaration can be malformed.
final class TypeDeclarationTests: XCTestCase {
    func testEveryFormIsRead() throws {
        let yaml = """
            types:
              CGFloat: {alias: Double, aliases: [Float64], doc: "A float."}
              NSTextAlignment: {enum: [left, center, right], aliases: [NSText.Alignment]}
              UIDataDetectorTypes:
                options: [phoneNumber, link]
                combinations: {all: [phoneNumber, link], none: []}
              UIEdgeInsets: {struct: {top: CGFloat, left: CGFloat}, virtual: {horizontal.total: CGFloat}}
              UIVisualEffect: {opaque: true}
              UITableViewDelegate: {protocol: true}
            """
        let result = ManifestTest.load(yaml)
        XCTAssertEqual(result.diagnostics, [])
        let registry = result.registry
        XCTAssertEqual(registry.types["CGFloat"]?.kind, .alias(target: "Double"))
        XCTAssertEqual(registry.types["CGFloat"]?.documentation, "A float.")
        XCTAssertEqual(registry.resolveType(named: "Float64"), .double)
        XCTAssertEqual(registry.cases(of: "NSText.Alignment"), ["left", "center", "right"])
        XCTAssertEqual(registry.cases(of: "UIDataDetectorTypes"), ["phoneNumber", "link", "all", "none"])
        XCTAssertEqual(registry.members(of: "UIEdgeInsets").map(\.name), ["top", "left", "horizontal.total"])
        XCTAssertEqual(registry.resolveType(named: "[UIEdgeInsets]?"), .optional(.array(.structure("UIEdgeInsets"))))
        XCTAssertEqual(registry.resolveType(named: "UIVisualEffect"), .opaque("UIVisualEffect"))
        XCTAssertEqual(registry.resolveType(named: "UITableViewDelegate"), .protocolType("UITableViewDelegate"))
        let location = try XCTUnwrap(registry.types["UIEdgeInsets"]?.location)
        XCTAssertEqual([location.line, location.column, location.length], [7, 3, 12])
    }

    func testUnknownKeyInTypeSuggestsTheRightOne() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {enum: [a], alises: [B]}\n"), [
            "2:18: unknown key 'alises' in type 'A'; did you mean 'aliases'?",
        ])
    }

    func testTypeNeedsExactlyOneForm() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {doc: text}\n  B: {enum: [a], options: [b]}\n"), [
            "2:3: type 'A' needs one of 'alias', 'enum', 'options', 'struct', 'opaque' or 'protocol'",
            "3:18: type 'B' declares both 'enum' and 'options'; expected exactly one of them",
        ])
    }

    func testCombinationsAndVirtualNeedTheirForm() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {enum: [a], combinations: {}, virtual: {}}\n"), [
            "2:18: 'combinations' needs 'options' in type 'A'",
            "2:36: 'virtual' needs 'struct' in type 'A'",
        ])
    }

    func testNamedValuesOfANumericAliasAreReadAndFollowAliases() {
        let yaml = """
            types:
              Priority: {alias: Double, values: {required: 1000, low: 2.5}}
              LayoutPriority: {alias: Priority}
            """
        let result = ManifestTest.load(yaml)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.registry.types["Priority"]?.namedValues, ["required": 1000, "low": 2.5])
        XCTAssertEqual(result.registry.namedValue("required", of: "LayoutPriority"), 1000)
        XCTAssertEqual(result.registry.namedValue("low", of: "Priority"), 2.5)
        XCTAssertNil(result.registry.namedValue("high", of: "Priority"))
        XCTAssertNil(result.registry.namedValue("required", of: "Double"))
    }

    func testBuiltinLayoutPriorityNamesLayoutsPriorities() {
        let registry = RegistryLoader().load(paths: []).registry
        let names = ["required", "defaultHigh", "defaultLow", "fittingSizeLevel"]
        XCTAssertEqual(names.map { registry.namedValue($0, of: "UILayoutPriority") }, [1000, 750, 250, 50])
    }

    func testNamedValuesNeedANumericAliasAndNumbers() {
        XCTAssertEqual(ManifestTest.messages("""
            types:
              A: {enum: [a], values: {b: 1}}
              B: {alias: String, values: {c: 1}}
              C: {alias: Double, values: {d: high, 2e: 1}}
              D: {alias: Double, values: [1]}
            """), [
            "2:18: 'values' needs 'alias' in type 'A'",
            "3:3: 'values' of type 'B' need a numeric alias; 'String' is not a number",
            "4:34: expected a number for value 'd' of type 'C'",
            "4:40: invalid value name '2e' in type 'C'; expected an identifier",
            "5:30: expected a mapping for 'values' of type 'D'",
        ])
    }

    /// `constants:` gives a type numbers read on it by name, as Layout reads a class property
    /// of a type; an alias reads those of the type it names.
    func testConstantsOfATypeAreReadAndFollowAliases() {
        let yaml = """
            types:
              Theme: {opaque: true, constants: {spacing: 8, ratio: 1.5}}
              AppTheme: {alias: Theme}
            """
        let result = ManifestTest.load(yaml)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.registry.types["Theme"]?.constants, ["spacing": 8, "ratio": 1.5])
        XCTAssertEqual(result.registry.constant("ratio", of: "AppTheme"), 1.5)
        XCTAssertNil(result.registry.constant("margin", of: "Theme"))
        XCTAssertNil(result.registry.constant("spacing", of: "Double"))
    }

    func testBuiltinUIFontDeclaresItsSizes() {
        let registry = RegistryLoader().load(paths: []).registry
        let names = ["systemFontSize", "smallSystemFontSize", "labelFontSize", "buttonFontSize"]
        XCTAssertEqual(names.map { registry.constant($0, of: "UIFont") }, [14, 12, 17, 18])
    }

    func testConstantsNeedNumbersAndNamesNoCaseHas() {
        XCTAssertEqual(ManifestTest.messages("""
            types:
              A: {opaque: true, constants: {spacing: wide, 2x: 1}}
              B: {enum: [left, right], constants: {left: 1, width: 2}}
              C: {alias: Double, constants: [1]}
            """), [
            "2:42: expected a number for constant 'spacing' of type 'A'",
            "2:48: invalid constant name '2x' in type 'A'; expected an identifier",
            "3:40: constant 'left' of type 'B' is also one of its cases",
            "4:33: expected a mapping for 'constants' of type 'C'",
        ])
    }

    func testRawValuesOfAnEnumAreReadAndNameItsCases() {
        let yaml = """
            types:
              Style: {enum: [unspecified, light, dark], rawValues: {unspecified: 0, light: 1, dark: 2}, aliases: [Theme]}
            """
        let result = ManifestTest.load(yaml)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.registry.types["Style"]?.rawValues, ["unspecified": 0, "light": 1, "dark": 2])
        XCTAssertEqual(result.registry.typeDeclaration(named: "Theme")?.rawValues["dark"], 2)
    }

    func testBuiltinUserInterfaceStyleHasUIKitsRawValues() {
        let registry = RegistryLoader().load(paths: []).registry
        XCTAssertEqual(registry.typeDeclaration(named: "UIUserInterfaceStyle")?.rawValues, ["unspecified": 0, "light": 1, "dark": 2])
    }

    func testRawValuesNeedAnEnumOrOptionsTheirNamesAndDistinctIntegers() {
        XCTAssertEqual(ManifestTest.messages("""
            types:
              A: {struct: {a: Int}, rawValues: {a: 1}}
              B: {enum: [b, c], rawValues: {b: 1.5, d: 2, c: x}}
              C: {options: [e, f], rawValues: {e: 1, f: 1}}
              D: {enum: [g], rawValues: [1]}
            """), [
            "2:25: 'rawValues' needs 'enum' or 'options' in type 'A'",
            "3:36: expected an integer for raw value 'b' of enum 'B'",
            "3:41: 'd' is not declared in enum 'B'",
            "3:50: expected an integer for raw value 'c' of enum 'B'",
            "4:45: raw value 1 of 'f' in option set 'C' is already the raw value of 'e'",
            "5:29: expected a mapping for 'rawValues' of enum 'D'",
        ])
    }

    func testEmptyEnumIsRejected() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {enum: []}\n"), ["2:13: enum 'A' has no cases"])
    }

    func testEnumCaseMustBeAnIdentifier() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {enum: [ok, 1st, 'two words']}\n"), [
            "2:18: invalid case name '1st' in enum 'A'; expected an identifier",
            "2:23: invalid case name 'two words' in enum 'A'; expected an identifier",
        ])
    }

    func testDuplicateEnumCaseIsRejected() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {enum: [left, right, left]}\n"), [
            "2:27: duplicate case 'left' in enum 'A' [2:14: first declared here]",
        ])
    }

    func testEnumMustBeAList() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {enum: left}\n"), ["2:13: expected a list for cases of enum 'A'"])
    }

    func testOptionSetRules() {
        let yaml = """
            types:
              A:
                options: [phone, link, phone]
                combinations: {all: [phone, lnk], phone: [link], 2x: []}
              B: {options: []}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "3:28: duplicate option 'phone' in option set 'A' [3:15: first declared here]",
            "4:33: unknown option 'lnk' in combination 'all' of option set 'A'; did you mean 'link'?",
            "4:39: combination 'phone' of option set 'A' has the name of an option",
            "4:54: invalid combination name '2x' in option set 'A'; expected an identifier",
            "5:16: option set 'B' has no options",
        ])
    }

    func testStructRules() {
        let yaml = """
            types:
              A: {struct: {}}
              B: {struct: {x: Double, 'bad name': Double}, virtual: {x: Double, a..b: Double}}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "2:15: struct 'A' has no members",
            "3:27: invalid member name 'bad name' in struct 'B'; expected an identifier",
            "3:58: virtual member 'x' of struct 'B' is already a member [3:16: first declared here]",
            "3:69: invalid virtual member name 'a..b' in struct 'B'; expected an identifier",
        ])
    }

    func testStructMemberTypeMustBeAName() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {struct: {x: [Double, Int]}}\n"), [
            "2:19: expected a type name for member 'x' of struct 'A'",
        ])
    }

    func testOpaqueAndProtocolMustBeTrue() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {opaque: false}\n  B: {protocol: yes}\n"), [
            "2:15: expected 'true' for 'opaque' of type 'A'",
            "3:17: expected 'true' for 'protocol' of type 'B'",
        ])
    }

    func testTypeNamesMustBeIdentifiers() {
        XCTAssertEqual(ManifestTest.messages("types:\n  'My Type': {opaque: true}\n  A: {opaque: true, aliases: [A.]}\n"), [
            "2:3: invalid type name 'My Type' in 'types'; expected an identifier",
            "3:31: invalid alias 'A.' of type 'A'; expected an identifier",
        ])
    }

    func testUnknownTypeNamesAreReportedWithSuggestionsWhereverWritten() {
        let yaml = """
            types:
              Size: {struct: {width: Doubel, height: '[Doubel]?'}}
              Name: {alias: Strng}
            functions:
              f: {parameters: [Sise], returns: Intt}
            components:
              V:
                properties: {size: Sise}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "2:26: unknown type 'Doubel'; did you mean 'Double'?",
            "2:44: unknown type 'Doubel'; did you mean 'Double'?",
            "3:17: unknown type 'Strng'; did you mean 'String'?",
            "5:20: unknown type 'Sise'; did you mean 'Size'?",
            "5:36: unknown type 'Intt'; did you mean 'Int'?",
            "8:24: unknown type 'Sise'; did you mean 'Size'?",
        ])
    }

    func testMalformedTypeNamesAreReported() {
        let nested = String(repeating: "[", count: 9) + "Int" + String(repeating: "]", count: 9)
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {alias: '[Int'}\n  B: {alias: 'Int]'}\n  C: {alias: '\(nested)'}\n"), [
            "2:14: invalid type name '[Int'; expected a name such as 'CGFloat', '[String]' or 'UIColor?'",
            "3:14: invalid type name 'Int]'; expected a name such as 'CGFloat', '[String]' or 'UIColor?'",
            "4:14: type name '[[[[[[[[[Int]]]]]]]]]' nests too deeply; the limit is 8 levels",
        ])
    }

    func testAliasCycleIsReportedOnceWithTheChain() {
        let yaml = """
            types:
              A: {alias: B}
              B: {alias: '[C]?'}
              C: {alias: A}
              D: {alias: D}
              E: {alias: A}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "2:3: type alias 'A' refers to itself: A -> B -> C -> A",
            "5:3: type alias 'D' refers to itself: D -> D",
        ])
        let registry = ManifestTest.load(yaml).registry
        XCTAssertNil(registry.resolveType(named: "A"))
        XCTAssertNil(registry.resolveType(named: "E"))
    }

    func testBuiltInTypeNamesCannotBeRedeclared() {
        XCTAssertEqual(ManifestTest.messages("types:\n  Int: {alias: Double}\n  A: {opaque: true, aliases: [Bool]}\n"), [
            "2:3: 'Int' is a built-in type and cannot be redeclared",
            "3:31: 'Bool' is a built-in type and cannot be an alias of 'A'",
        ])
    }
}
