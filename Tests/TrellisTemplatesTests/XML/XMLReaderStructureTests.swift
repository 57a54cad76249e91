import TrellisDiagnostics
import TrellisTemplates
import XCTest

final class XMLReaderStructureTests: XCTestCase {
    private let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- A screen -->
        <UIView zIndex="1" backgroundColor='#fff' alpha="0.5">
            <UILabel text="Hello {name}"/>
            <UILabel>Hello <b>{name}</b>!</UILabel>
        </UIView>
        <!-- end -->

        """

    func testReadsATemplateWithExactStructureAndPositions() throws {
        let result = readXML(screen)
        XCTAssertEqual(result.diagnostics, [])
        let document = try XCTUnwrap(result.document)
        // Attributes stay in source order (not sorted), white space between elements is
        // kept as text, and inline HTML is an ordinary element.
        XCTAssertEqual(outline(document.root), """
            <UIView> start 3:1+54 end 6:1+9
              @zIndex="1" name 3:9+6 value 3:17+1
              @backgroundColor='#fff' name 3:20+15 value 3:37+4
              @alpha="0.5" name 3:43+5 value 3:50+3
              text "\\n    " 3:55+5
              <UILabel> start 4:5+30 self-closing
                @text="Hello {name}" name 4:14+4 value 4:20+12
              text "\\n    " 4:35+5
              <UILabel> start 5:5+9 end 5:34+10
                text "Hello " 5:14+6
                <b> start 5:20+3 end 5:29+4
                  text "{name}" 5:23+6
                text "!" 5:33+1
              text "\\n" 5:44+1
            """)
        XCTAssertEqual(document.prolog.map { outline($0) }, [
            "pi xml \"version=\"1.0\" encoding=\"UTF-8\"\" 1:1+38",
            "comment \" A screen \" 2:1+17",
        ])
        XCTAssertEqual(document.epilog.map { outline($0) }, ["comment \" end \" 7:1+12"])
        XCTAssertEqual(document.declaration?.target, "xml")
        XCTAssertFalse(document.hasByteOrderMark)
        XCTAssertEqual(document.source.path, "t.xml")
    }

    func testElementSpansAndNameSpans() throws {
        let root = try XCTUnwrap(readXML(screen).document?.root)
        // Line 1 is 39 bytes with its line feed, line 2 is 18: the root starts at 57.
        XCTAssertEqual(root.span, SourceSpan(file: "t.xml", line: 3, column: 1, offset: 57, length: 143))
        XCTAssertEqual(root.nameSpan, SourceSpan(file: "t.xml", line: 3, column: 2, offset: 58, length: 6))
        XCTAssertEqual(root.startTagSpan.offset, 57)
        XCTAssertEqual(root.endTagSpan?.offset, 191)
        XCTAssertFalse(root.isSelfClosing)
        guard case .element(let label) = root.children[1] else { return XCTFail("expected an element") }
        XCTAssertTrue(label.isSelfClosing)
        XCTAssertEqual(label.span, label.startTagSpan)
        let text = try XCTUnwrap(label.attribute(named: "text"))
        XCTAssertEqual(text.span, SourceSpan(file: "t.xml", line: 4, column: 14, offset: 125, length: 19))
        XCTAssertNil(label.attribute(named: "title"))
    }

    func testCDATAProcessingInstructionsAndReferencesInText() throws {
        let document = try XCTUnwrap(readXML("<a>x&lt;y<![CDATA[<b>&amp;</b>]]><?php echo?>&#x4E2D;&#128512;</a>").document)
        XCTAssertEqual(outline(document.root), """
            <a> start 1:1+3 end 1:63+4
              text "x<y" 1:4+6
              cdata "<b>&amp;</b>" 1:10+24
              pi php "echo" 1:34+12
              text "中😀" 1:46+17
            """)
    }

    func testAttributeValuesAreDecodedAndNormalized() throws {
        let root = try XCTUnwrap(readXML("""
            <a b="x&#10;y" c="t\tu
            v\r\nw" d='say "hi"' e="&lt;&gt;&amp;&apos;&quot;"/>
            """).document?.root)
        XCTAssertEqual(root.attributes.map(\.name), ["b", "c", "d", "e"])
        XCTAssertEqual(root.attributes.map(\.value), ["x\ny", "t u v w", "say \"hi\"", "<>&'\""])
        XCTAssertEqual(root.attributes.map(\.quote), [.double, .double, .single, .double])
        // The raw value of 'c' runs over three lines: "t\tu\nv\r\nw" is 8 bytes.
        XCTAssertEqual(spanText(root.attributes[1].valueSpan), "1:19+8")
    }

    func testByteOrderMarkIsSkippedAndCountedInOffsets() throws {
        let result = XMLReader().read([0xEF, 0xBB, 0xBF] + Array("<a/>".utf8), path: "t.xml")
        XCTAssertEqual(result.diagnostics, [])
        let document = try XCTUnwrap(result.document)
        XCTAssertTrue(document.hasByteOrderMark)
        XCTAssertEqual(document.root.startTagSpan, SourceSpan(file: "t.xml", line: 1, column: 4, offset: 3, length: 4))
    }

    func testXMLDeclarationAfterByteOrderMark() throws {
        let result = XMLReader().read([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\"?><a/>".utf8), path: "t.xml")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.document?.declaration?.data, "version=\"1.0\"")
    }

    func testLineEndsInTextBecomeLineFeeds() throws {
        let root = try XCTUnwrap(readXML("<a>\r\n  x\r\n</a>").document?.root)
        XCTAssertEqual(outline(root), """
            <a> start 1:1+3 end 3:1+4
              text "\\n  x\\n" 1:4+7
            """)
        let lone = try XCTUnwrap(readXML("<a>x\ry</a>").document?.root)
        guard case .text(let text) = lone.children.first else { return XCTFail("expected text") }
        XCTAssertEqual(text.text, "x\ny")
    }

    func testWhitespaceTextIsKeptAndRecognized() throws {
        let root = try XCTUnwrap(readXML("<a> \t\n<b/>  </a>").document?.root)
        let texts = root.children.compactMap { node -> XMLText? in
            guard case .text(let text) = node else { return nil }
            return text
        }
        XCTAssertEqual(texts.map(\.text), [" \t\n", "  "])
        XCTAssertEqual(texts.map(\.isWhitespace), [true, true])
        XCTAssertEqual(texts.map(\.isCDATA), [false, false])
        let mixed = try XCTUnwrap(readXML("<a> x </a>").document?.root)
        guard case .text(let text) = mixed.children.first else { return XCTFail("expected text") }
        XCTAssertFalse(text.isWhitespace)
    }

    func testCommentsWithLineEndsAndEmptyConstructs() throws {
        let document = try XCTUnwrap(readXML("<!---->\n<a><!--x\r\ny--><![CDATA[]]><?t?></a>").document)
        XCTAssertEqual(document.prolog.map { outline($0) }, ["comment \"\" 1:1+7"])
        XCTAssertEqual(document.root.children.map { outline($0) }, [
            "comment \"x\\ny\" 2:4+11",
            "cdata \"\" 3:5+12",
            "pi t \"\" 3:17+5",
        ])
    }

    func testNamesMayUseDotsColonsAndNonASCIILetters() throws {
        let root = try XCTUnwrap(readXML("<MyApp.FooView xmlns:x='1' é-1='2' _a.b-c='3'/>").document?.root)
        XCTAssertEqual(root.name, "MyApp.FooView")
        XCTAssertEqual(root.attributes.map(\.name), ["xmlns:x", "é-1", "_a.b-c"])
        // Columns count UTF-8 bytes: 'é' is two bytes wide.
        XCTAssertEqual(root.attributes.map { spanText($0.valueSpan) }, ["1:25+1", "1:34+1", "1:45+1"])
    }

    func testSpaceAroundEqualsAndBeforeTagEnds() throws {
        let root = try XCTUnwrap(readXML("<a  b = \"1\"\n\tc\n=\n'2' ></a >").document?.root)
        XCTAssertEqual(outline(root), """
            <a> start 1:1+22 end 4:6+5
              @b="1" name 1:5+1 value 1:10+1
              @c='2' name 2:2+1 value 4:2+1
            """)
    }

    func testReadingTheSameBytesTwiceGivesEqualTrees() throws {
        let first = try XCTUnwrap(readXML(screen).document?.root)
        let second = try XCTUnwrap(readXML(screen).document?.root)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        // The same template with zIndex="2" instead of "1".
        var bytes = Array(screen.utf8)
        let marker = Array("zIndex=\"1".utf8)
        let index = try XCTUnwrap((0...(bytes.count - marker.count)).first {
            Array(bytes[$0..<$0 + marker.count]) == marker
        })
        bytes[index + marker.count - 1] = UInt8(ascii: "2")
        let other = try XCTUnwrap(XMLReader().read(bytes, path: "t.xml").document?.root)
        XCTAssertNotEqual(first, other)
    }
}
