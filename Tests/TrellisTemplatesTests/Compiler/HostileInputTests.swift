import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

/// Input meant to break the compiler: each ends with a diagnostic, never a crash, a hang or
/// unbounded memory.
final class HostileInputTests: XCTestCase {
    func compile(_ files: [String: [UInt8]], _ path: String = "T.xml", maximumNodeCount: Int? = nil) -> [String] {
        let fileSystem = MemoryFileSystem(files: files, currentDirectory: "/work")
        var compiler = TemplateCompiler(registry: .builtin, roots: TemplateRoots(folders: ["."], currentDirectory: "/work"), fileSystem: fileSystem)
        if let maximumNodeCount { compiler.maximumNodeCount = maximumNodeCount }
        return render(compiler.compile(path: path).diagnostics)
    }

    func testHundredThousandNestedElements() {
        let depth = 100_000
        let text = String(repeating: "<UIView>", count: depth) + String(repeating: "</UIView>", count: depth)
        XCTAssertEqual(compile(["T.xml": Array(text.utf8)]).first, "T.xml:1:4098: error: element 'UIView' is nested 513 levels deep; the maximum depth is 512 [xml-syntax]")
    }

    func testCheckerErrorsAreCappedAtAHundredPerFileWithANoteSayingHowManyMore() {
        let attributes = (0..<150).map { "textColr\($0)=\"red\"" }.joined(separator: "\n")
        let lines = compile(["T.xml": Array("<UIView>\n<UILabel\n\(attributes)/>\n</UIView>".utf8)])
        XCTAssertEqual(lines.count, 101)
        XCTAssertEqual(lines.first, "T.xml:3:1: error: unknown property 'textColr0' of UILabel; did you mean 'textColor'? [unknown-property]")
        XCTAssertEqual(Array(lines.suffix(2)), [
            "T.xml:102:1: error: unknown property 'textColr99' of UILabel; did you mean 'textColor'? [unknown-property]",
            "T.xml:102:1: note: 50 more errors in this file not shown; only the first 100 of a file are reported",
        ])
    }

    /// Twenty thousand attributes: a reporter quadratic in them would take hours here.
    func testTwentyThousandUnknownAttributesAreReportedCheaply() {
        let attributes = (0..<20_000).map { "foo\($0)=\"1\"" }.joined(separator: " ")
        let started = ContinuousClock.now
        let lines = compile(["T.xml": Array("<UIView><UILabel \(attributes)/></UIView>".utf8)])
        // `foo0`…`foo9` are slips of `font` (errors); every longer name is read as a property
        // of the app's (a warning): 100 findings and the note.
        XCTAssertEqual(lines.count, 111)
        XCTAssertEqual(lines.last, "T.xml:1:1107: note: 19890 more warnings in this file not shown; only the first 100 of a file are reported")
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(60))
    }

    /// Thirty macros each using the one before twice (about 1 KB) would expand to 2^30
    /// copies: expansion stops at a size limit, naming the chain of macros being expanded,
    /// so the IR of what compiles stays proportional to the template.
    func testMacrosDoublingEachLevelStopAtTheExpansionLimit() {
        let lines = compile(["T.xml": Array(Self.doublingMacros(levels: 30).utf8)])
        let chain = (0...30).reversed().map { "M\($0)" }.joined(separator: " -> ")
        XCTAssertEqual(lines, [
            "T.xml:33:16: error: macro 'M30' expands to more than 65536 bytes of expression; macros expand where they are used (\(chain)) [input-limit]",
        ])
    }

    /// Forty levels (the issue's reproducer) also pass the nesting limit: a few errors,
    /// quickly, instead of memory growing without end.
    func testFortyDoublingMacrosEndQuickly() {
        let started = ContinuousClock.now
        let lines = compile(["T.xml": Array(Self.doublingMacros(levels: 40).utf8)])
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(10))
        XCTAssertEqual(lines.filter { $0.contains(": error: ") }.count, 3, "\(lines)")
        XCTAssertEqual(lines.filter { $0.contains("expands to more than 65536 bytes") }.count, 1, "\(lines)")
    }

    /// `<macro name="M0" value="1"/>` and `levels` macros, each the one before added to
    /// itself, with `M<levels>` used as a width on line `levels + 3`, column 16.
    static func doublingMacros(levels: Int) -> String {
        let macros = (1...levels).map { "<macro name=\"M\($0)\" value=\"M\($0 - 1)+M\($0 - 1)\"/>" }.joined(separator: "\n")
        return "<UIView>\n<macro name=\"M0\" value=\"1\"/>\n\(macros)\n<UIView width=\"M\(levels)\"/>\n</UIView>"
    }

    func testMacrosUsedManyTimesWithinTheLimitStillExpand() {
        XCTAssertEqual(compile(["T.xml": Array(Self.doublingMacros(levels: 10).utf8)]), [])
    }

    func testFiftyMegabyteFileIsRefusedUnread() {
        let bytes = Array("<UIView>\n<!--".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 50_000_000) + Array("-->\n</UIView>\n".utf8)
        XCTAssertEqual(compile(["T.xml": bytes]), [
            "trellis: error: template 'T.xml' is 50000027 bytes; templates are limited to 16777216 bytes [input-limit]",
        ])
    }

    func testBinaryGarbage() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        XCTAssertEqual(compile(["T.xml": [0xFF, 0xFE, 0x00] + bytes]), ["trellis: error: 'T.xml' is not a template: it does not start with '<' [file-access]"])
        let lines = compile(["T.xml": [UInt8(ascii: "<")] + bytes])
        XCTAssertFalse(lines.isEmpty)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("T.xml:") }, "\(lines)")
    }

    func testBillionLaughs() {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
          <!ENTITY lol "lol">
          <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
          <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        ]>
        <UILabel text="&lol3;"/>
        """
        XCTAssertEqual(compile(["T.xml": Array(text.utf8)]).first?.contains("error: "), true)
        XCTAssertEqual(compile(["T.xml": Array(text.utf8)]).first?.hasPrefix("T.xml:3:3: error: entity declarations are not supported"), true)
    }

    func testSelfIncludingTemplate() {
        XCTAssertEqual(compile(["T.xml": Array(#"<UIView template="T.xml"/>"#.utf8)]), [
            "T.xml:1:19: error: inclusion cycle: T.xml -> T.xml [inclusion-cycle]",
        ])
    }

    func testMutualInclusion() {
        XCTAssertEqual(compile([
            "T.xml": Array(#"<UIView><UIView xml="A.xml"/></UIView>"#.utf8),
            "A.xml": Array(#"<UIView><UIView xml="B.xml"/></UIView>"#.utf8),
            "B.xml": Array(#"<UIView><UIView xml="A.xml"/></UIView>"#.utf8),
        ]), [
            "B.xml:1:22: error: inclusion cycle: T.xml -> A.xml -> B.xml -> A.xml [inclusion-cycle]",
            "A.xml:1:17: note: in 'B.xml' composed here",
            "T.xml:1:17: note: in 'A.xml' composed here",
        ])
    }

    func testExponentialInclusionStopsAtTheNodeLimit() {
        var files: [String: [UInt8]] = [:]
        for level in 0..<30 {
            files["L\(level).xml"] = Array(#"<UIView><UIView template="L\#(level + 1).xml"/><UIView template="L\#(level + 1).xml"/></UIView>"#.utf8)
        }
        files["L30.xml"] = Array("<UIView/>".utf8)
        let lines = compile(files, "L0.xml", maximumNodeCount: 2_000)
        XCTAssertEqual(lines.count, 30, "one error with a note per inclusion: \(lines)")
        XCTAssertEqual(lines.first, "L29.xml:1:38: error: template expands to more than 2000 nodes; check for templates that include each other many times [input-limit]")
    }

    func testInclusionsNestedTooDeeply() {
        var files: [String: [UInt8]] = [:]
        for level in 0..<40 {
            files["L\(level).xml"] = Array(#"<UIView><UIView xml="L\#(level + 1).xml"/></UIView>"#.utf8)
        }
        files["L40.xml"] = Array("<UIView/>".utf8)
        let lines = compile(files, "L0.xml")
        XCTAssertEqual(lines.first, "L32.xml:1:22: error: templates are included more than 32 levels deep at 'L33.xml' [input-limit]")
    }
}
