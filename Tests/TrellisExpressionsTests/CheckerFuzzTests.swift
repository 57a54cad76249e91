import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

/// Random and truncated inputs through parse, check, compile and evaluate: each one gives
/// diagnostics or a value (or an evaluation error), never a crash.
final class CheckerFuzzTests: XCTestCase {
    /// SplitMix64, so every run tries the same inputs.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let fragments = [
        "a", "b", "width", "parent.width", "#x.top", "1", "2.5", "0", "1e3", "'s'", "'{'", "#fff", "#ggg", "true", "nil", "pi",
        "auto", "50%", "%", "+", "-", "*", "/", "?", ":", "??", "==", "<", "&&", "||", "!", "(", ")", "[", "]", ",", "...", "..<",
        "min(", "rgba(", "pow(", "count(", "strings.Price(", "`strings.x`", "center", "UIViewContentMode.center", "UIColor.red",
        "{", "}", "{a}", "//", " ", "bold", "Helvetica", "é", "A", "B", "SELF",
    ]

    static let types: [ValueType] = [
        .double, .int, .bool, .string, .attributedString, .color, .font, .image, .url, .selector,
        .enumeration("UIViewContentMode"), .options("UIDataDetectorTypes"), .array(.string), .any,
    ]

    let macros = DictionaryScope(macros: [
        "A": MacroDefinition(name: "A", text: "B + 1", locator: StandaloneLocator(file: "<m>")),
        "B": MacroDefinition(name: "B", text: "A * 2", locator: StandaloneLocator(file: "<m>")),
        "SELF": MacroDefinition(name: "SELF", text: "(SELF", locator: StandaloneLocator(file: "<m>")),
    ])

    /// Checks `text` as an attribute of `type` and evaluates it when it checks; asserts
    /// that a failed check always explains itself.
    func exercise(_ text: String, as type: ValueType) {
        let expected = ExpectedType(type, name: "value", relativeSizing: type == .double ? RelativeSizing(keyPath: "width") : nil)
        let result = checker.checkAttribute(text, locator: StandaloneLocator(file: "<fuzz>"), expected: expected, scope: macros)
        guard let checked = result.expression else { return }
        guard let typed = checked.typed else {
            XCTAssertTrue(checked.diagnostics.containsErrors, "no diagnostic for '\(text)' as \(type.displayName)")
            return
        }
        let names = checked.inputs.keys.sorted()
        guard let compiled = try? CompiledExpression.compile(typed, functions: checkingFunctions, strings: checkingStrings, bind: { reference in
            if case let .input(name) = reference { return names.firstIndex(of: name) }
            return nil
        }) else { return }
        let slots: [Value] = names.map { _ in .int(1) }
        _ = try? compiled.evaluate(in: testEnvironment(slots: slots))
    }

    func testRandomTokenSequences() {
        var generator = Generator(state: 2024)
        for _ in 0..<1500 {
            let count = Int.random(in: 1...9, using: &generator)
            let text = (0..<count).map { _ in Self.fragments.randomElement(using: &generator) ?? "" }.joined(separator: Bool.random(using: &generator) ? " " : "")
            let type = Self.types.randomElement(using: &generator) ?? .double
            exercise(text, as: type)
        }
    }

    func testRandomBytes() {
        var generator = Generator(state: 7)
        let alphabet = Array("ab1.%#{}()[]'\\`?:!=<>&|+-*/, \u{0}\u{7F}é😀")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...16, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            exercise(text, as: Self.types.randomElement(using: &generator) ?? .string)
        }
    }

    func testTruncatedSeedExamples() {
        let examples = [
            "5 + width / 3", "isSelected ? blue : gray", "min(width, height)", "a >= b ? a : b", "pi / 2",
            "Hello {name}, you have {n + 1} new messages", "Hello {hasName ? name : 'World'}", "{'foobar'[0..<3]}",
            "{strings.Messages.Title(name, messageCount)}", "{themeFont} 25 bold", "helvetica body bold 120%",
            "rgba(255, 255, 255, 1 - transparency)", "isSmallImage ? center : scaleAspectFit", "phoneNumber, link",
            "['Hello'] + ['And', 'Goodbye']", "items[1...2]", "col == nil ? #fff : col", "colors.primary // the primary color",
            "contentMode == UIViewContentMode.scaleAspectFit ? 200 : 300", "image_{index}.png", "100% - 20",
        ]
        for example in examples {
            let bytes = Array(example.utf8)
            for end in 0...bytes.count {
                let text = String(decoding: bytes[..<end], as: UTF8.self)
                for type in [ValueType.double, .string, .color, .font, .enumeration("UIViewContentMode"), .array(.string)] {
                    exercise(text, as: type)
                }
            }
        }
    }

    func testDeepNestingIsRefusedNotCrashed() {
        let deep = String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        XCTAssertFalse(Check(deep, .double).checked()?.diagnostics.isEmpty ?? true)
        let long = Array(repeating: "1", count: 400).joined(separator: " + ")
        XCTAssertEqual(outcome(long, .double), "400")
    }
}
