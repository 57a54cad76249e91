import TrellisDiagnostics
import TrellisTemplates
import XCTest

/// `<!DOCTYPE …>` as libxml2 (Foundation's `XMLParser`, which Layout uses) reads it without
/// loading external DTDs: a declaration with or without identifiers is accepted and ignored;
/// an internal subset that would change the document (entities, attribute defaults) and a
/// declaration in the wrong place are errors.
final class XMLReaderDocumentTypeTests: XCTestCase {
    func testDocumentTypeBeforeTheRootIsKeptInTheProlog() throws {
        let result = assertDiagnostics("<?xml version=\"1.0\"?>\n<!DOCTYPE UIView>\n<!-- c -->\n<UIView/>\n", [])
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(document.prolog.map { outline($0) }, [
            "pi xml \"version=\"1.0\"\" 1:1+21",
            "doctype UIView 2:1+17",
            "comment \" c \" 3:1+10",
        ])
        XCTAssertEqual(document.declaration?.target, "xml")
        XCTAssertEqual(document.root.name, "UIView")
    }

    func testPublicAndSystemIdentifiersAreIgnored() {
        for declaration in [
            "<!DOCTYPE UIView PUBLIC \"-//Example//DTD Layout 1.0//EN\" \"http://example.com/layout.dtd\">",
            "<!DOCTYPE UIView PUBLIC '-//Example//DTD Layout 1.0//EN' 'layout.dtd' >",
            "<!DOCTYPE UIView SYSTEM \"layout.dtd\">",
            "<!DOCTYPE\n  UIView\n  SYSTEM 'a>b.dtd'\n>",
            // libxml2 reads a name without the white space before it.
            "<!DOCTYPEUIView>",
        ] {
            let result = assertDiagnostics(declaration + "\n<UIView/>", [])
            XCTAssertEqual(result.document?.prolog.count, 1, declaration)
        }
    }

    func testInternalSubsetWithoutEntitiesOrDefaultsIsAccepted() {
        let result = assertDiagnostics("""
            <!DOCTYPE UIView [
              <!-- the views -->
              <?note a?>
              <!ELEMENT UIView ANY>
              <!ATTLIST UIView width CDATA #IMPLIED height CDATA #REQUIRED>
              <!NOTATION gif SYSTEM "image/gif">
            ]>
            <UIView/>
            """, [])
        XCTAssertEqual(result.document?.prolog.map { outline($0) }, ["doctype UIView 1:1+180"])
        assertDiagnostics("<!DOCTYPE UIView []>\n<UIView/>", [])
    }

    func testEntityDeclarationStopsReadingAtTheDeclaration() {
        let result = assertDiagnostics("<!DOCTYPE UIView [\n  <!-- c -->\n  <!ENTITY name \"Layout\">\n]>\n<UIView text=\"&name;\"/>", [
            "3:3: entity declarations are not supported: Trellis never expands entities; write the text in place, "
                + "or a character reference such as '&#xA0;', and remove the declaration",
        ])
        XCTAssertNil(result.document)
        XCTAssertEqual(result.diagnostics.first?.location?.length, 8)
        assertDiagnostics("<!DOCTYPE a SYSTEM \"a.dtd\" [<!ENTITY % pe \"x\">]><a/>", [
            "1:29: entity declarations are not supported: Trellis never expands entities; write the text in place, "
                + "or a character reference such as '&#xA0;', and remove the declaration",
        ])
    }

    func testAttributeDefaultStopsReading() {
        // libxml2 adds a declared default (width="100") to every <UIView> it reads.
        assertDiagnostics("<!DOCTYPE UIView [\n  <!ATTLIST UIView width CDATA \"100\">\n]>\n<UIView/>", [
            "2:3: attribute defaults declared in the document type are not supported: Trellis does not add them "
                + "to elements; write the attribute on each element instead",
        ])
        assertDiagnostics("<!DOCTYPE a [<!ATTLIST a b (x|y) #FIXED 'x'>]><a/>", [
            "1:14: attribute defaults declared in the document type are not supported: Trellis does not add them "
                + "to elements; write the attribute on each element instead",
        ])
    }

    func testDocumentTypeInTheWrongPlace() {
        assertDiagnostics("<UIView/>\n<!DOCTYPE UIView>", [
            "2:1: document type declaration after the root element 'UIView'; it must come before the root element",
        ])
        assertDiagnostics("<!DOCTYPE UIView>\n<!-- c -->\n<!DOCTYPE UIView>\n<UIView/>", [
            "3:1: second document type declaration; a document has at most one\n  note 1:1: first declared here",
        ])
        assertDiagnostics("<UIView>\n  <!DOCTYPE UIView>\n</UIView>", [
            "2:3: document type declaration '<!DOCTYPE' inside an element; it may only come before the root element",
        ])
        assertDiagnostics("<a><!doctype html></a>", [
            "1:4: document type declaration '<!doctype' inside an element; it may only come before the root element",
        ])
        assertDiagnostics("<!doctype html>\n<a/>", [
            "1:1: unknown markup declaration '<!doctype'; a document type declaration is written '<!DOCTYPE' "
                + "(XML is case-sensitive)",
        ])
    }

    func testMalformedDocumentTypes() {
        assertDiagnostics("<!DOCTYPE>\n<a/>", ["1:10: expected the root element name after '<!DOCTYPE', found '>'"])
        assertDiagnostics("<!DOCTYPE a SYSTEM>\n<a/>", [
            "1:19: expected a quoted identifier after 'SYSTEM' in the document type declaration, found '>'",
        ])
        assertDiagnostics("<!DOCTYPE a PUBLIC \"-//A//EN\">\n<a/>", [
            "1:30: expected a quoted identifier after 'PUBLIC' in the document type declaration, found '>'",
        ])
        assertDiagnostics("<!DOCTYPE a b>\n<a/>", [
            "1:13: unexpected 'b' in the document type declaration; expected '>'\n"
                + "  note 1:1: document type declaration opened here",
        ])
        assertDiagnostics("<!DOCTYPE a [ %pe; ]>\n<a/>", [
            "1:15: unexpected '%' in the internal subset of the document type declaration; expected a markup "
                + "declaration or ']'",
        ])
        assertDiagnostics("<!DOCTYPE a [", [
            "1:14: unterminated internal subset; expected ']>' before the end of the file\n"
                + "  note 1:13: internal subset opened here",
        ])
        assertDiagnostics("<!DOCTYPE a [<!ELEMENT a ANY", [
            "1:29: unterminated markup declaration; expected '>' before the end of the file\n"
                + "  note 1:14: declaration opened here",
        ])
        assertDiagnostics("<!DOCTYPE a SYSTEM \"a.dtd>\n<a/>", [
            "2:5: unterminated quoted literal in the document type declaration; expected a closing quote before "
                + "the end of the file\n  note 1:20: literal opened here",
        ])
    }
}
