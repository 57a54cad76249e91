import TrellisDiagnostics
import TrellisTemplates

/// The children of an element (or the nodes of a document) arranged in output lines.
///
/// Comments and processing instructions on their own lines stay attached to the element
/// that follows them; one that follows a node on the same line stays on that line. Each
/// line remembers whether one or more blank lines preceded it in the source (kept as one
/// blank line). With `hoistsDeclarations`, `<param>` and `<macro>` elements move before
/// the other children, with their attached comments, keeping their relative order.
struct ContentLines {
    /// One output line: a node, possibly followed by comments on the same line.
    struct Line {
        var nodes: [XMLNode]
        var isAfterBlankLine: Bool
    }

    /// A node and the number of line ends in the white space before it.
    struct Entry {
        var node: XMLNode
        var lineEndsBefore: Int
    }

    private(set) var lines: [Line] = []

    init(_ entries: [Entry], isDeclaration: (XMLElement) -> Bool, hoistsDeclarations: Bool) {
        var declarations: [Line] = []
        var others: [Line] = []
        var pending: [Line] = []
        var lastGroupIsDeclaration: Bool?
        for entry in entries {
            let isAfterBlankLine = entry.lineEndsBefore >= 2
            switch entry.node {
            case .element(let element):
                let group = pending + [Line(nodes: [entry.node], isAfterBlankLine: isAfterBlankLine)]
                pending = []
                let declaration = hoistsDeclarations && isDeclaration(element)
                if declaration { declarations += group } else { others += group }
                lastGroupIsDeclaration = declaration
            case .comment, .processingInstruction, .documentType:
                if entry.lineEndsBefore == 0, !pending.isEmpty {
                    pending[pending.count - 1].nodes.append(entry.node)
                } else if entry.lineEndsBefore == 0, let declaration = lastGroupIsDeclaration {
                    if declaration {
                        declarations[declarations.count - 1].nodes.append(entry.node)
                    } else {
                        others[others.count - 1].nodes.append(entry.node)
                    }
                } else {
                    pending.append(Line(nodes: [entry.node], isAfterBlankLine: isAfterBlankLine))
                }
            case .text:
                continue
            }
        }
        lines = declarations + others + pending
        if !lines.isEmpty { lines[0].isAfterBlankLine = false }
    }

    /// The entries of an element's children: white-space text is folded into the line end
    /// count of the next node.
    static func entries(of element: XMLElement, source: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var lineEnds = 0
        for child in element.children {
            if case .text(let text) = child {
                let span = text.span
                lineEnds += SourceText.lineEndCount(in: source, span.offset..<span.endOffset)
                continue
            }
            entries.append(Entry(node: child, lineEndsBefore: lineEnds))
            lineEnds = 0
        }
        return entries
    }

    /// The entries of a document: its prolog, root element and epilog, with the line ends
    /// between them counted in the source.
    static func entries(of document: XMLDocument) -> [Entry] {
        let bytes = document.source.bytes
        var entries: [Entry] = []
        var previousEnd: Int?
        for node in document.prolog + [.element(document.root)] + document.epilog {
            let span = node.span
            let lineEnds = previousEnd.map { SourceText.lineEndCount(in: bytes, min($0, span.offset)..<span.offset) } ?? 1
            entries.append(Entry(node: node, lineEndsBefore: lineEnds))
            previousEnd = span.endOffset
        }
        return entries
    }
}
