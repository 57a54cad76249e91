import Foundation
import XCTest

/// End-to-end tests of `trellis check` on templates: the built executable runs on folders
/// written for each test; its diagnostics, output and exit status are checked exactly.
final class CheckTemplatesTests: XCTestCase {
    private var folder = URL(fileURLWithPath: NSTemporaryDirectory())

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Runs `trellis` in the test folder, with paths relative to it.
    private func trellis(_ arguments: [String]) throws -> TrellisProcess.Result {
        try TrellisProcess.run(arguments, in: folder)
    }

    func testReportsEveryErrorOfEveryTemplateSortedAndOnce() throws {
        try write("Screens/B.xml", """
        <UIView>
            <UILabel textColr="red"/>
            <UIView template="../Parts/Card.xml"/>
        </UIView>
        """)
        try write("Screens/A.xml", """
        <UIView>
            <UIButton touchUpInside="was pressed"/>
        </UIView>
        """)
        try write("Parts/Card.xml", """
        <UIView>
            <UILabel numberOfLines="'two'"/>
        </UIView>
        """)
        let run = try trellis(["check", "--diagnostics-format", "gnu", "."])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, """
        Parts/Card.xml:2:29: error: 'numberOfLines' expects Int, got String 'two' [type-mismatch]
        Screens/A.xml:2:30: error: invalid selector 'was pressed'; expected a method name such as 'wasPressed' or 'wasPressed:' [invalid-action]
        Screens/B.xml:2:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]

        """)
    }

    /// Constraints whose numbers are constants are solved at build time: a conflict that no
    /// screen resolves is an error at the constraint left out with a note at each other one
    /// of the minimal conflicting set; a view they leave free is a warning naming the axis.
    func testReportsConstraintConflictsAndAmbiguity() throws {
        try write("Card.xml", """
        <UIView>
            <UIView id="header" constrain="allButBottom; height >> 44; height >> 40"/>
            <UILabel id="title" text="Hi" constrain="top >> #header.bottom.offset(systemSpacing); leading.offset(16)"/>
            <UIView id="badge" constrain="top; height >> 10"/>
        </UIView>
        """)
        let run = try trellis(["check", "--diagnostics-format", "gnu", "Card.xml"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, """
        Card.xml:2:64: error: unable to satisfy the constraints of #header: this constraint conflicts with another required constraint, so it is ignored [constraint-conflict]
        Card.xml:2:50: note: conflicting constraint of #header
        Card.xml:4:6: warning: ambiguous layout: the constraints leave the horizontal position and width of #badge free [ambiguous-layout]

        """)
    }

    func testSkipsOtherXMLAndHiddenFoldersAndUsesComponentsFolders() throws {
        try write("Main.xml", #"<UIView><RatingView rating="4"/></UIView>"#)
        try write("Info.xml", #"<plist><dict/></plist>"#)
        try write(".hidden/Broken.xml", #"<UIView><UILabl/></UIView>"#)
        try write("Components/Rating.yaml", """
        components:
          RatingView:
            extends: UIControl
            properties: {rating: Double}
        """)
        let run = try trellis(["check", "."])
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)
    }

    func testSkipsIgnoredPathsAndGeneratedFoldersAsListDoes() throws {
        try write("Main.xml", "<UIView/>")
        try write("Fixtures/Broken.xml", "<UIView><UILabl/></UIView>")
        try write("build/Copy.xml", "<UIView><UILabl/></UIView>")
        try write("App.xcodeproj/Stale.xml", "<UIView><UILabl/></UIView>")
        try write(".trellisignore", "# broken on purpose\nFixtures/\nold*.xml\n")
        let check = try trellis(["check", "--diagnostics-format", "gnu", "."])
        XCTAssertEqual(check.standardError, """
        .trellisignore:3:1: warning: wildcards are not supported in ignore files; the line 'old*.xml' matches nothing; list each file or folder by its path [ignore-file-pattern]

        """)
        XCTAssertEqual(check.status, 0)
        let list = try trellis(["list", "--diagnostics-format", "gnu", "."])
        XCTAssertEqual(list.standardOutput, "Main.xml\n")
    }

    func testWarnsAboutARootElementThatLooksMisspelt() throws {
        try write("Main.xml", "<UIView/>")
        try write("Cell.xml", "<UITableViewCel><UILabl/></UITableViewCel>")
        try write("Info.xml", "<plist><dict/></plist>")
        let run = try trellis(["check", "--diagnostics-format", "gnu", "."])
        XCTAssertEqual(run.standardError, """
        Cell.xml:1:2: warning: 'Cell.xml' is skipped: its root element 'UITableViewCel' is not a registry component; did you mean 'UITableViewCell'? [skipped-template]

        """)
        XCTAssertEqual(run.status, 0)
    }

    func testACustomRootedTemplateIsCheckedAsItsLikelySuperclass() throws {
        try write("Main.xml", "<UIView/>")
        try write("Home.xml", """
        <HomeViewController>
            <UILabel textColr="red"/>
        </HomeViewController>
        """)
        let undeclared = try trellis(["check", "--diagnostics-format", "gnu", "."])
        XCTAssertEqual(undeclared.standardError, """
        Home.xml:1:2: warning: 'HomeViewController' is not a registry component, so it is read as a class of yours and checked as UIViewController; \
        to check the attributes UIViewController lacks, declare it in a manifest in a Components folder, such as 'Components/HomeViewController.yaml' holding \
        'components: {HomeViewController: {extends: UIViewController}}' [undeclared-component]
        Home.xml:2:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]

        """)
        XCTAssertEqual(undeclared.status, 1)
        try write("Components/Home.yaml", "components: {HomeViewController: {extends: UIViewController}}\n")
        let declared = try trellis(["check", "--diagnostics-format", "gnu", "."])
        XCTAssertEqual(declared.standardError, "Home.xml:2:14: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]\n")
        XCTAssertEqual(declared.status, 1)
    }

    /// A file whose root is an undeclared class is compiled on its own and where it is
    /// included; its warning is said once.
    func testAnIncludedFileWithAnUndeclaredRootIsReportedOnce() throws {
        try write("Main.xml", """
        <UIView>
            <UIView xml="Part.xml"/>
        </UIView>
        """)
        try write("Part.xml", "<MyCustomView/>")
        let run = try trellis(["check", "--diagnostics-format", "gnu", "."])
        XCTAssertEqual(run.standardError, """
        Part.xml:1:2: warning: 'MyCustomView' is not a registry component, so it is read as a class of yours and checked as UIView; \
        to check the attributes UIView lacks, declare it in a manifest in a Components folder, such as 'Components/MyCustomView.yaml' holding \
        'components: {MyCustomView: {extends: UIView}}' [undeclared-component]

        """)
        XCTAssertEqual(run.status, 0)
    }

    func testAnIncludedFileWithAMisspeltRootIsReportedOnceAsAnError() throws {
        try write("Main.xml", """
        <UIView>
            <UIView xml="Part.xml"/>
        </UIView>
        """)
        try write("Part.xml", "<UIStackVeiw/>")
        let run = try trellis(["check", "--diagnostics-format", "gnu", "."])
        XCTAssertEqual(run.standardError, """
        Part.xml:1:2: error: unknown component 'UIStackVeiw'; did you mean 'UIStackView'? [unknown-component]
        Main.xml:2:13: note: in 'Part.xml' composed here

        """)
        XCTAssertEqual(run.status, 1)
    }

    func testTheHumanFormatEndsWithOneSummaryLine() throws {
        try write("Main.xml", #"<UIView><UILabel textColr="red"/></UIView>"#)
        try write("Other.xml", "<UIView/>")
        try write("Home.xml", "<UIStackVeiw><UILabel/></UIStackVeiw>")
        try write("Components/A.yaml", "components: {BadgeView: {extends: UIView}}\n")
        try write("Components/B.yaml", "colors: {brand: '#4a90e2'}\n")
        let human = try trellis(["check", "--diagnostics-format", "human", "."])
        XCTAssertEqual(human.status, 1)
        XCTAssertEqual(human.standardError, """
        Home.xml:1:2: warning: 'Home.xml' is skipped: its root element 'UIStackVeiw' is not a registry component; \
        did you mean 'UIStackView'? [skipped-template]
        1 | <UIStackVeiw><UILabel/></UIStackVeiw>
          |  ^~~~~~~~~~~
        Main.xml:1:18: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]
        1 | <UIView><UILabel textColr="red"/></UIView>
          |                  ^~~~~~~~
        Checked 2 templates and 2 manifests, skipped 1 template: 1 error, 1 warning: 1 skipped-template, 1 unknown-property.

        """)
        try write("Main.xml", "<UIView/>")
        let clean = try trellis(["check", "--diagnostics-format", "human", "Main.xml"])
        XCTAssertEqual(clean.standardError, "Checked 1 template and 0 manifests: no errors, no warnings.\n")
        XCTAssertEqual(clean.status, 0)
        for format in ["gnu", "json"] {
            let run = try trellis(["check", "--diagnostics-format", format, "Main.xml"])
            XCTAssertEqual(run.standardError, "", format)
        }
    }

    func testPrintsTheVersion() throws {
        let run = try trellis(["--version"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, "0.1.0\n")
    }

    func testInputsSummary() throws {
        try write("Login.xml", """
        <UIView>
            <param name="title" type="String"/>
            <UILabel id="heading" text="{title}" isHidden="isLoading"/>
            <UITextField outlet="emailField" top="previous.bottom" text="{email}" editingChanged="emailChanged:"/>
            <UITableView style="tableStyle" top="previous.bottom"/>
            <UIButton top="previous.bottom" touchUpInside="{isLoading ? 'cancel:' : 'signIn:'}">Sign in</UIButton>
        </UIView>
        """)
        let run = try trellis(["check", "--inputs", "Login.xml"])
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, """
        Login.xml
          param title: String
          input email: String
          input isLoading: Bool
          input tableStyle: UITableViewStyle (constant)
          outlet emailField: UITextField
          action editingChanged -> emailChanged: on UITextField
          action touchUpInside -> cancel:, signIn: on UIButton
          id heading: UILabel


        """)
    }

    func testAssetsAndStrings() throws {
        try write("Screen.xml", """
        <UIView backgroundColor="Backgroud">
            <UIImageView image="Logoo"/>
            <UILabel text="{strings.Welcome.Titel}"/>
        </UIView>
        """)
        try write("Assets.xcassets/Logo.imageset/Contents.json", "{}")
        try write("Assets.xcassets/Background.colorset/Contents.json", "{}")
        try write("Localizable.strings", #""Welcome.Title" = "Welcome";"#)
        let run = try trellis(["check", "--assets", "Assets.xcassets", "--strings", "Localizable.strings", "Screen.xml"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, """
        Screen.xml:1:26: warning: 'Backgroud' is not a color asset, so it reads an input of that name; did you mean 'Background'? [asset-as-input]
        Screen.xml:2:25: error: unknown image asset 'Logoo'; did you mean 'Logo'? [unknown-asset]
        Screen.xml:3:21: error: unknown localized string 'Welcome.Titel'; did you mean 'Welcome.Title'? [unknown-localized-string]

        """)
    }

    func testAMissingStringsFileIsAFileAccessError() throws {
        try write("Screen.xml", "<UIView/>")
        let run = try trellis(["check", "--strings", "Missing.strings", "Screen.xml"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, "trellis: error: cannot read strings file 'Missing.strings': no such file [file-access]\n")
    }

    func testRootsBoundIncludes() throws {
        try write("App/Screens/Main.xml", #"<UIView><UIView template="../Parts/Card.xml" title="Hi"/></UIView>"#)
        try write("App/Parts/Card.xml", ##"<UIView backgroundColor="#fff"><param name="title" type="String"/><UILabel text="{title}"/></UIView>"##)
        let fileOnly = try trellis(["check", "--diagnostics-format", "gnu", "App/Screens/Main.xml"])
        XCTAssertEqual(fileOnly.standardError, "App/Screens/Main.xml:1:27: error: '../Parts/Card.xml' is outside the template roots ('App/Screens') [outside-roots]\n")
        XCTAssertEqual(fileOnly.status, 1)
        for arguments in [["App"], ["--root", "App", "App/Screens/Main.xml"], ["--root", ".", "App/Screens"]] {
            let run = try trellis(["check", "--diagnostics-format", "gnu"] + arguments)
            XCTAssertEqual(run.standardError, "", "\(arguments)")
            XCTAssertEqual(run.status, 0, "\(arguments)")
        }
        let rooted = try trellis(["check", "--diagnostics-format", "gnu", "--root", "App/Screens", "App/Screens"])
        XCTAssertEqual(rooted.status, 1)
        XCTAssertEqual(rooted.standardError, "App/Screens/Main.xml:1:27: error: '../Parts/Card.xml' is outside the template roots ('App/Screens') [outside-roots]\n")
    }

    func testRootGivenMeansExactlyThoseRoots() throws {
        let secret = try write("Secret/passwd", "root:x:0:0:root:/root:/bin/bash\n")
        try write("App/Main.xml", "<UIView><UILabel xml=\"\(secret)\"/></UIView>")
        try write("App/Other.xml", "<UIView/>")
        let fromFolder = try trellis(["check", "--diagnostics-format", "gnu", "App"])
        XCTAssertEqual(fromFolder.standardError, "App/Main.xml:1:23: error: '\(secret)' is outside the template roots ('App') [outside-roots]\n")
        let narrowed = try trellis(["check", "--diagnostics-format", "gnu", "--root", "App/Nowhere", "App/Other.xml"])
        XCTAssertEqual(narrowed.standardError, "trellis: error: template 'App/Other.xml' is outside the template roots ('App/Nowhere') [outside-roots]\n")
        XCTAssertEqual(narrowed.status, 1)
    }

    func testSymbolicLinksLeadingOutOfTheRootsAreRefused() throws {
        try write("Outside/Secret.xml", #"<UILabel text="top secret"/>"#)
        try write("App/Main.xml", #"<UIView><UILabel xml="link.xml"/></UIView>"#)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("App/link.xml").path, withDestinationPath: "../Outside/Secret.xml")
        let run = try trellis(["check", "--diagnostics-format", "gnu", "App"])
        XCTAssertEqual(run.status, 1)
        let real = try XCTUnwrap(URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path)
        XCTAssertEqual(run.standardError, """
        trellis: error: template 'App/link.xml' leads to '\(real)/Outside/Secret.xml' through a symbolic link, outside the template roots ('App') [outside-roots]

        """)
        let compile = try trellis(["compile", "--diagnostics-format", "gnu", "App", "-o", "All.json"])
        XCTAssertEqual(compile.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("All.json").path))
    }

    func testMissingPathsExitWithTwo() throws {
        let run = try trellis(["check", "Nowhere"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, "trellis: error: cannot read 'Nowhere': no such file or folder [file-access]\n")
    }

    func testTheBundledExamplesCheckClean() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let run = try TrellisProcess.run(["check", examples.path])
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)
    }
}

extension CheckTemplatesTests {
    func testStrictTurnsNamesReadAsInputsIntoErrors() throws {
        try write("A.xml", "<UIView>\n    <UILabel textAlignment=\"middle\"/>\n</UIView>\n")
        let message = "A.xml:2:29: %@: 'middle' is not a case of NSTextAlignment, so it is read as an input of that name; "
            + "valid cases are left, center, right, justified, natural [enum-case-as-input]\n"
        let lenient = try trellis(["check", "--diagnostics-format", "gnu", "A.xml"])
        XCTAssertEqual(lenient.status, 0)
        XCTAssertEqual(lenient.standardError, message.replacingOccurrences(of: "%@", with: "warning"))
        let strict = try trellis(["check", "--strict", "--diagnostics-format", "gnu", "A.xml"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.standardError, message.replacingOccurrences(of: "%@", with: "error"))
    }
}
