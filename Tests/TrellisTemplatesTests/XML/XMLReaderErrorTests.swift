import TrellisDiagnostics
import TrellisTemplates
import XCTest

/// One test per kind of malformed input: exact message, line and column, and whether a
/// document still comes back (errors that leave the structure clear) or not.
final class XMLReaderErrorTests: XCTestCase {
    // MARK: Encoding

    func testUTF16ByteOrderMark() {
        let result = XMLReader().read([0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00], path: "t.xml")
        XCTAssertEqual(result.diagnostics.map(describe), ["1:1: the file is UTF-16 encoded; templates must be UTF-8"])
        XCTAssertNil(result.document)
        XCTAssertEqual(result.diagnostics.first?.location?.length, 2)
    }

    func testUTF16WithoutByteOrderMark() {
        let result = XMLReader().read([0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00], path: "t.xml")
        XCTAssertEqual(result.diagnostics.map(describe), ["1:1: the file is UTF-16 encoded; templates must be UTF-8"])
    }

    func testInvalidUTF8() {
        let cases: [([UInt8], String)] = [
            (Array("<a>".utf8) + [0xFF] + Array("</a>".utf8), "1:4: invalid UTF-8 byte 0xFF; templates must be UTF-8 encoded"),
            // A lead byte cut short by the end of the file.
            (Array("<a/>\n".utf8) + [0xE2, 0x82], "2:1: invalid UTF-8 byte 0xE2; templates must be UTF-8 encoded"),
            // An overlong encoding of '/'.
            (Array("<a".utf8) + [0xC0, 0xAF] + Array(">".utf8), "1:3: invalid UTF-8 byte 0xC0; templates must be UTF-8 encoded"),
            // An encoded surrogate (U+D800).
            (Array("<a>".utf8) + [0xED, 0xA0, 0x80], "1:4: invalid UTF-8 byte 0xED; templates must be UTF-8 encoded"),
            // A stray continuation byte after eight ASCII bytes (past the fast path).
            (Array("<abcdefg>".utf8) + [0x80], "1:10: invalid UTF-8 byte 0x80; templates must be UTF-8 encoded"),
        ]
        for (bytes, expected) in cases {
            let result = XMLReader().read(bytes, path: "t.xml")
            XCTAssertEqual(result.diagnostics.map(describe), [expected])
            XCTAssertNil(result.document)
        }
    }

    // MARK: Markup declarations (document types: XMLReaderDocumentTypeTests)

    func testMarkupDeclarationsAndUnknownExclamationMarkup() {
        assertDiagnostics("<!ENTITY x \"y\">\n<a/>", [
            "1:1: unsupported markup declaration '<!ENTITY'; only comments '<!--' and CDATA sections "
                + "'<![CDATA[' may start with '<!'",
        ])
        assertDiagnostics("<a><!-x--></a>", [
            "1:4: unexpected '<!'; expected a comment '<!--' or a CDATA section '<![CDATA['",
        ])
    }

    // MARK: References

    func testUnknownEntity() {
        let result = assertDiagnostics("<a b=\"&foo;\"/>", [
            "1:7: unknown entity '&foo;'; only '&lt;', '&gt;', '&amp;', '&apos;' and '&quot;' are predefined, "
                + "write other characters as character references such as '&#xA0;'",
        ])
        // The document comes back with the reference left as written.
        XCTAssertEqual(result.document?.root.attributes.first?.value, "&foo;")
        assertDiagnostics("<a>&anp; &quto;</a>", [
            "1:4: unknown entity '&anp;'; did you mean '&amp;'?",
            "1:10: unknown entity '&quto;'; did you mean '&quot;'?",
        ])
    }

    func testBareAmpersand() {
        let result = assertDiagnostics("<a>fish & chips</a>", [
            "1:9: '&' must start a reference such as '&amp;'; write '&amp;' for a literal '&'",
        ])
        XCTAssertEqual(result.diagnostics.first?.fixIt?.replacement, "&amp;")
        XCTAssertEqual(result.diagnostics.first?.fixIt?.span.length, 1)
        guard case .text(let text)? = result.document?.root.children.first else { return XCTFail("expected text") }
        XCTAssertEqual(text.text, "fish & chips")
    }

    func testReferenceWithoutSemicolon() {
        assertDiagnostics("<a>&amp</a>", ["1:4: reference '&amp' is missing its ';'; write '&amp;' for a literal '&'"])
        assertDiagnostics("<a b='&#65'/>", ["1:7: character reference '&#65' is missing its ';'"])
    }

    func testInvalidCharacterReferences() {
        assertDiagnostics("<a>&#;&#x;&#xg;</a>", [
            "1:4: character reference '&#;' has no digits; expected decimal ('&#65;') or hexadecimal ('&#x41;') digits",
            "1:7: character reference '&#x;' has no digits; expected decimal ('&#65;') or hexadecimal ('&#x41;') digits",
            "1:11: character reference '&#x' has no digits; expected decimal ('&#65;') or hexadecimal ('&#x41;') digits",
        ])
        assertDiagnostics("<a>&#0;&#1;&#xFFFE;&#xD800;&#x110000;&#99999999999999999999;</a>", [
            "1:4: character reference '&#0;' refers to U+0000, which is not allowed in XML",
            "1:8: character reference '&#1;' refers to U+0001, which is not allowed in XML",
            "1:12: character reference '&#xFFFE;' refers to U+FFFE, which is not allowed in XML",
            "1:20: character reference '&#xD800;' refers to the surrogate U+D800, which is not a character",
            "1:28: character reference '&#x110000;' is beyond U+10FFFF, the largest code point",
            "1:38: character reference '&#99999999999999999999;' is beyond U+10FFFF, the largest code point",
        ])
    }

    func testLessThanInAttributeValue() {
        let result = assertDiagnostics("<a hidden=\"{count < 5}\" b=\"<<\"/>", [
            "1:19: '<' is not allowed in an attribute value; write '&lt;'",
            "1:28: '<' is not allowed in an attribute value; write '&lt;'",
        ])
        XCTAssertEqual(result.diagnostics.first?.fixIt?.replacement, "&lt;")
        XCTAssertEqual(result.document?.root.attributes.first?.value, "{count < 5}")
    }

    // MARK: Tags

    func testUnclosedElementAtEndOfFile() {
        let result = assertDiagnostics("<a>\n  <b>text", [
            "2:10: element 'b' is not closed; expected '</b>' before the end of the file\n  note 2:4: 'b' opened here",
        ])
        XCTAssertNil(result.document)
    }

    func testMismatchedEndTag() {
        let result = assertDiagnostics("<a>\n  <b></c>\n</a>", [
            "2:6: mismatched end tag '</c>'; expected '</b>'\n  note 2:4: 'b' opened here",
        ])
        XCTAssertEqual(result.diagnostics.first?.location?.length, 4)
        XCTAssertEqual(result.diagnostics.first?.notes.first?.location?.length, 1)
    }

    func testDuplicateAttributesInSeveralElementsAreAllReported() throws {
        let result = assertDiagnostics("<a x=\"1\" y=\"2\" x=\"3\">\n  <b z='1' z='2'/>\n</a>", [
            "1:16: attribute 'x' is set twice on 'a'; remove one of them\n  note 1:4: 'x' first set here",
            "2:12: attribute 'z' is set twice on 'b'; remove one of them\n  note 2:6: 'z' first set here",
        ])
        // The first value is kept.
        let root = try XCTUnwrap(result.document?.root)
        XCTAssertEqual(root.attributes.map(\.value), ["1", "2"])
    }

    func testDuplicateAmongManyAttributes() throws {
        let attributes = (0..<40).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let result = assertDiagnostics("<e \(attributes) a7=\"x\" a39=\"y\"/>", [
            "1:344: attribute 'a7' is set twice on 'e'; remove one of them\n  note 1:53: 'a7' first set here",
            "1:351: attribute 'a39' is set twice on 'e'; remove one of them\n  note 1:335: 'a39' first set here",
        ])
        XCTAssertEqual(result.document?.root.attributes.count, 40)
    }

    func testBadNames() {
        assertDiagnostics("<1a/>", ["1:1: expected an element name after '<'; write '&lt;' for a literal '<'"])
        assertDiagnostics("<a$b/>", ["1:3: invalid character '$' in element name 'a'"])
        assertDiagnostics("<a×/>", ["1:3: invalid character '×' in element name 'a'"])
        assertDiagnostics("<a\u{7}/>", ["1:3: invalid character U+0007 in element name 'a'"])
        assertDiagnostics("<a b$c=\"1\"/>", ["1:5: invalid character '$' in attribute name 'b'"])
        assertDiagnostics("<a -b=\"1\"/>", [
            "1:4: unexpected '-' in start tag of 'a'; expected an attribute name, '>' or '/>'",
        ])
        assertDiagnostics("<a></a$>", ["1:7: unexpected '$' in end tag '</a'; expected '>'"])
    }

    func testMalformedStartTags() {
        assertDiagnostics("<a b>", ["1:5: unexpected '>' after attribute name 'b'; expected '='"])
        assertDiagnostics("<a b=1/>", ["1:6: unexpected '1' after 'b='; expected a value in quotes"])
        assertDiagnostics("<a \"x\"/>", [
            "1:4: unexpected '\"' in start tag of 'a'; expected an attribute name, '>' or '/>'",
        ])
        assertDiagnostics("<a/ >", ["1:4: unexpected U+0020 after '/' in start tag of 'a'; expected '/>'"])
        assertDiagnostics("<a>1 < 2</a>", ["1:6: expected an element name after '<'; write '&lt;' for a literal '<'"])
        assertDiagnostics("<a></ a>", ["1:4: expected an element name after '</'"])
    }

    func testMissingWhitespaceBetweenAttributesIsRecoverable() throws {
        let result = assertDiagnostics("<a b=\"1\"c='2'/>", ["1:9: expected whitespace before attribute 'c'"])
        let fixIt = try XCTUnwrap(result.diagnostics.first?.fixIt)
        XCTAssertEqual(fixIt.replacement, " ")
        XCTAssertEqual(fixIt.span.offset, 8)
        XCTAssertEqual(fixIt.span.length, 0)
        XCTAssertEqual(result.document?.root.attributes.map(\.name), ["b", "c"])
    }

    // MARK: Unterminated constructs

    func testUnterminatedConstructs() {
        assertDiagnostics("<a><!-- x</a>", [
            "1:14: unterminated comment; expected '-->' before the end of the file\n  note 1:4: comment opened here",
        ])
        assertDiagnostics("<a><![CDATA[x</a>", [
            "1:18: unterminated CDATA section; expected ']]>' before the end of the file\n"
                + "  note 1:4: CDATA section opened here",
        ])
        assertDiagnostics("<?xml version=\"1.0\"", [
            "1:20: unterminated processing instruction '<?xml'; expected '?>' before the end of the file\n"
                + "  note 1:1: processing instruction opened here",
        ])
        assertDiagnostics("<a b=\"1\"", [
            "1:9: unterminated start tag of 'a'; expected '>' or '/>' before the end of the file\n"
                + "  note 1:2: 'a' opened here",
        ])
        assertDiagnostics("<a></a", ["1:7: unterminated end tag '</a'; expected '>' before the end of the file"])
        assertDiagnostics("<a b='x", [
            "1:8: unterminated value of attribute 'b'; expected a closing single quote before the end of the file\n"
                + "  note 1:6: value of 'b' opened here",
        ])
    }

    func testUnterminatedAttributeValueRunningIntoMarkup() {
        // The missing quote shows first as a '<' inside the value, then at the end.
        assertDiagnostics("<a b=\"x>\n</a>", [
            "2:1: '<' is not allowed in an attribute value; write '&lt;'",
            "2:5: unterminated value of attribute 'b'; expected a closing double quote before the end of the file\n"
                + "  note 1:6: value of 'b' opened here",
        ])
    }

    // MARK: Comments, processing instructions, character data

    func testDoubleHyphenInComment() throws {
        let result = assertDiagnostics("<!-- a -- b -- c --->\n<a/>", ["1:8: '--' is not allowed inside a comment"])
        guard case .comment(let comment)? = result.document?.prolog.first else { return XCTFail("expected a comment") }
        XCTAssertEqual(comment.text, " a -- b -- c -")
    }

    func testMisplacedAndReservedXMLDeclaration() {
        let result = assertDiagnostics("<!-- c --><?xml version=\"1.0\"?><a/>", [
            "1:11: the XML declaration '<?xml …?>' is allowed only at the start of the file",
        ])
        XCTAssertNil(result.document?.declaration)
        assertDiagnostics("<?XML x?><a/>", [
            "1:3: processing instruction target 'XML' is reserved; the XML declaration is written '<?xml'",
        ])
        assertDiagnostics("<? x?><a/>", ["1:1: expected a processing instruction target after '<?'"])
        assertDiagnostics("<?a$ b?><a/>", ["1:4: invalid character '$' in processing instruction target 'a'"])
    }

    func testControlCharactersAreReportedWherever() throws {
        let result = assertDiagnostics("<a b=\"\u{1}\">\u{8}<!--\u{B}--><![CDATA[\u{C}]]><?p \u{1F}?>\u{FFFE}</a>", [
            "1:7: character U+0001 is not allowed in XML",
            "1:10: character U+0008 is not allowed in XML",
            "1:15: character U+000B is not allowed in XML",
            "1:28: character U+000C is not allowed in XML",
            "1:36: character U+001F is not allowed in XML",
            "1:39: character U+FFFE is not allowed in XML",
        ])
        XCTAssertEqual(result.document?.root.children.count, 5)
    }

    func testCDATAEndInText() throws {
        let result = assertDiagnostics("<a>x ]] ]]> y</a>", ["1:9: ']]>' is not allowed in text; write ']]&gt;'"])
        XCTAssertEqual(result.diagnostics.first?.fixIt?.replacement, "]]&gt;")
    }

    // MARK: Around the root element

    func testEmptyDocument() {
        assertDiagnostics("", ["1:1: empty document; expected a root element"])
        assertDiagnostics("  \n\t", ["2:2: empty document; expected a root element"])
        assertDiagnostics("<?xml version=\"1.0\"?>\n<!-- only -->\n", ["3:1: empty document; expected a root element"])
    }

    func testTextBeforeTheRoot() throws {
        let result = assertDiagnostics("hello \n<a/>", ["1:1: unexpected text before the root element"])
        XCTAssertEqual(result.diagnostics.first?.location?.length, 5)
        XCTAssertEqual(result.document?.root.name, "a")
        assertDiagnostics("</a>", ["1:1: unexpected end tag before the root element"])
        assertDiagnostics("<![CDATA[x]]><a/>", [
            "1:1: unexpected CDATA section outside the root element; text belongs inside an element",
        ])
    }

    func testContentAfterTheRoot() {
        let text = assertDiagnostics("<a/>\nmore\n<!-- fine -->", ["2:1: unexpected text after the root element 'a'"])
        XCTAssertEqual(text.document?.epilog.count, 1)
        let element = assertDiagnostics("<a/><b/>", [
            "1:6: unexpected element 'b' after the root element 'a'; a document has exactly one root element",
        ])
        XCTAssertNil(element.document)
        assertDiagnostics("<a></a></a>", ["1:8: unexpected end tag after the root element 'a'"])
        assertDiagnostics("<a/><1>", ["1:5: unexpected '<' after the root element 'a'"])
    }

    // MARK: Limits

    func testDepthLimit() {
        let result = assertDiagnostics(
            "<a><b><c><d/></c></b></a>",
            ["1:11: element 'd' is nested 4 levels deep; the maximum depth is 3"],
            reader: XMLReader(maximumDepth: 3)
        )
        XCTAssertNil(result.document)
        let shallow = readXML("<a><b><c/></b></a>", reader: XMLReader(maximumDepth: 3))
        XCTAssertEqual(shallow.diagnostics, [])
        XCTAssertEqual(XMLReader().maximumDepth, 512)
    }

    func testFileSizeLimit() {
        let result = assertDiagnostics(
            "<a>0123456789</a>", ["1:1: the file is too large (17 bytes); the limit is 16 bytes"],
            reader: XMLReader(maximumFileSize: 16)
        )
        XCTAssertNil(result.document)
        XCTAssertEqual(readXML("<a>012345678</a>", reader: XMLReader(maximumFileSize: 16)).diagnostics, [])
        XCTAssertEqual(XMLReader().maximumFileSize, XMLReader.largestFileSize)
    }

    func testErrorLimitStopsReading() {
        let result = assertDiagnostics("<a>&x; &y; &z;</a>", [
            "1:4: unknown entity '&x;'; only '&lt;', '&gt;', '&amp;', '&apos;' and '&quot;' are predefined, "
                + "write other characters as character references such as '&#xA0;'",
            "1:8: unknown entity '&y;'; only '&lt;', '&gt;', '&amp;', '&apos;' and '&quot;' are predefined, "
                + "write other characters as character references such as '&#xA0;'\n"
                + "  note -: stopped reading the file after 2 errors",
        ], reader: XMLReader(maximumErrorCount: 2))
        XCTAssertNil(result.document)
    }
}
