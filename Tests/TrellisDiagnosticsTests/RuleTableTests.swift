import TrellisDiagnostics
import XCTest

final class RuleTableTests: XCTestCase {
    func testIDsAreUniqueAndKebabCase() {
        let ids = Rule.all.map(\.id.rawValue)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertNotNil(id.wholeMatch(of: /[a-z][a-z0-9]*(-[a-z0-9]+)*/), "'\(id)' is not kebab-case")
        }
    }

    func testEveryRuleDescribesItselfCompletely() {
        for rule in Rule.all {
            XCTAssertEqual(rule.id.rule, rule)
            XCTAssertFalse(rule.summary.isEmpty, rule.id.rawValue)
            XCTAssertFalse(rule.example.isEmpty, rule.id.rawValue)
            XCTAssertTrue(rule.summary.hasSuffix("."), "the summary of \(rule.id.rawValue) is not a sentence")
                    }
    }

    func testOnlyRulesLeavingValidIRCanBeConfigured() {
        // Errors after which a template has no valid IR stay errors; warnings can be tuned.
        for rule in Rule.all {
            XCTAssertEqual(rule.isConfigurable, rule.defaultLevel != .error, rule.id.rawValue)
        }
        XCTAssertFalse(RuleID.xmlSyntax.rule.isConfigurable)
        XCTAssertFalse(RuleID.unknownProperty.rule.isConfigurable)
        XCTAssertFalse(RuleID.typeMismatch.rule.isConfigurable)
        XCTAssertFalse(RuleID.inclusionCycle.rule.isConfigurable)
        XCTAssertTrue(RuleID.frameConflict.rule.isConfigurable)
    }

    func testDiagnosticsCarryTheirRule() {
        let diagnostic = Diagnostic.warning(.enumCaseAsInput, "'middle' is not a case", at: nil)
        XCTAssertEqual(diagnostic.rule, .enumCaseAsInput)
        XCTAssertEqual(diagnostic.rule.rawValue, "enum-case-as-input")
        XCTAssertEqual(diagnostic.severity, .warning)
    }
}
