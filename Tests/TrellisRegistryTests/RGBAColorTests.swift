import TrellisRegistry
import XCTest

final class RGBAColorTests: XCTestCase {
    func testHexLiteralsOfEveryLength() {
        XCTAssertEqual(RGBAColor(hex: "#fff")?.hexString, "#ffffffff")
        XCTAssertEqual(RGBAColor(hex: "#fff7")?.hexString, "#ffffff77")
        XCTAssertEqual(RGBAColor(hex: "#ff0000")?.hexString, "#ff0000ff")
        XCTAssertEqual(RGBAColor(hex: "#ff00007f")?.hexString, "#ff00007f")
    }

    func testMalformedHexLiteralsAreRejected() {
        XCTAssertNil(RGBAColor(hex: "#ggg"))
        XCTAssertNil(RGBAColor(hex: "#12345"))
        XCTAssertNil(RGBAColor(hex: "fff"))
    }
}
