import TrellisDiagnostics
import TrellisExpressions
import TrellisLayout
import TrellisPreviewing
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// The JSON the server sends on the live socket, written by hand (one line per message,
/// keys in the order of Documentation/PreviewProtocol.md, numbers and values as
/// `trellis layout` writes them).
enum LiveJSON {
    /// `{"type":"error","message":…}`.
    static func error(_ message: String) -> String {
        "{\"type\":\"error\",\"message\":" + JSONText.quoted(message) + "}"
    }

    /// One laid-out panel: `{"key":…,"root":NODE|null}`.
    static func view(key: String, root: String?) -> String {
        "{\"key\":" + JSONText.quoted(key) + ",\"root\":" + (root ?? "null") + "}"
    }

    /// `{"name":"title","type":"String","value":…}`.
    static func input(name: String, type: ValueType, value: Value?) -> String {
        "{\"name\":" + JSONText.quoted(name) + ",\"type\":" + JSONText.quoted(type.displayName) + ",\"value\":"
            + (value.map { LayoutJSON.value($0, depth: 0) } ?? "null") + "}"
    }

    /// A diagnostic with its span in lines and character columns and the text of its line
    /// from `sources`; one without a location points at line 0 of no file.
    static func diagnostic(_ diagnostic: Diagnostic, sources: [String: SourceText]) -> String {
        var file = "", line = 0, column = 0, endLine = 0, endColumn = 0, sourceLine = ""
        if let span = diagnostic.location {
            file = span.file
            line = span.line
            column = span.column
            endLine = span.line
            endColumn = span.column + max(span.length, 1)
            if let text = sources[span.file] {
                let end = text.lineAndColumn(ofOffset: span.endOffset)
                sourceLine = text.lineText(span.line) ?? ""
                column = characterColumn(text, line: span.line, byteColumn: span.column)
                endLine = end.line
                endColumn = characterColumn(text, line: end.line, byteColumn: end.column)
                if endLine == line, endColumn <= column { endColumn = column + 1 }
            }
        }
        return "{\"severity\":" + JSONText.quoted(diagnostic.severity.rawValue) + ",\"rule\":" + JSONText.quoted(diagnostic.rule.rawValue)
            + ",\"message\":" + JSONText.quoted(diagnostic.message) + ",\"file\":" + JSONText.quoted(file) + ",\"line\":\(line)"
            + ",\"column\":\(column),\"endLine\":\(endLine),\"endColumn\":\(endColumn),\"sourceLine\":" + JSONText.quoted(sourceLine) + "}"
    }

    /// The 1-based character column of the 1-based byte column `byteColumn` on `line`.
    private static func characterColumn(_ text: SourceText, line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= text.lineStarts.count else { return byteColumn }
        let start = text.lineStarts[line - 1]
        let end = min(text.bytes.count, start + max(0, byteColumn - 1))
        return String(decoding: text.bytes[start..<end], as: UTF8.self).count + 1
    }

    /// The tree of `result` as NODE objects, root first, or `nil` when it has no nodes.
    ///
    /// Each node's `path` is its parent's and its position among the parent's laid-out
    /// children (the root's is `[0]`); `absolute` is its origin in the root's coordinates.
    static func tree(_ result: LayoutResult, template: IRTemplate, sources: [String: SourceText], renderer: PreviewRenderer) -> String? {
        guard result.nodeCount > 0 else { return nil }
        let files = SourcePaths(sources: sources)
        var output = ""
        // An explicit stack instead of recursion: templates may nest deeply.
        enum Step {
            case open(index: Int, path: [Int], origin: Point, isLast: Bool)
            case close(isLast: Bool)
        }
        var steps: [Step] = [.open(index: 0, path: [0], origin: Point(x: 0, y: 0), isLast: true)]
        while let step = steps.popLast() {
            switch step {
            case let .open(index, path, parentOrigin, isLast):
                let node = result.node(index)
                let origin = Point(x: parentOrigin.x + node.frame.x, y: parentOrigin.y + node.frame.y)
                output += "{\"path\":[" + path.map(String.init).joined(separator: ",") + "],\"component\":" + JSONText.quoted(node.component)
                output += ",\"id\":" + (node.id.map(JSONText.quoted) ?? "null")
                let irNode = index < template.nodes.count ? template.nodes[index] : nil
                output += ",\"outlet\":" + (irNode?.outlet.map(JSONText.quoted) ?? "null")
                output += ",\"frame\":" + frame(node.frame)
                output += ",\"absolute\":{\"x\":" + LayoutJSON.number(origin.x) + ",\"y\":" + LayoutJSON.number(origin.y) + "}"
                if let location = irNode?.location {
                    output += ",\"source\":{\"file\":" + JSONText.quoted(files.path(of: location.file)) + ",\"line\":\(location.line),\"column\":\(location.column)}"
                } else {
                    output += ",\"source\":null"
                }
                output += ",\"attributes\":" + attributes(irNode?.properties ?? [], of: node)
                output += ",\"style\":" + style(PreviewStyle(node: node, renderer: renderer))
                let children = node.children.filter { $0 > index && $0 < result.nodeCount }
                if children.isEmpty {
                    output += ",\"children\":[]}" + (isLast ? "" : ",")
                } else {
                    output += ",\"children\":["
                    steps.append(.close(isLast: isLast))
                    for (position, child) in children.enumerated().reversed() {
                        steps.append(.open(index: child, path: path + [position], origin: origin, isLast: position == children.count - 1))
                    }
                }
            case let .close(isLast):
                output += "]}" + (isLast ? "" : ",")
            }
        }
        return output
    }

    /// `{"x":0,"y":0,"width":375,"height":812}`.
    private static func frame(_ frame: Rect) -> String {
        "{\"x\":" + LayoutJSON.number(frame.x) + ",\"y\":" + LayoutJSON.number(frame.y) + ",\"width\":" + LayoutJSON.number(frame.width)
            + ",\"height\":" + LayoutJSON.number(frame.height) + "}"
    }

    /// The properties the element sets (not the manifest's defaults for those it leaves
    /// unset), in source order, with the expression as written and the evaluated value.
    private static func attributes(_ properties: [IRProperty], of node: EvaluatedNode) -> String {
        let ordered = properties.filter { $0.role != .default }.enumerated().sorted { left, right in
            let (a, b) = (left.element.value.location, right.element.value.location)
            return (a.offset, left.offset) < (b.offset, right.offset)
        }
        let members = ordered.map { _, property in
            "{\"name\":" + JSONText.quoted(property.keyPath) + ",\"expression\":" + JSONText.quoted(property.value.source) + ",\"value\":"
                + (node.value(property.keyPath).map { LayoutJSON.value($0, depth: 0) } ?? "null") + "}"
        }
        return "[" + members.joined(separator: ",") + "]"
    }

    /// The `style` object: what the SVG renderer draws.
    private static func style(_ style: PreviewStyle) -> String {
        func color(_ color: RGBAColor?) -> String { color.map { JSONText.quoted($0.hexString) } ?? "null" }
        func number(_ number: Double?) -> String { number.map(LayoutJSON.number) ?? "null" }
        let font = style.font.map { font in
            "{\"family\":" + JSONText.quoted(font.family) + ",\"size\":" + LayoutJSON.number(font.size) + ",\"weight\":"
                + JSONText.quoted(font.weight.rawValue) + "}"
        }
        return "{\"backgroundColor\":" + color(style.backgroundColor) + ",\"text\":" + (style.text.map(JSONText.quoted) ?? "null")
            + ",\"textColor\":" + color(style.textColor) + ",\"font\":" + (font ?? "null") + ",\"cornerRadius\":" + number(style.cornerRadius)
            + ",\"borderWidth\":" + number(style.borderWidth) + ",\"borderColor\":" + color(style.borderColor) + ",\"image\":"
            + (style.image.map(JSONText.quoted) ?? "null") + ",\"textAlignment\":" + (style.textAlignment.map { JSONText.quoted($0.rawValue) } ?? "null")
            + ",\"opacity\":" + LayoutJSON.number(style.opacity) + ",\"visible\":" + (style.isVisible ? "true" : "false") + "}"
    }
}

/// Maps the IR's source paths (relative to the template root: `Login.xml`) to the paths the
/// compiler read them at (`Screens/Login.xml`), as ``LayoutSession/relocated(_:sources:)`` does
/// for diagnostics.
struct SourcePaths {
    private let sources: [String: SourceText]
    private let paths: [String]

    init(sources: [String: SourceText]) {
        self.sources = sources
        paths = sources.keys.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
    }

    func path(of file: String) -> String {
        guard sources[file] == nil else { return file }
        return paths.first { $0.hasSuffix("/" + file) } ?? file
    }
}
