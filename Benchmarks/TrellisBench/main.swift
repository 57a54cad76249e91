// trellis-bench: release-mode benchmarks of every stage. Run with
// `swift run -c release trellis-bench [--filter TEXT]... [--rounds N] [--list]`.
//
// To add benchmarks, add a file declaring a `[Benchmark]` and append it to `all` below.

/// Every benchmark, in the order they run.
let all: [Benchmark] = registryBenchmarks + xmlReaderBenchmarks + expressionParsingBenchmarks + expressionBenchmarks
    + compilerBenchmarks + layoutBenchmarks + formatBenchmarks + engineBenchmarks + constraintBenchmarks + languageServerBenchmarks

let usage = "usage: trellis-bench [--filter TEXT]... [--rounds N] [--list]\n"
let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case let .success(parsed): options = parsed
case let .failure(problem):
    printToStandardError("trellis-bench: error: \(problem.message)\n" + usage)
    exitProcess(2)
}
let selected = all.filter { benchmark in
    options.filters.isEmpty || options.filters.contains { benchmark.name.contains($0) }
}
if options.list {
    print(selected.map(\.name).joined(separator: "\n"))
} else if selected.isEmpty {
    printToStandardError("trellis-bench: error: no benchmark matches \(options.filters.joined(separator: ", "))\n")
    exitProcess(2)
} else {
    // Measured first, before other benchmarks grow the heap.
    let memory = selected.contains { $0.name.hasPrefix("lsp.open-workspace") } ? languageServerMemoryReport() : nil
    print(BenchmarkRunner.table(selected.map { BenchmarkRunner.run($0, rounds: options.rounds) }), terminator: "")
    if let memory { print(memory, terminator: "") }
}
