// Yams exposes no event API, so the cost is measured with the libyaml that Yams bundles
// (its CYaml module) directly: reading libyaml's own events is exact, where a hand-written
// scan of the text would have to re-implement YAML's tokenizer to find every alias.
internal import CYaml

/// What composing a YAML document will cost Yams, measured from libyaml's events before
/// Yams composes it.
///
/// Yams replaces every alias by the node it names and hashes every mapping key (the whole
/// key, aliases expanded) to find duplicates. Keys built from nested aliases (a "billion
/// laughs" document) would take exponential time inside Yams, before any budget of ours
/// could stop it. This pass reads the events once, in time linear in the text, and counts
/// what Yams will visit:
/// - ``nodes``: the nodes of the document with every alias expanded;
/// - ``keyNodes``: the nodes Yams hashes for mapping keys: each node once for every key it
///   is part of (a scalar key once; a node inside a collection used as a key once more for
///   each enclosing key).
///
/// It stops at the first node that takes either count over its limit and reports where.
struct YAMLCompositionCost {
    /// A node whose count crossed a limit: its 1-based line and column (in characters).
    struct Overflow: Equatable {
        var line: Int
        var column: Int
        /// Whether the key count, rather than the node count, crossed its limit.
        var isInKeys: Bool
    }

    private(set) var nodes = 0
    private(set) var keyNodes = 0
    /// Where a limit was crossed; the counts stop there.
    private(set) var overflow: Overflow?

    /// A collection being read: how many of its enclosing nodes (itself included) are keys,
    /// whether its next child is a mapping key, and the anchor to record when it ends.
    private struct OpenCollection {
        var keyDepth: Int
        var isMapping: Bool
        var nextIsKey: Bool
        var anchor: [UInt8]?
        var nodesBefore: Int
    }

    private let nodeLimit: Int
    private let keyNodeLimit: Int
    private var open: [OpenCollection] = []
    /// The expanded node count of each anchor read so far.
    private var anchorSizes: [[UInt8]: Int] = [:]

    /// Measures `bytes` (UTF-8 YAML). A document libyaml cannot parse is measured up to its
    /// first error; composing it then fails with that error.
    init(of bytes: [UInt8], nodeLimit: Int, keyNodeLimit: Int) {
        self.nodeLimit = nodeLimit
        self.keyNodeLimit = keyNodeLimit
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while overflow == nil, yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                guard event.type != YAML_STREAM_END_EVENT else { break }
                read(event)
            }
        }
    }

    private mutating func read(_ event: yaml_event_t) {
        switch event.type {
        case YAML_SCALAR_EVENT:
            let keyDepth = startNode()
            count(1, keyDepth: keyDepth, at: event.start_mark)
            if let anchor = Self.name(event.data.scalar.anchor) { anchorSizes[anchor] = 1 }
        case YAML_ALIAS_EVENT:
            let keyDepth = startNode()
            let size = Self.name(event.data.alias.anchor).flatMap { anchorSizes[$0] } ?? 1
            count(size, keyDepth: keyDepth, at: event.start_mark)
        case YAML_SEQUENCE_START_EVENT:
            openCollection(isMapping: false, anchor: event.data.sequence_start.anchor, at: event.start_mark)
        case YAML_MAPPING_START_EVENT:
            openCollection(isMapping: true, anchor: event.data.mapping_start.anchor, at: event.start_mark)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let collection = open.popLast() else { return }
            if let anchor = collection.anchor { anchorSizes[anchor] = nodes - collection.nodesBefore }
        default:
            break
        }
    }

    /// How many keys a node starting now is part of (itself included), advancing its
    /// parent mapping from key to value.
    private mutating func startNode() -> Int {
        guard let last = open.indices.last else { return 0 }
        let parent = open[last]
        guard parent.isMapping else { return parent.keyDepth }
        open[last].nextIsKey.toggle()
        return parent.keyDepth + (parent.nextIsKey ? 1 : 0)
    }

    private mutating func openCollection(isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, at mark: yaml_mark_t) {
        let keyDepth = startNode()
        let nodesBefore = nodes
        count(1, keyDepth: keyDepth, at: mark)
        open.append(OpenCollection(keyDepth: keyDepth, isMapping: isMapping, nextIsKey: true, anchor: Self.name(anchor), nodesBefore: nodesBefore))
    }

    /// Adds `size` nodes read `keyDepth` keys deep, recording an overflow at `mark`.
    private mutating func count(_ size: Int, keyDepth: Int, at mark: yaml_mark_t) {
        nodes += size
        keyNodes += size * keyDepth
        if nodes > nodeLimit || keyNodes > keyNodeLimit {
            overflow = Overflow(line: Int(mark.line) + 1, column: Int(mark.column) + 1, isInKeys: keyNodes > keyNodeLimit)
        }
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> [UInt8]? {
        guard let pointer else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while pointer[index] != 0 {
            bytes.append(pointer[index])
            index += 1
        }
        return bytes
    }
}
