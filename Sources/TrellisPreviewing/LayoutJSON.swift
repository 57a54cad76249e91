import TrellisExpressions
import TrellisLayout
import TrellisTooling

/// The JSON `trellis layout` prints: the evaluated tree, one object per node.
///
/// ```json
/// {
///   "component": "UIView",
///   "id": null,
///   "frame": {"x": 0, "y": 0, "width": 375, "height": 812},
///   "values": {"backgroundColor": "#ffffffff", "width": 375},
///   "children": []
/// }
/// ```
///
/// * Keys always in this order; `id` is `null` for nodes without one; `values` only with
///   `--values`; `children` always present (`[]` for leaves).
/// * Frames are in the parent's coordinates, in points.
/// * Numbers: integers when integral (`20`, `-4`), otherwise the shortest form that reads
///   back as the same double (`0.1`, `33.333333333333336`); NaN and infinities are `null`.
/// * Values, by key path in sorted order: numbers and booleans as JSON numbers and
///   booleans; strings, attributed text (markup as written), images, URLs, selectors, enum
///   cases and opaque values as strings; colors as `"#rrggbbaa"`; fonts as font expressions
///   (`"System bold 17"`); option sets as arrays of case names; structs as objects of their
///   members; arrays as arrays; `nil` as `null`. Values nested deeper than 32 levels are
///   `null`.
/// * Two spaces of indentation per level; frames on one line; ends with a newline.
///
/// Written by hand rather than with `JSONEncoder`, whose key order and number formatting
/// cannot be chosen.
public enum LayoutJSON {
    /// The tree of `result`, with each node's `values` when `includeValues`.
    public static func tree(_ result: LayoutResult, includeValues: Bool) -> String {
        guard result.nodeCount > 0 else { return "null\n" }
        var output = ""
        // An explicit stack instead of recursion: templates may nest deeply.
        enum Step {
            case open(index: Int, depth: Int, isLast: Bool)
            case close(depth: Int, isLast: Bool)
        }
        var steps: [Step] = [.open(index: 0, depth: 0, isLast: true)]
        while let step = steps.popLast() {
            switch step {
            case let .open(index, depth, isLast):
                let node = result.node(index)
                let indent = String(repeating: "  ", count: 2 * depth)
                let inner = indent + "  "
                output += indent + "{\n"
                output += inner + "\"component\": " + JSONText.quoted(node.component) + ",\n"
                output += inner + "\"id\": " + (node.id.map(JSONText.quoted) ?? "null") + ",\n"
                output += inner + "\"frame\": " + frame(node.frame) + ",\n"
                if includeValues {
                    output += inner + "\"values\": " + values(node.properties, indent: inner) + ",\n"
                }
                let children = node.children.filter { $0 > index && $0 < result.nodeCount }
                if children.isEmpty {
                    output += inner + "\"children\": []\n" + indent + "}" + (isLast ? "" : ",") + "\n"
                } else {
                    output += inner + "\"children\": [\n"
                    steps.append(.close(depth: depth, isLast: isLast))
                    for (position, child) in children.enumerated().reversed() {
                        steps.append(.open(index: child, depth: depth + 1, isLast: position == children.count - 1))
                    }
                }
            case let .close(depth, isLast):
                let indent = String(repeating: "  ", count: 2 * depth)
                output += indent + "  ]\n" + indent + "}" + (isLast ? "" : ",") + "\n"
            }
        }
        return output
    }

    /// `{"x": 0, "y": 0, "width": 375, "height": 812}`.
    public static func frame(_ frame: Rect) -> String {
        "{\"x\": \(number(frame.x)), \"y\": \(number(frame.y)), \"width\": \(number(frame.width)), \"height\": \(number(frame.height))}"
    }

    /// The properties as an object, one per line, or `{}`.
    private static func values(_ properties: [EvaluatedNode.Property], indent: String) -> String {
        guard !properties.isEmpty else { return "{}" }
        let members = properties.sorted { $0.keyPath < $1.keyPath }.map { property in
            indent + "  " + JSONText.quoted(property.keyPath) + ": " + value(property.value, depth: 0)
        }
        return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
    }

    /// A value on one line.
    public static func value(_ value: Value, depth: Int) -> String {
        guard depth < 32 else { return "null" }
        switch value {
        case let .int(number): return String(number)
        case let .double(number): return self.number(number)
        case let .bool(flag): return flag ? "true" : "false"
        case let .string(text): return JSONText.quoted(text)
        case let .attributedString(text): return JSONText.quoted(text.text)
        case let .color(color): return JSONText.quoted(color.hexString)
        case let .font(font): return JSONText.quoted(font.description)
        case let .image(name), let .url(name), let .selector(name): return JSONText.quoted(name)
        case let .enumCase(_, name): return JSONText.quoted(name)
        case let .options(_, cases): return "[" + cases.map(JSONText.quoted).joined(separator: ", ") + "]"
        case let .structure(_, members):
            let fields = members.keys.sorted().map { name in
                JSONText.quoted(name) + ": " + self.value(members[name] ?? .nil, depth: depth + 1)
            }
            return "{" + fields.joined(separator: ", ") + "}"
        case let .array(elements): return "[" + elements.map { self.value($0, depth: depth + 1) }.joined(separator: ", ") + "]"
        case .nil: return "null"
        case let .opaque(opaque): return JSONText.quoted(opaque.identifier)
        }
    }

    /// A number as JSON: integral values without a fraction (and `-0` as `0`), others in
    /// their shortest round-trip form, NaN and infinities as `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
