import TrellisDiagnostics
import TrellisTemplates
@testable import TrellisTooling
import XCTest

/// Finding templates in folders, with ignore files.
final class TemplateDiscoveryTests: XCTestCase {
    private func discover(_ paths: [String], _ files: [String: String]) -> TemplateDiscoveryResult {
        TemplateDiscovery(registry: builtinRegistry, fileSystem: MemoryFileSystem(texts: files)).discover(paths)
    }

    func testFindsTemplatesRecursivelyInByteOrder() {
        let result = discover(["App"], [
            "App/b.xml": "<UIView/>",
            "App/A.xml": "<?xml version=\"1.0\"?>\n<!-- c -->\n<UILabel text=\"x\"/>",
            "App/Sub/C.xml": "\u{FEFF}<UIButton/>",
            "App/Sub/D.XML": "<UIView/>",
        ])
        XCTAssertEqual(result.templates, ["App/A.xml", "App/Sub/C.xml", "App/Sub/D.XML", "App/b.xml"])
        XCTAssertEqual(result.diagnostics, [])
    }

    /// Other XML found in a folder is skipped with the warning `trellis check` gives it.
    func testSkipsNonTemplatesWithTheWarningsCheckGives() {
        let result = discover(["App", "./App"], [
            "App/T.xml": "<UIView/>",
            "App/Info.xml": "<plist/>",
            "App/Layer.xml": "<CALayer/>",
            "App/Empty.xml": "",
            "App/Notes.txt": "<UIView/>",
        ])
        XCTAssertEqual(result.templates, ["App/T.xml"])
        XCTAssertEqual(DiagnosticRenderer(format: .gnu, sources: result.sources).render(result.diagnostics), """
        App/Empty.xml:1:1: warning: 'App/Empty.xml' is skipped: it has no XML root element [not-a-template]
        App/Info.xml:1:2: warning: 'App/Info.xml' is skipped: its root element 'plist' is not a registry component; \
        it is not read as a template; to leave it out without a word, list it in a .trellisignore file [not-a-template]
        App/Layer.xml:1:2: warning: 'App/Layer.xml' is skipped: its root element 'CALayer' is not a registry component; \
        it is not read as a template; to leave it out without a word, list it in a .trellisignore file [not-a-template]

        """)
    }

    /// A file named directly and found in a folder has the named file's warning only.
    func testAFileNamedAndFoundInAFolderIsReportedOnce() {
        let result = discover(["App", "App/Info.xml"], ["App/Info.xml": "<plist/>"])
        XCTAssertEqual(result.diagnostics.map(\.message), ["'App/Info.xml' is not a template: its root element 'plist' is not a registry component"])
    }

    func testSkipsHiddenEntriesAndBuildFolders() {
        let result = discover(["App"], [
            "App/T.xml": "<UIView/>",
            "App/.git/T.xml": "<UIView/>",
            "App/.Hidden.xml": "<UIView/>",
            "App/build/T.xml": "<UIView/>",
            "App/Debug.build/T.xml": "<UIView/>",
            "App/My.app/T.xml": "<UIView/>",
            "App/Kit.framework/T.xml": "<UIView/>",
            "App/App.xcodeproj/T.xml": "<UIView/>",
            "App/Assets.xcassets/T.xml": "<UIView/>",
            "App/builder/T.xml": "<UIView/>",
        ])
        XCTAssertEqual(result.templates, ["App/T.xml", "App/builder/T.xml"])
    }

    /// Xcode's derived data, when kept in the project folder (Xcode's "Relative" location,
    /// `xcodebuild -derivedDataPath DerivedData`), holds copies of the templates (resource
    /// bundles of pods, checkouts of packages): searched, they would report every finding twice.
    func testSkipsDerivedDataInTheProjectFolder() {
        let result = discover(["App"], [
            "App/Screens/Main.xml": "<UIView/>",
            "App/DerivedData/App/Build/Products/Debug-iphonesimulator/Kit/Kit.bundle/Main.xml": "<UIView/>",
            "App/DerivedData/App/SourcePackages/checkouts/layout/SampleApp/Boxes.xml": "<UIView/>",
            "App/Screens/DerivedDataView.xml": "<UIView/>",
        ])
        XCTAssertEqual(result.templates, ["App/Screens/DerivedDataView.xml", "App/Screens/Main.xml"])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testHonoursTrellisIgnoreAndLayoutIgnoreFiles() {
        let result = discover(["App"], [
            "App/.trellisignore": "# generated\n  Generated/  \n\n/Old.xml\n",
            "App/Screens/.layout-ignore": "Drafts\n./Scratch.xml\n",
            "App/Generated/G.xml": "<UIView/>",
            "App/Old.xml": "<UIView/>",
            "App/Kept.xml": "<UIView/>",
            "App/Screens/Main.xml": "<UIView/>",
            "App/Screens/Scratch.xml": "<UIView/>",
            "App/Screens/Drafts/D.xml": "<UIView/>",
            "App/Other/Drafts/D.xml": "<UIView/>",
        ])
        XCTAssertEqual(result.templates, ["App/Kept.xml", "App/Other/Drafts/D.xml", "App/Screens/Main.xml"])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testCommentsAreStrippedWhereverTheyStartAsLayoutToolDoes() {
        let result = discover(["App"], [
            "App/.layout-ignore": "# drafts\n  # indented comment\nDrafts # not ready\nOld.xml#legacy\n\t#\n",
            "App/Drafts/D.xml": "<UIView/>",
            "App/Old.xml": "<UIView/>",
            "App/Kept.xml": "<UIView/>",
        ])
        XCTAssertEqual(result.templates, ["App/Kept.xml"])
        XCTAssertEqual(result.diagnostics, [])
        let wildcard = discover(["App"], ["App/.trellisignore": "Old.xml # not *.xml\n", "App/Old.xml": "<UIView/>"])
        XCTAssertEqual(wildcard.templates, [])
        XCTAssertEqual(wildcard.diagnostics, [])
    }

    func testWarnsAboutWildcardsInIgnoreFiles() {
        let result = discover(["App"], ["App/.trellisignore": "Tests\n  *.xml\n", "App/A.xml": "<UIView/>"])
        XCTAssertEqual(result.templates, ["App/A.xml"])
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "wildcards are not supported in ignore files; the line '*.xml' matches nothing; list each file or folder by its path",
        ])
        XCTAssertEqual(result.diagnostics.first?.location?.file, "App/.trellisignore")
        XCTAssertEqual(result.diagnostics.first?.location?.line, 2)
        XCTAssertEqual(result.diagnostics.first?.location?.column, 3)
        XCTAssertNotNil(result.sources["App/.trellisignore"])
    }

    func testAFileNamedDirectlyIsReadWhateverItsNameAndIgnoreFilesSay() {
        let result = discover(["App/Old.layout", "App/Info.xml"], [
            "App/.trellisignore": "Old.layout\n",
            "App/Old.layout": "<UIView/>",
            "App/Info.xml": "<?xml version=\"1.0\"?>\n<plist/>",
        ])
        XCTAssertEqual(result.templates, ["App/Old.layout"])
        XCTAssertEqual(result.diagnostics.map(\.message), ["'App/Info.xml' is not a template: its root element 'plist' is not a registry component"])
        XCTAssertEqual(result.diagnostics.first?.severity, .warning)
        XCTAssertEqual(result.diagnostics.first?.location?.line, 2)
        XCTAssertEqual(result.diagnostics.first?.location?.column, 2)
    }

    func testAFileWithoutARootElementIsNotATemplate() {
        let result = discover(["Empty.xml"], ["Empty.xml": "<!-- nothing -->"])
        XCTAssertEqual(result.templates, [])
        XCTAssertEqual(result.diagnostics.map(\.message), ["'Empty.xml' is not a template: it has no XML root element"])
    }

    func testAMissingPathIsAnErrorWithoutLocation() {
        let result = discover(["Nowhere"], ["App/A.xml": "<UIView/>"])
        XCTAssertEqual(result.diagnostics, [.error(.fileAccess, "cannot read 'Nowhere': no such file or folder", at: nil)])
    }

    func testListsAFileFoundTwiceOnce() {
        let result = discover(["App", "App/A.xml", "./App/A.xml"], ["App/A.xml": "<UIView/>"])
        XCTAssertEqual(result.templates, ["App/A.xml"])
    }

    func testStopsAtTheMaximumDepth() {
        let deep = (0...TemplateFolderSearch.maximumDepth).map { "d\($0)" }.joined(separator: "/")
        let result = discover(["App"], ["App/\(deep)/T.xml": "<UIView/>", "App/T.xml": "<UIView/>"])
        XCTAssertEqual(result.templates, ["App/T.xml"])
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.severity, .warning)
        XCTAssertTrue(result.diagnostics.first?.message.hasSuffix("is nested more than 64 folders deep; it is not searched") ?? false)
    }

    func testRootElementSniffing() {
        XCTAssertEqual(RootElementPeek.rootElementName(Array("<!DOCTYPE x>\n<?pi a?><Foo\n/>".utf8)), "Foo")
        XCTAssertEqual(RootElementPeek.rootElementName(Array("text".utf8)), nil)
        XCTAssertEqual(RootElementPeek.rootElementName(Array("<!-- unterminated".utf8)), nil)
    }
}
