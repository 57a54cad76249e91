/// Timings of one benchmark's rounds, in milliseconds, sorted.
struct BenchmarkResult {
    let benchmark: Benchmark
    let milliseconds: [Double]

    var minimum: Double { milliseconds.first ?? 0 }
    var maximum: Double { milliseconds.last ?? 0 }
    var median: Double { percentile(0.5) }
    var p90: Double { percentile(0.9) }

    /// The nearest-rank percentile.
    func percentile(_ fraction: Double) -> Double {
        guard !milliseconds.isEmpty else { return 0 }
        let rank = Int((fraction * Double(milliseconds.count)).rounded(.up))
        return milliseconds[min(max(rank, 1), milliseconds.count) - 1]
    }
}

/// Runs benchmarks with a monotonic clock and prints a table of median and spread.
enum BenchmarkRunner {
    static func run(_ benchmark: Benchmark, rounds: Int?) -> BenchmarkResult {
        let clock = ContinuousClock()
        let round = benchmark.setUp()
        for _ in 0..<benchmark.warmUpRounds {
            round.prepare()
            round.work()
        }
        var timings: [Double] = []
        for _ in 0..<(rounds ?? benchmark.rounds) {
            round.prepare()
            timings.append(milliseconds(clock.measure(round.work)))
        }
        return BenchmarkResult(benchmark: benchmark, milliseconds: timings.sorted())
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }

    /// A fixed-width table: name, rounds, min, median, p90, max (ms), and the target.
    static func table(_ results: [BenchmarkResult]) -> String {
        let nameWidth = max(9, results.map(\.benchmark.name.count).max() ?? 0)
        let columns = ["rounds", "min ms", "median ms", "p90 ms", "max ms", "target"]
        var lines = [pad("benchmark", nameWidth) + columns.map { leftPad($0, 10) }.joined()]
        for result in results {
            var line = pad(result.benchmark.name, nameWidth) + leftPad(String(result.milliseconds.count), 10)
            for value in [result.minimum, result.median, result.p90, result.maximum] {
                line += leftPad(format(value), 10)
            }
            if let target = result.benchmark.target {
                let limit = milliseconds(target)
                line += leftPad("< \(format(limit)) " + (result.median < limit ? "ok" : "OVER"), 16)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 1_000).rounded())
        let fraction = String(hundredths % 1_000)
        return "\(hundredths / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
