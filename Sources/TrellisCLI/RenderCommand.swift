import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisLayout
import TrellisPreviewing
import TrellisRegistry
import TrellisTemplates

/// `trellis render FILE|FOLDER --size WxH [--state JSON] [--constants JSON] [--debug] -o OUT`:
/// writes an SVG preview of every template.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write SVG previews of templates.",
        discussion: """
            Compiles templates as 'trellis check' does and lays each out as 'trellis layout' \
            does. For a FILE, writes one SVG at --size: to OUT when it ends in .svg, else to \
            OUT/Name.svg. For a FOLDER, OUT is a folder: each template Name.xml gives \
            Name.svg at --size, plus Name@WIDTHxHEIGHT.svg at each of 320x568, 375x812 and \
            768x1024 other than --size, at the same place relative to the template root \
            (subfolders are mirrored); index.html shows every template's previews side by side. \
            With --variant NAME every template is laid out with that sample-data variant of its \
            Name.preview.json (as 'trellis layout' does). Previews draw backgrounds, borders, corner radii, text with its font, color and \
            alignment wrapped as layout wraps it, image placeholders and, with --debug, \
            dashed outlines labelled with each node's component and id, and each constraint of \
            a constrained view as a blue line from its attribute to the one it is pinned to \
            (a dot there), labelled with its relation, factor and offset. Problems found while \
            laying out (such as an input missing from --state) are reported as warnings and \
            the template is still drawn; a template that does not compile is reported and \
            skipped, the others are written. Exit status: 0 when every template was written, \
            1 when some did not compile (or a --state value has the wrong type), 2 for usage \
            and I/O problems.
            """
    )

    /// The sizes every template of a folder is also drawn at.
    static let previewSizes = [Size(width: 320, height: 568), Size(width: 375, height: 812), Size(width: 768, height: 1024)]

    @Argument(help: ArgumentHelp("A template file, or a folder searched for *.xml templates.", valueName: "path"))
    var path: String

    @OptionGroup var layoutOptions: LayoutInputOptions

    @Flag(help: "Outline every node and label it with its component and id.")
    var debug = false

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("The .svg file (for a template file) or the output folder.", valueName: "path"))
    var output: String

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var templateOptions: TemplateOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let inputs = try layoutOptions.parsed(near: path, reportingTo: &reporter)
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        let run = try TemplateRun().compile(
            [path], registryOptions: registryOptions, templateOptions: templateOptions, appearance: inputs.appearance, reporter: &reporter
        )
        let registry = run.registry
        let renderer = PreviewRenderer(
            defaultFontSize: registry.fonts.defaultSize, direction: inputs.direction, showsDebugOutlines: debug
        )
        let strings = run.strings
        let sizes = isFolder ? [inputs.size] + Self.previewSizes.filter { $0 != inputs.size } : [inputs.size]

        var files: [(path: String, text: String)] = []
        var entries: [RenderIndex.Entry] = []
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        for compilation in run.compilations {
            guard let template = compilation.template else { continue }
            let variant = try reporter.variant(inputs, forTemplate: compilation.path)
            let session = LayoutSession(template: template, registry: registry, inputs: inputs, variant: variant, strings: strings)
            errors += session.diagnostics.filter { $0.location == nil }
            var found = session.diagnostics.filter { $0.location != nil }
            let name = isFolder ? Self.relativeName(template.source) : Self.baseName(path)
            var entry = RenderIndex.Entry(name: name, previews: [])
            for (position, size) in sizes.enumerated() {
                let result = session.evaluate(size: size)
                found += result.diagnostics
                let file = position == 0 ? name + ".svg" : name + "@" + LayoutSize.name(size) + ".svg"
                entry.previews.append((size, file))
                files.append((isFolder || !output.hasSuffix(".svg") ? output + "/" + file : output, renderer.render(result)))
            }
            entries.append(entry)
            warnings += LayoutSession.relocated(found, sources: compilation.sources)
        }
        reporter.add(Self.unique(errors) + Self.unique(warnings).map(Self.asWarning))
        if isFolder {
            files.append((output + "/index.html", RenderIndex.html(entries.sorted { $0.name < $1.name })))
        }
        for file in files {
            do {
                let url = URL(fileURLWithPath: file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            } catch {
                reporter.add([.error(.fileAccess, "cannot write '\(file.path)': \(error.localizedDescription)", at: nil)])
                throw ExitCode(reporter.write(errorStatus: 2))
            }
        }
        try reporter.finish()
    }

    /// Each diagnostic once, in the order first found (templates laid out at several
    /// sizes, or sharing an input, find the same problem again).
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// A layout problem as a warning: the preview is drawn all the same.
    static func asWarning(_ diagnostic: Diagnostic) -> Diagnostic {
        var warning = diagnostic
        if warning.severity == .error { warning.severity = .warning }
        return warning
    }

    /// A template's source path without `.xml`, and without empty, `.` and `..` components
    /// (so every preview stays inside the output folder).
    static func relativeName(_ source: String) -> String {
        let components = source.split(separator: "/").filter { $0 != "." && $0 != ".." }
        let joined = components.joined(separator: "/")
        return joined.hasSuffix(".xml") ? String(joined.dropLast(4)) : joined
    }

    /// The file name of `path` without its folder and `.xml`.
    static func baseName(_ path: String) -> String {
        relativeName(String(path.split(separator: "/").last ?? Substring(path)))
    }
}
