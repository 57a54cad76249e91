import Foundation

/// How a node measures when a container offers it a width: a leaf asks the intrinsic-size
/// provider, a container runs its algorithm's `measure` over its own children, a view whose
/// children position themselves reports their bounding box.
///
/// A measurer remembers the last few answers, so a node measured by its container and
/// again while the container's container measures it costs one measurement. A measurer is
/// rebuilt whenever anything it reads changes, so what it remembers is never stale.
struct Measurer: Sendable {
    let measure: @Sendable (_ proposedWidth: Double?) -> ChildMeasurement

    /// A measurer that always reports `measurement`.
    static func fixed(_ measurement: ChildMeasurement) -> Measurer {
        Measurer { _ in measurement }
    }

    /// A measurer that computes with `body` and remembers its last four answers.
    static func remembering(_ body: @escaping @Sendable (_ proposedWidth: Double?) -> ChildMeasurement) -> Measurer {
        let memo = MeasurementMemo()
        return Measurer { proposal in
            if let known = memo.answer(for: proposal) { return known }
            let answer = body(proposal)
            memo.remember(answer, for: proposal)
            return answer
        }
    }
}

/// The answers a measurer remembers. Measurers are `Sendable` closures, so the memo guards
/// its entries with a lock (Foundation's `NSLock`; the standard library's `Mutex` needs
/// newer macOS releases than this package supports).
private final class MeasurementMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(proposal: Double?, measurement: ChildMeasurement)] = []

    func answer(for proposal: Double?) -> ChildMeasurement? {
        lock.lock()
        defer { lock.unlock() }
        return entries.first { $0.proposal == proposal }?.measurement
    }

    func remember(_ measurement: ChildMeasurement, for proposal: Double?) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count == 4 { entries.removeFirst() }
        entries.append((proposal, measurement))
    }
}
