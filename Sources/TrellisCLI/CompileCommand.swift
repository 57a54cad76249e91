import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// `trellis compile PATH... -o OUT`: writes the IR of every template.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile templates to Trellis IR (versioned JSON).",
        discussion: """
            Finds templates as 'trellis check' does. With -o FOLDER, writes one file per \
            template, Name.xml becoming Name.trellis.json at the same place relative to its \
            template root. With -o FILE.json, writes one bundle of every template. Nothing is \
            written when a template has errors. Exit status: 0 on success, 1 when there are \
            errors, 2 when a path cannot be read or the output cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("Template files, or folders searched for *.xml templates.", valueName: "path"))
    var paths: [String] = []

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("The output folder, or a .json file for one bundle.", valueName: "path"))
    var output: String

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var templateOptions: TemplateOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let results = try TemplateRun().compile(paths, registryOptions: registryOptions, templateOptions: templateOptions, reporter: &reporter)
            .compilations
        if reporter.diagnostics.containsErrors {
            try reporter.finish()
            return
        }
        let templates = results.compactMap(\.template)
        do {
            if output.hasSuffix(".json") {
                try write(IRDocument(templates: templates), to: output)
            } else {
                for template in templates {
                    let name = template.source.hasSuffix(".xml") ? String(template.source.dropLast(4)) : template.source
                    try write(IRDocument(templates: [template]), to: output + "/" + name + ".trellis.json")
                }
            }
        } catch {
            reporter.add([.error(.fileAccess, "cannot write '\(output)': \(error.localizedDescription)", at: nil)])
            throw ExitCode(reporter.write(errorStatus: 2))
        }
        try reporter.finish()
    }

    private func write(_ document: IRDocument, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(IRWriter.encode(document)).write(to: url)
    }
}
