import Foundation
import TrellisLayout
import TrellisTemplates

/// What `trellis snapshot record` writes per case: the laid-out nodes in depth-first
/// order, each with its path in the tree, frame (in its parent's coordinates) and resolved
/// values, and `"legacyLayout": true` when laid out in Layout's legacy mode, as pretty JSON
/// with sorted keys.
struct SnapshotDocument: Codable, Equatable {
    /// One laid-out node.
    struct Node: Codable, Equatable {
        /// The node's place in the tree: the root's component, then per level
        /// `/INDEX:Component` (`UIView/1:UILabel`), the index counting from 0 among siblings.
        var path: String
        var component: String
        var id: String?
        /// The outlet the node is bound to, if any.
        var outlet: String?
        var frame: Frame
        /// Resolved property values by key path, as `trellis eval` prints them.
        var values: [String: String]

        /// How the node is named in reports: its path, then `#id` and `outlet NAME` when
        /// it has them (`UIView/1:UILabel #title outlet titleLabel`).
        var label: String {
            path + (id.map { " #" + $0 } ?? "") + (outlet.map { " outlet " + $0 } ?? "")
        }
    }

    /// A frame in points.
    struct Frame: Codable, Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    var nodes: [Node]
    /// `true` when the nodes were laid out in Layout's legacy mode (`--legacy-layout`);
    /// absent (`nil`) for its new mode, so snapshots recorded before the field existed read
    /// as the new mode they were laid out in.
    var legacyLayout: Bool?

    /// Whether the nodes were laid out in Layout's legacy mode.
    var isLegacyLayoutMode: Bool { legacyLayout == true }

    /// The nodes of `result`, laid out from `template` in the legacy mode when
    /// `isLegacyLayoutMode`, depth first.
    init(_ result: LayoutResult, template: IRTemplate, isLegacyLayoutMode: Bool) {
        var nodes: [Node] = []
        var pending: [(index: Int, path: String)] = result.nodeCount > 0 ? [(0, result.node(0).component)] : []
        while let (index, path) = pending.popLast() {
            let node = result.node(index)
            var values: [String: String] = [:]
            for property in node.properties {
                values[property.keyPath] = property.value.isNil ? "nil" : property.value.description
            }
            let frame = node.frame
            nodes.append(Node(
                path: path, component: node.component, id: node.id,
                outlet: template.nodes.indices.contains(node.index) ? template.nodes[node.index].outlet : nil,
                frame: Frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height), values: values))
            let children = node.children.filter { $0 > index && $0 < result.nodeCount }
            for (position, child) in children.enumerated().reversed() {
                pending.append((child, path + "/\(position):" + result.node(child).component))
            }
        }
        self.nodes = nodes
        legacyLayout = isLegacyLayoutMode ? true : nil
    }

    /// The document as written: pretty-printed with sorted keys and a final newline.
    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// A document read back from its JSON.
    static func decoded(from data: Data) throws -> SnapshotDocument {
        try JSONDecoder().decode(SnapshotDocument.self, from: data)
    }

    /// Each node's frame in the root's coordinates, by path (a node's parent is the path
    /// before its last `/`, listed before it).
    func framesInRoot() -> [String: Frame] {
        var frames: [String: Frame] = [:]
        for node in nodes {
            var frame = node.frame
            if let slash = node.path.lastIndex(of: "/"), let parent = frames[String(node.path[..<slash])] {
                frame.x += parent.x
                frame.y += parent.y
            }
            frames[node.path] = frame
        }
        return frames
    }
}
