import Foundation
import XCTest

/// `--variant NAME` of `layout` and `render`: sample data from `Name.preview.json`.
final class PreviewVariantTests: XCTestCase {
    private var folder: ToolingCommandFolder!

    override func setUpWithError() throws {
        folder = try ToolingCommandFolder()
        try folder.write("Card.xml", """
            <UIView width="100%" height="auto">
                <UILabel id="title" text="{title}" width="100%" numberOfLines="0"/>
                <UIView top="previous.bottom" width="count * 10" height="10"/>
            </UIView>
            """)
    }

    override func tearDown() {
        folder.remove()
    }

    private func frames(_ arguments: [String]) throws -> (status: Int32, frames: [String], errors: String) {
        let run = try folder.trellis(["layout", "Card.xml", "--size", "200x800"] + arguments)
        let frames = run.standardOutput.split(separator: "\n").filter { $0.contains("\"frame\"") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return (run.status, frames, run.standardError)
    }

    func testAVariantGivesTheStateAndStateShadowsIt() throws {
        try folder.write("Card.preview.json", #"{"empty": {"title": "", "count": 0}, "long text": {"title": "word word word word word word word word word word word word", "count": 3}}"#)
        let empty = try frames(["--variant", "empty"])
        XCTAssertEqual(empty.errors, "")
        XCTAssertEqual(empty.frames, [
            #""frame": {"x": 0, "y": 0, "width": 200, "height": 10},"#,
            #""frame": {"x": 0, "y": 0, "width": 200, "height": 0},"#,
            #""frame": {"x": 0, "y": 0, "width": 0, "height": 10},"#,
        ])
        let long = try frames(["--variant", "long text"])
        XCTAssertEqual(long.errors, "")
        XCTAssertEqual(long.frames.last, #""frame": {"x": 0, "y": 60, "width": 30, "height": 10},"#)
        let shadowed = try frames(["--variant", "empty", "--state", #"{"count": 5}"#])
        XCTAssertEqual(shadowed.frames.last, #""frame": {"x": 0, "y": 0, "width": 50, "height": 10},"#)
    }

    func testAnUnknownVariantSuggestsTheClosest() throws {
        try folder.write("Card.preview.json", #"{"empty": {}, "long text": {}}"#)
        let run = try frames(["--variant", "emty"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.errors, "trellis: error: unknown variant 'emty'; did you mean 'empty'? [invalid-option]\n")
        let other = try frames(["--variant", "dark"])
        XCTAssertEqual(other.errors, "trellis: error: unknown variant 'dark'; variants: 'empty', 'long text' [invalid-option]\n")
    }

    func testAVariantWithoutAVariantsFile() throws {
        let run = try frames(["--variant", "empty"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.errors, "trellis: error: unknown variant 'empty'; 'Card.preview.json' defines no variants [invalid-option]\n")
    }

    func testMalformedVariantsFilesAreReportedAtLineAndColumn() throws {
        let cases: [(String, String)] = [
            ("{\n  \"empty\": {\"title\": \"x\",}\n}", "Card.preview.json:2:26: error: expected a string key"),
            ("{\n  \"empty\": {\"title\" 1}\n}", "Card.preview.json:2:21: error: expected ':'"),
            ("{\"empty\": {\"count\": 01}}", "Card.preview.json:1:22: error: expected ',' or '}'"),
            ("{\"empty\": [}", "Card.preview.json:1:12: error: unexpected character '}'"),
            ("{\"empty\": {}", "Card.preview.json:1:13: error: unexpected end of file"),
            ("{\"empty\": {}} x", "Card.preview.json:1:15: error: unexpected text after the JSON value"),
            ("{\"empty\": tru}", "Card.preview.json:1:11: error: unexpected character 't'"),
            ("{\"empty\": {\"t\": \"a\\xb\"}}", "Card.preview.json:1:20: error: invalid escape"),
            ("{\"empty\": {\"t\": \"\\u12g4\"}}", "Card.preview.json:1:19: error: invalid '\\u' escape"),
            ("{\"e\": " + String(repeating: "[", count: 70), "Card.preview.json:1:70: error: nested more than 64 levels deep"),
            ("{\"empty\": {\"width\": 1e999}}", "Card.preview.json:1:21: error: number 1e999 is out of range"),
            ("{\"empty\": {\"width\": -2E+400}}", "Card.preview.json:1:21: error: number -2E+400 is out of range"),
        ]
        for (text, expected) in cases {
            try folder.write("Card.preview.json", text)
            let run = try frames(["--variant", "empty"])
            XCTAssertEqual(run.status, 2, text)
            XCTAssertEqual(run.errors, expected.replacingOccurrences(of: "error: ", with: "error: invalid JSON: ") + " [invalid-option]\n", text)
        }
    }

    func testVariantsFileOfTheWrongShape() throws {
        try folder.write("Card.preview.json", #"[1]"#)
        XCTAssertEqual(try frames(["--variant", "empty"]).errors,
                       "trellis: error: 'Card.preview.json' must be a JSON object of named variants such as '{\"empty\": {}}' [invalid-option]\n")
        try folder.write("Card.preview.json", #"{"empty": 1}"#)
        XCTAssertEqual(try frames(["--variant", "empty"]).errors,
                       "trellis: error: variant 'empty' of 'Card.preview.json' must be a JSON object of input values [invalid-option]\n")
    }

    func testAVariantValueOfTheWrongTypeIsReportedAsStateIs() throws {
        try folder.write("Card.preview.json", #"{"broken": {"title": "x", "count": "many"}}"#)
        let run = try frames(["--variant", "broken"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errors, """
            trellis: error: invalid value for 'count' in variant 'broken' of Card.preview.json: expected Double, got "many" [invalid-option]
            Card.xml:3:42: error: no value for 'count' (Double); give it in the state or the constants [missing-input]
            Card.xml:3:42: note: 'count' is read here\n
            """)
    }

    func testRenderTakesAVariant() throws {
        try folder.write("Card.preview.json", #"{"hello": {"title": "Hello variant", "count": 1}}"#)
        let run = try folder.trellis(["render", "Card.xml", "--size", "200x800", "--variant", "hello", "-o", "card.svg"])
        XCTAssertEqual(run.standardError, "")
        XCTAssertTrue(try folder.read("card.svg").contains(">Hello variant<"))
    }
}
