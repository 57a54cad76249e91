import TrellisRegistry

/// Builds an SVG document from drawing primitives: the building blocks of `trellis render`.
///
/// Output is deterministic: elements appear in call order, attributes in a fixed order,
/// numbers formatted by fixed rules (at most two decimals, no trailing zeros), text and
/// attribute values XML-escaped (characters XML 1.0 forbids are dropped).
public struct SVGWriter: Sendable {
    /// How a line of text is aligned in its frame (`NSTextAlignment`).
    public enum TextAlignment: String, Hashable, Codable, Sendable, CaseIterable {
        /// Left in left-to-right, right in right-to-left.
        case natural
        case left, center, right
        /// Drawn as `natural` (SVG cannot stretch word spacing portably).
        case justified
    }

    private let size: Size
    private var elements: [String] = []
    private var openGroups = 0

    /// A document `size` points wide and tall.
    public init(size: Size) {
        self.size = size.clamped
    }

    /// A rectangle with an optional fill, stroke (drawn inside the frame's outline) and
    /// corner radius.
    public mutating func rect(_ frame: Rect, fill: RGBAColor?, stroke: RGBAColor? = nil, strokeWidth: Double = 1, cornerRadius: Double = 0) {
        var attributes = Self.frameAttributes(frame)
        let radius = min(cornerRadius.layoutLength, frame.width.layoutLength / 2, frame.height.layoutLength / 2)
        if radius > 0 {
            attributes += [("rx", SVGNumber.format(radius)), ("ry", SVGNumber.format(radius))]
        }
        attributes += Self.paint("fill", fill)
        if let stroke {
            attributes += Self.paint("stroke", stroke) + [("stroke-width", SVGNumber.format(strokeWidth.layoutLength))]
        }
        elements.append(Self.element("rect", attributes))
    }

    /// Measured text drawn in `frame` like a `UILabel` draws it: the block of lines is
    /// centered vertically in the frame, each line aligned horizontally by `alignment`
    /// (`natural` follows `direction`), each at its baseline.
    public mutating func text(
        _ measurement: TextMeasurement, in frame: Rect, font: FontSpec, color: RGBAColor,
        alignment: TextAlignment = .natural, direction: LayoutDirection = .leftToRight
    ) {
        let face = FontFace(for: font)
        let top = frame.y + (frame.height - measurement.size.height) / 2
        let (anchor, x): (String, Double) = switch (alignment, direction) {
        case (.center, _): ("middle", frame.midX)
        case (.right, _), (.natural, .rightToLeft), (.justified, .rightToLeft): ("end", frame.maxX)
        case (.left, _), (.natural, .leftToRight), (.justified, .leftToRight): ("start", frame.minX)
        }
        for line in measurement.lines {
            var attributes: [(String, String)] = [
                ("x", SVGNumber.format(x)), ("y", SVGNumber.format(top + line.baseline)),
                ("font-family", face.familyName), ("font-size", SVGNumber.format(font.size.layoutLength)),
            ]
            if face.isBold { attributes.append(("font-weight", "bold")) }
            if face.isItalic { attributes.append(("font-style", "italic")) }
            if anchor != "start" { attributes.append(("text-anchor", anchor)) }
            attributes += Self.paint("fill", color)
            elements.append(Self.element("text", attributes, content: line.text))
        }
    }

    /// An image placeholder: the frame outlined and crossed corner to corner.
    public mutating func imagePlaceholder(_ frame: Rect, stroke: RGBAColor) {
        rect(frame, fill: nil, stroke: stroke)
        for (y1, y2) in [(frame.minY, frame.maxY), (frame.maxY, frame.minY)] {
            let attributes = [
                ("x1", SVGNumber.format(frame.minX)), ("y1", SVGNumber.format(y1)),
                ("x2", SVGNumber.format(frame.maxX)), ("y2", SVGNumber.format(y2)),
            ] + Self.paint("stroke", stroke) + [("stroke-width", "1")]
            elements.append(Self.element("line", attributes))
        }
    }

    /// A debug outline: a dashed magenta rectangle, and `label` (a node's id) in small type
    /// at its top-left corner when given.
    public mutating func debugOutline(_ frame: Rect, label: String?) {
        let magenta = RGBAColor(red: 1, green: 0, blue: 1)
        let attributes = Self.frameAttributes(frame) + [("fill", "none")] + Self.paint("stroke", magenta)
            + [("stroke-width", "0.5"), ("stroke-dasharray", "2 2")]
        elements.append(Self.element("rect", attributes))
        if let label, !label.isEmpty {
            let labelAttributes = [
                ("x", SVGNumber.format(frame.minX + 1)), ("y", SVGNumber.format(frame.minY + 8)),
                ("font-family", FontFace.sans.familyName), ("font-size", "7"),
            ] + Self.paint("fill", magenta)
            elements.append(Self.element("text", labelAttributes, content: label))
        }
    }

    /// A debug mark of a constraint: a thin blue line from `from` to `to`, a dot at `to`
    /// when `isPinned`, and `label` in small type at the line's middle when given.
    public mutating func constraintMark(from: Point, to: Point, label: String?, isPinned: Bool) {
        let blue = RGBAColor(red: 0, green: 0.5, blue: 1)
        let line = [
            ("x1", SVGNumber.format(from.x)), ("y1", SVGNumber.format(from.y)),
            ("x2", SVGNumber.format(to.x)), ("y2", SVGNumber.format(to.y)),
        ] + Self.paint("stroke", blue) + [("stroke-width", "0.5")]
        elements.append(Self.element("line", line))
        if isPinned {
            let dot = [("cx", SVGNumber.format(to.x)), ("cy", SVGNumber.format(to.y)), ("r", "1.5")] + Self.paint("fill", blue)
            elements.append(Self.element("circle", dot))
        }
        if let label, !label.isEmpty {
            let labelAttributes = [
                ("x", SVGNumber.format((from.x + to.x) / 2)), ("y", SVGNumber.format((from.y + to.y) / 2 - 1)),
                ("font-family", FontFace.sans.familyName), ("font-size", "6"), ("text-anchor", "middle"),
            ] + Self.paint("fill", blue)
            elements.append(Self.element("text", labelAttributes, content: label))
        }
    }

    /// Starts a group whose contents are offset by `offset` (a child's frame origin, so
    /// its children can be drawn in its own coordinates). Close it with ``endGroup()``.
    public mutating func beginGroup(offset: Point) {
        let translate = "translate(\(SVGNumber.format(offset.x)) \(SVGNumber.format(offset.y)))"
        elements.append("<g transform=\"\(translate)\">")
        openGroups += 1
    }

    /// Closes the innermost open group; does nothing when none is open.
    public mutating func endGroup() {
        guard openGroups > 0 else { return }
        elements.append("</g>")
        openGroups -= 1
    }

    /// The document, with any groups still open closed, ending in a newline.
    public func finish() -> String {
        let width = SVGNumber.format(size.width)
        let height = SVGNumber.format(size.height)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
        ]
        lines += elements
        lines += Array(repeating: "</g>", count: openGroups)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func frameAttributes(_ frame: Rect) -> [(String, String)] {
        [
            ("x", SVGNumber.format(frame.x)), ("y", SVGNumber.format(frame.y)),
            ("width", SVGNumber.format(frame.width.layoutLength)), ("height", SVGNumber.format(frame.height.layoutLength)),
        ]
    }

    /// `fill="#rrggbb"` (or `none`), plus `fill-opacity` when the color is translucent.
    private static func paint(_ name: String, _ color: RGBAColor?) -> [(String, String)] {
        guard let color else { return [(name, "none")] }
        let hex = String(color.hexString.prefix(7))
        let alpha = min(1, color.alpha.layoutLength)
        return alpha < 1 ? [(name, hex), ("\(name)-opacity", SVGNumber.format(alpha))] : [(name, hex)]
    }

    private static func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) -> String {
        let attributeText = attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
        guard let content else { return "<\(name)\(attributeText)/>" }
        return "<\(name)\(attributeText)>\(escaped(content))</\(name)>"
    }

    /// `&`, `<`, `>`, `"` and `'` as entities; characters XML 1.0 forbids (controls other
    /// than tab, line feed and carriage return; U+FFFE, U+FFFF) dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x27: result += "&apos;"
            case 0x09, 0x0A, 0x0D: result.unicodeScalars.append(scalar)
            case 0..<0x20, 0xFFFE, 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
