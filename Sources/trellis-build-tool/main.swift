import TrellisCommandCore

// The tool the build plugin runs: `trellis-build-tool generate-swift …`, the arguments
// `trellis generate-swift` takes, and nothing else of `trellis`.
BuildToolCommand.main()
