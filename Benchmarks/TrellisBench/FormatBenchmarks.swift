import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// Formatting throughput on the generated compiler corpus (``CompilerCorpus``), against
/// reading the same files with ``XMLReader`` alone as the baseline: screens
/// written with many attributes per line, so every file is rewritten (and its rewrite
/// verified), and the same screens already formatted, which only checks. Each round uses a
/// fresh formatter, as one `trellis format` run does. Sizes of the unformatted corpus are in
/// the names so throughput in MB/s follows from the median.
let formatBenchmarks: [Benchmark] = [
    Benchmark("format.baseline-xml-read-100-screens-\(FormatCorpus.megabytes(FormatCorpus.unformatted))MB", rounds: 10, warmUpRounds: 1) {
        let sources = FormatCorpus.unformatted
        return {
            for source in sources { blackHole(XMLReader().read(source)) }
        }
    },
    Benchmark("format.rewrite-100-screens-\(FormatCorpus.megabytes(FormatCorpus.unformatted))MB", rounds: 10, warmUpRounds: 1) {
        let sources = FormatCorpus.unformatted
        return {
            var formatter = TemplateFormatter(registry: Registry.builtin)
            for source in sources { blackHole(formatter.format(source)) }
        }
    },
    // Named without its size: the formatted corpus is built only when this benchmark runs
    // (formatting it takes half a second, which every run of the tool would pay).
    Benchmark("format.check-100-formatted-screens", rounds: 10, warmUpRounds: 1) {
        let sources = FormatCorpus.formatted
        return {
            var formatter = TemplateFormatter(registry: Registry.builtin)
            for source in sources { blackHole(formatter.format(source)) }
        }
    },
]

/// The benchmark inputs, built once.
enum FormatCorpus {
    /// The corpus screens and shared files as written by the generator.
    static let unformatted: [SourceText] = CompilerCorpus.files(screens: 100)
        .sorted { $0.key < $1.key }
        .map { SourceText(path: $0.key, text: $0.value) }

    /// The same files once formatted.
    static let formatted: [SourceText] = {
        var formatter = TemplateFormatter(registry: Registry.builtin)
        return unformatted.map { SourceText(path: $0.path, bytes: formatter.format($0).output) }
    }()

    /// The total size of `sources` in megabytes, with one decimal.
    static func megabytes(_ sources: [SourceText]) -> String {
        let tenths = (sources.reduce(0) { $0 + $1.bytes.count } + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
