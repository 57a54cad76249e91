import TrellisDiagnostics
import TrellisTemplates
import XCTest

/// The `deep-nesting` rule: what it flags and what it leaves alone.
final class DeepNestingTests: XCTestCase {
    /// `levels` UIViews nested in one another, one per line, the innermost holding two labels.
    private func nested(_ levels: Int) -> XMLDocument? {
        var text = ""
        for level in 0..<levels { text += String(repeating: " ", count: level) + "<UIView>\n" }
        text += "<UILabel/><UILabel/>\n"
        for _ in 0..<levels { text += "</UIView>\n" }
        return XMLReader().read(SourceText(path: "Deep.xml", text: text)).document
    }

    func testReportsTheFirstElementPastTheMaximumOncePerBranch() throws {
        let document = try XCTUnwrap(nested(13))
        let findings = DeepNesting.findings(in: document)
        XCTAssertEqual(findings.map(\.rule), [.deepNesting])
        XCTAssertEqual(findings.map(\.severity), [.warning])
        XCTAssertEqual(findings.first?.message,
                       "'UIView' is nested 13 levels deep, more than 12; flatten the hierarchy (a container such as a stack view or constraints can replace nested views)")
        XCTAssertEqual(findings.first.flatMap(\.location).map { "\($0.file):\($0.line):\($0.column)" }, "Deep.xml:13:14")
    }

    func testEachBranchPastTheMaximumIsReported() throws {
        let document = try XCTUnwrap(nested(12))
        // The two labels are at level 13, siblings in one branch each.
        XCTAssertEqual(DeepNesting.findings(in: document).map { $0.location?.column }, [2, 12])
    }

    func testLeavesTreesWithinTheMaximumAlone() throws {
        XCTAssertEqual(DeepNesting.findings(in: try XCTUnwrap(nested(11))), [])
        XCTAssertEqual(DeepNesting.findings(in: try XCTUnwrap(nested(13)), maximum: 14), [])
        XCTAssertEqual(DeepNesting.findings(in: try XCTUnwrap(nested(2)), maximum: 2).count, 2)
    }

    func testTreesAsDeepAsTheReaderAllowsAreWalkedWithoutRecursion() throws {
        let document = try XCTUnwrap(nested(500))
        XCTAssertEqual(DeepNesting.findings(in: document).count, 1)
    }
}
