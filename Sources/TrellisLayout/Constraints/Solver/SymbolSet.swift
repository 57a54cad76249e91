/// A hash set of symbols, for the tableau's column index (the rows holding a symbol).
///
/// Like ``SymbolTable``: symbols are dense small integers hashed multiplicatively, open
/// addressing with linear probing, removal by shifting the following entries back. An
/// empty set allocates nothing, so that the many symbols that never become parametric in
/// a row cost no storage.
struct SymbolSet: Sendable {
    /// The symbol id in each slot, `emptySlot` when free; empty until the first insertion.
    private var keys: [Int32] = []
    private(set) var count = 0

    private static let emptySlot: Int32 = -1

    init() {}

    var isEmpty: Bool { count == 0 }

    /// Adds `symbol`; does nothing when it is held.
    mutating func insert(_ symbol: SolverSymbol) {
        if keys.isEmpty {
            keys = Array(repeating: Self.emptySlot, count: 8)
        }
        var slot = self.slot(of: symbol.id)
        guard keys[slot] != symbol.id else { return }
        if 2 * (count + 1) > keys.count {
            grow()
            slot = self.slot(of: symbol.id)
        }
        keys[slot] = symbol.id
        count += 1
    }

    /// Removes `symbol`; does nothing when it is not held.
    mutating func remove(_ symbol: SolverSymbol) {
        guard !keys.isEmpty else { return }
        var hole = slot(of: symbol.id)
        guard keys[hole] == symbol.id else { return }
        let mask = keys.count - 1
        var next = (hole + 1) & mask
        // Entries after the hole move back into it unless their home slot lies (cyclically)
        // after the hole, where a probe for them would not pass it.
        while keys[next] != Self.emptySlot {
            let home = Self.home(of: keys[next], mask: mask)
            if (hole - home) & mask <= (next - home) & mask {
                keys[hole] = keys[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = Self.emptySlot
        count -= 1
    }

    /// Removes every symbol, releasing the storage.
    mutating func removeAll() {
        keys = []
        count = 0
    }

    /// Every symbol held, sorted (so that callers visit them in an order that does not
    /// depend on hashing).
    var sortedSymbols: [SolverSymbol] {
        var held: [SolverSymbol] = []
        held.reserveCapacity(count)
        keys.withUnsafeBufferPointer { slots in
            for key in slots where key != Self.emptySlot { held.append(SolverSymbol(id: key)) }
        }
        held.sort()
        return held
    }

    /// The slot holding `id`, or the empty slot where it would go.
    private func slot(of id: Int32) -> Int {
        let mask = keys.count - 1
        var slot = Self.home(of: id, mask: mask)
        while keys[slot] != id, keys[slot] != Self.emptySlot {
            slot = (slot + 1) & mask
        }
        return slot
    }

    private static func home(of id: Int32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private mutating func grow() {
        let oldKeys = keys
        keys = Array(repeating: Self.emptySlot, count: oldKeys.count * 2)
        count = 0
        for key in oldKeys where key != Self.emptySlot {
            keys[slot(of: key)] = key
            count += 1
        }
    }
}
