@testable import TrellisTemplates
import XCTest

final class SmokeTests: XCTestCase {
    func testHelloWorld() {
        let ir = assertCompiles("""
        <UIView
            width="100%"
            height="100%"
            backgroundColor="#fff">

            <UILabel
                width="100%"
                top="50% - height / 2"
                textAlignment="center"
                font="Courier bold 30"
                text="Hello World"
            />
        </UIView>
        """)
        XCTAssertEqual(ir?.nodes.count, 2)
    }

    func testErrors() {
        let lines = CompilerFixture(template: """
        <UIView>
            <UILabel textColr="red" frame="x" safeAreaInsets="1" text="{a"/>
            <UILabl/>
        </UIView>
        """).messages()
        print(lines.joined(separator: "\n"))
    }
}
