import Foundation
import XCTest

/// `trellis snapshot record|verify`: the files recorded, and the exact report of each kind
/// of difference with its exit status.
final class SnapshotCommandTests: XCTestCase {
    private var folder: ToolingCommandFolder!

    static let card = """
        <UIView width="100%" height="100%">
            <UIView id="box" top="10" width="50" height="20"/>
            <UILabel outlet="greeting" text="Hi" top="40" width="80" height="20"/>
        </UIView>
        """

    /// The four cases of `Card.xml` at 100x100, in the order verify reports them.
    static let cases = ["ltr.dark", "ltr.light", "rtl.dark", "rtl.light"].map { "__Snapshots__/Card.100x100.\($0).json" }

    override func setUpWithError() throws {
        folder = try ToolingCommandFolder()
        try folder.write("Card.xml", Self.card)
        let record = try snapshot(["record"])
        XCTAssertEqual([record.standardOutput, record.standardError], ["recorded 4 snapshots\n", ""])
        XCTAssertEqual(record.status, 0)
    }

    override func tearDown() {
        folder.remove()
    }

    private func snapshot(_ arguments: [String]) throws -> TrellisProcess.Result {
        try folder.trellis(["snapshot"] + arguments + ["Card.xml", "--size", "100x100"])
    }

    /// Verifies after replacing `old` by `new` in the template.
    private func verify(replacing old: String, with new: String) throws -> TrellisProcess.Result {
        try folder.write("Card.xml", Self.card.replacingOccurrences(of: old, with: new))
        return try snapshot(["verify", "--report", "report.html"])
    }

    /// The report of `lines` differences found in every case.
    private func report(_ lines: [String]) -> String {
        Self.cases.map { file in
            "\(file): \(lines.count) difference\(lines.count == 1 ? "" : "s")\n" + lines.map { "  \($0)\n" }.joined()
        }.joined() + "4 of 4 snapshots differ; report: report.html\n"
    }

    func testRecordWritesSortedPrettyJSONAndSVGBesideTheTemplate() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("__Snapshots__").path).sorted()
        XCTAssertEqual(files, [
            "Card.100x100.ltr.dark.json", "Card.100x100.ltr.dark.svg", "Card.100x100.ltr.light.json", "Card.100x100.ltr.light.svg",
            "Card.100x100.rtl.dark.json", "Card.100x100.rtl.dark.svg", "Card.100x100.rtl.light.json", "Card.100x100.rtl.light.svg",
        ])
        let json = try folder.read("__Snapshots__/Card.100x100.ltr.light.json")
        XCTAssertTrue(json.hasPrefix("""
            {
              "nodes" : [
                {
                  "component" : "UIView",
                  "frame" : {
                    "height" : 100,
                    "width" : 100,
                    "x" : 0,
                    "y" : 0
                  },
                  "path" : "UIView",
                  "values" : {
                    "height" : "100",
                    "width" : "100"
                  }
                },
                {
                  "component" : "UIView",
                  "frame" : {
                    "height" : 20,
                    "width" : 50,
                    "x" : 0,
                    "y" : 10
                  },
                  "id" : "box",
                  "path" : "UIView/0:UIView",
            """), json)
        XCTAssertTrue(try folder.read("__Snapshots__/Card.100x100.ltr.light.svg").hasPrefix("<svg "))
    }

    func testAnUnchangedTemplateVerifies() throws {
        let run = try snapshot(["verify"])
        XCTAssertEqual([run.standardOutput, run.standardError], ["", ""])
        XCTAssertEqual(run.status, 0)
    }

    func testAMovedView() throws {
        let run = try verify(replacing: #"top="10""#, with: #"top="15""#)
        XCTAssertEqual(run.standardOutput, report([
            "UIView/0:UIView #box: moved from (0, 10) to (0, 15)",
            "UIView/0:UIView #box: 'top' changed from '10' to '15'",
        ]))
        XCTAssertEqual(run.standardError, "trellis: error: 4 of 4 snapshots differ [snapshot-mismatch]\n")
        XCTAssertEqual(run.status, 1)
    }

    func testAResizedView() throws {
        let run = try verify(replacing: #"width="50" height="20""#, with: #"width="50" height="30""#)
        XCTAssertEqual(run.standardOutput, report([
            "UIView/0:UIView #box: resized from 50x20 to 50x30",
            "UIView/0:UIView #box: 'height' changed from '20' to '30'",
        ]))
        XCTAssertEqual(run.status, 1)
    }

    func testAChangedValue() throws {
        let run = try verify(replacing: #"text="Hi""#, with: #"text="Hello""#)
        XCTAssertEqual(run.standardOutput, report(["UIView/1:UILabel outlet greeting: 'text' changed from 'Hi' to 'Hello'"]))
        XCTAssertEqual(run.status, 1)
    }

    func testAnAddedView() throws {
        let run = try verify(replacing: "</UIView>", with: "    <UIView top=\"70\" width=\"10\" height=\"10\"/>\n</UIView>")
        XCTAssertEqual(run.standardOutput, report(["UIView/2:UIView: added"]))
        XCTAssertEqual(run.status, 1)
    }

    func testARemovedView() throws {
        let run = try verify(replacing: #"<UILabel outlet="greeting" text="Hi" top="40" width="80" height="20"/>"#, with: "")
        XCTAssertEqual(run.standardOutput, report(["UIView/1:UILabel outlet greeting: removed"]))
        XCTAssertEqual(run.status, 1)
    }

    func testTheReportShowsBothPreviewsWithTheChangedViewsOutlined() throws {
        _ = try verify(replacing: #"top="10""#, with: #"top="15""#)
        let html = try folder.read("report.html")
        XCTAssertEqual(html.components(separatedBy: "<section>").count - 1, 4)
        XCTAssertTrue(html.contains("<h2>__Snapshots__/Card.100x100.ltr.dark.json</h2>"))
        XCTAssertTrue(html.contains("<li>UIView/0:UIView #box: moved from (0, 10) to (0, 15)</li>"))
        XCTAssertTrue(html.contains("""
            <div class="pane recorded">
            <img alt="Recorded preview" src="data:image/svg+xml;base64,
            """))
        XCTAssertTrue(html.contains("""
            <div class="outline" title="UIView/0:UIView" style="left: 0px; top: 10px; width: 50px; height: 20px"></div>
            </div>
            </figure>
            <figure>
            <figcaption>Current</figcaption>
            """))
        XCTAssertTrue(html.contains("""
            <div class="outline" title="UIView/0:UIView" style="left: 0px; top: 15px; width: 50px; height: 20px"></div>
            </div>
            </figure>
            </div>
            </section>
            """))
    }

    /// The frame of the `#bar` view recorded in `file`, and whether the file records the
    /// legacy layout mode.
    private func recordedBar(_ file: String) throws -> (frame: [String: Double], legacyLayout: Bool?) {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(folder.read(file).utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        let bar = try XCTUnwrap(nodes.first { $0["id"] as? String == "bar" })
        return (try XCTUnwrap(bar["frame"] as? [String: Double]), json["legacyLayout"] as? Bool)
    }

    /// `--legacy-layout` lays the cases out in Layout's legacy mode (`right` a coordinate)
    /// and records the mode; verify lays out in the mode it is given, and a snapshot of the
    /// other mode is one difference naming the fix.
    func testLegacyLayoutIsRecordedAndVerifiedInItsMode() throws {
        try folder.write("Card.xml", """
            <UIView width="100%" height="100%">
                <UIView id="bar" left="10" right="60" top="0" height="10"/>
            </UIView>
            """)
        let legacy = try snapshot(["record", "--legacy-layout"])
        XCTAssertEqual([legacy.standardOutput, legacy.standardError], ["recorded 4 snapshots\n", ""])
        let recorded = try recordedBar("__Snapshots__/Card.100x100.ltr.light.json")
        XCTAssertEqual(recorded.frame, ["x": 10, "y": 0, "width": 50, "height": 10])
        XCTAssertEqual(recorded.legacyLayout, true)
        XCTAssertEqual(try recordedBar("__Snapshots__/Card.100x100.rtl.dark.json").frame, ["x": 10, "y": 0, "width": 50, "height": 10])
        let sameMode = try snapshot(["verify", "--legacy-layout"])
        XCTAssertEqual([sameMode.standardOutput, sameMode.standardError], ["", ""])
        XCTAssertEqual(sameMode.status, 0)
        let newMode = try snapshot(["verify", "--report", "report.html"])
        XCTAssertEqual(newMode.standardOutput, report([
            "recorded in Layout's legacy mode (--legacy-layout), verified in its new mode; pass --legacy-layout or record again",
        ]))
        XCTAssertEqual(newMode.status, 1)

        XCTAssertEqual(try snapshot(["record"]).status, 0)
        let current = try recordedBar("__Snapshots__/Card.100x100.ltr.light.json")
        XCTAssertEqual(current.frame, ["x": 10, "y": 0, "width": 30, "height": 10])
        XCTAssertNil(current.legacyLayout)
        let legacyMode = try snapshot(["verify", "--legacy-layout", "--report", "report.html"])
        XCTAssertEqual(legacyMode.standardOutput, report([
            "recorded in Layout's new mode, verified in its legacy mode (--legacy-layout); leave out --legacy-layout or record again",
        ]))
        XCTAssertEqual(legacyMode.status, 1)
    }

    /// The nearest `.trellis.yml` saying `legacy-layout: true` records and verifies in
    /// Layout's legacy mode without the flag; `--no-legacy-layout` overrides it.
    func testTheConfigurationsLegacyLayoutIsTheModeRecordedAndVerified() throws {
        try folder.write("Card.xml", """
            <UIView width="100%" height="100%">
                <UIView id="bar" left="10" right="60" top="0" height="10"/>
            </UIView>
            """)
        try folder.write(".trellis.yml", "legacy-layout: true\n")
        XCTAssertEqual(try snapshot(["record"]).status, 0)
        let recorded = try recordedBar("__Snapshots__/Card.100x100.ltr.light.json")
        XCTAssertEqual(recorded.frame, ["x": 10, "y": 0, "width": 50, "height": 10])
        XCTAssertEqual(recorded.legacyLayout, true)
        let verified = try snapshot(["verify"])
        XCTAssertEqual([verified.standardOutput, verified.standardError], ["", ""])
        XCTAssertEqual(verified.status, 0)
        let newMode = try snapshot(["verify", "--no-legacy-layout", "--report", "report.html"])
        XCTAssertEqual(newMode.standardOutput, report([
            "recorded in Layout's legacy mode (--legacy-layout), verified in its new mode; pass --legacy-layout or record again",
        ]))
        XCTAssertEqual(newMode.status, 1)
    }

    func testAMissingSnapshotIsAnErrorNamingTheFile() throws {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("__Snapshots__/Card.100x100.rtl.dark.json"))
        let run = try snapshot(["verify"])
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "trellis: error: missing snapshot '__Snapshots__/Card.100x100.rtl.dark.json'; record it with 'trellis snapshot record' [missing-snapshot]\n")
        XCTAssertEqual(run.status, 1)
    }

    func testVariantsAreSnapshotsOfTheirOwn() throws {
        try folder.write("Card.xml", Self.card.replacingOccurrences(of: #"text="Hi""#, with: #"text="{title}""#))
        try folder.write("Card.preview.json", #"{"long text": {"title": "A longer title"}, "empty": {"title": ""}}"#)
        let record = try snapshot(["record", "--size", "320x568"])
        XCTAssertEqual(record.standardOutput, "recorded 24 snapshots\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("__Snapshots__").path)
        XCTAssertEqual(files.filter { $0.hasSuffix("ltr.light.json") }.sorted(), [
            "Card.100x100.ltr.light.json", "Card.320x568.ltr.light.json", "Card.empty.100x100.ltr.light.json",
            "Card.empty.320x568.ltr.light.json", "Card.long-text.100x100.ltr.light.json", "Card.long-text.320x568.ltr.light.json",
        ])
        XCTAssertTrue(try folder.read("__Snapshots__/Card.long-text.100x100.ltr.light.json").contains(#""text" : "A longer title""#))
        XCTAssertEqual(try snapshot(["verify", "--size", "320x568"]).status, 0)
    }

    func testVariantsWithTheSameFileNameAreAnError() throws {
        try folder.write("Card.preview.json", #"{"long text": {}, "long-text": {}}"#)
        let run = try snapshot(["record"])
        XCTAssertEqual(run.standardError, """
            trellis: error: variants 'long text' and 'long-text' of 'Card.preview.json' would be written to the same snapshot files; \
            rename one [invalid-option]

            """)
        XCTAssertEqual(run.status, 1)
    }

    func testABadSizeIsAUsageError() throws {
        let run = try snapshot(["verify", "--size", "wide"])
        XCTAssertEqual(run.standardError, "trellis: error: invalid size 'wide'; expected WIDTHxHEIGHT with numbers above 0 and at most 100000, such as '375x812' [invalid-option]\n")
        XCTAssertEqual(run.status, 2)
    }
}
