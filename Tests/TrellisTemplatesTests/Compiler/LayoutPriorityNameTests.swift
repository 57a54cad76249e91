import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// `UILayoutPriority` names (Layout's `required`, `defaultHigh`, `defaultLow`,
/// `fittingSizeLevel`) in `contentHuggingPriority.*` and `contentCompressionResistancePriority.*`:
/// numbers, never inputs.
final class LayoutPriorityNameTests: XCTestCase {
    /// The checked expression of `keyPath` on the root node.
    func expression(_ keyPath: String, in template: IRTemplate?) -> TypedExpression.Kind? {
        template?.nodes.first?.properties.first { $0.keyPath == keyPath }?.value.expression.kind
    }

    func testEachNameIsItsPriority() throws {
        let template = assertCompiles("""
            <UIView
                contentHuggingPriority.horizontal="required"
                contentHuggingPriority.vertical="defaultHigh"
                contentCompressionResistancePriority.horizontal="defaultLow"
                contentCompressionResistancePriority.vertical="fittingSizeLevel"
            />
            """)
        XCTAssertEqual(template?.inputs.map(\.name), [])
        XCTAssertEqual(expression("contentHuggingPriority.horizontal", in: template), .literal(.double(1000)))
        XCTAssertEqual(expression("contentHuggingPriority.vertical", in: template), .literal(.double(750)))
        XCTAssertEqual(expression("contentCompressionResistancePriority.horizontal", in: template), .literal(.double(250)))
        XCTAssertEqual(expression("contentCompressionResistancePriority.vertical", in: template), .literal(.double(50)))
    }

    func testNamesWorkInConditionalBranchesAndNumbersStillDo() throws {
        let template = assertCompiles("""
            <UILabel
                contentHuggingPriority.horizontal="isWide ? defaultLow : required"
                contentHuggingPriority.vertical="999"
            />
            """)
        XCTAssertEqual(template?.inputs.map(\.name), ["isWide"])
        XCTAssertEqual(expression("contentHuggingPriority.vertical", in: template), .literal(.double(999)))
    }

    func testTheNamesMeanNothingElsewhere() {
        let messages = CompilerFixture(template: #"<UIView alpha="required" tag="defaultHigh"/>"#).messages()
        XCTAssertEqual(messages, [])
        let template = CompilerFixture(template: #"<UIView alpha="required" tag="defaultHigh"/>"#).compile().template
        XCTAssertEqual(template?.inputs.map(\.name), ["defaultHigh", "required"])
    }
}
