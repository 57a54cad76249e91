/// Measures each child at most once per proposal within one layout call.
///
/// Children are usually measured once, sometimes twice: the first measurement of each child
/// is kept in a flat array, later ones in a small dictionary.
struct MeasurementCache {
    private typealias Entry = (proposal: Double?, measurement: ChildMeasurement)

    private let children: [LayoutChild]
    private var first: [Entry?]
    private var more: [Int: [Entry]] = [:]

    init(_ children: [LayoutChild]) {
        self.children = children
        self.first = Array(repeating: nil, count: children.count)
    }

    /// Child `index` measured at `proposal`, with its size clamped and its baselines finite.
    mutating func measure(_ index: Int, _ proposal: Double?) -> ChildMeasurement {
        if let entry = first[index] {
            if entry.proposal == proposal { return entry.measurement }
            if let cached = more[index]?.first(where: { $0.proposal == proposal }) { return cached.measurement }
        }
        let raw = children[index].measure(proposal)
        let measured = ChildMeasurement(
            size: raw.size.clamped,
            firstBaseline: raw.firstBaseline.flatMap { $0.isFinite ? $0.finiteOrZero : nil },
            lastBaseline: raw.lastBaseline.flatMap { $0.isFinite ? $0.finiteOrZero : nil }
        )
        if first[index] == nil {
            first[index] = (proposal, measured)
        } else {
            more[index, default: []].append((proposal, measured))
        }
        return measured
    }
}
