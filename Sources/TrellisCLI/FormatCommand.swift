import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// `trellis format [--check] PATH...`: rewrites templates in house style.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite templates in the Trellis house style.",
        discussion: """
            Finds the templates in the given files and folders (as 'trellis list' does) and \
            rewrites each one that is not formatted: 4-space indentation; one attribute per \
            line when there are two or more, with the closing '>' or '/>' on its own line; \
            'id', 'outlet', 'template', 'xml' first, then the other attributes in byte order; \
            <param> and <macro> before other children; expressions re-printed with canonical \
            spacing. Comments, body text and inline HTML are kept exactly. A file with XML \
            errors is left untouched. Prints the path of every file it rewrote (with --check, \
            of every file it would rewrite). Exit status: 0 on success, 1 when a file has \
            errors or --check finds unformatted files, 2 for usage and I/O problems.
            """
    )

    @Flag(help: "Change nothing; list the files that are not formatted and exit with status 1 if there are any.")
    var check = false

    @Argument(help: ArgumentHelp("Template files, or folders searched for templates.", valueName: "path"))
    var paths: [String]

    @OptionGroup var registryOptions: RegistryOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let (registry, templates) = try ToolingInputs.templates(paths, registryOptions: registryOptions, reporter: &reporter)
        var formatter = TemplateFormatter(registry: registry)
        var unformatted = 0
        var ioFailed = false
        for path in templates {
            guard let bytes = ToolingInputs.read(path, reporter: &reporter) else {
                ioFailed = true
                continue
            }
            let source = SourceText(path: path, bytes: bytes)
            let result = formatter.format(source)
            reporter.add(result.diagnostics, sources: [path: source])
            guard result.isChanged else { continue }
            unformatted += 1
            if !check {
                guard ToolingInputs.write(result.output, to: path, reporter: &reporter) else {
                    ioFailed = true
                    continue
                }
            }
            print(path)
        }
        if ioFailed { throw ExitCode(reporter.write(errorStatus: 2)) }
        let status = reporter.write(errorStatus: 1)
        if status != 0 || (check && unformatted > 0) { throw ExitCode(1) }
    }
}
