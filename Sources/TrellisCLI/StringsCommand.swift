import ArgumentParser
import TrellisCommandCore
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// `trellis strings PATH... [--table Localizable.strings]`: lists the localized strings
/// templates use and checks them against a strings table.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "List the localized string keys templates use, and check them against a strings table.",
        discussion: """
            Prints every key used as 'strings.Key', '`strings.Any text`' or \
            'strings.Key(arguments)' in the templates found in the given files and folders — \
            in attributes, macros and the {…} expressions of body text — sorted, once each. \
            With --table, also reports keys missing from the table and calls whose arguments \
            do not match the placeholders of the string's format (count, and kind where the \
            argument is a literal). Exit status: 0 on success, 1 when there are errors, 2 for \
            usage and I/O problems.
            """
    )

    @Option(help: ArgumentHelp("A Localizable.strings file to check the keys and placeholders against.", valueName: "file"))
    var table: String?

    @Argument(help: ArgumentHelp("Template files, or folders searched for templates.", valueName: "path"))
    var paths: [String]

    @OptionGroup var registryOptions: RegistryOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let strings = try stringsTable(&reporter)
        let (registry, templates) = try ToolingInputs.templates(paths, registryOptions: registryOptions, reporter: &reporter)
        let collector = LocalizedStringCollector(registry: registry)
        var uses: [LocalizedStringUse] = []
        var ioFailed = false
        for path in templates {
            guard let bytes = ToolingInputs.read(path, reporter: &reporter) else {
                ioFailed = true
                continue
            }
            let source = SourceText(path: path, bytes: bytes)
            let read = XMLReader().read(source)
            reporter.add(read.diagnostics, sources: [path: source])
            guard let document = read.document else { continue }
            uses += collector.uses(in: document)
        }
        let keys = Set(uses.map(\.key)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for key in keys { print(key) }
        if let strings { reporter.add(LocalizedStringChecker(table: strings).check(uses)) }
        if ioFailed { throw ExitCode(reporter.write(errorStatus: 2)) }
        try reporter.finish()
    }

    /// The `--table` file, if given; a missing file ends the command with status 2.
    private func stringsTable(_ reporter: inout DiagnosticReporter) throws -> StringsTable? {
        guard let table else { return nil }
        guard let bytes = ToolingInputs.read(table, reporter: &reporter) else {
            throw ExitCode(reporter.write(errorStatus: 2))
        }
        let parsed = StringsTable.parse(bytes, path: table)
        reporter.add(parsed.diagnostics, sources: [table: SourceText(path: table, bytes: bytes)])
        return parsed.table
    }
}
