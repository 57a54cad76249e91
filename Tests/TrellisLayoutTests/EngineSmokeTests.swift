import Foundation
import XCTest
@testable import TrellisLayout

final class EngineSmokeTests: XCTestCase {
    func testSmoke() throws {
        let result = try XCTUnwrap(EngineFixture.layout("""
        <UIView>
            <UIView id="a" left="10" top="20" width="100" height="50"/>
            <UIView id="b" top="previous.bottom + 10" left="10" right="10" height="30"/>
            <UILabel id="c" top="previous.bottom" text="Hello World" left="50% - width / 2"/>
            <LMColumnView top="200" width="200">
                <UILabel text="One"/>
                <UILabel text="Two Three"/>
                <LMRowView><UILabel text="A"/><LMSpacer/><UILabel text="B"/></LMRowView>
            </LMColumnView>
        </UIView>
        """))
        FileHandle.standardError.write(Data("\(result.nodes.map { "\($0.component) \($0.frame)" }.joined(separator: "\n"))\n\(result.messages)\n".utf8))
    }
}
