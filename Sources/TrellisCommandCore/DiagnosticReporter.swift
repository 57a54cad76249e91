import ArgumentParser
import Foundation
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// Collects a command's diagnostics and the sources they point into, writes them to
/// standard error sorted by file and position, and chooses the exit status.
package struct DiagnosticReporter {
    package let format: DiagnosticFormat
    package private(set) var diagnostics: [Diagnostic] = []
    package private(set) var sources: [String: SourceText] = [:]
    /// How many manifest files (besides the built-in ones) ``loadRegistry(_:)`` read.
    package private(set) var manifestsRead = 0
    /// The `.trellis.yml` whose rule levels, `strict` and `warnings-as-errors` apply to
    /// what is written.
    package private(set) var configuration: TrellisConfiguration?
    /// Findings recorded earlier, not reported again.
    private var baseline: Baseline?
    /// Where to record this run's findings as a baseline (`--write-baseline`).
    private var baselineOutput: String?

    /// A reporter writing in `format`.
    package init(format: DiagnosticFormat) {
        self.format = format
    }

    /// Adds diagnostics, and the sources they point into for the human format.
    package mutating func add(_ more: [Diagnostic], sources moreSources: [String: SourceText] = [:]) {
        diagnostics += more
        sources.merge(moreSources) { first, _ in first }
    }

    /// Loads the built-in manifests and the `--components` paths. When a path cannot be
    /// read (a problem with no location in any file), reports everything and exits with 2.
    package mutating func loadRegistry(_ options: RegistryOptions) throws -> Registry {
        let loaded = RegistryLoader().load(paths: options.components)
        add(loaded.diagnostics, sources: loaded.sources)
        manifestsRead = Set(loaded.sources.keys).subtracting(BuiltinManifests.sources.map(\.path)).count
        if loaded.diagnostics.contains(where: { $0.severity == .error && $0.location == nil }) {
            throw ExitCode(write(errorStatus: 2))
        }
        return loaded.registry
    }

    /// Reads the configuration at `explicitPath`, else the `.trellis.yml` nearest to the
    /// first of `paths` (see ``ConfigurationFile/nearest(to:)``), and applies it to what is
    /// written. Its errors are reported; an unreadable `explicitPath` ends the command with
    /// status 2.
    package mutating func loadConfiguration(_ explicitPath: String?, near paths: [String]) throws {
        configuration = try readConfiguration(explicitPath, near: paths)
    }

    /// Reads the configuration at `explicitPath`, else the `.trellis.yml` nearest to the
    /// first of `paths`, without applying it to what is written: the commands that lay
    /// templates out read only its `legacy-layout`, since its rule levels configure
    /// `trellis check`. Its errors are reported; `nil` when there is none or it has errors;
    /// an unreadable `explicitPath` ends the command with status 2.
    package mutating func readConfiguration(_ explicitPath: String? = nil, near paths: [String]) throws -> TrellisConfiguration? {
        let path = explicitPath ?? ConfigurationFile.nearest(to: Self.folder(of: paths.first ?? "."))
        guard let path else { return nil }
        let loaded = ConfigurationFile.load(path)
        add(loaded.diagnostics, sources: loaded.source.map { [path: $0] } ?? [:])
        if loaded.source == nil { throw ExitCode(write(errorStatus: 2)) }
        return loaded.configuration
    }

    /// Reads the baseline at `path` (else the configuration's), or, with `output`, records
    /// this run's findings there instead. A baseline that cannot be read ends the command
    /// with status 2.
    package mutating func useBaseline(_ path: String?, writingTo output: String?) throws {
        if let output {
            baselineOutput = output
            return
        }
        guard let path = path ?? configuration?.baselinePath else { return }
        guard let data = FileManager.default.contents(atPath: path) else {
            add([.error(.fileAccess, "cannot read baseline '\(path)': no such file", at: nil)])
            throw ExitCode(write(errorStatus: 2))
        }
        switch Baseline.decode(data) {
        case let .success(read): baseline = read
        case let .failure(problem):
            add([.error(.fileAccess, "cannot use baseline '\(path)': \(problem.message)", at: nil)])
            throw ExitCode(write(errorStatus: 2))
        }
    }

    /// `path` itself when it is a folder, else the folder holding it.
    private static func folder(of path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return path }
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// Writes the diagnostics (and, in the human format, the `summary` line) and ends the
    /// command: with status 1 if any is an error.
    package func finish(summary: CheckSummary? = nil) throws {
        let status = write(errorStatus: 1, summary: summary)
        if status != 0 { throw ExitCode(status) }
    }

    /// Writes the diagnostics to standard error (less those `trellis:ignore` comments
    /// suppress, as the configuration, else the rules' default levels, report them, less those of the baseline; with
    /// `--write-baseline`, after recording them), followed by the `summary` line in the
    /// human format (never in the formats tools read); returns `errorStatus` if
    /// any is an error, else 0.
    package func write(errorStatus: Int32, summary: CheckSummary? = nil) -> Int32 {
        let unsuppressed = Suppressions.apply(to: diagnostics, sources: sources)
        var sorted = (configuration ?? .defaults).apply(to: unsuppressed).sortedForReport()
        if let baselineOutput {
            let recorded = Baseline(sorted, sources: sources)
            if FileManager.default.createFile(atPath: baselineOutput, contents: recorded.encoded()) {
                sorted = recorded.filter(sorted, sources: sources)
            } else {
                sorted.append(.error(.fileAccess, "cannot write baseline '\(baselineOutput)'", at: nil))
            }
        } else if let baseline {
            sorted = baseline.filter(sorted, sources: sources)
        }
        // A SARIF log is written even when empty: code scanning reads "no findings" from it.
        var text = sorted.isEmpty && format != .sarif ? "" : DiagnosticRenderer(format: format, sources: sources).render(sorted)
        if let summary, format == .human { text += summary.line(for: sorted) + "\n" }
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
        return sorted.containsErrors ? errorStatus : 0
    }
}
