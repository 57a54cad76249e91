import Foundation
import XCTest

/// End-to-end tests of `trellis components`, `describe` and `check`: the built `trellis`
/// executable runs as a process; its output, diagnostics and exit status are checked.
final class RegistryCommandTests: XCTestCase {
    private var folder = URL(fileURLWithPath: NSTemporaryDirectory())

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A manifest declaring a component with an enum, an option set and a color.
    private let badgeManifest = """
        types:
          BadgeStyle: {enum: [plain, rounded, pill]}
          BadgeEdges:
            options: [top, bottom, leading, trailing]
            combinations: {all: [top, bottom, leading, trailing]}
        colors:
          badgeRed: "#e53935"
        components:
          BadgeView:
            doc: "A small count badge."
            properties: {title: String, count: Int, style: BadgeStyle, edges: BadgeEdges, tint: UIColor}
            parameters: {compact: Bool}
            readonly: {isEmpty: Bool}
            actions: [tapped]
            defaults: {style: rounded, tint: badgeRed}
            unavailable: {text: "use title instead"}
            body: title
            layout: row
          BadgeCell:
            extends: BadgeView
            element: false

        """

    func testDescribePrintsACustomComponentWithAnEnumAnOptionSetAndAColor() throws {
        let manifest = try write("badge.yaml", badgeManifest)
        let run = try TrellisProcess.run(["describe", "BadgeView", "--components", manifest])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.standardOutput, """
            bottom: CGFloat
            center.x: CGFloat
            center.y: CGFloat
            count: Int
            edges: BadgeEdges
            height: CGFloat
            leading: CGFloat
            left: CGFloat
            right: CGFloat
            style: BadgeStyle
            tint: UIColor
            title: String
            top: CGFloat
            trailing: CGFloat
            width: CGFloat

            parameters:
              compact: Bool

            readonly:
              isEmpty: Bool

            actions:
              tapped: Selector

            defaults:
              style: rounded
              tint: badgeRed

            unavailable:
              text: use title instead

            body: title
            layout: row

            """)
    }

    func testDescribeShowsInheritedEntriesAndSuperclasses() throws {
        let manifest = try write("badge.yaml", badgeManifest)
        let run = try TrellisProcess.run(["describe", "BadgeCell", "--components", manifest])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.standardOutput.hasPrefix("bottom: CGFloat\ncenter.x: CGFloat\n"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.hasSuffix("body: title\nlayout: row\nsuperclasses: BadgeView\n"), run.standardOutput)
    }

    func testDescribeBuiltinLabel() throws {
        let run = try TrellisProcess.run(["describe", "UILabel"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, "")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines.contains("numberOfLines: Int"))
        XCTAssertTrue(lines.contains("body: text"))
        XCTAssertTrue(lines.contains("layout: absolute"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("superclasses: UIView") })
        let names = lines.prefix { !$0.isEmpty }.map { $0.prefix { $0 != ":" } }
        XCTAssertEqual(names, names.sorted())
    }

    func testDescribeUnknownComponentSuggestsOne() throws {
        let run = try TrellisProcess.run(["describe", "UILabl"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "trellis: error: unknown component 'UILabl'; did you mean 'UILabel'? [unknown-component]\n")
    }

    func testComponentsListsElementsWithSuperclasses() throws {
        let manifest = try write("badge.yaml", badgeManifest)
        let run = try TrellisProcess.run(["components", "--components", manifest])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, "")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("BadgeView"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("BadgeCell") })
        XCTAssertTrue(lines.contains("UILabel: UIView"))
        XCTAssertTrue(lines.contains("UIView"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("CALayer") })
        XCTAssertEqual(lines, lines.sorted())
    }

    func testCheckAcceptsTheBuiltinAndCustomManifests() throws {
        let manifest = try write("badge.yaml", badgeManifest)
        _ = try write("templates/Badge.xml", "<BadgeView/>")
        let run = try TrellisProcess.run(["check", "--components", manifest, folder.appendingPathComponent("templates").path])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "")
    }

    func testCheckReportsABrokenManifestWithLocations() throws {
        let manifest = try write("broken.yaml", """
            types:
              Style: {enum: [plain, plain]}
            colors:
              alert: "#gg0000"
            components:
              BrokenView:
                extends: UIVew
                properties: {count: Intt}
                layout: rows

            """)
        let run = try TrellisProcess.run(["check", "--components", manifest])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, """
            \(manifest):2:25: error: duplicate case 'plain' in enum 'Style' [invalid-manifest]
            \(manifest):2:18: note: first declared here
            \(manifest):4:10: error: invalid color '#gg0000' for 'alert'; expected '#' and 3, 4, 6 or 8 hex digits [invalid-manifest]
            \(manifest):7:14: error: unknown superclass 'UIVew' of BrokenView; did you mean 'UIView'? [invalid-manifest]
            \(manifest):8:25: error: unknown type 'Intt'; did you mean 'Int'? [invalid-manifest]
            \(manifest):9:13: error: unknown layout policy 'rows' for BrokenView; did you mean 'row'? [invalid-manifest]

            """)
    }

    func testHumanFormatShowsTheSourceLine() throws {
        let manifest = try write("broken.yaml", "colors:\n  alert: \"#gg0000\"\n")
        let run = try TrellisProcess.run(["check", "--diagnostics-format", "human", "--components", manifest])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, """
            \(manifest):2:10: error: invalid color '#gg0000' for 'alert'; expected '#' and 3, 4, 6 or 8 hex digits [invalid-manifest]
            2 |   alert: "#gg0000"
              |          ^~~~~~~~~
            Checked 0 templates and 1 manifest: 1 error, no warnings: 1 invalid-manifest.

            """)
    }

    func testJSONFormatWritesOneObjectPerDiagnostic() throws {
        let manifest = try write("broken.yaml", "colors:\n  alert: \"#gg0000\"\n")
        let run = try TrellisProcess.run(["check", "--diagnostics-format", "json", "--components", manifest])
        XCTAssertEqual(run.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.standardError.utf8)) as? [String: Any])
        XCTAssertEqual(object["file"] as? String, manifest)
        XCTAssertEqual(object["line"] as? Int, 2)
        XCTAssertEqual(object["column"] as? Int, 10)
        XCTAssertEqual(object["severity"] as? String, "error")
    }

    func testDescribeStillPrintsWhenAManifestHasErrors() throws {
        let manifest = try write("partly.yaml", "colors:\n  bad: nope\ncomponents:\n  Tiny: {properties: {size: Int}}\n")
        let run = try TrellisProcess.run(["describe", "Tiny", "--components", manifest])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardOutput.contains("size: Int\n"))
        XCTAssertEqual(run.standardError, "\(manifest):2:8: error: invalid color 'nope' for 'bad'; "
            + "expected '#rrggbb', 'rgb(r, g, b)' or 'rgba(r, g, b, a)' [invalid-manifest]\n")
    }

    func testMissingPathsExitWithTwo() throws {
        let missing = folder.appendingPathComponent("missing.yaml").path
        let components = try TrellisProcess.run(["components", "--components", missing])
        XCTAssertEqual(components.status, 2)
        XCTAssertEqual(components.standardOutput, "")
        XCTAssertEqual(components.standardError, "trellis: error: cannot read manifest '\(missing)': no such file or folder [file-access]\n")
        let check = try TrellisProcess.run(["check", missing])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.standardError.hasPrefix("trellis: error: "), check.standardError)
        XCTAssertTrue(check.standardError.contains(missing), check.standardError)
    }

    func testUsageErrorsExitWithTwo() throws {
        let run = try TrellisProcess.run(["describe"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.hasPrefix("Error: Missing expected argument '<component>'"), run.standardError)
        let format = try TrellisProcess.run(["check", "--diagnostics-format", "xml"])
        XCTAssertEqual(format.status, 2)
    }
}
