import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// Writes a parsed template in house style (see ``TemplateFormatter``).
///
/// The tree is walked with an explicit stack of steps, so deep nesting costs memory, not
/// call stack.
struct FormattedDocumentWriter {
    private let document: XMLDocument
    private let source: [UInt8]
    private let registry: Registry
    private var classifier: AttributeClassifier
    private let lineBreak: [UInt8]
    private var output: [UInt8] = []

    /// The indentation of one nesting level.
    static let indentation: [UInt8] = Array("    ".utf8)

    init(document: XMLDocument, classifier: AttributeClassifier) {
        self.document = document
        self.source = document.source.bytes
        self.registry = classifier.registry
        self.classifier = classifier
        self.lineBreak = Self.lineBreak(of: document.source.bytes)
    }

    /// The line end of the source's first line: `\r\n`, a lone `\r` (classic Mac) or `\n`
    /// (also for a file of one line).
    private static func lineBreak(of bytes: [UInt8]) -> [UInt8] {
        guard let end = bytes.indices.first(where: { SourceText.endsLine(bytes, at: $0) }) else { return [UInt8(ascii: "\n")] }
        if bytes[end] == UInt8(ascii: "\r") { return [UInt8(ascii: "\r")] }
        return end > 0 && bytes[end - 1] == UInt8(ascii: "\r") ? Array("\r\n".utf8) : [UInt8(ascii: "\n")]
    }

    private enum Step {
        /// A line break, a blank line if asked, and the indentation of `level`.
        case lineStart(level: Int, isAfterBlankLine: Bool)
        /// An element with its content.
        case element(XMLElement, level: Int)
        /// A comment or processing instruction as written, after a space if it follows
        /// another node on the same line.
        case verbatim(XMLNode, afterSpace: Bool)
        /// The end tag of a structured element on its own line.
        case endTag(String, level: Int)
    }

    /// The classifier with every attribute of the document resolved, for reuse.
    var resolvedClassifier: AttributeClassifier { classifier }

    /// The formatted document.
    mutating func write() -> [UInt8] {
        output = []
        output.reserveCapacity(source.count + source.count / 4)
        if document.hasByteOrderMark { output += [0xEF, 0xBB, 0xBF] }
        let lines = ContentLines(ContentLines.entries(of: document), isDeclaration: { _ in false }, hoistsDeclarations: false)
        var steps: [Step] = []
        for (index, line) in lines.lines.enumerated().reversed() {
            pushLine(line, level: 0, into: &steps)
            if index > 0 { steps.append(.lineStart(level: 0, isAfterBlankLine: line.isAfterBlankLine)) }
        }
        run(&steps)
        output += lineBreak
        return output
    }

    private mutating func run(_ steps: inout [Step]) {
        while let step = steps.popLast() {
            switch step {
            case let .lineStart(level, isAfterBlankLine):
                output += lineBreak
                if isAfterBlankLine { output += lineBreak }
                indent(level)
            case let .element(element, level):
                writeElement(element, level: level, steps: &steps)
            case let .verbatim(node, afterSpace):
                if afterSpace { output.append(UInt8(ascii: " ")) }
                let span = node.span
                output += source[span.offset..<span.endOffset]
            case let .endTag(name, level):
                output += lineBreak
                indent(level)
                output += Array("</\(name)>".utf8)
            }
        }
    }

    /// Pushes the steps of one line (in reverse, as the stack pops them).
    private func pushLine(_ line: ContentLines.Line, level: Int, into steps: inout [Step]) {
        for (index, node) in line.nodes.enumerated().reversed() {
            if case .element(let element) = node {
                steps.append(.element(element, level: level))
            } else {
                steps.append(.verbatim(node, afterSpace: index > 0))
            }
        }
    }

    private mutating func indent(_ level: Int) {
        for _ in 0..<level { output += Self.indentation }
    }

    private mutating func writeElement(_ element: XMLElement, level: Int, steps: inout [Step]) {
        let kind = TemplateElementKind(element.name, registry: registry)
        let isMultiline = writeStartTag(element, kind: kind, level: level)
        let content = ElementContent(of: element, registry: registry)
        if isMultiline {
            output += lineBreak
            indent(level)
        }
        switch content {
        case .empty:
            output += Array("/>".utf8)
        case .body:
            output.append(UInt8(ascii: ">"))
            output += source[element.startTagSpan.endOffset..<(element.endTagSpan?.offset ?? element.startTagSpan.endOffset)]
            output += Array("</\(element.name)>".utf8)
        case .structured:
            output.append(UInt8(ascii: ">"))
            let lines = ContentLines(
                ContentLines.entries(of: element, source: source),
                isDeclaration: { TemplateElementKind($0.name, registry: registry).isDeclaration },
                hoistsDeclarations: kind != .html
            )
            steps.append(.endTag(element.name, level: level))
            for line in lines.lines.reversed() {
                pushLine(line, level: level + 1, into: &steps)
                steps.append(.lineStart(level: level + 1, isAfterBlankLine: line.isAfterBlankLine))
            }
        }
    }

    /// Writes `<name` and the attributes; returns whether they took several lines (two or
    /// more attributes, each on its own line, except on `<param>` and `<macro>`).
    private mutating func writeStartTag(_ element: XMLElement, kind: TemplateElementKind, level: Int) -> Bool {
        output.append(UInt8(ascii: "<"))
        output += Array(element.name.utf8)
        let attributes = AttributeOrder.sorted(element.attributes)
        let isMultiline = attributes.count >= 2 && !kind.isDeclaration
        for attribute in attributes {
            if isMultiline {
                output += lineBreak
                indent(level + 1)
            } else {
                output.append(UInt8(ascii: " "))
            }
            let syntax = classifier.formattingSyntax(of: attribute.name, on: element, kind: kind)
            let parsed = ParsedAttributeValue(attribute.value, syntax: syntax, locator: attribute.locator)
            output += Array(attribute.name.utf8)
            output += Array("=\"".utf8)
            output += AttributeValueFormatter.format(attribute, parsed: parsed, source: source)
            output.append(UInt8(ascii: "\""))
        }
        return isMultiline
    }
}
