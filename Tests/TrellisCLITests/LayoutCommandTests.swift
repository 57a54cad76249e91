import Foundation
import XCTest

/// `trellis layout`, run as a process on templates written for each test: the exact JSON
/// printed, diagnostics and exit statuses.
final class LayoutCommandTests: XCTestCase {
    private var folder = URL(fileURLWithPath: NSTemporaryDirectory())

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-layout-\(UUID().uuidString)")
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

    /// Runs `trellis layout` in the test folder with gnu diagnostics.
    private func layout(_ arguments: [String]) throws -> TrellisProcess.Result {
        try TrellisProcess.run(["layout", "--diagnostics-format", "gnu"] + arguments, in: folder)
    }

    func testPrintsTheTreeWithFramesInParentCoordinates() throws {
        try write("Screen.xml", """
        <UIView width="100%" height="100%">
            <UIView id="box" left="10" top="20" width="100" height="50"/>
            <LMRowView top="100" width="300" height="40">
                <UIView weight="1"/>
                <UIView weight="2"/>
            </LMRowView>
        </UIView>
        """)
        let run = try layout(["Screen.xml", "--size", "375x812"])
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, """
        {
          "component": "UIView",
          "id": null,
          "frame": {"x": 0, "y": 0, "width": 375, "height": 812},
          "children": [
            {
              "component": "UIView",
              "id": "box",
              "frame": {"x": 10, "y": 20, "width": 100, "height": 50},
              "children": []
            },
            {
              "component": "LMRowView",
              "id": null,
              "frame": {"x": 0, "y": 100, "width": 300, "height": 40},
              "children": [
                {
                  "component": "UIView",
                  "id": null,
                  "frame": {"x": 0, "y": 0, "width": 97.33333333333333, "height": 40},
                  "children": []
                },
                {
                  "component": "UIView",
                  "id": null,
                  "frame": {"x": 105.33333333333333, "y": 0, "width": 194.66666666666666, "height": 40},
                  "children": []
                }
              ]
            }
          ]
        }

        """)
    }

    func testValuesAreTypedJSON() throws {
        try write("Label.xml", """
        <UILabel width="100%" height="auto" text="Hi {name}" textColor="#ff000080" font="bold 20"
                 textAlignment="center" isHidden="false" numberOfLines="2"/>
        """)
        let run = try layout(["Label.xml", "--size", "200x100", "--values", "--state", #"{"name": "Ann \"A\""}"#])
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, """
        {
          "component": "UILabel",
          "id": null,
          "frame": {"x": 0, "y": 0, "width": 200, "height": 24},
          "values": {
            "font": "System bold 20",
            "height": 24,
            "isHidden": false,
            "numberOfLines": 2,
            "text": "Hi Ann \\"A\\"",
            "textAlignment": "center",
            "textColor": "#ff000080",
            "width": 200
          },
          "children": []
        }

        """)
    }

    func testRightToLeftAndLegacyLayout() throws {
        try write("Edges.xml", """
        <UIView width="100%" height="100%">
            <UIView leading="10" top="0" width="100" height="10"/>
            <UIView left="0" right="100" top="0" height="10"/>
        </UIView>
        """)
        func frames(_ options: [String]) throws -> [String] {
            let run = try layout(["Edges.xml", "--size", "375x812"] + options)
            XCTAssertEqual(run.status, 0, run.standardError)
            return run.standardOutput.split(separator: "\n").filter { $0.contains("\"frame\"") }.dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        XCTAssertEqual(try frames([]), [
            #""frame": {"x": 10, "y": 0, "width": 100, "height": 10},"#,
            #""frame": {"x": 0, "y": 0, "width": 275, "height": 10},"#,
        ])
        XCTAssertEqual(try frames(["--rtl"]), [
            #""frame": {"x": 265, "y": 0, "width": 100, "height": 10},"#,
            #""frame": {"x": 0, "y": 0, "width": 275, "height": 10},"#,
        ])
        XCTAssertEqual(try frames(["--legacy-layout"])[1], #""frame": {"x": 0, "y": 0, "width": 100, "height": 10},"#)
    }

    /// `legacy-layout: true` in the nearest `.trellis.yml` lays templates out in Layout's
    /// legacy mode, its default, so a team whose app does not opt out says so once;
    /// `--no-legacy-layout` and `--legacy-layout` override the file. The file's rule levels
    /// are not applied here (the deprecation warning stays one), and its errors are
    /// reported at their line and column.
    func testTheConfigurationChoosesLegacyLayoutAndTheFlagsOverrideIt() throws {
        try write("Edges.xml", """
        <UIView width="100%" height="100%">
            <UIButton left="0" right="100" top="0" height="10" contentEdgeInsets.top="2"/>
        </UIView>
        """)
        try write(".trellis.yml", "legacy-layout: true\nwarnings-as-errors: true\n")
        func childFrame(_ options: [String]) throws -> String {
            let run = try layout(["Edges.xml", "--size", "375x812"] + options)
            XCTAssertEqual(run.status, 0, run.standardError)
            XCTAssertEqual(run.standardError, """
                Edges.xml:2:56: warning: 'contentEdgeInsets' of UIButton is deprecated: use a UIButton.Configuration's contentInsets (iOS 15) [deprecated-property]

                """)
            let frames = run.standardOutput.split(separator: "\n").filter { $0.contains("\"frame\"") }
            return frames.dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        let legacy = #""frame": {"x": 0, "y": 0, "width": 100, "height": 10},"#
        let new = #""frame": {"x": 0, "y": 0, "width": 275, "height": 10},"#
        XCTAssertEqual(try childFrame([]), legacy)
        XCTAssertEqual(try childFrame(["--no-legacy-layout"]), new)
        XCTAssertEqual(try childFrame(["--no-legacy-layout", "--legacy-layout"]), legacy)

        try write(".trellis.yml", "legacy-layout: false\n")
        XCTAssertEqual(try childFrame([]), new)
        XCTAssertEqual(try childFrame(["--legacy-layout"]), legacy)

        try write(".trellis.yml", "legacy-layot: yes\n")
        let invalid = try layout(["Edges.xml", "--size", "375x812"])
        XCTAssertEqual(invalid.standardError, """
            .trellis.yml:1:1: error: unknown top-level key 'legacy-layot'; did you mean 'legacy-layout'? [invalid-configuration]
            Edges.xml:2:56: warning: 'contentEdgeInsets' of UIButton is deprecated: use a UIButton.Configuration's contentInsets (iOS 15) [deprecated-property]

            """)
        XCTAssertEqual(invalid.status, 1)
        try write(".trellis.yml", "legacy-layout: sometimes\n")
        XCTAssertEqual(try layout(["Edges.xml", "--size", "375x812"]).standardError.split(separator: "\n").first,
                       ".trellis.yml:1:16: error: expected 'true' or 'false' for 'legacy-layout' [invalid-configuration]")
    }

    /// Constrained views get the solver's frames, leading and trailing following `--rtl`;
    /// a conflict is an error with a note at each constraint it involves, after the tree.
    func testConstrainedViews() throws {
        try write("Pinned.xml", """
        <UIView width="100%" height="100%">
            <UIView id="bar" constrain="allButBottom(leadingOffset: 20); height >> 44"/>
            <UIView id="tag" constrain="top >> #bar.bottom.offset(systemSpacing); leading >> #bar.leading; width >> 100; height >> 20"/>
        </UIView>
        """)
        func frames(_ options: [String]) throws -> [String] {
            let run = try layout(["Pinned.xml", "--size", "375x812"] + options)
            XCTAssertEqual(run.standardError, "")
            XCTAssertEqual(run.status, 0)
            return run.standardOutput.split(separator: "\n").filter { $0.contains("\"frame\"") }.dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        XCTAssertEqual(try frames([]), [
            #""frame": {"x": 20, "y": 0, "width": 355, "height": 44},"#,
            #""frame": {"x": 20, "y": 52, "width": 100, "height": 20},"#,
        ])
        XCTAssertEqual(try frames(["--rtl"]), [
            #""frame": {"x": 0, "y": 0, "width": 355, "height": 44},"#,
            #""frame": {"x": 255, "y": 52, "width": 100, "height": 20},"#,
        ])
        try write("Conflict.xml", """
        <UIView width="100%" height="100%">
            <UIView constrain="size; width >> 10"/>
        </UIView>
        """)
        let run = try layout(["Conflict.xml", "--size", "100x100"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, """
        Conflict.xml:2:6: warning: ambiguous layout: the constraints leave the horizontal position of UIView free [ambiguous-layout]
        Conflict.xml:2:6: warning: ambiguous layout: the constraints leave the vertical position of UIView free [ambiguous-layout]
        Conflict.xml:2:30: error: unable to satisfy the constraints of UIView: this constraint conflicts with another required constraint, so it is ignored [constraint-conflict]
        Conflict.xml:2:24: note: conflicting constraint of UIView

        """)
        // The width constraint left out, the view takes its parent's size.
        XCTAssertEqual(run.standardOutput.components(separatedBy: #""frame": {"x": 0, "y": 0, "width": 100, "height": 100}"#).count, 3)
    }

    func testStateAndConstantsFromFiles() throws {
        try write("Sized.xml", #"<UIView width="size" height="size + offset"/>"#)
        try write("state.json", #"{"size": 30}"#)
        try write("constants.json", #"{"size": 10, "offset": 5}"#)
        let run = try layout(["Sized.xml", "--size", "100x100", "--state", "@state.json", "--constants", "@constants.json"])
        XCTAssertEqual(run.standardError, "")
        XCTAssertTrue(run.standardOutput.contains(#""frame": {"x": 0, "y": 0, "width": 30, "height": 35},"#), run.standardOutput)
    }

    func testBadSizesAreUsageErrors() throws {
        try write("V.xml", "<UIView/>")
        for size in ["12x", "0x10", "-5x4", "10", "axb", "10x10x10", "1e3x10", "200000x10"] {
            let run = try layout(["V.xml", "--size=\(size)"])
            XCTAssertEqual(run.status, 2, size)
            XCTAssertEqual(run.standardOutput, "", size)
            XCTAssertEqual(
                run.standardError,
                "trellis: error: invalid size '\(size)'; expected WIDTHxHEIGHT with numbers above 0 and at most 100000, such as '375x812' [invalid-option]\n", size)
        }
        XCTAssertEqual(try layout(["V.xml", "--size", "320.5X100"]).status, 0)
    }

    func testBadJSONIsAUsageError() throws {
        try write("V.xml", "<UIView/>")
        let invalid = try layout(["V.xml", "--size", "10x10", "--state", "{"])
        XCTAssertEqual(invalid.status, 2)
        XCTAssertEqual(invalid.standardError, "trellis: error: --state is not valid JSON [invalid-option]\n")
        let array = try layout(["V.xml", "--size", "10x10", "--constants", "[1]"])
        XCTAssertEqual(array.status, 2)
        XCTAssertEqual(array.standardError, "trellis: error: --constants must be a JSON object such as '{\"name\": 1}' [invalid-option]\n")
        let missing = try layout(["V.xml", "--size", "10x10", "--state", "@nope.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "trellis: error: cannot read the --state file 'nope.json' [invalid-option]\n")
    }

    func testAValueOfTheWrongTypeIsAnError() throws {
        try write("V.xml", #"<UIView width="size" height="10"/>"#)
        let run = try layout(["V.xml", "--size", "10x10", "--state", #"{"size": "big"}"#])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, """
        trellis: error: invalid value for 'size' in --state: expected Double, got "big" [invalid-option]
        V.xml:1:16: error: no value for 'size' (Double); give it in the state or the constants [missing-input]
        V.xml:1:16: note: 'size' is read here

        """)
    }

    func testMissingFileAndFolderAreUsageErrors() throws {
        let missing = try layout(["Nope.xml", "--size", "10x10"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "trellis: error: cannot read 'Nope.xml': no such file or folder [file-access]\n")
        try write("Sub/V.xml", "<UIView/>")
        let folderRun = try layout(["Sub", "--size", "10x10"])
        XCTAssertEqual(folderRun.status, 2)
        XCTAssertEqual(folderRun.standardError, "trellis: error: 'Sub' is a folder; 'trellis layout' lays out one template file [invalid-option]\n")
    }

    func testCompileErrorsExitWithOneAndPrintNothing() throws {
        try write("Bad.xml", #"<UIView><UILabel textColr="red"/></UIView>"#)
        let run = try layout(["Bad.xml", "--size", "10x10"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "Bad.xml:1:18: error: unknown property 'textColr' of UILabel; did you mean 'textColor'? [unknown-property]\n")
    }

    func testMissingInputsAreReportedAfterTheTreeWithStatusOne() throws {
        try write("Input.xml", #"<UIView width="100%" height="100%"><UIView width="side" height="side"/></UIView>"#)
        let run = try layout(["Input.xml", "--size", "50x60"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardOutput.contains(#""frame": {"x": 0, "y": 0, "width": 0, "height": 0},"#), run.standardOutput)
        XCTAssertEqual(run.standardError, """
        Input.xml:1:51: error: no value for 'side' (Double); give it in the state or the constants [missing-input]
        Input.xml:1:51: note: 'side' is read here
        Input.xml:1:65: note: 'side' is read here

        """)
    }
}
