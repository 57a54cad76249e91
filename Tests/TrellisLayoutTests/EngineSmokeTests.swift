import Foundation
import XCTest
@testable import TrellisLayout

final class EngineSmokeTests: XCTestCase {
    func testSmoke() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView top="10" height="20"/>
            <UIView top="previous.bottom + 10" height="next.top - top - 5"/>
            <UIView top="100" left="previous.width - 300" height="5"/>
        </UIView>
        """))
        FileHandle.standardError.write(Data("\(result.nodes.map { "\($0.component) \($0.frame) \($0.properties)" }.joined(separator: "\n"))\nDIAG \(result.messages)\n".utf8))
    }
}
