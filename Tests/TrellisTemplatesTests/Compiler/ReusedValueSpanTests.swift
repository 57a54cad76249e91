@testable import TrellisTemplates
import XCTest

/// A checked value is reused by later identical values (``CheckMemo``), keeping the spans
/// of its parts relative to where it was first checked. A manifest default has no text of
/// its own in the template: every span of it is its node's, so a value written in the
/// template must not reuse it, or its parts lose their places.
final class ReusedValueSpanTests: XCTestCase {
    func testAWrittenValueKeepsItsPartsPlacesAfterAnIdenticalDefault() throws {
        // The first child takes UIView's default width `100%`; the second writes it.
        let template = try XCTUnwrap(assertCompiles("""
        <UIView>
            <UIView/>
            <UIView width="100%"/>
        </UIView>
        """))
        let width = try XCTUnwrap(template.nodes[2].properties.first { $0.keyPath == "width" })
        XCTAssertEqual(width.role, .property)
        guard case let .percentage(operand, _) = width.value.expression.kind else {
            return XCTFail("expected a percentage, got \(width.value.expression.kind)")
        }
        XCTAssertEqual([operand.span.line, operand.span.column, operand.span.length], [3, 20, 3])
        XCTAssertEqual([width.value.expression.span.line, width.value.expression.span.column, width.value.expression.span.length], [3, 20, 4])
    }

    func testDefaultsStillShareOneCheckedValue() throws {
        let template = try XCTUnwrap(assertCompiles("""
        <UIView>
            <UIView/>
            <UIView/>
        </UIView>
        """))
        let identities = template.nodes[1...].map { node in
            node.properties.first { $0.keyPath == "width" }?.value.checkedExpressionIdentity
        }
        XCTAssertEqual(identities.count, 2)
        XCTAssertNotNil(identities[0])
        XCTAssertEqual(identities[0], identities[1])
    }
}
