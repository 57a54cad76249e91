import TrellisCLI

// The tool the build and command plugins run: `trellis` without `preview`.
TrellisCommand.main()
