/// The slot each symbol an expression reads is bound to, as the compiler looks them up.
enum SymbolSlots {
    /// Symbols sorted by their text form without repeats (as ``TypedExpression/references``
    /// gives them), each bound to the slot at its position: found by bisection, with no
    /// table built (most expressions read one symbol or a few).
    case sorted([SymbolReference], slots: [Int])
    /// Symbols bound by a caller-given table.
    case table([SymbolReference: Int])

    /// The slot of `reference`, or `nil` when it is not bound.
    func slot(of reference: SymbolReference) -> Int? {
        switch self {
        case let .table(table):
            return table[reference]
        case let .sorted(references, slots):
            var low = references.startIndex
            var high = references.endIndex
            while low < high {
                let middle = low + (high - low) / 2
                if references[middle] == reference { return slots[middle] }
                if references[middle] < reference { low = middle + 1 } else { high = middle }
            }
            // Two symbols of one text form could hide each other from the bisection; a
            // symbol not found is an error, reported once, so looking through all is cheap.
            return references.firstIndex(of: reference).map { slots[$0] }
        }
    }
}
