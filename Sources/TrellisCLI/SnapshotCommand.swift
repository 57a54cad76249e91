import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisLayout

/// `trellis snapshot record|verify [PATH…]`: layouts recorded as reviewable files, and
/// checked against them.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record layouts as snapshot files, or verify templates against them.",
        discussion: """
            Every template is laid out per variant (its defaults, then each variant of \
            Name.preview.json beside it), appearance (light, dark), direction (ltr, rtl) and \
            --size (375x812 unless given; repeatable). Each case is a file pair in \
            __Snapshots__ beside the template, Name[.VARIANT].WIDTHxHEIGHT.DIRECTION.APPEARANCE.json \
            and .svg: the nodes in depth-first order with their path in the tree \
            (UIView/1:UILabel), component, id, outlet, frame in the parent's coordinates and resolved \
            values, as pretty JSON with sorted keys, and the preview 'trellis render' draws. \
            With --legacy-layout the cases are laid out in Layout's legacy mode and the JSON \
            records it ("legacyLayout": true); verify lays out in the mode it is given, and a \
            snapshot recorded in the other mode is a difference.
            """,
        subcommands: [SnapshotRecordCommand.self, SnapshotVerifyCommand.self]
    )
}

/// The options `record` and `verify` share.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Template files, or folders searched for *.xml templates.", valueName: "path"))
    var paths: [String] = ["."]

    @Option(
        name: .customLong("size"),
        help: ArgumentHelp("A size to lay out in, such as 375x812 (repeatable; default 375x812).", valueName: "WIDTHxHEIGHT"))
    var sizes: [String] = []

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var templateOptions: TemplateOptions
    @OptionGroup var layoutMode: LayoutModeOptions

    /// The size used when no `--size` is given.
    static let defaultSize = Size(width: 375, height: 812)

    /// The laid-out cases; a bad `--size` is a usage error (status 2).
    func outputs(reporter: inout DiagnosticReporter) throws -> [SnapshotRun.Output] {
        var parsed: [Size] = []
        for text in sizes {
            guard let size = LayoutSize.parse(text) else {
                throw reporter.usage(LayoutUsageError(
                    "invalid size '\(text)'; expected WIDTHxHEIGHT with numbers above 0 and at most 100000, such as '375x812'"))
            }
            if !parsed.contains(size) { parsed.append(size) }
        }
        let configuration = try reporter.readConfiguration(near: paths)
        let run = SnapshotRun(
            registryOptions: registryOptions, templateOptions: templateOptions, sizes: parsed.isEmpty ? [Self.defaultSize] : parsed,
            isLegacyLayoutMode: layoutMode.isLegacy(configuredBy: configuration))
        return try run.outputs(paths, reporter: &reporter)
    }
}

/// `trellis snapshot record`: writes every case's JSON and SVG.
struct SnapshotRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the snapshots of templates (replacing those recorded before).",
        discussion: "Exit status: 0 when every snapshot was written, 1 when a template does not compile, 2 for usage and I/O problems."
    )

    @OptionGroup var options: SnapshotOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: options.registryOptions.format)
        let outputs = try options.outputs(reporter: &reporter)
        for output in outputs {
            do {
                try SnapshotFiles.write(try output.document.encoded(), to: output.snapshot.jsonPath)
                try SnapshotFiles.write(output.svg, to: output.snapshot.svgPath)
            } catch {
                reporter.add([.error(.fileAccess, "cannot write '\(output.snapshot.jsonPath)': \(error.localizedDescription)", at: nil)])
                throw ExitCode(reporter.write(errorStatus: 2))
            }
        }
        print("recorded \(outputs.count) snapshot\(outputs.count == 1 ? "" : "s")")
        try reporter.finish()
    }
}

/// `trellis snapshot verify`: lays the cases out again and compares them with the files.
struct SnapshotVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare templates with their recorded snapshots.",
        discussion: """
            Prints each difference per node (moved, resized, a value changed, added, removed; \
            nodes named by their path in the tree, #id and outlet) and writes an HTML report with the \
            recorded and current previews side by side and the changed views outlined, to \
            --report (default: trellis-snapshots/report.html in the temporary folder). A \
            snapshot file that is missing is an error naming it. Exit status: 0 when every \
            snapshot matches, 1 on any difference, missing snapshot or template that does \
            not compile, 2 for usage and I/O problems.
            """
    )

    @OptionGroup var options: SnapshotOptions

    @Option(help: ArgumentHelp("Where to write the HTML report when snapshots differ.", valueName: "path"))
    var report: String?

    func run() throws {
        var reporter = DiagnosticReporter(format: options.registryOptions.format)
        let outputs = try options.outputs(reporter: &reporter)
        var entries: [SnapshotReport.Entry] = []
        for output in outputs {
            let path = output.snapshot.jsonPath
            guard let data = FileManager.default.contents(atPath: path) else {
                reporter.add([.error(.missingSnapshot, "missing snapshot '\(path)'; record it with 'trellis snapshot record'", at: nil)])
                continue
            }
            guard let recorded = try? SnapshotDocument.decoded(from: data) else {
                reporter.add([.error(.missingSnapshot, "snapshot '\(path)' is not a snapshot document; record it again", at: nil)])
                continue
            }
            let differences = SnapshotDifference.between(recorded: recorded, current: output.document)
            guard !differences.isEmpty else { continue }
            let svg = FileManager.default.contents(atPath: output.snapshot.svgPath).map { String(decoding: $0, as: UTF8.self) }
            entries.append(SnapshotReport.Entry(
                jsonPath: path, recorded: recorded, current: output.document, recordedSVG: svg, currentSVG: output.svg,
                differences: differences))
        }
        var text = ""
        for entry in entries {
            text += "\(entry.jsonPath): \(entry.differences.count) difference\(entry.differences.count == 1 ? "" : "s")\n"
            for difference in entry.differences { text += "  " + difference.description + "\n" }
        }
        if !entries.isEmpty {
            let reportPath = report ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("trellis-snapshots/report.html")
            do {
                try SnapshotFiles.write(SnapshotReport.html(entries), to: reportPath)
            } catch {
                reporter.add([.error(.fileAccess, "cannot write '\(reportPath)': \(error.localizedDescription)", at: nil)])
                throw ExitCode(reporter.write(errorStatus: 2))
            }
            text += "\(entries.count) of \(outputs.count) snapshots differ; report: \(reportPath)\n"
            reporter.add([.error(.snapshotMismatch, "\(entries.count) of \(outputs.count) snapshots differ", at: nil)])
        }
        FileHandle.standardOutput.write(Data(text.utf8))
        try reporter.finish()
    }
}

/// Writing snapshot files and reports, creating their folders.
enum SnapshotFiles {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
