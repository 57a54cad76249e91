// End-to-end tests of the `trellis` executable: commands, output formats and exit codes.
