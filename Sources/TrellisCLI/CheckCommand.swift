import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// `trellis check [PATH...]`: validates the manifests and checks the templates.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the component manifests and the templates in the given files and folders.",
        discussion: """
            Loads the built-in manifests, every --components manifest and every *.yaml in a \
            Components folder inside a PATH folder, and reports every problem with them. Each \
            PATH is a template file, or a folder searched at any depth for *.xml files whose \
            root element is a registry component (other XML files and hidden folders are \
            skipped, with a warning for a file that looks like a template: a root named \
            like a view, view controller or cell, template content inside, or included). Constraints whose numbers are constants are solved: required constraints \
            that no screen or input lets hold together are errors, views they leave free on \
            an axis warnings. All problems of a run are reported, sorted by file and position. With \
            --inputs, prints for each template what a caller supplies and binds (format: see \
            Sources/TrellisTemplates/IR/README.md). In the human format, ends with a summary \
            line: templates, manifests and skipped templates checked, errors and warnings, and \
            the findings by rule. Reads the .trellis.yml nearest to the first PATH (in its \
            folder or a folder above, up to the folder holding Package.swift or .git), or --config: \
            rule severities, warnings-as-errors, strict and exclude (see README, "Rules and \
            configuration"). Exit status: 0 when there are no errors, 1 \
            when there are, 2 when a path cannot be read.
            """
    )

    @Argument(help: ArgumentHelp("Template files, or folders searched for *.xml templates.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var templateOptions: TemplateOptions

    @Flag(name: .customLong("inputs"), help: "Print each template's params, inputs, outlets, actions and ids.")
    var showInputs = false

    @Flag(help: "Report names read as inputs where an enum case or a color was expected (textAlignment=\"middle\") as errors, not warnings.")
    var strict = false

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "A configuration file to use instead of the .trellis.yml nearest to the first path (searched up to the package root).",
            valueName: "file"))
    var configPath: String?

    @Option(
        name: .customLong("baseline"),
        help: ArgumentHelp("Report only findings not recorded in this baseline (default: the configuration's 'baseline').", valueName: "file"))
    var baselinePath: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Record the findings of configurable rules in this file, so that later checks with it report only new ones.",
                           valueName: "file"))
    var writeBaselinePath: String?

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        try reporter.loadConfiguration(configPath, near: paths)
        try reporter.useBaseline(baselinePath, writingTo: writeBaselinePath)
        let run = try TemplateRun().compile(
            paths, registryOptions: registryOptions, templateOptions: templateOptions, strict: strict, checksConstraints: true,
            excluding: reporter.configuration, reporter: &reporter
        )
        let results = run.compilations
        if showInputs {
            let summaries = results.compactMap { result in result.template.map { InputsSummary.text(for: $0, path: result.path) } }
            FileHandle.standardOutput.write(Data(summaries.joined().utf8))
        }
        try reporter.finish(summary: CheckSummary(templates: results.count, manifests: reporter.manifestsRead, skipped: run.skipped.count))
    }
}
