import TrellisRegistry
import XCTest
@testable import TrellisLayout

final class LayoutPolicyTests: XCTestCase {
    func testEveryRegistryPolicyHasAnAlgorithm() {
        XCTAssertEqual(Registry.layoutPolicies.compactMap(LayoutPolicy.init(rawValue:)).map(\.rawValue), Registry.layoutPolicies)
        XCTAssertEqual(Set(LayoutPolicy.allCases.map(\.rawValue)), Set(Registry.layoutPolicies))
    }

    func testDefaultContainers() {
        XCTAssertEqual(LayoutPolicy.row.defaultContainer, .box(BoxLayout(axis: .horizontal)))
        XCTAssertEqual(LayoutPolicy.column.defaultContainer, .box(BoxLayout(axis: .vertical)))
        XCTAssertEqual(LayoutPolicy.anchor.defaultContainer, .anchor(AnchorLayout()))
        XCTAssertEqual(LayoutPolicy.root.defaultContainer, .root(RootLayout()))
        XCTAssertEqual(LayoutPolicy.stack.defaultContainer, .stack(StackLayout()))
        XCTAssertEqual(LayoutPolicy.scroll.defaultContainer, .scroll(ScrollLayout()))
        for policy in [LayoutPolicy.absolute, .spacer, .table, .collection, .navigation, .tabs] {
            XCTAssertEqual(policy.defaultContainer, .absolute, policy.rawValue)
        }
        XCTAssertEqual(LayoutPolicy.spacer.defaultWeight, 1)
        XCTAssertNil(LayoutPolicy.row.defaultWeight)
    }

    func testContainerDispatch() {
        let children = [box(50, 20), box(60, 30)]
        let size = Size(width: 300, height: 50)
        XCTAssertEqual(ContainerLayout.box(BoxLayout(axis: .horizontal)).layout(children, in: size), BoxLayout(axis: .horizontal).layout(children, in: size))
        XCTAssertEqual(ContainerLayout.stack(StackLayout()).measure(children, proposedWidth: nil), Size(width: 110, height: 30))
        XCTAssertEqual(ContainerLayout.absolute.layout(children, in: size), Arrangement(frames: [nil, nil], contentSize: .zero))
        XCTAssertNil(ContainerLayout.absolute.measure(children, proposedWidth: 10))
    }

    func testAbsoluteContentSizeIsTheBoundingBoxFromTheOrigin() {
        let frames = [rect(10, 20, 30, 40), rect(-50, -50, 20, 20), rect(100, 0, .nan, 5)]
        XCTAssertEqual(AbsoluteLayout.contentSize(of: frames), Size(width: 40, height: 60))
        XCTAssertEqual(AbsoluteLayout.contentSize(of: []), .zero)
    }
}
