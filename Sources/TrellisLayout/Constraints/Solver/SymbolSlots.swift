/// Open addressing over symbol ids, shared by ``SymbolTable`` and ``SymbolSet``.
///
/// Symbols are dense small integers, so a multiplicative (Fibonacci) hash spreads them
/// well; a table has a power-of-2 number of slots and probes linearly.
enum SymbolSlots {
    /// The key of a free slot.
    static let empty: Int32 = -1

    /// The slot `id` hashes to in a table of `mask + 1` slots.
    @inline(__always)
    static func home(of id: Int32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The slot of `keys` holding `id`, or the free slot where it would go.
    @inline(__always)
    static func slot(of id: Int32, in keys: [Int32]) -> Int {
        let mask = keys.count - 1
        var slot = home(of: id, mask: mask)
        while keys[slot] != id, keys[slot] != empty {
            slot = (slot + 1) & mask
        }
        return slot
    }
}
