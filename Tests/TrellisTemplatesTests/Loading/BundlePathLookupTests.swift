import XCTest

@testable import TrellisTemplates

/// `xml=` and `template=` references that name no file beside the including template are
/// found as Layout finds them in an app bundle: the file under the roots whose path ends
/// with the reference.
final class BundlePathLookupTests: XCTestCase {
    private let header = "<UILabel text=\"Header\"/>"

    func testAReferenceByFileNameFindsTheFileInAnotherFolder() {
        let fixture = CompilerFixture([
            "App/Screens/Home.xml": "<UIView><UILabel xml=\"Header.xml\"/></UIView>",
            "App/Parts/Header.xml": header,
        ])
        let result = fixture.compile("App/Screens/Home.xml")
        XCTAssertEqual(render(result.diagnostics), [])
        XCTAssertEqual(result.template?.nodes.map(\.component), ["UIView", "UILabel"])
        XCTAssertEqual(result.template?.dependencies, ["App/Parts/Header.xml"])
    }

    func testAReferenceWithFoldersMatchesTheLastComponentsOfAPath() {
        let fixture = CompilerFixture([
            "App/Screens/Home.xml": "<UIView><UILabel template=\"Parts/Header.xml\"/></UIView>",
            "App/Shared/Parts/Header.xml": header,
            "App/Other/Header.xml": "<UIButton/>",
        ])
        XCTAssertEqual(fixture.messages("App/Screens/Home.xml"), [])
        XCTAssertEqual(fixture.compile("App/Screens/Home.xml").template?.dependencies, ["App/Shared/Parts/Header.xml"])
    }

    func testAFileBesideTheIncludingTemplateWinsOverOneElsewhere() {
        let fixture = CompilerFixture([
            "App/Screens/Home.xml": "<UIView><UILabel xml=\"Header.xml\"/></UIView>",
            "App/Screens/Header.xml": header,
            "App/Parts/Header.xml": header,
        ])
        XCTAssertEqual(fixture.messages("App/Screens/Home.xml"), [])
        XCTAssertEqual(fixture.compile("App/Screens/Home.xml").template?.dependencies, ["App/Screens/Header.xml"])
    }

    func testSeveralMatchesTakeTheNearestWithAWarningNamingThemAll() {
        let fixture = CompilerFixture([
            "App/Screens/Home/Home.xml": "<UIView><UILabel xml=\"Header.xml\"/></UIView>",
            "App/Parts/Header.xml": header,
            "App/Screens/Parts/Header.xml": header,
        ])
        XCTAssertEqual(fixture.messages("App/Screens/Home/Home.xml"), [
            "App/Screens/Home/Home.xml:1:23: warning: file 'Header.xml' matches 2 files under the template roots "
                + "('App/Parts/Header.xml', 'App/Screens/Parts/Header.xml'); 'App/Screens/Parts/Header.xml', nearest to "
                + "this template, is used; write its path relative to this template to choose [ambiguous-inclusion]",
        ])
        XCTAssertEqual(fixture.compile("App/Screens/Home/Home.xml").template?.dependencies, ["App/Screens/Parts/Header.xml"])
    }

    func testNoMatchAnywhereIsStillAnErrorAtTheReference() {
        let fixture = CompilerFixture([
            "App/Screens/Home.xml": "<UIView><UILabel xml=\"Footer.xml\"/></UIView>",
            "App/Parts/Header.xml": header,
        ])
        XCTAssertEqual(fixture.messages("App/Screens/Home.xml"), [
            "App/Screens/Home.xml:1:23: error: cannot find file 'Footer.xml': no file at 'App/Screens/Footer.xml' [missing-template]",
        ])
    }

    /// An iOS device's file names are case-sensitive (the simulator's Mac usually is not),
    /// so a reference that differs from a file only in letter case fails there: the error
    /// names the file.
    func testAReferenceDifferingInLetterCaseNamesTheFile() {
        let fixture = CompilerFixture([
            "App/Screens/Home.xml": "<UIView><UILabel xml=\"header.xml\"/><UILabel template=\"parts/Card.XML\"/></UIView>",
            "App/Parts/Header.xml": header,
            "App/Parts/Card.xml": header,
        ])
        XCTAssertEqual(fixture.messages("App/Screens/Home.xml"), [
            "App/Screens/Home.xml:1:23: error: cannot find file 'header.xml': no file at 'App/Screens/header.xml'; "
                + "did you mean 'Header.xml'? File names are case-sensitive on iOS devices [missing-template]",
            "App/Screens/Home.xml:1:55: error: cannot find template 'parts/Card.XML': no file at 'App/Screens/parts/Card.XML'; "
                + "did you mean 'Parts/Card.xml'? File names are case-sensitive on iOS devices [missing-template]",
        ])
    }

    func testFilesOutsideTheRootsAndInIgnoredFoldersAreNotFound() {
        var fixture = CompilerFixture([
            "App/Screens/Home.xml": "<UIView><UILabel xml=\"Header.xml\"/><UILabel xml=\"Cell.xml\"/></UIView>",
            "Elsewhere/Header.xml": header,
            "App/build/Cell.xml": header,
        ])
        fixture.roots = ["App"]
        XCTAssertEqual(fixture.messages("App/Screens/Home.xml"), [
            "App/Screens/Home.xml:1:23: error: cannot find file 'Header.xml': no file at 'App/Screens/Header.xml' [missing-template]",
            "App/Screens/Home.xml:1:50: error: cannot find file 'Cell.xml': no file at 'App/Screens/Cell.xml' [missing-template]",
        ])
    }

    func testAReferenceClimbingOutOfItsFolderIsNotSearchedFor() {
        XCTAssertEqual(
            BundlePathIndex(
                roots: TemplateRoots(folders: ["."], currentDirectory: "/work"),
                fileSystem: MemoryFileSystem(texts: ["A/Header.xml": "<UIView/>"], currentDirectory: "/work")
            ).paths(endingWith: "../Header.xml"),
            []
        )
    }
}
