import TrellisDiagnostics
import TrellisExpressions
import XCTest

/// SplitMix64: a small deterministic generator, so every run tests the same inputs.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Random, truncated and mutated inputs never crash or hang, and always give a tree or
/// a diagnostic (or nothing at all for blank and commented-out text); every tree
/// round-trips through the printer.
final class ParserFuzzTests: XCTestCase {
    private static let alphabet = Array("ab1 0.5e%+-*/!<>=&|?:,()[]{}'\"\\`#f.._u".utf8) + [0xC3, 0xA9, 0xFF, 0x00]

    private func isBlankOrComment(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return trimmed.isEmpty || trimmed.hasPrefix("//")
    }

    private func checkExpression(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = parseExpression(text)
        let length = text.utf8.count
        for diagnostic in result.diagnostics {
            let span = diagnostic.location
            XCTAssertTrue((span?.endOffset ?? -1) <= length && (span?.offset ?? -1) >= 0, "\(text): \(diagnostic)", file: file, line: line)
        }
        guard let syntax = result.syntax else {
            XCTAssertTrue(!result.diagnostics.isEmpty || isBlankOrComment(text), "nothing for \(text.debugDescription)", file: file, line: line)
            return
        }
        XCTAssertEqual(result.diagnostics, [], text, file: file, line: line)
        XCTAssertTrue(syntax.range.lowerBound >= 0 && syntax.range.upperBound <= length, text, file: file, line: line)
        let printed = ExpressionPrinter.print(syntax)
        XCTAssertEqual(parseExpression(printed).syntax.map(withoutRanges), withoutRanges(syntax), "\(text.debugDescription) printed as \(printed)", file: file, line: line)
    }

    private func checkTemplate(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let (template, diagnostics) = StringTemplateParser.parse(text, locator: expressionLocator)
        guard let template else {
            XCTAssertTrue(!diagnostics.isEmpty || isBlankOrComment(text), "nothing for template \(text.debugDescription)", file: file, line: line)
            return
        }
        XCTAssertEqual(diagnostics, [], text, file: file, line: line)
        let reparsed = StringTemplateParser.parse(ExpressionPrinter.print(template), locator: expressionLocator).template
        XCTAssertEqual(reparsed?.segments.count, template.segments.count, text, file: file, line: line)
    }

    func testRandomInputs() {
        var generator = SeededGenerator(state: 3)
        for _ in 0..<4_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let bytes = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator) ?? 0x20 }
            let text = String(decoding: bytes, as: UTF8.self)
            checkExpression(text)
            checkTemplate(text)
        }
    }

    func testEveryPrefixOfTheCorpus() {
        for text in expressionCorpus {
            let bytes = Array(text.utf8)
            for end in 0...bytes.count {
                let prefix = String(decoding: bytes[..<end], as: UTF8.self)
                checkExpression(prefix)
                checkTemplate("x{" + prefix + "}y")
                checkTemplate("x{" + prefix)
            }
        }
    }

    func testMutationsOfTheCorpus() {
        var generator = SeededGenerator(state: 11)
        for _ in 0..<4_000 {
            var bytes = Array((expressionCorpus.randomElement(using: &generator) ?? "").utf8)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0...bytes.count, using: &generator)
                let byte = Self.alphabet.randomElement(using: &generator) ?? 0x20
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where position < bytes.count: bytes.remove(at: position)
                case 1 where position < bytes.count: bytes[position] = byte
                default: bytes.insert(byte, at: position)
                }
            }
            checkExpression(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Random expressions from the grammar with random spacing: the ones that parse (most
    /// do) must print and re-parse to the same tree.
    func testGeneratedExpressionsRoundTrip() {
        var generator = SeededGenerator(state: 29)
        var parsed = 0
        for _ in 0..<3_000 {
            let text = Self.generate(depth: 4, using: &generator)
            if parseExpression(text).syntax != nil { parsed += 1 }
            checkExpression(text)
        }
        XCTAssertGreaterThan(parsed, 2_000)
    }

    private static func generate(depth: Int, using generator: inout SeededGenerator) -> String {
        func space() -> String { Bool.random(using: &generator) ? " " : "" }
        let leaves = ["1", "2.50", "1e3", "width", "parent.top", "#first.left", "#fA0", "'a\\b'", "true", "nil", "`x y`"]
        guard depth > 0, Int.random(in: 0..<4, using: &generator) != 0 else {
            return leaves.randomElement(using: &generator) ?? "1"
        }
        func sub() -> String { generate(depth: depth - 1, using: &generator) }
        let binary = ["+", "-", "*", "/", "%", "==", "<", "&&", "||", "??", "...", "..<"]
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return sub() + " " + (binary.randomElement(using: &generator) ?? "+") + " " + sub()
        case 1: return (["-", "+", "!"].randomElement(using: &generator) ?? "-") + space() + sub()
        case 2: return sub() + " ? " + sub() + " : " + sub()
        case 3: return "(" + space() + sub() + space() + ")"
        case 4: return "min(" + sub() + "," + space() + sub() + ")"
        case 5: return "[" + sub() + ", " + sub() + "]"
        case 6: return "items[" + sub() + "]"
        case 7: return "(" + sub() + ")%"
        default: return "(" + sub() + (["...", "..<"].randomElement(using: &generator) ?? "...") + ")"
        }
    }

    func testPathologicalNesting() {
        for opener in ["(", "[", "-", "!", "a[", "f(", "a ? ", "a ?? ", "..<", "{"] {
            let text = String(repeating: opener, count: 5_000) + "1"
            checkExpression(text)
            checkTemplate(text)
        }
    }
}
