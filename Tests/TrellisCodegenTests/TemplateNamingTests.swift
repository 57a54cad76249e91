@testable import TrellisCodegen
import XCTest

final class TemplateNamingTests: XCTestCase {
    func testFileNamesInUpperCamelCase() {
        XCTAssertEqual(TemplateNaming.typeNames(for: ["Screens/login-cell.xml", "Home.xml", "404.xml"]), [
            "404.xml": "_404", "Home.xml": "Home", "Screens/login-cell.xml": "LoginCell",
        ])
    }

    func testSharedFileNamesUseTheWholePath() {
        XCTAssertEqual(TemplateNaming.typeNames(for: ["Screens/Login.xml", "Cells/Login.xml", "Other.xml"]), [
            "Cells/Login.xml": "CellsLogin", "Other.xml": "Other", "Screens/Login.xml": "ScreensLogin",
        ])
    }

    func testRemainingCollisionsAndReservedNamesGetSuffixes() {
        XCTAssertEqual(TemplateNaming.typeNames(for: ["A/BC.xml", "AB/C.xml", "BC.xml", "C.xml"]), [
            "A/BC.xml": "ABC", "AB/C.xml": "ABC_2", "BC.xml": "BC", "C.xml": "C",
        ])
        XCTAssertEqual(TemplateNaming.typeNames(for: ["Type.xml", "Bundle.xml", "Templates.xml"]), [
            "Bundle.xml": "Bundle_2", "Templates.xml": "Templates_2", "Type.xml": "Type_2",
        ])
    }
}
