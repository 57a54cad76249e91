import TrellisDiagnostics
import TrellisTemplates
import XCTest

/// Reads `text` as the file `t.xml`.
func readXML(_ text: String, reader: XMLReader = XMLReader()) -> XMLReadResult {
    reader.read(Array(text.utf8), path: "t.xml")
}

/// A diagnostic as `line:column: message`, with each note on its own line as
/// `  note line:column: message`, so tests state exact positions compactly.
func describe(_ diagnostic: Diagnostic) -> String {
    var text = "\(position(diagnostic.location)): \(diagnostic.message)"
    for note in diagnostic.notes {
        text += "\n  note \(position(note.location)): \(note.message)"
    }
    return text
}

private func position(_ span: SourceSpan?) -> String {
    guard let span else { return "-" }
    return "\(span.line):\(span.column)"
}

/// Asserts that reading `text` gives exactly `expected` diagnostics (see ``describe(_:)``),
/// all errors in file `t.xml`, and returns the result.
@discardableResult
func assertDiagnostics(
    _ text: String,
    _ expected: [String],
    reader: XMLReader = XMLReader(),
    file: StaticString = #filePath,
    line: UInt = #line
) -> XMLReadResult {
    let result = readXML(text, reader: reader)
    XCTAssertEqual(result.diagnostics.map(describe), expected, file: file, line: line)
    for diagnostic in result.diagnostics {
        XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
        XCTAssertEqual(diagnostic.location?.file, "t.xml", file: file, line: line)
    }
    return result
}

/// A readable outline of an element tree: one line per node with its positions, for
/// comparing whole structures exactly.
func outline(_ element: XMLElement, indent: String = "") -> String {
    let end = element.endTagSpan.map { "end \(spanText($0))" } ?? "self-closing"
    var lines = ["\(indent)<\(element.name)> start \(spanText(element.startTagSpan)) \(end)"]
    for attribute in element.attributes {
        lines.append(
            "\(indent)  @\(attribute.name)=\(attribute.quote.rawValue)\(escaped(attribute.value))"
                + "\(attribute.quote.rawValue) name \(spanText(attribute.nameSpan)) value \(spanText(attribute.valueSpan))"
        )
    }
    for child in element.children {
        lines.append(outline(child, indent: indent + "  "))
    }
    return lines.joined(separator: "\n")
}

/// One node of ``outline(_:indent:)``.
func outline(_ node: XMLNode, indent: String = "") -> String {
    switch node {
    case .element(let element):
        return outline(element, indent: indent)
    case .text(let text):
        let kind = text.isCDATA ? "cdata" : "text"
        return "\(indent)\(kind) \"\(escaped(text.text))\" \(spanText(text.span))"
    case .comment(let comment):
        return "\(indent)comment \"\(escaped(comment.text))\" \(spanText(comment.span))"
    case .processingInstruction(let instruction):
        return "\(indent)pi \(instruction.target) \"\(escaped(instruction.data))\" \(spanText(instruction.span))"
    case .documentType(let documentType):
        return "\(indent)doctype \(documentType.name) \(spanText(documentType.span))"
    }
}

/// `line:column+length`.
func spanText(_ span: SourceSpan) -> String {
    "\(span.line):\(span.column)+\(span.length)"
}

/// `text` with line feeds, tabs and carriage returns written as `\n`, `\t`, `\r`.
/// (Written without Foundation, whose `XMLElement` would clash with ours on macOS.)
private func escaped(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
        switch character {
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default: result.unicodeScalars.append(character)
        }
    }
    return result
}
