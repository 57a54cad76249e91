/// The `id`s of a resolved tree and Layout's rule for which node `#id` means.
///
/// Layout looks for the id in the referring node's own subtree first, then at each
/// ancestor in turn: the ancestor itself, then its other descendants in document order.
/// So the match is the node with the deepest common ancestor with the referring node, the
/// earliest in document order among equals, which is what ``target(of:from:)`` computes
/// without walking whole subtrees.
struct NodeIdentifiers {
    /// Node indices by id, in document order.
    private(set) var nodesByID: [String: [Int]] = [:]
    private let parents: [Int?]
    private let depths: [Int]

    /// `ids[i]` is the id of node `i`; `parents[i]` its parent. Nodes are in document
    /// order, so a parent comes before its children.
    init(ids: [String?], parents: [Int?]) {
        self.parents = parents
        var depths = [Int](repeating: 0, count: parents.count)
        for (index, parent) in parents.enumerated() {
            if let parent, parent < index { depths[index] = depths[parent] + 1 }
        }
        self.depths = depths
        for (index, id) in ids.enumerated() {
            if let id { nodesByID[id, default: []].append(index) }
        }
    }

    /// Every id, sorted, for suggestions.
    var allIDs: [String] { nodesByID.keys.sorted() }

    /// The node `#id` refers to from node `node`, if any has that id.
    func target(of id: String, from node: Int) -> Int? {
        guard let candidates = nodesByID[id] else { return nil }
        guard candidates.count > 1 else { return candidates.first }
        var best: (depth: Int, node: Int)?
        for candidate in candidates {
            let depth = depths[commonAncestor(node, candidate)]
            if let current = best, current.depth >= depth { continue }
            best = (depth, candidate)
        }
        return best?.node
    }

    /// The deepest node that is an ancestor of (or equal to) both nodes.
    private func commonAncestor(_ first: Int, _ second: Int) -> Int {
        var a = first
        var b = second
        while depths[a] > depths[b], let parent = parents[a] { a = parent }
        while depths[b] > depths[a], let parent = parents[b] { b = parent }
        while a != b, let parentA = parents[a], let parentB = parents[b] {
            a = parentA
            b = parentB
        }
        return a
    }
}
