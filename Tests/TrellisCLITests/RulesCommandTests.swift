import Foundation
import TrellisDiagnostics
import XCTest

/// `trellis rules` and the document generated from it, `Documentation/Rules.md`.
final class RulesCommandTests: XCTestCase {
    private static let rulesDocument = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/Rules.md")

    func testListsEveryRuleWithSeverityCategoryDescriptionAndExample() throws {
        let result = try TrellisProcess.run(["rules"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, Rule.all.count * 2 + 1)
        for (index, rule) in Rule.all.enumerated() {
            let line = lines[index * 2]
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            XCTAssertEqual(columns.first.map(String.init), rule.id.rawValue)
            XCTAssertEqual(columns.dropFirst().first.map(String.init), rule.defaultLevel.rawValue)
            XCTAssertTrue(columns.contains(Substring(rule.category.rawValue)), line)
            XCTAssertTrue(line.hasSuffix("  \(rule.summary)"), line)
            XCTAssertEqual(lines[index * 2 + 1].trimmingCharacters(in: .whitespaces), "example: \(rule.example)")
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("unknown-property") && $0.contains("  error (fixed)  correctness  ") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("frame-conflict") && $0.contains("  warning        layout  ") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("hardcoded-text ") && $0.contains("  off            localization  ") })
    }

    func testRulesDocumentIsCurrent() throws {
        let generated = try TrellisProcess.run(["rules", "--markdown"])
        XCTAssertEqual(generated.status, 0)
        let committed = try String(contentsOf: Self.rulesDocument, encoding: .utf8)
        XCTAssertEqual(committed, generated.standardOutput, "Documentation/Rules.md is out of date: run trellis rules --markdown > Documentation/Rules.md")
    }

    func testRulesDocumentHasASectionPerRule() throws {
        let document = try String(contentsOf: Self.rulesDocument, encoding: .utf8)
        for rule in Rule.all {
            XCTAssertTrue(document.contains("\n## \(rule.id.rawValue)\n"), "no section for \(rule.id.rawValue)")
            XCTAssertTrue(document.contains("| [`\(rule.id.rawValue)`](#\(rule.id.rawValue)) |"), "no table row for \(rule.id.rawValue)")
        }
    }
}
