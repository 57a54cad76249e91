/// Measures each child at most once per proposal within one layout call.
///
/// Children are usually measured once, sometimes twice: the first two measurements of each
/// child are kept in place in one flat array (one allocation per layout call), any further
/// ones in a small list searched in order.
struct MeasurementCache {
    private typealias Entry = (proposal: Double?, measurement: ChildMeasurement)

    /// The measurements of one child, in the order they were made.
    private struct Slot {
        var first: Entry?
        var second: Entry?
    }

    private let children: [LayoutChild]
    private var slots: [Slot]
    private var more: [(index: Int, entry: Entry)] = []

    init(_ children: [LayoutChild]) {
        self.children = children
        self.slots = [Slot](unsafeUninitializedCapacity: children.count) { buffer, count in
            buffer.initialize(repeating: Slot())
            count = buffer.count
        }
    }

    /// Child `index` measured at `proposal`, with its size clamped and its baselines finite.
    mutating func measure(_ index: Int, _ proposal: Double?) -> ChildMeasurement {
        if let entry = slots[index].first {
            if entry.proposal == proposal { return entry.measurement }
            if let entry = slots[index].second {
                if entry.proposal == proposal { return entry.measurement }
                for extra in more where extra.index == index && extra.entry.proposal == proposal { return extra.entry.measurement }
            }
        }
        let measured = Self.normalized(children[index].measure(proposal))
        if slots[index].first == nil {
            slots[index].first = (proposal, measured)
        } else if slots[index].second == nil {
            slots[index].second = (proposal, measured)
        } else {
            more.append((index, (proposal, measured)))
        }
        return measured
    }

    /// A child's measurement with its size clamped and its baselines finite.
    static func normalized(_ raw: ChildMeasurement) -> ChildMeasurement {
        if Self.isNormal(raw.size.width), Self.isNormal(raw.size.height),
           raw.firstBaseline.map({ abs($0) <= maximumLayoutLength }) ?? true,
           raw.lastBaseline.map({ abs($0) <= maximumLayoutLength }) ?? true
        {
            return raw
        }
        var measured = ChildMeasurement(size: raw.size.clamped)
        if let baseline = raw.firstBaseline, baseline.isFinite { measured.firstBaseline = baseline.finiteOrZero }
        if let baseline = raw.lastBaseline, baseline.isFinite { measured.lastBaseline = baseline.finiteOrZero }
        return measured
    }

    /// Whether `length` is already what `Double.layoutLength` makes of it (and not -0).
    private static func isNormal(_ length: Double) -> Bool {
        length > 0 ? length <= maximumLayoutLength : length.bitPattern == 0
    }
}
