/// A set of symbols, for the tableau's column index (the rows holding a symbol).
///
/// Most columns are short, so a set starts as a plain list (insertion appends, removal
/// scans and swaps the last entry in). Past ``listLimit`` entries it becomes a hash table
/// like ``SymbolTable``: symbols are dense small integers hashed multiplicatively, open
/// addressing with linear probing, removal by shifting the following entries back, so a
/// long column still changes in constant time. An empty set allocates nothing.
struct SymbolSet: Sendable {
    /// The symbol ids, packed while a list; the slots (`emptySlot` when free) once hashed.
    private var keys: [Int32] = []
    private var isHashed = false
    private(set) var count = 0

    private static let emptySlot = SymbolSlots.empty
    /// The most entries kept as a list.
    private static let listLimit = 16

    init() {}

    var isEmpty: Bool { count == 0 }

    /// Adds `symbol`, which the set must not hold.
    mutating func insert(_ symbol: SolverSymbol) {
        if !isHashed {
            if count < Self.listLimit {
                // Room for the whole list at once, rather than growing from 1 by doubling.
                if keys.capacity == 0 { keys.reserveCapacity(Self.listLimit) }
                keys.append(symbol.id)
                count += 1
                return
            }
            rehash(slotCount: 4 * Self.listLimit)
        } else if 2 * (count + 1) > keys.count {
            rehash(slotCount: 2 * keys.count)
        }
        keys[SymbolSlots.slot(of: symbol.id, in: keys)] = symbol.id
        count += 1
    }

    /// Removes `symbol`; does nothing when it is not held.
    mutating func remove(_ symbol: SolverSymbol) {
        guard isHashed else {
            guard let position = keys.lastIndex(of: symbol.id) else { return }
            keys[position] = keys[keys.count - 1]
            keys.removeLast()
            count -= 1
            return
        }
        var hole = SymbolSlots.slot(of: symbol.id, in: keys)
        guard keys[hole] == symbol.id else { return }
        let mask = keys.count - 1
        var next = (hole + 1) & mask
        // Entries after the hole move back into it unless their home slot lies (cyclically)
        // after the hole, where a probe for them would not pass it.
        while keys[next] != Self.emptySlot {
            let home = SymbolSlots.home(of: keys[next], mask: mask)
            if (hole - home) & mask <= (next - home) & mask {
                keys[hole] = keys[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = Self.emptySlot
        count -= 1
    }

    /// Every symbol held, sorted (so that callers visit them in an order that does not
    /// depend on hashing or on the order of changes).
    var sortedSymbols: [SolverSymbol] {
        var held: [SolverSymbol] = []
        held.reserveCapacity(count)
        keys.withUnsafeBufferPointer { slots in
            for key in slots where key != Self.emptySlot { held.append(SolverSymbol(id: key)) }
        }
        held.sort()
        return held
    }

    /// Calls `body` with every symbol held, in no particular order (for callers whose
    /// result does not depend on the order), without allocating.
    func forEach(_ body: (SolverSymbol) -> Void) {
        keys.withUnsafeBufferPointer { slots in
            for key in slots where key != Self.emptySlot { body(SolverSymbol(id: key)) }
        }
    }

    /// Empties the set and returns its storage: the symbol ids held, with `emptySlot`
    /// entries in between when it was hashed (skip them with ``isHeld(_:)``).
    mutating func takeStorage() -> [Int32] {
        let storage = keys
        keys = []
        isHashed = false
        count = 0
        return storage
    }

    /// Whether an entry of ``takeStorage()``'s result is a symbol id rather than a free slot.
    static func isHeld(_ entry: Int32) -> Bool {
        entry != emptySlot
    }

    /// Moves every entry into a hash table of `slotCount` slots (a power of 2).
    private mutating func rehash(slotCount: Int) {
        let entries = keys
        keys = [Int32](repeating: Self.emptySlot, count: slotCount)
        isHashed = true
        for key in entries where key != Self.emptySlot {
            keys[SymbolSlots.slot(of: key, in: keys)] = key
        }
    }
}
