import ArgumentParser
import TrellisRegistry

/// `trellis check [PATH...]`: validates the manifests and collects the templates to check.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the component manifests and the templates in the given files and folders.",
        discussion: """
            Loads the built-in manifests and every --components manifest and reports every \
            problem with them. Each PATH is a template file or a folder searched for *.xml \
            templates. Exit status: 0 when there are no errors, 1 when there are, 2 when a \
            path cannot be read.
            """
    )

    @Argument(help: ArgumentHelp("Template files, or folders searched for *.xml templates.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var registryOptions: RegistryOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        _ = try reporter.loadRegistry(registryOptions)
        let templates = TemplateInputs(paths: paths)
        if !templates.problems.isEmpty {
            reporter.add(templates.problems)
            throw ExitCode(reporter.write(errorStatus: 2))
        }
        try reporter.finish()
    }
}
