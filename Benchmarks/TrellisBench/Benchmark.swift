/// A named piece of work for `trellis-bench` to time.
///
/// `setUp` runs once, untimed, and returns the work to time; the work runs
/// `warmUpRounds` times untimed, then `rounds` times timed. Pass what the work computes to
/// ``blackHole(_:)`` so the optimiser cannot remove it.
struct Benchmark: Sendable {
    let name: String
    let rounds: Int
    let warmUpRounds: Int
    /// The time the median should stay under, shown next to the result.
    let target: Duration?
    let setUp: @Sendable () -> Rounds

    /// What each round runs: `prepare` untimed, then `work` timed.
    struct Rounds: Sendable {
        var prepare: @Sendable () -> Void = {}
        var work: @Sendable () -> Void
    }

    init(
        _ name: String, rounds: Int = 30, warmUpRounds: Int = 3, target: Duration? = nil,
        setUp: @escaping @Sendable () -> @Sendable () -> Void
    ) {
        self.init(name, rounds: rounds, warmUpRounds: warmUpRounds, target: target, preparingEachRound: { Rounds(work: setUp()) })
    }

    /// A benchmark whose rounds each need an untimed preparation (a new object to measure
    /// the first use of, say).
    init(
        _ name: String, rounds: Int = 30, warmUpRounds: Int = 3, target: Duration? = nil,
        preparingEachRound setUp: @escaping @Sendable () -> Rounds
    ) {
        self.name = name
        self.rounds = max(1, rounds)
        self.warmUpRounds = max(0, warmUpRounds)
        self.target = target
        self.setUp = setUp
    }
}

/// Keeps `value` alive and opaque to the optimiser, so the work producing it is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
