/// Face metrics generated once from the DejaVu font files Debian ships
/// (`/usr/share/fonts/truetype/dejavu/`) and committed, one file per ``FontFace``, so text
/// measures the same on every platform without the fonts.
///
/// Each table holds the face's `unitsPerEm`, `hhea` ascender, descender and line gap,
/// `OS/2.xAvgCharWidth` as the default advance, and the advance widths of
/// ``FaceMetrics/tableCodePointRanges``.
///
/// The files are written by the test `MetricTableTests`: run
/// `TRELLIS_WRITE_METRIC_TABLES=1 swift test --filter MetricTableTests` to regenerate
/// them; without the variable, that test checks that regenerating from the installed font
/// files gives exactly the committed source (and skips when the fonts are not installed).
enum MetricTables {}
