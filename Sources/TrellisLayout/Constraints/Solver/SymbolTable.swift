/// A hash table from symbols to numbers, for the objective's sparse levels.
///
/// Symbols are dense small integers, so a multiplicative hash spreads them well and spares
/// the seeded `Hasher` a `Dictionary` runs on every access. Open addressing with linear
/// probing; removal shifts the following entries back, so there are no tombstones.
struct SymbolTable: Sendable {
    /// The symbol id in each slot, `emptySlot` when free.
    private var keys: [Int32]
    private var values: [Double]
    private(set) var count = 0

    private static let emptySlot = SymbolSlots.empty

    init() {
        keys = Array(repeating: Self.emptySlot, count: 8)
        values = Array(repeating: 0, count: 8)
    }

    var isEmpty: Bool { count == 0 }

    /// The value of `symbol`, `nil` when absent.
    subscript(symbol: SolverSymbol) -> Double? {
        let slot = SymbolSlots.slot(of: symbol.id, in: keys)
        return keys[slot] == symbol.id ? values[slot] : nil
    }

    /// Sets the value of `symbol`, adding it when absent.
    mutating func set(_ value: Double, for symbol: SolverSymbol) {
        var slot = SymbolSlots.slot(of: symbol.id, in: keys)
        if keys[slot] != symbol.id {
            if 2 * (count + 1) > keys.count {
                grow()
                slot = SymbolSlots.slot(of: symbol.id, in: keys)
            }
            keys[slot] = symbol.id
            count += 1
        }
        values[slot] = value
    }

    /// Adds `delta` to the value of `symbol` (0 when absent), removing it when the sum is
    /// near 0: one probe where reading, then setting or removing, takes two.
    mutating func add(_ delta: Double, to symbol: SolverSymbol) {
        let slot = SymbolSlots.slot(of: symbol.id, in: keys)
        if keys[slot] == symbol.id {
            let sum = values[slot] + delta
            if isNearZero(sum) {
                removeEntry(at: slot)
            } else {
                values[slot] = sum
            }
        } else if isNearZero(delta) {
            return
        } else if 2 * (count + 1) > keys.count {
            set(delta, for: symbol)
        } else {
            keys[slot] = symbol.id
            values[slot] = delta
            count += 1
        }
    }

    /// Removes `symbol` and returns its value, `nil` when absent.
    @discardableResult
    mutating func removeValue(for symbol: SolverSymbol) -> Double? {
        let slot = SymbolSlots.slot(of: symbol.id, in: keys)
        guard keys[slot] == symbol.id else { return nil }
        let removed = values[slot]
        removeEntry(at: slot)
        return removed
    }

    /// Empties `slot`, which holds an entry.
    private mutating func removeEntry(at slot: Int) {
        var hole = slot
        let mask = keys.count - 1
        var next = (hole + 1) & mask
        // Entries after the hole move back into it unless their home slot lies (cyclically)
        // after the hole, where a probe for them would not pass it.
        while keys[next] != Self.emptySlot {
            let home = SymbolSlots.home(of: keys[next], mask: mask)
            let distanceToNext = (next - home) & mask
            let distanceToHole = (hole - home) & mask
            if distanceToHole <= distanceToNext {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = Self.emptySlot
        count -= 1
    }

    /// Every symbol held, in no particular order.
    var symbols: [SolverSymbol] {
        var held: [SolverSymbol] = []
        held.reserveCapacity(count)
        for key in keys where key != Self.emptySlot { held.append(SolverSymbol(id: key)) }
        return held
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: Self.emptySlot, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        count = 0
        for position in oldKeys.indices where oldKeys[position] != Self.emptySlot {
            set(oldValues[position], for: SolverSymbol(id: oldKeys[position]))
        }
    }
}
