/// The ``ProgramBuilder/PropertyKeyBits`` of the key paths nodes set, worked out once per
/// key path met after the same key paths of a node of the same component: nodes of one
/// component set few sequences of key paths, so the key paths met form a small tree per
/// component, each key path a child of the one before it. A node's key paths are found by
/// walking down the tree, comparing each with the children of the previous one (the child
/// found last first), their bits not worked out again.
struct KeyPathBitsMemo {
    /// A key path met after the key paths of the entries above it.
    private struct Entry {
        var keyPath: String
        var bits: ProgramBuilder.PropertyKeyBits
        /// The first of the key paths met after this one (-1 for none), the one found last.
        var firstChild: Int32 = -1
        /// The next key path met after the same ones as this one (-1 for none).
        var nextSibling: Int32 = -1
    }

    private let finder = KeyPathID.Finder()
    private var entries: [Entry] = []
    /// Per component (by ``ProgramBuilder/ComponentFacts/ordinal``), the entry above the
    /// first key path of its nodes (whose own key path is never compared), or -1 before any.
    private var roots: [Int32] = []

    /// The entry to find the first key path of a node of the component numbered `component`
    /// from. Inlined: once per node.
    @inline(__always)
    mutating func root(of component: Int) -> Int {
        if component < roots.count, roots[component] >= 0 { return Int(roots[component]) }
        return addRoot(of: component)
    }

    /// The entry ``root(of:)`` answers for `component`, the first time it is asked.
    private mutating func addRoot(of component: Int) -> Int {
        while roots.count <= component { roots.append(-1) }
        roots[component] = Int32(entries.count)
        entries.append(Entry(keyPath: "", bits: ProgramBuilder.PropertyKeyBits("", finder: finder)))
        return entries.count - 1
    }

    /// The bits of `keyPath`, the key path a node sets after those that led to `entry`
    /// (from ``root(of:)``); `entry` becomes the key path's. Inlined: once per property.
    @inline(__always)
    mutating func bits(of keyPath: String, after entry: inout Int) -> ProgramBuilder.PropertyKeyBits {
        let first = Int(entries[entry].firstChild)
        if first >= 0, entries[first].keyPath == keyPath {
            entry = first
            return entries[first].bits
        }
        return findOrAdd(keyPath, after: &entry)
    }

    /// The bits of `keyPath`, a key path met after `entry` other than its first child: the
    /// child found or added moves first.
    private mutating func findOrAdd(_ keyPath: String, after entry: inout Int) -> ProgramBuilder.PropertyKeyBits {
        let first = entries[entry].firstChild
        var found: Int32 = -1
        if first >= 0 {
            var previous = first
            var child = entries[Int(first)].nextSibling
            while child >= 0 {
                if entries[Int(child)].keyPath == keyPath {
                    entries[Int(previous)].nextSibling = entries[Int(child)].nextSibling
                    found = child
                    break
                }
                previous = child
                child = entries[Int(child)].nextSibling
            }
        }
        if found < 0 {
            found = Int32(entries.count)
            entries.append(Entry(keyPath: keyPath, bits: ProgramBuilder.PropertyKeyBits(keyPath, finder: finder)))
        }
        entries[Int(found)].nextSibling = first
        entries[entry].firstChild = found
        entry = Int(found)
        return entries[entry].bits
    }
}
