import XCTest

@testable import TrellisTemplates

/// `xml=` and `template=` references Layout loads only when the template runs, which the
/// compiler cannot read: Layout's `urlFromString` (its UtilitiesTests) takes a reference
/// with a URL scheme as that URL (`https://…`, `data:…`) and one starting with `~` as a
/// file in the home folder of the device running the app.
final class RunTimeReferenceTests: XCTestCase {
    func testAURLWithAnySchemeIsLoadedAtRunTime() {
        let fixture = CompilerFixture(template: """
            <UIView>
                <UIView xml="data:blahblah"/>
                <UIView template="file:///Library/Card.xml"/>
            </UIView>
            """)
        XCTAssertEqual(fixture.messages(), [
            "T.xml:2:18: warning: remote file 'data:blahblah' is not checked at compile time; it is loaded at run time [remote-template]",
            "T.xml:3:23: warning: remote template 'file:///Library/Card.xml' is not checked at compile time; it is loaded at run time [remote-template]",
        ])
    }

    func testAPathInTheHomeFolderIsLoadedAtRunTime() {
        let fixture = CompilerFixture(template: """
            <UIView>
                <UIView xml="~/foo.xml"/>
                <UIView template="~/Library/Card.xml"/>
            </UIView>
            """)
        XCTAssertEqual(fixture.messages(), [
            "T.xml:2:18: warning: file '~/foo.xml' is in the home folder of the device running the app, so it is not checked at "
                + "compile time; it is loaded at run time [remote-template]",
            "T.xml:3:23: warning: template '~/Library/Card.xml' is in the home folder of the device running the app, so it is not "
                + "checked at compile time; it is loaded at run time [remote-template]",
        ])
        XCTAssertNotNil(fixture.compile().template)
    }

    /// A name with no scheme and no `~` is a file under the roots, as before.
    func testAFileNameIsStillAFile() {
        XCTAssertEqual(CompilerFixture(template: "<UIView xml=\"Missing~.xml\"/>").messages(), [
            "T.xml:1:14: error: cannot find file 'Missing~.xml': no file at 'Missing~.xml' [missing-template]",
        ])
    }
}
