import Foundation
import TrellisDiagnostics
import TrellisRegistry
import XCTest

/// YAML-level problems: syntax errors, duplicate keys, nesting, sizes, encodings.
final class YAMLSyntaxTests: XCTestCase {
    func testUnclosedFlowMappingIsASyntaxErrorWithPosition() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: {alias: Int\n"), [
            "3:1: invalid YAML: did not find expected ',' or '}' [2:6: while parsing a flow mapping that starts here]",
        ])
    }

    func testTabIndentationIsASyntaxError() {
        XCTAssertEqual(ManifestTest.messages("types:\n\tA: {alias: Int}\n"), [
            "2:1: invalid YAML: found character that cannot start any token",
        ])
    }

    func testMappingValueInPlainScalarIsASyntaxError() {
        XCTAssertEqual(ManifestTest.messages("colors:\n  a: b: c\n"), [
            "2:7: invalid YAML: mapping values are not allowed in this context",
        ])
    }

    func testSecondDocumentIsReported() {
        XCTAssertEqual(ManifestTest.messages("types: {}\n---\ncolors: {}\n"), [
            "2:1: a manifest must be a single YAML document; found another document",
        ])
    }

    func testUndefinedAliasIsReported() {
        XCTAssertEqual(ManifestTest.messages("types:\n  A: *missing\n"), [
            "2:6: invalid YAML: found undefined alias",
        ])
    }

    func testDuplicateKeyIsReportedAtTheSecondOccurrenceAndTheRestIsChecked() {
        let yaml = """
            colors:
              red: "#f00"
              blue: "#00f"
              red: "#e00"
            images:
              icon: 1by1
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "4:3: duplicate key 'red' in 'colors' [2:3: first declared here]",
            "6:9: invalid image size '1by1' for 'icon'; expected 'WIDTHxHEIGHT' such as '40x40'",
        ])
    }

    func testEveryRepeatOfAKeyIsReported() {
        let yaml = "colors: {a: '#000', a: '#111', b: '#222', a: '#333', b: '#444'}\n"
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "1:21: duplicate key 'a' in 'colors' [1:10: first declared here]",
            "1:43: duplicate key 'a' in 'colors' [1:10: first declared here]",
            "1:54: duplicate key 'b' in 'colors' [1:32: first declared here]",
        ])
    }

    func testDuplicateTopLevelKeysAndNestedDuplicates() {
        let yaml = """
            types:
              A: {enum: [x], enum: [y]}
            types:
              B: {alias: Int}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "2:18: duplicate key 'enum' in type 'A' [2:7: first declared here]",
            "3:1: duplicate key 'types' in the manifest [1:1: first declared here]",
        ])
    }

    func testDuplicateKeysThatCannotBeRetaggedStopAtTheFirstOccurrence() {
        XCTAssertEqual(ManifestTest.messages("colors:\n  !!str a: '#000'\n  a: '#111'\n"), [
            "2:3: duplicate key 'a'",
        ])
    }

    func testTooManyDuplicateKeysStopComposing() {
        let yaml = "colors:\n" + String(repeating: "  a: '#000'\n", count: 102)
        XCTAssertEqual(ManifestTest.messages(yaml), ["102:3: too many duplicate keys; the limit is 100"])
    }

    func testColumnsCountUTF8BytesAfterMultibyteCharacters() {
        XCTAssertEqual(ManifestTest.messages("colors: {é: '#000', b: 'nope'}\n"), [
            "1:10: invalid color name 'é' in 'colors'; expected an identifier",
            "1:25: invalid color 'nope' for 'b'; expected '#rrggbb', 'rgb(r, g, b)' or 'rgba(r, g, b, a)'",
        ])
    }

    func testCarriageReturnLineEndingsAndByteOrderMark() {
        XCTAssertEqual(ManifestTest.messages("\u{FEFF}colors:\r\n  a: '#00000'\r\n  b: nope\r\n"), [
            "2:6: invalid color '#00000' for 'a'; expected '#' and 3, 4, 6 or 8 hex digits",
            "3:6: invalid color 'nope' for 'b'; expected '#rrggbb', 'rgb(r, g, b)' or 'rgba(r, g, b, a)'",
        ])
    }

    func testEmptyAndCommentOnlyManifestsAreClean() {
        XCTAssertEqual(ManifestTest.messages(""), [])
        XCTAssertEqual(ManifestTest.messages("# nothing yet\n\n"), [])
        XCTAssertEqual(ManifestTest.messages("~\n"), [])
        XCTAssertEqual(ManifestTest.messages("types:\ncomponents:\n"), [])
    }

    func testTopLevelMustBeAMapping() {
        XCTAssertEqual(ManifestTest.messages("- types\n"), [
            "1:1: expected a mapping at the top level of the manifest, with keys such as 'types' and 'components'",
        ])
        XCTAssertEqual(ManifestTest.messages("plain text\n"), [
            "1:1: expected a mapping at the top level of the manifest, with keys such as 'types' and 'components'",
        ])
        XCTAssertEqual(ManifestTest.messages(":::\n"), ["1:1: unknown top-level key '::'"])
    }

    func testGarbageNeverCrashes() {
        let inputs = [
            "{{{{", "]]]", ": : :", "\t\t\t", "- - - -", "'unterminated", "\"\\q\"", "&a [*a]", "? [a]\n: b\n",
            "key: |\n  text\n other: 1", "%YAML 9.9\n---\na: 1", "!!binary AAAA", "\u{1}\u{2}\u{3}", "a: \u{0}",
            String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
        ]
        var generator = SeededGenerator(seed: 42)
        let random = (0..<50).map { _ in
            String(decoding: (0..<200).map { _ in UInt8.random(in: 0...127, using: &generator) }, as: UTF8.self)
        }
        for input in inputs + random {
            let result = ManifestTest.load(input)
            for diagnostic in result.diagnostics {
                XCTAssertNotNil(diagnostic.location, "\(diagnostic.message) for \(input.debugDescription)")
            }
        }
    }

    func testADoubleQuotedScalarEndingInABackslashAtTheEndOfTheFileIsASyntaxError() {
        // Found by the configuration fuzz target: the escape skipped past the last byte and
        // the byte scans that run before Yams read beyond the file.
        XCTAssertEqual(ManifestTest.messages("colors:\n  - \"Old\\"), [
            "2:9: invalid YAML: found unknown escape character [2:5: while parsing a quoted scalar that starts here]",
        ])
    }

    func testControlCharacterIsReportedWithItsCode() {
        XCTAssertEqual(ManifestTest.messages("colors:\n  a: \u{1}\n"), [
            "2:6: invalid YAML: control characters are not allowed (U+0001)",
        ])
    }

    func testTenThousandNestedFlowSequencesAreRejected() {
        let yaml = "types: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let messages = ManifestTest.messages(yaml)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasSuffix("YAML is nested too deeply; the limit is 64 levels") ?? false, "\(messages)")
    }

    func testNestingJustPastTheLimitIsRejectedAtTheDeepNode() {
        let yaml = "types: " + String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        XCTAssertEqual(ManifestTest.messages(yaml), ["1:71: YAML is nested too deeply; the limit is 64 levels"])
        let allowed = "images: " + String(repeating: "[", count: 62) + String(repeating: "]", count: 62)
        XCTAssertEqual(ManifestTest.messages(allowed), ["1:9: expected a mapping for 'images'"])
    }

    func testDeepBlockNestingIsRejectedBeforeComposing() {
        let indented = (0..<999).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x"
        XCTAssertEqual(ManifestTest.messages(indented), ["129:129: YAML is nested too deeply; the limit is 64 levels"])
        let compact = String(repeating: "- ", count: 999) + "x"
        XCTAssertEqual(ManifestTest.messages(compact), ["1:1: YAML is nested too deeply; the limit is 64 levels"])
    }

    func testBracketsInQuotesBlockScalarsAndCommentsDoNotCountAsNesting() {
        let brackets = String(repeating: "[", count: 100)
        let yaml = """
            components:
              A:
                doc: |
                  \(brackets)
              B: {doc: '\(brackets) it''s', unavailable: {x: "\\" \(brackets)"}} # \(brackets)
              C:
                doc: see a\(brackets)
              D:
                doc: >-
                  \(brackets)
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [])
    }

    func testDeeplyNestedInputIsRejectedOnASmallStack() {
        let inputs = [
            "types: " + String(repeating: "[", count: 999) + String(repeating: "]", count: 999),
            (0..<999).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n") + "x",
        ]
        for input in inputs {
            let done = expectation(description: "loaded")
            let thread = Thread {
                XCTAssertEqual(ManifestTest.load(input).diagnostics.map(\.message), ["YAML is nested too deeply; the limit is 64 levels"])
                done.fulfill()
            }
            thread.stackSize = 512 * 1024
            thread.start()
            wait(for: [done], timeout: 60)
        }
    }

    func testAliasesThatExpandExponentiallyAreStopped() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let messages = ManifestTest.messages(yaml)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasSuffix("YAML aliases expand the document to too many nodes") ?? false, "\(messages)")
    }

    /// Yams hashes every mapping key while composing: a key made of nested aliases would
    /// take exponential time there, so the expansion is estimated before composing.
    func testAKeyMadeOfExponentialAliasesIsStoppedBeforeComposing() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [\(Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", "))]\n"
        }
        yaml += "? [*a9, *a9]\n: value\n"
        XCTAssertEqual(ManifestTest.messages(yaml), ["4:10: YAML aliases expand the document to too many nodes"])
    }

    /// libyaml ends an alias's name at the first character that is not a letter, digit, `-`
    /// or `_`, so `*a0: value` is the alias `a0` used as a key; the estimate must read the
    /// name the same way, or such keys would expand unseen (a fuzzer found this).
    func testAliasesWrittenAsKeysWithAColonAreCounted() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [\(Array(repeating: "{*a\(level - 1): 0}", count: 10).joined(separator: ", "))]\n"
        }
        XCTAssertEqual(ManifestTest.messages(yaml), ["4:11: YAML aliases expand the document to too many nodes"])
    }

    /// Yams hashes a key once for every key it is part of, so keys nested in keys cost
    /// their size times their depth, aliases or not.
    func testKeysNestedInKeysAreStoppedBeforeComposing() {
        let items = Array(repeating: "x", count: 3_000).joined(separator: ", ")
        var key = "[\(items)]"
        for _ in 1...30 { key = "{\(key): v}" }
        XCTAssertEqual(ManifestTest.messages("? \(key)\n: value\n"), [
            "1:6328: YAML mapping keys are too large to compare; a manifest's keys are names",
        ])
    }

    func testAnAliasEndsWhereLibyamlEndsItsName() {
        let yaml = "types:\n  Level: {enum: &levels [low, medium, high]}\n  Copy: {enum: {*levels: 1}}\n"
        XCTAssertEqual(ManifestTest.messages(yaml), ["3:16: expected a list for cases of enum 'Copy'"])
    }

    func testAliasesReusingAnAnchorAreRead() {
        var yaml = "types:\n  Level: {enum: &levels [low, medium, high]}\n"
        for index in 0..<30 {
            yaml += "  Level\(index): {enum: *levels}\n"
        }
        XCTAssertEqual(ManifestTest.messages(yaml), [])
        XCTAssertEqual(ManifestTest.load(yaml).registry.cases(of: "Level29"), ["low", "medium", "high"])
    }

    func testFiveMegabyteScalarIsRejectedAsTooLong() {
        let huge = String(repeating: "x", count: 5 * 1024 * 1024)
        XCTAssertEqual(ManifestTest.messages("components:\n  A:\n    doc: \(huge)\n"), [
            "3:10: value is too long (5242880 bytes); the limit is 65536 bytes",
        ])
    }

    func testOverlongNamesAreRejected() {
        let long = String(repeating: "x", count: 300)
        XCTAssertEqual(ManifestTest.messages("colors:\n  \(long): '#fff'\n"), [
            "2:3: name 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' is too long; names are limited to 256 bytes",
        ])
    }
}

/// A deterministic random number generator (SplitMix64) so garbage inputs repeat.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
