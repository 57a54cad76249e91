import Foundation
import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

final class IRCodingTests: XCTestCase {
    static let template = """
    <UIView backgroundColor="isDark ? #111 : #fff">
        <macro name="SPACING" value="8"/>
        <param name="title" type="String"/>
        <UILabel id="heading" left="SPACING" right="100% - SPACING" top="parent.safeAreaInsets.top"
            text="Hello {name}, you have {count + 1} messages" font="{themeFont} 20 bold" textColor="colors[0]"/>
        <UIButton top="#heading.bottom + 4" touchUpInside="{isSelected ? 'deselect:' : 'select:'}" outlet="button"
            title="{strings.Button.Title}"/>
        <UILabel top="previous.bottom" left="#heading.left">Some <b>bold</b> text</UILabel>
        <UISegmentedControl top="previous.bottom" items="'A', 'B'" selectedSegmentIndex="min(1, max(0, index))"/>
        <UITextView top="previous.bottom" dataDetectorTypes="phoneNumber, link" text="{title}"/>
        <UILabel top="previous.bottom" font="{title} 17"/>
    </UIView>
    """

    func compiled() throws -> IRDocument {
        let template = try XCTUnwrap(assertCompiles(Self.template))
        return IRDocument(templates: [template])
    }

    func testWriterRoundTripsThroughTheLoader() throws {
        let document = try compiled()
        let bytes = IRWriter.encode(document)
        let loaded = try IRLoader.load(bytes, path: "T.trellis.json").get()
        XCTAssertTrue(loaded == document, "the loaded document differs")
        XCTAssertEqual(IRWriter.encode(loaded), bytes)
    }

    func testWriterWritesWhatJSONEncoderWritesWithSortedKeys() throws {
        let document = try compiled()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = Array(try encoder.encode(document))
        let written = IRWriter.encode(document).filter { $0 != 0x0A }
        let mismatch = zip(written, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? (written.count == expected.count ? nil : min(written.count, expected.count))
        XCTAssertNil(mismatch, "first difference at byte \(mismatch ?? 0): \(String(decoding: written.dropFirst(max(0, (mismatch ?? 0) - 60)).prefix(120), as: UTF8.self))")
        XCTAssertTrue(try JSONDecoder().decode(IRDocument.self, from: Data(expected)) == document, "JSONDecoder reads another document")
    }

    /// A font built from a String is written as `fontWords`: the base font, then the words.
    func testFontWordsAreWrittenAsTheBaseAndTheWords() throws {
        let template = try XCTUnwrap(assertCompiles(#"<UIView><param name="fontName" type="String"/><UILabel font="{fontName} 17"/></UIView>"#))
        let text = String(decoding: IRWriter.encode(IRDocument(templates: [template])), as: UTF8.self)
        let expected = #""font":{"expression":["fontWords","Font",[],["literal","Font",[],["font","System",null,[],null,17]],"#
            + #"["interpolation","String",[],[["reference","String",[1,8],"parameter","fontName"]," 17"]]],"#
            + #""location":[0,1,62,61,13],"source":"{fontName} 17","type":"Font"}"#
        XCTAssertTrue(text.contains(expected), text)
    }

    /// A key known only when the template runs on a value of unknown type is written as a
    /// `keyed` node of type Any: the base, then the key; it reads back the same.
    func testKeyedSubscriptIsWrittenAsTheBaseAndTheKey() throws {
        let template = try XCTUnwrap(assertCompiles(#"<UIView><param name="key" type="String"/><UILabel text="{user[key]}"/></UIView>"#))
        let document = IRDocument(templates: [template])
        let text = String(decoding: IRWriter.encode(document), as: UTF8.self)
        let expected = #""text":{"expression":["conversion","String",[1,9],"toString",["keyed","Any",[1,9],"#
            + #"["reference","Any",[1,4],"input","user"],["reference","String",[6,3],"parameter","key"]]],"#
            + #""location":[0,1,57,56,11],"source":"{user[key]}""#
        XCTAssertTrue(text.contains(expected), text)
        XCTAssertTrue(try IRLoader.load(Array(text.utf8), path: "x.json").get() == document, "the loaded document differs")
    }

    /// An Int set where an enum with raw values is expected is written as a `rawValue`
    /// conversion carrying the table; a table the loader cannot read (a raw value that is no
    /// integer, an entry without a name, a type that is no enum) is refused as a conversion.
    func testRawValueConversionIsWrittenWithItsTableAndMalformedTablesAreRefused() throws {
        let template = try XCTUnwrap(assertCompiles(#"<UIView><param name="style" type="Int"/><UIView overrideUserInterfaceStyle="{style}"/></UIView>"#))
        let document = IRDocument(templates: [template])
        let text = String(decoding: IRWriter.encode(document), as: UTF8.self)
        let written = "rawValue:enum:UIUserInterfaceStyle unspecified=0 light=1 dark=2"
        let expected = #""overrideUserInterfaceStyle":{"expression":["conversion","enum:UIUserInterfaceStyle",[1,5],""# + written
            + #"",["reference","Int",[1,5],"parameter","style"]],"#
        XCTAssertTrue(text.contains(expected), text)
        XCTAssertTrue(try IRLoader.load(Array(text.utf8), path: "x.json").get() == document, "the loaded document differs")
        for malformed in [
            "rawValue:enum:UIUserInterfaceStyle unspecified=0 light=one", "rawValue:enum:UIUserInterfaceStyle =1",
            "rawValue:Int light=1",
        ] {
            let broken = text.replacingOccurrences(of: written, with: malformed)
            switch IRLoader.load(Array(broken.utf8), path: "x.json") {
            case .success: XCTFail("loaded \(malformed)")
            case let .failure(error):
                XCTAssertEqual(error.message, "cannot read IR 'x.json': expected a conversion at 'templates[0].nodes[1].properties.overrideUserInterfaceStyle.expression[3]'", malformed)
            }
        }
    }

    /// A template whose text outgrows the writer's estimate (2 KB a node) is written in
    /// full: the writer moves from the returned array's memory to memory of its own.
    func testTextLongerThanItsEstimateIsWrittenWhole() throws {
        let long = String(repeating: "a long text ", count: 1_000)
        let template = try XCTUnwrap(assertCompiles("<UILabel text=\"\(long)\"/>"))
        let document = IRDocument(templates: [template])
        let written = IRWriter.encode(document)
        XCTAssertGreaterThan(written.count, IRWriter.estimatedSize(of: document))
        XCTAssertEqual(written.last, 0x0A)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        XCTAssertEqual(written.filter { $0 != 0x0A }, Array(try encoder.encode(document)))
    }

    func testSameInputGivesSameBytes() throws {
        XCTAssertEqual(IRWriter.encode(try compiled()), IRWriter.encode(try compiled()))
    }

    func testLoaderRefusesOtherFormatsAndVersions() {
        func message(_ text: String) -> String? {
            switch IRLoader.load(Array(text.utf8), path: "x.json") {
            case .success: nil
            case let .failure(error): error.message
            }
        }
        XCTAssertEqual(message("[1"), "cannot read IR 'x.json': not valid JSON")
        XCTAssertEqual(message(#"{"version":1}"#), "cannot read IR 'x.json': it has no 'format'; expected 'trellis-ir'")
        XCTAssertEqual(message(#"{"format":"other","version":1}"#), "cannot read IR 'x.json': format is 'other'; expected 'trellis-ir'")
        XCTAssertEqual(message(#"{"format":"trellis-ir"}"#), "cannot read IR 'x.json': it has no 'version'")
        XCTAssertEqual(
            message(#"{"format":"trellis-ir","version":1,"templates":[]}"#),
            "cannot read IR 'x.json': version 1 is not supported; this build reads version 4"
        )
        XCTAssertEqual(message(#"{"format":"trellis-ir","version":4}"#), "cannot read IR 'x.json': missing 'templates' at 'the top level'")
        XCTAssertEqual(
            message(#"{"format":"trellis-ir","version":4,"templates":[{"source":3}]}"#),
            "cannot read IR 'x.json': expected a string at 'templates[0].source'"
        )
    }

    /// An expression's relative span is added to its value's location; a part that would take
    /// the sum past `Int` (an arithmetic-overflow trap before) is refused like any other.
    func testLoaderRefusesARelativeSpanOutOfIntRange() {
        func message(span: String) -> String? {
            let node = #"{"index":0,"component":"UIView","layout":"absolute","location":[0,1,1,0,6],"properties":{"alpha":"#
                + #"{"type":"Double","source":"1","location":[0,1,8,7,1],"expression":["literal","Double",\#(span),["double",1]]}}}"#
            let text = #"{"format":"trellis-ir","version":4,"templates":[{"source":"T.xml","dependencies":[],"inputs":[],"#
                + #""params":[],"outlets":[],"actions":[],"ids":[],"nodes":[\#(node)]}]}"#
            switch IRLoader.load(Array(text.utf8), path: "x.json") {
            case .success: return nil
            case let .failure(error): return error.message
            }
        }
        XCTAssertNil(message(span: "[2,1]"))
        XCTAssertEqual(
            message(span: "[9223372036854775807,1]"),
            "cannot read IR 'x.json': expected an offset that keeps the span within Int range at 'templates[0].nodes[0].properties.alpha.expression[2][0]'"
        )
        XCTAssertEqual(
            message(span: "[9223372036854775807,8,0,1]"),
            "cannot read IR 'x.json': expected an offset that keeps the span within Int range at 'templates[0].nodes[0].properties.alpha.expression[2][0]'"
        )
        XCTAssertEqual(
            message(span: "[0,8,9223372036854775807,1]"),
            "cannot read IR 'x.json': expected an offset that keeps the span within Int range at 'templates[0].nodes[0].properties.alpha.expression[2][2]'"
        )
    }
}
