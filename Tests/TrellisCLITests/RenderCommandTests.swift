import Foundation
import XCTest

/// `trellis render`, run as a process: the files written, the index, diagnostics and exit
/// statuses.
final class RenderCommandTests: XCTestCase {
    private var folder = URL(fileURLWithPath: NSTemporaryDirectory())

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every file under `name`, relative to it, sorted.
    private func files(under name: String) -> [String] {
        let root = folder.appendingPathComponent(name).path
        let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return found.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// Runs `trellis render` in the test folder with gnu diagnostics.
    private func render(_ arguments: [String]) throws -> TrellisProcess.Result {
        try TrellisProcess.run(["render", "--diagnostics-format", "gnu"] + arguments, in: folder)
    }

    func testAFileIsWrittenToTheSVGPathGiven() throws {
        try write("Card.xml", #"<UIView width="100%" height="100%" backgroundColor="red"><UILabel left="4" top="4" text="Hi" font="10"/></UIView>"#)
        let run = try render(["Card.xml", "--size", "40x20", "-o", "out/card.svg"])
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(files(under: "out"), ["card.svg"])
        XCTAssertEqual(try read("out/card.svg"), """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">
        <g transform="translate(0 0)">
        <rect x="0" y="0" width="40" height="20" fill="#ff0000"/>
        <g transform="translate(4 4)">
        <text x="0" y="9.28" font-family="DejaVu Sans" font-size="10" fill="#000000">Hi</text>
        </g>
        </g>
        </svg>

        """)
    }

    func testAFileIsWrittenIntoAFolderByItsName() throws {
        try write("Screens/Card.xml", #"<UIView width="100%" height="100%"/>"#)
        let run = try render(["Screens/Card.xml", "--size", "40x20", "-o", "out", "--debug"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(files(under: "out"), ["Card.svg"])
        XCTAssertTrue(try read("out/Card.svg").contains(#"stroke-dasharray="2 2""#))
    }

    /// With `--debug`, each constraint of a constrained view is a blue line in the view's
    /// coordinates from its attribute to the one it is pinned to (a dot there), through
    /// the view's middle; sizes run across the view at three quarters; offsets, factors and
    /// sizes are labelled.
    func testDebugDrawsEveryConstraint() throws {
        try write("Pinned.xml", """
        <UIView width="100%" height="100%">
            <UIView id="bar" constrain="allButBottom(leadingOffset: 10); height >> 20"/>
            <UIView id="tag" constrain="top >> #bar.bottom.offset(8); leading >> #bar.leading; width >> parent.width.at(0.5); height >> 10"/>
        </UIView>
        """)
        let run = try render(["Pinned.xml", "--size", "100x100", "-o", "Pinned.svg", "--debug"])
        XCTAssertEqual(run.status, 0, run.standardError)
        let svg = try read("Pinned.svg")
        let marks = svg.split(separator: "\n").filter { $0.contains("#0080ff") || $0.hasPrefix("<g ") }
        XCTAssertEqual(marks, [
            ##"<g transform="translate(0 0)">"##,
            ##"<g transform="translate(10 0)">"##,
            ##"<line x1="45" y1="0" x2="45" y2="0" stroke="#0080ff" stroke-width="0.5"/>"##,
            ##"<circle cx="45" cy="0" r="1.5" fill="#0080ff"/>"##,
            ##"<line x1="0" y1="10" x2="-10" y2="10" stroke="#0080ff" stroke-width="0.5"/>"##,
            ##"<circle cx="-10" cy="10" r="1.5" fill="#0080ff"/>"##,
            ##"<text x="-5" y="9" font-family="DejaVu Sans" font-size="6" text-anchor="middle" fill="#0080ff">10</text>"##,
            ##"<line x1="90" y1="10" x2="90" y2="10" stroke="#0080ff" stroke-width="0.5"/>"##,
            ##"<circle cx="90" cy="10" r="1.5" fill="#0080ff"/>"##,
            ##"<line x1="67.5" y1="0" x2="67.5" y2="20" stroke="#0080ff" stroke-width="0.5"/>"##,
            ##"<text x="67.5" y="9" font-family="DejaVu Sans" font-size="6" text-anchor="middle" fill="#0080ff">20</text>"##,
            ##"<g transform="translate(10 28)">"##,
            ##"<line x1="25" y1="0" x2="25" y2="-8" stroke="#0080ff" stroke-width="0.5"/>"##,
            ##"<circle cx="25" cy="-8" r="1.5" fill="#0080ff"/>"##,
            ##"<text x="25" y="-5" font-family="DejaVu Sans" font-size="6" text-anchor="middle" fill="#0080ff">8</text>"##,
            ##"<line x1="0" y1="5" x2="0" y2="5" stroke="#0080ff" stroke-width="0.5"/>"##,
            ##"<circle cx="0" cy="5" r="1.5" fill="#0080ff"/>"##,
            ##"<line x1="0" y1="7.5" x2="50" y2="7.5" stroke="#0080ff" stroke-width="0.5"/>"##,
            ##"<text x="25" y="6.5" font-family="DejaVu Sans" font-size="6" text-anchor="middle" fill="#0080ff">× 0.5</text>"##,
            ##"<line x1="37.5" y1="0" x2="37.5" y2="10" stroke="#0080ff" stroke-width="0.5"/>"##,
            ##"<text x="37.5" y="4" font-family="DejaVu Sans" font-size="6" text-anchor="middle" fill="#0080ff">10</text>"##,
        ])
    }

    func testAFolderGivesEverySizeMirroredSubfoldersAndAnIndex() throws {
        try write("App/Login.xml", #"<UIView width="100%" height="100%"><UILabel text="{title}"/></UIView>"#)
        try write("App/Cells/Row.xml", #"<UIView width="100%" height="44"/>"#)
        let run = try render(["App", "--size", "375x812", "-o", "previews"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, """
        App/Login.xml:1:52: warning: no value for 'title' (String); give it in the state or the constants [missing-input]
        App/Login.xml:1:52: note: 'title' is read here

        """)
        XCTAssertEqual(files(under: "previews"), [
            "Cells/Row.svg", "Cells/Row@320x568.svg", "Cells/Row@768x1024.svg",
            "Login.svg", "Login@320x568.svg", "Login@768x1024.svg",
            "index.html",
        ])
        XCTAssertTrue(try read("previews/Login@768x1024.svg").hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024""#))
        let index = try read("previews/index.html")
        let figures = index.split(separator: "\n").filter { $0.hasPrefix("<h2>") || $0.hasPrefix("<figure>") }
        XCTAssertEqual(figures, [
            "<h2>Cells/Row</h2>",
            #"<figure><img src="Cells/Row.svg" width="188" height="406" alt="Cells/Row at 375x812"><figcaption>375x812</figcaption></figure>"#,
            #"<figure><img src="Cells/Row@320x568.svg" width="160" height="284" alt="Cells/Row at 320x568"><figcaption>320x568</figcaption></figure>"#,
            #"<figure><img src="Cells/Row@768x1024.svg" width="384" height="512" alt="Cells/Row at 768x1024"><figcaption>768x1024</figcaption></figure>"#,
            "<h2>Login</h2>",
            #"<figure><img src="Login.svg" width="188" height="406" alt="Login at 375x812"><figcaption>375x812</figcaption></figure>"#,
            #"<figure><img src="Login@320x568.svg" width="160" height="284" alt="Login at 320x568"><figcaption>320x568</figcaption></figure>"#,
            #"<figure><img src="Login@768x1024.svg" width="384" height="512" alt="Login at 768x1024"><figcaption>768x1024</figcaption></figure>"#,
        ])
    }

    func testAnOtherSizeIsDrawnAtTheStandardSizesToo() throws {
        try write("App/V.xml", #"<UIView width="100%" height="100%"/>"#)
        let run = try render(["App", "--size", "100x50", "-o", "previews"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(files(under: "previews"), ["V.svg", "V@320x568.svg", "V@375x812.svg", "V@768x1024.svg", "index.html"])
    }

    func testATemplateThatDoesNotCompileIsSkippedAndTheOthersWritten() throws {
        try write("App/Bad.xml", #"<UIView><UILabel textColr="red"/></UIView>"#)
        try write("App/Good.xml", #"<UIView width="100%" height="100%"/>"#)
        let run = try render(["App", "--size", "320x568", "-o", "previews"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "App/Bad.xml:1:18: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]\n")
        XCTAssertEqual(files(under: "previews"), ["Good.svg", "Good@375x812.svg", "Good@768x1024.svg", "index.html"])
    }

    func testUsageAndOutputProblemsExitWithTwo() throws {
        try write("V.xml", "<UIView/>")
        let size = try render(["V.xml", "--size", "0x10", "-o", "v.svg"])
        XCTAssertEqual(size.status, 2)
        XCTAssertEqual(size.standardError, "trellis: error: invalid size '0x10'; expected WIDTHxHEIGHT with numbers above 0 and at most 100000, such as '375x812' [invalid-option]\n")
        let json = try render(["V.xml", "--size", "10x10", "--state", "nope", "-o", "v.svg"])
        XCTAssertEqual(json.status, 2)
        XCTAssertEqual(json.standardError, "trellis: error: --state is not valid JSON [invalid-option]\n")
        try write("blocker", "")
        let unwritable = try render(["V.xml", "--size", "10x10", "-o", "blocker/v.svg"])
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.standardError.hasPrefix("trellis: error: cannot write 'blocker/v.svg': "), unwritable.standardError)
        let missing = try render(["Nope", "--size", "10x10", "-o", "out"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "trellis: error: cannot read 'Nope': no such file or folder [file-access]\n")
    }
}
