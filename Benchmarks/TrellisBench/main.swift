// trellis-bench: release-mode benchmarks of every stage. Run with
// `swift run -c release trellis-bench`.
