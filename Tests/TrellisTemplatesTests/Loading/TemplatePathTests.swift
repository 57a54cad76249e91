import XCTest

@testable import TrellisTemplates

final class TemplatePathTests: XCTestCase {
    func testNormalizeRemovesEmptyDotAndParentComponents() {
        XCTAssertEqual(TemplatePath.normalize("Screens//Login.xml"), "Screens/Login.xml")
        XCTAssertEqual(TemplatePath.normalize("./Screens/./Login.xml"), "Screens/Login.xml")
        XCTAssertEqual(TemplatePath.normalize("Screens/Parts/../Login.xml"), "Screens/Login.xml")
        XCTAssertEqual(TemplatePath.normalize("../Shared/Cell.xml"), "../Shared/Cell.xml")
        XCTAssertEqual(TemplatePath.normalize("/a/../../b"), "/b")
        XCTAssertEqual(TemplatePath.normalize("Screens/"), "Screens")
        XCTAssertEqual(TemplatePath.normalize("/"), "/")
        XCTAssertEqual(TemplatePath.normalize(""), ".")
        XCTAssertEqual(TemplatePath.normalize("a/.."), ".")
    }

    func testNormalizeKeepsNamesThatOnlyLookLikeDots() {
        for path in ["...", "a/.../b", ".hidden/a", "a/b.", "/x/..y/z", "a/.b/..c"] {
            XCTAssertEqual(TemplatePath.normalize(path), path)
        }
    }

    /// The byte-level check that skips normalizing agrees with normalizing component by
    /// component on every path of up to four components built from awkward pieces.
    func testAlreadyNormalPathsAreExactlyThoseNormalizingLeavesUnchanged() {
        let pieces = ["", ".", "..", "...", "a", ".a", "a.", "é"]
        var paths = [""]
        for _ in 0..<4 {
            paths += paths.flatMap { path in pieces.map { path.isEmpty ? $0 : path + "/" + $0 } }
        }
        paths += paths.map { "/" + $0 }
        XCTAssertGreaterThan(paths.count, 9_000)
        for path in Set(paths) {
            let byComponents = TemplatePath.normalizedByComponents(path)
            XCTAssertEqual(TemplatePath.isNormalized(path), byComponents == path, "\(path)")
            XCTAssertEqual(TemplatePath.normalize(path), byComponents, "\(path)")
        }
    }
}
