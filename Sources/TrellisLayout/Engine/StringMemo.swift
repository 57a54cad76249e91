/// Values worked out once per distinct string, for strings that repeat in runs (the
/// component and layout of each node): the last few strings met are kept in a small array
/// compared in place (a short string compares as two words), the others found by hashing.
struct StringMemo<Value> {
    private var recent: [(key: String, value: Value)] = []
    /// The entry of ``recent`` replaced next.
    private var nextReplaced = 0
    /// The entry of ``recent`` found last, compared first.
    private var lastFound = 0
    private var all: [String: Value] = [:]

    /// The most strings compared in place.
    static var recentCount: Int { 8 }

    /// The value of `key`, computed by `compute` the first time `key` is met.
    mutating func value(of key: String, computedBy compute: (String) -> Value) -> Value {
        // Lengths are compared first: free, and most strings met differ in length from the
        // others, which then cost no call to compare.
        let length = key.utf8.count
        if lastFound < recent.count, recent[lastFound].key.utf8.count == length, recent[lastFound].key == key {
            return recent[lastFound].value
        }
        for index in recent.indices where recent[index].key.utf8.count == length && recent[index].key == key {
            lastFound = index
            return recent[index].value
        }
        let value: Value
        if let known = all[key] {
            value = known
        } else {
            value = compute(key)
            all[key] = value
        }
        if recent.count < Self.recentCount {
            if recent.isEmpty { recent.reserveCapacity(Self.recentCount) }
            lastFound = recent.count
            recent.append((key, value))
        } else {
            lastFound = nextReplaced
            recent[nextReplaced] = (key, value)
            nextReplaced = (nextReplaced + 1) % Self.recentCount
        }
        return value
    }
}
