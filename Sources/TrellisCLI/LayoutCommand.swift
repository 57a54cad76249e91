import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisLayout
import TrellisPreviewing
import TrellisTemplates

/// `trellis layout FILE --size WIDTHxHEIGHT [--state JSON] [--constants JSON] [--values]`:
/// lays one template out and prints its tree of frames as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay one template out and print its frames as JSON.",
        discussion: """
            Compiles FILE as 'trellis check' does (--components, --root, --assets and \
            --strings alike), lays it out in a root of --size points (such as 375x812) with \
            the --constants and --state given (JSON objects, inline or as @FILE; nested \
            objects give dotted names; state shadows constants) and prints the tree: per node \
            its "component", "id" (null when it has none), "frame" (x, y, width, height in \
            the parent's coordinates, in points) and "children", plus "values" (its resolved \
            properties) with --values; --appearance dark resolves named colors to their dark: \
            values; --variant NAME adds the state of a sample-data variant of Name.preview.json \
            beside the template (an object of named variants, each shaped like --state). Numbers are integers when integral, else the \
            shortest form that reads back exactly; colors are "#rrggbbaa". Problems found \
            while laying out (a missing input, a failing expression, a cycle) are reported \
            after the tree is printed. Exit status: 0 on success, 1 when there are compile or \
            layout errors, 2 for usage and I/O problems (a bad --size, invalid JSON, a \
            missing file).
            """
    )

    @Argument(help: ArgumentHelp("The template file.", valueName: "file"))
    var file: String

    @OptionGroup var layoutOptions: LayoutInputOptions

    @Flag(name: .customLong("values"), help: "Include each node's resolved property values.")
    var showValues = false

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var templateOptions: TemplateOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let inputs = try layoutOptions.parsed(near: file, reportingTo: &reporter)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
            throw reporter.usage(LayoutUsageError("'\(file)' is a folder; 'trellis layout' lays out one template file"))
        }
        let run = try TemplateRun().compile(
            [file], registryOptions: registryOptions, templateOptions: templateOptions, appearance: inputs.appearance, reporter: &reporter
        )
        guard !reporter.diagnostics.containsErrors, let compilation = run.compilations.first, let template = compilation.template else {
            if !reporter.diagnostics.containsErrors {
                reporter.add([.error(.notATemplate, "'\(file)' is not a template: its root element is not a registry component", at: nil)])
            }
            return try reporter.finish()
        }
        let variant = try reporter.variant(inputs, forTemplate: compilation.path)
        let session = LayoutSession(template: template, registry: run.registry, inputs: inputs, variant: variant, strings: run.strings)
        let result = session.evaluate(size: inputs.size)
        reporter.add(LayoutSession.relocated(session.diagnostics + result.diagnostics, sources: compilation.sources))
        FileHandle.standardOutput.write(Data(LayoutJSON.tree(result, includeValues: showValues).utf8))
        try reporter.finish()
    }
}
